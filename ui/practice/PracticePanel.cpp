// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/practice/PracticePanel.h"

#include "ui/practice/PracticeSession.h"
#include "ui/widgets/ScrollingLabel.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

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

PracticePanel::PracticePanel(PracticeSession& session, QWidget* parent)
    : QWidget(parent)
    , session_(session)
    , score_(new QLabel(this))
    , feedback_(new QLabel(this))
    , promptArea_(new ScrollingLabel(3, this))
    , prompt_(promptArea_->label())
    , valueRow_(new QWidget(this))
    , valueInput_(new QLineEdit(valueRow_))
    , cutRow_(new QWidget(this))
    , marksRow_(new QWidget(this))
    , marksCount_(new QLabel(marksRow_))
{
    QFont font = prompt_->font();
    font.setPointSizeF(font.pointSizeF() * 1.2);
    prompt_->setFont(font);
    prompt_->setMargin(6);
    prompt_->setStyleSheet("QLabel { background: #eef4fd; border: 1px solid #b9cdea; border-radius: 4px; }");
    feedback_->setFont(font);
    feedback_->setWordWrap(true);
    QFont bold = score_->font();
    bold.setBold(true);
    score_->setFont(bold);

    valueInput_->setValidator(
        new QRegularExpressionValidator(QRegularExpression("[-−]?[0-9]{0,10}([.,][0-9]{0,6})?"), valueInput_));
    valueInput_->setPlaceholderText(tr("a number"));
    valueInput_->setMaximumWidth(140);
    valueInput_->installEventFilter(this);
    auto* submit = new QPushButton(tr("Answer"), valueRow_);
    connect(valueInput_, &QLineEdit::returnPressed, this, &PracticePanel::submitTypedValue);
    connect(submit, &QPushButton::clicked, this, &PracticePanel::submitTypedValue);
    layOutRow(valueRow_, {valueInput_, submit});

    auto* cuts = new QPushButton(tr("&Yes, it cuts off"), cutRow_);
    auto* goesOn = new QPushButton(tr("&No, it goes on"), cutRow_);
    connect(cuts, &QPushButton::clicked, this, [this] { session_.answer(1); });
    connect(goesOn, &QPushButton::clicked, this, [this] { session_.answer(0); });
    layOutRow(cutRow_, {cuts, goesOn});

    auto* check = new QPushButton(tr("Chec&k"), marksRow_);
    connect(check, &QPushButton::clicked, &session_, &PracticeSession::checkMarks);
    layOutRow(marksRow_, {marksCount_, check});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addWidget(score_);
    layout->addWidget(feedback_);
    layout->addWidget(promptArea_);
    layout->addWidget(valueRow_);
    layout->addWidget(cutRow_);
    layout->addWidget(marksRow_);
    layout->addStretch(1);

    connect(&session_, &PracticeSession::changed, this, &PracticePanel::showSession);
    showSession();
}

void PracticePanel::submitTypedValue()
{
    QString text = valueInput_->text();
    text.replace(QChar(0x2212), '-');
    bool ok = false;
    const PracticeQuiz::Question* question = session_.pendingQuestion();
    if (question && question->kind == PracticeQuiz::Question::Kind::ChanceValue) {
        // A decimal point or a decimal comma.
        const double value = QLocale::c().toDouble(text.replace(',', '.').trimmed(), &ok);
        if (ok)
            session_.answerDecimal(value);
        return;
    }
    const int value = text.toInt(&ok);
    if (ok)
        session_.answer(value);
}

void PracticePanel::showSession()
{
    const int answered = session_.answered();
    score_->setText(
        answered == 0 ? tr("No answers yet") : tr("%1 of %Ln answers right", nullptr, answered).arg(session_.right()));
    if (session_.isActive() && session_.runHasEnhancements())
        score_->setText(tr("Practice asks about the plain searches: choose Enhancements → Plain Search."));
    if (const auto& feedback = session_.feedback()) {
        feedback_->setText(feedback->text);
        feedback_->setStyleSheet(feedback->right ? "QLabel { color: #1e7b34; }" : "QLabel { color: #b3261e; }");
    }
    feedback_->setVisible(session_.feedback().has_value());
    const PracticeQuiz::Question* question = session_.pendingQuestion();
    using Kind = PracticeQuiz::Question::Kind;
    const bool asksValue = question && (question->kind == Kind::ReturnValue || question->kind == Kind::ChanceValue);
    valueRow_->setVisible(asksValue);
    cutRow_->setVisible(question && (question->kind == Kind::CutOff || question->kind == Kind::ChanceCut));
    marksRow_->setVisible(session_.isMarking());
    const std::size_t marks = session_.marks().size();
    marksCount_->setText(tr("%Ln leaves marked", nullptr, int(marks)));
    const QString prompt = session_.prompt();
    if (prompt != prompt_->text()) {
        prompt_->setText(prompt);
        valueInput_->clear();
    }
    if (asksValue)
        focusAnswer();
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

bool PracticePanel::eventFilter(QObject* watched, QEvent* event)
{
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
