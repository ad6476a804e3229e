// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/ForwardPruning.h"

#include "core/search/ChoiceNames.h"
#include "core/search/EnhancementWords.h"
#include "core/search/Replay.h"
#include "core/teaching/NarratorWords.h"

namespace gtl {
namespace {

Message say(const char* text)
{
    return Message("Narrator", text);
}

/// The guesses @p enhancements make, in words: "beam 2, late move reductions".
Message guessesOf(const Enhancements& enhancements, const GameTree& tree)
{
    Enhancements guesses;
    guesses.beam = enhancements.beam;
    guesses.lmr = enhancements.lmr;
    guesses.nullMove = enhancements.nullMove;
    return Message::joined(enhancementsWords(guesses, ChoiceNames(tree)), ", ");
}

/// The root's move labelled @p label in @p tree, or kNoNode.
NodeId rootMove(const GameTree& tree, std::string_view label)
{
    for (NodeId child : tree.children(GameTree::root())) {
        if (tree.label(child) == label)
            return child;
    }
    return kNoNode;
}

/// What the guessing search did with @p move, the exact search's move, which it did not play
/// for the exact value; @p exactValue is what the exact search found it worth.
Message fateOf(const GameTree& tree, const Trace& guessed, NodeId move, Value exactValue)
{
    Replay replay(tree, guessed);
    replay.seek(replay.stepCount());
    const Message name = Message::verbatim(tree.path(move));
    if (replay.status(move) == NodeStatus::Dropped)
        return say(QT_TRANSLATE_NOOP("Narrator", "the beam dropped {move} unsearched")).arg("move", name);
    if (replay.isReduced(move))
        return say(QT_TRANSLATE_NOOP("Narrator", "{move} was searched a move shallower and never again in full"))
            .arg("move", name);
    if (replay.isCutByNullMove(move))
        return say(QT_TRANSLATE_NOOP(
                       "Narrator", "after {move} a pass looked good enough for the opponent, and a null move cut it"))
            .arg("move", name);
    return say(QT_TRANSLATE_NOOP("Narrator", "a guess below {move} made it worth {guessed} instead of {exact}"))
        .arg("move", name)
        .arg("guessed", NarratorWords::v(replay.value(move)))
        .arg("exact", NarratorWords::v(exactValue));
}

} // namespace

bool prunesForward(const Enhancements& enhancements)
{
    return enhancements.beam > 0 || enhancements.lmr || enhancements.nullMove > 0;
}

Enhancements withoutForwardPruning(Enhancements enhancements)
{
    enhancements.beam = 0;
    enhancements.lmr = false;
    enhancements.nullMove = 0;
    return enhancements;
}

Message forwardPruningVerdict(
    const GameTree& exactTree, const Trace& exact, const GameTree& guessedTree, const Trace& guessed)
{
    const std::string exactMove(exact.result.bestMoveLabel(exactTree));
    const std::string guessedMove(guessed.result.bestMoveLabel(guessedTree));
    const Value exactValue = exact.result.value;
    const Value guessedValue = guessed.result.value;
    const Message guesses = guessesOf(guessed.options.enhancements, guessedTree);
    const SearchResult& made = guessed.result;
    if (made.dropped == 0 && made.reduced == 0 && made.nullMovePositions == 0) {
        return say(QT_TRANSLATE_NOOP("Narrator",
                       "With {guesses} the search found no move to guess at here (no position had moves to leave "
                       "out, late moves to reduce or a pass to try), so it searched exactly as the exact search."))
            .arg("guesses", guesses);
    }
    if (exactMove == guessedMove && exactValue == guessedValue) {
        return say(QT_TRANSLATE_NOOP("Narrator",
                       "With {guesses} the search plays {move} for {value}, as the exact search does, entering {nodes} "
                       "against {exact}: here the guess lost nothing."))
            .arg("guesses", guesses)
            .arg("move", exactMove)
            .arg("value", NarratorWords::v(exactValue))
            .arg("nodes", NarratorWords::nodesCounted(guessed.result.visited + guessed.result.nullMovePositions))
            .arg("exact", std::to_string(exact.result.visited));
    }
    Message text = say(
        QT_TRANSLATE_NOOP("Narrator",
            "The exact search plays {exactMove} for {exactValue}; with {guesses} the search plays {move} for {value}."))
                       .arg("exactMove", exactMove)
                       .arg("exactValue", NarratorWords::v(exactValue))
                       .arg("guesses", guesses)
                       .arg("move", guessedMove)
                       .arg("value", NarratorWords::v(guessedValue));
    const NodeId missed = rootMove(guessedTree, exactMove);
    const NodeId exactNode = rootMove(exactTree, exactMove);
    if (missed == kNoNode || exactNode == kNoNode || missed == guessed.result.bestMove)
        return text;
    Replay exactReplay(exactTree, exact);
    exactReplay.seek(exactReplay.stepCount());
    return say(QT_TRANSLATE_NOOP("Narrator", "{answers} What was missed: {fate}."))
        .arg("answers", text)
        .arg("fate", fateOf(guessedTree, guessed, missed, exactReplay.value(exactNode)));
}

} // namespace gtl
