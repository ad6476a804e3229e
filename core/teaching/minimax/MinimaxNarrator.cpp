// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/minimax/MinimaxNarrator.h"

#include "core/base/Counted.h"
#include "core/games/GameRegistry.h"
#include "core/search/EnhancementTable.h"
#include "core/search/EnhancementWords.h"
#include "core/search/EventFields.h"
#include "core/search/EventWords.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/NarratorWords.h"
#include "core/teaching/TableNarration.h"

#include <optional>
#include <vector>

namespace gtl {
namespace {

using NarratorWords::listed;
using NarratorWords::movesCounted;
using NarratorWords::nodesCounted;
using NarratorWords::say;
using NarratorWords::v;

const char* const kContext = "Narrator";

/// Tells what a step of the minimax family did, and why.
class Story {
public:
    explicit Story(const Replay& replay)
        : replay_(replay)
        , tree_(replay.tree())
        , options_(replay.trace().options)
        , negamax_(isNegamax(options_.algorithm))
    {
    }

    Message tell() const
    {
        const Event* e = replay_.currentEvent();
        if (!e)
            return start();
        switch (e->kind) {
        case EventKind::Enter: return enter(*e);
        case EventKind::Leaf: return leaf(*e);
        case EventKind::ValueChanged: return valueChanged(*e);
        case EventKind::AlphaChanged: return alphaChanged(*e);
        case EventKind::BetaChanged: return betaChanged(*e);
        case EventKind::Cutoff: return cutoff(*e);
        case EventKind::Return: return returned(*e);
        case EventKind::Iteration: return iteration(*e);
        case EventKind::Evaluate: return evaluated(*e);
        case EventKind::StandPat: return stoodPat(*e);
        case EventKind::Dropped: return dropped(*e);
        case EventKind::Reduced: return reduced(*e);
        case EventKind::NullMove: return passed(*e);
        case EventKind::Probe: return probed(*e);
        case EventKind::Store: return stored(*e);
        case EventKind::Order: return ordered(*e);
        case EventKind::Research: return researched(*e);
        case EventKind::LowerChanged:
        case EventKind::UpperChanged: return {}; // a chance search's: ChanceNarrator tells them
        case EventKind::Interrupted: return interrupted(*e);
        case EventKind::Sample:
        case EventKind::Select:
        case EventKind::Expand:
        case EventKind::Playout:
        case EventKind::Backup: return {}; // Monte Carlo tree search's: MctsNarrator tells them
        }
        return {};
    }

private:
    Message name(NodeId node) const { return Narrator::nodeMessage(tree_, node); }
    Message Name(NodeId node) const { return Narrator::nodeMessage(tree_, node, true); }
    Message mover(NodeId node) const { return Narrator::playerMessage(tree_.player(node)); }
    Message opponentOf(NodeId node) const { return Narrator::playerMessage(opponent(tree_.player(node))); }

    Message start() const
    {
        return say(QT_TRANSLATE_NOOP("Narrator",
                       "Ready: {algorithm} will search a tree of {nodes}, {player} to move at the root. Step "
                       "forward to begin."))
            .arg("algorithm", Narrator::algorithmMessage(options_.algorithm))
            .arg("nodes", nodesCounted(tree_.size()))
            .arg("player", mover(GameTree::root()));
    }

    Message enter(const Event& e) const
    {
        Message place = e.node == GameTree::root() ? say(QT_TRANSLATE_NOOP("Narrator", "Start at the root"))
                                                   : say(QT_TRANSLATE_NOOP("Narrator", "Go down to {node}"));
        place.arg("node", name(e.node));
        const char* text = QT_TRANSLATE_NOOP("Narrator", "{place} ({player} to move).");
        const auto [alpha, beta] = EventFields::entered(e);
        if (alpha != kNoValue) {
            text = QT_TRANSLATE_NOOP("Narrator", "{place} ({player} to move) with α = {alpha} and β = {beta}.");
            if (alpha == -kInfinity && beta == kInfinity) {
                text = QT_TRANSLATE_NOOP("Narrator",
                    "{place} ({player} to move) with α = {alpha} and β = {beta}: nothing is guaranteed yet.");
            } else if (isNullWindow(options_, alpha, beta)) {
                text = QT_TRANSLATE_NOOP("Narrator",
                    "{place} ({player} to move) with α = {alpha} and β = {beta}, a null window: it is searched "
                    "only to prove it no better than the move before.");
            }
        }
        return say(text).arg("place", place).arg("player", mover(e.node)).arg("alpha", v(alpha)).arg("beta", v(beta));
    }

    Message leaf(const Event& e) const
    {
        const Value own = tree_.leafValue(e.node);
        const Value value = EventFields::answer(e).value;
        if (negamax_ && own != value) {
            return say(QT_TRANSLATE_NOOP("Narrator",
                           "{Node} is a leaf worth {own} to MAX, so {value} to MIN, the side to move there."))
                .arg("Node", Name(e.node))
                .arg("own", v(own))
                .arg("value", v(value));
        }
        return say(QT_TRANSLATE_NOOP("Narrator", "{Node} is a leaf worth {value}."))
            .arg("Node", Name(e.node))
            .arg("value", v(value));
    }

    /// The child whose return caused the event at step k: the node of the step before.
    NodeId previousNode() const
    {
        const std::size_t step = replay_.step();
        return step >= 2 ? replay_.trace().events[step - 2].node : kNoNode;
    }

    Message valueChanged(const Event& e) const
    {
        static const char* const texts[3][2] = {
            {QT_TRANSLATE_NOOP("Narrator",
                 "{Node} takes {value} (the negation of {child}'s {childValue}): the lowest value {player} has "
                 "seen there so far (was {old})."),
                QT_TRANSLATE_NOOP("Narrator",
                    "{Node} takes {value} (the negation of {child}'s {childValue}): the highest value {player} has "
                    "seen there so far (was {old}).")},
            {QT_TRANSLATE_NOOP("Narrator",
                 "{Node} takes {value} from {child}: the lowest value {player} has seen there so far (was {old})."),
                QT_TRANSLATE_NOOP("Narrator",
                    "{Node} takes {value} from {child}: the highest value {player} has seen there so far (was "
                    "{old}).")},
            {QT_TRANSLATE_NOOP(
                 "Narrator", "{Node} takes {value}: the lowest value {player} has seen there so far (was {old})."),
                QT_TRANSLATE_NOOP(
                    "Narrator", "{Node} takes {value}: the highest value {player} has seen there so far (was {old}).")},
        };
        const NodeId child = previousNode();
        const bool max = maximizes(options_.algorithm, tree_.player(e.node));
        const int how = child == kNoNode ? 2 : (negamax_ ? 0 : 1);
        Message text = say(texts[how][max]);
        const auto [old, value] = EventFields::change(e);
        text.arg("Node", Name(e.node)).arg("value", v(value)).arg("player", mover(e.node)).arg("old", v(old));
        if (child != kNoNode)
            text.arg("child", name(child)).arg("childValue", v(-value));
        return text;
    }

    Message alphaChanged(const Event& e) const
    {
        Message text = negamax_
            ? say(QT_TRANSLATE_NOOP("Narrator",
                "α at {node} rises from {old} to {value}: {player}, to move there, is now sure of at least {value}."))
            : say(QT_TRANSLATE_NOOP("Narrator",
                "α at {node} rises from {old} to {value}: MAX is now sure of at least {value} on this path."));
        const auto [old, value] = EventFields::change(e);
        return text.arg("node", name(e.node)).arg("old", v(old)).arg("value", v(value)).arg("player", mover(e.node));
    }

    Message betaChanged(const Event& e) const
    {
        return say(QT_TRANSLATE_NOOP("Narrator",
                       "β at {node} falls from {old} to {value}: MIN can now hold MAX to at most {value} here."))
            .arg("node", name(e.node))
            .arg("old", v(EventFields::change(e).from))
            .arg("value", v(EventFields::change(e).to));
    }

    Message skippedList(const Event& e) const
    {
        const EventFields::Cut cut = EventFields::cut(e);
        const NodeId first = cut.firstSkipped;
        const NodeId end = tree_.childrenEnd(e.node);
        const NodeId count = cut.skippedMoves; // in whatever order they were to be tried
        if (count > 4) // always plural, and written as the trace's figures are: ungrouped
            return say(QT_TRANSLATE_NOOP("Narrator", "{count} moves")).arg("count", std::to_string(count));
        // Reordered moves are not the children after the first one skipped: only counted.
        if (first + count != end)
            return movesCounted(count);
        std::vector<Message> names;
        for (NodeId c = first; c < end; ++c)
            names.push_back(name(c));
        return listed(names);
    }

    Message cutoff(const Event& e) const
    {
        const Value alpha = replay_.alpha(e.node);
        const Value beta = replay_.beta(e.node);
        Message why;
        if (negamax_) {
            why = say(QT_TRANSLATE_NOOP("Narrator",
                "{player} is already sure of {alpha} at {node}, but {opponent} can hold {player} to {beta} "
                "elsewhere, so play never reaches {node}."));
        } else if (tree_.player(e.node) == Player::Min) {
            why = say(QT_TRANSLATE_NOOP("Narrator",
                "MAX is already sure of {alpha} elsewhere, and MIN can hold {node} to {beta} or less, so MAX never "
                "plays into {node}."));
        } else {
            why = say(QT_TRANSLATE_NOOP("Narrator",
                "MIN can already hold MAX to {beta} elsewhere, and MAX gets at least {alpha} at {node}, so MIN never "
                "lets play reach {node}."));
        }
        why.arg("player", mover(e.node)).arg("opponent", opponentOf(e.node)).arg("node", name(e.node));
        why.arg("alpha", v(alpha)).arg("beta", v(beta));
        return say(QT_TRANSLATE_NOOP(
                       "Narrator", "✂ Cut-off at {node}: α = {alpha} ≥ β = {beta}. {why} Skip {skipped} ({nodes})."))
            .arg("node", name(e.node))
            .arg("alpha", v(alpha))
            .arg("beta", v(beta))
            .arg("why", why)
            .arg("skipped", skippedList(e))
            .arg("nodes", nodesCounted(std::uint64_t(EventFields::cut(e).skippedNodes)));
    }

    Message returned(const Event& e) const
    {
        const auto [value, best] = EventFields::answer(e);
        Message returns = say(QT_TRANSLATE_NOOP("Narrator", "{Node} returns {value}"));
        if (replay_.answeredAt(e.node) != Replay::kNone)
            returns = say(QT_TRANSLATE_NOOP("Narrator", "{Node} returns {value}, the table's answer"));
        else if (value != best)
            returns = say(QT_TRANSLATE_NOOP(
                "Narrator", "{Node} returns {value} (its best value {best} clamped to its window: fail-hard)"));
        returns.arg("Node", Name(e.node)).arg("value", v(value)).arg("best", v(best));
        Message text;
        if (const auto again = e.node == GameTree::root() ? nextSearch() : std::nullopt) {
            if (*again == EventKind::Research) {
                text = say(QT_TRANSLATE_NOOP(
                    "Narrator", "{returns}, only a bound: the value lies outside the window it was searched with."));
            } else {
                text = say(QT_TRANSLATE_NOOP("Narrator", "{returns}: its value searched {moves} deep."));
                text.arg("moves", movesCounted(replay_.horizon()));
            }
        } else if (e.node == GameTree::root()) {
            const NodeId best = replay_.trace().result.bestMove;
            text = best == kNoNode
                ? say(QT_TRANSLATE_NOOP("Narrator", "{returns}: the value of the game."))
                : say(QT_TRANSLATE_NOOP("Narrator", "{returns}: the value of the game. Best move: {move}."));
            if (best != kNoNode)
                text.arg("move", std::string(tree_.label(best)));
        } else {
            text = say(QT_TRANSLATE_NOOP("Narrator", "{returns} to {parent}."));
            text.arg("parent", name(tree_.parent(e.node)));
        }
        return text.arg("returns", returns);
    }

    /// What searches the root again after the current step: the next iteration, or a
    /// re-search because its window failed; nothing after the last search, the only one whose
    /// value is the game's.
    std::optional<EventKind> nextSearch() const
    {
        const auto& events = replay_.trace().events;
        for (std::size_t k = replay_.step(); k < events.size(); ++k) {
            if (events[k].kind == EventKind::Iteration || events[k].kind == EventKind::Research)
                return events[k].kind;
            if (events[k].kind == EventKind::Enter)
                break;
        }
        return std::nullopt;
    }

    Message iteration(const Event& e) const
    {
        const EventFields::IterationStart started = EventFields::iteration(e);
        Message text = showsCounter(options_.enhancements, "table") && started.previousStep >= 0
            ? say(QT_TRANSLATE_NOOP("Narrator",
                "Iteration {depth}: start again at the root and search to depth {depth}, one move deeper than "
                "before. The table keeps what the last iteration learnt, so its best moves are tried first."))
            : say(QT_TRANSLATE_NOOP("Narrator",
                "Iteration {depth}: start again at the root and search to depth {depth}, one move deeper than "
                "before."));
        return text.arg("depth", std::to_string(started.depth));
    }

    /// How many plies past the horizon @p node lies, 0 on it.
    std::uint32_t pliesPastHorizon(NodeId node) const
    {
        return replay_.horizon() > 0 ? std::uint32_t(std::max(0, -replay_.pliesLeft(node))) : 0;
    }

    Message evaluated(const Event& e) const
    {
        if (options_.enhancements.quiescence)
            return quiet(e);
        if (tree_.depth(e.node) < replay_.horizon()) {
            return say(QT_TRANSLATE_NOOP("Narrator",
                           "{Node} lies {distance} down, where a late move's reduced search ends, a ply above the "
                           "horizon: the static evaluation scores it {value}."))
                .arg("Node", Name(e.node))
                .arg("distance", movesCounted(tree_.depth(e.node)))
                .arg("value", v(EventFields::answer(e).value));
        }
        const GameKind* game = GameRegistry::of(tree_);
        Message text = game
            ? say(QT_TRANSLATE_NOOP("Narrator",
                "{Node} lies on the horizon, {distance} down, and the game goes on there: the static evaluation "
                "({evaluation}) scores it {value}."))
            : say(QT_TRANSLATE_NOOP("Narrator",
                "{Node} lies on the horizon, {distance} down, and the game goes on there: the static evaluation "
                "scores it {value}."));
        if (game)
            text.arg("evaluation", Message("Games", game->names().evaluationWords.data()));
        return text.arg("Node", Name(e.node))
            .arg("distance", movesCounted(replay_.horizon()))
            .arg("value", v(EventFields::answer(e).value));
    }

    /// Quiescence search scores a position by its evaluation alone: it has no forcing move, or
    /// lies as far past the horizon as quiescence goes.
    Message quiet(const Event& e) const
    {
        const std::uint32_t past = pliesPastHorizon(e.node);
        Message text;
        if (past == 0) {
            text = say(QT_TRANSLATE_NOOP("Narrator",
                "{Node} lies on the horizon, {distance} down, and has no forcing move: the position is quiet, so "
                "its static evaluation scores it {value}."));
        } else if (past < options_.enhancements.quiescencePlies()) {
            text = say(QT_TRANSLATE_NOOP("Narrator",
                "{Node} lies {past} past the horizon and has no forcing move: the position is quiet, so its static "
                "evaluation scores it {value}."));
        } else {
            text = say(QT_TRANSLATE_NOOP("Narrator",
                "{Node} lies {past} past the horizon, as far as quiescence search goes: its static evaluation scores "
                "it {value}, forcing moves or not."));
        }
        return text.arg("Node", Name(e.node))
            .arg("distance", movesCounted(replay_.horizon()))
            .arg("past", movesCounted(past))
            .arg("value", v(EventFields::answer(e).value));
    }

    Message stoodPat(const Event& e) const
    {
        const std::uint32_t past = pliesPastHorizon(e.node);
        Message text = past == 0
            ? say(QT_TRANSLATE_NOOP("Narrator",
                "{Node} lies on the horizon, {distance} down, but has forcing moves, which could change its value at "
                "once: quiescence search goes on. {Player} may stand pat and accept the static evaluation, {value}, "
                "so v = {value}; only the forcing moves are searched, to see if one does better."))
            : say(QT_TRANSLATE_NOOP("Narrator",
                "{Node}, {past} past the horizon, has forcing moves of its own. {Player} may stand pat on the static "
                "evaluation, {value}, so v = {value}; only the forcing moves are searched."));
        return text.arg("Node", Name(e.node))
            .arg("Player", Narrator::playerMessage(tree_.player(e.node)))
            .arg("distance", movesCounted(replay_.horizon()))
            .arg("past", movesCounted(past))
            .arg("value", v(EventFields::change(e).to));
    }

    Message dropped(const Event& e) const
    {
        const NodeId parent = tree_.parent(e.node);
        return say(QT_TRANSLATE_NOOP("Narrator",
                       "⊘ The beam keeps {kept} at {parent}, those the static evaluation likes best for {player}: "
                       "{node} scores {score} and is dropped, unsearched. Unlike a cut-off this is a guess, not a "
                       "proof: a dropped move may be the best one."))
            .arg("kept", movesCounted(options_.enhancements.beam))
            .arg("parent", name(parent))
            .arg("player", mover(parent))
            .arg("node", name(e.node))
            .arg("score", v(EventFields::dropped(e).score));
    }

    Message reduced(const Event& e) const
    {
        const NodeId parent = tree_.parent(e.node);
        const EventFields::Reduction reduction = EventFields::reduced(e);
        return say(QT_TRANSLATE_NOOP("Narrator",
                       "{Node} is move {place} of {parent}, a late move: late move reductions search it a ply "
                       "shallower, {depth} deep instead of {full}, with a null window at α, to show it no better than "
                       "the moves before it. A guess, not a proof: a move that needs the lost ply to show its worth "
                       "may be missed."))
            .arg("Node", Name(e.node))
            .arg("place", std::to_string(replay_.childrenTried(parent) + 1))
            .arg("parent", name(parent))
            .arg("depth", movesCounted(reduction.depth))
            .arg("full", movesCounted(reduction.fullDepth));
    }

    Message passed(const Event& e) const
    {
        const EventFields::Pass pass = EventFields::nullMove(e);
        // The bound that cuts the node: β for a side that maximises as shown, else α.
        const bool maximising = maximizes(options_.algorithm, tree_.player(e.node));
        const Value bound = maximising ? replay_.beta(e.node) : replay_.alpha(e.node);
        Message text = pass.cut
            ? say(QT_TRANSLATE_NOOP("Narrator",
                "⊘ Null move: {Player} passes at {node}. Searched {plies} shallower after the pass, with a null "
                "window ({positions} positions, not drawn), the position is still worth {value}, reaching {bound}, "
                "the bound that cuts it: a real move should do at least as well, so {node} is cut without searching "
                "its moves. A guess, not a proof: in zugzwang, where every move is worse than passing, it is wrong."))
            : say(QT_TRANSLATE_NOOP("Narrator",
                "Null move: {Player} passes at {node}. Searched {plies} shallower after the pass, with a null window "
                "({positions} positions, not drawn), the position is worth {value}, short of {bound}: passing proves "
                "nothing, so its moves are searched."));
        return text.arg("Player", mover(e.node))
            .arg("node", name(e.node))
            .arg("plies", movesCounted(options_.enhancements.nullMove + 1))
            .arg("positions", std::to_string(pass.positions))
            .arg("value", v(pass.value))
            .arg("bound", v(bound));
    }

    Message probed(const Event& e) const { return TableNarration::probed(replay_, e); }
    Message stored(const Event& e) const { return TableNarration::stored(replay_, e); }
    Message ordered(const Event& e) const { return TableNarration::ordered(replay_, e); }

    Message researched(const Event& e) const
    {
        const EventFields::Research research = EventFields::research(e);
        const char* text = nullptr;
        switch (research.reason) {
        case ResearchReason::NullWindowFailedHigh:
            text = QT_TRANSLATE_NOOP("Narrator",
                "↻ The null window failed: {node} returned {value}, so it may be better than the moves before it. "
                "It is searched again with the full window.");
            break;
        case ResearchReason::ReducedFailedHigh:
            text = QT_TRANSLATE_NOOP("Narrator",
                "↻ The reduced search of {node} returned {value}, better than α: the late move may be good after "
                "all, so it is searched again at full depth.");
            break;
        case ResearchReason::AspirationFailedLow:
            text = QT_TRANSLATE_NOOP("Narrator",
                "↻ The root's value {value} fell below the aspiration window: it failed low, and the root is "
                "searched again with the full window.");
            break;
        case ResearchReason::AspirationFailedHigh:
            text = QT_TRANSLATE_NOOP("Narrator",
                "↻ The root's value {value} rose above the aspiration window: it failed high, and the root is "
                "searched again with the full window.");
            break;
        }
        return text ? say(text).arg("node", name(e.node)).arg("value", v(research.failed)) : Message();
    }

    /// EventWords::interruption, as a sentence of its own: the limit that was reached, of the
    /// two a search may have.
    Message interrupted(const Event& e) const
    {
        Message limit = Message::counted(
            kContext, "%n position", QT_TRANSLATE_N_NOOP("Narrator", "%n positions"), options_.enhancements.nodeLimit);
        const EventFields::Interruption stopped = EventFields::interruption(e);
        if (stopped.limit != LimitKind::Nodes) {
            Enhancements time = options_.enhancements;
            time.nodeLimit = 0;
            limit = limitMessage(time);
        }
        const NodeId best = replay_.trace().result.bestMove;
        Message text = best == kNoNode
            ? say(QT_TRANSLATE_NOOP("Narrator",
                "Depth {depth} interrupted after {limit}: the answer is depth {previous}'s, {value}. The search "
                "stops where it stood and answers with the last iteration that finished."))
            : say(QT_TRANSLATE_NOOP("Narrator",
                "Depth {depth} interrupted after {limit}: the answer is depth {previous}'s, {value} (best move "
                "{move}). The search stops where it stood and answers with the last iteration that finished."));
        if (best != kNoNode)
            text.arg("move", std::string(replay_.trace().result.bestMoveLabel(tree_)));
        return text.arg("depth", std::to_string(stopped.iteration))
            .arg("limit", limit)
            .arg("previous", std::to_string(stopped.iteration - 1))
            .arg("value", v(stopped.answer));
    }

    const Replay& replay_;
    const GameTree& tree_;
    SearchOptions options_;
    bool negamax_;
};

} // namespace

Message MinimaxNarrator::message(const Replay& replay)
{
    return Story(replay).tell();
}

} // namespace gtl
