#include "core/teaching/Narrator.h"

#include "core/base/Counted.h"

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
        if (e.a != e.b)
            text += " (its best value " + v(e.b) + " clamped to its window: fail-hard)";
        if (e.node == GameTree::root()) {
            const NodeId best = replay_.trace().result.bestMove;
            text += ": the value of the game";
            if (best != kNoNode)
                text += ". Best move: " + std::string(tree_.label(best));
            return text + ".";
        }
        return text + " to " + name(tree_.parent(e.node)) + ".";
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
    }
    return {};
}

std::string Narrator::describe(const Replay& replay)
{
    return Story(replay).tell();
}

} // namespace gtl
