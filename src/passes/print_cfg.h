// Control-flow graphs as Graphviz DOT (`--emit=dot`, the pass `print-cfg`):
// one digraph per module, a cluster per function, a node per block listing
// its statements (predicated ones in colour, with their guard), edges
// labelled by the condition under which control takes them, back edges
// (to a block that dominates the source: a loop) dashed.
#pragma once

#include <string>

#include "ir/ir.h"

namespace pir {

// The cluster of one function (its nodes and edges), named after it.
std::string cfg_cluster(const Module& m, const Func& f);
// A whole graph around clusters.
std::string cfg_graph(const std::string& clusters);
// The module's graph.
std::string module_dot(const Module& m);

}  // namespace pir
