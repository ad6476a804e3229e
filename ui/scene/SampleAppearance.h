// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Replay.h"
#include "ui/scene/NodeAppearance.h"

#include <QString>

namespace gtl::ui {

/// What a node of Monte Carlo tree search shows: its mover's rewards over its visits ("7/12",
/// the root just its visits), and at the current step the UCB1 sum that selected it, the
/// playout from it or the back-up that counts it.
class SampleAppearance {
public:
    /// Fills @p look's value and tag for @p node at @p replay's step.
    static void show(NodeAppearance& look, const Replay& replay, NodeId node);
    /// "7/12", "7.5/12": the sum of @p node's rewards over its visits; the root's visits alone.
    static QString visitsText(const Replay& replay, NodeId node);
    /// The Playout event whose path hangs off a node at @p replay's step: from the playout
    /// until its iteration's last back-up; nullptr elsewhere.
    static const Event* playoutOnShow(const Replay& replay);
};

} // namespace gtl::ui
