// Files the tool writes: the -o output, --dump-dir dumps, `out=` reports.
// A compiler tool must never damage what it writes through: a device, FIFO
// or socket is written directly (never replaced), a symbolic link is
// followed and its target replaced, a regular file is replaced atomically
// (a temporary beside it, renamed over it) and keeps its mode, and `-` is
// standard output. Every failure is an IoError whose message reads
// `cannot write 'PATH': <reason>`.
#pragma once

#include <cstdio>
#include <stdexcept>
#include <string>
#include <string_view>

namespace pir {

// A file the user named could not be read or written: exit 1, never an
// internal error.
struct IoError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

class OutputFile {
public:
    OutputFile() = default;
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;
    ~OutputFile() { abandon(); }

    // "-": standard output, written as the run goes. Anything else is
    // collected (in a temporary beside a regular file, in memory for a
    // device, FIFO, socket or inherited descriptor) and lands only at
    // commit(). Throws IoError.
    void open(const std::string& path);
    std::FILE* file() const { return file_; }
    // Makes the output visible; throws IoError.
    void commit();
    // Drops what was written: the target stays as it was.
    void abandon();

private:
    enum class Kind { None, Stdout, Replace, Direct };
    [[noreturn]] void fail(int err) const;
    Kind kind_ = Kind::None;
    std::string path_;    // as the user wrote it (for messages)
    std::string target_;  // Replace: the resolved regular file
    std::string tmp_;     // Replace: the temporary beside it
    int fd_ = -1;         // Direct: the descriptor written at commit
    std::FILE* file_ = nullptr;
    char* buf_ = nullptr;  // Direct: open_memstream's buffer
    size_t len_ = 0;
};

// Writes `text` to path as OutputFile does (`-`: standard output).
void write_file(const std::string& path, std::string_view text);

// The whole of a file, a FIFO or standard input (`-`), without a leading
// UTF-8 byte-order mark; throws IoError (`cannot read 'PATH': <reason>`).
std::string read_file(const std::string& path);

// The input of a run, as read_file reads it. A regular file is mapped, not
// read: its pages are the page cache's, neither copied nor zeroed (at a
// million statements, 36 MB), and the pages a reader is done with can be
// given back (release) and come back from the file if read again
// (a diagnostic's line). Anything else, and an empty file, is read into
// memory. (LLVM's tools map their input alike; a file truncated while it
// is read ends the run with SIGBUS there as here.)
class InputText {
public:
    explicit InputText(const std::string& path);  // throws IoError
    ~InputText();
    InputText(const InputText&) = delete;
    InputText& operator=(const InputText&) = delete;
    std::string_view text() const { return text_; }
    bool mapped() const { return map_ != nullptr; }
    // Mapped text: the whole pages within [from, to) (pointers into
    // text()) leave the process's memory. Otherwise nothing.
    void release(const char* from, const char* to);

private:
    std::string owned_;
    char* map_ = nullptr;
    size_t map_size_ = 0;
    std::string_view text_;
};

// Creates a directory and its parents; throws IoError naming `dir`.
void make_directories(const std::string& dir);

}  // namespace pir
