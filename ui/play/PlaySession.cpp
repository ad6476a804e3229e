// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/PlaySession.h"

#include "core/content/PositionTree.h"
#include "core/games/GameRegistry.h"
#include "core/search/Search.h"
#include "ui/language/Translated.h"
#include "ui/play/EngineSearch.h"
#include "ui/play/PerfectPlay.h"

#include <algorithm>
#include <cassert>

namespace gtl::ui {

PlaySession::PlaySession(QObject* parent)
    : QObject(parent)
    , engine_(new EngineSearch(this))
    , solver_(new PerfectPlay(this))
{
    game_.game = GameRegistry::games().front();
    connect(engine_, &EngineSearch::finished, this, &PlaySession::takeEngineRun);
    connect(engine_, &EngineSearch::failed, this, [this](const QString& reason) {
        emit gameChanged();
        emit engineFailed(reason);
    });
    connect(solver_, &PerfectPlay::solved, this, &PlaySession::takeVerdicts);
}

PlaySession::~PlaySession() = default;

Message PlaySession::problem(const NewGame& game)
{
    return searchOptionsProblem(game.engine.searchOptions(*game.game));
}

void PlaySession::start(const NewGame& game)
{
    assert(problem(game).empty());
    engine_->cancel();
    game_ = game;
    record_.emplace(*game.game, game.game->newGame());
    engineRuns_.clear();
    judging_ = false;
    if (enginesTurn() && game_.human)
        engineMove();
    solveShownPosition();
    emit gameChanged();
}

bool PlaySession::isThinking() const
{
    return engine_->isRunning();
}

qint64 PlaySession::thinkingMs() const
{
    return engine_->elapsedMs();
}

bool PlaySession::enginesTurn() const
{
    return record_ && !record_->isOver() && (!game_.human || *game_.human != record_->sideToMove());
}

PlaySession::Refusal PlaySession::play(int number)
{
    if (!record_ || record_->isOver() || isThinking() || enginesTurn())
        return Refusal::NotYourMove;
    const auto move = record_->moveNamed(std::to_string(number));
    if (!move)
        return Refusal::NoSuchMove;
    record_->play(*move);
    judging_ = false;
    if (enginesTurn())
        engineMove();
    solveShownPosition();
    emit gameChanged();
    return Refusal::None;
}

void PlaySession::engineMove()
{
    if (!record_ || record_->isOver() || isThinking())
        return;
    auto root = positionOnBoard();
    const SearchOptions options = game_.engine.searchOptions(record_->kind());
    const Message problem = !root ? root.error().sentence() : Search::problem(*root->tree, options);
    if (!problem.empty()) {
        emit engineFailed(translated(problem));
        return;
    }
    searched_ = std::move(*root);
    searched_.title += translated(
        Message("gtl::ui::PlaySession", QT_TRANSLATE_NOOP("gtl::ui::PlaySession", " · the engine's move {move}"))
            .arg("move", std::to_string(record_->moves().size() + 1)))
                           .toStdString();
    engine_->start(searched_.tree, options, searched_.title);
    emit gameChanged();
}

Result<TreeDocument> PlaySession::positionOnBoard() const
{
    const GameKind& kind = record_->kind();
    return positionTree(kind, record_->position(), game_.engine.searchOptions(kind));
}

void PlaySession::takeEngineRun(const std::shared_ptr<const SearchRun>& run)
{
    const SearchResult& result = run->trace.result;
    const auto move
        = result.bestMove == kNoNode ? std::nullopt : record_->moveNamed(std::string(result.bestMoveLabel(*run->tree)));
    if (!move) {
        emit gameChanged();
        emit engineFailed({});
        return;
    }
    record_->play(*move);
    // Perfect play on the position the engine moved from, still being worked out, will say
    // what its move was worth.
    const Position from = record_->previousPosition();
    judging_ = perfectPlay_ && !verdictsOn(from) && solver_->isSolving() && solver_->position() == from;
    engineRuns_.push_back({record_->moves().size(), std::move(searched_), run});
    emit engineMoved();
    solveShownPosition();
    emit gameChanged();
    // In a game of several players the next seat may be an engine's too: it answers in turn,
    // until the user's move comes round.
    if (game_.human && enginesTurn())
        engineMove();
}

std::size_t PlaySession::takeBack()
{
    if (!record_)
        return 0;
    engine_->cancel();
    // The engines' replies and the user's move before them; engines alone, one move.
    std::size_t taken = record_->takeBack(1);
    while (game_.human && enginesTurn() && !record_->moves().empty())
        taken += record_->takeBack(1);
    judging_ = false;
    // The search of a move taken back is of a position no longer in the game.
    std::erase_if(engineRuns_, [this](const EngineRun& engine) { return engine.moves > record_->moves().size(); });
    solveShownPosition();
    emit gameChanged();
    return taken;
}

bool PlaySession::cancel()
{
    if (!isThinking())
        return false;
    engine_->cancel();
    emit gameChanged();
    return true;
}

void PlaySession::setPerfectPlay(bool on)
{
    perfectPlay_ = on;
    if (!on) {
        solver_->cancel();
        solved_.clear();
    }
    solveShownPosition();
    emit gameChanged();
}

const std::vector<MoveVerdict>* PlaySession::verdicts() const
{
    return record_ ? verdictsOn(record_->position()) : nullptr;
}

const std::vector<MoveVerdict>* PlaySession::verdictsOn(Position position) const
{
    const auto found = record_ ? solved_.find({&record_->kind(), position}) : solved_.end();
    return found == solved_.end() ? nullptr : &found->second;
}

bool PlaySession::isSolving() const
{
    return solver_->isSolving();
}

void PlaySession::solveShownPosition()
{
    if (!perfectPlay_ || !record_ || record_->isOver()) {
        judging_ = false;
        solver_->cancel();
    } else if (record_->kind().solves() && !verdicts() && !judging_) {
        solver_->solve(record_->kind(), record_->position());
    }
}

void PlaySession::takeVerdicts(Position position, const std::vector<MoveVerdict>& verdicts)
{
    if (record_)
        solved_[{&record_->kind(), position}] = verdicts;
    if (judging_) {
        judging_ = false;
        emit engineMoveJudged();
        solveShownPosition(); // now the position on the board
    }
    emit gameChanged();
}

} // namespace gtl::ui
