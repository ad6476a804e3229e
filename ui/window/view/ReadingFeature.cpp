// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/view/ReadingFeature.h"

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
    // In the order of TreeReader::keys(), which holds each key and the move it makes. The keys
    // work on the canvas only: elsewhere Alt+Down opens a combo box's list.
    struct Entry {
        QAction* WindowActions::*action;
        QString text;
        QString tip;
    };
    const Entry entries[]
        = {{&WindowActions::readParent, tr("Read Parent"), tr("Move the reading cursor to the node above")},
            {&WindowActions::readFirstChild, tr("Read First Child"),
                tr("Move the reading cursor to the node's first move")},
            {&WindowActions::readNextSibling, tr("Read Next Sibling"),
                tr("Move the reading cursor to the next move of the same node")},
            {&WindowActions::readPreviousSibling, tr("Read Previous Sibling"),
                tr("Move the reading cursor to the previous move of the same node")},
            {&WindowActions::readCurrent, tr("Read Current Node"),
                tr("Bring the reading cursor back to the node the search is at")}};
    auto* reader = new TreeReader(parts.view);
    for (std::size_t i = 0; i < std::size(entries); ++i) {
        QAction* action = parts.action(entries[i].text, TreeReader::keys()[i].keys, entries[i].tip);
        action->setShortcutContext(Qt::WidgetShortcut);
        parts.view.addAction(action);
        connect(action, &QAction::triggered, reader, TreeReader::keys()[i].move);
        parts.actions.*entries[i].action = action;
    }
}

} // namespace gtl::ui
