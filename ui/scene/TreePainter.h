// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/scene/DrawnNode.h"
#include "ui/scene/LevelOfDetail.h"
#include "ui/scene/TreeItem.h"

#include <vector>

namespace gtl::ui {

class SceneRecord;

/// One paint of a tree, in device pixels: the order in which its parts go down, so that what
/// the step is about finds free space first and the rest fits around it.
class TreePainter {
public:
    TreePainter(const TreeItem& item, QPainter& painter, const TreeItem::DeviceMap& map, SceneRecord* record);

    /// Paints @p nodes on @p device; @p onScreen adds the hovered node's handle (which belongs
    /// to the screen, not to images or records) and returns where it went.
    QRectF paint(std::vector<DrawnNode> nodes, const QRectF& device, bool onScreen);

private:
    const TreeItem& item_;
    QPainter& painter_;
    const TreeItem::DeviceMap& map_;
    SceneRecord* record_;
    LevelOfDetail detail_;
};

} // namespace gtl::ui
