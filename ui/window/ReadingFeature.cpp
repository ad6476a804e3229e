// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/ReadingFeature.h"

#include "ui/accessibility/TreeReader.h"
#include "ui/scene/TreeView.h"
#include "ui/window/WindowActions.h"
#include "ui/window/WindowParts.h"

#include <QAction>
#include <QMainWindow>

namespace gtl::ui {

ReadingFeature::ReadingFeature(const WindowParts& parts)
    : QObject(&parts.window)
{
    // The keys work on the canvas only: elsewhere Alt+Down opens a combo box's list.
    auto key = [&parts](const QString& text, QKeyCombination keys, const QString& tip) {
        QAction* action = parts.action(text, keys, tip);
        action->setShortcutContext(Qt::WidgetShortcut);
        parts.view.addAction(action);
        return action;
    };
    WindowActions& a = parts.actions;
    a.readParent = key(tr("Read Parent"), Qt::ALT | Qt::Key_Up, tr("Move the reading cursor to the node above"));
    a.readFirstChild
        = key(tr("Read First Child"), Qt::ALT | Qt::Key_Down, tr("Move the reading cursor to the node's first move"));
    a.readNextSibling = key(tr("Read Next Sibling"), Qt::ALT | Qt::Key_Right,
        tr("Move the reading cursor to the next move of the same node"));
    a.readPreviousSibling = key(tr("Read Previous Sibling"), Qt::ALT | Qt::Key_Left,
        tr("Move the reading cursor to the previous move of the same node"));
    a.readCurrent = key(tr("Read Current Node"), Qt::ALT | Qt::Key_Home,
        tr("Bring the reading cursor back to the node the search is at"));
    auto* reader = new TreeReader(parts.view);
    connect(a.readParent, &QAction::triggered, reader, &TreeReader::toParent);
    connect(a.readFirstChild, &QAction::triggered, reader, &TreeReader::toFirstChild);
    connect(a.readNextSibling, &QAction::triggered, reader, &TreeReader::toNextSibling);
    connect(a.readPreviousSibling, &QAction::triggered, reader, &TreeReader::toPreviousSibling);
    connect(a.readCurrent, &QAction::triggered, reader, &TreeReader::toCurrent);
}

} // namespace gtl::ui
