// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/scene/AnimationOverlay.h"

#include "core/search/EventFields.h"
#include "core/search/Replay.h"
#include "ui/language/ValueText.h"
#include "ui/scene/TreeItem.h"

#include <QPainter>

namespace gtl::ui {

AnimationOverlay::AnimationOverlay(TreeItem& tree)
    : tree_(tree)
{
    setZValue(10);
    setAcceptedMouseButtons(Qt::NoButton);
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    animation_.setEasingCurve(QEasingCurve::InOutQuad);
    // The same clock moves the nodes to their new places, so layout and value arrive together.
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this](const QVariant& value) {
        progress_ = value.toReal();
        tree_.setGlide(progress_);
        update();
    });
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        effect_ = Effect::None;
        tree_.setValueInFlight(kNoNode);
        tree_.setGlide(1);
        update();
    });
}

QRectF AnimationOverlay::boundingRect() const
{
    return tree_.boundingRect();
}

void AnimationOverlay::animate(const Replay& replay, std::size_t step, std::size_t previous, int durationMs)
{
    finish();
    if (step + 1 != previous && previous + 1 != step)
        return;
    forward_ = step > previous;
    const std::size_t index = std::max(step, previous) - 1;
    // The child whose value arrives is the node of the step before.
    const NodeId child = index > 0 ? replay.trace().events[index - 1].node : kNoNode;
    show(replay, replay.trace().events[index], child);
    start(durationMs);
}

void AnimationOverlay::show(const Replay& replay, const Event& e, NodeId child)
{
    const GameTree& tree = replay.tree();
    const QPointF here = tree_.targetCenter(e.node);
    const auto fromParent = [&] { travel(tree_.targetCenter(tree.parent(e.node)), here, {}, kNoNode); };
    switch (e.kind) {
    case EventKind::Enter:
        if (e.node == GameTree::root())
            pulse(here);
        else
            fromParent();
        break;
    case EventKind::Leaf:
    case EventKind::Evaluate:
    case EventKind::StandPat:
    case EventKind::Dropped:
    case EventKind::Reduced:
    case EventKind::NullMove:
    case EventKind::AlphaChanged:
    case EventKind::BetaChanged:
    case EventKind::Probe:
    case EventKind::Store:
    case EventKind::Research:
    case EventKind::Iteration:
    case EventKind::LowerChanged:
    case EventKind::UpperChanged:
    case EventKind::Interrupted:
    case EventKind::Sample:
    case EventKind::Playout: pulse(here); break;
    case EventKind::ValueChanged:
        if (child != kNoNode && child != e.node)
            travel(tree_.targetCenter(child), here, valueText(replay.trace(), EventFields::change(e).to), e.node);
        break;
    case EventKind::Return:
        if (e.node == GameTree::root()) {
            pulse(here);
        } else {
            // Negamax hands the parent the negated value: it turns over on the way up.
            const bool negamax = isNegamax(replay.trace().options.algorithm);
            const Value value = EventFields::answer(e).value;
            travel(here, tree_.targetCenter(tree.parent(e.node)), valueText(replay.trace(), value), kNoNode,
                negamax ? valueText(-value) : QString());
        }
        break;
    case EventKind::Order: break;
    case EventKind::Select:
    case EventKind::Expand: fromParent(); break;
    case EventKind::Backup:
        // The reward climbs from the node backed up before (the playout's, at first).
        if (child == kNoNode || child == e.node || tree.parent(child) != e.node)
            pulse(here);
        else
            travel(tree_.targetCenter(child), here, {}, kNoNode);
        break;
    case EventKind::Cutoff: washPruned(replay, e.node); break;
    }
}

void AnimationOverlay::pulse(const QPointF& at)
{
    effect_ = Effect::Pulse;
    to_ = at;
}

void AnimationOverlay::travel(
    const QPointF& a, const QPointF& b, const QString& text, NodeId landing, const QString& arrives)
{
    effect_ = Effect::Travel;
    from_ = forward_ ? a : b;
    to_ = forward_ ? b : a;
    text_ = forward_ || arrives.isEmpty() ? text : arrives;
    arrives_ = forward_ || arrives.isEmpty() ? arrives : text;
    landing_ = forward_ ? landing : kNoNode;
}

void AnimationOverlay::washPruned(const Replay& replay, NodeId node)
{
    // The children the cut-off skips: after the ones tried, in whatever order they were.
    area_ = QRectF();
    for (NodeId c : replay.tree().children(node)) {
        if (replay.status(c) == NodeStatus::Pruned)
            area_ = area_.united(QRectF(tree_.targetCenter(c), QSizeF(0.01, 0.01)));
    }
    area_.adjust(-TreeItem::kNodeRadius * 1.6, -TreeItem::kNodeRadius * 1.6, TreeItem::kNodeRadius * 1.6,
        tree_.boundingRect().bottom() - area_.bottom());
    effect_ = Effect::Wash;
}

void AnimationOverlay::start(int durationMs)
{
    tree_.setValueInFlight(landing_);
    if (durationMs < 30) {
        finish();
        return;
    }
    animation_.setDuration(durationMs);
    animation_.setDirection(QAbstractAnimation::Forward);
    animation_.start();
}

void AnimationOverlay::finish()
{
    animation_.stop();
    tree_.setGlide(1);
    effect_ = Effect::None;
    arrives_.clear();
    landing_ = kNoNode;
    tree_.setValueInFlight(kNoNode);
    update();
}

void AnimationOverlay::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    if (effect_ == Effect::None)
        return;
    const QTransform t = painter->worldTransform();
    const TreeItem::DeviceMap map{t.m11(), t.m22(), t.dx(), t.dy()};
    const SceneStyle& style = tree_.style();
    const LevelOfDetail detail(tree_.columnWidth(), tree_.levelHeight(), map.sx, map.sy);
    const qreal unit = detail.animationUnit();
    painter->save();
    painter->resetTransform();
    painter->setRenderHint(QPainter::Antialiasing);
    switch (effect_) {
    case Effect::Travel: {
        const QPointF at = map(from_ + (to_ - from_) * progress_);
        const QString& text = progress_ >= 0.5 && !arrives_.isEmpty() ? arrives_ : text_;
        if (text.isEmpty()) {
            painter->setPen(QPen(style.current, 4 * unit));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(at, TreeItem::kNodeRadius * 1.4 * unit, TreeItem::kNodeRadius * 1.4 * unit);
            break;
        }
        QFont font = style.valueFont;
        font.setPixelSize(detail.animationFontPx(font.pixelSize()));
        const QFontMetricsF metrics(font);
        const QSizeF size(metrics.horizontalAdvance(text) + 16 * unit, metrics.height() + 6 * unit);
        const QRectF chip(at - QPointF(size.width() / 2, size.height() / 2), size);
        painter->setPen(QPen(style.outline, 1.5));
        painter->setBrush(style.current);
        painter->drawRoundedRect(chip, size.height() / 2, size.height() / 2);
        painter->setPen(style.text);
        painter->setFont(font);
        painter->drawText(chip, Qt::AlignCenter, text);
        break;
    }
    case Effect::Pulse: {
        const qreal r = TreeItem::kNodeRadius * unit * (1.2 + 0.9 * progress_);
        QColor ring = style.current;
        ring.setAlphaF(1 - progress_);
        painter->setPen(QPen(ring, 5 * unit));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(map(to_), r, r);
        break;
    }
    case Effect::Wash: {
        QColor wash = style.prunedFill.darker(130);
        wash.setAlphaF(0.55 * (1 - progress_));
        const QRectF area(map(area_.topLeft()), map(area_.bottomRight()));
        painter->setPen(Qt::NoPen);
        painter->setBrush(wash);
        painter->drawRoundedRect(area, 10, 10);
        break;
    }
    case Effect::None: break;
    }
    painter->restore();
}

} // namespace gtl::ui
