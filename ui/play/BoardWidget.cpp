// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/BoardWidget.h"

#include "ui/games/GamePainters.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace gtl::ui {
namespace {

constexpr int kMargin = 6;

} // namespace

BoardWidget::BoardWidget(QWidget* parent)
    : QWidget(parent)
    , style_(SceneStyle::make(SceneStyle::Palette::Standard, false))
{
    setObjectName("gameBoard");
    // The presenter's keys: the board takes the keyboard on a click or Tab, and digits play.
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setToolTip(tr("Click a square or column, or type its number, to play there"));
}

void BoardWidget::showPosition(const GameKind& game, Position position, bool acceptsMoves)
{
    painter_ = GamePainters::of(game);
    position_ = position;
    acceptsMoves_ = acceptsMoves;
    setCursor(acceptsMoves ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

void BoardWidget::setSceneStyle(const SceneStyle& style)
{
    style_ = style;
    updateGeometry();
    update();
}

void BoardWidget::setNotes(std::map<int, QString> notes, std::map<int, QString> shortNotes)
{
    notes_ = std::move(notes);
    shortNotes_ = std::move(shortNotes);
    update();
}

bool BoardWidget::notesAbove() const
{
    if (!painter_)
        return false;
    const QRectF probe(0, 0, 700, 600);
    return painter_->moveArea(probe, 1).height() >= probe.height() * 0.99;
}

int BoardWidget::moveCount() const
{
    const QRectF probe(0, 0, 700, 600);
    int count = 0;
    const auto onBoard = [&](int number) {
        const QRectF area = painter_->moveArea(probe, number);
        return !area.isEmpty() && probe.adjusted(-1, -1, 1, 1).contains(area);
    };
    while (painter_ && count < 9 && onBoard(count + 1))
        ++count;
    return count;
}

QFont BoardWidget::labelFont() const
{
    QFont font = style_.tagFont;
    font.setPixelSize(std::max(style_.minTextPx, style_.valueFont.pixelSize()));
    font.setBold(true);
    return font;
}

qreal BoardWidget::stripHeight() const
{
    // Two lines: the verdict and how soon. Without notes the board takes the room, which at 720
    // lines is what a projector needs of it.
    return notesAbove() && !notes_.empty() ? 2.2 * QFontMetricsF(labelFont()).height() : 0;
}

qreal BoardWidget::numbersHeight() const
{
    return notesAbove() ? 1.3 * QFontMetricsF(labelFont()).height() : 0;
}

QRectF BoardWidget::boardBox() const
{
    const QRectF area = QRectF(rect()).adjusted(kMargin, kMargin + stripHeight(), -kMargin, -kMargin - numbersHeight());
    if (!painter_)
        return area;
    // The board keeps the shape it has beside a node, as large as the widget allows.
    const QSizeF shape = painter_->sizeBesideNode(1, 1);
    const QSizeF size = shape.scaled(area.size(), Qt::KeepAspectRatio);
    return {area.center() - QPointF(size.width() / 2, size.height() / 2), size};
}

QSize BoardWidget::sizeHint() const
{
    const QSize least = minimumSizeHint();
    return {std::max(280, least.width()), std::max(260, least.height())};
}

QSize BoardWidget::minimumSizeHint() const
{
    // Wide enough that every column's short verdict ("L" over "12") stands apart from its
    // neighbours' in the notes' type, and never narrower than a class reads a board from the back; low
    // enough that in a 720-line window the status and the moves under the board keep their lines.
    constexpr int kLeastBoardWidth = 160;
    const int columns = std::max(1, moveCount());
    const qreal column = QFontMetricsF(labelFont()).horizontalAdvance(QStringLiteral("88")) * 1.2;
    const qreal width = std::max(qreal(kLeastBoardWidth), columns * column);
    const QSizeF shape = painter_ ? painter_->sizeBesideNode(1, 1) : QSizeF(7, 6);
    const qreal strips = notesAbove() ? 3.5 * QFontMetricsF(labelFont()).height() : 0;
    return {int(std::ceil(width)) + 2 * kMargin,
        int(std::ceil(width * shape.height() / shape.width() + strips)) + 2 * kMargin};
}

std::vector<BoardWidget::Label> BoardWidget::labels() const
{
    std::vector<Label> labels;
    if (!painter_)
        return labels;
    for (const auto& [number, note] : notes_)
        labels.push_back(noteLabel(number, note));
    if (!notesAbove())
        return labels;
    const QRectF board = boardBox();
    for (int number = 1; number <= moveCount(); ++number) {
        const QRectF column = painter_->moveArea(board, number);
        labels.push_back({Label::Kind::Number, number, QString::number(number),
            QRectF(column.left(), board.bottom(), column.width(), numbersHeight()), labelFont()});
    }
    return labels;
}

void BoardWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), style_.background);
    if (!painter_)
        return;
    const QRectF box = boardBox();
    painter_->paint(painter, box, position_, style_, box.width() / painter_->sizeBesideNode(1, 1).width());
    painter.setPen(style_.text);
    for (const Label& label : labels()) {
        painter.setFont(label.font);
        painter.drawText(label.area, Qt::AlignCenter, label.text);
    }
    if (hasFocus()) {
        painter.setPen(QPen(style_.current, 2, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
}

BoardWidget::Label BoardWidget::noteLabel(int number, const QString& note) const
{
    const QRectF board = boardBox();
    QRectF area = painter_->moveArea(board, number);
    if (notesAbove())
        area = QRectF(area.left(), board.top() - stripHeight(), area.width(), stripHeight());
    QFont font = labelFont();
    const auto fits = [&](const QString& text, qreal share) {
        return QFontMetricsF(font).boundingRect(area, Qt::AlignCenter, text).width() <= area.width() * share;
    };
    const auto shorter = shortNotes_.find(number);
    const QString shown = fits(note, 1) || shorter == shortNotes_.end() ? note : shorter->second;
    // Narrow columns take smaller type, down to the floor, so that neighbours' notes stay apart;
    // minimumSizeHint() keeps the columns wide enough for the short note there.
    while (font.pixelSize() > style_.minTextPx && !fits(shown, 0.85))
        font.setPixelSize(font.pixelSize() - 1);
    return {Label::Kind::Note, number, shown, area, font};
}

void BoardWidget::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    if (!acceptsMoves_ || !painter_ || event->button() != Qt::LeftButton)
        return;
    if (const int number = painter_->moveAt(boardBox(), event->position()); number > 0)
        emit movePicked(number);
}

void BoardWidget::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    if (key >= Qt::Key_1 && key <= Qt::Key_9 && (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
        if (acceptsMoves_)
            emit movePicked(key - Qt::Key_0);
        event->accept();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace gtl::ui
