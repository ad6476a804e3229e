// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/RandomTree.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gtl::ui {

/// Asks for a seeded random tree: branching (fixed or a range), depth, value range, the players
/// (two, MAX and MIN, or up to six scored each, with or without a constant sum) and a seed that
/// is shown and can be typed, so a whole class can open the same tree.
class RandomTreeDialog : public QDialog {
    Q_OBJECT

public:
    explicit RandomTreeDialog(const RandomTreeSpec& start, QWidget* parent = nullptr);

    RandomTreeSpec spec() const;
    /// Draws a new seed.
    void newSeed();

private:
    void check();

    QSpinBox* minBranching_;
    QSpinBox* maxBranching_;
    QSpinBox* depth_;
    QSpinBox* minValue_;
    QSpinBox* maxValue_;
    QSpinBox* players_;
    QSpinBox* scoreSum_; ///< at its minimum, −1: no constant sum
    QLineEdit* seed_;
    QLabel* note_;
    QDialogButtonBox* buttons_;
};

} // namespace gtl::ui
