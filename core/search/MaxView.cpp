// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/MaxView.h"

namespace gtl {

ProbeOutcome MaxView::mirrored(ProbeOutcome outcome)
{
    switch (outcome) {
    case ProbeOutcome::RaisesAlpha: return ProbeOutcome::LowersBeta;
    case ProbeOutcome::LowersBeta: return ProbeOutcome::RaisesAlpha;
    default: return outcome;
    }
}

TableFlag MaxView::mirrored(TableFlag flag)
{
    switch (flag) {
    case TableFlag::Lower: return TableFlag::Upper;
    case TableFlag::Upper: return TableFlag::Lower;
    default: return flag;
    }
}

ResearchReason MaxView::mirrored(ResearchReason reason)
{
    switch (reason) {
    case ResearchReason::AspirationFailedLow: return ResearchReason::AspirationFailedHigh;
    case ResearchReason::AspirationFailedHigh: return ResearchReason::AspirationFailedLow;
    default: return reason;
    }
}

} // namespace gtl
