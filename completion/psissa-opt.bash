# bash completion for psissa-opt and llvm2pir (installed by `meson install`
# into share/bash-completion/completions). Pass names come from the tool
# itself (`psissa-opt --list-passes`), so they are always the installed ones.

_psissa_opt_passes() {
    "$1" --list-passes 2>/dev/null | sed -n 's/^\([a-z][a-z0-9-]*\)$/\1/p'
}

_psissa_opt() {
    local cur prev
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    local opts="--passes --emit --output -o --asm-gprs --asm-brs --list-passes --print-after-all --print-after
        --print-before-all --print-before --print-changed --filter-print-funcs --disable-output --dump-dir
        --verify-each --time-passes --stats --split-input-file --run --func --args --mem --run-format --validate
        --seed --max-steps --verbose --quiet --version --help"
    # `--opt=value` arrives as `--opt`, `=`, `value` (COMP_WORDBREAKS).
    if [[ $prev == "=" ]]; then
        prev=${COMP_WORDS[COMP_CWORD-2]}
    elif [[ $cur == "=" ]]; then
        prev=${COMP_WORDS[COMP_CWORD-1]}
        cur=""
    fi
    case $prev in
    --passes|--print-after|--print-before)
        # The pass after the last comma of a pipeline.
        local head=${cur%,*} last=${cur##*,}
        [[ $head == "$cur" ]] && head="" || head="$head,"
        local p
        COMPREPLY=()
        for p in $(_psissa_opt_passes "${COMP_WORDS[0]}"); do
            [[ $p == "$last"* ]] && COMPREPLY+=("$head$p")
        done
        return;;
    --emit) COMPREPLY=($(compgen -W "pir asm dot" -- "$cur")); return;;
    --run-format|--stats) COMPREPLY=($(compgen -W "text json" -- "$cur")); return;;
    -o|--output|--dump-dir) COMPREPLY=($(compgen -f -- "$cur")); return;;
    esac
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
    else
        COMPREPLY=($(compgen -f -X '!*.pir' -- "$cur") $(compgen -d -- "$cur"))
    fi
}

_llvm2pir() {
    local cur=${COMP_WORDS[COMP_CWORD]}
    if [[ $cur == -* ]]; then
        COMPREPLY=($(compgen -W "-o --output --skip-unsupported --verify-output --version --help" -- "$cur"))
    else
        COMPREPLY=($(compgen -f -X '!*.@(ll|bc)' -- "$cur") $(compgen -d -- "$cur"))
    fi
}

complete -F _psissa_opt psissa-opt
complete -F _llvm2pir llvm2pir
