// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/TableNarration.h"

#include "core/search/ChoiceNames.h"
#include "core/search/EventFields.h"
#include "core/search/EventWords.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/NarratorWords.h"

namespace gtl {
namespace {

using NarratorWords::movesCounted;
using NarratorWords::say;
using NarratorWords::v;

class TableStory {
public:
    explicit TableStory(const Replay& replay)
        : replay_(replay)
        , tree_(replay.tree())
        , options_(replay.trace().options)
    {
    }

    /// "as at least 2 (searched 3 moves deep)": a probe's entry in words.
    Message entryWords(const Event& probe) const
    {
        const EventFields::Probe found = EventFields::probe(probe);
        const Event& store = replay_.trace().events[std::size_t(found.storeStep)];
        Message bound;
        switch (EventFields::store(store).flag) {
        case TableFlag::Exact: bound = say(QT_TRANSLATE_NOOP("Narrator", "as exactly {value}")); break;
        case TableFlag::Lower: bound = say(QT_TRANSLATE_NOOP("Narrator", "as at least {value}")); break;
        case TableFlag::Upper: bound = say(QT_TRANSLATE_NOOP("Narrator", "as at most {value}")); break;
        }
        Message text = store.node != probe.node ? say(QT_TRANSLATE_NOOP(
                           "Narrator", "{bound} (searched {moves} deep and filed at {node}, the same position)"))
                                                : say(QT_TRANSLATE_NOOP("Narrator", "{bound} (searched {moves} deep)"));
        return text.arg("bound", bound.arg("value", v(found.value)))
            .arg("moves", movesCounted(found.depth))
            .arg("node", name(store.node));
    }

    Message probed(const Event& e) const
    {
        Message text;
        switch (EventFields::probe(e).outcome) {
        case ProbeOutcome::Miss:
            return say(QT_TRANSLATE_NOOP("Narrator", "The table has no entry for {node}: it has to be searched."))
                .arg("node", name(e.node));
        case ProbeOutcome::TooShallow:
            text = say(QT_TRANSLATE_NOOP("Narrator",
                "The table knows {node} only {entry}, not as deep as the search needs now: {node} is searched, its "
                "best move from then first."));
            break;
        case ProbeOutcome::Exact:
            text = say(QT_TRANSLATE_NOOP(
                "Narrator", "The table already knows {node} {entry}: it returns {value} without searching a move."));
            break;
        case ProbeOutcome::RaisesAlpha:
            text = say(QT_TRANSLATE_NOOP("Narrator",
                "The table knows {node} {entry}, above α = {alpha}: α rises to {value} before a move is searched."));
            break;
        case ProbeOutcome::LowersBeta:
            text = say(QT_TRANSLATE_NOOP("Narrator",
                "The table knows {node} {entry}, below β = {beta}: β falls to {value} before a move is searched."));
            break;
        case ProbeOutcome::Cutoff:
            text = say(QT_TRANSLATE_NOOP("Narrator",
                "✂ The table already knows {node} {entry}; the window is α = {alpha}, β = {beta}, so it cuts off "
                "without searching."));
            break;
        }
        return text.arg("node", name(e.node))
            .arg("entry", entryWords(e))
            .arg("value", v(EventFields::probe(e).value))
            .arg("alpha", v(replay_.alpha(e.node)))
            .arg("beta", v(replay_.beta(e.node)));
    }

    Message stored(const Event& e) const
    {
        const EventFields::Store store = EventFields::store(e);
        Message entry;
        switch (store.flag) {
        case TableFlag::Exact: entry = say(QT_TRANSLATE_NOOP("Narrator", "exactly {value}")); break;
        case TableFlag::Lower:
            entry = say(QT_TRANSLATE_NOOP("Narrator", "at least {value} (a lower bound: it failed high)"));
            break;
        case TableFlag::Upper:
            entry = say(QT_TRANSLATE_NOOP("Narrator", "at most {value} (an upper bound: it failed low)"));
            break;
        }
        const NodeId move = EventWords::storedMove(tree_, e);
        Message filed = move != kNoNode
            ? say(QT_TRANSLATE_NOOP(
                "Narrator", "{Node} is filed in the table: {entry}, searched to depth {depth}, best move {move}"))
            : say(QT_TRANSLATE_NOOP("Narrator", "{Node} is filed in the table: {entry}, searched to depth {depth}"));
        filed.arg("Node", Name(e.node))
            .arg("entry", entry.arg("value", v(store.value)))
            .arg("depth", std::to_string(store.depth));
        if (move != kNoNode)
            filed.arg("move", std::string(tree_.label(move)));
        //: A table store's sentence: what was filed ("B files 5 at depth 2"), made a sentence.
        Message text = say(QT_TRANSLATE_NOOP("Narrator", "{filed}."));
        if (store.refused) {
            text = say(QT_TRANSLATE_NOOP(
                "Narrator", "{filed}. The table is full there and keeps its deeper entry: this one is dropped."));
        } else if (store.replacedStep >= 0) {
            const NodeId old = replay_.trace().events[std::size_t(store.replacedStep)].node;
            text = old == e.node || tree_.position(old) == tree_.position(e.node)
                ? say(QT_TRANSLATE_NOOP("Narrator", "{filed}. It replaces what the table knew of it before."))
                : say(
                    QT_TRANSLATE_NOOP("Narrator", "{filed}. It overwrites the entry of {old}, which shared its slot."));
            text.arg("old", name(old));
        }
        return text.arg("filed", filed);
    }

    Message ordered(const Event& e) const
    {
        std::string moves;
        for (NodeId child : EventWords::triedOrder(tree_, e))
            moves += (moves.empty() ? "" : ", ") + std::string(tree_.label(child));
        return say(QT_TRANSLATE_NOOP("Narrator", "{Node} tries its moves in the order {moves}: {reasons}."))
            .arg("Node", Name(e.node))
            .arg("moves", moves)
            .arg("reasons", orderReasons(EventFields::order(e).reasons));
    }

    /// EventWords::orderReasons, sentence by sentence.
    Message orderReasons(std::uint8_t reasons) const
    {
        Message text = Message::verbatim("");
        const auto add = [&](std::uint8_t bit, Message words) {
            if (!(reasons & bit))
                return;
            if (text.empty())
                text = std::move(words);
            else
                text = say(QT_TRANSLATE_NOOP("Narrator", "{list}, then {item}")).arg("list", text).arg("item", words);
        };
        add(OrderTableMove, say(QT_TRANSLATE_NOOP("Narrator", "the table's move first")));
        add(OrderKiller, say(QT_TRANSLATE_NOOP("Narrator", "killer moves")));
        add(OrderHistory, say(QT_TRANSLATE_NOOP("Narrator", "the rest by their history of cut-offs")));
        if (reasons & OrderStatic)
            add(OrderStatic, ChoiceNames(tree_).words(ChoiceKind::Order, options_.enhancements.order));
        return text;
    }

private:
    Message name(NodeId node) const { return Narrator::nodeMessage(tree_, node); }
    Message Name(NodeId node) const { return Narrator::nodeMessage(tree_, node, true); }

    const Replay& replay_;
    const GameTree& tree_;
    SearchOptions options_;
};

} // namespace

Message TableNarration::probed(const Replay& replay, const Event& probe)
{
    return TableStory(replay).probed(probe);
}

Message TableNarration::stored(const Replay& replay, const Event& store)
{
    return TableStory(replay).stored(store);
}

Message TableNarration::ordered(const Replay& replay, const Event& order)
{
    return TableStory(replay).ordered(order);
}

} // namespace gtl
