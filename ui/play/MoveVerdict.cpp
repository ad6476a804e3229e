// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/play/MoveVerdict.h"

#include <QCoreApplication>

namespace gtl::ui {

QString MoveVerdict::note() const
{
    switch (outcome) {
    case Outcome::Win: return QCoreApplication::translate("MoveVerdict", "win\nin %1").arg(ownMoves);
    case Outcome::Loss: return QCoreApplication::translate("MoveVerdict", "loss\nin %1").arg(ownMoves);
    case Outcome::Draw: break;
    }
    return QCoreApplication::translate("MoveVerdict", "draw");
}

QString MoveVerdict::shortNote() const
{
    switch (outcome) {
    case Outcome::Win: return QCoreApplication::translate("MoveVerdict", "W\n%1").arg(ownMoves);
    case Outcome::Loss: return QCoreApplication::translate("MoveVerdict", "L\n%1").arg(ownMoves);
    case Outcome::Draw: break;
    }
    return QCoreApplication::translate("MoveVerdict", "D");
}

int MoveVerdict::rank() const
{
    constexpr int kLonger = 1000; // more own moves than any game lasts
    switch (outcome) {
    case Outcome::Win: return ownMoves;
    case Outcome::Draw: return kLonger;
    case Outcome::Loss: return 3 * kLonger - ownMoves;
    }
    return kLonger;
}

} // namespace gtl::ui
