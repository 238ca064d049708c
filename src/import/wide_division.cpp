#include "import/wide_division.h"

#include <fmt/format.h>

namespace pir::import {

// In psi-SSA form, as the importer emits every function. The divisor's
// check divides 1 by d.lo | d.hi: a 32-bit division by zero exactly when
// the divisor is 0 (a division is never removed, even unread).
std::string udivmod64_text(const std::string& name) {
    return fmt::format(R"(func {}(n.lo, n.hi, d.lo, d.hi) {{
entry:
    d.any = or d.lo, d.hi
    d.check = divu 1, d.any
    wide = or n.hi, d.hi
    narrow = cmpeq wide, 0
    narrow? goto word
loop:
    i = Phi(entry: 64, loop: i.next)
    q.lo = Phi(entry: n.lo, loop: q.lo.next)
    q.hi = Phi(entry: n.hi, loop: q.hi.next)
    r.lo = Phi(entry: 0, loop: r.lo.next)
    r.hi = Phi(entry: 0, loop: r.hi.next)
    out = shru r.hi, 31
    r.h1 = shl r.hi, 1
    r.c = shru r.lo, 31
    r.h2 = or r.h1, r.c
    r.l1 = shl r.lo, 1
    q.top = shru q.hi, 31
    r.l2 = or r.l1, q.top
    q.h1 = shl q.hi, 1
    q.c = shru q.lo, 31
    q.hi.next = or q.h1, q.c
    q.l1 = shl q.lo, 1
    out.p = cmpne out, 0
    above = cmpgtu r.h2, d.hi
    level = cmpeq r.h2, d.hi
    at.least = cmpgeu r.l2, d.lo
    take = out.p | above | level & at.least
    s.lo = sub r.l2, d.lo
    s.b = cmpltu r.l2, d.lo
    s.bi = select s.b, 1, 0
    s.h1 = sub r.h2, d.hi
    s.hi = sub s.h1, s.bi
    r.lo.next = select take, s.lo, r.l2
    r.hi.next = select take, s.hi, r.h2
    q.l2 = or q.l1, 1
    q.lo.next = select take, q.l2, q.l1
    i.next = sub i, 1
    more = cmpne i.next, 0
    more? goto loop
done:
    ret q.lo.next, q.hi.next, r.lo.next, r.hi.next
word:
    w.q = divu n.lo, d.lo
    w.r = remu n.lo, d.lo
    ret w.q, 0, w.r, 0
}}
)",
                       name);
}

namespace {

// `x` negated when `p`, as the pair y.lo, y.hi: 0 - x with the borrow of
// the low word taken from the high one.
std::string negate_if(const std::string& p, const std::string& x, const std::string& y) {
    return fmt::format(R"(    {1}.m.lo = sub 0, {0}.lo
    {1}.m.b = cmpne {0}.lo, 0
    {1}.m.bi = select {1}.m.b, 1, 0
    {1}.m.h = sub 0, {0}.hi
    {1}.m.hi = sub {1}.m.h, {1}.m.bi
    {1}.lo = select {2}, {1}.m.lo, {0}.lo
    {1}.hi = select {2}, {1}.m.hi, {0}.hi
)",
                       x, y, p);
}

}  // namespace

// (The quotient of magnitudes fits 64 bits unsigned; INT64_MIN / -1
// negates 2^63 back to INT64_MIN.)
std::string divmod64_text(const std::string& name, const std::string& unsigned_name) {
    return fmt::format("func {}(n.lo, n.hi, d.lo, d.hi) {{\n", name) +
           "    n.neg = cmplt n.hi, 0\n"
           "    d.neg = cmplt d.hi, 0\n" +
           negate_if("n.neg", "n", "a") + negate_if("d.neg", "d", "b") +
           fmt::format("    u.lo, u.hi, v.lo, v.hi = call {}(a.lo, a.hi, b.lo, b.hi)\n", unsigned_name) +
           "    q.neg = n.neg & !d.neg | !n.neg & d.neg\n" + negate_if("q.neg", "u", "q") + negate_if("n.neg", "v", "r") +
           "    ret q.lo, q.hi, r.lo, r.hi\n}\n";
}

}  // namespace pir::import
