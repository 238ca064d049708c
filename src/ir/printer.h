// The canonical PIR text: print(parse(print(x))) == print(x).
#pragma once

#include <cstdio>
#include <string>

#include "ir/ir.h"

namespace pir {

// `func name(a, pred p)`: a function's header, without the brace.
std::string signature_str(const Module& m, const Func& f);
// Appends f to out; with a sink, writes out to it whenever it grows large
// (so a huge function is never held twice in memory). With a sink and
// threads > 1, a function of kHalvesFrom statements or more is printed on
// two threads, in runs taken in turn (the same bytes).
void print_func(const Module& m, const Func& f, std::string& out, std::FILE* sink = nullptr, unsigned threads = 1);
std::string print_module(const Module& m);
// `data NAME @ADDR stride S = v0, v1, ...` (no newline).
std::string data_str(const Module& m, const DataDef& d);
// Streams the module to sink (threads: print_func's).
void print_module(const Module& m, std::FILE* sink, unsigned threads = 1);
// A guard or predicate expression; `spaced` puts blanks around & and |
// (statement right-hand sides), guards are written tight (`p&!q?`).
void print_expr(const Module& m, const Func& f, ExprId e, bool spaced, std::string& out);
std::string expr_str(const Module& m, const Func& f, ExprId e, bool spaced = false);
// One statement without indentation or newline, guard included.
std::string inst_str(const Module& m, const Func& f, InstId i);
std::string_view var_name(const Module& m, const Func& f, VarId v);
// The block's label, or `<block N>` for an unlabelled block (diagnostics only).
std::string block_name(const Module& m, const Func& f, BlockId b);
// Text made safe inside HTML (and Graphviz's HTML-like labels): & < > ".
std::string html_escape(std::string_view s);

}  // namespace pir
