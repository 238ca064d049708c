#include "ir/file_io.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cstdlib>
#include <cstring>
#include <filesystem>

namespace pir {

namespace {

// Names that stand for a descriptor this process already holds. Opening
// /proc/self/fd/N anew would restart a regular file at offset 0 (and
// renaming over it is impossible): write through a duplicate instead.
int inherited_fd(std::string_view p) {
    if (p == "/dev/stdout") return 1;
    if (p == "/dev/stderr") return 2;
    for (std::string_view prefix : {"/dev/fd/", "/proc/self/fd/"})
        if (p.substr(0, prefix.size()) == prefix) {
            std::string_view n = p.substr(prefix.size());
            int fd = -1;
            auto r = std::from_chars(n.data(), n.data() + n.size(), fd);
            if (r.ec == std::errc() && r.ptr == n.data() + n.size()) return fd;
        }
    return -1;
}

std::string dir_of(const std::string& p) {
    auto slash = p.rfind('/');
    if (slash == std::string::npos) return ".";
    return slash == 0 ? "/" : p.substr(0, slash);
}

std::string base_of(const std::string& p) { return p.substr(p.rfind('/') + 1); }  // npos + 1 == 0

mode_t new_file_mode() {
    mode_t u = ::umask(0);
    ::umask(u);
    return 0666 & ~u;
}

}  // namespace

void OutputFile::fail(int err) const {
    throw IoError(fmt::format("cannot write '{}': {}", path_ == "-" ? "<stdout>" : path_, std::strerror(err)));
}

void OutputFile::open(const std::string& path) {
    abandon();
    path_ = path;
    if (path == "-") {
        kind_ = Kind::Stdout;
        file_ = stdout;
        return;
    }
    std::string cur = path;
    struct stat st {};
    bool exists = false;
    for (int hops = 0;; ++hops) {
        if (hops == 40) fail(ELOOP);
        if (int fd = inherited_fd(cur); fd >= 0) {
            fd_ = ::fcntl(fd, F_DUPFD_CLOEXEC, 3);
            if (fd_ < 0) fail(errno);
            break;
        }
        if (::lstat(cur.c_str(), &st) != 0) {
            if (errno != ENOENT) fail(errno);
            break;  // a new file (perhaps at the end of a dangling link)
        }
        if (!S_ISLNK(st.st_mode)) {
            exists = true;
            break;
        }
        // Follow the link: its target is what the user means to replace.
        std::string link(4096, '\0');
        ssize_t n = ::readlink(cur.c_str(), link.data(), link.size());
        if (n < 0) fail(errno);
        link.resize(static_cast<size_t>(n));
        cur = link[0] == '/' ? link : dir_of(cur) + "/" + link;
    }
    if (fd_ < 0 && exists && S_ISDIR(st.st_mode)) fail(EISDIR);
    if (fd_ < 0 && exists && !S_ISREG(st.st_mode)) {
        // A device, FIFO or socket: written directly, never replaced.
        fd_ = ::open(cur.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
        if (fd_ < 0) fail(errno);
    }
    if (fd_ >= 0) {
        kind_ = Kind::Direct;
        file_ = ::open_memstream(&buf_, &len_);
        if (!file_) fail(errno);
        return;
    }
    // A regular file, new or replaced: a temporary beside it, renamed over it
    // at commit, with the old file's mode (and owner, where allowed).
    target_ = cur;
    tmp_ = dir_of(cur) + "/." + base_of(cur) + ".XXXXXX";
    int fd = ::mkstemp(tmp_.data());
    if (fd < 0) {
        int err = errno;
        tmp_.clear();
        fail(err);
    }
    kind_ = Kind::Replace;
    ::fchmod(fd, exists ? (st.st_mode & 07777) : new_file_mode());
    if (exists && (st.st_uid != ::geteuid() || st.st_gid != ::getegid()))
        (void)!::fchown(fd, st.st_uid, st.st_gid);  // best effort: only root may
    file_ = ::fdopen(fd, "wb");
    if (!file_) {
        int err = errno;
        ::close(fd);
        abandon();
        fail(err);
    }
}

void OutputFile::commit() {
    Kind kind = kind_;
    kind_ = Kind::None;
    if (kind == Kind::None) return;
    if (kind == Kind::Stdout) {
        file_ = nullptr;
        if (std::fflush(stdout) != 0 || std::ferror(stdout)) fail(errno ? errno : EIO);
        return;
    }
    if (kind == Kind::Direct) {
        bool ok = std::fclose(file_) == 0;
        file_ = nullptr;
        int err = ok ? 0 : errno;
        for (size_t done = 0; ok && done < len_;) {
            ssize_t n = ::write(fd_, buf_ + done, len_ - done);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) ok = false, err = n < 0 ? errno : EIO;
            else done += static_cast<size_t>(n);
        }
        std::free(buf_);
        buf_ = nullptr;
        if (::close(fd_) != 0 && ok) ok = false, err = errno;
        fd_ = -1;
        if (!ok) fail(err);
        return;
    }
    bool ok = std::fflush(file_) == 0 && !std::ferror(file_);
    int err = ok ? 0 : errno;
    if (std::fclose(file_) != 0 && ok) ok = false, err = errno;
    file_ = nullptr;
    if (ok && std::rename(tmp_.c_str(), target_.c_str()) != 0) ok = false, err = errno;
    if (!ok) ::unlink(tmp_.c_str());
    tmp_.clear();
    if (!ok) fail(err ? err : EIO);
}

void OutputFile::abandon() {
    if (kind_ == Kind::Replace) {
        if (file_) std::fclose(file_);
        ::unlink(tmp_.c_str());
        tmp_.clear();
    } else if (kind_ == Kind::Direct) {
        if (file_) std::fclose(file_);
        std::free(buf_);
        buf_ = nullptr;
        ::close(fd_);
        fd_ = -1;
    }
    kind_ = Kind::None;
    file_ = nullptr;
}

void write_file(const std::string& path, std::string_view text) {
    OutputFile out;
    out.open(path);
    std::fwrite(text.data(), 1, text.size(), out.file());
    out.commit();
}

std::string read_file(const std::string& path) {
    std::FILE* in = path == "-" ? stdin : std::fopen(path.c_str(), "rb");
    auto fail = [&](int err) {
        return IoError(fmt::format("cannot read '{}': {}", path == "-" ? "<stdin>" : path, std::strerror(err)));
    };
    if (!in) throw fail(errno);
    struct stat st {};
    if (::fstat(::fileno(in), &st) == 0 && S_ISDIR(st.st_mode)) {
        std::fclose(in);
        throw fail(EISDIR);
    }
    // Read to the end whatever it is: a file, a pipe, a FIFO, a terminal.
    std::string text;
    if (S_ISREG(st.st_mode) && st.st_size > 0) text.reserve(static_cast<size_t>(st.st_size));
    char buf[1 << 16];
    size_t n;
    while ((n = std::fread(buf, 1, sizeof buf, in)) > 0) text.append(buf, n);
    int err = std::ferror(in) ? errno : 0;
    if (in != stdin) std::fclose(in);
    if (err) throw fail(err);
    // A UTF-8 byte-order mark is not text: editors on some systems add one.
    if (text.size() >= 3 && text.compare(0, 3, "\xEF\xBB\xBF") == 0) text.erase(0, 3);
    return text;
}

InputText::InputText(const std::string& path) {
    // Opened only once it is known to be a regular file: opening a FIFO
    // waits for its writer, and its text would be lost to the second open.
    struct stat st {};
    if (path != "-" && ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
        int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd >= 0 && ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
            void* p = ::mmap(nullptr, static_cast<size_t>(st.st_size), PROT_READ, MAP_PRIVATE, fd, 0);
            if (p != MAP_FAILED) {
                map_ = static_cast<char*>(p);
                map_size_ = static_cast<size_t>(st.st_size);
            }
        }
        if (fd >= 0) ::close(fd);
    }
    if (!map_) {
        owned_ = read_file(path);  // (reports what open() met, if anything)
        text_ = owned_;
        return;
    }
    text_ = {map_, map_size_};
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") text_.remove_prefix(3);  // as read_file
}

InputText::~InputText() {
    if (map_) ::munmap(map_, map_size_);
}

void InputText::release(const char* from, const char* to) {
    if (!map_ || from >= to || from < map_ || to > map_ + map_size_) return;
    const size_t page = static_cast<size_t>(::sysconf(_SC_PAGESIZE));
    size_t a = (static_cast<size_t>(from - map_) + page - 1) / page * page, z = static_cast<size_t>(to - map_) / page * page;
    // (Private and never written: the file's pages come back on a read.)
    if (a < z) ::madvise(map_ + a, z - a, MADV_DONTNEED);
}

void make_directories(const std::string& dir) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) throw IoError(fmt::format("cannot write '{}': {}", dir, ec.message()));
    if (!std::filesystem::is_directory(dir, ec))
        throw IoError(fmt::format("cannot write '{}': {}", dir, std::strerror(ENOTDIR)));
}

}  // namespace pir
