#include "core/teaching/Narrator.h"

#include "core/base/Counted.h"
#include "core/games/GameRegistry.h"
#include "core/search/EventWords.h"

#include <optional>

namespace gtl {
namespace {

std::string v(Value value)
{
    return formatValue(value);
}

class Story {
public:
    explicit Story(const Replay& replay)
        : replay_(replay)
        , tree_(replay.tree())
        , options_(replay.trace().options)
        , negamax_(isNegamax(options_.algorithm))
    {
    }

    std::string tell() const
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
        case EventKind::Probe: return probed(*e);
        case EventKind::Store: return stored(*e);
        case EventKind::Order: return ordered(*e);
        case EventKind::Research: return researched(*e);
        }
        return {};
    }

private:
    std::string name(NodeId node) const { return Narrator::nodeName(tree_, node); }
    std::string mover(NodeId node) const { return std::string(playerName(tree_.player(node))); }
    std::string opponentOf(NodeId node) const { return std::string(playerName(opponent(tree_.player(node)))); }

    std::string start() const
    {
        return "Ready: " + std::string(algorithmTitle(options_.algorithm)) + " will search a tree of "
            + counted(tree_.size(), "node", "nodes") + ", " + mover(GameTree::root())
            + " to move at the root. Step forward to begin.";
    }

    std::string enter(const Event& e) const
    {
        std::string text = e.node == GameTree::root() ? "Start at the root" : "Go down to " + name(e.node);
        text += " (" + mover(e.node) + " to move)";
        if (e.a != kNoValue) {
            text += " with α = " + v(e.a) + " and β = " + v(e.b);
            if (e.a == -kInfinity && e.b == kInfinity)
                text += ": nothing is guaranteed yet";
            else if (isNullWindow(options_, e.a, e.b))
                text += ", a null window: it is searched only to prove it no better than the move before";
        }
        return text + ".";
    }

    std::string leaf(const Event& e) const
    {
        const Value own = tree_.leafValue(e.node);
        if (negamax_ && own != e.a) {
            return capitalised(name(e.node)) + " is a leaf worth " + v(own) + " to MAX, so " + v(e.a)
                + " to MIN, the side to move there.";
        }
        return capitalised(name(e.node)) + " is a leaf worth " + v(e.a) + ".";
    }

    /// The child whose return caused the event at step k: the node of the step before.
    NodeId previousNode() const
    {
        const std::size_t step = replay_.step();
        return step >= 2 ? replay_.trace().events[step - 2].node : kNoNode;
    }

    std::string valueChanged(const Event& e) const
    {
        const NodeId child = previousNode();
        const bool max = maximizes(options_.algorithm, tree_.player(e.node));
        std::string text = capitalised(name(e.node)) + " takes " + v(e.b);
        if (negamax_ && child != kNoNode)
            text += " (the negation of " + name(child) + "'s " + v(-e.b) + ")";
        else if (child != kNoNode)
            text += " from " + name(child);
        text += max ? ": the highest" : ": the lowest";
        text += " value " + mover(e.node) + " has seen there so far (was " + v(e.a) + ").";
        return text;
    }

    std::string alphaChanged(const Event& e) const
    {
        if (negamax_) {
            return "α at " + name(e.node) + " rises from " + v(e.a) + " to " + v(e.b) + ": " + mover(e.node)
                + ", to move there, is now sure of at least " + v(e.b) + ".";
        }
        return "α at " + name(e.node) + " rises from " + v(e.a) + " to " + v(e.b) + ": MAX is now sure of at least "
            + v(e.b) + " on this path.";
    }

    std::string betaChanged(const Event& e) const
    {
        return "β at " + name(e.node) + " falls from " + v(e.a) + " to " + v(e.b) + ": MIN can now hold MAX to at most "
            + v(e.b) + " here.";
    }

    std::string skippedList(const Event& e) const
    {
        const NodeId first = static_cast<NodeId>(e.a);
        const NodeId end = tree_.childrenEnd(e.node);
        const NodeId count = end - first;
        std::string list;
        if (count > 4)
            return std::to_string(count) + " moves";
        for (NodeId c = first; c < end; ++c)
            list += (c == first ? "" : (c + 1 == end ? " and " : ", ")) + name(c);
        return list;
    }

    std::string cutoff(const Event& e) const
    {
        const Value alpha = replay_.alpha(e.node);
        const Value beta = replay_.beta(e.node);
        const std::string here = name(e.node);
        std::string why;
        if (negamax_) {
            why = mover(e.node) + " is already sure of " + v(alpha) + " at " + here + ", but " + opponentOf(e.node)
                + " can hold " + mover(e.node) + " to " + v(beta) + " elsewhere, so play never reaches " + here + ".";
        } else if (tree_.player(e.node) == Player::Min) {
            why = "MAX is already sure of " + v(alpha) + " elsewhere, and MIN can hold " + here + " to " + v(beta)
                + " or less, so MAX never plays into " + here + ".";
        } else {
            why = "MIN can already hold MAX to " + v(beta) + " elsewhere, and MAX gets at least " + v(alpha) + " at "
                + here + ", so MIN never lets play reach " + here + ".";
        }
        const std::string nodes = counted(std::uint64_t(e.b), "node", "nodes");
        return "✂ Cut-off at " + here + ": α = " + v(alpha) + " ≥ β = " + v(beta) + ". " + why + " Skip "
            + skippedList(e) + " (" + nodes + ").";
    }

    std::string returned(const Event& e) const
    {
        std::string text = capitalised(name(e.node)) + " returns " + v(e.a);
        if (replay_.answeredAt(e.node) != Replay::kNone)
            text += ", the table's answer";
        else if (e.a != e.b)
            text += " (its best value " + v(e.b) + " clamped to its window: fail-hard)";
        if (const auto again = e.node == GameTree::root() ? nextSearch() : std::nullopt) {
            if (*again == EventKind::Research)
                return text + ", only a bound: the value lies outside the window it was searched with.";
            return text + ": its value searched " + counted(replay_.horizon(), "move", "moves") + " deep.";
        }
        if (e.node == GameTree::root()) {
            const NodeId best = replay_.trace().result.bestMove;
            text += ": the value of the game";
            if (best != kNoNode)
                text += ". Best move: " + std::string(tree_.label(best));
            return text + ".";
        }
        return text + " to " + name(tree_.parent(e.node)) + ".";
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

    std::string iteration(const Event& e) const
    {
        std::string text = "Iteration " + std::to_string(e.a) + ": start again at the root and search to depth "
            + std::to_string(e.a) + ", one move deeper than before.";
        if (options_.enhancements.table && e.b >= 0)
            text += " The table keeps what the last iteration learnt, so its best moves are tried first.";
        return text;
    }

    std::string evaluated(const Event& e) const
    {
        std::string text = capitalised(name(e.node)) + " lies on the horizon, " + std::to_string(replay_.horizon())
            + (replay_.horizon() == 1 ? " move" : " moves")
            + " down, and the game goes on there: the static evaluation";
        if (const GameKind* game = GameRegistry::of(tree_))
            text += " (" + std::string(game->names().evaluationWords) + ")";
        return text + " scores it " + v(e.a) + ".";
    }

    /// "as at least 2 (searched 3 moves deep)": a probe's entry in words.
    std::string entryWords(const Event& probe) const
    {
        const Event& store = replay_.trace().events[std::size_t(probe.b)];
        std::string bound;
        switch (EventWords::storedFlag(store)) {
        case TableFlag::Exact: bound = "as exactly " + v(probe.a); break;
        case TableFlag::Lower: bound = "as at least " + v(probe.a); break;
        case TableFlag::Upper: bound = "as at most " + v(probe.a); break;
        }
        std::string where = ", searched " + counted(probe.extra, "move", "moves") + " deep";
        if (store.node != probe.node)
            where += " and filed at " + name(store.node) + ", the same position";
        return bound + " (" + where.substr(2) + ")";
    }

    std::string probed(const Event& e) const
    {
        const std::string here = name(e.node);
        const Value alpha = replay_.alpha(e.node);
        const Value beta = replay_.beta(e.node);
        switch (ProbeOutcome(e.detail)) {
        case ProbeOutcome::Miss: return "The table has no entry for " + here + ": it has to be searched.";
        case ProbeOutcome::TooShallow:
            return "The table knows " + here + " only " + entryWords(e)
                + ", not as deep as the search needs now: " + here + " is searched, its best move from then first.";
        case ProbeOutcome::Exact:
            return "The table already knows " + here + " " + entryWords(e) + ": it returns " + v(e.a)
                + " without searching a move.";
        case ProbeOutcome::RaisesAlpha:
            return "The table knows " + here + " " + entryWords(e) + ", above α = " + v(alpha) + ": α rises to "
                + v(e.a) + " before a move is searched.";
        case ProbeOutcome::LowersBeta:
            return "The table knows " + here + " " + entryWords(e) + ", below β = " + v(beta) + ": β falls to " + v(e.a)
                + " before a move is searched.";
        case ProbeOutcome::Cutoff:
            return "✂ The table already knows " + here + " " + entryWords(e) + "; the window is α = " + v(alpha)
                + ", β = " + v(beta) + ", so it cuts off without searching.";
        }
        return {};
    }

    std::string stored(const Event& e) const
    {
        std::string text = capitalised(name(e.node)) + " is filed in the table: ";
        switch (EventWords::storedFlag(e)) {
        case TableFlag::Exact: text += "exactly " + v(e.a); break;
        case TableFlag::Lower: text += "at least " + v(e.a) + " (a lower bound: it failed high)"; break;
        case TableFlag::Upper: text += "at most " + v(e.a) + " (an upper bound: it failed low)"; break;
        }
        text += ", searched to depth " + std::to_string(e.extra);
        if (const NodeId move = EventWords::storedMove(tree_, e); move != kNoNode)
            text += ", best move " + std::string(tree_.label(move));
        if (e.detail & kStoreRefused)
            return text + ". The table is full there and keeps its deeper entry: this one is dropped.";
        if (e.b >= 0) {
            const NodeId old = replay_.trace().events[std::size_t(e.b)].node;
            text += old == e.node || tree_.position(old) == tree_.position(e.node)
                ? ". It replaces what the table knew of it before"
                : ". It overwrites the entry of " + name(old) + ", which shared its slot";
        }
        return text + ".";
    }

    std::string ordered(const Event& e) const
    {
        std::string moves;
        for (NodeId child : EventWords::triedOrder(tree_, e))
            moves += (moves.empty() ? "" : ", ") + std::string(tree_.label(child));
        return capitalised(name(e.node)) + " tries its moves in the order " + moves + ": "
            + EventWords::orderReasons(tree_, replay_.trace(), e.detail) + ".";
    }

    std::string researched(const Event& e) const
    {
        switch (ResearchReason(e.detail)) {
        case ResearchReason::NullWindowFailedHigh:
            return "↻ The null window failed: " + name(e.node) + " returned " + v(e.a)
                + ", so it may be better than the moves before it. It is searched again with the full window.";
        case ResearchReason::AspirationFailedLow:
        case ResearchReason::AspirationFailedHigh: {
            const bool low = ResearchReason(e.detail) == ResearchReason::AspirationFailedLow;
            return std::string("↻ The root's value ") + v(e.a) + (low ? " fell below" : " rose above")
                + " the aspiration window: it failed " + (low ? "low" : "high")
                + ", and the root is searched again with the full window.";
        }
        }
        return {};
    }

    const Replay& replay_;
    const GameTree& tree_;
    SearchOptions options_;
    bool negamax_;
};

} // namespace

std::string capitalised(std::string text)
{
    if (!text.empty() && text[0] >= 'a' && text[0] <= 'z')
        text[0] = static_cast<char>(text[0] - 'a' + 'A');
    return text;
}

std::string Narrator::nodeName(const GameTree& tree, NodeId node)
{
    return node == GameTree::root() ? "the root" : tree.path(node);
}

std::string Narrator::headline(const GameTree& tree, const Event& e)
{
    const std::string name = e.node == GameTree::root() ? "root" : tree.path(e.node);
    switch (e.kind) {
    case EventKind::Enter: return "enter " + name + (e.a == kNoValue ? "" : "  (α " + v(e.a) + ", β " + v(e.b) + ")");
    case EventKind::Leaf: return "leaf " + name + " = " + v(e.a);
    case EventKind::ValueChanged: return name + ": v " + v(e.a) + " → " + v(e.b);
    case EventKind::AlphaChanged: return name + ": α " + v(e.a) + " → " + v(e.b);
    case EventKind::BetaChanged: return name + ": β " + v(e.a) + " → " + v(e.b);
    case EventKind::Cutoff: return "✂ cut-off at " + name + ", " + std::to_string(e.b) + " pruned";
    case EventKind::Return: return name + " returns " + v(e.a);
    case EventKind::Iteration: return "iteration " + std::to_string(e.a);
    case EventKind::Evaluate: return "horizon " + name + " = " + v(e.a);
    case EventKind::Probe:
        return "table " + name + ": " + std::string(EventWords::probeOutcomeName(ProbeOutcome(e.detail)));
    case EventKind::Store:
        return "store " + name + " " + std::string(EventWords::tableFlagSign(EventWords::storedFlag(e))) + " " + v(e.a);
    case EventKind::Order: return "order at " + name;
    case EventKind::Research: return "↻ search " + name + " again";
    }
    return {};
}

std::string Narrator::describe(const Replay& replay)
{
    return Story(replay).tell();
}

} // namespace gtl
