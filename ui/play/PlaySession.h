// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/base/Result.h"
#include "core/games/GameRecord.h"
#include "core/games/MoveVerdict.h"
#include "core/io/TreeDocument.h"
#include "core/match/EngineSettings.h"
#include "core/search/SearchRun.h"

#include <QObject>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace gtl::ui {

class EngineSearch;
class PerfectPlay;

/// What a new game is: the game, the side the user plays (none: the engine plays itself) and
/// the engine's strength.
struct NewGame {
    const GameKind* game = nullptr;
    /// The user's side by its letter ('X' moves first), or none for the engine against itself
    /// (in a game of several players, the engines against each other).
    std::optional<char> human = 'X';
    EngineSettings engine;
};

/// A game against the engine, without a window: the game chosen, its record, the engine's
/// search of each of its moves on the job service, take-back, and perfect play's verdicts,
/// worked out when asked for. The window's Game menu and panel show it and turn its answers
/// into words; tests drive it directly.
class PlaySession : public QObject {
    Q_OBJECT

public:
    /// Why the user's move is refused, if it is.
    enum class Refusal { None, NotYourMove, NoSuchMove };
    /// The search that chose an engine move, kept while the move is in the game.
    struct EngineRun {
        /// How many moves the game had once the engine's move was played.
        std::size_t moves;
        TreeDocument searched;
        std::shared_ptr<const SearchRun> run;
    };

    explicit PlaySession(QObject* parent = nullptr);
    ~PlaySession() override;

    /// Why @p game cannot be played: a search its engine could not run; empty when it can.
    static Message problem(const NewGame& game);
    /// Starts @p game, which has no problem(), from its start; the engine moves at once when it
    /// is its turn.
    void start(const NewGame& game);
    const NewGame& settings() const { return game_; }
    /// The game being played, or nullptr before the first.
    const GameRecord* record() const { return record_ ? &*record_ : nullptr; }
    bool isThinking() const;
    /// Milliseconds the engine has been thinking about its move.
    qint64 thinkingMs() const;
    /// Whether the side to move is the engine's.
    bool enginesTurn() const;

    /// The user plays the move people number @p number; the engine answers when it is then
    /// its turn.
    Refusal play(int number);
    /// The engine searches the position and plays the side to move: engineMoved() or
    /// engineFailed() follows.
    void engineMove();
    /// Takes back the last move pair: the user's turn comes back with their last move undone
    /// (engines alone, one move). Returns how many moves were taken back.
    std::size_t takeBack();
    /// Stops the engine's search, if it is thinking; returns whether it was.
    bool cancel();
    /// The searches that chose the engine's moves still in the game, the last one last.
    const std::vector<EngineRun>& engineRuns() const { return engineRuns_; }
    /// The position on the board as a tree of its own, for the engine to search.
    Result<TreeDocument> positionOnBoard() const;

    /// Whether perfect play's verdicts are worked out on each position of the game.
    void setPerfectPlay(bool on);
    bool perfectPlay() const { return perfectPlay_; }
    /// The verdicts of perfect play on the position on the board, once worked out.
    const std::vector<MoveVerdict>* verdicts() const;
    /// The verdicts on @p position of this game, if worked out.
    const std::vector<MoveVerdict>* verdictsOn(Position position) const;
    bool isSolving() const;

signals:
    /// The game's position or state changed: a move, a take-back, a new game, the engine's
    /// search started, answered or cancelled, perfect play switched or worked out.
    void gameChanged();
    /// The engine played; the last of engineRuns() is the search that chose its move.
    void engineMoved();
    /// The engine cannot search (@p reason says why), or its search found no move (no reason).
    void engineFailed(const QString& reason);
    /// Perfect play's verdicts on the position the engine moved from arrived after its move:
    /// what its move was worth is known now.
    void engineMoveJudged();

private:
    void takeEngineRun(const std::shared_ptr<const SearchRun>& run);
    void solveShownPosition();
    void takeVerdicts(Position position, const std::vector<MoveVerdict>& verdicts);

    EngineSearch* engine_;
    PerfectPlay* solver_;
    NewGame game_;
    std::optional<GameRecord> record_;
    /// The position the engine is searching, as a document: what its run is of.
    TreeDocument searched_;
    std::vector<EngineRun> engineRuns_;
    bool perfectPlay_ = false;
    /// The verdicts worked out so far, by game and position: a position taken back to, or
    /// played again, is not solved twice.
    std::map<std::pair<const GameKind*, Position>, std::vector<MoveVerdict>> solved_;
    /// The engine has moved before perfect play was known on the position it moved from: its
    /// verdicts are still worked out, to say what the engine's move was worth.
    bool judging_ = false;
};

} // namespace gtl::ui
