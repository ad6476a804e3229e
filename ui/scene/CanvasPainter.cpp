// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/CanvasPainter.h"

#include "ui/scene/SceneRecord.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gtl::ui {

qreal gapBetween(const QRectF& a, const QRectF& b)
{
    const qreal dx = std::max({0.0, a.left() - b.right(), b.left() - a.right()});
    const qreal dy = std::max({0.0, a.top() - b.bottom(), b.top() - a.bottom()});
    return std::hypot(dx, dy);
}

CanvasPainter::CanvasPainter(
    QPainter& painter, const QRectF& area, SceneRecord* record, int minFontPx, const QColor& background)
    : painter_(painter)
    , record_(record)
    , minFontPx_(minFontPx)
    , background_(background)
    , canvas_(area)
{
}

QFont CanvasPainter::sized(QFont font, qreal pixelSize) const
{
    font.setPixelSize(std::max(minFontPx_, static_cast<int>(std::lround(pixelSize))));
    return font;
}

QRectF CanvasPainter::textRect(const QPointF& center, const QString& text, const QFont& font)
{
    const QFontMetricsF metrics(font);
    qreal width = 0;
    const QStringList lines = text.split('\n');
    for (const QString& line : lines)
        width = std::max(width, metrics.horizontalAdvance(line));
    const QSizeF size(width, metrics.lineSpacing() * lines.size());
    return {center - QPointF(size.width() / 2, size.height() / 2), size};
}

bool CanvasPainter::isFree(const QRectF& rect) const
{
    if (!canvas_.contains(rect))
        return false;
    return std::none_of(taken_.begin(), taken_.end(), [&](const QRectF& other) { return other.intersects(rect); });
}

bool CanvasPainter::isFreeOfText(const QRectF& rect) const
{
    if (!canvas_.contains(rect))
        return false;
    return std::none_of(texts_.begin(), texts_.end(), [&](const QRectF& other) { return other.intersects(rect); });
}

void CanvasPainter::shape(NodeId node, const QRectF& rect)
{
    taken_.push_back(rect);
    shapes_.emplace_back(node, rect);
    if (record_)
        record_->add({QStringLiteral("node"), node, {}, rect, 0, {}, painter_.pen().color(), background_});
}

void CanvasPainter::plate(NodeId node, const QRectF& rect)
{
    taken_.push_back(rect);
    if (record_)
        record_->add({QStringLiteral("plate"), node, {}, rect, 0, {}, painter_.pen().color(), background_});
}

void CanvasPainter::board(NodeId node, const QRectF& rect, const QString& position)
{
    taken_.push_back(rect);
    if (record_)
        record_->add({QStringLiteral("board"), node, {}, rect, 0, position});
}

void CanvasPainter::leader(NodeId node, const QLineF& line)
{
    painter_.drawLine(line);
    if (record_)
        record_->add({QStringLiteral("leader"), node, {}, QRectF(line.p1(), line.p2()).normalized(), 0, {},
            painter_.pen().color(), background_});
}

bool CanvasPainter::isNearest(NodeId node, const QRectF& rect) const
{
    qreal own = -1;
    qreal others = std::numeric_limits<qreal>::max();
    for (const auto& [id, shape] : shapes_) {
        const qreal gap = gapBetween(shape, rect);
        if (id == node)
            own = own < 0 ? gap : std::min(own, gap);
        else
            others = std::min(others, gap);
    }
    // Clearly nearer: by a few pixels and by a quarter, or the eye cannot tell.
    return own >= 0 && own + 4 < others && own * 1.25 < others;
}

void CanvasPainter::text(const QString& kind, NodeId node, const QRectF& rect, const QString& text, const QFont& font,
    const QColor& backdrop)
{
    painter_.setFont(font);
    QRectF painted;
    painter_.drawText(rect, Qt::AlignCenter, text, &painted);
    taken_.push_back(painted);
    texts_.push_back(rect.united(painted));
    if (record_)
        record_->add({kind, node, text, painted, font.pixelSize(), {}, painter_.pen().color(), backdrop});
}

} // namespace gtl::ui
