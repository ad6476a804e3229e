// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/ChartLook.h"

#include <QGraphicsLayout>
#include <QtCharts/QAbstractAxis>
#include <QtCharts/QChartView>
#include <QtCharts/QLegend>
#include <QtCharts/QValueAxis>

namespace gtl::ui {

void followWidgetLook(QChartView& view)
{
    const QFont type = view.font();
    const QColor text = view.palette().text().color();
    QChart* chart = view.chart();
    chart->setBackgroundBrush(view.palette().base());
    chart->setTitleFont(type);
    chart->setTitleBrush(text);
    chart->legend()->setFont(type);
    chart->legend()->setLabelColor(text);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(type);
        axis->setLabelsColor(text);
    }
}

void nameForReaders(QChartView& view, const QString& name)
{
    view.setAccessibleName(name);
    view.viewport()->setAccessibleName(name);
}

void setUpLinePlot(QChartView& view, QValueAxis& across, QValueAxis& up)
{
    QChart* chart = view.chart();
    chart->addAxis(&across, Qt::AlignBottom);
    chart->addAxis(&up, Qt::AlignLeft);
    chart->setLocalizeNumbers(true);
    for (QValueAxis* axis : {&across, &up}) {
        axis->setTickType(QValueAxis::TicksDynamic);
        axis->setTickAnchor(0);
    }
    chart->legend()->hide();
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->layout()->setContentsMargins(0, 0, 0, 0);
    view.setRenderHint(QPainter::Antialiasing);
}

} // namespace gtl::ui
