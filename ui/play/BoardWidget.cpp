// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/BoardWidget.h"

#include "ui/games/GamePainters.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

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
    painter_ = GamePainters::named(game.names().name);
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

qreal BoardWidget::stripHeight() const
{
    // Two lines of the tree's tag type: the verdict and how soon. Without notes the board takes
    // the room, which at 720 lines is what a projector needs of it.
    return notesAbove() && !notes_.empty()
        ? 2.4 * std::max(qreal(style_.minTextPx), QFontMetricsF(style_.tagFont).height())
        : 0;
}

QRectF BoardWidget::boardBox() const
{
    const QRectF area = QRectF(rect()).adjusted(kMargin, kMargin + stripHeight(), -kMargin, -kMargin);
    if (!painter_)
        return area;
    // The board keeps the shape it has beside a node, as large as the widget allows.
    const QSizeF shape = painter_->sizeBesideNode(1, 1);
    const QSizeF size = shape.scaled(area.size(), Qt::KeepAspectRatio);
    return {area.center() - QPointF(size.width() / 2, size.height() / 2), size};
}

QSize BoardWidget::sizeHint() const
{
    return {280, 260};
}

QSize BoardWidget::minimumSizeHint() const
{
    // Seven columns of holes at the projector's floor, with a strip for the notes above; low
    // enough that in a 720-line window the status and the moves under the board keep their lines.
    return {200, 150};
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
    for (const auto& [number, note] : notes_)
        paintNote(painter, number, note);
    if (hasFocus()) {
        painter.setPen(QPen(style_.current, 2, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
}

void BoardWidget::paintNote(QPainter& painter, int number, const QString& note) const
{
    const QRectF board = boardBox();
    QRectF area = painter_->moveArea(board, number);
    if (notesAbove())
        area = QRectF(area.left(), board.top() - stripHeight(), area.width(), stripHeight());
    QFont font = style_.tagFont;
    font.setPixelSize(std::max(style_.minTextPx, int(area.height() / 2.6)));
    font.setBold(true);
    const auto shorter = shortNotes_.find(number);
    const bool fits = QFontMetricsF(font).boundingRect(area, Qt::AlignCenter, note).width() <= area.width();
    QString shown = fits || shorter == shortNotes_.end() ? note : shorter->second;
    // Narrow columns take smaller type, down to the floor, so that neighbours' notes stay apart.
    while (font.pixelSize() > style_.minTextPx
        && QFontMetricsF(font).boundingRect(area, Qt::AlignCenter, shown).width() > area.width() * 0.85)
        font.setPixelSize(font.pixelSize() - 1);
    // Too narrow even at the floor: the verdict's first line alone (W, D or L).
    if (QFontMetricsF(font).boundingRect(area, Qt::AlignCenter, shown).width() > area.width())
        shown = shown.section(QLatin1Char('\n'), 0, 0);
    painter.setFont(font);
    painter.setPen(style_.text);
    painter.drawText(area, Qt::AlignCenter, shown);
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
