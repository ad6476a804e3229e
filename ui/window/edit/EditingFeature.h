// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/window/WindowParts.h"

#include <QObject>

namespace gtl::ui {

class TreeTextEditor;

/// Changing the tree from the window: a new random tree, undo and redo (named after what they
/// take back, the title's [*] saying what is unsaved), move orders, the tree's properties,
/// copying its text, a node's menu and a leaf's value, and the Tree Text panel, which shows
/// the tree on screen and puts typed text on screen as a change.
class EditingFeature : public QObject {
    Q_OBJECT

public:
    explicit EditingFeature(const WindowParts& parts);

    TreeTextEditor& treeText() { return *editor_; }

private:
    void makeActions();
    void showHistory();

    WindowParts parts_;
    TreeTextEditor* editor_;
};

} // namespace gtl::ui
