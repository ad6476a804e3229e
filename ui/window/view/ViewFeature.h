// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

namespace gtl::ui {

struct WindowParts;

/// View → how the tree is looked at: fit, zoom, following the current node, the Knuth–Moore
/// node types, and collapsing, focusing and showing the whole tree (of the node under the pointer,
/// else the one the reading cursor reads, else the current node).
class ViewFeature : public QObject {
    Q_OBJECT

public:
    explicit ViewFeature(const WindowParts& parts);
};

} // namespace gtl::ui
