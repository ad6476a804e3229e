#include "ui/compare/BarChart.h"

#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace gtl::ui {

BarChart::BarChart(QWidget* parent)
    : QWidget(parent)
{
    setMinimumHeight(160);
}

void BarChart::setData(QList<Series> series, QList<Group> groups)
{
    series_ = std::move(series);
    groups_ = std::move(groups);
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
    int labelWidth = 0;
    for (const Group& group : groups_)
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(group.name));
    const int legendHeight = metrics.height() + 8;
    const QRect area = rect().adjusted(labelWidth + 16, legendHeight + 4, -60, -6);
    const double groupHeight = double(area.height()) / groups_.size();
    const double barHeight = std::min(26.0, (groupHeight - 8) / series_.size());
    auto xOf = [&](double value) { return area.left() + area.width() * value / maximum; };

    // Legend.
    int x = area.left();
    for (const Series& s : series_) {
        painter.setPen(Qt::black);
        painter.setBrush(QBrush(s.colour, s.pattern));
        painter.drawRect(x, 4, 14, metrics.height() - 2);
        painter.setBrush(Qt::NoBrush);
        painter.drawText(x + 20, 4 + metrics.ascent(), s.name);
        x += 34 + metrics.horizontalAdvance(s.name);
    }
    const QPen referencePen(palette().text().color(), 2, Qt::DashLine);
    if (referenceSeries_ >= 0) {
        painter.setPen(referencePen);
        painter.drawLine(x + 7, 4, x + 7, 4 + metrics.height() - 2);
        painter.setPen(palette().text().color());
        painter.drawText(x + 20, 4 + metrics.ascent(),
            QStringLiteral("%1 (%2)").arg(referenceName_, QLocale().toString(referenceValue_, 'f', 0)));
    }

    for (int g = 0; g < groups_.size(); ++g) {
        const double top = area.top() + g * groupHeight + 4;
        painter.setPen(palette().text().color());
        painter.drawText(QRectF(0, top, labelWidth + 8, barHeight * series_.size()), Qt::AlignRight | Qt::AlignVCenter,
            groups_[g].name);
        for (int s = 0; s < series_.size() && s < groups_[g].values.size(); ++s) {
            const double value = groups_[g].values[s];
            const QRectF bar(area.left(), top + s * barHeight, xOf(value) - area.left(), barHeight - 2);
            painter.setPen(QPen(Qt::black, 1));
            painter.setBrush(QBrush(series_[s].colour, series_[s].pattern));
            painter.drawRect(bar);
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

} // namespace gtl::ui
