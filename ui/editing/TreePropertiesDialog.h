// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/Player.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QPlainTextEdit;

namespace gtl::ui {

/// The tree's title, the paragraph that describes it and the side that moves first: what a
/// teacher sets before saving a tree for the class.
class TreePropertiesDialog : public QDialog {
    Q_OBJECT

public:
    struct Properties {
        QString title;
        QString description;
        Player rootPlayer = Player::Max;
        bool operator==(const Properties&) const = default;
    };

    /// @p rootPlayerFixed: the side to move follows from the tree (a game's positions).
    TreePropertiesDialog(const Properties& start, bool rootPlayerFixed, QWidget* parent = nullptr);

    Properties properties() const;

private:
    QLineEdit* title_;
    QPlainTextEdit* description_;
    QComboBox* rootPlayer_;
};

} // namespace gtl::ui
