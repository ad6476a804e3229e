// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mcts/ConvergencePanel.h"

#include "core/search/mcts/PerfectPlayRewards.h"
#include "ui/charts/ChartLook.h"
#include "ui/charts/ConvergenceChart.h"
#include "ui/language/ValueText.h"
#include "ui/playback/RunModel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>

#include <algorithm>

namespace gtl::ui {
ConvergencePanel::ConvergencePanel(const RunModel& model, QWidget* parent)
    : QWidget(parent)
    , model_(model)
    , shares_(new ConvergenceChart(tr("Share of visits"), 100, QStringLiteral("%.0f%"), this))
    , means_(new ConvergenceChart(tr("Mean reward"), 1, QStringLiteral("%.1f"), this))
    , legend_(new QLabel(this))
{
    solving_.setPriority(QThread::LowPriority);
    // The moves have one colour in both charts: one legend beside them names them, in rows
    // that wrap, so that nine moves fit a projected panel as well as three.
    legend_->setWordWrap(true);
    legend_->setTextFormat(Qt::RichText);
    legend_->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 4, 0);
    layout->addWidget(shares_, 1);
    layout->addWidget(means_, 1);
    layout->addWidget(legend_);
    setMinimumHeight(160);
    connect(&model, &RunModel::runLoaded, this, &ConvergencePanel::showRun);
    connect(&model, &RunModel::stepChanged, this, &ConvergencePanel::showStep);
    showRun();
}

void ConvergencePanel::showRun()
{
    const SearchRun& run = model_.run();
    convergence_ = MctsConvergence::of(*run.tree, run.trace);
    QList<ConvergenceChart::Line> shares;
    QList<ConvergenceChart::Line> means;
    const std::vector<NodeId>& moves = convergence_.moves();
    for (std::size_t m = 0; m < moves.size(); ++m) {
        const QString name = qtText(run.tree->label(moves[m]));
        ConvergenceChart::Line share{name, moveColour(m), {}};
        ConvergenceChart::Line mean{name, moveColour(m), {}};
        for (const MctsConvergence::Point& point : convergence_.points()) {
            const double iterations = std::max<double>(1, point.iteration);
            share.points.append({double(point.iteration), 100.0 * point.visits[m] / iterations});
            if (point.visits[m] > 0)
                mean.points.append({double(point.iteration), point.means[m]});
        }
        shares.append(share);
        means.append(mean);
    }
    showLegend(shares);
    const double last = double(run.trace.options.mcts.iterations);
    shares_->setLines(shares, last);
    means_->setLines(means, last);
    showStep();
    solve();
}

void ConvergencePanel::showLegend(const QList<ConvergenceChart::Line>& lines)
{
    QStringList entries;
    for (const ConvergenceChart::Line& line : lines) {
        entries.append(QStringLiteral("<span style=\"color:%1\">■</span>&nbsp;%2")
                           .arg(line.colour.name(), line.name.toHtmlEscaped()));
    }
    legendMoves_ = entries.join(QStringLiteral(" &nbsp; "));
    legend_->setText(legendMoves_);
    fitLegend();
}

void ConvergencePanel::fitLegend()
{
    // Two moves a row, whatever the type's size.
    legend_->setFixedWidth(legend_->fontMetrics().horizontalAdvance(QStringLiteral("■ 0000   ■ 0000")));
}

void ConvergencePanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitLegend();
}

void ConvergencePanel::showStep()
{
    const double iteration = model_.replay().iterations();
    shares_->setMarker(iteration);
    means_->setMarker(iteration);
}

void ConvergencePanel::solve()
{
    solving_.cancel();
    if (convergence_.moves().empty())
        return;
    const std::shared_ptr<const SearchRun> run = model_.sharedRun();
    // Another C, seed or number of iterations on the same tree: perfect play is as it was.
    if (solved_.source.lock() == run->source && solved_.rewards.size() == convergence_.moves().size()) {
        showLevels(solved_.rewards);
        return;
    }
    solving_.submit(
        [run](JobToken& token) {
            return perfectPlayRewards(*run->source, *run->tree, {&token.cancelFlag(), {}});
        },
        [this, run](std::vector<std::optional<double>> rewards) {
            solved_ = {run->source, rewards};
            showLevels(rewards);
        });
}

void ConvergencePanel::showLevels(const std::vector<std::optional<double>>& rewards)
{
    means_->setLevels(rewards);
    // The legend names the dashed levels once there are any.
    if (std::any_of(rewards.begin(), rewards.end(), [](const auto& reward) { return reward.has_value(); })) {
        const QString dashes = QStringLiteral("<span style=\"color:%1\">╌╌</span>&nbsp;%2")
                                   .arg(palette().text().color().name(), tr("perfect play").toHtmlEscaped());
        legend_->setText(legendMoves_ + QStringLiteral("<br>") + dashes);
    }
    emit levelsShown();
}

} // namespace gtl::ui
