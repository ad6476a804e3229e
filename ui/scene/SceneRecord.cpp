// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/SceneRecord.h"

#include "ui/language/ValueText.h"

#include <QJsonArray>

#include <cmath>
#include <utility>

namespace gtl::ui {
namespace {

/// The node's path; "" for the root, and for what belongs to no node (the horizon's label).
QString pathOf(const GameTree& tree, NodeId node)
{
    return node == GameTree::root() || node == kNoNode ? QString() : qtText(tree.path(node));
}

} // namespace

QJsonObject SceneRecord::toJson(const GameTree& tree, QSize canvas, NodeId current) const
{
    QJsonArray items;
    auto pixels = [](qreal v) { return std::round(v * 10) / 10; };
    for (const Item& item : items_) {
        QJsonObject json{{"kind", item.kind}, {"node", pathOf(tree, item.node)}, {"text", item.text},
            {"x", pixels(item.rect.x())}, {"y", pixels(item.rect.y())}, {"w", pixels(item.rect.width())},
            {"h", pixels(item.rect.height())}, {"font_px", item.fontPx}};
        if (!item.position.isNull())
            json["position"] = item.position;
        for (const auto& [key, colour] : {std::pair{"ink", item.ink}, std::pair{"on", item.on}}) {
            if (colour.isValid())
                json[key] = colour.name(colour.alpha() == 255 ? QColor::HexRgb : QColor::HexArgb);
        }
        items.append(json);
    }
    QJsonObject scene{{"width", canvas.width()}, {"height", canvas.height()}};
    if (current != kNoNode)
        scene["current"] = pathOf(tree, current);
    scene["items"] = items;
    return scene;
}

} // namespace gtl::ui
