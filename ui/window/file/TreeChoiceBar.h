// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/window/WindowParts.h"

#include <QToolBar>

class QComboBox;
class QLineEdit;

namespace gtl::ui {

/// The Tree tool bar: the ready-made trees (Alt+T) and a game's position to open
/// (Ctrl+T goes there), both showing the tree on screen.
class TreeChoiceBar : public QToolBar {
    Q_OBJECT

public:
    explicit TreeChoiceBar(const WindowParts& parts);

private:
    void choosePreset(int index);
    void openPosition();
    void showRun();

    WindowParts parts_;
    QComboBox* presetBox_;
    QLineEdit* boardField_;
};

} // namespace gtl::ui
