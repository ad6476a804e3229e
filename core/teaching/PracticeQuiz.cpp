// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/teaching/PracticeQuiz.h"

#include "core/search/maxn/PlayerScores.h"

#include "core/search/EventFields.h"
#include "core/search/Replay.h"
#include "core/search/SearchFamilyEntry.h"
#include "core/search/chance/ChanceWords.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/NarratorWords.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace gtl {
namespace {

Message ask(const char* text)
{
    return Message("Practice", text);
}

} // namespace

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
            returns[open.back()] = EventFields::answer(events[k]).value;
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
    // Max^n prunes only where the scores add up to one total, and its values are whole score
    // lists, which a student is not asked to type.
    const PlayerScores* scores = trace.chance.scores.get();
    const bool prunes = algorithmEntry(trace.options.algorithm).windowed || (scores && scores->constantSum != kNoValue);
    if (prunes && tree.size() > 1 && leaves <= kMaxMarkedLeaves && !events.empty())
        questions_.push_back({0, Question::Kind::UnreadLeaves, GameTree::root(), Value(unreadLeaves_.size())});
    if (familyEntry(trace.options.algorithm).readsChance) {
        for (std::size_t k = 0; k < events.size(); ++k)
            addChanceQuestions(k, settled);
        return;
    }
    Replay replay(tree, trace);
    for (std::size_t k = 0; k < events.size(); ++k) {
        replay.seek(k);
        addCutOffQuestion(k, replay);
        if (!scores)
            addReturnQuestion(k, returns);
    }
}

void PracticeQuiz::addChanceQuestions(std::size_t step, const std::vector<std::size_t>& settled)
{
    const Event& event = trace_.events[step];
    const auto isChance = [this](NodeId node) { return tree_.player(node) == Player::Chance; };
    // A cut is decided before the next outcome is thrown, or at the Cutoff itself.
    if (algorithmEntry(trace_.options.algorithm).leafBounds) {
        if (event.kind == EventKind::Cutoff && isChance(event.node)
            && EventFields::cut(event).firstSkipped != tree_.firstChild(event.node))
            questions_.push_back({step, Question::Kind::ChanceCut, event.node, 1});
        else if (event.kind == EventKind::Enter && event.node != GameTree::root() && isChance(tree_.parent(event.node))
            && tree_.siblingIndex(event.node) > 0)
            questions_.push_back({step, Question::Kind::ChanceCut, tree_.parent(event.node), 0});
    }
    // Its value, when the search works it out in full from leaves on the screen.
    if (event.kind == EventKind::Enter && isChance(event.node) && !tree_.isLeaf(event.node) && settled[step] > 0
        && height_[event.node] <= kMaxReturnHeight) {
        const Value value = EventFields::answer(trace_.events[settled[step] - 1]).value;
        Question question{step, Question::Kind::ChanceValue, event.node, value};
        question.settled = settled[step];
        questions_.push_back(question);
    }
}

bool PracticeQuiz::isRightDecimal(const Question& question, double given) const
{
    // Half a hundredth, and a little for the sum's rounding.
    return std::abs(given - trace_.chance.number(question.answer)) <= 0.005 + 1e-9;
}

Message PracticeQuiz::chanceAnswerMessage(const Question& question) const
{
    Replay replay(tree_, trace_);
    if (question.kind == Question::Kind::ChanceValue) {
        replay.seek(question.settled);
        return ask(QT_TRANSLATE_NOOP("Practice", "{Node} is worth {sum}."))
            .arg("Node", Narrator::nodeMessage(tree_, question.node, true))
            .arg("sum", Message::decimal(ChanceWords::sum(replay, question.node)));
    }
    replay.seek(question.step);
    Message text = question.answer
        ? ask(QT_TRANSLATE_NOOP("Practice",
                  "Star1 cuts {node}: its value lies in {interval}, with α = {alpha} and β = {beta}, and {reason}."))
              .arg("reason", Message::decimal(ChanceWords::cutReason(replay, trace_.events[question.step])))
        : ask(QT_TRANSLATE_NOOP("Practice",
            "Star1 throws the next outcome of {node}: its value lies in {interval}, with α = {alpha} and β = "
            "{beta}, so it can still matter."));
    return text.arg("node", Narrator::nodeMessage(tree_, question.node))
        .arg("interval", Message::decimal(ChanceWords::interval(replay, question.node)))
        .arg("alpha", Message::decimal(trace_.chance.text(replay.alpha(question.node))))
        .arg("beta", Message::decimal(trace_.chance.text(replay.beta(question.node))));
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

Message PracticeQuiz::promptMessage(const Question& question) const
{
    if (question.kind == Question::Kind::UnreadLeaves) {
        return ask(QT_TRANSLATE_NOOP("Practice",
            "Before the search starts: which leaves will it never read? Click them on the tree (once more to take "
            "a mark back), then Check."));
    }
    const Event& event = trace_.events[question.step];
    if (question.kind == Question::Kind::ChanceValue) {
        return ask(QT_TRANSLATE_NOOP("Practice",
                       "The search enters {node}, a chance node. What is it worth: each outcome's value times its "
                       "probability, added up? (A decimal, such as 2.5.)"))
            .arg("node", Narrator::nodeMessage(tree_, question.node));
    }
    if (question.kind == Question::Kind::ChanceCut) {
        Replay replay(tree_, trace_);
        replay.seek(question.step);
        return ask(QT_TRANSLATE_NOOP("Practice",
                       "Its value lies in {interval}, with α = {alpha} and β = {beta}. Does Star1 cut {node} now, or "
                       "throw its next outcome?"))
            .arg("interval", Message::decimal(ChanceWords::interval(replay, question.node)))
            .arg("alpha", Message::decimal(trace_.chance.text(replay.alpha(question.node))))
            .arg("beta", Message::decimal(trace_.chance.text(replay.beta(question.node))))
            .arg("node", Narrator::nodeMessage(tree_, question.node));
    }
    if (question.kind == Question::Kind::CutOff) {
        const NodeId nextMove = event.kind == EventKind::Cutoff ? EventFields::cut(event).firstSkipped : event.node;
        return ask(QT_TRANSLATE_NOOP("Practice", "Does the search cut off at {node} now, or go on to {next}?"))
            .arg("node", Narrator::nodeMessage(tree_, question.node))
            .arg("next", Narrator::nodeMessage(tree_, nextMove));
    }
    static const char* const texts[2][2] = {
        {QT_TRANSLATE_NOOP("Practice", "The search enters {node}. What will {node} return?"),
            QT_TRANSLATE_NOOP("Practice",
                "The search enters {node}. What will {node} return, scored for {player}, who moves there?")},
        {QT_TRANSLATE_NOOP(
             "Practice", "The search enters {node} with α = {alpha} and β = {beta}. What will {node} return?"),
            QT_TRANSLATE_NOOP("Practice",
                "The search enters {node} with α = {alpha} and β = {beta}. What will {node} return, scored for "
                "{player}, who moves there?")},
    };
    // The question is asked as the search enters the node.
    const EventFields::Window window = EventFields::entered(event);
    return ask(texts[usesWindow(trace_.options.algorithm)][isNegamax(trace_.options.algorithm)])
        .arg("node", Narrator::nodeMessage(tree_, question.node))
        .arg("alpha", formatValue(window.alpha))
        .arg("beta", formatValue(window.beta))
        .arg("player", Narrator::playerMessage(tree_.player(question.node)));
}

Message PracticeQuiz::answerMessage(const Question& question) const
{
    if (question.kind == Question::Kind::UnreadLeaves) {
        return unreadLeaves_.empty() ? ask(QT_TRANSLATE_NOOP("Practice", "The search reads every leaf of this tree."))
                                     : ask(QT_TRANSLATE_NOOP("Practice", "The search never reads {leaves}."))
                                           .arg("leaves", nodeList(unreadLeaves_));
    }
    if (question.kind == Question::Kind::ReturnValue) {
        return ask(QT_TRANSLATE_NOOP("Practice", "{Node} returns {value}."))
            .arg("Node", Narrator::nodeMessage(tree_, question.node, true))
            .arg("value", formatValue(question.answer));
    }
    if (question.kind == Question::Kind::ChanceValue || question.kind == Question::Kind::ChanceCut)
        return chanceAnswerMessage(question);
    // The bounds decide: say which, so that a wrong answer shows where the reasoning slipped.
    Message text = question.answer
        ? ask(QT_TRANSLATE_NOOP("Practice",
            "The search cuts off at {node}: there α = {alpha} ≥ β = {beta}, so no further move can change the "
            "result."))
        : ask(QT_TRANSLATE_NOOP("Practice",
            "The search goes on to {next}: at {node} α = {alpha} < β = {beta}, so the next move can still matter."));
    return text.arg("node", Narrator::nodeMessage(tree_, question.node))
        .arg("next", Narrator::nodeMessage(tree_, trace_.events[question.step].node))
        .arg("alpha", formatValue(question.alpha))
        .arg("beta", formatValue(question.beta));
}

bool PracticeQuiz::marksRight(std::vector<NodeId> marked) const
{
    std::sort(marked.begin(), marked.end());
    marked.erase(std::unique(marked.begin(), marked.end()), marked.end());
    return marked == unreadLeaves_;
}

Message PracticeQuiz::marksMistakesMessage(std::vector<NodeId> marked) const
{
    std::sort(marked.begin(), marked.end());
    marked.erase(std::unique(marked.begin(), marked.end()), marked.end());
    std::vector<NodeId> readAfterAll, missed;
    std::set_difference(
        marked.begin(), marked.end(), unreadLeaves_.begin(), unreadLeaves_.end(), std::back_inserter(readAfterAll));
    std::set_difference(
        unreadLeaves_.begin(), unreadLeaves_.end(), marked.begin(), marked.end(), std::back_inserter(missed));
    const Message read = readAfterAll.size() == 1
        ? ask(QT_TRANSLATE_NOOP("Practice", "{leaves} is read")).arg("leaves", nodeList(readAfterAll))
        : ask(QT_TRANSLATE_NOOP("Practice", "{leaves} are read")).arg("leaves", nodeList(readAfterAll));
    const Message notRead = missed.size() == 1
        ? ask(QT_TRANSLATE_NOOP("Practice", "{leaves} is not")).arg("leaves", nodeList(missed))
        : ask(QT_TRANSLATE_NOOP("Practice", "{leaves} are not")).arg("leaves", nodeList(missed));
    if (readAfterAll.empty() && missed.empty())
        return Message::verbatim("");
    if (missed.empty())
        //: Practice: the leaves read after all, made a sentence.
        return ask(QT_TRANSLATE_NOOP("Practice", "{read}.")).arg("read", read);
    if (readAfterAll.empty())
        //: Practice: the leaves marked that were not read, made a sentence.
        return ask(QT_TRANSLATE_NOOP("Practice", "{missed}.")).arg("missed", notRead);
    //: Practice: the leaves read after all, then those marked that were not read.
    return ask(QT_TRANSLATE_NOOP("Practice", "{read}; {missed}.")).arg("read", read).arg("missed", notRead);
}

Message PracticeQuiz::nodeList(const std::vector<NodeId>& nodes) const
{
    std::vector<Message> names;
    for (NodeId node : nodes)
        names.push_back(Narrator::nodeMessage(tree_, node));
    return NarratorWords::listed(names);
}

} // namespace gtl
