// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <QCoreApplication>
#include <QString>

namespace gtl::ui {

class TreeItem;

/// What a screen reader says of a node of the tree canvas at the current step: its name (the
/// move path and who moves there, "B/1, MIN to move") and a description of its state in
/// words (searched or pruned, its value or best so far, α and β, a cut-off and how many moves
/// it pruned, a table hit, Monte Carlo's visits and mean reward, a throw's outcomes), read from
/// the same appearance the canvas paints, so that what is heard is what is drawn.
class NodeReading {
    Q_DECLARE_TR_FUNCTIONS(NodeReading)

public:
    static QString name(const TreeItem& item, NodeId node);
    static QString description(const TreeItem& item, NodeId node);
};

} // namespace gtl::ui
