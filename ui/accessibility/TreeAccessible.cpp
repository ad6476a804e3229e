// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/accessibility/TreeAccessible.h"

#include "ui/accessibility/NodeReading.h"
#include "ui/accessibility/TreeReader.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"

#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QPointer>
#include <QWindow>

#include <algorithm>

namespace gtl::ui {

namespace {

/// One node of the canvas as a tree item. It holds no state of its own: everything it says is
/// read from the reader at the moment it is asked, so it is never stale.
class NodeAccessible : public QAccessibleInterface {
public:
    NodeAccessible(TreeReader& reader, NodeId node)
        : reader_(&reader)
        , node_(node)
    {
    }

    bool isValid() const override { return reader_ && node_ < reader_->view().model().tree().size(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return reader_->view().window()->windowHandle(); }
    QAccessibleInterface* focusChild() const override { return nullptr; }
    QAccessibleInterface* childAt(int x, int y) const override
    {
        for (int i = 0; i < childCount(); ++i) {
            if (QAccessibleInterface* c = child(i); c->rect().contains(x, y))
                return c;
        }
        return nullptr;
    }

    QAccessibleInterface* parent() const override
    {
        const NodeId above = reader_->shownParent(node_);
        return above == kNoNode ? QAccessible::queryAccessibleInterface(&reader_->view())
                                : reader_->accessibleNode(above);
    }
    int childCount() const override { return int(reader_->shownChildren(node_).size()); }
    QAccessibleInterface* child(int index) const override
    {
        const std::vector<NodeId> children = reader_->shownChildren(node_);
        return index >= 0 && index < int(children.size()) ? reader_->accessibleNode(children[std::size_t(index)])
                                                          : nullptr;
    }
    int indexOfChild(const QAccessibleInterface* child) const override
    {
        const std::vector<NodeId> children = reader_->shownChildren(node_);
        for (std::size_t i = 0; i < children.size(); ++i) {
            if (reader_->accessibleNode(children[i]) == child)
                return int(i);
        }
        return -1;
    }

    QString text(QAccessible::Text t) const override
    {
        if (!isValid() || !reader_->isShown(node_))
            return {};
        const TreeItem& item = reader_->view().treeItem();
        switch (t) {
        case QAccessible::Name: return NodeReading::name(item, node_);
        case QAccessible::Description: return NodeReading::description(item, node_);
        default: return {};
        }
    }
    void setText(QAccessible::Text, const QString&) override { }

    QRect rect() const override
    {
        const TreeView& view = reader_->view();
        const TreeItem& item = view.treeItem();
        if (!reader_->isShown(node_))
            return {};
        const QPoint center = view.mapFromScene(item.mapToScene(item.nodeCenter(node_)));
        const int r = int(TreeItem::kNodeRadius);
        return {view.viewport()->mapToGlobal(center - QPoint(r, r)), QSize(2 * r, 2 * r)};
    }
    QAccessible::Role role() const override { return QAccessible::TreeItem; }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        s.focusable = true;
        s.selectable = true;
        if (!isValid() || !reader_->isShown(node_)) {
            s.invisible = true;
            return s;
        }
        const TreeView& view = reader_->view();
        s.focused = view.hasFocus() && reader_->readingNode() == node_;
        s.selected = reader_->currentNode() == node_;
        if (!view.model().tree().isLeaf(node_)) {
            s.expandable = true;
            s.expanded = !reader_->shownChildren(node_).empty();
            s.collapsed = !s.expanded;
        }
        return s;
    }

private:
    QPointer<TreeReader> reader_;
    NodeId node_;
};

/// The canvas: its widgets (the breadcrumb, the scroll bars) and then the top node.
class TreeCanvasAccessible : public QAccessibleWidget {
public:
    explicit TreeCanvasAccessible(TreeView* view)
        : QAccessibleWidget(view, QAccessible::Tree)
    {
    }

    int childCount() const override { return widgets() + (top() ? 1 : 0); }
    QAccessibleInterface* child(int index) const override
    {
        return index < widgets() ? QAccessibleWidget::child(index) : index == widgets() ? top() : nullptr;
    }
    int indexOfChild(const QAccessibleInterface* child) const override
    {
        if (child && child == top())
            return widgets();
        return QAccessibleWidget::indexOfChild(child);
    }
    QAccessibleInterface* focusChild() const override
    {
        if (!reader() || !widget()->hasFocus())
            return QAccessibleWidget::focusChild();
        return reader()->accessibleNode(reader()->readingNode());
    }

private:
    int widgets() const { return QAccessibleWidget::childCount(); }
    /// The top node's item, or nullptr before a run is on the canvas.
    QAccessibleInterface* top() const { return reader() ? reader()->accessibleNode(reader()->topNode()) : nullptr; }
    TreeReader* reader() const { return TreeReader::of(*static_cast<const TreeView*>(widget())); }
};

QAccessibleInterface* treeCanvasFactory(const QString& className, QObject* object)
{
    if (className == QLatin1String("gtl::ui::TreeView") && object && object->isWidgetType())
        return new TreeCanvasAccessible(static_cast<TreeView*>(object));
    return nullptr;
}

/// Installed as the application starts: Qt keeps the first interface it makes for a widget,
/// and the canvas is made (and asked about) before any of its readers.
void installTreeAccessibility()
{
    QAccessible::installFactory(treeCanvasFactory);
}
Q_COREAPP_STARTUP_FUNCTION(installTreeAccessibility)

} // namespace

QAccessibleInterface* newAccessibleNode(TreeReader& reader, NodeId node)
{
    return new NodeAccessible(reader, node);
}

} // namespace gtl::ui
