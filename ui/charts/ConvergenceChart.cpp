// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/ConvergenceChart.h"

#include "ui/charts/ChartLook.h"
#include "ui/charts/TickStep.h"

#include <QEvent>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>

namespace gtl::ui {

ConvergenceChart::ConvergenceChart(const QString& title, double top, const QString& labelFormat, QWidget* parent)
    // Given the chart from the start: setChart() would release the view's default chart
    // without deleting it.
    : QChartView(new QChart, parent)
    , iterations_(new QValueAxis(this))
    , values_(new QValueAxis(this))
    , marker_(new QLineSeries(this))
{
    // The panel names the moves' colours once, beside both charts.
    setUpLinePlot(*this, *iterations_, *values_);
    QChart* chart = this->chart();
    // The title stands above the plot, where it has the chart's width: a projected panel under
    // the tree is too low for a title along the side.
    chart->setTitle(title);
    nameForReaders(*this, title);
    iterations_->setLabelFormat(QStringLiteral("%.0f"));
    // A little room past 0 and the top, so that a line or a dashed level there is not hidden
    // by the plot's border.
    values_->setRange(-top * 0.04, top * 1.04);
    values_->setLabelFormat(labelFormat);
    values_->setTickInterval(top / 2);
    chart->addSeries(marker_);
    marker_->attachAxis(iterations_);
    marker_->attachAxis(values_);
    followFont();
}

void ConvergenceChart::setLines(const QList<Line>& lines, double lastIteration)
{
    for (std::vector<QLineSeries*>* drawn : {&lines_, &levels_}) {
        for (QLineSeries* series : *drawn) {
            chart()->removeSeries(series);
            delete series;
        }
        drawn->clear();
    }
    for (const Line& line : lines) {
        auto* series = new QLineSeries(this);
        series->setName(line.name);
        series->setPen(QPen(line.colour, 2.5));
        auto* level = new QLineSeries(this);
        level->setPen(QPen(line.colour, 1.5, Qt::DashLine));
        level->setVisible(false);
        for (QLineSeries* s : {series, level}) {
            chart()->addSeries(s);
            s->attachAxis(iterations_);
            s->attachAxis(values_);
        }
        lines_.push_back(series);
        levels_.push_back(level);
    }
    wholeLines_ = lines;
    iterations_->setRange(0, std::max(1.0, lastIteration));
    // About three labels: they never run into each other in a narrow panel.
    iterations_->setTickInterval(tickStep(std::max(1.0, lastIteration), 3));
    followFont();
}

void ConvergenceChart::setLevels(const std::vector<std::optional<double>>& levels)
{
    const double end = iterations_->max();
    for (std::size_t i = 0; i < levels_.size(); ++i) {
        const bool known = i < levels.size() && levels[i].has_value();
        levels_[i]->setVisible(known);
        if (known)
            levels_[i]->replace(QList<QPointF>{{0, *levels[i]}, {end, *levels[i]}});
    }
}

void ConvergenceChart::setMarker(double iteration)
{
    marker_->replace(QList<QPointF>{{iteration, values_->min()}, {iteration, values_->max()}});
    for (std::size_t i = 0; i < lines_.size(); ++i) {
        const QList<QPointF>& whole = wholeLines_[qsizetype(i)].points;
        const auto done = std::upper_bound(
            whole.begin(), whole.end(), iteration, [](double x, const QPointF& point) { return x < point.x(); });
        lines_[i]->replace(QList<QPointF>(whole.begin(), done));
    }
}

QList<QPointF> ConvergenceChart::drawnPoints(int index) const
{
    return lines_[std::size_t(index)]->points();
}

void ConvergenceChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        followFont();
}

void ConvergenceChart::followFont()
{
    followWidgetLook(*this);
    marker_->setPen(QPen(palette().text().color(), 1.5));
}

} // namespace gtl::ui
