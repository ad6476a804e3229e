// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/ToolWindow.h"

#include <QAction>
#include <QMainWindow>
#include <QScreen>

namespace gtl::ui {

void setUpToolWindow(QMainWindow& window, QSize roomy)
{
    window.resize(window.screen() ? roomy.boundedTo(window.screen()->availableGeometry().size() * 0.94) : roomy);
    auto* close = new QAction(QObject::tr("Close"), &window);
    close->setShortcuts({QKeySequence(QKeySequence::Close), QKeySequence(Qt::Key_Escape)});
    QObject::connect(close, &QAction::triggered, &window, &QWidget::close);
    window.addAction(close);
}

} // namespace gtl::ui
