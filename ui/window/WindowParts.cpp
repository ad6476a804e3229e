// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/WindowParts.h"

#include "ui/scene/TreeView.h"

#include <QAction>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

namespace gtl::ui {
namespace {

constexpr int kFailureMs = 10000;

} // namespace

QAction* WindowParts::action(const QString& text, const QKeySequence& key, const QString& tip) const
{
    auto* action = new QAction(text, &window);
    if (!key.isEmpty()) {
        action->setShortcut(key);
        action->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    } else {
        action->setToolTip(tip);
    }
    action->setStatusTip(tip);
    window.addAction(action); // shortcuts work with menus and tool bars hidden
    return action;
}

QAction* WindowParts::toggle(const QString& text, const QKeySequence& key, const QString& tip) const
{
    QAction* made = action(text, key, tip);
    made->setCheckable(true);
    return made;
}

void WindowParts::tell(const QString& message, int ms) const
{
    window.statusBar()->showMessage(message, ms);
}

void WindowParts::showFailure(const QString& title, const QString& message) const
{
    tell(message, kFailureMs);
    if (window.isVisible())
        QMessageBox::warning(&window, title, message);
}

void WindowParts::giveKeysToPlayback() const
{
    // A mode change hides and shows panels, and Qt hands the focus of a hidden widget to the
    // next in line, which may be a text field: there Space and the arrows would type. The
    // presenter's keys must keep stepping.
    view.setFocus(Qt::OtherFocusReason);
}

} // namespace gtl::ui
