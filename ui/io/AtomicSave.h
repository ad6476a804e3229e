// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/io/FileStamp.h"

#include <QByteArray>
#include <QString>

#include <filesystem>
#include <functional>
#include <optional>

namespace gtl::ui {

/// Says why the bytes read back from a file just written are not what they should be, or "".
using SaveCheck = std::function<QString(const QByteArray& readBack)>;

/// How a guarded save ended: saved (and the file as it now is), or why not.
struct SaveOutcome {
    enum class Status {
        Saved,
        Failed,
        /// The file there is not the one the save was told to expect: it was not replaced.
        ChangedOnDisk,
        /// The file there may not be written: it was not replaced.
        ReadOnly,
        /// What the path names (or links to) is a device, a pipe, a socket or a folder: it is
        /// never written, in place or by a rename.
        NotAFile,
    };
    Status status = Status::Failed;
    /// Why the file was not saved, "" when it was.
    QString error;
    /// The file as saved, for the next save to expect.
    FileStamp written;
};

/// Writes @p bytes to @p path so that the file is either the old one or the new one, never a
/// mix: into a temporary file beside it with a name of its own, synced to the disk, read back
/// and compared with @p bytes (and judged by @p check, when given), then renamed over it. The
/// saves of this program into one folder take turns, so that two at once both succeed, the
/// later replacing the earlier whole. Leftover temporary files of a save that was killed
/// halfway are removed first; a symbolic link is saved through, to the file it points to. The
/// path is taken as the file system's bytes, which need not be UTF-8. A read-only file is
/// never replaced, and nor is a file that differs from @p expected, when it is given (a file
/// that is gone is saved anew). A path that names, or links to, anything but a regular file
/// (a device, a pipe, a socket, a folder) is refused. When the save fails the old file is
/// untouched.
SaveOutcome saveGuarded(const std::filesystem::path& path, const QByteArray& bytes, const SaveCheck& check,
    const std::optional<FileStamp>& expected);

/// saveGuarded() expecting any file there: "" on success, else why the save failed.
QString saveAtomically(const std::filesystem::path& path, const QByteArray& bytes, const SaveCheck& check = {});
/// The same for a path as Qt names it, such as one from a file dialog.
QString saveAtomically(const QString& path, const QByteArray& bytes, const SaveCheck& check = {});

} // namespace gtl::ui
