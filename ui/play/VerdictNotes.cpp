// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/VerdictNotes.h"

#include <QCoreApplication>

namespace gtl::ui {

QString verdictNote(const MoveVerdict& verdict)
{
    switch (verdict.outcome) {
    case MoveVerdict::Outcome::Win:
        return QCoreApplication::translate("MoveVerdict", "win\nin %1").arg(verdict.ownMoves);
    case MoveVerdict::Outcome::Loss:
        return QCoreApplication::translate("MoveVerdict", "loss\nin %1").arg(verdict.ownMoves);
    case MoveVerdict::Outcome::Draw: break;
    }
    return QCoreApplication::translate("MoveVerdict", "draw");
}

QString verdictShortNote(const MoveVerdict& verdict)
{
    switch (verdict.outcome) {
    case MoveVerdict::Outcome::Win: return QCoreApplication::translate("MoveVerdict", "W\n%1").arg(verdict.ownMoves);
    case MoveVerdict::Outcome::Loss: return QCoreApplication::translate("MoveVerdict", "L\n%1").arg(verdict.ownMoves);
    case MoveVerdict::Outcome::Draw: break;
    }
    return QCoreApplication::translate("MoveVerdict", "D");
}

} // namespace gtl::ui
