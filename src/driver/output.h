// Writing the output file atomically: a temporary file beside it, renamed
// over it only when complete, so a failing run leaves the old file intact.
#pragma once

#include <string>
#include <string_view>

namespace pir::driver {

// Returns an error message, empty on success.
std::string write_file_atomically(const std::string& path, std::string_view content);
// Reads a file, or standard input for "-". Returns false with a message.
bool read_input(const std::string& path, std::string& out, std::string& err);

}  // namespace pir::driver
