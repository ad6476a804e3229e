// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/lessons/BlankScreen.h"

#include <QEvent>
#include <QPainter>

namespace gtl::ui {

BlankScreen::BlankScreen(QWidget& window)
    : QWidget(&window)
{
    setObjectName("blankScreen");
    setFocusPolicy(Qt::NoFocus);
    setGeometry(window.rect());
    window.installEventFilter(this);
    hide();
}

QString BlankScreen::comeBackText()
{
    return tr("Press B to show the window again");
}

bool BlankScreen::eventFilter(QObject* watched, QEvent* event)
{
    // The window's size follows the screen (full screen, projector mode): the dark follows it.
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    // Panels and bars added to the window later must not come out on top of the dark.
    if (watched == parentWidget() && event->type() == QEvent::ChildAdded && isVisible())
        raise();
    return false;
}

void BlankScreen::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), QColor("#101010"));
    painter.setPen(QColor("#5a5a5a"));
    painter.drawText(rect().adjusted(0, 0, -12, -8), Qt::AlignRight | Qt::AlignBottom, comeBackText());
}

} // namespace gtl::ui
