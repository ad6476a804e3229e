// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Result.h"
#include "core/games/MoveVerdict.h"
#include "core/io/TreeDocument.h"
#include "core/search/SearchRun.h"
#include "ui/play/GameRecord.h"
#include "ui/play/NewGameDialog.h"
#include "ui/window/WindowParts.h"

#include <QObject>

#include <map>
#include <memory>
#include <optional>

class QDockWidget;
class QMenu;
class QTimer;

namespace gtl::ui {

class EngineSearch;
class MatchWindow;
class PerfectPlay;
class PlayPanel;

/// Games against the engine in the window: Game → New Game… picks a game of the registry, the
/// user's side and the engine's strength; the Game panel shows the board, where a click or a
/// digit plays. Each engine move is searched off the window's thread, and the search that
/// chose it becomes the run on screen, rooted at the position it was made from, to step,
/// compare and export like any run.
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
    const GameRecord* record() const { return record_ ? &*record_ : nullptr; }
    const NewGame& settings() const { return game_; }
    bool isThinking() const;
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
    const std::vector<MoveVerdict>* verdicts() const;
    bool isSolving() const;

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
    bool enginesTurn() const;
    void showEngineRun(const std::shared_ptr<const SearchRun>& run);
    /// The position on the board as a tree of its own, for the engine to search.
    Result<TreeDocument> positionOnBoard() const;
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
    /// Works out perfect play on the position on the board, if asked for.
    void solveShownPosition();
    void takeVerdicts(Position position, const std::vector<MoveVerdict>& verdicts);
    /// What perfect play said of the engine's last move, from the verdicts before it, or "".
    /// How a verdict on the engine's move begins.
    static QString perfectPlayWords();
    QString verdictOnEngineMove() const;
    QString statusLine() const;

    WindowParts parts_;
    PlayPanel* panel_;
    QDockWidget* dock_;
    EngineSearch* engine_;
    QTimer* thinkingClock_;
    QMenu* menu_;
    QAction* takeBack_ = nullptr;
    QAction* engineMove_ = nullptr;
    QAction* cancel_ = nullptr;
    QAction* perfectPlay_ = nullptr;
    PerfectPlay* solver_;
    std::unique_ptr<MatchWindow> matchWindow_;
    /// The verdicts worked out so far, by game and position: a position taken back to, or
    /// played again, is not solved twice.
    std::map<std::pair<const GameKind*, Position>, std::vector<MoveVerdict>> solved_;
    /// The verdicts on @p position of the game on the board, if worked out.
    const std::vector<MoveVerdict>* verdictsOn(Position position) const;
    /// The engine has moved before perfect play was known on the position it moved from: its
    /// verdicts are still worked out, to say what the engine's move was worth.
    bool judging_ = false;
    NewGame game_;
    std::optional<GameRecord> record_;
    /// The position the engine is searching, as a document: what its run becomes on screen.
    TreeDocument searched_;
    /// The searches that chose the engine's moves of this game, by the number of moves played
    /// once each was made: Take Back puts the last one still in the game on screen.
    struct EngineRun {
        std::size_t moves;
        TreeDocument searched;
        std::shared_ptr<const SearchRun> run;
    };
    std::vector<EngineRun> engineRuns_;
    /// The trees this game has put on screen: the runs of the game are the runs of these.
    std::vector<std::shared_ptr<const GameTree>> gameTrees_;
    QString lastEngineWords_;
};

} // namespace gtl::ui
