// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/SearchRun.h"
#include "core/teaching/PracticeQuiz.h"
#include "ui/scene/TreeMarks.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <set>
#include <vector>

namespace gtl::ui {

class RunModel;

/// Practice: while it is on, each decision of the search is first a question for the student
/// — which leaves will it never read, does it cut off here, what will this node return — and
/// the answers are marked and scored. A model without widgets: the practice panel shows it,
/// the window lets it stop playing at questions, the tree shows its crosses.
class PracticeSession : public QObject {
    Q_OBJECT

public:
    /// The last answer: whether it was right, and the sentence that says so.
    struct Feedback {
        bool right = false;
        QString text;
    };

    explicit PracticeSession(const RunModel& model, QObject* parent = nullptr);

    /// Starts or stops practising on the run on screen (and on every run loaded after).
    void setActive(bool active);
    bool isActive() const { return active_; }
    /// Whether the run is an enhanced search, which practice asks nothing about.
    bool runHasEnhancements() const { return run_ && run_->trace.options.enhancements.any(); }

    /// The question waiting for an answer at the current step, if any.
    const PracticeQuiz::Question* pendingQuestion() const;
    /// The first step after @p from and no later than @p to with a question, while practising.
    std::optional<std::size_t> nextQuestionStep(std::size_t from, std::size_t to) const;
    /// Answers the pending question: a value, or for a cut-off question 1 (yes) or 0 (no).
    void answer(Value given);
    /// Answers the pending question about a chance node's value with the decimal @p given.
    void answerDecimal(double given);
    /// While the question is which leaves the search never reads: marks or unmarks @p node
    /// (leaves only), and checks the marks.
    bool isMarking() const;
    void toggleMark(NodeId node);
    void checkMarks();
    const std::vector<NodeId>& marks() const { return marks_; }
    /// The leaves to show marked on the tree: the crosses while the question waits, and once
    /// checked, until the cursor moves on, which were right, wrong or missing.
    std::vector<std::pair<NodeId, LeafMark>> leafMarks() const;
    /// The node the waiting question is about, or kNoNode.
    NodeId askedNode() const;
    /// What practice draws on the tree: the leaf marks, and a ring around the asked node.
    TreeMarks::Marks treeMarks() const;

    int answered() const { return int(answered_.size()); }
    int right() const { return right_; }
    /// The question in words, or what to do when none is waiting.
    QString prompt() const;
    /// The last answer's feedback, until the cursor moves on.
    const std::optional<Feedback>& feedback() const { return feedback_; }

signals:
    /// The question, the score or the feedback changed.
    void changed();
    /// An answer was given and no other question waits: the tree view may take the keyboard back.
    void answeredQuestion();

private:
    void startRun();
    void followStep();
    std::size_t indexOf(const PracticeQuiz::Question& question) const;
    /// Records an answer to @p question and says whether it was right, and if not @p mistakes.
    void recordAnswer(const PracticeQuiz::Question& question, bool right, const QString& mistakes);
    void setMarks(std::vector<NodeId> marks);

    const RunModel& model_;
    /// Held so that the quiz, which points into it, never outlives it.
    std::shared_ptr<const SearchRun> run_;
    std::unique_ptr<PracticeQuiz> quiz_;
    /// The questions answered, by index.
    std::set<std::size_t> answered_;
    int right_ = 0;
    bool active_ = false;
    std::vector<NodeId> marks_;
    /// The marks as they were checked, kept to show until the cursor moves.
    std::optional<std::vector<NodeId>> checkedMarks_;
    std::optional<Feedback> feedback_;
};

} // namespace gtl::ui
