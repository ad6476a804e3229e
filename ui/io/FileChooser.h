// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QWidget;

namespace gtl::ui::FileChooser {

/// Asks for a file to open, with Qt's file dialog. Its folders are read-only: it chooses a
/// file and never deletes, renames or makes one, so that no key pressed in it (Delete, then
/// Enter) can remove a folder with everything in it.
QString open(QWidget* parent, const QString& title, const QString& filter);

/// Asks where to save, suggesting @p suggested, with the same read-only dialog.
QString save(QWidget* parent, const QString& title, const QString& suggested, const QString& filter);

} // namespace gtl::ui::FileChooser
