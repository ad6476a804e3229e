// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"
#include "ui/play/EngineSettings.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace gtl::ui {

/// What a new game is: the game, the side the user plays (none: the engine plays itself) and
/// the engine's strength.
struct NewGame {
    const GameKind* game = nullptr;
    /// The user's side by its letter ('X' moves first), or none for the engine against itself.
    std::optional<char> human = 'X';
    EngineSettings engine;
};

/// Game → New Game…: which game of the registry, which side the user takes, and the engine's
/// search (algorithm, depth, order, evaluation, enhancements) and time per move.
class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(const NewGame& initial, QWidget* parent = nullptr);

    NewGame chosen() const;

private:
    /// The orders, evaluations and depths the chosen game takes.
    void offerOrders();

    QComboBox* game_;
    QComboBox* side_;
    QComboBox* algorithm_;
    QSpinBox* depth_;
    QComboBox* order_;
    QCheckBox* table_;
    QCheckBox* killers_;
    QCheckBox* history_;
    QCheckBox* iterative_;
    QSpinBox* aspiration_;
    QCheckBox* pvs_;
    QComboBox* evaluation_;
    QDoubleSpinBox* timeLimit_; ///< seconds
};

} // namespace gtl::ui
