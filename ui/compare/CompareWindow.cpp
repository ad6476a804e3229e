// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/compare/CompareWindow.h"

#include "core/content/Catalogue.h"
#include "ui/charts/BarChart.h"
#include "ui/compare/ComparePane.h"
#include "ui/compare/ToolWindow.h"
#include "ui/help/ManualWindow.h"
#include "ui/io/AtomicSave.h"
#include "ui/jobs/JobProgress.h"
#include "ui/jobs/JobRunner.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/playback/LockstepController.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/PlaybackToolBar.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeView.h"
#include "ui/style/CanvasChoices.h"
#include "ui/style/SceneStyle.h"
#include "ui/widgets/ProjectorMode.h"

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
    , figures_(new ComparisonFigures(this))
    , projector_(std::make_unique<ProjectorMode>(*this, QList<QDockWidget*>{}, QList<QDockWidget*>{}))
    , projectorAction_(new QAction(tr("Projector Mode"), this))
{
    setObjectName("CompareWindow");
    setWindowTitle(tr("Compare Runs — Game Tree Lab"));
    setUpToolWindow(*this, QSize(1500, 950), ManualWindow::chapterPage(QStringLiteral("comparing.md")));
    addTopToolBar();
    addToolBarBreak();
    addToolBar(playback_);

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
        figures_->keepRoom();
        giveTreesTheRoom();
    });
    setCentre(*this, *progress_, *split);
    progress_->setWhat(tr("Searching the runs…"));
    // Cancelled, the choice goes back to the runs still on screen.
    connect(jobs_, &JobRunner::stopped, this,
        [this] { scenarioBox_->setCurrentIndex(scenarioBox_->findData(int(shown_))); });
    connect(jobs_, &JobRunner::failed, this,
        [this](const QString& reason) { QMessageBox::warning(this, tr("Cannot compare"), reason); });
    tree_ = std::make_shared<const GameTree>(Catalogue::findPreset("mixed")->build());
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
    figures_->setRuns(panes_);
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
    figures_->keepRoom();
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
    figures_->keepRoom();
    giveTreesTheRoom();
    settle_.start();
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
    const int figures = std::clamp(
        figures_->heightNeeded(), figures_->minimumHeight(), std::max(figures_->minimumHeight(), total / 3));
    split_->setSizes({total - figures, figures});
}

bool CompareWindow::isProjectorMode() const
{
    return projector_->isOn();
}

void CompareWindow::applySceneStyle()
{
    const bool projected = projector_->isOn();
    const SceneStyle style = CanvasChoices::style(projected);
    for (ComparePane* pane : panes_) {
        pane->view().setSceneStyle(style);
        pane->view().fitToView();
    }
}

void CompareWindow::showFigures()
{
    figures_->showAt(lockstep_->leader() ? lockstep_->leader()->step() : 0);
}

QString CompareWindow::figuresText() const
{
    return figures_->text();
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
    return figures_->write(path);
}

} // namespace gtl::ui
