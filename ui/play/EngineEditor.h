// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"
#include "core/match/EngineSettings.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QFormLayout;

namespace gtl::ui {

class SearchSettingsEditor;

/// An engine's settings, as New Game sets them: the search that can play the game (the
/// algorithm and the settings of the search settings editor) and the time per move, laid out
/// as one form that a dialog may add rows of its own to.
class EngineEditor : public QWidget {
    Q_OBJECT

public:
    explicit EngineEditor(QWidget* parent = nullptr);

    /// Offers what @p game takes: its searches, orders, scorings, evaluations and depths; the
    /// choices made stay where the game takes them. A game of several players is searched to
    /// its end, with no time limit and no enhancement left from another game's engine.
    void setGame(const GameKind& game);
    void setEngine(const EngineSettings& engine);
    EngineSettings engine() const;
    /// The form, for rows above or below the engine's.
    QFormLayout* form() const;

signals:
    void changed();

private:
    void offerSearches(const GameKind& game);

    QComboBox* algorithm_;
    SearchSettingsEditor* settings_;
    QDoubleSpinBox* timeLimit_; ///< seconds
};

} // namespace gtl::ui
