#include "ui/compare/BarChart.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace gtl::ui {

BarChart::BarChart(QWidget* parent)
    : QWidget(parent)
{
}

void BarChart::setData(QList<Series> series, QList<Group> groups)
{
    // Only a different number of groups or series changes the room the chart needs: stepping
    // through a run must not relayout the window.
    const bool reshaped = series.size() != series_.size() || groups.size() != groups_.size();
    series_ = std::move(series);
    groups_ = std::move(groups);
    if (reshaped)
        updateGeometry();
    update();
}

void BarChart::setReference(int seriesIndex, double value, const QString& name)
{
    referenceSeries_ = seriesIndex;
    referenceValue_ = value;
    referenceName_ = name;
    update();
}

void BarChart::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().base());
    if (groups_.isEmpty() || series_.isEmpty())
        return;
    double maximum = referenceSeries_ >= 0 ? referenceValue_ : 0;
    for (const Group& group : groups_) {
        for (double value : group.values)
            maximum = std::max(maximum, value);
    }
    maximum = std::max(maximum, 1.0);
    const QFontMetrics metrics(font());
    // A group's name takes at most half the width: the bars need the rest.
    const int labelRoom = width() / 2;
    int labelWidth = 0;
    for (const Group& group : groups_)
        labelWidth = std::max(labelWidth, std::min(labelRoom, metrics.horizontalAdvance(group.name)));
    const int legendHeight = layOutLegend(&painter, metrics);
    const QRect area = rect().adjusted(labelWidth + 16, legendHeight + 4, -60, -6);
    const double groupHeight = double(area.height()) / groups_.size();
    const double barHeight = std::min(26.0, (groupHeight - 8) / series_.size());
    auto xOf = [&](double value) { return area.left() + area.width() * value / maximum; };
    const QPen referencePen(palette().text().color(), 2, Qt::DashLine);

    for (int g = 0; g < groups_.size(); ++g) {
        const double top = area.top() + g * groupHeight + 4;
        painter.setPen(palette().text().color());
        painter.drawText(QRectF(0, top, labelWidth + 8, barHeight * series_.size()), Qt::AlignRight | Qt::AlignVCenter,
            metrics.elidedText(groups_[g].name, elision(), labelWidth));
        for (int s = 0; s < series_.size() && s < groups_[g].values.size(); ++s) {
            const double value = groups_[g].values[s];
            const QRectF bar(area.left(), top + s * barHeight, xOf(value) - area.left(), barHeight - 2);
            painter.setPen(QPen(Qt::black, 1));
            painter.setBrush(QBrush(series_[s].colour, series_[s].pattern));
            painter.drawRect(bar);
            if (barHeight < metrics.height() * 0.7)
                continue; // numbers on bars thinner than their type would run into each other
            painter.setPen(palette().text().color());
            painter.drawText(QPointF(bar.right() + 6, bar.center().y() + metrics.ascent() / 2.0 - 2),
                QLocale().toString(value, 'f', 0));
        }
    }
    if (referenceSeries_ >= 0) {
        const double rx = xOf(referenceValue_);
        painter.setPen(referencePen);
        painter.drawLine(QPointF(rx, area.top()), QPointF(rx, area.bottom()));
    }
}

Qt::TextElideMode BarChart::elision() const
{
    // Where the names differ is what tells the groups apart: "Mixed order · Alpha-beta" and
    // "Best move first · Alpha-beta" keep their starts, "…, table" and "…, table, PVS" their ends.
    const auto sharedLength = [this](auto charAt) {
        qsizetype length = 0;
        for (;; ++length) {
            for (const Group& group : groups_) {
                if (length >= group.name.size() || charAt(group.name, length) != charAt(groups_.front().name, length))
                    return length;
            }
        }
    };
    const qsizetype prefix = sharedLength([](const QString& name, qsizetype i) { return name[i]; });
    const qsizetype suffix = sharedLength([](const QString& name, qsizetype i) { return name[name.size() - 1 - i]; });
    return prefix > suffix ? Qt::ElideLeft : Qt::ElideRight;
}

QSize BarChart::minimumSizeHint() const
{
    // Room for the legend and for each group's name on its own line.
    const QFontMetrics metrics(font());
    const int groupHeight = std::max<int>(metrics.height(), 6 * int(series_.size())) + 8;
    return {200, layOutLegend(nullptr, metrics) + 10 + groupHeight * int(groups_.size())};
}

int BarChart::layOutLegend(QPainter* painter, const QFontMetrics& metrics) const
{
    // One entry per series and the reference line's, each a swatch and a name, flowing onto
    // as many lines as the width needs.
    struct Entry {
        QString text;
        const Series* series;
    };
    QList<Entry> entries;
    for (const Series& s : series_)
        entries.append({s.name, &s});
    if (referenceSeries_ >= 0) {
        entries.append(
            {QStringLiteral("%1 (%2)").arg(referenceName_, QLocale().toString(referenceValue_, 'f', 0)), nullptr});
    }
    const int lineHeight = metrics.height() + 4;
    const int left = 8;
    int x = left;
    int y = 4;
    for (const Entry& entry : entries) {
        const int entryWidth = 20 + metrics.horizontalAdvance(entry.text);
        if (x > left && x + entryWidth > width() - 4) {
            x = left;
            y += lineHeight;
        }
        if (painter)
            paintLegendEntry(*painter, metrics, {x, y}, entry.text, entry.series);
        x += entryWidth + 14;
    }
    return y + lineHeight;
}

void BarChart::paintLegendEntry(
    QPainter& painter, const QFontMetrics& metrics, QPoint at, const QString& text, const Series* series) const
{
    if (series) {
        painter.setPen(Qt::black);
        painter.setBrush(QBrush(series->colour, series->pattern));
        painter.drawRect(at.x(), at.y(), 14, metrics.height() - 2);
        painter.setBrush(Qt::NoBrush);
    } else {
        painter.setPen(QPen(palette().text().color(), 2, Qt::DashLine));
        painter.drawLine(at.x() + 7, at.y(), at.x() + 7, at.y() + metrics.height() - 2);
    }
    painter.setPen(palette().text().color());
    painter.drawText(at.x() + 20, at.y() + metrics.ascent(), text);
}

} // namespace gtl::ui
