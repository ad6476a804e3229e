// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <QAccessible>
#include <QObject>
#include <QPointer>

#include <array>
#include <unordered_map>
#include <vector>

namespace gtl::ui {

class TreeView;

/// Lets a screen reader walk the tree canvas. The canvas is one painted item; this gives
/// assistive technology one accessible tree item per node the canvas shows, nested as the
/// nodes are, and a reading cursor: keys move it to a node's parent, first child or
/// siblings without changing the step, and it follows the current node again when asked
/// or when the run changes. The node it is on is the focused item, so a screen reader
/// says each node the cursor or the search reaches; a sighted helper sees it ringed.
class TreeReader : public QObject {
    Q_OBJECT

public:
    explicit TreeReader(TreeView& view);
    ~TreeReader() override;

    /// The reader attached to @p view, or nullptr.
    static TreeReader* of(const TreeView& view);

    TreeView& view() const { return view_; }
    /// The node the search is at: the one the current step is about, else the root.
    NodeId currentNode() const;
    /// The node the cursor is on: the current node unless the cursor was walked away.
    NodeId readingNode() const;
    bool isWalking() const { return cursor_ != kNoNode; }

    /// The node the canvas shows topmost (the root, or the subtree in focus).
    NodeId topNode() const;
    /// @p node's children as the canvas shows them: none for a collapsed node, and one for a
    /// run of moves drawn as one glyph.
    std::vector<NodeId> shownChildren(NodeId node) const;
    /// The shown node above @p node, or kNoNode for the top node.
    NodeId shownParent(NodeId node) const;
    bool isShown(NodeId node) const;

    /// The accessible tree item of @p node, made once and kept until the run changes.
    QAccessibleInterface* accessibleNode(NodeId node);

    void toParent();
    void toFirstChild();
    void toNextSibling();
    void toPreviousSibling();
    /// Back to the node the search is at; the cursor follows it again.
    void toCurrent();
    /// A key of the reading cursor and the move it makes.
    struct Key {
        QKeyCombination keys;
        void (TreeReader::*move)();
    };
    /// The reading cursor's keys, Alt and the arrows: to the parent, the first child, the next
    /// and the previous sibling; Alt+Home back to the search.
    static const std::array<Key, 5>& keys();
    /// Gives the canvas those keys itself, for a canvas whose window has no Read the Tree menu
    /// to hold them: a comparison's panes.
    void addKeys();

signals:
    /// The cursor moved to @p node (by a key, or following the search).
    void cursorMoved(gtl::NodeId node);

private:
    void onRunLoaded();
    void onStepChanged();
    void walkTo(NodeId node);
    void toSibling(int offset);
    void markCursor();
    /// Tells assistive technology that the item of @p node has the focus.
    void focusOn(NodeId node);
    void forgetNodes();

    TreeView& view_;
    NodeId cursor_ = kNoNode; ///< kNoNode while following the search
    NodeId focused_ = kNoNode; ///< the node assistive technology was last told has the focus
    std::unordered_map<NodeId, QAccessible::Id> nodes_;
};

} // namespace gtl::ui
