// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/mcts/MctsNarrator.h"

#include "core/base/Counted.h"
#include "core/search/EventFields.h"
#include "core/search/mcts/MctsWords.h"
#include "core/search/mcts/Reward.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/NarratorWords.h"

namespace gtl {
namespace {

/// "0.61" in the window's language.
Message real(double value)
{
    return Message::decimal(MctsWords::real(value));
}

/// "1,000" in the window's language.
Message count(std::uint64_t value)
{
    return Message::decimal(grouped(value));
}
using NarratorWords::say;

class SampleStory {
public:
    explicit SampleStory(const Replay& replay)
        : replay_(replay)
        , tree_(replay.tree())
        , settings_(replay.trace().options.mcts)
    {
    }

    Message tell() const
    {
        const Event* e = replay_.currentEvent();
        if (!e) {
            return say(QT_TRANSLATE_NOOP("Narrator",
                           "Ready: Monte Carlo tree search will run {iterations}, {player} to move at the root. Each "
                           "iteration selects down the tree by UCB1, expands one new node, plays random moves to the "
                           "end and backs the reward up. Step forward to begin."))
                .arg("iterations", iterationsCounted(settings_.iterations))
                .arg("player", Narrator::playerMessage(tree_.player(GameTree::root())));
        }
        switch (e->kind) {
        case EventKind::Sample:
            return say(QT_TRANSLATE_NOOP("Narrator",
                           "Iteration {number} of {total} starts at the root: selection goes down by UCB1 as long as "
                           "every move of a node has a node."))
                .arg("number", count(EventFields::sample(*e)))
                .arg("total", count(settings_.iterations));
        case EventKind::Select: return selected(*e);
        case EventKind::Expand:
            return say(QT_TRANSLATE_NOOP("Narrator",
                           "Expansion: {node} joins the tree, the first of {parent}'s moves without a node."))
                .arg("node", name(e->node))
                .arg("parent", name(tree_.parent(e->node)));
        case EventKind::Playout: return playedOut(*e);
        case EventKind::Backup: return backedUp(*e);
        default: return {};
        }
    }

private:
    Message name(NodeId node) const { return Narrator::nodeMessage(tree_, node); }
    /// The side that moved into @p node, whose rewards it counts.
    Message moverInto(NodeId node) const
    {
        const Player player
            = node == GameTree::root() ? opponent(tree_.player(node)) : tree_.player(tree_.parent(node));
        return Narrator::playerMessage(player);
    }
    static Message iterationsCounted(std::uint64_t count)
    {
        return Message::counted("Narrator", "%n iteration", QT_TRANSLATE_N_NOOP("Narrator", "%n iterations"), count);
    }

    Message selected(const Event& e) const
    {
        const double mean = unpackReal(EventFields::select(e).mean);
        const double exploration = unpackReal(EventFields::select(e).exploration);
        Message text = say(QT_TRANSLATE_NOOP("Narrator",
            "Selection: {node} has the highest UCB1 of its siblings, its mean reward {mean} plus the exploration "
            "term {exploration} = {ucb} ({visits} of its parent's {parentVisits} visits, C = {c})."));
        const NodeId sibling = MctsNarrator::betterLookingSibling(replay_, e.node);
        if (sibling != kNoNode) {
            text = say(QT_TRANSLATE_NOOP("Narrator",
                "Selection: {node} has the highest UCB1 of its siblings, its mean reward {mean} plus the exploration "
                "term {exploration} = {ucb} ({visits} of its parent's {parentVisits} visits, C = {c}). Exploration "
                "picks it although {sibling} looks better (mean reward {siblingMean}): it has been tried less."));
            text.arg("sibling", name(sibling)).arg("siblingMean", real(replay_.meanReward(sibling)));
        }
        return text.arg("node", name(e.node))
            .arg("mean", real(mean))
            .arg("exploration", real(exploration))
            .arg("ucb", real(mean + exploration))
            .arg("visits", count(replay_.visits(e.node)))
            .arg("parentVisits", count(replay_.visits(tree_.parent(e.node))))
            .arg("c", real(settings_.exploration));
    }

    Message playedOut(const Event& e) const
    {
        const EventFields::Playout playout = EventFields::playout(e);
        const Message reward = real(double(playout.reward) / kRewardOne);
        if (playout.moves == 0) {
            return say(QT_TRANSLATE_NOOP("Narrator",
                           "Playout: the game is over at {node}, so the playout makes no move: reward {reward} for "
                           "{player}, who moved into {node}."))
                .arg("node", name(e.node))
                .arg("reward", reward)
                .arg("player", moverInto(e.node));
        }
        return say(QT_TRANSLATE_NOOP("Narrator",
                       "Playout: from {node}, the game is over after {moves} at random ({list}): reward {reward} "
                       "for {player}, who moved into {node}."))
            .arg("node", name(e.node))
            .arg("moves",
                Message::counted("Narrator", "%n move", QT_TRANSLATE_N_NOOP("Narrator", "%n moves"), playout.moves))
            .arg("list", std::string(MctsWords::playoutMoves(replay_.trace(), e)))
            .arg("reward", reward)
            .arg("player", moverInto(e.node));
    }

    Message backedUp(const Event& e) const
    {
        const std::uint32_t visits = replay_.visits(e.node);
        if (e.node == GameTree::root()) {
            return say(QT_TRANSLATE_NOOP("Narrator",
                           "Back-up reaches the root: {iterations} done. The most visited move is {best}, visited "
                           "{times}."))
                .arg("iterations", iterationsCounted(replay_.iterations()))
                .arg("best", name(mostVisitedRootMove()))
                .arg("times",
                    Message::counted("Narrator", "%n time", QT_TRANSLATE_N_NOOP("Narrator", "%n times"),
                        replay_.visits(mostVisitedRootMove())));
        }
        return say(QT_TRANSLATE_NOOP("Narrator",
                       "Back-up: {node} now has {visits} and a mean reward of {mean} for {player}, who moved into it "
                       "(it was {before})."))
            .arg("node", name(e.node))
            .arg("visits",
                Message::counted("Narrator", "%n visit", QT_TRANSLATE_N_NOOP("Narrator", "%n visits"), visits))
            .arg("mean", real(replay_.meanReward(e.node)))
            .arg("player", moverInto(e.node))
            .arg("before", real(meanReward(replay_.rewardSum(e.node) - EventFields::backup(e).reward, visits - 1)));
    }

    NodeId mostVisitedRootMove() const
    {
        NodeId best = GameTree::root();
        for (NodeId child : tree_.children(GameTree::root())) {
            if (replay_.isGenerated(child)
                && (best == GameTree::root() || replay_.visits(child) > replay_.visits(best)))
                best = child;
        }
        return best;
    }

    const Replay& replay_;
    const GameTree& tree_;
    const MctsSettings& settings_;
};

} // namespace

NodeId MctsNarrator::betterLookingSibling(const Replay& replay, NodeId node)
{
    const GameTree& tree = replay.tree();
    if (node == GameTree::root())
        return kNoNode;
    NodeId best = kNoNode;
    for (NodeId sibling : tree.children(tree.parent(node))) {
        if (sibling != node && replay.isGenerated(sibling) && replay.visits(sibling) > 0
            && replay.meanReward(sibling) > replay.meanReward(node)
            && (best == kNoNode || replay.meanReward(sibling) > replay.meanReward(best)))
            best = sibling;
    }
    return best;
}

Message MctsNarrator::message(const Replay& replay)
{
    return SampleStory(replay).tell();
}

Message MctsNarrator::headlineMessage(const GameTree& tree, const Trace* trace, const Event& e)
{
    Message name = e.node == GameTree::root() ? say(QT_TRANSLATE_NOOP("Narrator", "root"))
                                              : Message::verbatim(tree.path(e.node));
    Message text;
    switch (e.kind) {
    case EventKind::Sample:
        text = say(QT_TRANSLATE_NOOP("Narrator", "iteration {number}")).arg("number", count(EventFields::sample(e)));
        break;
    case EventKind::Select:
        //: A step list's line: the node selected, its mean reward plus its exploration term.
        text = say(QT_TRANSLATE_NOOP("Narrator", "{node}: UCB1 {mean} + {exploration}"));
        text.arg("mean", real(unpackReal(EventFields::select(e).mean)))
            .arg("exploration", real(unpackReal(EventFields::select(e).exploration)));
        break;
    case EventKind::Expand: text = say(QT_TRANSLATE_NOOP("Narrator", "expand {node}")); break;
    case EventKind::Playout:
        text = trace ? say(QT_TRANSLATE_NOOP("Narrator", "playout from {node}: {list} → {reward}"))
                     : say(QT_TRANSLATE_NOOP("Narrator", "playout from {node} → {reward}"));
        if (trace)
            text.arg("list", std::string(MctsWords::playoutMoves(*trace, e)));
        text.arg("reward", real(double(EventFields::playout(e).reward) / kRewardOne));
        break;
    case EventKind::Backup: text = say(QT_TRANSLATE_NOOP("Narrator", "back up {node}")); break;
    default: break;
    }
    return text.arg("node", name);
}

} // namespace gtl
