// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QMenu;

namespace gtl::ui {

struct WindowParts;

/// Opening and saving trees from the window: Open, Open Recent, Save, Save As, the
/// screenshot and Quit, and what the tree files say and where they fail in the status bar.
class FilesFeature : public QObject {
    Q_OBJECT

public:
    explicit FilesFeature(const WindowParts& parts);

    /// File → Open Recent, filled with the recent files that still exist as it opens.
    QMenu& recentMenu() { return *recentMenu_; }

private:
    QMenu* recentMenu_;
};

} // namespace gtl::ui
