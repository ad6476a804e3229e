#include "core/teaching/ChanceNarrator.h"

#include "core/base/Counted.h"
#include "core/search/chance/ChanceWords.h"
#include "core/teaching/Narrator.h"

namespace gtl {
namespace {

class ChanceStory {
public:
    explicit ChanceStory(const Replay& replay)
        : replay_(replay)
        , tree_(replay.tree())
        , scale_(replay.trace().chance)
        , star1_(replay.trace().options.algorithm == Algorithm::Star1)
    {
    }

    std::string tell() const
    {
        const Event* e = replay_.currentEvent();
        if (!e && tree_.isGrown()) {
            return "Ready: " + std::string(algorithmTitle(replay_.trace().options.algorithm)) + " will search "
                + counted(replay_.trace().options.enhancements.depth, "move or throw", "moves and throws")
                + " deep from here, growing the tree as it goes; at a chance node (a circle) nobody chooses: its value "
                  "is the average of its outcomes, weighted by their probabilities. Step forward to begin.";
        }
        if (!e) {
            return "Ready: " + std::string(algorithmTitle(replay_.trace().options.algorithm))
                + " will search a tree of " + counted(tree_.size(), "node", "nodes")
                + "; at a chance node (a circle) nobody chooses: its value is "
                + "the average of its outcomes, weighted by their probabilities. Step forward to begin.";
        }
        const std::string here = capitalised(name(e->node));
        switch (e->kind) {
        case EventKind::Enter: return entered(*e);
        case EventKind::Leaf: return here + " is a leaf worth " + v(e->a) + ".";
        case EventKind::Evaluate:
            return here + " lies on the horizon: the game's evaluation scores it " + v(e->a) + ", from MAX's side.";
        case EventKind::ValueChanged: return valueChanged(*e);
        case EventKind::AlphaChanged:
            return "α at " + name(e->node) + " rises from " + v(e->a) + " to " + v(e->b)
                + ": MAX is now sure of at least " + v(e->b) + " on this path.";
        case EventKind::BetaChanged:
            return "β at " + name(e->node) + " falls from " + v(e->a) + " to " + v(e->b)
                + ": MIN can now hold MAX to at most " + v(e->b) + " here.";
        case EventKind::LowerChanged:
        case EventKind::UpperChanged:
            return "Whatever the outcomes still to come, " + name(e->node) + " is now worth between "
                + v(replay_.chanceLower(e->node)) + " and " + v(replay_.chanceUpper(e->node)) + ".";
        case EventKind::Cutoff: return cutoff(*e);
        case EventKind::Return: return here + " returns " + v(e->a) + returnedBound(*e) + ".";
        default: return {};
        }
    }

private:
    std::string name(NodeId node) const { return Narrator::nodeName(tree_, node); }
    std::string v(Value value) const { return scale_.exactText(value); }
    bool isChance(NodeId node) const { return tree_.player(node) == Player::Chance; }

    std::string entered(const Event& e) const
    {
        std::string text = e.node == GameTree::root() ? "Start at the root" : "Go down to " + name(e.node);
        if (tree_.isLeaf(e.node))
            return text + ".";
        if (isChance(e.node)) {
            text += ", a chance node: its value is each outcome's value times its probability, added up";
            if (star1_) {
                text += ". Every leaf lies in " + ChanceWords::interval(replay_, e.node) + ", so its value does too";
                if (e.a != -kInfinity || e.b != kInfinity)
                    text += "; the search needs to know it only within α = " + v(e.a) + " and β = " + v(e.b);
            }
            return text + ".";
        }
        text += " (" + std::string(playerName(tree_.player(e.node))) + " to move)";
        if (star1_ && e.a != kNoValue && (e.a != -kInfinity || e.b != kInfinity))
            text += " with α = " + v(e.a) + " and β = " + v(e.b);
        return text + ".";
    }

    std::string valueChanged(const Event& e) const
    {
        if (isChance(e.node))
            return capitalised(name(e.node)) + ": " + ChanceWords::sum(replay_, e.node) + " so far.";
        const bool max = tree_.player(e.node) == Player::Max;
        return capitalised(name(e.node)) + " takes " + v(e.b) + (max ? ": the highest" : ": the lowest") + " value "
            + std::string(playerName(tree_.player(e.node))) + " has seen there so far (was " + v(e.a) + ").";
    }

    std::string cutoff(const Event& e) const
    {
        const NodeId first = NodeId(e.a);
        const NodeId left = tree_.childrenEnd(e.node) - first;
        const std::string skipped = left == 1 ? "last outcome" : "last " + std::to_string(left) + " outcomes";
        if (isChance(e.node)) {
            return "✂ Star1 cuts " + name(e.node) + ": " + ChanceWords::cutReason(replay_, e) + ", so its " + skipped
                + " (" + counted(std::uint64_t(e.b), "node", "nodes") + ") need not be thrown.";
        }
        return "✂ α = " + v(replay_.alpha(e.node)) + " ≥ β = " + v(replay_.beta(e.node)) + " at " + name(e.node)
            + ": its remaining " + counted(tree_.childrenEnd(e.node) - first, "move", "moves") + " ("
            + counted(std::uint64_t(e.b), "node", "nodes") + ") cannot change the result and are pruned.";
    }

    std::string returnedBound(const Event& e) const
    {
        if (!isChance(e.node) || e.a == e.b)
            return "";
        return e.a < e.b ? " (at most that: its upper bound)" : " (at least that: its lower bound)";
    }

    const Replay& replay_;
    const GameTree& tree_;
    const ChanceScale& scale_;
    bool star1_;
};

} // namespace

std::string ChanceNarrator::describe(const Replay& replay)
{
    return ChanceStory(replay).tell();
}

} // namespace gtl
