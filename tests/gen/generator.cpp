#include "gen/generator.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <random>
#include <vector>

namespace pirgen {

namespace {

constexpr const char* kAlu[] = {"add", "sub", "mul", "and", "andc", "or", "orc", "xor", "shl", "shr", "shru", "min", "max", "minu", "maxu"};
constexpr const char* kDiv[] = {"div", "divu", "rem", "remu"};
constexpr const char* kCmp[] = {"cmpeq", "cmpne", "cmplt", "cmple", "cmpgt", "cmpge", "cmpltu", "cmpleu", "cmpgtu", "cmpgeu"};

class Rng {
public:
    explicit Rng(uint64_t seed) : g_(seed) {}
    int below(int n) { return static_cast<int>(g_() % static_cast<uint64_t>(n)); }
    bool chance(int percent) { return below(100) < percent; }
    template <typename T>
    const T& pick(const std::vector<T>& v) { return v[below(static_cast<int>(v.size()))]; }
    int32_t imm() { return chance(70) ? below(17) - 8 : static_cast<int32_t>(g_()); }

private:
    std::mt19937_64 g_;
};

// Shared pieces: operands, predicate expressions.
class Base {
protected:
    Base(const Options& o) : o_(o), r_(o.seed) {}

    std::string int_operand(const std::vector<std::string>& ints) {
        return r_.chance(20) ? std::to_string(r_.imm()) : r_.pick(ints);
    }
    // A predicate expression over `preds` (0 to 2 operators).
    std::string pexpr(const std::vector<std::string>& preds) {
        auto atom = [&] { return fmt::format("{}{}", r_.chance(30) ? "!" : "", r_.pick(preds)); };
        // Atoms are drawn in a fixed order (argument evaluation order is not).
        int shape = r_.below(5);
        std::string x = atom();
        if (shape > 2) return x;
        std::string y = atom();
        if (shape == 0) return fmt::format("{}&{}", x, y);
        if (shape == 1) return fmt::format("{}|{}", x, y);
        std::string z = atom();
        return fmt::format("({}|{})&{}", x, y, z);
    }
    void line(const std::string& s) { out_ += fmt::format("    {}\n", s); }
    // The memory words: `load`/`store`, or in byte memory any size (drawn
    // only then, so that other programs stay as they were).
    std::string load_word() {
        static constexpr const char* kLoads[] = {"load", "load8", "load8u", "load16", "load16u"};
        return o_.bytes ? kLoads[r_.below(5)] : "load";
    }
    std::string store_word() {
        static constexpr const char* kStores[] = {"store", "store8", "store16"};
        return o_.bytes ? kStores[r_.below(3)] : "store";
    }
    // k distinct picks from v (k <= v.size()).
    std::vector<std::string> distinct(const std::vector<std::string>& v, size_t k) {
        std::vector<std::string> out;
        while (out.size() < k)
            if (const std::string& x = r_.pick(v); std::find(out.begin(), out.end(), x) == out.end()) out.push_back(x);
        return out;
    }

public:
    // Functions this one may call: helpers (the generator's signature) and
    // the recursive one (`rec(n, x)`); empty: no calls.
    std::vector<std::string> helpers_;
    std::string rec_;

protected:
    const Options& o_;
    Rng r_;
    std::string out_;
};

class NonSsaGen : public Base {
public:
    explicit NonSsaGen(const Options& o) : Base(o) {}

    std::string run(const std::string& name) {
        ints_ = {"v0", "v1", "v2", "v3", "v4", "v5"};
        preds_ = {"q0", "q1", "q2", "q3"};
        out_ = fmt::format("func {}(a, b, c, pred c0, pred c1) {{\nentry:\n", name);
        for (size_t k = 0; k < ints_.size(); ++k) line(fmt::format("{} = {}", ints_[k], k < 3 ? std::string(1, char('a' + k)) : std::to_string(r_.imm())));
        line("q0 = c0");
        line("q1 = c1");
        line("q2 = cmplt a, b");
        line("q3 = c0 & !q2");
        budget_ = o_.size;
        while (budget_ > 0) block(0);
        line(fmt::format("ret {}, {}, {}", r_.pick(ints_), r_.pick(ints_), r_.pick(preds_)));
        return out_ + "}\n";
    }

private:
    std::string guard() { return r_.chance(45) ? pexpr(preds_) + "? " : ""; }
    std::string addr() {
        std::string t = fmt::format("t{}", temps_++);
        line(fmt::format("{} = and {}, 15", t, r_.pick(ints_)));
        return t;
    }

    void statement() {
        --budget_;
        const std::string& x = r_.pick(ints_);
        switch (r_.below(12)) {
        case 0:
        case 1:
        case 2: line(fmt::format("{}{} = {} {}, {}", guard(), x, kAlu[r_.below(15)], r_.pick(ints_), int_operand(ints_))); break;
        case 3: line(fmt::format("{}{} = {} {}, {}", guard(), r_.pick(preds_), kCmp[r_.below(10)], r_.pick(ints_), int_operand(ints_))); break;
        case 4: line(fmt::format("{}{} = {}", guard(), r_.pick(preds_), pexpr(preds_) + (r_.chance(50) ? " | " + r_.pick(preds_) : " & !" + r_.pick(preds_)))); break;
        case 5: line(fmt::format("{}{} = select {}, {}, {}", guard(), x, r_.pick(preds_), r_.pick(ints_), int_operand(ints_))); break;
        case 6: line(fmt::format("{}{} = {}", guard(), x, int_operand(ints_))); break;
        case 7: {
            std::string a = addr();
            line(fmt::format("{}{} = {} {}, {}", guard(), x, load_word(), a, r_.below(4)));
            break;
        }
        case 8: {
            std::string a = addr();
            line(fmt::format("{}{} {}, {}, {}", guard(), store_word(), a, r_.below(4), r_.pick(ints_)));
            break;
        }
        case 9: line(fmt::format("{}{} = op{} {}, {}", guard(), x, r_.below(3) + 1, r_.pick(ints_), int_operand(ints_))); break;
        default: line(fmt::format("{}{} = {}", guard(), r_.pick(preds_), r_.pick(preds_))); break;
        }
    }

    // A helper's three results (int, int, a predicate as 0/1) into three
    // distinct names, or the recursive function's one.
    void call() {
        if (helpers_.empty() || r_.chance(30)) {
            std::string n = addr();  // a value & 15: the recursion's depth
            line(fmt::format("{} = call {}({}, {})", r_.pick(ints_), rec_, n, int_operand(ints_)));
            return;
        }
        auto res = distinct(ints_, 3);
        line(fmt::format("{}, {}, {} = call {}({}, {}, {}, {}, {})", res[0], res[1], res[2], r_.pick(helpers_), r_.pick(ints_),
                         int_operand(ints_), r_.pick(ints_), r_.pick(preds_), r_.pick(preds_)));
    }

    // With calls (so that programs without them stay as they were): a
    // division, often guarded, by a value made odd (never zero).
    void divide() {
        --budget_;
        std::string t = fmt::format("t{}", temps_++);
        line(fmt::format("{} = or {}, 1", t, r_.pick(ints_)));
        line(fmt::format("{}{} = {} {}, {}", guard(), r_.pick(ints_), kDiv[r_.below(4)], r_.pick(ints_), t));
    }

    void if_else(int depth) {
        int k = labels_++;
        bool has_else = r_.chance(60);
        std::string cond = pexpr(preds_);
        line(fmt::format("!({})? goto {}{}", cond, has_else ? "else" : "join", k));
        block(depth + 1);
        if (has_else) {
            line(fmt::format("goto join{}", k));
            out_ += fmt::format("else{}:\n", k);
            block(depth + 1);
        }
        out_ += fmt::format("join{}:\n", k);
    }

    void loop(int depth) {
        int k = labels_++;
        std::string i = fmt::format("li{}", k), c = fmt::format("lc{}", k);
        line(fmt::format("{} = 0", i));
        out_ += fmt::format("loop{}:\n", k);
        ++loops_;
        block(depth + 1);
        --loops_;
        line(fmt::format("{} = add {}, 1", i, i));
        line(fmt::format("{} = cmplt {}, {}", c, i, r_.below(3) + 1));
        line(fmt::format("{}? goto loop{}", c, k));
        out_ += fmt::format("exit{}:\n", k);
    }

    void block(int depth) {
        int n = 1 + r_.below(4);
        for (int s = 0; s < n && budget_ > 0; ++s) {
            --budget_;  // regions cost too, so the recursion ends
            int roll = r_.below(10);
            if (depth < 3 && roll == 0) loop(depth);
            else if (depth < 3 && roll <= 2) if_else(depth);
            else if (roll == 3 && !rec_.empty() && loops_ == 0) call();  // (in loops the work multiplies)
            else if (roll == 4 && !rec_.empty()) divide();
            else statement();
        }
    }

    std::vector<std::string> ints_, preds_;
    int budget_ = 0, labels_ = 0, temps_ = 0, loops_ = 0;
};

class PsiGen : public Base {
public:
    explicit PsiGen(const Options& o) : Base(o) {}

    std::string run(const std::string& name) {
        out_ = fmt::format("func {}(a, b, c, pred c0, pred c1) {{\n", name);
        full_ = {"a", "b", "c"};
        preds_ = {"c0", "c1"};
        for (int k = 0; k < 3; ++k) {
            std::string p = fmt::format("p{}", k);
            line(k == 2 ? fmt::format("{} = {} & !{}", p, preds_[0], preds_[2])
                        : fmt::format("{} = {} {}, {}", p, kCmp[r_.below(10)], r_.pick(full_), int_operand(full_)));
            preds_.push_back(p);
        }
        for (int s = 0; s < o_.size; ++s) {
            int roll = r_.below(10);
            if (roll < 4) guarded_def();
            else if (roll == 4 && !rec_.empty() && r_.chance(60)) call();
            else if (roll < 6 && guarded_.size() >= 2) psi();
            else if (roll < 8) unguarded_def();
            else store();
        }
        line(fmt::format("ret {}, {}", r_.pick(full_), r_.pick(full_)));
        return out_ + "}\n";
    }

private:
    struct Def {
        std::string name, guard;
    };
    std::string fresh() { return fmt::format("x{}", next_++); }
    std::string rhs() {
        switch (r_.below(4)) {
        case 0: return fmt::format("{} {}, {}", kAlu[r_.below(15)], r_.pick(full_), int_operand(full_));
        case 1: return fmt::format("op{} {}", r_.below(3) + 1, r_.pick(full_));
        case 2: return fmt::format("{} {}, {}", load_word(), r_.pick(full_), r_.below(4));
        default: return r_.pick(full_);
        }
    }
    void unguarded_def() {
        std::string x = fresh();
        line(fmt::format("{} = {}", x, rhs()));
        full_.push_back(x);
        if (r_.chance(30)) guarded_.push_back({x, "1"});  // merged under a smaller guard later
    }
    void guarded_def() {
        std::string x = fresh(), g = pexpr(preds_);
        line(fmt::format("{}? {} = {}", g, x, rhs()));
        guarded_.push_back({x, g});
    }
    // Psi over a base value (guard 1) and 1 to 3 guarded values in any order,
    // with argument guards within their definitions' guards.
    void psi() {
        std::vector<std::string> args{"1?" + r_.pick(full_)};
        int n = 1 + r_.below(3);
        for (int k = 0; k < n; ++k) {
            const Def& d = r_.pick(guarded_);
            std::string g = d.guard == "1" ? pexpr(preds_) : r_.chance(30) ? fmt::format("({})&{}", d.guard, r_.pick(preds_)) : d.guard;
            args.push_back(fmt::format("{}?{}", g, d.name));
        }
        if (r_.chance(50)) std::shuffle(args.begin(), args.end(), std::mt19937(static_cast<uint32_t>(r_.below(1 << 30))));
        std::string x = fresh();
        line(fmt::format("{} = Psi({})", x, fmt::join(args, ", ")));
        full_.push_back(x);
    }
    // A helper's two results, or the recursive function's one; results
    // are defined under 1 (a call takes no guard).
    void call() {
        if (helpers_.empty() || r_.chance(30)) {
            std::string n = fresh(), x = fresh();
            line(fmt::format("{} = and {}, 7", n, r_.pick(full_)));
            line(fmt::format("{} = call {}({}, {})", x, rec_, n, int_operand(full_)));
            full_.push_back(x);
            return;
        }
        std::string x = fresh(), y = fresh();
        line(fmt::format("{}, {} = call {}({}, {}, {}, {}, {})", x, y, r_.pick(helpers_), r_.pick(full_), int_operand(full_),
                         r_.pick(full_), r_.pick(preds_), r_.pick(preds_)));
        full_.push_back(x);
        full_.push_back(y);
    }
    void store() {
        if (!guarded_.empty() && r_.chance(50)) {
            const Def& d = r_.pick(guarded_);
            line(fmt::format("{}? {} {}, {}, {}", d.guard, store_word(), r_.pick(full_), r_.below(4), d.name));
        } else {
            line(fmt::format("{} {}, {}, {}", store_word(), r_.pick(full_), r_.below(4), r_.pick(full_)));
        }
    }

    std::vector<std::string> full_;  // values defined under 1
    std::vector<std::string> preds_;
    std::vector<Def> guarded_;
    int next_ = 0;
};

}  // namespace

namespace {
template <typename Gen>
std::string one(const Options& o, const std::string& name, std::vector<std::string> helpers, const std::string& rec) {
    Gen g(o);
    g.helpers_ = std::move(helpers);
    g.rec_ = rec;
    return g.run(name);
}

template <typename Gen>
std::string module(const Options& o, const std::string& name) {
    if (o.calls <= 0) return Gen(o).run(name);
    std::vector<std::string> helpers;
    for (int k = 0; k < o.calls; ++k) helpers.push_back(fmt::format("{}_h{}", name, k));
    std::string rec = name + "_rec";
    std::string out = one<Gen>(o, name, helpers, rec);
    for (int k = 0; k < o.calls; ++k) {
        Options h = o;
        h.seed = o.seed * 1000003 + static_cast<uint64_t>(k) + 1;
        h.size = std::max(4, o.size / 2);
        out += '\n';  // (appended apart: GCC 12 warns falsely on "\n" + a temporary string, -Wrestrict)
        out += one<Gen>(h, helpers[k], std::vector<std::string>(helpers.begin() + k + 1, helpers.end()), rec);
    }
    // Recursion to depth n (n & 7 or & 15 at every call site), in one
    // definition per name, so it is in every form the passes take; a
    // division by n > 0 on the way back.
    return out + fmt::format(R"(
func {0}(n, x) {{
    z = cmple n, 0
    z? goto done
    m = sub n, 1
    y = call {0}(m, x)
    q = div y, n
    w = op1 q, n
    ret w
done:
    ret x
}}
)",
                             rec);
}
}  // namespace

std::string generate(const Options& o, const std::string& name) {
    std::string m = o.mode == Mode::Psi ? module<PsiGen>(o, name) : module<NonSsaGen>(o, name);
    return o.bytes ? "memory bytes\n\n" + m : m;
}

}  // namespace pirgen
