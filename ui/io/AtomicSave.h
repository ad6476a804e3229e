#pragma once

#include <QByteArray>
#include <QString>

namespace gtl::ui {

/// Writes @p bytes to @p path so that the file is either the old one or the new one, never a
/// mix: into a temporary file beside it, synced to the disk, then renamed over it. Leftover
/// temporary files of a save that was killed halfway are removed first. Returns "" on success,
/// else why the save failed (the old file is then untouched).
QString saveAtomically(const QString& path, const QByteArray& bytes);

} // namespace gtl::ui
