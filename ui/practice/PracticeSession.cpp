// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/practice/PracticeSession.h"

#include "ui/language/Translated.h"
#include "ui/playback/RunModel.h"

#include <algorithm>

namespace gtl::ui {

PracticeSession::PracticeSession(const RunModel& model, QObject* parent)
    : QObject(parent)
    , model_(model)
{
    connect(&model_, &RunModel::runLoaded, this, &PracticeSession::startRun);
    connect(&model_, &RunModel::stepChanged, this, &PracticeSession::followStep);
}

void PracticeSession::setActive(bool active)
{
    if (active == active_)
        return;
    active_ = active;
    startRun();
}

void PracticeSession::startRun()
{
    checkedMarks_.reset();
    quiz_.reset();
    run_ = active_ ? model_.sharedRun() : nullptr;
    if (run_)
        quiz_ = std::make_unique<PracticeQuiz>(*run_->tree, run_->trace);
    answered_.clear();
    right_ = 0;
    feedback_.reset();
    followStep();
}

void PracticeSession::followStep()
{
    feedback_.reset();
    checkedMarks_.reset();
    // Crosses belong to the question about unread leaves; they go with it.
    if (!isMarking() && !marks_.empty())
        setMarks({});
    emit changed();
}

const PracticeQuiz::Question* PracticeSession::pendingQuestion() const
{
    if (!quiz_)
        return nullptr;
    for (const PracticeQuiz::Question& question : quiz_->questionsAt(model_.step())) {
        if (!answered_.contains(indexOf(question)))
            return &question;
    }
    return nullptr;
}

std::optional<std::size_t> PracticeSession::nextQuestionStep(std::size_t from, std::size_t to) const
{
    return quiz_ ? quiz_->nextQuestionStep(from, to) : std::nullopt;
}

void PracticeSession::answer(Value given)
{
    const PracticeQuiz::Question* question = pendingQuestion();
    if (!question || question->kind == PracticeQuiz::Question::Kind::UnreadLeaves
        || question->kind == PracticeQuiz::Question::Kind::ChanceValue)
        return;
    recordAnswer(*question, PracticeQuiz::isRight(*question, given), {});
}

void PracticeSession::answerDecimal(double given)
{
    const PracticeQuiz::Question* question = pendingQuestion();
    if (question && question->kind == PracticeQuiz::Question::Kind::ChanceValue)
        recordAnswer(*question, quiz_->isRightDecimal(*question, given), {});
}

bool PracticeSession::isMarking() const
{
    const PracticeQuiz::Question* question = pendingQuestion();
    return question && question->kind == PracticeQuiz::Question::Kind::UnreadLeaves;
}

void PracticeSession::toggleMark(NodeId node)
{
    if (!isMarking() || !run_->tree->isLeaf(node))
        return;
    std::vector<NodeId> marks = marks_;
    const auto at = std::find(marks.begin(), marks.end(), node);
    if (at == marks.end())
        marks.push_back(node);
    else
        marks.erase(at);
    setMarks(std::move(marks));
    emit changed();
}

void PracticeSession::checkMarks()
{
    if (!isMarking())
        return;
    const PracticeQuiz::Question& question = *pendingQuestion();
    const QString mistakes = translated(quiz_->marksMistakesMessage(marks_));
    checkedMarks_ = marks_;
    recordAnswer(question, quiz_->marksRight(marks_), mistakes);
}

std::size_t PracticeSession::indexOf(const PracticeQuiz::Question& question) const
{
    return std::size_t(&question - quiz_->questions().data());
}

void PracticeSession::recordAnswer(const PracticeQuiz::Question& question, bool right, const QString& mistakes)
{
    answered_.insert(indexOf(question));
    right_ += right ? 1 : 0;
    const QString what = translated(quiz_->answerMessage(question));
    // The mark is in the words as well as the colour.
    QString text;
    if (right)
        text = tr("✔ Right. %1").arg(what);
    else if (mistakes.isEmpty())
        text = tr("✘ Not quite. %1").arg(what);
    else
        //: Practice: the answer's mistakes, then what the search does there.
        text = tr("✘ Not quite: %1 %2").arg(mistakes, what);
    feedback_ = Feedback{right, text};
    if (!isMarking() && !marks_.empty())
        setMarks({});
    emit changed();
    if (!pendingQuestion())
        emit answeredQuestion();
}

void PracticeSession::setMarks(std::vector<NodeId> marks)
{
    marks_ = std::move(marks);
}

std::vector<std::pair<NodeId, LeafMark>> PracticeSession::leafMarks() const
{
    std::vector<std::pair<NodeId, LeafMark>> shown;
    if (!checkedMarks_ || !quiz_) {
        for (NodeId leaf : marks_)
            shown.emplace_back(leaf, LeafMark::Crossed);
        return shown;
    }
    const std::vector<NodeId>& checked = *checkedMarks_;
    const std::vector<NodeId>& unread = quiz_->unreadLeaves();
    const auto isUnread = [&](NodeId leaf) { return std::find(unread.begin(), unread.end(), leaf) != unread.end(); };
    const auto isCrossed
        = [&](NodeId leaf) { return std::find(checked.begin(), checked.end(), leaf) != checked.end(); };
    for (NodeId leaf : checked)
        shown.emplace_back(leaf, isUnread(leaf) ? LeafMark::CrossedRight : LeafMark::CrossedWrong);
    for (NodeId leaf : unread) {
        if (!isCrossed(leaf))
            shown.emplace_back(leaf, LeafMark::Missed);
    }
    return shown;
}

NodeId PracticeSession::askedNode() const
{
    const PracticeQuiz::Question* question = pendingQuestion();
    return question && question->kind != PracticeQuiz::Question::Kind::UnreadLeaves ? question->node : kNoNode;
}

TreeMarks::Marks PracticeSession::treeMarks() const
{
    const NodeId asked = askedNode();
    return {asked == kNoNode ? std::vector<NodeId>() : std::vector<NodeId>{asked}, leafMarks()};
}

QString PracticeSession::prompt() const
{
    if (const PracticeQuiz::Question* question = pendingQuestion())
        return translated(quiz_->promptMessage(*question));
    if (!active_)
        return tr("Practice is off.");
    if (quiz_ && quiz_->questions().empty())
        return tr("This run has no questions to ask: try alpha-beta on a smaller tree.");
    return tr("Step forward (→) or play (Space): the search stops before each of its decisions and asks you first.");
}

} // namespace gtl::ui
