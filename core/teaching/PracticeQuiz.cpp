#include "core/teaching/PracticeQuiz.h"

#include "core/search/Replay.h"
#include "core/search/chance/ChanceWords.h"
#include "core/teaching/Narrator.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace gtl {
PracticeQuiz::PracticeQuiz(const GameTree& tree, const Trace& trace)
    : tree_(tree)
    , trace_(trace)
    , height_(tree.size(), 0)
{
    // The questions assume one search of the tree in its own order; the enhanced searches
    // enter nodes again and out of order, so they are stepped without questions.
    if (trace.options.enhancements.any())
        return;
    // Children have larger ids than their parents, so one backward pass sees every child first.
    for (NodeId n = tree.size(); n-- > 1;)
        height_[tree.parent(n)] = std::max(height_[tree.parent(n)], height_[n] + 1);

    // The value each inner node's Enter event will come back with, found by pairing Enter and
    // Return events on a stack.
    const auto& events = trace.events;
    std::vector<Value> returns(events.size(), kNoValue);
    std::vector<std::size_t> settled(events.size(), 0); // a chance node's return, unless it was cut
    std::vector<std::size_t> open;
    for (std::size_t k = 0; k < events.size(); ++k) {
        if (events[k].kind == EventKind::Enter && !tree.isLeaf(events[k].node))
            open.push_back(k);
        else if (events[k].kind == EventKind::Cutoff && !open.empty())
            settled[open.back()] = SIZE_MAX;
        else if (events[k].kind == EventKind::Return && !open.empty()) {
            returns[open.back()] = events[k].a;
            settled[open.back()] = settled[open.back()] == SIZE_MAX ? 0 : k + 1;
            open.pop_back();
        }
    }
    std::vector<bool> read(tree.size(), false);
    for (const Event& event : events)
        read[event.node] = read[event.node] || event.kind == EventKind::Leaf;
    for (NodeId n = 0; n < tree.size(); ++n) {
        if (tree.isLeaf(n) && !read[n])
            unreadLeaves_.push_back(n);
    }
    const std::size_t leaves
        = std::size_t(std::count_if(height_.begin(), height_.end(), [](auto h) { return h == 0; }));
    const bool prunes = usesWindow(trace.options.algorithm) || trace.options.algorithm == Algorithm::Star1;
    if (prunes && tree.size() > 1 && leaves <= kMaxMarkedLeaves && !events.empty())
        questions_.push_back({0, Question::Kind::UnreadLeaves, GameTree::root(), Value(unreadLeaves_.size())});
    if (isChanceAlgorithm(trace.options.algorithm)) {
        for (std::size_t k = 0; k < events.size(); ++k)
            addChanceQuestions(k, settled);
        return;
    }
    Replay replay(tree, trace);
    for (std::size_t k = 0; k < events.size(); ++k) {
        replay.seek(k);
        addCutOffQuestion(k, replay);
        addReturnQuestion(k, returns);
    }
}

void PracticeQuiz::addChanceQuestions(std::size_t step, const std::vector<std::size_t>& settled)
{
    const Event& event = trace_.events[step];
    const auto isChance = [this](NodeId node) { return tree_.player(node) == Player::Chance; };
    // A cut is decided before the next outcome is thrown, or at the Cutoff itself.
    if (trace_.options.algorithm == Algorithm::Star1) {
        if (event.kind == EventKind::Cutoff && isChance(event.node) && NodeId(event.a) != tree_.firstChild(event.node))
            questions_.push_back({step, Question::Kind::ChanceCut, event.node, 1});
        else if (event.kind == EventKind::Enter && event.node != GameTree::root() && isChance(tree_.parent(event.node))
            && tree_.siblingIndex(event.node) > 0)
            questions_.push_back({step, Question::Kind::ChanceCut, tree_.parent(event.node), 0});
    }
    // Its value, when the search works it out in full from leaves on the screen.
    if (event.kind == EventKind::Enter && isChance(event.node) && !tree_.isLeaf(event.node) && settled[step] > 0
        && height_[event.node] <= kMaxReturnHeight) {
        Question question{step, Question::Kind::ChanceValue, event.node, trace_.events[settled[step] - 1].a};
        question.settled = settled[step];
        questions_.push_back(question);
    }
}

bool PracticeQuiz::isRightDecimal(const Question& question, double given) const
{
    // Half a hundredth, and a little for the sum's rounding.
    return std::abs(given - trace_.chance.number(question.answer)) <= 0.005 + 1e-9;
}

std::string PracticeQuiz::chanceAnswerText(const Question& question) const
{
    const std::string node = Narrator::nodeName(tree_, question.node);
    Replay replay(tree_, trace_);
    if (question.kind == Question::Kind::ChanceValue) {
        replay.seek(question.settled);
        return capitalised(node) + " is worth " + ChanceWords::sum(replay, question.node) + ".";
    }
    replay.seek(question.step);
    const std::string bounds = "its value lies in " + ChanceWords::interval(replay, question.node)
        + ", with α = " + trace_.chance.text(replay.alpha(question.node))
        + " and β = " + trace_.chance.text(replay.beta(question.node));
    if (question.answer)
        return "Star1 cuts " + node + ": " + bounds + ", and "
            + ChanceWords::cutReason(replay, trace_.events[question.step]) + ".";
    return "Star1 throws the next outcome of " + node + ": " + bounds + ", so it can still matter.";
}

void PracticeQuiz::addCutOffQuestion(std::size_t step, const Replay& replay)
{
    if (!usesWindow(trace_.options.algorithm))
        return;
    const Event& event = trace_.events[step];
    // Each move after the first is a decision: the search could have cut off before it.
    if (event.kind == EventKind::Cutoff) {
        questions_.push_back(
            {step, Question::Kind::CutOff, event.node, 1, replay.alpha(event.node), replay.beta(event.node)});
    } else if (event.kind == EventKind::Enter && event.node != GameTree::root() && tree_.siblingIndex(event.node) > 0) {
        const NodeId parent = tree_.parent(event.node);
        questions_.push_back({step, Question::Kind::CutOff, parent, 0, replay.alpha(parent), replay.beta(parent)});
    }
}

void PracticeQuiz::addReturnQuestion(std::size_t step, const std::vector<Value>& returns)
{
    const Event& event = trace_.events[step];
    if (event.kind == EventKind::Enter && returns[step] != kNoValue && height_[event.node] <= kMaxReturnHeight)
        questions_.push_back({step, Question::Kind::ReturnValue, event.node, returns[step]});
}

std::span<const PracticeQuiz::Question> PracticeQuiz::questionsAt(std::size_t step) const
{
    const auto first = std::lower_bound(
        questions_.begin(), questions_.end(), step, [](const Question& q, std::size_t s) { return q.step < s; });
    const auto last
        = std::upper_bound(first, questions_.end(), step, [](std::size_t s, const Question& q) { return s < q.step; });
    return {first, last};
}

std::optional<std::size_t> PracticeQuiz::nextQuestionStep(std::size_t from, std::size_t to) const
{
    const auto next = std::upper_bound(
        questions_.begin(), questions_.end(), from, [](std::size_t step, const Question& q) { return step < q.step; });
    if (next == questions_.end() || next->step > to)
        return std::nullopt;
    return next->step;
}

std::string PracticeQuiz::prompt(const Question& question) const
{
    if (question.kind == Question::Kind::UnreadLeaves)
        return "Before the search starts: which leaves will it never read? Click them on the tree (once more to "
               "take a mark back), then Check.";
    const Event& event = trace_.events[question.step];
    const std::string node = Narrator::nodeName(tree_, question.node);
    if (question.kind == Question::Kind::ChanceValue) {
        return "The search enters " + node
            + ", a chance node. What is it worth: each outcome's value times its probability, added up? (A "
              "decimal, such as 2.5.)";
    }
    if (question.kind == Question::Kind::ChanceCut) {
        Replay replay(tree_, trace_);
        replay.seek(question.step);
        return "Its value lies in " + ChanceWords::interval(replay, question.node)
            + ", with α = " + trace_.chance.text(replay.alpha(question.node))
            + " and β = " + trace_.chance.text(replay.beta(question.node)) + ". Does Star1 cut " + node
            + " now, or throw its next outcome?";
    }
    if (question.kind == Question::Kind::CutOff) {
        const NodeId nextMove = event.kind == EventKind::Cutoff ? NodeId(event.a) : event.node;
        return "Does the search cut off at " + node + " now, or go on to " + Narrator::nodeName(tree_, nextMove) + "?";
    }
    std::string text = "The search enters " + node;
    if (usesWindow(trace_.options.algorithm))
        text += " with α = " + formatValue(event.a) + " and β = " + formatValue(event.b);
    text += ". What will " + node + " return";
    if (isNegamax(trace_.options.algorithm))
        text += ", scored for " + std::string(playerName(tree_.player(question.node))) + ", who moves there";
    return capitalised(text) + "?";
}

std::string PracticeQuiz::answerText(const Question& question) const
{
    if (question.kind == Question::Kind::UnreadLeaves) {
        return unreadLeaves_.empty() ? "The search reads every leaf of this tree."
                                     : "The search never reads " + nodeList(unreadLeaves_) + ".";
    }
    if (question.kind == Question::Kind::ChanceValue || question.kind == Question::Kind::ChanceCut)
        return chanceAnswerText(question);
    const std::string node = Narrator::nodeName(tree_, question.node);
    if (question.kind == Question::Kind::ReturnValue)
        return capitalised(node + " returns " + formatValue(question.answer) + ".");
    // The bounds decide: say which, so that a wrong answer shows where the reasoning slipped.
    const std::string alpha = formatValue(question.alpha);
    const std::string beta = formatValue(question.beta);
    if (question.answer)
        return "The search cuts off at " + node + ": there α = " + alpha + " ≥ β = " + beta
            + ", so no further move can change the result.";
    return "The search goes on to " + Narrator::nodeName(tree_, trace_.events[question.step].node) + ": at " + node
        + " α = " + alpha + " < β = " + beta + ", so the next move can still matter.";
}

bool PracticeQuiz::marksRight(std::vector<NodeId> marked) const
{
    std::sort(marked.begin(), marked.end());
    marked.erase(std::unique(marked.begin(), marked.end()), marked.end());
    return marked == unreadLeaves_;
}

std::string PracticeQuiz::marksMistakes(std::vector<NodeId> marked) const
{
    std::sort(marked.begin(), marked.end());
    marked.erase(std::unique(marked.begin(), marked.end()), marked.end());
    std::vector<NodeId> readAfterAll, missed;
    std::set_difference(
        marked.begin(), marked.end(), unreadLeaves_.begin(), unreadLeaves_.end(), std::back_inserter(readAfterAll));
    std::set_difference(
        unreadLeaves_.begin(), unreadLeaves_.end(), marked.begin(), marked.end(), std::back_inserter(missed));
    std::string text;
    if (!readAfterAll.empty())
        text += nodeList(readAfterAll) + (readAfterAll.size() == 1 ? " is read" : " are read");
    if (!missed.empty())
        text += (text.empty() ? "" : "; ") + nodeList(missed) + (missed.size() == 1 ? " is not" : " are not");
    return text.empty() ? text : text + ".";
}

std::string PracticeQuiz::nodeList(const std::vector<NodeId>& nodes) const
{
    std::string text;
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        if (i > 0)
            text += i + 1 == nodes.size() ? " and " : ", ";
        text += Narrator::nodeName(tree_, nodes[i]);
    }
    return text;
}

} // namespace gtl
