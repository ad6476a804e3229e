#include "PracticePanel.h"

#include "PlaybackController.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

#include <algorithm>

namespace gtl::ui {
namespace {

/// Puts @p widgets side by side in @p row, from the left.
void layOutRow(QWidget* row, std::initializer_list<QWidget*> widgets)
{
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    for (QWidget* widget : widgets)
        layout->addWidget(widget);
    layout->addStretch(1);
}

} // namespace

PracticePanel::PracticePanel(PlaybackController& controller, QWidget* parent)
    : QWidget(parent)
    , controller_(controller)
    , score_(new QLabel(this))
    , feedback_(new QLabel(this))
    , prompt_(new QLabel(this))
    , valueRow_(new QWidget(this))
    , valueInput_(new QLineEdit(valueRow_))
    , cutRow_(new QWidget(this))
    , marksRow_(new QWidget(this))
    , marksCount_(new QLabel(marksRow_))
{
    QFont font = prompt_->font();
    font.setPointSizeF(font.pointSizeF() * 1.2);
    prompt_->setFont(font);
    prompt_->setWordWrap(true);
    prompt_->setMargin(6);
    prompt_->installEventFilter(this);
    fitPromptHeight();
    prompt_->setStyleSheet("QLabel { background: #eef4fd; border: 1px solid #b9cdea; border-radius: 4px; }");
    feedback_->setFont(font);
    feedback_->setWordWrap(true);
    QFont bold = score_->font();
    bold.setBold(true);
    score_->setFont(bold);

    valueInput_->setValidator(new QRegularExpressionValidator(QRegularExpression("[-−]?[0-9]{0,10}"), valueInput_));
    valueInput_->setPlaceholderText(tr("a number"));
    valueInput_->setMaximumWidth(140);
    valueInput_->installEventFilter(this);
    auto* submit = new QPushButton(tr("Answer"), valueRow_);
    connect(valueInput_, &QLineEdit::returnPressed, this, &PracticePanel::submitTypedValue);
    connect(submit, &QPushButton::clicked, this, &PracticePanel::submitTypedValue);
    layOutRow(valueRow_, {valueInput_, submit});

    auto* cuts = new QPushButton(tr("&Yes, it cuts off"), cutRow_);
    auto* goesOn = new QPushButton(tr("N&o, it goes on"), cutRow_);
    connect(cuts, &QPushButton::clicked, this, [this] { answer(1); });
    connect(goesOn, &QPushButton::clicked, this, [this] { answer(0); });
    layOutRow(cutRow_, {cuts, goesOn});

    auto* check = new QPushButton(tr("Chec&k"), marksRow_);
    connect(check, &QPushButton::clicked, this, &PracticePanel::checkMarks);
    layOutRow(marksRow_, {marksCount_, check});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(score_);
    layout->addWidget(feedback_);
    layout->addWidget(prompt_);
    layout->addWidget(valueRow_);
    layout->addWidget(cutRow_);
    layout->addWidget(marksRow_);
    layout->addStretch(1);

    connect(&controller_, &PlaybackController::runLoaded, this, &PracticePanel::startRun);
    connect(&controller_, &PlaybackController::stepChanged, this, [this] {
        feedback_->hide();
        showStep();
    });
    startRun();
}

void PracticePanel::setActive(bool active)
{
    if (active == active_)
        return;
    active_ = active;
    if (active_) {
        controller_.setStopFinder([this](std::size_t from, std::size_t to) {
            return quiz_ ? quiz_->nextQuestionStep(from, to) : std::nullopt;
        });
    } else {
        controller_.setStopFinder({});
    }
    startRun();
}

void PracticePanel::startRun()
{
    quiz_.reset();
    run_ = active_ ? controller_.run() : nullptr;
    if (run_)
        quiz_ = std::make_unique<PracticeQuiz>(run_->tree, run_->trace);
    answered_.clear();
    right_ = 0;
    feedback_->hide();
    showScore();
    showStep();
}

const PracticeQuiz::Question* PracticePanel::pendingQuestion() const
{
    if (!quiz_)
        return nullptr;
    for (const PracticeQuiz::Question& question : quiz_->questionsAt(controller_.step())) {
        if (!answered_.contains(indexOf(question)))
            return &question;
    }
    return nullptr;
}

void PracticePanel::answer(Value given)
{
    const PracticeQuiz::Question* question = pendingQuestion();
    if (!question || question->kind == PracticeQuiz::Question::Kind::UnreadLeaves)
        return;
    recordAnswer(*question, PracticeQuiz::isRight(*question, given), {});
}

bool PracticePanel::isMarking() const
{
    const PracticeQuiz::Question* question = pendingQuestion();
    return question && question->kind == PracticeQuiz::Question::Kind::UnreadLeaves;
}

void PracticePanel::toggleMark(NodeId node)
{
    if (!isMarking() || !run_->tree.isLeaf(node))
        return;
    std::vector<NodeId> marks = marks_;
    const auto at = std::find(marks.begin(), marks.end(), node);
    if (at == marks.end())
        marks.push_back(node);
    else
        marks.erase(at);
    setMarks(std::move(marks));
}

void PracticePanel::checkMarks()
{
    if (!isMarking())
        return;
    const PracticeQuiz::Question& question = *pendingQuestion();
    const QString mistakes = QString::fromStdString(quiz_->marksMistakes(marks_));
    recordAnswer(question, quiz_->marksRight(marks_), mistakes);
}

std::size_t PracticePanel::indexOf(const PracticeQuiz::Question& question) const
{
    return std::size_t(&question - quiz_->questions().data());
}

void PracticePanel::recordAnswer(const PracticeQuiz::Question& question, bool right, const QString& mistakes)
{
    answered_.insert(indexOf(question));
    right_ += right ? 1 : 0;
    const QString what = QString::fromStdString(quiz_->answerText(question));
    // The mark is in the words as well as the colour.
    if (right)
        feedback_->setText(tr("✔ Right. %1").arg(what));
    else if (mistakes.isEmpty())
        feedback_->setText(tr("✘ Not quite. %1").arg(what));
    else
        feedback_->setText(tr("✘ Not quite: %1 %2").arg(mistakes, what));
    feedback_->setStyleSheet(right ? "QLabel { color: #1e7b34; }" : "QLabel { color: #b3261e; }");
    feedback_->show();
    showScore();
    showStep();
    if (!pendingQuestion())
        emit answeredQuestion();
}

void PracticePanel::setMarks(std::vector<NodeId> marks)
{
    marks_ = std::move(marks);
    showMarksCount();
    emit marksChanged(marks_);
}

void PracticePanel::showMarksCount()
{
    marksCount_->setText(marks_.size() == 1 ? tr("1 leaf marked") : tr("%1 leaves marked").arg(marks_.size()));
}

void PracticePanel::submitTypedValue()
{
    QString text = valueInput_->text();
    bool ok = false;
    const int value = text.replace(QChar(0x2212), '-').toInt(&ok);
    if (ok)
        answer(value);
}

void PracticePanel::showScore()
{
    score_->setText(
        answered_.empty() ? tr("No answers yet") : tr("%1 of %2 answers right").arg(right_).arg(answered_.size()));
}

void PracticePanel::showStep()
{
    const PracticeQuiz::Question* question = pendingQuestion();
    valueRow_->setVisible(question && question->kind == PracticeQuiz::Question::Kind::ReturnValue);
    cutRow_->setVisible(question && question->kind == PracticeQuiz::Question::Kind::CutOff);
    marksRow_->setVisible(isMarking());
    showMarksCount();
    // Crosses belong to the question about unread leaves; they go with it.
    if (!isMarking() && !marks_.empty())
        setMarks({});
    if (question) {
        prompt_->setText(QString::fromStdString(quiz_->prompt(*question)));
        valueInput_->clear();
        focusAnswer();
        return;
    }
    if (!active_)
        prompt_->setText(tr("Practice is off."));
    else if (quiz_ && quiz_->questions().empty())
        prompt_->setText(tr("This run has no questions to ask: try alpha-beta on a smaller tree."));
    else
        prompt_->setText(tr("Step forward (→) or play (Space): the search stops before each of its decisions "
                            "and asks you first."));
}

void PracticePanel::focusAnswer()
{
    if (isVisible() && !valueRow_->isHidden())
        valueInput_->setFocus();
}

void PracticePanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    focusAnswer();
}

void PracticePanel::fitPromptHeight()
{
    // A dock does not ask a wrapped label how tall it needs to be: room for three lines.
    prompt_->setMinimumHeight(prompt_->fontMetrics().lineSpacing() * 3 + 2 * prompt_->margin() + 2);
}

bool PracticePanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == prompt_ && event->type() == QEvent::FontChange)
        fitPromptHeight();
    // A number needs no cursor keys: stepping (arrows), playing (Space) and jumping (Home,
    // End) keep working while the answer field has the keyboard, so a question can be skipped.
    if (watched == valueInput_ && event->type() == QEvent::ShortcutOverride) {
        switch (static_cast<QKeyEvent*>(event)->key()) {
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Space:
        case Qt::Key_Home:
        case Qt::Key_End: event->ignore(); return true;
        default: break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QString PracticePanel::prompt() const
{
    return prompt_->text();
}

QString PracticePanel::feedback() const
{
    return feedback_->isHidden() ? QString() : feedback_->text();
}

} // namespace gtl::ui
