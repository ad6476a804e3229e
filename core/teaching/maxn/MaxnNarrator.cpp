// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/maxn/MaxnNarrator.h"

#include "core/search/EventFields.h"
#include "core/search/maxn/PlayerScores.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/NarratorWords.h"

namespace gtl {
namespace {

using NarratorWords::say;

class MaxnStory {
public:
    explicit MaxnStory(const Replay& replay)
        : replay_(replay)
        , tree_(replay.tree())
        , scores_(*replay.trace().chance.scores)
    {
    }

    Message tell() const
    {
        const Event* e = replay_.currentEvent();
        if (!e)
            return ready();
        switch (e->kind) {
        case EventKind::Enter:
            if (tree_.isLeaf(e->node))
                return say(QT_TRANSLATE_NOOP("Narrator", "Max^n reaches {node}, a leaf: the game ends there."))
                    .arg("node", name(e->node));
            return say(QT_TRANSLATE_NOOP("Narrator",
                           "{Node}: {player} to move. Max^n searches its moves in order and keeps the scores that "
                           "give {player} the most."))
                .arg("Node", opening(e->node))
                .arg("player", player(e->node));
        case EventKind::Leaf:
            return say(QT_TRANSLATE_NOOP(
                           "Narrator", "{Node} is a leaf: it scores {scores}, one score per player, player 1's first."))
                .arg("Node", opening(e->node))
                .arg("scores", scoresOf(EventFields::answer(*e).value));
        case EventKind::ValueChanged: return preferred(*e);
        case EventKind::Cutoff: return cut(*e);
        case EventKind::Return: return returned(*e);
        default: return {};
        }
    }

private:
    Message ready() const
    {
        Message text = scores_.constantSum == kNoValue
            ? say(QT_TRANSLATE_NOOP("Narrator",
                "Ready: max^n will search this tree of {players} players, player {first} to move at the root and the "
                "players taking turns in order. At each node the player to move takes the move whose scores give "
                "them the most. Step forward to begin."))
            : say(QT_TRANSLATE_NOOP("Narrator",
                "Ready: max^n will search this tree of {players} players, player {first} to move at the root and the "
                "players taking turns in order. At each node the player to move takes the move whose scores give "
                "them the most. Every leaf's scores add up to {sum}, so a node whose player already has so much "
                "that the player above cannot gain there is cut off. Step forward to begin."));
        return text.arg("players", std::to_string(tree_.players()))
            .arg("first", std::to_string(tree_.seat(GameTree::root()) + 1))
            .arg("sum", std::to_string(scores_.constantSum));
    }

    /// @p e raised a node's best: the child just finished gives its player more.
    Message preferred(const Event& e) const
    {
        const EventFields::Change change = EventFields::change(e);
        const std::uint32_t seat = tree_.seat(e.node);
        const NodeId child = justFinished();
        if (change.from == kNoValue) {
            return say(QT_TRANSLATE_NOOP("Narrator",
                           "{child} is {node}'s first move searched: its scores {scores} are {player}'s best so far, "
                           "{own} for them."))
                .arg("child", name(child))
                .arg("node", name(e.node))
                .arg("scores", scoresOf(change.to))
                .arg("player", player(e.node))
                .arg("own", std::to_string(scores_.score(change.to, seat)));
        }
        return say(QT_TRANSLATE_NOOP("Narrator",
                       "{Player} at {node} prefers {child}: its scores {scores} give them {own}, more than the {old} "
                       "of {oldScores}."))
            .arg("Player", capitalisedPlayer(e.node))
            .arg("node", name(e.node))
            .arg("child", name(child))
            .arg("scores", scoresOf(change.to))
            .arg("own", std::to_string(scores_.score(change.to, seat)))
            .arg("old", std::to_string(scores_.score(change.from, seat)))
            .arg("oldScores", scoresOf(change.from));
    }

    Message cut(const Event& e) const
    {
        const EventFields::Cut cut = EventFields::cut(e);
        const NodeId above = tree_.parent(e.node);
        const Value best = replay_.value(e.node);
        const Value aboveBest = replay_.value(above);
        const Value own = scores_.score(best, tree_.seat(e.node));
        return say(QT_TRANSLATE_NOOP("Narrator",
                       "Shallow pruning at {node}: {player} has {own} here already, so {abovePlayer} at {above} can "
                       "get at most {sum} − {own} = {left} from it, no more than the {has} they have from an "
                       "earlier move. {Node}'s other {moves} are cut off, {pruned} in all."))
            .arg("node", name(e.node))
            .arg("Node", opening(e.node))
            .arg("player", player(e.node))
            .arg("own", std::to_string(own))
            .arg("abovePlayer", player(above))
            .arg("above", name(above))
            .arg("sum", std::to_string(scores_.constantSum))
            .arg("left", std::to_string(scores_.constantSum - own))
            .arg("has", std::to_string(scores_.score(aboveBest, tree_.seat(above))))
            .arg("moves", NarratorWords::movesCounted(cut.skippedMoves))
            .arg("pruned", NarratorWords::nodesCounted(cut.skippedNodes));
    }

    Message returned(const Event& e) const
    {
        const Value value = EventFields::answer(e).value;
        if (e.node == GameTree::root()) {
            const NodeId best = replay_.trace().result.bestMove;
            return say(QT_TRANSLATE_NOOP("Narrator",
                           "Max^n is done: the root is worth {scores}. Player 1 moves to {move}, expecting every "
                           "player to take their own best from there on."))
                .arg("scores", scoresOf(value))
                .arg("move", best == kNoNode ? Message::verbatim("—") : name(best));
        }
        return say(QT_TRANSLATE_NOOP("Narrator", "{Node} returns {scores} to {parent}: the scores {player} chose."))
            .arg("Node", opening(e.node))
            .arg("scores", scoresOf(value))
            .arg("parent", name(tree_.parent(e.node)))
            .arg("player", player(e.node));
    }

    /// The child whose Leaf or Return came just before the current step.
    NodeId justFinished() const
    {
        const std::size_t step = replay_.step();
        return step >= 2 ? replay_.trace().events[step - 2].node : kNoNode;
    }

    Message name(NodeId node) const { return Narrator::nodeMessage(tree_, node); }
    Message opening(NodeId node) const { return Narrator::nodeMessage(tree_, node, true); }
    Message player(NodeId node) const { return MaxnNarrator::playerMessage(tree_.seat(node)); }
    Message capitalisedPlayer(NodeId node) const
    {
        return say(QT_TRANSLATE_NOOP("Narrator", "Player {number}"))
            .arg("number", std::to_string(tree_.seat(node) + 1));
    }
    /// "<4, 5, 1>", kept on one line where the narration wraps.
    Message scoresOf(Value value) const
    {
        std::string text = scores_.text(value);
        for (std::size_t comma = text.find(", "); comma != std::string::npos; comma = text.find(", ", comma))
            text.replace(comma, 2, ",\u00a0");
        return Message::verbatim(text);
    }

    const Replay& replay_;
    const GameTree& tree_;
    const PlayerScores& scores_;
};

} // namespace

Message MaxnNarrator::playerMessage(std::uint32_t seat)
{
    return say(QT_TRANSLATE_NOOP("Narrator", "player {number}")).arg("number", std::to_string(seat + 1));
}

Message MaxnNarrator::message(const Replay& replay)
{
    return MaxnStory(replay).tell();
}

} // namespace gtl
