#include "driver/output.h"

#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

namespace pir::driver {

std::string write_file_atomically(const std::string& path, std::string_view content) {
    namespace fs = std::filesystem;
    fs::path target(path);
    fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    std::string tmpl = (dir / fmt::format(".{}.XXXXXX", target.filename().string())).string();
    int fd = mkstemp(tmpl.data());
    if (fd < 0) return fmt::format("cannot create a temporary file in '{}': {}", dir.string(), std::strerror(errno));
    size_t done = 0;
    while (done < content.size()) {
        ssize_t n = ::write(fd, content.data() + done, content.size() - done);
        if (n < 0) {
            std::string err = std::strerror(errno);
            ::close(fd);
            ::unlink(tmpl.c_str());
            return fmt::format("cannot write '{}': {}", path, err);
        }
        done += static_cast<size_t>(n);
    }
    ::fchmod(fd, 0644);
    ::close(fd);
    if (std::rename(tmpl.c_str(), path.c_str()) != 0) {
        std::string err = std::strerror(errno);
        ::unlink(tmpl.c_str());
        return fmt::format("cannot write '{}': {}", path, err);
    }
    return {};
}

bool read_input(const std::string& path, std::string& out, std::string& err) {
    if (path == "-") {
        std::ostringstream ss;
        ss << std::cin.rdbuf();
        out = ss.str();
        return true;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        err = fmt::format("cannot read '{}': {}", path, std::strerror(errno));
        return false;
    }
    in.seekg(0, std::ios::end);
    auto size = in.tellg();
    if (size < 0 || std::filesystem::is_directory(path)) {
        err = fmt::format("cannot read '{}': not a regular file", path);
        return false;
    }
    out.resize(static_cast<size_t>(size));
    in.seekg(0);
    in.read(out.data(), static_cast<std::streamsize>(out.size()));
    return true;
}

}  // namespace pir::driver
