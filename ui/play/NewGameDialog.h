// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/play/PlaySession.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDialogButtonBox;
class QLabel;

namespace gtl::ui {

class EngineEditor;
class GameBox;

/// Game → New Game…: which game of the registry, which side the user takes, and the engine's
/// search (algorithm and the settings of the search settings editor) and time per move. A
/// search the engine could not run says why, and the dialog cannot be accepted until it can.
class NewGameDialog : public QDialog {
    Q_OBJECT

public:
    explicit NewGameDialog(const NewGame& initial, QWidget* parent = nullptr);

    NewGame chosen() const;

private:
    /// The seats and the engine's settings the chosen game takes.
    void offerChoices();
    /// A seat for each of @p game's players, and none; the seat chosen stays if it can.
    void offerSeats(const GameKind& game);
    /// Says what is wrong with the engine's search, if anything, and accepts only a search it can run.
    void checkSearch();

    GameBox* game_;
    QComboBox* side_;
    EngineEditor* engine_;
    QLabel* problem_;
    QDialogButtonBox* buttons_;
};

} // namespace gtl::ui
