// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/io/FileStamp.h"

#include <sys/stat.h>

namespace gtl::ui {
namespace {

FileStamp stampOf(const struct stat& status)
{
    return {std::uint64_t(status.st_dev), std::uint64_t(status.st_ino), std::int64_t(status.st_size),
        std::int64_t(status.st_mtim.tv_sec) * 1'000'000'000 + status.st_mtim.tv_nsec};
}

} // namespace

std::optional<FileStamp> FileStamp::of(const std::filesystem::path& path)
{
    struct stat status { };
    if (::stat(path.c_str(), &status) != 0)
        return std::nullopt;
    return stampOf(status);
}

std::optional<FileStamp> FileStamp::ofOpen(int descriptor)
{
    struct stat status { };
    if (::fstat(descriptor, &status) != 0)
        return std::nullopt;
    return stampOf(status);
}

} // namespace gtl::ui
