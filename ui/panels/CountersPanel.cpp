// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/CountersPanel.h"

#include "core/search/EnhancementTable.h"
#include "core/search/Iterations.h"
#include "core/search/SearchFamilyEntry.h"
#include "ui/language/ValueText.h"
#include "ui/panels/FigureLabel.h"
#include "ui/playback/RunModel.h"

#include <QGridLayout>
#include <QLabel>
#include <QLocale>

#include <algorithm>

namespace gtl::ui {
namespace {

/// How many iterations iterative deepening set out to run: one per depth up to its limit
/// (a clock may stop it sooner), or as many as it ran when it deepens to the end.
std::size_t iterationsPlanned(const SearchRun& run)
{
    return std::max<std::size_t>(run.trace.options.enhancements.depth, run.iterations.size());
}

} // namespace

CountersPanel::CountersPanel(const RunModel& model, Shape shape, QWidget* parent)
    : QWidget(parent)
    , model_(model)
    , shape_(shape)
{
    auto* layout = new QGridLayout(this);
    layout->setHorizontalSpacing(8);
    layout->setVerticalSpacing(shape_ == Shape::Tall ? 0 : layout->verticalSpacing());
    addCounter("step", tr("Step"));
    addCounter("visited", tr("Visited"));
    addCounter("pruned", tr("Pruned"));
    addCounter("nodes", tr("Nodes in all"));
    addCounter("leaves", tr("Leaves evaluated"));
    addCounter("cutoffs", tr("Cut-offs"));
    addCounter("value", tr("Value"));
    addCounter("best", tr("Best move"));
    // The enhanced searches' figures, shown while the run has the enhancement.
    addCounter("iteration", tr("Iteration"));
    addCounter("horizon", tr("At the horizon"));
    addCounter("quiescence", tr("Past the horizon"));
    addCounter("dropped", tr("Dropped by the beam"));
    addCounter("reduced", tr("Late moves reduced"));
    addCounter("nullmove", tr("Null-move cut-offs"));
    addCounter("table", tr("Table hits"));
    addCounter("researches", tr("Re-searches"));
    layout->setColumnStretch(layout->columnCount(), 1);
    layout->setRowStretch(layout->rowCount(), 1);
    connect(&model_, &RunModel::runLoaded, this, &CountersPanel::reserveRoom);
    connect(&model_, &RunModel::stepChanged, this, &CountersPanel::showCounters);
}

void CountersPanel::addCounter(const QString& name, const QString& title)
{
    auto* label = new FigureLabel(this);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * (shape_ == Shape::Tall ? 1.25 : 1.1));
    font.setBold(true);
    label->setFont(font);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    //: A counter's caption: its name, then a colon ("Step:").
    auto* caption = new QLabel(tr("%1:").arg(title), this);
    const int index = int(labels_.size());
    auto* grid = static_cast<QGridLayout*>(layout());
    if (shape_ == Shape::Tall) {
        // The caption above its figure: the column is as narrow as its longest word or figure,
        // which leaves the tree the room, and "Step: 9,999 of 9,999" is never cut short.
        label->setContentsMargins(0, 0, 0, label->fontMetrics().height() / 3);
        grid->addWidget(caption, 2 * index, 0);
        grid->addWidget(label, 2 * index + 1, 0);
    } else {
        caption->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        grid->addWidget(caption, index / 2, 2 * (index % 2));
        grid->addWidget(label, index / 2, 2 * (index % 2) + 1);
    }
    labels_.insert(name, label);
    captions_.insert(name, caption);
}

void CountersPanel::setCounterShown(const QString& name, bool shown)
{
    labels_[name]->setVisible(shown);
    captions_[name]->setVisible(shown);
}

void CountersPanel::reserveRoom()
{
    const SearchRun& run = model_.run();
    const SearchResult& result = run.trace.result;
    const QLocale locale;
    // No figure grows past the run's largest count: every count has room for that many digits.
    const qulonglong largest
        = std::max({qulonglong(run.trace.events.size()), qulonglong(run.tree->size()), qulonglong(result.visited),
            qulonglong(result.pruned), qulonglong(result.leavesEvaluated), qulonglong(result.cutoffs),
            qulonglong(result.evaluations), qulonglong(result.tableHits), qulonglong(result.researches)});
    const QString count = locale.toString(largest);
    for (FigureLabel* label : std::as_const(labels_))
        label->setWidestText(count);
    //: A counter: "5 of 59", the step of the steps or the iteration of the iterations.
    labels_["step"]->setWidestText(tr("%1 of %2").arg(count, count));
    const QString iterations = !familyEntry(run.trace.options.algorithm).provesValues
        ? locale.toString(run.trace.options.mcts.iterations)
        : QString::number(iterationsPlanned(run));
    labels_["iteration"]->setWidestText(tr("%1 of %2").arg(iterations, iterations));
    labels_["value"]->setWidestText(valueText(run.trace, result.value));
    labels_["best"]->setWidestText(bestMoveText(*run.tree, result));
}

QString CountersPanel::counter(const QString& name) const
{
    const QLabel* label = labels_.value(name);
    return label ? label->text() : QString();
}

QString CountersPanel::title(const QString& name) const
{
    const QLabel* caption = captions_.value(name);
    return caption ? caption->text() : QString();
}

bool CountersPanel::isShown(const QString& name) const
{
    const QLabel* label = labels_.value(name);
    return label && !label->isHidden();
}

void CountersPanel::showCounters()
{
    const Replay& replay = model_.replay();
    const SearchResult& result = replay.trace().result;
    const QLocale locale;
    labels_["step"]->setText(
        tr("%1 of %2")
            .arg(locale.toString(qulonglong(replay.step())), locale.toString(qulonglong(replay.stepCount()))));
    labels_["visited"]->setText(locale.toString(replay.visited()));
    labels_["pruned"]->setText(locale.toString(replay.pruned()));
    labels_["nodes"]->setText(locale.toString(replay.tree().size()));
    labels_["leaves"]->setText(locale.toString(replay.leavesEvaluated()));
    labels_["cutoffs"]->setText(locale.toString(replay.cutoffs()));
    // A run that was not searched has no answer to show, not a value of 0.
    const bool searched = model_.run().refusal.empty();
    const bool done = replay.atEnd();
    const QString none = searched ? QStringLiteral("…") : QStringLiteral("—");
    labels_["value"]->setText(searched && done ? valueText(replay.trace(), result.value) : none);
    labels_["best"]->setText(searched && done ? bestMoveText(replay.tree(), result) : none);
    showEnhancedCounters();
    showSampleCounters();
}

void CountersPanel::showSampleCounters()
{
    // Monte Carlo tree search grows nodes and plays out games; it proves no value and prunes
    // nothing.
    const Replay& replay = model_.replay();
    const bool sampling = !familyEntry(replay.trace().options.algorithm).provesValues;
    for (const char* name : {"pruned", "cutoffs", "value"})
        setCounterShown(name, !sampling);
    if (!sampling)
        return;
    captions_["visited"]->setText(tr("Nodes grown:"));
    captions_["leaves"]->setText(tr("Playouts:"));
    setCounterShown("iteration", true);
    const QLocale locale;
    labels_["iteration"]->setText(
        tr("%1 of %2")
            .arg(locale.toString(replay.iterations()), locale.toString(replay.trace().options.mcts.iterations)));
}

void CountersPanel::showEnhancedCounters()
{
    const Replay& replay = model_.replay();
    const Enhancements& e = replay.trace().options.enhancements;
    const QLocale locale;
    // Iterations and re-searches enter positions again: then every count adds up all the
    // searches, and may pass the number of positions.
    const bool searchesAgain = e.searchesAgain();
    captions_["visited"]->setText(searchesAgain ? tr("Entered in all:") : e.any() ? tr("Entered:") : tr("Visited:"));
    captions_["pruned"]->setText(searchesAgain ? tr("Pruned in all:") : tr("Pruned:"));
    captions_["leaves"]->setText(searchesAgain ? tr("Leaves read in all:") : tr("Leaves evaluated:"));
    captions_["cutoffs"]->setText(searchesAgain ? tr("Cut-offs in all:") : tr("Cut-offs:"));
    captions_["nodes"]->setText(searchesAgain ? tr("Positions:") : tr("Nodes in all:"));
    const QString summed
        = searchesAgain ? tr("Summed over every search: each iteration and re-search counts anew") : QString();
    for (const char* name : {"visited", "pruned", "leaves", "cutoffs"})
        captions_[name]->setToolTip(summed);
    const auto& iterations = model_.run().iterations;
    const int running = iterationAt(iterations, replay.step());
    setCounterShown("iteration", showsCounter(e, "iteration"));
    if (showsCounter(e, "iteration")) {
        labels_["iteration"]->setText(
            running < 0 ? QStringLiteral("…") : tr("%1 of %2").arg(running + 1).arg(iterationsPlanned(model_.run())));
    }
    setCounterShown("horizon", showsCounter(e, "horizon"));
    labels_["horizon"]->setText(locale.toString(replay.evaluations()));
    setCounterShown("quiescence", showsCounter(e, "quiescence"));
    labels_["quiescence"]->setText(locale.toString(replay.quiescenceNodes()));
    setCounterShown("dropped", showsCounter(e, "dropped"));
    labels_["dropped"]->setText(locale.toString(replay.dropped()));
    setCounterShown("reduced", showsCounter(e, "reduced"));
    labels_["reduced"]->setText(locale.toString(replay.reduced()));
    setCounterShown("nullmove", showsCounter(e, "nullmove"));
    labels_["nullmove"]->setText(locale.toString(replay.nullMoveCutoffs()));
    setCounterShown("table", showsCounter(e, "table"));
    labels_["table"]->setText(locale.toString(replay.tableHits()));
    setCounterShown("researches", showsCounter(e, "researches"));
    labels_["researches"]->setText(locale.toString(replay.researches()));
}

} // namespace gtl::ui
