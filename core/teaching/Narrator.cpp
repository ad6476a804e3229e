// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/Narrator.h"

#include "core/base/Counted.h"
#include "core/games/GameRegistry.h"
#include "core/search/EnhancementTable.h"
#include "core/search/EnhancementWords.h"
#include "core/search/EventFields.h"
#include "core/search/EventWords.h"
#include "core/teaching/NarratorWords.h"
#include "core/teaching/SearchTeaching.h"
#include "core/teaching/mcts/MctsNarrator.h"

#include <optional>
#include <vector>

namespace gtl {

using NarratorWords::say;

std::string capitalised(std::string text)
{
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

std::string Narrator::nodeName(const GameTree& tree, NodeId node)
{
    return nodeMessage(tree, node).english();
}

Message Narrator::nodeMessage(const GameTree& tree, NodeId node, bool openingSentence)
{
    if (node != GameTree::root())
        return Message::verbatim(openingSentence ? capitalised(tree.path(node)) : tree.path(node));
    return openingSentence ? say(QT_TRANSLATE_NOOP("Narrator", "The root"))
                           : say(QT_TRANSLATE_NOOP("Narrator", "the root"));
}

Message Narrator::playerMessage(Player player)
{
    return Message("Player", playerName(player).data());
}

Message Narrator::algorithmMessage(Algorithm algorithm)
{
    return Message("Algorithm", algorithmTitle(algorithm).data());
}

std::string Narrator::headline(const GameTree& tree, const Event& e, const ChanceScale& scale)
{
    return headlineMessage(tree, e, scale).english();
}

Message Narrator::headlineMessage(const GameTree& tree, const Event& e, const ChanceScale& scale)
{
    // The step list writes values as the tree does, beside it.
    auto shown = [&scale](Value value) { return Message::decimal(scale.text(value)); };
    const auto changed = [&](Message text) {
        const EventFields::Change change = EventFields::change(e);
        return text.arg("a", shown(change.from)).arg("b", shown(change.to));
    };
    const auto valued = [&](const char* text) { return say(text).arg("a", shown(EventFields::answer(e).value)); };
    Message name = e.node == GameTree::root() ? say(QT_TRANSLATE_NOOP("Narrator", "root"))
                                              : Message::verbatim(tree.path(e.node));
    Message text;
    switch (e.kind) {
    case EventKind::Enter: {
        const EventFields::Window window = EventFields::entered(e);
        text = window.alpha == kNoValue ? say(QT_TRANSLATE_NOOP("Narrator", "enter {node}"))
                                        : say(QT_TRANSLATE_NOOP("Narrator", "enter {node}  (α {a}, β {b})"));
        text.arg("a", shown(window.alpha)).arg("b", shown(window.beta));
        break;
    }
    case EventKind::Leaf: text = valued(QT_TRANSLATE_NOOP("Narrator", "leaf {node} = {a}")); break;
    case EventKind::ValueChanged: // max^n's first scores at a node follow none
        text = changed(EventFields::change(e).from == kNoValue
                //: A step list's line: a node's value v, set for the first time.
                ? say(QT_TRANSLATE_NOOP("Narrator", "{node}: v = {b}"))
                //: A step list's line: a node's value v changes from {a} to {b}.
                : say(QT_TRANSLATE_NOOP("Narrator", "{node}: v {a} → {b}")));
        break;
    case EventKind::AlphaChanged:
        //: A step list's line: α at a node changes from {a} to {b}.
        text = changed(say(QT_TRANSLATE_NOOP("Narrator", "{node}: α {a} → {b}")));
        break;
    case EventKind::BetaChanged:
        //: A step list's line: β at a node changes from {a} to {b}.
        text = changed(say(QT_TRANSLATE_NOOP("Narrator", "{node}: β {a} → {b}")));
        break;
    case EventKind::Cutoff:
        text = say(QT_TRANSLATE_NOOP("Narrator", "✂ cut-off at {node}, {pruned} pruned"))
                   .arg("pruned", std::to_string(EventFields::cut(e).skippedNodes));
        break;
    case EventKind::Return: text = valued(QT_TRANSLATE_NOOP("Narrator", "{node} returns {a}")); break;
    case EventKind::Iteration:
        text = say(QT_TRANSLATE_NOOP("Narrator", "iteration {depth}"))
                   .arg("depth", std::to_string(EventFields::iteration(e).depth));
        break;
    case EventKind::Evaluate: text = valued(QT_TRANSLATE_NOOP("Narrator", "horizon {node} = {a}")); break;
    case EventKind::Dropped:
        text = say(QT_TRANSLATE_NOOP("Narrator", "{node} dropped by the beam ({a})"))
                   .arg("a", shown(EventFields::dropped(e).score));
        break;
    case EventKind::NullMove:
        text = EventFields::nullMove(e).cut ? say(QT_TRANSLATE_NOOP("Narrator", "{node} passes: {a}, cut"))
                                            : say(QT_TRANSLATE_NOOP("Narrator", "{node} passes: {a}, no cut"));
        text.arg("a", shown(EventFields::nullMove(e).value));
        break;
    case EventKind::Reduced:
        text = say(QT_TRANSLATE_NOOP("Narrator", "{node} reduced to depth {a}"))
                   .arg("a", std::to_string(EventFields::reduced(e).depth));
        break;
    case EventKind::StandPat:
        text = changed(say(QT_TRANSLATE_NOOP("Narrator", "{node} stands pat: v {a} → {b}")));
        break;
    case EventKind::Probe:
        text = say(QT_TRANSLATE_NOOP("Narrator", "table {node}: {outcome}"))
                   .arg("outcome", say(EventWords::probeOutcomeName(EventFields::probe(e).outcome).data()));
        break;
    case EventKind::Store: {
        const EventFields::Store store = EventFields::store(e);
        text = say(QT_TRANSLATE_NOOP("Narrator", "store {node} {sign} {a}"))
                   .arg("sign", std::string(EventWords::tableFlagSign(store.flag)))
                   .arg("a", shown(store.value));
        break;
    }
    case EventKind::Order: text = say(QT_TRANSLATE_NOOP("Narrator", "order at {node}")); break;
    case EventKind::Research: text = say(QT_TRANSLATE_NOOP("Narrator", "↻ search {node} again")); break;
    case EventKind::LowerChanged:
        text = changed(say(QT_TRANSLATE_NOOP("Narrator", "{node}: lower bound {a} → {b}")));
        break;
    case EventKind::UpperChanged:
        text = changed(say(QT_TRANSLATE_NOOP("Narrator", "{node}: upper bound {a} → {b}")));
        break;
    case EventKind::Interrupted:
        text = say(QT_TRANSLATE_NOOP("Narrator", "depth {depth} interrupted"))
                   .arg("depth", std::to_string(EventFields::interruption(e).iteration));
        break;
    case EventKind::Sample:
    case EventKind::Select:
    case EventKind::Expand:
    case EventKind::Playout:
    case EventKind::Backup: return MctsNarrator::headlineMessage(tree, nullptr, e);
    }
    return text.arg("node", name);
}

std::string Narrator::describe(const Replay& replay)
{
    return message(replay).english();
}

Message Narrator::message(const Replay& replay)
{
    return teachingOf(replay.trace().options.algorithm).narrate(replay);
}

} // namespace gtl
