#include "CompareWindow.h"

#include "BarChart.h"
#include "ComparePane.h"
#include "LockstepController.h"
#include "PlaybackController.h"
#include "PlaybackToolBar.h"
#include "Preset.h"
#include "ValueText.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QSaveFile>
#include <QScreen>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gtl::ui {
namespace {

const QStringList kColumns = {QObject::tr("Run"), QObject::tr("Visited"), QObject::tr("Pruned"),
    QObject::tr("Leaves evaluated"), QObject::tr("Cut-offs"), QObject::tr("Value"), QObject::tr("Best move")};

QString optionsTitle(SearchOptions options)
{
    QString text = qtText(algorithmTitle(options.algorithm));
    if (usesWindow(options.algorithm))
        text += options.failHard ? QObject::tr(", fail-hard") : QObject::tr(", fail-soft");
    return text;
}

/// The windowed form of @p options' algorithm: comparisons of pruning need one.
SearchOptions windowed(SearchOptions options)
{
    if (!usesWindow(options.algorithm))
        options.algorithm = isNegamax(options.algorithm) ? Algorithm::NegamaxAlphaBeta : Algorithm::AlphaBeta;
    return options;
}

} // namespace

CompareWindow::CompareWindow(QWidget* parent)
    : QMainWindow(parent)
    , lockstep_(new LockstepController(this))
    , playback_(new PlaybackToolBar(this))
    , scenarioBox_(new QComboBox(this))
    , paneRow_(new QSplitter(Qt::Horizontal, this))
    , table_(new QTableWidget(0, int(kColumns.size()), this))
    , chart_(new BarChart(this))
    , shapeNote_(new QLabel(this))
{
    setObjectName("CompareWindow");
    setWindowTitle(tr("Compare Runs — Game Tree Lab"));
    const QSize roomy(1500, 950);
    resize(screen() ? roomy.boundedTo(screen()->availableGeometry().size() * 0.94) : roomy);
    auto* close = new QAction(tr("Close"), this);
    close->setShortcuts({QKeySequence(QKeySequence::Close), QKeySequence(Qt::Key_Escape)});
    connect(close, &QAction::triggered, this, &QWidget::close);
    addAction(close);
    scenarioBox_->addItem(tr("Move orderings of the mixed game"), int(Scenario::MixedOrderings));
    scenarioBox_->addItem(tr("Minimax against alpha-beta"), int(Scenario::MinimaxVersusAlphaBeta));
    scenarioBox_->addItem(tr("Fail-soft against fail-hard"), int(Scenario::FailSoftVersusFailHard));
    scenarioBox_->addItem(tr("Move orderings of this tree"), int(Scenario::OrderingsOfThisTree));
    scenarioBox_->setToolTip(tr("What to compare; the last three use the tree open in the main window"));
    connect(scenarioBox_, &QComboBox::activated, this,
        [this](int index) { showScenario(Scenario(scenarioBox_->itemData(index).toInt())); });
    QToolBar* top = addToolBar(tr("Comparison"));
    top->setObjectName("comparisonToolBar");
    top->addWidget(new QLabel(tr(" Compare "), top));
    top->addWidget(scenarioBox_);
    top->addAction(tr("Copy Figures"), this, [this] { QApplication::clipboard()->setText(figuresText()); })
        ->setToolTip(tr("Copy the table of figures as text"));
    top->addAction(tr("Save Figures…"), this, &CompareWindow::saveFigures)
        ->setToolTip(tr("Save the table as a text file"));
    addToolBarBreak();
    addToolBar(playback_);
    playback_->setCutoffFinder([this](int direction) { return lockstep_->cutoffStep(direction); });

    table_->setHorizontalHeaderLabels(kColumns);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    shapeNote_->setWordWrap(true);
    auto* figures = new QWidget(this);
    auto* figuresLayout = new QHBoxLayout(figures);
    auto* left = new QVBoxLayout;
    left->addWidget(table_, 1);
    left->addWidget(shapeNote_);
    figuresLayout->addLayout(left, 1);
    figuresLayout->addWidget(chart_, 1);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(paneRow_);
    split->addWidget(figures);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    setCentralWidget(split);
    tree_ = findPreset("mixed")->build();
    title_ = "Mixed order";
}

void CompareWindow::setTree(const GameTree& tree, const std::string& title, SearchOptions options)
{
    tree_ = tree;
    title_ = title;
    options_ = options;
}

std::vector<CompareWindow::RunSpec> CompareWindow::runsFor(Scenario scenario) const
{
    const QString name = QString::fromStdString(title_);
    const SearchOptions pruning = windowed(options_);
    switch (scenario) {
    case Scenario::MixedOrderings: {
        std::vector<RunSpec> runs;
        for (const char* preset : {"mixed", "best-first", "worst-first"}) {
            const Preset* p = findPreset(preset);
            runs.push_back({qtText(p->title), p->build(), pruning});
        }
        return runs;
    }
    case Scenario::MinimaxVersusAlphaBeta:
        return {{name + " · " + tr("Minimax"), tree_, {Algorithm::Minimax, false}},
            {name + " · " + optionsTitle(pruning), tree_, pruning}};
    case Scenario::FailSoftVersusFailHard:
        return {{name + " · " + optionsTitle({pruning.algorithm, false}), tree_, {pruning.algorithm, false}},
            {name + " · " + optionsTitle({pruning.algorithm, true}), tree_, {pruning.algorithm, true}}};
    case Scenario::OrderingsOfThisTree:
        return {{name + " · " + tr("as given"), tree_, pruning},
            {name + " · " + tr("best move first"), reorderMoves(tree_, MoveOrder::BestFirst), pruning},
            {name + " · " + tr("worst move first"), reorderMoves(tree_, MoveOrder::WorstFirst), pruning}};
    }
    return {};
}

void CompareWindow::showScenario(Scenario scenario)
{
    scenarioBox_->setCurrentIndex(scenarioBox_->findData(int(scenario)));
    QApplication::setOverrideCursor(Qt::WaitCursor);
    showRuns(runsFor(scenario));
    QApplication::restoreOverrideCursor();
}

CompareWindow::Scenario CompareWindow::scenario() const
{
    return Scenario(scenarioBox_->currentData().toInt());
}

void CompareWindow::followTree(const GameTree& tree, const std::string& title, SearchOptions options)
{
    setTree(tree, title, options);
    if (isVisible() && scenario() != Scenario::MixedOrderings)
        showScenario(scenario());
}

void CompareWindow::showRuns(std::vector<RunSpec> runs)
{
    playback_->setController(nullptr);
    lockstep_->setRuns({});
    qDeleteAll(panes_);
    panes_.clear();
    std::vector<PlaybackController*> controllers;
    for (RunSpec& run : runs) {
        const QString title = run.title + " (" + optionsTitle(run.options) + ")";
        auto* pane = new ComparePane(
            SearchRun::create(std::move(run.tree), run.options, title.toStdString()), run.title, paneRow_);
        paneRow_->addWidget(pane);
        panes_.append(pane);
        controllers.push_back(&pane->controller());
    }
    lockstep_->setRuns(controllers);
    playback_->setController(lockstep_->leader());
    showFigures();
}

void CompareWindow::showFigures()
{
    table_->setRowCount(int(panes_.size()));
    QList<BarChart::Group> groups;
    for (int row = 0; row < panes_.size(); ++row) {
        const SearchRun& run = *panes_[row]->controller().run();
        const SearchResult& r = run.trace.result;
        const QString best = bestMoveText(run.tree, r);
        const QLocale locale;
        const QStringList cells = {panes_[row]->title(), locale.toString(r.visited), locale.toString(r.pruned),
            locale.toString(r.leavesEvaluated), locale.toString(r.cutoffs), valueText(r.value), best};
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            item->setTextAlignment(column == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter);
            table_->setItem(row, column, item);
        }
        groups.append({panes_[row]->title(), {double(r.visited), double(r.pruned), double(r.leavesEvaluated)}});
    }
    chart_->setData(
        {{tr("Visited"), QColor("#1f6fd1"), Qt::SolidPattern}, {tr("Pruned"), QColor("#b4b4b4"), Qt::Dense4Pattern},
            {tr("Leaves evaluated"), QColor("#3a9a3a"), Qt::BDiagPattern}},
        groups);
    const auto shape = panes_.isEmpty() ? std::nullopt : levelShape(panes_.first()->controller().run()->tree);
    shapeNote_->setText(shape ? shapeText(*shape)
                              : tr("The leaves lie at different depths, or nodes at one depth have different numbers "
                                   "of moves, so the Knuth–Moore bound does not apply."));
    if (shape)
        chart_->setReference(2, shape->minimalLeaves(), tr("Knuth–Moore minimum"));
    else
        chart_->clearReference();
}

QString CompareWindow::shapeText(const LevelShape& shape)
{
    if (shape.isUniform()) {
        return tr("Uniform tree, branching %1, depth %2: at least %3 leaves with the best ordering "
                  "(Knuth–Moore, b^⌈d/2⌉ + b^⌊d/2⌋ − 1), %4 leaves in all (b^d).")
            .arg(shape.branching.front())
            .arg(shape.depth())
            .arg(shape.minimalLeaves())
            .arg(shape.allLeaves());
    }
    QStringList moves;
    for (const std::uint32_t count : shape.branching)
        moves.append(QString::number(count));
    return tr("Every node at one depth has the same number of moves (%1, from the root down): at least %2 leaves "
              "with the best ordering (Knuth–Moore), %3 leaves in all.")
        .arg(moves.join(", "))
        .arg(shape.minimalLeaves())
        .arg(shape.allLeaves());
}

QString CompareWindow::figuresText() const
{
    QList<int> widths;
    for (int column = 0; column < table_->columnCount(); ++column) {
        int width = int(kColumns[column].size());
        for (int row = 0; row < table_->rowCount(); ++row)
            width = std::max(width, int(table_->item(row, column)->text().size()));
        widths.append(width);
    }
    auto line = [&](auto cellText) {
        QString text;
        for (int column = 0; column < widths.size(); ++column) {
            const QString cell = cellText(column);
            text += column == 0 ? cell.leftJustified(widths[column]) : cell.rightJustified(widths[column] + 2);
        }
        return text.trimmed() + '\n';
    };
    QString text = line([](int column) { return kColumns[column]; });
    text += QString(text.size() - 1, '-') + '\n';
    for (int row = 0; row < table_->rowCount(); ++row)
        text += line([&](int column) { return table_->item(row, column)->text(); });
    return text + '\n' + shapeNote_->text() + '\n';
}

void CompareWindow::saveFigures()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Figures"), "comparison.txt", tr("Text (*.txt)"));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(figuresText().toUtf8()) < 0 || !file.commit())
        QMessageBox::warning(this, tr("Cannot save"), tr("%1: %2").arg(path, file.errorString()));
}

} // namespace gtl::ui
