// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/LabWindow.h"

#include "core/games/GameRegistry.h"
#include "core/games/TreeGame.h"
#include "core/search/ConfigurationTable.h"
#include "ui/charts/BarChart.h"
#include "ui/charts/ChartLook.h"
#include "ui/compare/ToolWindow.h"
#include "ui/help/ManualWindow.h"
#include "ui/jobs/JobProgress.h"
#include "ui/jobs/JobRunner.h"
#include "ui/language/ValueText.h"
#include "ui/settings/SearchSettingsEditor.h"

#include <QCloseEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSplitter>
#include <QTableWidget>
#include <QToolBar>

namespace gtl::ui {
namespace {

const char* const kColumns[] = {QT_TRANSLATE_NOOP("LabWindow", "Configuration"),
    QT_TRANSLATE_NOOP("LabWindow", "Nodes"), QT_TRANSLATE_NOOP("LabWindow", "Cut-offs"),
    QT_TRANSLATE_NOOP("LabWindow", "Table hits"), QT_TRANSLATE_NOOP("LabWindow", "Re-searches"),
    QT_TRANSLATE_NOOP("LabWindow", "Value"), QT_TRANSLATE_NOOP("LabWindow", "Best move")};
constexpr int kColumnCount = int(std::size(kColumns));

/// The lab's configurations choose the enhancements; the depth and the scoring are the user's.
/// (A function rather than a braced list in the constructor, which lupdate cannot read past.)
auto userSettings()
{
    return SearchSettingsEditor::only({"depth", "scoring"});
}

} // namespace

LabWindow::LabWindow(QWidget* parent)
    : QMainWindow(parent)
    , jobs_(new JobRunner(this))
    , progress_(new JobProgress(*jobs_, this))
    , title_(new QLabel(this))
    , settings_(new SearchSettingsEditor(userSettings(), Qt::Horizontal, this))
    , table_(new QTableWidget(0, kColumnCount, this))
    , chart_(new BarChart(this))
{
    setObjectName("LabWindow");
    setWindowTitle(tr("Enhancements — Game Tree Lab"));
    setUpToolWindow(*this, QSize(1200, 760),
        ManualWindow::chapterPage(QStringLiteral("comparing.md"), QStringLiteral("the-enhancements-lab")));
    QToolBar* bar = addToolBar(tr("Lab"));
    bar->setObjectName("labToolBar");
    bar->addWidget(title_);
    bar->addWidget(settings_);
    settings_->numberField("depth")->setObjectName("labDepth");
    connect(settings_, &SearchSettingsEditor::changed, this, &LabWindow::run);
    for (int column = 0; column < kColumnCount; ++column) {
        table_->setHorizontalHeaderItem(
            column, new QTableWidgetItem(QCoreApplication::translate("LabWindow", kColumns[column])));
    }
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setAccessibleName(tr("Each configuration's figures"));
    nameForReaders(*chart_, tr("Each configuration's figures as bars"));
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(table_);
    split->addWidget(chart_);
    setCentre(*this, *progress_, *split);
    progress_->setWhat(tr("Running the configurations…"));
}

void LabWindow::setTree(std::shared_ptr<const GameTree> tree, const QString& title, std::uint32_t depthLimit)
{
    tree_ = std::move(tree);
    title_->setText(QStringLiteral(" %1 ").arg(title));
    const QSignalBlocker blocker(settings_);
    // A game has an evaluation for positions cut off early; a tree has none, so its search goes
    // down to the leaves.
    const GameKind* game = GameRegistry::of(*tree_);
    // A game whose tree is not built whole has no end the search would reach in time: it
    // takes a limit.
    const std::uint32_t gameDepth = !game ? 0
        : game->treeIsWhole()             ? game->longestGame()
        : depthLimit > 0                  ? depthLimit
                                          : kGameDepth;
    const std::uint32_t treeDepth = std::max(1u, tree_->height());
    settings_->setNumberRange("depth", game ? 1 : int(treeDepth), int(kMaxDepthLimit));
    // The game's scorings; a tree's leaves give their own values.
    const ChoiceNames choices(*tree_);
    settings_->showChoices(choices);
    settings_->setEnhancements({.depth = game ? gameDepth : treeDepth, .scoring = labScoring(choices)});
    run();
}

int LabWindow::depth() const
{
    return int(settings_->enhancements().depth);
}

void LabWindow::waitUntilShown()
{
    jobs_->waitUntilStopped();
}

void LabWindow::run()
{
    if (!tree_)
        return;
    const Enhancements chosen = settings_->enhancements();
    const std::uint32_t depth = chosen.depth;
    const std::size_t scoring = chosen.scoring;
    jobs_->submit(
        [tree = tree_, depth, scoring](JobToken& token) {
            const auto played = GameRegistry::gameFromRoot(*tree);
            const TreeGame abstract(*tree);
            const Game& game = played ? *played : static_cast<const Game&>(abstract);
            const ChoiceNames choices(game);
            const std::vector<SearchOptions> configurations
                = standardConfigurations(depth, scoring, choices.of(ChoiceKind::Order).size());
            std::vector<Row> rows;
            for (const SearchOptions& options : configurations) {
                token.setProgress(rows.size(), configurations.size());
                // A cancel stops the search where it is: a deep one would go on for hours.
                const SearchCounts counts = runConfigurations(game, {options}, &token.cancelFlag()).front().result;
                rows.push_back({qtText(ConfigurationTable::configurationName(options, choices)), counts,
                    counts.hasMove ? qtText(game.moveName(counts.bestMove)) : QStringLiteral("—")});
            }
            return rows;
        },
        [this](const std::vector<Row>& rows) { showRows(rows); });
}

void LabWindow::closeEvent(QCloseEvent* event)
{
    jobs_->cancel();
    QMainWindow::closeEvent(event);
}

void LabWindow::showRows(const std::vector<Row>& rows)
{
    const QLocale locale;
    table_->setRowCount(int(rows.size()));
    QList<BarChart::Group> groups;
    for (int row = 0; row < int(rows.size()); ++row) {
        const SearchCounts& r = rows[std::size_t(row)].counts;
        const QString& name = rows[std::size_t(row)].name;
        const QStringList cells = {name, locale.toString(qulonglong(r.enters)), locale.toString(qulonglong(r.cutoffs)),
            locale.toString(qulonglong(r.tableExact + r.tableBounds)), locale.toString(qulonglong(r.researches)),
            valueText(r.value), rows[std::size_t(row)].bestMove};
        for (int column = 0; column < kColumnCount; ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            item->setTextAlignment(column == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter);
            table_->setItem(row, column, item);
        }
        groups.append({name, {double(r.enters)}});
    }
    chart_->setData({{tr("Nodes entered"), QColor("#1f6fd1"), Qt::SolidPattern}}, groups);
}

} // namespace gtl::ui
