// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

#include <cstddef>

class QChartView;
class QString;
class QValueAxis;

namespace gtl::ui {

/// Draws @p view's chart in the view's type and colours: its background, title, legend and
/// every axis' labels. Projector mode and a changed palette reach a chart as they reach any
/// other widget; a chart calls this again on a font or palette change.
void followWidgetLook(QChartView& view);

/// Sets @p view up as a plot of lines over @p across (below) and @p up (on the left): numbers
/// written as the window writes them ("50,000" or "50.000"), ticks counted from 0, the chart
/// flat and close to its edges, no legend (the lines are named beside the chart or not at all).
void setUpLinePlot(QChartView& view, QValueAxis& across, QValueAxis& up);

/// The colour of the @p move-th move in a chart of each move's line: colours a class tells
/// apart on a projector, the first for the first move.
QColor moveColour(std::size_t move);

/// Names @p view for a screen reader, the view and the viewport that takes its keys alike.
void nameForReaders(QChartView& view, const QString& name);

} // namespace gtl::ui
