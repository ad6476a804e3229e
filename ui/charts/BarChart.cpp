// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/BarChart.h"

#include "ui/charts/ChartLook.h"
#include "ui/charts/TickStep.h"
#include "ui/io/AtomicSave.h"
#include "ui/language/DistinctNames.h"

#include <QBuffer>
#include <QEvent>
#include <QFileInfo>
#include <QGraphicsLayout>
#include <QLocale>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgGenerator>
#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QHorizontalBarSeries>
#include <QtCharts/QLegendMarker>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>
#include <cmath>

namespace gtl::ui {
namespace {

/// @p name within @p room: whole, or without its first words and "…" in their place, a word at a
/// time (with the ", " or " · " after it), or cut letter by letter where its last word alone is
/// too long.
QString frontCut(const QString& name, const QFontMetrics& metrics, int room)
{
    static const QRegularExpression parting(QStringLiteral(", | · | "));
    QString rest = name;
    for (qsizetype at = 0; metrics.horizontalAdvance(rest) > room;) {
        const QRegularExpressionMatch next = parting.match(name, at);
        if (!next.hasMatch())
            return metrics.elidedText(name, Qt::ElideLeft, room);
        at = next.capturedEnd();
        rest = QStringLiteral("…") + name.mid(at);
    }
    return rest;
}

} // namespace

BarChart::BarChart(QWidget* parent)
    // Given the chart from the start: setChart() would release the view's default chart
    // without deleting it.
    : QChartView(new QChart, parent)
    , bars_(new QHorizontalBarSeries)
    , reference_(new QLineSeries)
    , groupsAxis_(new QBarCategoryAxis)
    , valueAxis_(new QValueAxis)
{
    QChart* chart = this->chart();
    chart->addSeries(bars_);
    chart->addSeries(reference_);
    chart->addAxis(groupsAxis_, Qt::AlignLeft);
    chart->addAxis(valueAxis_, Qt::AlignBottom);
    for (QAbstractSeries* series : {static_cast<QAbstractSeries*>(bars_), static_cast<QAbstractSeries*>(reference_)}) {
        series->attachAxis(groupsAxis_);
        series->attachAxis(valueAxis_);
    }
    bars_->setLabelsVisible(true);
    bars_->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    bars_->setLabelsFormat(QStringLiteral("@value"));
    bars_->setBarWidth(0.85);
    // The names are cut where they must be, at their front (nameGroups), never by Qt Charts at
    // their end, where the names of one comparison differ.
    groupsAxis_->setTruncateLabels(false);
    valueAxis_->setLabelFormat(QStringLiteral("%.0f"));
    // The axis and the bars write their numbers as the window does: "50,000" or "50.000".
    chart->setLocalizeNumbers(true);
    valueAxis_->setMinorTickCount(0);
    valueAxis_->setTickType(QValueAxis::TicksDynamic);
    valueAxis_->setTickAnchor(0);
    chart->legend()->setAlignment(Qt::AlignTop);
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 12, 4));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    setRenderHint(QPainter::Antialiasing);
    connect(chart, &QChart::plotAreaChanged, this, &BarChart::showNumbersWhereTheyFit);
    clearReference();
    followFont();
}

void BarChart::setData(QList<Series> series, QList<Group> groups)
{
    // Only a different number of groups or series changes the room the chart needs: stepping
    // through a run must not relayout the window, and changes the bars' values in place.
    const bool reshaped = series.size() != series_.size() || groups.size() != groups_.size();
    const bool renamed = reshaped
        || !std::equal(groups.begin(), groups.end(), groups_.begin(),
            [](const Group& a, const Group& b) { return a.name == b.name; })
        || !std::equal(series.begin(), series.end(), series_.begin(),
            [](const Series& a, const Series& b) { return a.name == b.name; });
    series_ = std::move(series);
    groups_ = std::move(groups);
    if (renamed) {
        bars_->clear();
        nameGroups();
        for (const Series& s : std::as_const(series_)) {
            auto* set = new QBarSet(s.name);
            set->setBrush(QBrush(s.colour, s.pattern));
            set->setPen(QPen(Qt::black, 1));
            for (qsizetype g = 0; g < groups_.size(); ++g)
                set->append(0);
            bars_->append(set);
        }
        followFont();
    }
    const QList<QBarSet*> sets = bars_->barSets();
    for (qsizetype s = 0; s < sets.size(); ++s) {
        for (qsizetype g = 0; g < groups_.size(); ++g) {
            const QList<double>& values = groups_[groups_.size() - 1 - g].values;
            sets[s]->replace(g, s < values.size() ? values[s] : 0);
        }
    }
    if (reference_->isVisible())
        placeReference(); // across the groups there are now
    fitAxis();
    if (reshaped)
        updateGeometry();
    showNumbersWhereTheyFit();
}

void BarChart::showNumbersWhereTheyFit()
{
    // Numbers on bars thinner than their type would run into each other.
    const qsizetype bars = std::max<qsizetype>(1, groups_.size() * series_.size());
    const double barHeight = chart()->plotArea().height() * bars_->barWidth() / double(bars);
    bars_->setLabelsVisible(barHeight >= QFontMetrics(font()).height() * 0.7);
}

void BarChart::setReference(int, double value, const QString& name)
{
    referenceValue_ = value;
    referenceName_ = name;
    reference_->setVisible(true);
    placeReference();
    fitAxis();
}

void BarChart::placeReference()
{
    // The category axis puts group i at i, from -0.5 below the first to n - 0.5 above the last.
    const double top = double(std::max<qsizetype>(1, groups_.size())) - 0.5;
    reference_->replace(QList<QPointF>{{referenceValue_, -0.5}, {referenceValue_, top}});
    reference_->setName(QStringLiteral("%1 (%2)").arg(referenceName_, QLocale().toString(referenceValue_, 'f', 0)));
    reference_->setPen(QPen(palette().text().color(), 2, Qt::DashLine));
    for (QLegendMarker* marker : chart()->legend()->markers(reference_))
        marker->setVisible(true);
}

void BarChart::clearReference()
{
    reference_->setVisible(false);
    for (QLegendMarker* marker : chart()->legend()->markers(reference_))
        marker->setVisible(false);
    fitAxis();
}

double BarChart::axisMaximum() const
{
    return valueAxis_->max();
}

void BarChart::fitAxis()
{
    double maximum = reference_->isVisible() ? referenceValue_ : 0;
    for (const Group& group : std::as_const(groups_)) {
        for (double value : group.values)
            maximum = std::max(maximum, value);
    }
    // Room past the longest bar for its number.
    const double top = std::max(1.0, maximum * 1.12);
    const double interval = tickStep(maximum, 4);
    // The axis lays out a label for every tick as soon as either changes: a small interval
    // over a long range, between the two calls, would be a million labels and hold up the
    // window for seconds. A longer interval goes in before the range, a shorter one after.
    if (interval >= valueAxis_->tickInterval()) {
        valueAxis_->setTickInterval(interval);
        valueAxis_->setRange(0, top);
    } else {
        valueAxis_->setRange(0, top);
        valueAxis_->setTickInterval(interval);
    }
}

void BarChart::followFont()
{
    followWidgetLook(*this);
    const QFont type = font();
    const QColor text = palette().text().color();
    // The legend's line is the chart's widest: a little smaller type keeps its four names
    // whole in a projected window's narrow column.
    QFont legend = type;
    legend.setPointSizeF(type.pointSizeF() * 0.9);
    chart()->legend()->setFont(legend);
    for (QBarSet* set : bars_->barSets()) {
        set->setLabelFont(type);
        set->setLabelColor(text);
    }
}

void BarChart::nameGroups()
{
    // Qt Charts gives an axis at most two fifths of the chart's width, its labels' padding
    // and ticks included; a longer name would be drawn past the chart's edge. Cut at the
    // front, the names keep the words that tell a comparison's runs apart
    // ("…, coups tueurs, historique"); the table beside the chart names them whole.
    const QFontMetrics metrics(groupsAxis_->labelsFont());
    const int room = std::max(4 * metrics.averageCharWidth(), int(width() * 0.4) - 3 * metrics.averageCharWidth());
    QStringList names;
    // The category axis counts from the bottom: the first group goes on top.
    for (auto group = groups_.crbegin(); group != groups_.crend(); ++group)
        names.append(group->name);
    names = distinctNames(names);
    for (QString& name : names)
        name = frontCut(name, metrics, room);
    if (names != groupsAxis_->categories())
        groupsAxis_->setCategories(names);
}

void BarChart::changeEvent(QEvent* event)
{
    QChartView::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::PaletteChange) {
        followFont();
        nameGroups();
    }
}

void BarChart::resizeEvent(QResizeEvent* event)
{
    QChartView::resizeEvent(event);
    nameGroups();
}

QSize BarChart::minimumSizeHint() const
{
    // Room for a line of legend, each group's name on its own line and the value axis' line
    // of numbers: with less, Qt Charts leaves the groups unnamed.
    const QFontMetrics metrics(font());
    const int groupHeight = std::max<int>(metrics.height(), 6 * int(series_.size())) + 8;
    return {200, 2 * metrics.height() + 26 + groupHeight * int(groups_.size())};
}

QString BarChart::save(const QString& path)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (QFileInfo(path).suffix().compare("svg", Qt::CaseInsensitive) == 0) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size());
        svg.setViewBox(rect());
        QPainter painter(&svg);
        render(&painter);
    } else if (!grab().save(&buffer, "PNG")) {
        return tr("cannot draw the chart");
    }
    return saveAtomically(path, bytes);
}

} // namespace gtl::ui
