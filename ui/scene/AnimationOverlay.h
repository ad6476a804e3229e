// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/tree/GameTree.h"

#include <QGraphicsObject>
#include <QVariantAnimation>

namespace gtl {
class Replay;
}

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
};

} // namespace gtl::ui
