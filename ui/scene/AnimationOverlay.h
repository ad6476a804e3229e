// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <QGraphicsObject>
#include <QVariantAnimation>

namespace gtl {
class Replay;
struct Event;
} // namespace gtl

namespace gtl::ui {

class TreeItem;

/// The short transition that shows what a single step did: a value travelling up an edge, the
/// search moving down one, a bound or a leaf lighting up, a cut subtree washing grey. Stepping
/// back plays the same transition in reverse. It only decorates: the tree item below always
/// shows the replay's state, and a new step finishes a running transition at once.
class AnimationOverlay : public QGraphicsObject {
    Q_OBJECT

public:
    explicit AnimationOverlay(TreeItem& tree);

    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    /// Starts the transition from step @p previous to @p step, if they are one step apart.
    void animate(const Replay& replay, std::size_t step, std::size_t previous, int durationMs);
    /// Ends the running transition now.
    void finish();
    bool isRunning() const { return animation_.state() == QAbstractAnimation::Running; }

private:
    enum class Effect { None, Travel, Pulse, Wash };

    void start(int durationMs);
    /// Chooses the effect of the event @p e; @p child is the node of the step before it.
    void show(const Replay& replay, const Event& e, NodeId child);
    void pulse(const QPointF& at);
    /// From @p a to @p b (the other way when stepping back), carrying @p text, which turns
    /// into @p arrives halfway when given; @p landing is the node the text lands on.
    void travel(const QPointF& a, const QPointF& b, const QString& text, NodeId landing, const QString& arrives = {});
    /// Washes over the moves the cut-off at @p node skipped.
    void washPruned(const Replay& replay, NodeId node);

    TreeItem& tree_;
    QVariantAnimation animation_;
    Effect effect_ = Effect::None;
    qreal progress_ = 1;
    QPointF from_;
    QPointF to_;
    QString text_;
    QString arrives_; ///< what text_ turns into halfway, as negamax negates a returned value
    QRectF area_;
    NodeId landing_ = kNoNode;
    bool forward_ = true;
};

} // namespace gtl::ui
