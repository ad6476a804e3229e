// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"
#include "core/tree/RandomTree.h"

#include <QList>
#include <QObject>

#include <functional>

class QAction;
class QPoint;
class QWidget;

namespace gtl::ui {

class PracticeSession;
class TreeSession;

/// The questions that change the tree: the menu of a node on the canvas, a leaf's value, a
/// move's label, the seed of a shuffle, the tree's properties, and a new random tree. Each
/// checks the answer and hands the change to the session, where it can be undone.
class TreeEditDialogs : public QObject {
    Q_OBJECT

public:
    /// Opens the random tree a dialog asked for, as the window opens any tree.
    using OpenRandomTree = std::function<void(const RandomTreeSpec& spec)>;

    /// @p parent owns the dialogs; while @p practice asks which leaves to cross out, clicks
    /// on leaves are marks, not edits.
    TreeEditDialogs(
        TreeSession& session, OpenRandomTree openRandomTree, const PracticeSession& practice, QWidget& parent);

    /// The node's menu: @p viewActions (how it is shown) first, then its edits.
    void showNodeMenu(NodeId node, const QPoint& globalPosition, const QList<QAction*>& viewActions);
    /// A leaf's value, or in a tree of several players its scores (askLeafScores).
    void askLeafValue(NodeId node);
    void askMoveLabel(NodeId node);
    /// The probabilities of a chance node's outcomes (ProbabilityDialog).
    void askProbabilities(NodeId node);
    void askShuffleSeed();
    void editTreeProperties();
    void newRandomTree();

private:
    void askLeafScores(NodeId node);

    TreeSession& session_;
    OpenRandomTree openRandomTree_;
    const PracticeSession& practice_;
    QWidget& parent_;
    RandomTreeSpec lastRandom_;
};

} // namespace gtl::ui
