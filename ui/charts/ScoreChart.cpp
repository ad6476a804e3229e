// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/ScoreChart.h"

#include "ui/charts/ChartLook.h"
#include "ui/charts/TickStep.h"

#include <QEvent>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>

namespace gtl::ui {

ScoreChart::ScoreChart(QWidget* parent)
    // Given the chart from the start: setChart() would release the view's default chart
    // without deleting it.
    : QChartView(new QChart, parent)
    , games_(new QValueAxis(this))
    , percent_(new QValueAxis(this))
    , score_(new QLineSeries(this))
    , low_(new QLineSeries(this))
    , high_(new QLineSeries(this))
    , band_(new QAreaSeries(high_, low_))
    , even_(new QLineSeries(this))
{
    setObjectName("scoreChart");
    setUpLinePlot(*this, *games_, *percent_);
    QChart* chart = this->chart();
    chart->setTitle(tr("Engine 1's score with its 95% interval, over the games"));
    nameForReaders(*this, chart->title());
    games_->setLabelFormat(QStringLiteral("%.0f"));
    // A little room past 0% and 100%, so that a line there is not hidden by the plot's border.
    percent_->setRange(-2, 102);
    percent_->setLabelFormat(QStringLiteral("%.0f%"));
    percent_->setTickInterval(25);
    // The band under the line, the even score under both.
    for (QAbstractSeries* series : std::initializer_list<QAbstractSeries*>{even_, band_, score_}) {
        chart->addSeries(series);
        series->attachAxis(games_);
        series->attachAxis(percent_);
    }
    followFont();
    show(2, {});
}

void ScoreChart::show(int games, const std::vector<Point>& points)
{
    const double end = std::max(1, games);
    games_->setRange(0, end);
    // About four labels: they never run into each other in a narrow column.
    games_->setTickInterval(tickStep(end, 4));
    even_->replace(QList<QPointF>{{0, 50}, {end, 50}});
    QList<QPointF> scores{{0, 50}};
    QList<QPointF> lows{{0, 0}};
    QList<QPointF> highs{{0, 100}};
    for (const Point& point : points) {
        scores.append({double(point.games), 100 * point.score.score});
        lows.append({double(point.games), 100 * point.score.low});
        highs.append({double(point.games), 100 * point.score.high});
    }
    // Each series once, whole: a long match is not redrawn a point at a time.
    score_->replace(scores);
    low_->replace(lows);
    high_->replace(highs);
}

QList<QPointF> ScoreChart::scorePoints() const
{
    return score_->points();
}

QList<QPointF> ScoreChart::lowPoints() const
{
    return low_->points();
}

QList<QPointF> ScoreChart::highPoints() const
{
    return high_->points();
}

void ScoreChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange)
        followFont();
}

void ScoreChart::followFont()
{
    followWidgetLook(*this);
    const QPalette colours = palette();
    score_->setPen(QPen(colours.highlight().color(), 2.5));
    QColor band = colours.highlight().color();
    band.setAlphaF(0.25);
    band_->setBrush(band);
    band_->setPen(Qt::NoPen);
    even_->setPen(QPen(colours.text().color(), 1.2, Qt::DashLine));
}

} // namespace gtl::ui
