// Text the driver prints besides the IR: pass list, statistics, timings.
#pragma once

#include <string>
#include <vector>

#include "passes/pass_manager.h"

namespace pir::driver {

std::string list_passes_text();
// Per function and summed over functions; json: one JSON object.
std::string stats_text(const Stats& s, bool json);
// Summed per pass name, in order of first run; json: one JSON object.
std::string timings_text(const std::vector<PassTime>& times, bool json = false);

}  // namespace pir::driver
