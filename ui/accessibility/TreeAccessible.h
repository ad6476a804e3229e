// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

class QAccessibleInterface;

namespace gtl::ui {

class TreeReader;

/// The tree canvas's accessible interface is a tree whose items are the nodes its TreeReader
/// shows; Qt asks for it through a factory installed as the application starts.
///
/// A new accessible tree item for @p node, for @p reader to register and keep.
QAccessibleInterface* newAccessibleNode(TreeReader& reader, NodeId node);

} // namespace gtl::ui
