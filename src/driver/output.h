// Writing the output file atomically: a temporary file beside it, renamed
// over it only when complete, so a failing run leaves the old file intact.
#pragma once

#include <string>
#include <string_view>

namespace pir::driver {

// The output: standard output, or a temporary file beside `path` that
// commit() renames over it and abandon() removes.
class Output {
public:
    // Empty path: standard output. Returns an error message, empty on success.
    std::string open(const std::string& path);
    std::FILE* file() const { return file_; }
    std::string commit();
    void abandon();
    ~Output() { abandon(); }

private:
    std::string path_, tmp_;
    std::FILE* file_ = nullptr;
};
// Reads a file, or standard input for "-". Returns false with a message.
bool read_input(const std::string& path, std::string& out, std::string& err);

}  // namespace pir::driver
