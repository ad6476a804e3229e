#pragma once

#include "PracticeQuiz.h"
#include "SearchRun.h"

#include <QWidget>

#include <memory>
#include <set>

class QLabel;
class QLineEdit;
class QPushButton;

namespace gtl::ui {

class PlaybackController;

/// Practice: while it is on, playing stops before each decision of the search and asks the
/// student first — which leaves will it never read, does it cut off here, what will this node
/// return — then says whether the answer was right and keeps the score. Stepping on without
/// answering skips a question.
class PracticePanel : public QWidget {
    Q_OBJECT

public:
    explicit PracticePanel(PlaybackController& controller, QWidget* parent = nullptr);

    /// Starts or stops practising on the run on screen (and on every run loaded after).
    void setActive(bool active);
    bool isActive() const { return active_; }

    /// The question waiting for an answer at the current step, if any.
    const PracticeQuiz::Question* pendingQuestion() const;
    /// Answers the pending question: a value, or for a cut-off question 1 (yes) or 0 (no).
    void answer(Value given);
    /// While the question is which leaves the search never reads: marks or unmarks @p node
    /// (leaves only), and checks the marks.
    bool isMarking() const;
    void toggleMark(NodeId node);
    void checkMarks();
    const std::vector<NodeId>& marks() const { return marks_; }
    int answered() const { return int(answered_.size()); }
    int right() const { return right_; }
    QString prompt() const;
    QString feedback() const;

signals:
    /// An answer was given: the tree view may take the keyboard back.
    void answeredQuestion();
    /// The leaves to cross out on the tree.
    void marksChanged(std::vector<gtl::NodeId> marks);

protected:
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void startRun();
    /// Puts the keyboard in the answer field when a number is asked for and the panel shows.
    void focusAnswer();
    void fitPromptHeight();
    void showStep();
    void submitTypedValue();
    std::size_t indexOf(const PracticeQuiz::Question& question) const;
    /// Records an answer to @p question and says whether it was right, and if not @p mistakes.
    void recordAnswer(const PracticeQuiz::Question& question, bool right, const QString& mistakes);
    void setMarks(std::vector<NodeId> marks);
    void showMarksCount();
    void showScore();

    PlaybackController& controller_;
    /// Held so that the quiz, which points into it, never outlives it.
    std::shared_ptr<const SearchRun> run_;
    std::unique_ptr<PracticeQuiz> quiz_;
    /// The questions answered, by index.
    std::set<std::size_t> answered_;
    int right_ = 0;
    bool active_ = false;
    QLabel* score_;
    QLabel* feedback_;
    QLabel* prompt_;
    QWidget* valueRow_;
    QLineEdit* valueInput_;
    QWidget* cutRow_;
    QWidget* marksRow_;
    QLabel* marksCount_;
    std::vector<NodeId> marks_;
};

} // namespace gtl::ui
