#include "TreeSession.h"

#include "EditableTree.h"
#include "Narrator.h"
#include "PlaybackController.h"

#include <QApplication>

namespace gtl::ui {

TreeSession::TreeSession(PlaybackController& controller, QObject* parent)
    : QObject(parent)
    , controller_(controller)
{
}

void TreeSession::setOptions(SearchOptions options)
{
    if (options == options_ && hasTree_)
        return;
    options_ = options;
    if (hasTree_)
        apply(state_);
}

void TreeSession::open(const QString& what, TreeChangeCommand::State opened)
{
    change(what, std::move(opened));
    undo_.setClean();
}

void TreeSession::replaceTree(const QString& what, GameTree edited)
{
    change(what, {std::move(edited), editedTitle(), editedDescription(), {}, state_.filePath});
}

void TreeSession::markSaved(const std::string& path)
{
    // The state on screen now lives in that file, however the undo stack comes back to it: as
    // the result of the command before it, or as the starting point of the one after.
    state_.filePath = path;
    if (undo_.index() > 0)
        command(undo_.index() - 1)->setFilePathAfter(path);
    if (undo_.index() < undo_.count())
        command(undo_.index())->setFilePathBefore(path);
    undo_.setClean();
}

TreeChangeCommand* TreeSession::command(int index)
{
    // Every command on the stack is one of ours, and the stack is ours to change.
    return static_cast<TreeChangeCommand*>(const_cast<QUndoCommand*>(undo_.command(index)));
}

void TreeSession::change(const QString& what, TreeChangeCommand::State next)
{
    if (!hasTree_) {
        apply(next);
        return;
    }
    undo_.push(new TreeChangeCommand(what, state_, std::move(next), [this](const auto& state) { apply(state); }));
}

void TreeSession::apply(const TreeChangeCommand::State& state)
{
    if (&state != &state_)
        state_ = state;
    hasTree_ = true;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    controller_.load(SearchRun::create(state_.tree, options_, state_.title));
    QApplication::restoreOverrideCursor();
    emit treeChanged();
}

std::string TreeSession::editedDescription() const
{
    // A preset's description quotes the preset's own figures, which an edit changes; a
    // description the user wrote is theirs to keep.
    return state_.presetName.empty() ? state_.description : std::string();
}

std::string TreeSession::editedTitle() const
{
    const std::string suffix = " (edited)";
    return state_.title.ends_with(suffix) ? state_.title : state_.title + suffix;
}

template <typename Edit> void TreeSession::edit(const QString& what, Edit&& change)
{
    if (!isEditable())
        return;
    EditableTree tree(state_.tree);
    change(tree);
    replaceTree(what, tree.build());
}

void TreeSession::setLeafValue(NodeId node, Value value)
{
    edit(tr("Set %1 to %2").arg(QString::fromStdString(Narrator::nodeName(tree(), node))).arg(value),
        [&](EditableTree& t) { t.setValue(node, value); });
}

void TreeSession::addMove(NodeId node)
{
    edit(tr("Add a move to %1").arg(QString::fromStdString(Narrator::nodeName(tree(), node))),
        [&](EditableTree& t) { t.addChild(node, 0); });
}

void TreeSession::removeMove(NodeId node)
{
    if (node == GameTree::root())
        return;
    edit(tr("Remove %1").arg(QString::fromStdString(tree().path(node))), [&](EditableTree& t) {
        const NodeId parent = t.parent(node);
        t.remove(node);
        // A position left without moves becomes a leaf: give it the value it had.
        if (t.children(parent).empty())
            t.setValue(parent, minimaxValues(tree())[parent]);
    });
}

void TreeSession::renameMove(NodeId node, const std::string& label)
{
    if (node == GameTree::root())
        return;
    edit(tr("Rename %1 to %2").arg(QString::fromStdString(tree().path(node)), QString::fromStdString(label)),
        [&](EditableTree& t) { t.setLabel(node, label); });
}

void TreeSession::moveSideways(NodeId node, int direction)
{
    if (node == GameTree::root())
        return;
    const GameTree& t = tree();
    const std::int64_t index = std::int64_t(t.siblingIndex(node)) + direction;
    if (index < 0 || index >= std::int64_t(t.childCount(t.parent(node))))
        return;
    edit(tr("Move %1 %2").arg(QString::fromStdString(t.path(node)), direction < 0 ? tr("left") : tr("right")),
        [&](EditableTree& e) {
            // Labels go with their moves, so pin them before the swap.
            e.pinLabels();
            auto& siblings = e.children(t.parent(node));
            std::swap(siblings[t.siblingIndex(node)], siblings[std::size_t(index)]);
        });
}

void TreeSession::reorder(MoveOrder order, std::uint64_t seed)
{
    const QString what = order == MoveOrder::BestFirst ? tr("Order best move first")
        : order == MoveOrder::WorstFirst               ? tr("Order worst move first")
                                                       : tr("Shuffle moves (seed %1)").arg(seed);
    const std::string suffix = order == MoveOrder::BestFirst ? " · best first"
        : order == MoveOrder::WorstFirst                     ? " · worst first"
                                                             : " · shuffled " + std::to_string(seed);
    change(what, {reorderMoves(tree(), order, seed), state_.title + suffix, editedDescription(), {}, state_.filePath});
}

void TreeSession::setProperties(std::string title, std::string description, Player rootPlayer)
{
    GameTree tree = state_.tree;
    if (isEditable() && rootPlayer != tree.rootPlayer()) {
        EditableTree edit(tree);
        edit.setRootPlayer(rootPlayer);
        tree = edit.build();
    }
    change(tr("Change the tree's properties"),
        {std::move(tree), std::move(title), std::move(description), {}, state_.filePath});
}

} // namespace gtl::ui
