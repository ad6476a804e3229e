// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/ToolWindow.h"

#include "ui/help/ManualWindow.h"
#include <QAction>
#include <QMainWindow>
#include <QScreen>
#include <QVBoxLayout>

namespace gtl::ui {

void setUpToolWindow(QMainWindow& window, QSize roomy, const QUrl& manualPage)
{
    window.resize(window.screen() ? roomy.boundedTo(window.screen()->availableGeometry().size() * 0.94) : roomy);
    auto* close = new QAction(QObject::tr("Close"), &window);
    close->setShortcuts({QKeySequence(QKeySequence::Close), QKeySequence(Qt::Key_Escape)});
    QObject::connect(close, &QAction::triggered, &window, &QWidget::close);
    window.addAction(close);
    auto* help = new QAction(QObject::tr("Manual"), &window);
    help->setShortcut(QKeySequence::HelpContents);
    QObject::connect(help, &QAction::triggered, &window, [&window, manualPage] {
        auto* manual = window.findChild<ManualWindow*>();
        if (!manual)
            manual = new ManualWindow(&window);
        manual->showPage(manualPage);
    });
    window.addAction(help);
}

void setCentre(QMainWindow& window, QWidget& progress, QWidget& content)
{
    auto* central = new QWidget(&window);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(&progress);
    layout->addWidget(&content, 1);
    window.setCentralWidget(central);
}

} // namespace gtl::ui
