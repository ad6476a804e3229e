// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>

namespace gtl::ui {

/// What a file was when it was read or written: which file it is (a save that renames a new
/// file over it makes another), its size, when it was last changed, and a hash of what it
/// holds (an edit in place that keeps the size and puts the time back, as an editor or a sync
/// tool may, still changes it). A save compares the stamp it remembers with the file's stamp
/// now, so that it does not replace work saved by another window or program in between.
struct FileStamp {
    std::uint64_t device = 0;
    std::uint64_t inode = 0;
    std::int64_t size = 0;
    std::int64_t modifiedNs = 0;
    /// FNV-1a over the file's bytes; 0 for a file that cannot be read.
    std::uint64_t contentHash = 0;

    bool operator==(const FileStamp&) const = default;

    /// The stamp of the file @p path names now (links followed), or nothing if there is none.
    static std::optional<FileStamp> of(const std::filesystem::path& path);
    /// The stamp of the open file @p descriptor.
    static std::optional<FileStamp> ofOpen(int descriptor);
};

} // namespace gtl::ui
