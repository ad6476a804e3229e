// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/accessibility/TreeReader.h"

#include "ui/accessibility/TreeAccessible.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"

#include <QAccessibleEvent>
#include <QShortcut>

#include <algorithm>

namespace gtl::ui {

TreeReader::TreeReader(TreeView& view)
    : QObject(&view)
    , view_(view)
{
    connect(&view.model(), &RunModel::runLoaded, this, &TreeReader::onRunLoaded);
    connect(&view.model(), &RunModel::stepChanged, this, &TreeReader::onStepChanged);
}

TreeReader::~TreeReader()
{
    forgetNodes();
}

TreeReader* TreeReader::of(const TreeView& view)
{
    return view.findChild<TreeReader*>(QString(), Qt::FindDirectChildrenOnly);
}

NodeId TreeReader::currentNode() const
{
    const Event* event = view_.model().replay().currentEvent();
    const NodeId node = event ? event->node : GameTree::root();
    const NodeId shown = view_.treeItem().layout().shownAs(view_.model().tree(), node);
    return shown == kNoNode ? topNode() : shown;
}

NodeId TreeReader::readingNode() const
{
    return isWalking() ? cursor_ : currentNode();
}

NodeId TreeReader::topNode() const
{
    return view_.treeItem().layout().focus();
}

bool TreeReader::isShown(NodeId node) const
{
    return view_.treeItem().layout().find(node) != nullptr;
}

std::vector<NodeId> TreeReader::shownChildren(NodeId node) const
{
    std::vector<NodeId> shown;
    const FocusLayout::Place* place = view_.treeItem().layout().find(node);
    if (!place || place->collapsed)
        return shown;
    for (const NodeId child : view_.model().tree().children(node)) {
        if (isShown(child))
            shown.push_back(child);
    }
    return shown;
}

NodeId TreeReader::shownParent(NodeId node) const
{
    return node == topNode() || node == GameTree::root() ? kNoNode : view_.model().tree().parent(node);
}

QAccessibleInterface* TreeReader::accessibleNode(NodeId node)
{
    if (node >= view_.model().tree().size())
        return nullptr;
    auto [at, added] = nodes_.try_emplace(node, QAccessible::Id{});
    if (added)
        at->second = QAccessible::registerAccessibleInterface(newAccessibleNode(*this, node));
    return QAccessible::accessibleInterface(at->second);
}

void TreeReader::toParent()
{
    if (const NodeId above = shownParent(readingNode()); above != kNoNode)
        walkTo(above);
}

void TreeReader::toFirstChild()
{
    if (const std::vector<NodeId> children = shownChildren(readingNode()); !children.empty())
        walkTo(children.front());
}

void TreeReader::toNextSibling()
{
    toSibling(1);
}

void TreeReader::toPreviousSibling()
{
    toSibling(-1);
}

void TreeReader::toSibling(int offset)
{
    const NodeId node = readingNode();
    const NodeId above = shownParent(node);
    if (above == kNoNode)
        return;
    const std::vector<NodeId> siblings = shownChildren(above);
    const auto at = std::find(siblings.begin(), siblings.end(), node);
    const std::ptrdiff_t index = (at - siblings.begin()) + offset;
    if (at != siblings.end() && index >= 0 && index < std::ptrdiff_t(siblings.size()))
        walkTo(siblings[std::size_t(index)]);
}

void TreeReader::toCurrent()
{
    cursor_ = kNoNode;
    markCursor();
    focusOn(currentNode());
}

const std::array<TreeReader::Key, 5>& TreeReader::keys()
{
    static const std::array<Key, 5> all{{{Qt::ALT | Qt::Key_Up, &TreeReader::toParent},
        {Qt::ALT | Qt::Key_Down, &TreeReader::toFirstChild}, {Qt::ALT | Qt::Key_Right, &TreeReader::toNextSibling},
        {Qt::ALT | Qt::Key_Left, &TreeReader::toPreviousSibling}, {Qt::ALT | Qt::Key_Home, &TreeReader::toCurrent}}};
    return all;
}

void TreeReader::addKeys()
{
    for (const Key& key : keys()) {
        auto* shortcut = new QShortcut(key.keys, &view_, nullptr, nullptr, Qt::WidgetShortcut);
        connect(shortcut, &QShortcut::activated, this, key.move);
    }
}

void TreeReader::walkTo(NodeId node)
{
    cursor_ = node == currentNode() ? kNoNode : node;
    markCursor();
    focusOn(node);
}

void TreeReader::markCursor()
{
    TreeMarks::Marks marks;
    if (isWalking())
        marks.rings.push_back(cursor_);
    view_.treeItem().setMarks(TreeMarks::Layer::Reading, std::move(marks));
}

void TreeReader::focusOn(NodeId node)
{
    emit cursorMoved(node);
    // The same node at a new step has a new description: a screen reader reads it again.
    const bool moved = node != focused_;
    focused_ = node;
    // Every step comes here: without assistive technology listening, no item is made.
    if (!view_.hasFocus() || !QAccessible::isActive())
        return;
    if (QAccessibleInterface* item = accessibleNode(node)) {
        QAccessibleEvent event(item, moved ? QAccessible::Focus : QAccessible::DescriptionChanged);
        QAccessible::updateAccessibility(&event);
    }
}

void TreeReader::onRunLoaded()
{
    forgetNodes();
    cursor_ = kNoNode;
    focused_ = kNoNode;
    markCursor();
}

void TreeReader::onStepChanged()
{
    // A cursor walked away stays where it is, unless the new step folds its node away.
    if (isWalking() && !isShown(cursor_))
        cursor_ = kNoNode;
    markCursor();
    if (!isWalking())
        focusOn(currentNode());
}

void TreeReader::forgetNodes()
{
    for (const auto& [node, id] : nodes_)
        QAccessible::deleteAccessibleInterface(id);
    nodes_.clear();
}

} // namespace gtl::ui
