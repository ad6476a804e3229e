// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/MainWindow.h"

#include "core/search/ChoiceNames.h"
#include "ui/editing/TreeEditDialogs.h"
#include "ui/editing/TreeSession.h"
#include "ui/io/ImageFile.h"
#include "ui/jobs/JobProgress.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/practice/PracticeSession.h"
#include "ui/scene/TreeView.h"
#include "ui/window/RunPanels.h"
#include "ui/window/ToolBarRows.h"
#include "ui/window/WindowMenus.h"
#include "ui/window/WindowSettings.h"
#include "ui/window/compare/CompareFeature.h"
#include "ui/window/edit/EditingFeature.h"
#include "ui/window/file/ExportFeature.h"
#include "ui/window/file/FilesFeature.h"
#include "ui/window/file/TreeChoiceBar.h"
#include "ui/window/file/TreeFiles.h"
#include "ui/window/file/WebExportFeature.h"
#include "ui/window/game/PlayFeature.h"
#include "ui/window/help/HelpFeature.h"
#include "ui/window/lessons/LessonsFeature.h"
#include "ui/window/playback/PlaybackFeature.h"
#include "ui/window/playback/PracticeFeature.h"
#include "ui/window/search/EnhancementsFeature.h"
#include "ui/window/search/EnhancementsMenu.h"
#include "ui/window/search/MctsFeature.h"
#include "ui/window/search/SearchChoiceBar.h"
#include "ui/window/view/AnnouncementsFeature.h"
#include "ui/window/view/AppearanceFeature.h"
#include "ui/window/view/LanguageFeature.h"
#include "ui/window/view/ProjectorFeature.h"
#include "ui/window/view/ReadingFeature.h"
#include "ui/window/view/ViewFeature.h"

#include <QAction>
#include <QCloseEvent>
#include <QMenuBar>
#include <QMimeData>
#include <QScreen>
#include <QShortcut>
#include <QStatusBar>

namespace gtl::ui {

MainWindow::MainWindow(Settings settings, QWidget* parent)
    : QMainWindow(parent)
    , docks_(*this)
    , model_(new RunModel(this))
    , controller_(new PlaybackController(*model_, this))
    , view_(new TreeView(*model_, this))
    , session_(new TreeSession(*model_, this))
    , files_(new TreeFiles(*session_, *this))
    , practice_(new PracticeSession(*model_, this))
    , edits_(new TreeEditDialogs(
          *session_,
          [this](const RandomTreeSpec& spec) {
              files_->openSource({TreeSource::Kind::Random, spec.toString(), {}});
          },
          *practice_, *this))
    , lessons_(new LessonCommands(*model_, *controller_, *session_, *view_, *this,
          // A lesson's tree is searched as the lesson says; the user's choice stays theirs. Its
          // stops are steps of that run, so the lesson waits for it.
          [this](const TreeSource& source, SearchOptions options) {
              const bool opened = files_->openSource(source, options);
              session_->settle();
              return opened;
          }))
    , parts_{*this, *model_, *controller_, *view_, *session_, *files_, *practice_, *lessons_, *edits_, actions_, docks_}
{
    setObjectName("MainWindow");
    setWindowTitle(tr("Game Tree Lab"));
    setCentralWidget(view_);
    // In a narrow window the panels give way, down to their own minimums, before the tree does.
    view_->setMinimumWidth(kMinimumCanvasWidth);
    setAcceptDrops(true);
    addFeatures();
    statusBar()->showMessage(tr("Right arrow steps forward, Space plays, F fits the tree to the window"));
    showSearchProgress();
    connect(model_, &RunModel::runLoaded, this, &MainWindow::showRun);
    saveSettingsOnClose_ = settings == Settings::Restore;
    if (saveSettingsOnClose_) {
        panelsNeedSizing_ = !WindowSettings(parts_).restore(defaultSize());
    } else {
        resize(defaultSize());
        openSource({});
    }
}

MainWindow::~MainWindow()
{
    // Closing hides the docks, which unchecks the practice panel's action; by then this
    // window is being taken apart, so practice must no longer hear about it.
    disconnect(actions_.practice, nullptr, practiceFeature_, nullptr);
}

void MainWindow::addFeatures()
{
    // The tool bars in their rows, then the features with panels; the panels are placed once
    // all are made, and the projector and the blank screen cover them all.
    auto* files = new FilesFeature(parts_);
    auto* treeBar = new TreeChoiceBar(parts_);
    auto* searchBar = new SearchChoiceBar(parts_);
    addToolBar(treeBar);
    addToolBar(searchBar);
    new ToolBarRows(*this, *treeBar, *searchBar);
    playback_ = new PlaybackFeature(parts_);
    panels_ = new RunPanels(parts_);
    new AnnouncementsFeature(parts_, panels_->narration());
    practiceFeature_ = new PracticeFeature(parts_);
    auto* lessons = new LessonsFeature(parts_);
    editing_ = new EditingFeature(parts_);
    auto* enhancements = new EnhancementsFeature(parts_);
    play_ = new PlayFeature(parts_);
    mcts_ = new MctsFeature(parts_);
    docks_.arrange();
    projector_ = new ProjectorFeature(parts_);
    auto* appearance = new AppearanceFeature(parts_, *projector_);
    mcts_->followProjector();
    new ExportFeature(parts_);
    new WebExportFeature(parts_);
    new ViewFeature(parts_);
    new ReadingFeature(parts_);
    compare_ = new CompareFeature(parts_, *projector_);
    connect(appearance, &AppearanceFeature::canvasLookChanged, compare_, &CompareFeature::followCanvasLook);
    auto* help = new HelpFeature(parts_);
    auto* language = new LanguageFeature(parts_);
    WindowMenus::build(*menuBar(), actions_, playback_->actions(),
        {&files->recentMenu(), &enhancements->menu(), &play_->menu(), &docks_.panelsMenu(), lessons->builtInLessons(),
            compare_->comparisons(), &compare_->lab(), &help->about(), &language->menu()});
}

void MainWindow::showSearchProgress()
{
    JobRunner& searches = session_->searches();
    auto* searching = new JobProgress(searches, this);
    searching->setWhat(tr("Searching the tree…"));
    searching->setDelay(TreeSession::kMomentMs);
    searching->showIn(*statusBar());
    searching->cancelButton().setToolTip(tr("Stop the search (Esc)"));
    // Esc is the editors' too: it stops a search only while one runs.
    auto* stop = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    stop->setEnabled(false);
    connect(&searches, &JobRunner::started, stop, [stop] { stop->setEnabled(true); });
    connect(&searches, &JobRunner::stopped, stop, [stop] { stop->setEnabled(false); });
    connect(stop, &QShortcut::activated, &searches, &JobRunner::cancel);
}

bool MainWindow::openSource(const TreeSource& source)
{
    return files_->openSource(source);
}

QString MainWindow::lastError() const
{
    return files_->lastError();
}

SearchOptions MainWindow::searchOptions() const
{
    return session_->options();
}

void MainWindow::setSearchOptions(SearchOptions options)
{
    session_->settings().choose(options);
}

void MainWindow::showRun()
{
    const SearchRun& run = model_->run();
    setWindowTitle(
        //: The window title: the tree, the search. [*] marks a tree with changes not saved.
        tr("%1[*] — %2 — Game Tree Lab")
            .arg(translatedTitle(run.title), translatedSearchName(run.trace.options, ChoiceNames(*run.tree))));
    //: The status bar: the tree's title, "22 nodes", "59 steps".
    statusBar()->showMessage(
        tr("%1: %2, %3")
            .arg(translatedTitle(run.title), nodeCountText(run.tree->size()), stepCountText(run.trace.steps())));
}

void MainWindow::setProjectorMode(bool on, bool fullScreen)
{
    projector_->setOn(on, fullScreen);
}

void MainWindow::setPracticeMode(bool on)
{
    if (actions_.practice->isChecked() != on)
        actions_.practice->trigger(); // the dock's own action: triggering shows or hides the panel
}

CompareWindow& MainWindow::compare(Comparison comparison)
{
    return compare_->compare(comparison);
}

LabWindow& MainWindow::openLab()
{
    return compare_->openLab();
}

TreeTextEditor& MainWindow::treeText()
{
    return editing_->treeText();
}

ConvergencePanel& MainWindow::convergence()
{
    return mcts_->convergence();
}

PlayFeature& MainWindow::play()
{
    return *play_;
}

CountersPanel& MainWindow::counters()
{
    return panels_->counters();
}

NarrationPanel& MainWindow::narration()
{
    return panels_->narration();
}

PracticePanel& MainWindow::practicePanel()
{
    return practiceFeature_->panel();
}

PseudocodePanel& MainWindow::pseudocode()
{
    return panels_->pseudocode();
}

const PlaybackToolBar::Actions& MainWindow::playbackActions() const
{
    return playback_->actions();
}

QSize MainWindow::defaultSize() const
{
    const QSize roomy(1500, 920);
    return screen() ? roomy.boundedTo(screen()->availableGeometry().size() * 0.94) : roomy;
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (!panelsNeedSizing_)
        return;
    panelsNeedSizing_ = false;
    docks_.shareWidth(width());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!files_->maySetTreeAside()) {
        event->ignore();
        return;
    }
    if (saveSettingsOnClose_)
        WindowSettings(parts_).save();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls() && event->mimeData()->urls().first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    if (files_->openDropped(*event->mimeData()))
        event->acceptProposedAction();
}

QString MainWindow::saveScreenshot(const QString& path)
{
    return saveImage(grab().toImage(), path);
}

} // namespace gtl::ui
