// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/CompareWindow.h"

#include "core/teaching/Preset.h"
#include "ui/charts/BarChart.h"
#include "ui/compare/ComparePane.h"
#include "ui/compare/ToolWindow.h"
#include "ui/io/AtomicSave.h"
#include "ui/jobs/JobProgress.h"
#include "ui/jobs/JobRunner.h"
#include "ui/language/Translated.h"
#include "ui/playback/LockstepController.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/PlaybackToolBar.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/SceneStyle.h"
#include "ui/scene/TreeView.h"
#include "ui/scene/ValueText.h"
#include "ui/window/ProjectorMode.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTableWidget>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

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
    , jobs_(new JobRunner(this))
    , progress_(new JobProgress(*jobs_, this))
    , lockstep_(new LockstepController(this))
    , playback_(new PlaybackToolBar(this))
    , scenarioBox_(new QComboBox(this))
    , showMenu_(new QMenu(this))
    , paneArea_(new QWidget(this))
    , paneGrid_(new QGridLayout(paneArea_))
    , figuresCaption_(new QLabel(this))
    , table_(new QTableWidget(0, kColumnCount, this))
    , chart_(new BarChart(this))
    , shapeNote_(new QLabel(this))
    , projector_(std::make_unique<ProjectorMode>(*this, QList<QDockWidget*>{}, QList<QDockWidget*>{}))
    , projectorAction_(new QAction(tr("Projector Mode"), this))
{
    setObjectName("CompareWindow");
    setWindowTitle(tr("Compare Runs — Game Tree Lab"));
    setUpToolWindow(*this, QSize(1500, 950));
    addTopToolBar();
    addToolBarBreak();
    addToolBar(playback_);

    layOutFigures();
    paneGrid_->setContentsMargins(0, 0, 0, 0);
    paneGrid_->setSpacing(2); // the panes have margins of their own
    split_ = new QSplitter(Qt::Vertical, this);
    QSplitter* split = split_;
    split->addWidget(paneArea_);
    split->addWidget(figures_);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 2);
    split->setChildrenCollapsible(false);
    // Only a drag of the handle emits this; the window's own setSizes() does not.
    connect(split, &QSplitter::splitterMoved, this, [this] { splitChosenByHand_ = true; });
    split->installEventFilter(this);
    settle_.setSingleShot(true);
    connect(&settle_, &QTimer::timeout, this, [this] {
        keepRoomForFigures();
        giveTreesTheRoom();
    });
    setCentre(*this, *progress_, *split);
    progress_->setWhat(tr("Searching the runs…"));
    // Cancelled, the choice goes back to the runs still on screen.
    connect(jobs_, &JobRunner::stopped, this,
        [this] { scenarioBox_->setCurrentIndex(scenarioBox_->findData(int(shown_))); });
    connect(jobs_, &JobRunner::failed, this,
        [this](const QString& reason) { QMessageBox::warning(this, tr("Cannot compare"), reason); });
    tree_ = std::make_shared<const GameTree>(findPreset("mixed")->build());
    title_ = translatedTitle("Mixed order").toStdString();
}

void CompareWindow::addTopToolBar()
{
    for (const ComparisonName& entry : kComparisons)
        scenarioBox_->addItem(translatedText("Comparisons", entry.title), int(entry.comparison));
    scenarioBox_->setToolTip(tr("What to compare; all but the first use the tree open in the main window"));
    connect(scenarioBox_, &QComboBox::activated, this,
        [this](int index) { showComparison(Comparison(scenarioBox_->itemData(index).toInt())); });
    QToolBar* top = addToolBar(tr("Comparison"));
    top->setObjectName("comparisonToolBar");
    top->addWidget(new QLabel(tr(" Compare "), top));
    top->addWidget(scenarioBox_);
    auto* show = new QToolButton(top);
    show->setText(tr("Show"));
    show->setToolTip(tr("Which runs have a pane; the table and the chart show them all"));
    show->setMenu(showMenu_);
    show->setPopupMode(QToolButton::InstantPopup);
    top->addWidget(show);
    top->addAction(tr("Copy Figures"), this, [this] { QApplication::clipboard()->setText(figuresText()); })
        ->setToolTip(tr("Copy the table of final figures as text"));
    top->addAction(tr("Save Figures…"), this, &CompareWindow::saveFigures)
        ->setToolTip(tr("Save the table of final figures as a text file"));
    projectorAction_->setCheckable(true);
    projectorAction_->setShortcut(Qt::Key_F10);
    projectorAction_->setToolTip(tr("Full screen, larger type and stronger contrast for a classroom projector (F10)"));
    connect(projectorAction_, &QAction::triggered, this, [this](bool on) { setProjectorMode(on); });
    top->addAction(projectorAction_);
}

void CompareWindow::layOutFigures()
{
    for (int column = 0; column < kColumnCount; ++column)
        table_->setHorizontalHeaderItem(column, new QTableWidgetItem(columnTitle(column)));
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The run's name takes what the figures leave, and wraps.
    table_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->verticalHeader()->hide();
    table_->setWordWrap(true);
    table_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    figuresCaption_->setObjectName("figuresCaption");
    figuresCaption_->setWordWrap(true);
    shapeNote_->setWordWrap(true);
    figures_ = new QWidget(this);
    auto* figuresLayout = new QHBoxLayout(figures_);
    figuresLayout->setContentsMargins(4, 0, 4, 4);
    // The table as tall as its rows, the Knuth–Moore note under it in the wider column: the
    // chart beside them takes the height they leave, and the trees above take the rest.
    auto* left = new QVBoxLayout;
    left->addWidget(figuresCaption_);
    left->addWidget(table_);
    left->addWidget(shapeNote_);
    left->addStretch(1);
    figuresLayout->addLayout(left, 3);
    figuresLayout->addWidget(chart_, 2);
}

CompareWindow::~CompareWindow() = default;

void CompareWindow::setTree(std::shared_ptr<const GameTree> tree, const std::string& title, SearchOptions options)
{
    tree_ = std::move(tree);
    title_ = title;
    options_ = options;
}

void CompareWindow::showComparison(Comparison comparison)
{
    scenarioBox_->setCurrentIndex(scenarioBox_->findData(int(comparison)));
    const auto search = [comparison, tree = tree_, title = title_, options = options_](JobToken& token) {
        std::vector<ComparedRun> runs = comparedRuns(comparison, tree, title, options);
        std::vector<SearchedRun> searched;
        token.setProgress(0, runs.size());
        for (ComparedRun& run : runs) {
            const QString runTitle = translated(run.title);
            searched.push_back(
                {SearchRun::shown(std::move(run.tree), run.options, runTitle.toStdString(), &token.cancelFlag()),
                    runTitle});
            token.setProgress(searched.size(), runs.size());
        }
        return searched;
    };
    jobs_->submit(search, [this, comparison](std::vector<SearchedRun> runs) {
        shown_ = comparison;
        showRuns(std::move(runs));
    });
}

void CompareWindow::waitUntilShown()
{
    jobs_->waitUntilStopped();
}

bool CompareWindow::isSearching() const
{
    return jobs_->isRunning();
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

void CompareWindow::showRuns(std::vector<SearchedRun> runs)
{
    playback_->setController(nullptr);
    lockstep_->setRuns({});
    qDeleteAll(panes_); // the controller, a child of the leading pane, goes with it
    panes_.clear();
    controller_ = nullptr;
    // New panes take their own type from the window's normal type; projector mode then
    // enlarges them with the rest, and gives every one back when it is turned off.
    const bool projected = projector_->isOn();
    const Qt::WindowStates state = windowState();
    projector_->setOn(false);
    std::vector<RunModel*> models;
    QStringList notes; // what a run could not search as asked, said as the main window says it
    for (SearchedRun& run : runs) {
        if (!run.run->refusal.empty())
            notes << tr("%1: not searched: %2").arg(run.title, translated(run.run->refusal));
        else if (!run.run->withoutEnhancements.empty())
            notes
                << tr("%1: searched without enhancements: %2").arg(run.title, translated(run.run->withoutEnhancements));
        auto* pane = new ComparePane(std::move(run.run), run.title, paneArea_);
        panes_.append(pane);
        models.push_back(&pane->model());
    }
    // The status bar takes room from the panes only while it has something to say.
    if (!notes.isEmpty())
        statusBar()->showMessage(notes.join(QStringLiteral("; ")));
    if (QStatusBar* bar = findChild<QStatusBar*>())
        bar->setVisible(!notes.isEmpty());
    projector_->setOn(projected, false);
    setWindowState(state); // still full screen if it was
    applySceneStyle();
    lockstep_->setRuns(models);
    if (RunModel* leader = lockstep_->leader()) {
        controller_ = new PlaybackController(*leader, leader);
        controller_->setCutoffRuns({models.begin(), models.end()});
        playback_->setController(controller_);
        // After the lockstep's own connection: every run has reached the step.
        connect(leader, &RunModel::stepChanged, this, &CompareWindow::showFigures);
    }
    chosenByHand_ = false;
    arrangePanes();
    showFigures();
    relayOut();
}

void CompareWindow::fillShowMenu()
{
    showMenu_->clear();
    for (int index = 0; index < panes_.size(); ++index) {
        QAction* action = showMenu_->addAction(panes_[index]->title());
        action->setCheckable(true);
        action->setChecked(!panes_[index]->isHidden());
        connect(action, &QAction::triggered, this, [this, index](bool on) { setPaneShown(index, on); });
    }
}

void CompareWindow::setPaneShown(int index, bool shown)
{
    chosenByHand_ = true;
    panes_[index]->setVisible(shown);
    arrangePanes();
    panes_[index]->view().fitToView();
}

int CompareWindow::columnsThatFit() const
{
    // Projected, a pane needs room for the projector's wider columns, or its leaves collapse.
    int paneWidth = isProjectorMode() ? qRound(kMinPaneWidth * ProjectorMode::kScale) : kMinPaneWidth;
    for (const ComparePane* pane : panes_)
        paneWidth = std::max(paneWidth, pane->minimumSizeHint().width());
    // Before the window is first laid out its own width is the best guess of the area's.
    const int width = paneArea_->isVisible() ? paneArea_->width() : this->width();
    return std::max(1, (width + paneGrid_->horizontalSpacing()) / (paneWidth + paneGrid_->horizontalSpacing()));
}

void CompareWindow::arrangePanes()
{
    // Until the user chooses, the first runs that fit a row have panes.
    if (!chosenByHand_) {
        const int fit = columnsThatFit();
        for (int index = 0; index < panes_.size(); ++index)
            panes_[index]->setVisible(index < fit);
    }
    fillShowMenu();
    QList<ComparePane*> shown;
    for (ComparePane* pane : panes_) {
        paneGrid_->removeWidget(pane);
        if (!pane->isHidden())
            shown.append(pane);
    }
    const int columns = std::max<qsizetype>(1, std::min<qsizetype>(shown.size(), columnsThatFit()));
    for (int index = 0; index < shown.size(); ++index)
        paneGrid_->addWidget(shown[index], index / columns, index % columns);
    for (int column = 0; column < paneGrid_->columnCount(); ++column)
        paneGrid_->setColumnStretch(column, column < columns ? 1 : 0);
    paneGrid_->activate(); // the panes have their places before the next step is drawn
}

void CompareWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    arrangePanes(); // the window's layout has already given the pane area its new width
    keepRoomForFigures();
}

bool CompareWindow::eventFilter(QObject* watched, QEvent* event)
{
    // Before the splitter's own handling, which then keeps the sizes given here.
    if (watched == split_ && event->type() == QEvent::Resize) {
        giveTreesTheRoom();
        settle_.start(); // again once the table has its new width and its rows their heights
    }
    return QMainWindow::eventFilter(watched, event);
}

void CompareWindow::closeEvent(QCloseEvent* event)
{
    jobs_->cancel();
    QMainWindow::closeEvent(event);
}

void CompareWindow::setProjectorMode(bool on, bool fullScreen)
{
    projectorAction_->setChecked(on);
    if (on == projector_->isOn())
        return;
    projector_->setOn(on, fullScreen);
    applySceneStyle();
    arrangePanes();
    relayOut();
}

void CompareWindow::relayOut()
{
    keepRoomForFigures();
    giveTreesTheRoom();
    settle_.start();
}

void CompareWindow::keepRoomForFigures()
{
    // The chart needs a line for each run and the note its wrapped lines, which the layout's
    // minimum does not count.
    chart_->updateGeometry();
    table_->resizeRowsToContents();
    table_->setMaximumHeight(tableHeightNeeded()); // no empty rows below the runs
    figures_->setMinimumHeight(0);
    // Before the window is laid out, the note's column is three fifths of the window's width.
    const int noteWidth = shapeNote_->isVisible() ? shapeNote_->width() : width() * 3 / 5;
    const int noteLines = shapeNote_->heightForWidth(noteWidth) - shapeNote_->minimumSizeHint().height();
    figures_->setMinimumHeight(figures_->minimumSizeHint().height() + std::max(0, noteLines));
}

int CompareWindow::tableHeightNeeded() const
{
    int height = table_->horizontalHeader()->sizeHint().height() + 2 * table_->frameWidth();
    for (int row = 0; row < table_->rowCount(); ++row)
        height += table_->verticalHeader()->sectionSize(row);
    return height;
}

int CompareWindow::figuresHeightNeeded() const
{
    const int spacing = figures_->layout()->spacing();
    const int noteWidth = shapeNote_->isVisible() ? shapeNote_->width() : width() * 3 / 5;
    const int leftHeight = figuresCaption_->heightForWidth(noteWidth) + tableHeightNeeded()
        + shapeNote_->heightForWidth(noteWidth) + 2 * spacing;
    const QMargins margins = figures_->layout()->contentsMargins();
    return std::max(leftHeight, chart_->minimumSizeHint().height()) + margins.top() + margins.bottom();
}

void CompareWindow::giveTreesTheRoom()
{
    if (splitChosenByHand_)
        return;
    const int total = split_->height() - split_->handleWidth();
    if (total <= 0)
        return;
    // A class looks at the trees: the figures get what they need to show every run, no more,
    // and never more than a third; a longer table scrolls.
    const int figures
        = std::clamp(figuresHeightNeeded(), figures_->minimumHeight(), std::max(figures_->minimumHeight(), total / 3));
    split_->setSizes({total - figures, figures});
}

bool CompareWindow::isProjectorMode() const
{
    return projector_->isOn();
}

void CompareWindow::applySceneStyle()
{
    const bool projected = projector_->isOn();
    const SceneStyle style = SceneStyle::make(SceneStyle::Palette::Standard, projected);
    for (ComparePane* pane : panes_) {
        pane->view().setSceneStyle(style);
        pane->view().fitToView();
    }
}

QStringList CompareWindow::figureCells(const QString& title, const GameTree& tree, const Trace& trace)
{
    const QLocale locale;
    const SearchResult& r = trace.result;
    return {title, locale.toString(r.visited), locale.toString(r.pruned), locale.toString(r.leavesEvaluated),
        locale.toString(r.cutoffs), valueText(trace, r.value), bestMoveText(tree, r)};
}

QStringList CompareWindow::figureCellsSoFar(const ComparePane& pane)
{
    const Replay& replay = pane.model().replay();
    const SearchResult& result = replay.trace().result;
    const bool done = replay.atEnd();
    const QLocale locale;
    return {pane.title(), locale.toString(replay.visited()), locale.toString(replay.pruned()),
        locale.toString(replay.leavesEvaluated()), locale.toString(replay.cutoffs()),
        done ? valueText(replay.trace(), result.value) : QStringLiteral("…"),
        done ? bestMoveText(replay.tree(), result) : QStringLiteral("…")};
}

void CompareWindow::showFigures()
{
    table_->setRowCount(int(panes_.size()));
    QList<BarChart::Group> groups;
    bool allDone = true;
    for (int row = 0; row < panes_.size(); ++row) {
        const QStringList cells = figureCellsSoFar(*panes_[row]);
        const bool done = panes_[row]->model().replay().atEnd();
        allDone = allDone && done;
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            item->setTextAlignment(column == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignCenter);
            if (done) { // a finished run's figures are its final ones
                QFont font = table_->font();
                font.setBold(true);
                item->setFont(font);
            }
            table_->setItem(row, column, item);
        }
        const Replay& replay = panes_[row]->model().replay();
        groups.append({panes_[row]->title(),
            {double(replay.visited()), double(replay.pruned()), double(replay.leavesEvaluated())}});
    }
    const std::size_t step = lockstep_->leader() ? lockstep_->leader()->step() : 0;
    figuresCaption_->setText(allDone
            ? tr("<b>Final figures</b> of every run.")
            : tr("<b>Figures so far</b>, at step %1; a finished run's, in bold, are final.").arg(step));
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
        rows.append(figureCells(pane->title(), *run.tree, run.trace));
    }
    QList<int> widths(kColumnCount, 0);
    for (const QStringList& row : rows) {
        for (int column = 0; column < kColumnCount; ++column)
            widths[column] = std::max(widths[column], int(row[column].size()));
    }
    QString text = tr("Final figures") + "\n\n";
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
    if (const QString error = writeFigures(path); !error.isEmpty())
        QMessageBox::warning(this, tr("Cannot save"), error);
}

QString CompareWindow::writeFigures(const QString& path)
{
    const QFileInfo text(path);
    const QString image = text.dir().filePath(text.completeBaseName() + ".png");
    if (const QString error = saveAtomically(path, figuresText().toUtf8()); !error.isEmpty())
        return tr("%1: %2").arg(path, error);
    if (const QString error = chart_->save(image); !error.isEmpty())
        return tr("%1: %2").arg(image, error);
    return {};
}

} // namespace gtl::ui
