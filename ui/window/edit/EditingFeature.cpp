// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/edit/EditingFeature.h"

#include "core/io/TreeTextWriter.h"
#include "ui/editing/TreeEditDialogs.h"
#include "ui/editing/TreeSession.h"
#include "ui/editing/TreeTextEditor.h"
#include "ui/language/ValueText.h"
#include "ui/scene/TreeView.h"
#include "ui/window/DockArea.h"
#include "ui/window/WindowActions.h"
#include "ui/window/file/TreeFiles.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QShortcut>

namespace gtl::ui {

EditingFeature::EditingFeature(const WindowParts& parts)
    : QObject(&parts.window)
    , parts_(parts)
    , editor_(new TreeTextEditor(&parts.window))
{
    makeActions();
    parts.docks.add(editor_, tr("Tree Text"), "treeTextDock", InProjector::SetAside);
    TreeSession* session = &parts.session;
    TreeView* view = &parts.view;
    TreeEditDialogs* edits = &parts.edits;
    connect(session, &TreeSession::treeChanged, this, [this, session] { editor_->showTree(session->tree()); });
    connect(session, &TreeSession::historyChanged, this, &EditingFeature::showHistory);
    connect(session, &TreeSession::editRefused, this,
        [this](const QString& reason) { parts_.tell(tr("Not changed: %1").arg(reason), 10000); });
    connect(editor_, &TreeTextEditor::treeEdited, this,
        [session](const GameTree& tree) { session->replaceTree(tr("Edit the tree text"), tree); });
    parts.files.setTreeText(*editor_);
    // Esc leaves the text (what was typed still counts) and gives the presenter's keys back to
    // the tree, where Space and the arrows step again.
    auto* leaveText
        = new QShortcut(QKeySequence(Qt::Key_Escape), editor_->editor(), nullptr, nullptr, Qt::WidgetShortcut);
    connect(leaveText, &QShortcut::activated, this, [this] {
        editor_->applyPendingEdit();
        parts_.giveKeysToPlayback();
    });
    connect(view, &TreeView::nodeMenuRequested, edits,
        [view, edits](NodeId node, const QPoint& at) { edits->showNodeMenu(node, at, view->nodeActions(node)); });
    connect(view, &TreeView::nodeDoubleClicked, edits, &TreeEditDialogs::askLeafValue);
    connect(view, &TreeView::nodeDoubleClicked, edits, &TreeEditDialogs::askProbabilities);
}

void EditingFeature::makeActions()
{
    const WindowParts& parts = parts_;
    WindowActions& a = parts.actions;
    a.newRandom = parts.action(tr("New Random Tree…"), QKeySequence(Qt::CTRL | Qt::Key_R),
        tr("A seeded random tree that a whole class can open alike"));
    a.undo = parts.action(tr("Undo"), QKeySequence::Undo, tr("Take back the last change of the tree"));
    a.redo = parts.action(tr("Redo"), QKeySequence::Redo, tr("Make the change taken back again"));
    a.bestFirst = parts.action(tr("Order Best Move First"), QKeySequence(Qt::CTRL | Qt::Key_B),
        tr("Sort every node's moves by value, the best for the side to move first"));
    a.worstFirst = parts.action(tr("Order Worst Move First"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B),
        tr("Sort every node's moves by value, the worst for the side to move first"));
    a.shuffle = parts.action(tr("Shuffle Moves…"), {}, tr("Put every node's moves in a seeded random order"));
    a.treeProperties = parts.action(
        tr("Tree Properties…"), {}, tr("The tree's title and description, and the side that moves first"));
    a.copyTreeText = parts.action(
        tr("Copy Tree Text"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), tr("Copy the tree as tree text"));
    TreeSession* session = &parts.session;
    TreeEditDialogs* edits = &parts.edits;
    connect(a.newRandom, &QAction::triggered, edits, &TreeEditDialogs::newRandomTree);
    connect(a.undo, &QAction::triggered, session, &TreeSession::undo);
    connect(a.redo, &QAction::triggered, session, &TreeSession::redo);
    connect(a.bestFirst, &QAction::triggered, session, [session] { session->reorder(MoveOrder::BestFirst); });
    connect(a.worstFirst, &QAction::triggered, session, [session] { session->reorder(MoveOrder::WorstFirst); });
    connect(a.shuffle, &QAction::triggered, edits, &TreeEditDialogs::askShuffleSeed);
    connect(a.treeProperties, &QAction::triggered, edits, &TreeEditDialogs::editTreeProperties);
    connect(a.copyTreeText, &QAction::triggered, session,
        [session] { QApplication::clipboard()->setText(QString::fromStdString(toTreeText(session->tree()))); });
}

void EditingFeature::showHistory()
{
    const TreeHistory& history = parts_.session.history();
    const WindowActions& a = parts_.actions;
    a.undo->setEnabled(history.canUndo());
    a.redo->setEnabled(history.canRedo());
    a.undo->setText(history.canUndo() ? tr("Undo %1").arg(qtText(history.undoText())) : tr("Undo"));
    a.redo->setText(history.canRedo() ? tr("Redo %1").arg(qtText(history.redoText())) : tr("Redo"));
    parts_.window.setWindowModified(parts_.session.hasUnsavedChanges());
}

} // namespace gtl::ui
