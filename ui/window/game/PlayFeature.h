// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/MoveVerdict.h"
#include "core/io/TreeDocument.h"
#include "core/search/SearchRun.h"
#include "ui/play/PlaySession.h"
#include "ui/window/WindowParts.h"

#include <QObject>

#include <memory>
#include <vector>

class QDockWidget;
class QMenu;
class QTimer;

namespace gtl::ui {

class MatchWindow;
class PlayPanel;

/// Games against the engine in the window: Game → New Game… picks a game of the registry, the
/// user's side and the engine's strength; the Game panel shows the board, where a click or a
/// digit plays. The game itself is a PlaySession; this shows it: each engine move's search
/// becomes the run on screen, rooted at the position it was made from, to step, compare and
/// export like any run, and the session's answers become the status line's words.
class PlayFeature : public QObject {
    Q_OBJECT

public:
    explicit PlayFeature(const WindowParts& parts);
    ~PlayFeature() override;

    QMenu& menu() { return *menu_; }
    PlayPanel& panel() { return *panel_; }
    /// Starts @p game from its empty board; the engine moves at once when it is its turn.
    void start(const NewGame& game);
    /// The game being played, or nullptr before the first.
    const GameRecord* record() const { return session_->record(); }
    const NewGame& settings() const { return session_->settings(); }
    bool isThinking() const { return session_->isThinking(); }
    /// The game without the window's words.
    PlaySession& session() { return *session_; }
    /// The user plays the move people number @p number; refused (with a word why) when it is
    /// not theirs to play or not legal.
    void play(int number);
    /// The engine searches and plays the side to move.
    void engineMove();
    /// Game → Match…: opens the match window, or brings it to the front.
    void showMatchWindow();
    /// Puts the search behind a move of a match's game on screen, made again by the match
    /// window.
    void showMatchSearch(const TreeDocument& searched, const std::shared_ptr<const SearchRun>& run);
    /// The match window, once opened.
    MatchWindow* matchWindow() const { return matchWindow_.get(); }
    /// Takes back the last move pair: the user's turn comes back with their last move undone.
    void takeBack();
    /// Stops the engine's search; the game and the window stay as they were.
    void cancel();
    /// Shows what perfect play says of each move on the board, for games with a solver.
    void showPerfectPlay(bool on);
    /// The verdicts of perfect play on the position on the board, once worked out.
    const std::vector<MoveVerdict>* verdicts() const { return session_->verdicts(); }
    bool isSolving() const { return session_->isSolving(); }

signals:
    /// The game's position or state changed: a move, a take-back, a new game, the engine's
    /// answer or its cancel.
    void gameChanged();
    /// The engine played, and its search is the run on screen.
    void engineMoved();

private:
    void makeActions();
    void askForNewGame();
    void showPanel();
    /// Sizes the Game panel to its column's height less what the panels above it need, and its
    /// column to the verdicts.
    void giveBoardTheRoom();
    void showEngineRun();
    void tellEngineFailed(const QString& reason);
    /// Puts the position on the board on screen, unsearched: a game with no engine move yet
    /// shows nothing of another game's search.
    void showUnsearchedPosition();
    /// The Game panel is shown while a run of the game is on screen, and only then.
    void followRun();
    bool showsGame() const;
    void showGame();
    void announceIfOver() const;
    /// After a take back, the search of the last engine's move still in the game.
    void showLastEngineRun();
    /// How a verdict on the engine's move begins.
    static QString perfectPlayWords();
    /// What perfect play said of the engine's last move, from the verdicts before it, or "".
    QString verdictOnEngineMove() const;
    QString statusLine() const;

    WindowParts parts_;
    PlayPanel* panel_;
    QDockWidget* dock_;
    PlaySession* session_;
    QTimer* thinkingClock_;
    QMenu* menu_;
    QAction* takeBack_ = nullptr;
    QAction* engineMove_ = nullptr;
    QAction* cancel_ = nullptr;
    QAction* perfectPlay_ = nullptr;
    std::unique_ptr<MatchWindow> matchWindow_;
    /// The trees this game has put on screen: the runs of the game are the runs of these.
    std::vector<std::shared_ptr<const GameTree>> gameTrees_;
    /// What the engines said of their moves since the user's last.
    QString lastEngineWords_;
};

} // namespace gtl::ui
