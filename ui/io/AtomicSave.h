// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

#include <filesystem>
#include <functional>

namespace gtl::ui {

/// Says why the bytes read back from a file just written are not what they should be, or "".
using SaveCheck = std::function<QString(const QByteArray& readBack)>;

/// Writes @p bytes to @p path so that the file is either the old one or the new one, never a
/// mix: into a temporary file beside it, synced to the disk, read back and compared with
/// @p bytes (and judged by @p check, when given), then renamed over it. Leftover temporary
/// files of a save that was killed halfway are removed first; a symbolic link is saved
/// through, to the file it points to. The path is taken as the file system's bytes, which need
/// not be UTF-8. Returns "" on success, else why the save failed (the old file is then
/// untouched).
QString saveAtomically(const std::filesystem::path& path, const QByteArray& bytes, const SaveCheck& check = {});
/// The same for a path as Qt names it, such as one from a file dialog.
QString saveAtomically(const QString& path, const QByteArray& bytes, const SaveCheck& check = {});

} // namespace gtl::ui
