// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/match/RoundRobin.h"

#include <QTableWidget>

namespace gtl::ui {

/// An Elo difference as the window writes it, one decimal, or ±∞ for a clean sweep.
QString eloText(double elo);

/// A round robin's crosstable: a row an engine, named, with its score against each column's
/// engine, its score over all its games and the Elo difference that score means against the
/// others. A match not yet played is a dash; an engine against itself a dot.
class Crosstable : public QTableWidget {
    Q_OBJECT

public:
    explicit Crosstable(QWidget* parent = nullptr);

    void showReport(const RoundRobinSettings& settings, const RoundRobinReport& report);
    /// The text of a cell: row @p row's engine, column @p column (0 its name, then the engines,
    /// the score and the Elo).
    QString cell(int row, int column) const;
    /// A score as a percentage in the window's language: "71.2%", "71,2 %".
    static QString percent(double score);
};

} // namespace gtl::ui
