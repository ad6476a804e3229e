// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/Trace.h"
#include "core/tree/GameTree.h"

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace gtl {

class Replay;

/// Questions for a student to answer before the search shows the answer, as in an exam:
/// before an alpha-beta search of a small tree starts, "which leaves will it never read?"; at
/// each alpha-beta decision "does the search cut off here, or go on?"; and on entering a node
/// whose leaves lie at most two moves below "what will it return?". Like every view, a
/// function of the tree and the trace; the answers come from the trace itself. The enhanced
/// searches, which enter nodes again and out of order, get none. On a tree with chance nodes:
/// on entering a chance node whose leaves lie at most two levels below "what is it worth?",
/// answered as a decimal (when the search sums every outcome), and in Star1, after each
/// outcome but the last, "does Star1 cut this chance node now?".
class PracticeQuiz {
public:
    struct Question {
        enum class Kind : std::uint8_t { UnreadLeaves, CutOff, ReturnValue, ChanceValue, ChanceCut };
        std::size_t step; ///< asked while the replay stands at this step, before events[step]
        Kind kind;
        NodeId node;
        /// The value the node will return (ChanceValue: its expected value, in the trace's units);
        /// for CutOff and ChanceCut 1 if the search cuts off and 0 if it goes on to the next
        /// move; for UnreadLeaves how many leaves the search never reads.
        Value answer;
        /// For CutOff: the node's α and β at that moment, which decide the answer.
        Value alpha = kNoValue;
        Value beta = kNoValue;
        /// For ChanceValue: the step at which the chance node returns its value.
        std::size_t settled = 0;
    };

    /// Subtrees deeper than this are too much to work out in one's head.
    static constexpr std::uint32_t kMaxReturnHeight = 2;
    /// Trees with more leaves than this are too many to mark one by one.
    static constexpr std::size_t kMaxMarkedLeaves = 64;

    /// Both @p tree and @p trace must outlive the quiz.
    PracticeQuiz(const GameTree& tree, const Trace& trace);

    const std::vector<Question>& questions() const { return questions_; }
    /// The questions asked at @p step, in the order they are asked (the cut-off first).
    std::span<const Question> questionsAt(std::size_t step) const;
    /// The first step after @p from and no later than @p to that has a question.
    std::optional<std::size_t> nextQuestionStep(std::size_t from, std::size_t to) const;

    /// The question in words, e.g. "The search enters B with α = 5 and β = +∞. What will B return?"
    std::string prompt(const Question& question) const { return promptMessage(question).english(); }
    /// The same, as a message the window shows in its language.
    Message promptMessage(const Question& question) const;
    /// Whether @p given answers @p question (for CutOff, 1 is "cut off", 0 "go on").
    static bool isRight(const Question& question, Value given) { return given == question.answer; }
    /// Whether the decimal @p given answers a ChanceValue question: the value rounded to two
    /// decimals, as the tree shows it, or closer.
    bool isRightDecimal(const Question& question, double given) const;
    /// What the search does, e.g. "B returns 4." or "The search cuts off at B."
    std::string answerText(const Question& question) const { return answerMessage(question).english(); }
    Message answerMessage(const Question& question) const;

    /// The leaves the search never reads, in tree order.
    const std::vector<NodeId>& unreadLeaves() const { return unreadLeaves_; }
    /// Whether @p marked are exactly the leaves the search never reads.
    bool marksRight(std::vector<NodeId> marked) const;
    /// Where @p marked differ from the leaves the search never reads, e.g. "B/1/1 is read;
    /// C/2/2 is not.", or "" if they do not.
    std::string marksMistakes(std::vector<NodeId> marked) const { return marksMistakesMessage(marked).english(); }
    Message marksMistakesMessage(std::vector<NodeId> marked) const;

private:
    /// "B/2/1, B/2/2 and C/2/2"
    Message nodeList(const std::vector<NodeId>& nodes) const;
    void addCutOffQuestion(std::size_t step, const Replay& replay);
    void addReturnQuestion(std::size_t step, const std::vector<Value>& returns);
    /// The chance questions asked at @p step: @p settled is, per Enter event, the step its node
    /// returns at when it sums every outcome (0 when it is cut).
    void addChanceQuestions(std::size_t step, const std::vector<std::size_t>& settled);
    Message chanceAnswerMessage(const Question& question) const;

    const GameTree& tree_;
    const Trace& trace_;
    std::vector<std::uint32_t> height_;
    std::vector<NodeId> unreadLeaves_;
    std::vector<Question> questions_;
};

} // namespace gtl
