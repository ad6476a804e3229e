// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/io/TreeDocument.h"
#include "core/match/Match.h"
#include "core/search/SearchRun.h"

#include <QDialog>

#include <memory>
#include <vector>

class QLabel;
class QListWidget;
class QPushButton;

namespace gtl::ui {

class BoardWidget;
class EngineSearch;

/// One game of a match, replayed: the board at any move of the list, and for a move a search
/// chose, that search again, traced with the settings of the engine that played it, rooted at
/// the position it was made from, as the search behind an engine's move in New Game is.
class GameReplay : public QDialog {
    Q_OBJECT

public:
    explicit GameReplay(QWidget* parent = nullptr);
    ~GameReplay() override;

    /// Shows @p played, game @p number (from 1) of the match @p settings describe, at its end.
    /// Without @p settingsKnown (a games file names its engines only), no search is made again.
    void showGame(const MatchSettings& settings, const MatchGame& played, int number, bool settingsKnown = true);
    /// Shows the position after the first @p moves moves of the game.
    void showMove(int moves);
    int shownMove() const;
    Position shownPosition() const { return positions_.at(std::size_t(shownMove())); }
    /// Searches the move shown again as the engine that played it; searchReady() brings the
    /// run. Nothing for the opening, or a move perfect play chose.
    void searchShownMove();
    bool isSearching() const;

    const BoardWidget& board() const { return *board_; }
    const QListWidget& moves() const { return *moves_; }
    QString heading() const;
    QString description() const;

signals:
    /// The search behind a move of the game, made again: @p searched is the position it was
    /// made from, the root of @p run.
    void searchReady(const TreeDocument& searched, const std::shared_ptr<const SearchRun>& run);

private:
    /// The engine that played the move that led to position @p moves, or nullptr for the opening.
    const MatchEngine* engineOfMove(int moves) const;
    int engineNumberOfMove(int moves) const;
    void describeShownMove();

    BoardWidget* board_;
    QLabel* heading_;
    QListWidget* moves_;
    QLabel* description_;
    QPushButton* search_;
    EngineSearch* engine_;
    MatchSettings settings_;
    MatchGame played_;
    int number_ = 0;
    bool settingsKnown_ = true;
    std::vector<Position> positions_;
    TreeDocument searched_;
};

} // namespace gtl::ui
