#include "ui/compare/CompareWindow.h"

#include "core/teaching/Preset.h"
#include "ui/compare/BarChart.h"
#include "ui/compare/ComparePane.h"
#include "ui/compare/ToolWindow.h"
#include "ui/io/AtomicSave.h"
#include "ui/playback/LockstepController.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/PlaybackToolBar.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/ValueText.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QCoreApplication>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gtl::ui {
namespace {

// Translated where they are shown; a namespace-scope tr() would run before any translator.
const char* const kColumns[] = {QT_TRANSLATE_NOOP("CompareWindow", "Run"),
    QT_TRANSLATE_NOOP("CompareWindow", "Visited"), QT_TRANSLATE_NOOP("CompareWindow", "Pruned"),
    QT_TRANSLATE_NOOP("CompareWindow", "Leaves evaluated"), QT_TRANSLATE_NOOP("CompareWindow", "Cut-offs"),
    QT_TRANSLATE_NOOP("CompareWindow", "Value"), QT_TRANSLATE_NOOP("CompareWindow", "Best move")};
constexpr int kColumnCount = int(std::size(kColumns));

QString columnTitle(int column)
{
    return QCoreApplication::translate("CompareWindow", kColumns[column]);
}

} // namespace

CompareWindow::CompareWindow(QWidget* parent)
    : QMainWindow(parent)
    , lockstep_(new LockstepController(this))
    , playback_(new PlaybackToolBar(this))
    , scenarioBox_(new QComboBox(this))
    , paneRow_(new QSplitter(Qt::Horizontal, this))
    , table_(new QTableWidget(0, kColumnCount, this))
    , chart_(new BarChart(this))
    , shapeNote_(new QLabel(this))
{
    setObjectName("CompareWindow");
    setWindowTitle(tr("Compare Runs — Game Tree Lab"));
    setUpToolWindow(*this, QSize(1500, 950));
    for (const ComparisonName& entry : kComparisons)
        scenarioBox_->addItem(qtText(entry.title), int(entry.comparison));
    scenarioBox_->setToolTip(tr("What to compare; all but the first use the tree open in the main window"));
    connect(scenarioBox_, &QComboBox::activated, this,
        [this](int index) { showComparison(Comparison(scenarioBox_->itemData(index).toInt())); });
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

    for (int column = 0; column < kColumnCount; ++column)
        table_->setHorizontalHeaderItem(column, new QTableWidgetItem(columnTitle(column)));
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
    tree_ = std::make_shared<const GameTree>(findPreset("mixed")->build());
    title_ = "Mixed order";
}

void CompareWindow::setTree(std::shared_ptr<const GameTree> tree, const std::string& title, SearchOptions options)
{
    tree_ = std::move(tree);
    title_ = title;
    options_ = options;
}

void CompareWindow::showComparison(Comparison comparison)
{
    scenarioBox_->setCurrentIndex(scenarioBox_->findData(int(comparison)));
    QApplication::setOverrideCursor(Qt::WaitCursor);
    showRuns(comparedRuns(comparison, tree_, title_, options_));
    QApplication::restoreOverrideCursor();
}

Comparison CompareWindow::comparison() const
{
    return Comparison(scenarioBox_->currentData().toInt());
}

void CompareWindow::followTree(std::shared_ptr<const GameTree> tree, const std::string& title, SearchOptions options)
{
    setTree(std::move(tree), title, options);
    if (isVisible())
        showComparison(comparison());
}

void CompareWindow::showRuns(std::vector<ComparedRun> runs)
{
    playback_->setController(nullptr);
    lockstep_->setRuns({});
    qDeleteAll(panes_); // the controller, a child of the leading pane, goes with it
    panes_.clear();
    controller_ = nullptr;
    std::vector<RunModel*> models;
    for (ComparedRun& run : runs) {
        auto* pane = new ComparePane(SearchRun::create(std::move(run.tree), run.options, run.title),
            QString::fromStdString(run.title), paneRow_);
        paneRow_->addWidget(pane);
        panes_.append(pane);
        models.push_back(&pane->model());
    }
    lockstep_->setRuns(models);
    if (RunModel* leader = lockstep_->leader()) {
        controller_ = new PlaybackController(*leader, leader);
        controller_->setCutoffRuns({models.begin(), models.end()});
        playback_->setController(controller_);
    }
    showFigures();
}

QStringList CompareWindow::figureCells(const QString& title, const GameTree& tree, const SearchResult& r)
{
    const QLocale locale;
    return {title, locale.toString(r.visited), locale.toString(r.pruned), locale.toString(r.leavesEvaluated),
        locale.toString(r.cutoffs), valueText(r.value), bestMoveText(tree, r)};
}

void CompareWindow::showFigures()
{
    table_->setRowCount(int(panes_.size()));
    QList<BarChart::Group> groups;
    for (int row = 0; row < panes_.size(); ++row) {
        const SearchRun& run = panes_[row]->model().run();
        const SearchResult& r = run.trace.result;
        const QStringList cells = figureCells(panes_[row]->title(), *run.tree, r);
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
    const auto shape = panes_.isEmpty() ? std::nullopt : levelShape(panes_.first()->model().tree());
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
    QList<QStringList> rows = {{}};
    for (int column = 0; column < kColumnCount; ++column)
        rows.front().append(columnTitle(column));
    for (ComparePane* pane : panes_) {
        const SearchRun& run = pane->model().run();
        rows.append(figureCells(pane->title(), *run.tree, run.trace.result));
    }
    QList<int> widths(kColumnCount, 0);
    for (const QStringList& row : rows) {
        for (int column = 0; column < kColumnCount; ++column)
            widths[column] = std::max(widths[column], int(row[column].size()));
    }
    QString text;
    for (const QStringList& row : rows) {
        QString line;
        for (int column = 0; column < kColumnCount; ++column)
            line += column == 0 ? row[column].leftJustified(widths[column])
                                : row[column].rightJustified(widths[column] + 2);
        text += line.trimmed() + '\n';
        if (&row == &rows.front())
            text += QString(line.trimmed().size(), '-') + '\n';
    }
    return text + '\n' + shapeNote_->text() + '\n';
}

void CompareWindow::saveFigures()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Figures"), "comparison.txt", tr("Text (*.txt)"));
    if (path.isEmpty())
        return;
    if (const QString error = saveAtomically(path, figuresText().toUtf8()); !error.isEmpty())
        QMessageBox::warning(this, tr("Cannot save"), tr("%1: %2").arg(path, error));
}

} // namespace gtl::ui
