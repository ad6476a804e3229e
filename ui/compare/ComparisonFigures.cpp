// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/ComparisonFigures.h"

#include "core/search/AlgorithmRegistry.h"
#include "core/search/Replay.h"
#include "core/search/SearchRun.h"
#include "core/teaching/ForwardPruning.h"
#include "ui/charts/BarChart.h"
#include "ui/charts/ChartLook.h"
#include "ui/compare/ComparePane.h"
#include "ui/compare/RunFigures.h"
#include "ui/io/AtomicSave.h"
#include "ui/language/DistinctNames.h"
#include "ui/language/Translated.h"
#include "ui/playback/RunModel.h"

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QScrollBar>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gtl::ui {
namespace {

/// The bars' looks, by the order the chart's figures come in: they differ by more than colour.
struct BarLook {
    QColor colour;
    Qt::BrushStyle pattern;
};
constexpr BarLook kBarLooks[] = {{QColor(0x1f, 0x6f, 0xd1), Qt::SolidPattern},
    {QColor(0xb4, 0xb4, 0xb4), Qt::Dense4Pattern}, {QColor(0x3a, 0x9a, 0x3a), Qt::BDiagPattern},
    {QColor(0xd0, 0x7a, 0x1c), Qt::Dense2Pattern}, {QColor(0x8e, 0x44, 0xad), Qt::FDiagPattern}};

/// What tells the runs apart (the panes above carry the whole names).
QStringList runNames(const QList<ComparePane*>& panes)
{
    QStringList names;
    for (const ComparePane* pane : panes)
        names.append(pane->title());
    return distinctNames(names);
}

bool isAlphaBeta(const ComparePane* pane)
{
    return algorithmEntry(pane->model().run().trace.options.algorithm).alphaBeta;
}

/// For each run that prunes forward beside a run of the same search without its guesses, what
/// the guesses changed, a paragraph each.
QStringList forwardPruningVerdicts(const QList<ComparePane*>& panes)
{
    QStringList verdicts;
    for (const ComparePane* guessing : panes) {
        const SearchOptions& options = guessing->model().run().trace.options;
        if (!prunesForward(options.enhancements))
            continue;
        SearchOptions exactOptions = options;
        exactOptions.enhancements = withoutForwardPruning(options.enhancements);
        const auto exact = std::find_if(panes.begin(), panes.end(),
            [&](const ComparePane* pane) { return pane->model().run().trace.options == exactOptions; });
        if (exact == panes.end())
            continue;
        const RunModel& exactRun = (*exact)->model();
        verdicts.append(translated(forwardPruningVerdict(
            exactRun.tree(), exactRun.run().trace, guessing->model().tree(), guessing->model().run().trace)));
    }
    return verdicts;
}

} // namespace

ComparisonFigures::ComparisonFigures(QWidget* parent)
    : QWidget(parent)
    , caption_(new QLabel(this))
    , table_(new QTableWidget(0, 1, this))
    , chart_(new BarChart(this))
    , note_(new QLabel(this))
{
    layOut();
}

void ComparisonFigures::layOut()
{
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->verticalHeader()->hide();
    table_->setWordWrap(true);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setAccessibleName(tr("Each run's figures"));
    nameForReaders(*chart_, tr("Each run's figures as bars"));
    caption_->setObjectName("figuresCaption");
    caption_->setWordWrap(true);
    note_->setWordWrap(true);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 0, 4, 4);
    // The table as tall as its rows, the Knuth–Moore note under it in the wider column: the
    // chart beside them takes the height they leave, and the trees above take the rest.
    auto* left = new QVBoxLayout;
    left->addWidget(caption_);
    left->addWidget(table_);
    left->addWidget(note_);
    left->addStretch(1);
    layout->addLayout(left, 3);
    layout->addWidget(chart_, 2);
}

void ComparisonFigures::setRuns(const QList<ComparePane*>& panes)
{
    panes_ = panes;
    QList<const Replay*> replays;
    for (const ComparePane* pane : panes_)
        replays.append(&pane->model().replay());
    columns_ = figuresOf(replays);
    table_->setColumnCount(int(columns_.size()) + 1);
    table_->setHorizontalHeaderItem(0, new QTableWidgetItem(tr("Run")));
    for (int column = 0; column < columns_.size(); ++column)
        table_->setHorizontalHeaderItem(column + 1, new QTableWidgetItem(columns_[column]->translatedHeading()));
    showNotes();
}

void ComparisonFigures::keepRunNamesReadable()
{
    // The run's name takes what the figures leave, and wraps; when the figures leave too little
    // (Monte Carlo tree search against alpha-beta has the columns of both), the table scrolls
    // sideways instead.
    QHeaderView& header = *table_->horizontalHeader();
    int figures = 0;
    for (int column = 1; column < table_->columnCount(); ++column)
        figures += header.sectionSize(column);
    const int least = 3 * header.fontMetrics().horizontalAdvance(QLatin1Char('M')) * 4;
    const bool room = table_->viewport()->width() - figures >= least;
    header.setSectionResizeMode(0, room ? QHeaderView::Stretch : QHeaderView::Interactive);
    if (!room)
        header.resizeSection(0, least);
    table_->setHorizontalScrollBarPolicy(room ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
}

void ComparisonFigures::showAt(std::size_t step)
{
    table_->setRowCount(int(panes_.size()));
    QList<BarChart::Series> series;
    for (const RunFigure* figure : columns_) {
        if (figure->charted) {
            const BarLook& look = kBarLooks[series.size() % std::size(kBarLooks)];
            series.append({figure->translatedHeading(), look.colour, look.pattern});
        }
    }
    QList<BarChart::Group> groups;
    bool allDone = true;
    const QStringList names = runNames(panes_);
    for (int row = 0; row < panes_.size(); ++row) {
        const Replay& replay = panes_[row]->model().replay();
        allDone = allDone && replay.atEnd();
        QFont font = table_->font();
        font.setBold(replay.atEnd()); // a finished run's figures are its final ones
        QStringList cells{names[row]};
        BarChart::Group group{panes_[row]->title(), {}};
        for (const RunFigure* figure : columns_) {
            cells.append(figure->cell(replay));
            if (figure->charted)
                group.values.append(figure->isOf(replay) ? figure->amount(replay) : 0.0);
        }
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            item->setTextAlignment(column == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter);
            item->setFont(font);
            table_->setItem(row, column, item);
        }
        groups.append(group);
    }
    caption_->setText(allDone
            ? tr("<b>Final figures</b> of every run.")
            : tr("<b>Figures so far</b>, at step %L1; a finished run's, in bold, are final.").arg(step));
    chart_->setData(series, groups); // keeps the bound's line, placed across the groups
}

void ComparisonFigures::showNotes()
{
    // Knuth and Moore's bound is on the leaves alpha-beta evaluates: said only where it runs.
    const bool alphaBeta = std::any_of(panes_.begin(), panes_.end(), isAlphaBeta);
    const auto shape = alphaBeta ? levelShape(panes_.first()->model().tree()) : std::nullopt;
    // Beside what guesses missed, the bound on the best ordering is another subject: the chart
    // keeps its line, the note leaves it out.
    QStringList notes = forwardPruningVerdicts(panes_);
    if (alphaBeta && notes.isEmpty()) {
        notes.append(shape ? shapeText(*shape)
                           : tr("The leaves lie at different depths, or nodes at one depth have different numbers of "
                                "moves, so the Knuth–Moore bound does not apply."));
    }
    note_->setVisible(!notes.isEmpty());
    note_->setText(notes.join(QStringLiteral("\n\n")));
    int bar = 0;
    for (const RunFigure* figure : columns_) {
        if (figure == &leavesEvaluatedFigure())
            break;
        bar += figure->charted ? 1 : 0;
    }
    if (shape && columns_.contains(&leavesEvaluatedFigure()))
        chart_->setReference(bar, double(shape->minimalLeaves()), tr("Knuth–Moore minimum"));
    else
        chart_->clearReference();
}

QString ComparisonFigures::shapeText(const LevelShape& shape)
{
    if (shape.isUniform()) {
        return tr("Uniform tree, branching %1, depth %2: at least %L3 leaves with the best ordering "
                  "(Knuth–Moore, b^⌈d/2⌉ + b^⌊d/2⌋ − 1), %L4 leaves in all (b^d).")
            .arg(shape.branching.front())
            .arg(shape.depth())
            .arg(shape.minimalLeaves())
            .arg(shape.allLeaves());
    }
    QStringList moves;
    for (const std::uint32_t count : shape.branching)
        moves.append(QLocale().toString(count));
    return tr("Every node at one depth has the same number of moves (%1, from the root down): at least %L2 leaves "
              "with the best ordering (Knuth–Moore), %L3 leaves in all.")
        .arg(moves.join(", "))
        .arg(shape.minimalLeaves())
        .arg(shape.allLeaves());
}

void ComparisonFigures::keepRoom()
{
    // The chart needs a line for each run and the note its wrapped lines, which the layout's
    // minimum does not count.
    chart_->updateGeometry();
    keepRunNamesReadable();
    table_->resizeRowsToContents();
    table_->setMaximumHeight(tableHeight()); // no empty rows below the runs
    setMinimumHeight(0);
    const int noteLines = note_->heightForWidth(noteWidth()) - note_->minimumSizeHint().height();
    setMinimumHeight(minimumSizeHint().height() + std::max(0, noteLines));
}

int ComparisonFigures::noteWidth() const
{
    // Before the window is laid out, the note's column is three fifths of the window's width.
    return note_->isVisible() ? note_->width() : window()->width() * 3 / 5;
}

int ComparisonFigures::tableHeight() const
{
    int height = table_->horizontalHeader()->sizeHint().height() + 2 * table_->frameWidth();
    for (int row = 0; row < table_->rowCount(); ++row)
        height += table_->verticalHeader()->sectionSize(row);
    if (table_->horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff)
        height += table_->horizontalScrollBar()->sizeHint().height();
    return height;
}

int ComparisonFigures::heightNeeded() const
{
    const int spacing = layout()->spacing();
    const int note = note_->isHidden() ? 0 : note_->heightForWidth(noteWidth()) + spacing;
    const int left = caption_->heightForWidth(noteWidth()) + spacing + tableHeight() + note;
    const QMargins margins = layout()->contentsMargins();
    return std::max(left, chart_->minimumSizeHint().height()) + margins.top() + margins.bottom();
}

QString ComparisonFigures::text() const
{
    QList<QStringList> rows = {{tr("Run")}};
    for (const RunFigure* figure : columns_)
        rows.front().append(figure->translatedHeading());
    for (const ComparePane* pane : panes_) {
        const SearchRun& run = pane->model().run();
        Replay end(*run.tree, run.trace);
        end.seek(run.trace.events.size());
        QStringList row{pane->title()};
        for (const RunFigure* figure : columns_)
            row.append(figure->cell(end));
        rows.append(row);
    }
    QList<int> widths(rows.front().size(), 0);
    for (const QStringList& row : rows) {
        for (int column = 0; column < row.size(); ++column)
            widths[column] = std::max(widths[column], int(row[column].size()));
    }
    QString text = tr("Final figures") + "\n\n";
    for (const QStringList& row : rows) {
        QString line;
        for (int column = 0; column < row.size(); ++column)
            line += column == 0 ? row[column].leftJustified(widths[column])
                                : row[column].rightJustified(widths[column] + 2);
        text += line.trimmed() + '\n';
        if (&row == &rows.front())
            text += QString(line.trimmed().size(), '-') + '\n';
    }
    return note_->isHidden() ? text : text + '\n' + note_->text() + '\n';
}

QString ComparisonFigures::write(const QString& path)
{
    const QFileInfo text(path);
    const QString image = text.dir().filePath(text.completeBaseName() + ".png");
    if (const QString error = saveAtomically(path, this->text().toUtf8()); !error.isEmpty())
        //: A file that could not be written, then why.
        return tr("%1: %2").arg(path, error);
    if (const QString error = chart_->save(image); !error.isEmpty())
        //: An image that could not be written, then why.
        return tr("%1: %2").arg(image, error);
    return {};
}

} // namespace gtl::ui
