// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/layout/FocusLayout.h"
#include "core/teaching/NodeTypes.h"
#include "ui/scene/NodeAppearance.h"

#include <QString>

namespace gtl::ui {

class RunModel;
class TreeMarks;

/// What the scene shows of a node at the current step, read from the run: its state, its
/// value (or the score it will give, faded), its bounds and the tags of what happened there,
/// the marks features put on it, and whether the layout folds it into a glyph. What these
/// mean for the search is decided in core; this turns it into the texts the scene draws.
class RunAppearance {
public:
    static NodeAppearance of(const RunModel& model, const FocusLayout& layout, const TreeMarks& marks, NodeId node);
    /// "PV", "CUT" or "ALL" for @p node of @p type, or where the search does otherwise what it
    /// does instead ("CUT: 3 moves"), setting @p differs; "" for a node of no type not searched.
    static QString nodeTypeLabel(const Replay& replay, NodeType type, NodeId node, bool* differs);
};

} // namespace gtl::ui
