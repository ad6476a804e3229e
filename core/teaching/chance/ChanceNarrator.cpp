// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/chance/ChanceNarrator.h"

#include "core/search/EventFields.h"
#include "core/search/chance/ChanceWords.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/NarratorWords.h"

namespace gtl {
namespace {

using NarratorWords::movesCounted;
using NarratorWords::nodesCounted;
using NarratorWords::say;

class ChanceStory {
public:
    explicit ChanceStory(const Replay& replay)
        : replay_(replay)
        , tree_(replay.tree())
        , scale_(replay.trace().chance)
        , star1_(algorithmEntry(replay.trace().options.algorithm).leafBounds)
    {
    }

    Message tell() const
    {
        const Event* e = replay_.currentEvent();
        if (!e && tree_.isGrown()) {
            return say(QT_TRANSLATE_NOOP("Narrator",
                           "Ready: {algorithm} will search {depth} deep from here, growing the tree as it goes; at a "
                           "chance node (a circle) nobody chooses: its value is the average of its outcomes, weighted "
                           "by their probabilities. Step forward to begin."))
                .arg("algorithm", Narrator::algorithmMessage(replay_.trace().options.algorithm))
                .arg("depth",
                    Message::counted("Narrator", "%n move or throw",
                        QT_TRANSLATE_N_NOOP("Narrator", "%n moves and throws"),
                        replay_.trace().options.enhancements.depth));
        }
        if (!e) {
            return say(QT_TRANSLATE_NOOP("Narrator",
                           "Ready: {algorithm} will search a tree of {nodes}; at a chance node (a circle) nobody "
                           "chooses: its value is the average of its outcomes, weighted by their probabilities. Step "
                           "forward to begin."))
                .arg("algorithm", Narrator::algorithmMessage(replay_.trace().options.algorithm))
                .arg("nodes", nodesCounted(tree_.size()));
        }
        switch (e->kind) {
        case EventKind::Enter: return entered(*e);
        case EventKind::Leaf:
            return say(QT_TRANSLATE_NOOP("Narrator", "{Node} is a leaf worth {value}."))
                .arg("Node", Name(e->node))
                .arg("value", v(EventFields::answer(*e).value));
        case EventKind::Evaluate:
            return say(QT_TRANSLATE_NOOP("Narrator",
                           "{Node} lies on the horizon: the game's evaluation scores it {value}, from MAX's side."))
                .arg("Node", Name(e->node))
                .arg("value", v(EventFields::answer(*e).value));
        case EventKind::ValueChanged: return valueChanged(*e);
        case EventKind::AlphaChanged:
            return say(
                QT_TRANSLATE_NOOP("Narrator",
                    "α at {node} rises from {old} to {value}: MAX is now sure of at least {value} on this path."))
                .arg("node", name(e->node))
                .arg("old", v(EventFields::change(*e).from))
                .arg("value", v(EventFields::change(*e).to));
        case EventKind::BetaChanged:
            return say(QT_TRANSLATE_NOOP("Narrator",
                           "β at {node} falls from {old} to {value}: MIN can now hold MAX to at most {value} here."))
                .arg("node", name(e->node))
                .arg("old", v(EventFields::change(*e).from))
                .arg("value", v(EventFields::change(*e).to));
        case EventKind::LowerChanged:
        case EventKind::UpperChanged:
            return say(QT_TRANSLATE_NOOP("Narrator",
                           "Whatever the outcomes still to come, {node} is now worth between {low} and {high}."))
                .arg("node", name(e->node))
                .arg("low", v(replay_.chanceLower(e->node)))
                .arg("high", v(replay_.chanceUpper(e->node)));
        case EventKind::Cutoff: return cutoff(*e);
        case EventKind::Return: return returned(*e);
        default: return {};
        }
    }

private:
    Message name(NodeId node) const { return Narrator::nodeMessage(tree_, node); }
    Message Name(NodeId node) const { return Narrator::nodeMessage(tree_, node, true); }
    Message v(Value value) const { return Message::decimal(scale_.spokenText(value)); }
    bool isChance(NodeId node) const { return tree_.player(node) == Player::Chance; }

    Message entered(const Event& e) const
    {
        Message place = e.node == GameTree::root() ? say(QT_TRANSLATE_NOOP("Narrator", "Start at the root"))
                                                   : say(QT_TRANSLATE_NOOP("Narrator", "Go down to {node}"));
        place.arg("node", name(e.node));
        //: A step's sentence: where the search goes ("Go down to a1"), made a sentence.
        Message text = say(QT_TRANSLATE_NOOP("Narrator", "{place}."));
        if (tree_.isLeaf(e.node))
            return text.arg("place", place);
        const auto [alpha, beta] = EventFields::entered(e);
        const bool windowed = alpha != -kInfinity || beta != kInfinity;
        if (isChance(e.node) && !star1_) {
            text = say(QT_TRANSLATE_NOOP("Narrator",
                "{place}, a chance node: its value is each outcome's value times its probability, added up."));
        } else if (isChance(e.node) && !windowed) {
            text = say(QT_TRANSLATE_NOOP("Narrator",
                "{place}, a chance node: its value is each outcome's value times its probability, added up. Every "
                "leaf lies in {interval}, so its value does too."));
        } else if (isChance(e.node)) {
            text = say(QT_TRANSLATE_NOOP("Narrator",
                "{place}, a chance node: its value is each outcome's value times its probability, added up. Every "
                "leaf lies in {interval}, so its value does too; the search needs to know it only within α = "
                "{alpha} and β = {beta}."));
        } else if (star1_ && alpha != kNoValue && windowed) {
            text = say(QT_TRANSLATE_NOOP("Narrator", "{place} ({player} to move) with α = {alpha} and β = {beta}."));
        } else {
            text = say(QT_TRANSLATE_NOOP("Narrator", "{place} ({player} to move)."));
        }
        return text.arg("place", place)
            .arg("interval", Message::decimal(ChanceWords::interval(replay_, e.node)))
            .arg("alpha", v(alpha))
            .arg("beta", v(beta))
            .arg("player", Narrator::playerMessage(tree_.player(e.node)));
    }

    Message valueChanged(const Event& e) const
    {
        if (isChance(e.node)) {
            return say(QT_TRANSLATE_NOOP("Narrator", "{Node}: {sum} so far."))
                .arg("Node", Name(e.node))
                .arg("sum", Message::decimal(ChanceWords::sum(replay_, e.node)));
        }
        const bool max = tree_.player(e.node) == Player::Max;
        Message text = max ? say(QT_TRANSLATE_NOOP("Narrator",
                           "{Node} takes {value}: the highest value {player} has seen there so far (was {old})."))
                           : say(QT_TRANSLATE_NOOP("Narrator",
                               "{Node} takes {value}: the lowest value {player} has seen there so far (was {old})."));
        const auto [old, value] = EventFields::change(e);
        return text.arg("Node", Name(e.node))
            .arg("value", v(value))
            .arg("player", Narrator::playerMessage(tree_.player(e.node)))
            .arg("old", v(old));
    }

    /// ChanceWords::cutReason, as a sentence of its own.
    Message cutReason(const Event& e) const
    {
        const EventFields::Cut cut = EventFields::cut(e);
        const std::string rest = ChanceWords::probabilityFrom(tree_, e.node, cut.firstSkipped).text();
        if (cut.chanceBound == kChanceCutByUpper) {
            return say(QT_TRANSLATE_NOOP("Narrator", "even {rest} × {high} more cannot reach α = {alpha}"))
                .arg("rest", Message::decimal(rest))
                .arg("high", v(scale_.high))
                .arg("alpha", v(replay_.alpha(e.node)));
        }
        return say(QT_TRANSLATE_NOOP("Narrator", "even {rest} × {low} more reaches β = {beta}"))
            .arg("rest", Message::decimal(rest))
            .arg("low", v(scale_.low))
            .arg("beta", v(replay_.beta(e.node)));
    }

    Message cutoff(const Event& e) const
    {
        const EventFields::Cut cut = EventFields::cut(e);
        const NodeId left = tree_.childrenEnd(e.node) - cut.firstSkipped;
        if (isChance(e.node)) {
            Message text = left == 1
                ? say(QT_TRANSLATE_NOOP(
                    "Narrator", "✂ Star1 cuts {node}: {reason}, so its last outcome ({nodes}) need not be thrown."))
                : say(QT_TRANSLATE_NOOP("Narrator",
                    "✂ Star1 cuts {node}: {reason}, so its last {outcomes} outcomes ({nodes}) need not be thrown."));
            return text.arg("node", name(e.node))
                .arg("reason", cutReason(e))
                .arg("outcomes", std::to_string(left))
                .arg("nodes", nodesCounted(std::uint64_t(cut.skippedNodes)));
        }
        return say(QT_TRANSLATE_NOOP("Narrator",
                       "✂ α = {alpha} ≥ β = {beta} at {node}: its remaining {moves} ({nodes}) cannot change the "
                       "result and are pruned."))
            .arg("alpha", v(replay_.alpha(e.node)))
            .arg("beta", v(replay_.beta(e.node)))
            .arg("node", name(e.node))
            .arg("moves", movesCounted(left))
            .arg("nodes", nodesCounted(std::uint64_t(cut.skippedNodes)));
    }

    Message returned(const Event& e) const
    {
        Message text = say(QT_TRANSLATE_NOOP("Narrator", "{Node} returns {value}."));
        const auto [value, best] = EventFields::answer(e);
        if (isChance(e.node) && value < best)
            text = say(QT_TRANSLATE_NOOP("Narrator", "{Node} returns {value} (at most that: its upper bound)."));
        else if (isChance(e.node) && value > best)
            text = say(QT_TRANSLATE_NOOP("Narrator", "{Node} returns {value} (at least that: its lower bound)."));
        return text.arg("Node", Name(e.node)).arg("value", v(value));
    }

    const Replay& replay_;
    const GameTree& tree_;
    const ChanceScale& scale_;
    bool star1_;
};

} // namespace

std::string ChanceNarrator::describe(const Replay& replay)
{
    return message(replay).english();
}

Message ChanceNarrator::message(const Replay& replay)
{
    return ChanceStory(replay).tell();
}

} // namespace gtl
