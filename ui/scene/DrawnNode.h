// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"
#include "ui/scene/NodeAppearance.h"

#include <QPointF>

namespace gtl::ui {

/// A node as one paint of the tree draws it, in device pixels.
struct DrawnNode {
    NodeId node;
    QPointF center;
    qreal radius; ///< grows to hold the node's value once its shape is painted
    NodeAppearance look;
};

} // namespace gtl::ui
