# RUN: --passes=print-cfg,dce --disable-output
# EXIT: 0
# print-cfg writes the graph between two passes (to stderr without out=).
func f(a, b) {
    c = cmplt a, b
    !c? goto big
    r = sub b, a
    goto end
big:
    r = sub a, b
end:
    ret r
}
