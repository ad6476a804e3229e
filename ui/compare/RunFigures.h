// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace gtl {
class Replay;
}

namespace gtl::ui {

/// A figure a comparison shows of a run: a column of its table and, for the counts, a bar
/// of its chart. Each figure belongs to the searches that have it: a proving search's visits,
/// cut-offs and value; Monte Carlo tree search's playouts, nodes grown and the visits and
/// mean reward of the move it chose. A run of another search has no such figure, and its cell
/// says so rather than show a number under a heading that is not its own.
struct RunFigure {
    enum class Of { Proving, Sampling, Every };
    /// The column's heading, marked for translation in the context "RunFigures".
    const char* heading;
    Of of;
    /// Whether the chart draws it as a bar.
    bool charted;
    /// The figure at the replay's step, in the window's way of writing numbers ("…" for a
    /// final figure before the end).
    QString (*text)(const Replay& replay);
    /// The figure as a bar's length.
    double (*amount)(const Replay& replay);

    QString translatedHeading() const;
    /// Whether the run on @p replay has this figure.
    bool isOf(const Replay& replay) const;
    /// text(), or "—" for a run that does not have the figure.
    QString cell(const Replay& replay) const;
};

/// The figures of the runs on @p replays, each once, in the table's order: the columns of a
/// comparison that says of each search what that search counts.
QList<const RunFigure*> figuresOf(const QList<const Replay*>& replays);

/// The figure the Knuth–Moore bound is drawn against (the leaves an alpha-beta run evaluated).
const RunFigure& leavesEvaluatedFigure();

} // namespace gtl::ui
