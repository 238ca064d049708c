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

std::string Output::open(const std::string& path) {
    namespace fs = std::filesystem;
    if (path.empty()) {
        file_ = stdout;
        return {};
    }
    fs::path target(path);
    fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    tmp_ = (dir / fmt::format(".{}.XXXXXX", target.filename().string())).string();
    int fd = mkstemp(tmp_.data());
    if (fd < 0) {
        std::string err = fmt::format("cannot create a temporary file in '{}': {}", dir.string(), std::strerror(errno));
        tmp_.clear();
        return err;
    }
    ::fchmod(fd, 0644);
    file_ = ::fdopen(fd, "wb");
    path_ = path;
    return {};
}

std::string Output::commit() {
    if (file_ == stdout || !file_) {
        if (file_) std::fflush(file_);
        file_ = nullptr;
        return {};
    }
    bool ok = std::fflush(file_) == 0 && !std::ferror(file_);
    std::string err = ok ? std::string() : fmt::format("cannot write '{}': {}", path_, std::strerror(errno));
    std::fclose(file_);
    file_ = nullptr;
    if (ok && std::rename(tmp_.c_str(), path_.c_str()) != 0)
        err = fmt::format("cannot write '{}': {}", path_, std::strerror(errno));
    if (!err.empty()) ::unlink(tmp_.c_str());
    tmp_.clear();
    return err;
}

void Output::abandon() {
    if (file_ && file_ != stdout) {
        std::fclose(file_);
        ::unlink(tmp_.c_str());
    }
    file_ = nullptr;
    tmp_.clear();
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
