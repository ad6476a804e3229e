// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/Event.h"

namespace gtl {

std::string_view eventKindName(EventKind kind)
{
    switch (kind) {
    case EventKind::Enter: return "enter";
    case EventKind::Leaf: return "leaf";
    case EventKind::ValueChanged: return "value";
    case EventKind::AlphaChanged: return "alpha";
    case EventKind::BetaChanged: return "beta";
    case EventKind::Cutoff: return "cutoff";
    case EventKind::Return: return "return";
    case EventKind::Iteration: return "iteration";
    case EventKind::Evaluate: return "evaluate";
    case EventKind::Probe: return "probe";
    case EventKind::Store: return "store";
    case EventKind::Order: return "order";
    case EventKind::Research: return "research";
    case EventKind::LowerChanged: return "lower";
    case EventKind::UpperChanged: return "upper";
    case EventKind::Interrupted: return "interrupted";
    case EventKind::Sample: return "sample";
    case EventKind::Select: return "select";
    case EventKind::Expand: return "expand";
    case EventKind::Playout: return "playout";
    case EventKind::Backup: return "backup";
    case EventKind::StandPat: return "stand_pat";
    case EventKind::Dropped: return "dropped";
    case EventKind::Reduced: return "reduced";
    case EventKind::NullMove: return "null_move";
    }
    return "?";
}

} // namespace gtl
