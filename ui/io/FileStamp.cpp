// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/io/FileStamp.h"

#include <array>
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gtl::ui {
namespace {

/// FNV-1a over what @p descriptor holds, read from its start; 0 if it cannot be read. The
/// files stamped are the tree files, 64 MB at most.
std::uint64_t contentHash(int descriptor)
{
    std::uint64_t hash = 14695981039346656037ull;
    std::array<unsigned char, 1 << 16> buffer;
    for (off_t at = 0;;) {
        const ssize_t got = ::pread(descriptor, buffer.data(), buffer.size(), at);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return 0;
        if (got == 0)
            return hash;
        for (ssize_t i = 0; i < got; ++i)
            hash = (hash ^ buffer[std::size_t(i)]) * 1099511628211ull;
        at += got;
    }
}

std::optional<FileStamp> stampOf(int descriptor)
{
    struct stat status { };
    if (::fstat(descriptor, &status) != 0)
        return std::nullopt;
    return FileStamp{std::uint64_t(status.st_dev), std::uint64_t(status.st_ino), std::int64_t(status.st_size),
        std::int64_t(status.st_mtim.tv_sec) * 1'000'000'000 + status.st_mtim.tv_nsec,
        S_ISREG(status.st_mode) ? contentHash(descriptor) : 0};
}

} // namespace

std::optional<FileStamp> FileStamp::of(const std::filesystem::path& path)
{
    // Not a pipe or a device's: opening one could wait, or take what it holds.
    struct stat status { };
    if (::stat(path.c_str(), &status) != 0 || !S_ISREG(status.st_mode))
        return std::nullopt;
    const int descriptor = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (descriptor < 0) // one that may not be read is known by its place, size and time alone
        return FileStamp{std::uint64_t(status.st_dev), std::uint64_t(status.st_ino), std::int64_t(status.st_size),
            std::int64_t(status.st_mtim.tv_sec) * 1'000'000'000 + status.st_mtim.tv_nsec};
    const std::optional<FileStamp> stamp = stampOf(descriptor);
    ::close(descriptor);
    return stamp;
}

std::optional<FileStamp> FileStamp::ofOpen(int descriptor)
{
    return stampOf(descriptor);
}

} // namespace gtl::ui
