#!/usr/bin/env python3
"""--html: the page's structure (a section per case, a column per stage with
the pass's name, changed lines marked, names clickable, statistics, inline
SVG when Graphviz is there, nothing loaded from outside), and with
Chromium installed, in the headless browser: a screenshot, and the page's
highlighting of a name in every column after a click on it (the page's
#n=NAME link clicks it on load); skipped with a message without Chromium.

  html_test.py PSISSA_OPT EXAMPLES_DIR
"""
import html.parser
import os
import shutil
import subprocess
import sys
import tempfile


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.sections, self.columns, self.changed, self.names, self.stats, self.svgs, self.scripts = 0, [], 0, set(), 0, 0, 0
        self.external = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        cls = a.get("class", "").split()
        if tag == "section":
            self.sections += 1
        if "col" in cls:
            self.columns.append(a.get("data-pass"))
        if "changed" in cls:
            self.changed += 1
        if "n" in cls:
            self.names.add(a.get("data-n"))
        if "stats" in cls:
            self.stats += 1
        if tag == "svg":
            self.svgs += 1
        if tag == "script":
            self.scripts += 1
        for k in ("src", "href"):
            if k in a and "://" in (a[k] or ""):
                self.external.append(a[k])


def main():
    tool, examples = sys.argv[1], sys.argv[2]
    failures = []
    with tempfile.TemporaryDirectory() as d:
        out = os.path.join(d, "clip.html")
        p = subprocess.run([tool, os.path.join(examples, "kernels", "clip.pir"), "--passes=ssa,if-convert,promote,out-of-ssa",
                            "--emit=asm", f"--html={out}"], capture_output=True, text=True)
        if p.returncode:
            print(f"FAIL psissa-opt --html: {p.stderr}")
            return 1
        page = Page()
        page.feed(open(out).read())
        want = ["input", "ssa", "if-convert", "promote", "out-of-ssa", "assembly"]
        if page.columns != want:
            failures.append(f"columns {page.columns}, not {want}")
        if page.sections != 1:
            failures.append(f"{page.sections} sections")
        if page.changed < 5:
            failures.append(f"only {page.changed} changed lines marked")
        if not {"a", "n", "m"} <= page.names:
            failures.append(f"names not clickable: {sorted(page.names)[:10]}")
        if page.stats < 2:
            failures.append(f"{page.stats} statistics tables")
        if shutil.which("dot") and page.svgs < 5:
            failures.append(f"{page.svgs} inline CFGs with Graphviz installed")
        if page.external or page.scripts != 1:
            failures.append(f"not self-contained: {page.external}, {page.scripts} scripts")
        # --split-input-file: a section per case.
        split = os.path.join(d, "split.pir")
        open(split, "w").write("func f(a) {\n    ret a\n}\n# -----\nfunc g(b) {\n    ret b\n}\n")
        out2 = os.path.join(d, "split.html")
        subprocess.run([tool, split, "--split-input-file", "--passes=dce", f"--html={out2}"], capture_output=True)
        page2 = Page()
        page2.feed(open(out2).read())
        if page2.sections != 2 or page2.columns != ["input", "dce", "input", "dce"]:
            failures.append(f"split input: {page2.sections} sections, columns {page2.columns}")
        # A module of more blocks than Graphviz lays out in reasonable time:
        # no picture, a note, and the page in well under the minutes dot
        # would take (2,400 blocks: a chain of tests).
        big = os.path.join(d, "big.pir")
        body = "".join(f"    c{k} = cmplt a, {k}\n    c{k}? goto b{k}\n    a = add a, 1\nb{k}:\n" for k in range(1200))
        open(big, "w").write(f"func f(a) {{\nentry:\n{body}    ret a\n}}\n")
        out3 = os.path.join(d, "big.html")
        p3 = subprocess.run([tool, big, "--passes=dce", f"--html={out3}"], capture_output=True, text=True, timeout=60)
        page3 = open(out3).read() if p3.returncode == 0 else ""
        if page3.count("control-flow graphs not drawn: 2401 blocks") != 2 or "<svg" in page3:
            failures.append(f"a module of 2,401 blocks: exit {p3.returncode}, {page3.count('not drawn')} notes, "
                            f"{page3.count('<svg')} pictures")
        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        if chromium:
            shot = os.path.join(d, "clip.png")
            # A fresh profile, and no background networking: the machine's
            # closed network otherwise refuses Chromium's many connections.
            profile = os.path.join(d, "profile")
            flags = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync",
                     f"--user-data-dir={profile}"]
            subprocess.run(flags + [f"--screenshot={shot}", "--window-size=1600,1000", "file://" + out], capture_output=True, timeout=120)
            if not os.path.exists(shot) or os.path.getsize(shot) < 1000:
                failures.append("headless Chromium made no screenshot")
            # A click, in the browser: #n=m clicks the first 'm', whose handler highlights m in every column.
            dom = subprocess.run(flags + ["--dump-dom", "file://" + out + "#n=m"], capture_output=True, text=True, timeout=120).stdout
            lit = dom.count('class="n hl"')
            if lit < 5:
                failures.append(f"the browser highlighted 'm' {lit} times, not in every column")
        else:
            print("html: Chromium not installed: the browser screenshot is skipped")
    for f in failures:
        print("FAIL", f)
    print(f"html: {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
