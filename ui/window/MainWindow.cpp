#include "ui/window/MainWindow.h"

#include "core/games/TicTacToeBoard.h"

#include "core/io/TraceExport.h"
#include "core/io/TreeTextParser.h"
#include "core/io/TreeTextWriter.h"
#include "core/teaching/BuiltInLessons.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/Preset.h"
#include "ui/compare/CompareWindow.h"
#include "ui/compare/LabWindow.h"
#include "ui/editing/TreeEditDialogs.h"
#include "ui/editing/TreeSession.h"
#include "ui/editing/TreeTextEditor.h"
#include "ui/editing/WideInputDialog.h"
#include "ui/io/AtomicSave.h"
#include "ui/lessons/LessonBar.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/panels/CountersPanel.h"
#include "ui/panels/IterationsPanel.h"
#include "ui/panels/NarrationPanel.h"
#include "ui/panels/PseudocodePanel.h"
#include "ui/panels/SearchPathPanel.h"
#include "ui/panels/TranspositionTablePanel.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/practice/PracticePanel.h"
#include "ui/practice/PracticeSession.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/scene/ValueText.h"
#include "ui/window/BlankScreen.h"
#include "ui/window/EnhancementSettings.h"
#include "ui/window/EnhancementsMenu.h"
#include "ui/window/ProjectorMode.h"
#include "ui/window/TreeFiles.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>

#include <algorithm>
#include <functional>

namespace gtl::ui {
namespace {

constexpr int kMessageMs = 10000;

} // namespace

MainWindow::MainWindow(Settings settings, QWidget* parent)
    : QMainWindow(parent)
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
    , lessons_(new LessonCommands(
          *model_, *controller_, *session_, *view_, *this, [this](const TreeSource& source, SearchOptions options) {
              setSearchOptions(options);
              return openSource(source);
          }))
{
    setObjectName("MainWindow");
    setWindowTitle(tr("Game Tree Lab"));
    setCentralWidget(view_);
    // In a narrow window the panels give way, down to their own minimums, before the tree does.
    view_->setMinimumWidth(kMinimumCanvasWidth);
    setAcceptDrops(true);
    createActions();
    createToolBars();
    createDocks();
    createMenus();
    connectActions();
    projector_ = std::make_unique<ProjectorMode>(*this, QList<QDockWidget*>{pathDock_, treeTextDock_},
        QList<QDockWidget*>{lessonDock_, practiceDock_, tableDock_, iterationsDock_});
    statusBar()->showMessage(tr("Right arrow steps forward, Space plays, F fits the tree to the window"));
    connect(model_, &RunModel::runLoaded, this, &MainWindow::showRunInControls);
    connect(session_, &TreeSession::treeChanged, this, [this] {
        editor_->showTree(session_->tree());
        if (compare_)
            compare_->followTree(session_->sharedTree(), session_->title(), session_->options());
    });
    connect(session_, &TreeSession::historyChanged, this, &MainWindow::showHistory);
    connect(
        files_, &TreeFiles::told, this, [this](const QString& message) { statusBar()->showMessage(message, 5000); });
    connect(files_, &TreeFiles::failed, this, &MainWindow::showFailure);
    connect(editor_, &TreeTextEditor::treeEdited, this,
        [this](const GameTree& tree) { session_->replaceTree(tr("Edit the tree text"), tree); });
    files_->setTreeText(*editor_);
    connect(view_, &TreeView::nodeMenuRequested, edits_,
        [this](NodeId node, const QPoint& at) { edits_->showNodeMenu(node, at, view_->nodeActions(node)); });
    connect(view_, &TreeView::nodeDoubleClicked, edits_, &TreeEditDialogs::askLeafValue);
    connect(narration_, &NarrationPanel::stepChosen, controller_, &PlaybackController::seek);
    saveSettingsOnClose_ = settings == Settings::Restore;
    if (saveSettingsOnClose_) {
        restoreSettings();
    } else {
        resize(defaultSize());
        openSource({});
    }
}

MainWindow::~MainWindow()
{
    // Closing hides the docks, which unchecks the practice panel's action; by then this
    // window is being taken apart, so it must no longer hear about it.
    disconnect(actions_.practice, nullptr, this, nullptr);
}

QAction* MainWindow::makeAction(const QString& text, const QKeySequence& key, const QString& tip)
{
    auto* action = new QAction(text, this);
    if (!key.isEmpty()) {
        action->setShortcut(key);
        action->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    } else {
        action->setToolTip(tip);
    }
    action->setStatusTip(tip);
    addAction(action); // shortcuts work with menus and tool bars hidden
    return action;
}

QAction* MainWindow::makeToggle(const QString& text, const QKeySequence& key, const QString& tip)
{
    QAction* action = makeAction(text, key, tip);
    action->setCheckable(true);
    return action;
}

void MainWindow::createActions()
{
    // Some desktops bind no key to Save As; Ctrl+Shift+S works everywhere.
    QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    if (!saveAsKeys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)))
        saveAsKeys.append(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    actions_ = {
        .openFile = makeAction(tr("Open…"), QKeySequence::Open, tr("Open a .gtree.json file or a file of tree text")),
        .openPosition = makeAction(tr("Open Tic-tac-toe Position…"), QKeySequence(Qt::CTRL | Qt::Key_T),
            tr("Type a position such as XXOOOX... or ......... for the empty board")),
        .newRandom = makeAction(tr("New Random Tree…"), QKeySequence(Qt::CTRL | Qt::Key_R),
            tr("A seeded random tree that a whole class can open alike")),
        .save = makeAction(tr("Save"), QKeySequence::Save, tr("Save the tree to its file, or ask where")),
        .saveAs = makeAction(tr("Save As…"), saveAsKeys.first(), tr("Save the tree as a new .gtree.json file")),
        .exportView = makeAction(tr("View as Image…"), QKeySequence(Qt::CTRL | Qt::Key_E),
            tr("Save what the tree view shows as PNG, SVG or PDF")),
        .exportTree = makeAction(tr("Whole Tree as Image…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
            tr("Save the whole tree at this step as PNG, SVG or PDF")),
        .exportCaption = makeToggle(tr("Caption Images with the Step"), {},
            tr("Write the step and its narration under exported images, for handouts")),
        .exportCsv = makeAction(tr("Trace as CSV…"), {}, tr("Save every step as a CSV table")),
        .exportJson = makeAction(tr("Trace as JSON…"), {}, tr("Save the figures and every step as JSON")),
        .screenshot
        = makeAction(tr("Save Screenshot"), QKeySequence(Qt::Key_F12), tr("Save the window as a PNG image")),
        .quit = makeAction(tr("Quit"), QKeySequence::Quit, tr("Close Game Tree Lab")),
        .undo = makeAction(tr("Undo"), QKeySequence::Undo, tr("Take back the last change of the tree")),
        .redo = makeAction(tr("Redo"), QKeySequence::Redo, tr("Make the change taken back again")),
        .bestFirst = makeAction(tr("Order Best Move First"), QKeySequence(Qt::CTRL | Qt::Key_B),
            tr("Sort every node's moves by value, the best for the side to move first")),
        .worstFirst = makeAction(tr("Order Worst Move First"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B),
            tr("Sort every node's moves by value, the worst for the side to move first")),
        .shuffle = makeAction(tr("Shuffle Moves…"), {}, tr("Put every node's moves in a seeded random order")),
        .treeProperties
        = makeAction(tr("Tree Properties…"), {}, tr("The tree's title and description, and the side that moves first")),
        .copyTreeText = makeAction(
            tr("Copy Tree Text"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C), tr("Copy the tree as tree text")),
        .practice = nullptr, // the practice dock's own action, made with the docks
        .nextStop = makeAction(tr("Next Stop"), Qt::Key_PageDown,
            tr("Go to the lesson's next stop (a step, without a lesson): a presenter remote's forward key")),
        .previousStop = makeAction(tr("Previous Stop"), Qt::Key_PageUp,
            tr("Go back to the lesson's previous stop (a step, without a lesson)")),
        .playToStop = makeAction(tr("Play to Next Stop"), QKeySequence(Qt::SHIFT | Qt::Key_PageDown),
            tr("Play the search and halt at the next stop")),
        .addNote = makeAction(tr("Add Note at This Step…"), QKeySequence(Qt::CTRL | Qt::Key_N),
            tr("Write what to say at this step: it becomes a stop of the tree's own lesson")),
        .editNote = makeAction(tr("Edit Note…"), {}, tr("Change the note at this step")),
        .removeNote = makeAction(tr("Remove Note"), {}, tr("Take away the note at this step")),
        .exportHandout = makeAction(
            tr("Handout as PDF…"), {}, tr("One block per stop: the tree at that step, the caption and the counters")),
        .blank = makeToggle(
            tr("Blank the Screen"), Qt::Key_B, tr("Hide the whole window behind a dark screen, and show it again")),
        .closeLesson = makeAction(tr("Close Lesson"), {}, tr("Leave the built-in lesson; the tree stays")),
        .fit = makeAction(tr("Fit Tree"), Qt::Key_F, tr("Fit the whole tree in the window")),
        .zoomIn = makeAction(tr("Zoom In"), QKeySequence::ZoomIn, tr("Zoom in")),
        .zoomOut = makeAction(tr("Zoom Out"), QKeySequence::ZoomOut, tr("Zoom out")),
        .follow = makeToggle(tr("Follow Current Node"), Qt::Key_V, tr("Keep the current node in view while playing")),
        .nodeTypes = makeToggle(tr("Knuth–Moore Node Types"), Qt::Key_K,
            tr("Label nodes PV, CUT or ALL as the minimal tree types them, and show where the search does "
               "otherwise")),
        .collapse = makeAction(tr("Collapse or Expand Subtree"), Qt::Key_C,
            tr("Collapse the subtree under the pointer (or the current node), or open it again")),
        .focusSubtree = makeAction(
            tr("Focus on Subtree"), Qt::Key_Z, tr("Show only the subtree under the pointer (or the current node)")),
        .wholeTree = makeAction(tr("Show Whole Tree"), QKeySequence(Qt::SHIFT | Qt::Key_Z),
            tr("Undo every collapse and focus, and show the whole tree")),
        .fullScreen = makeToggle(tr("Full Screen"), Qt::Key_F11, tr("Fill the screen")),
        .projector = makeToggle(tr("Projector Mode"), Qt::Key_F10,
            tr("Full screen, larger type and stronger contrast for a classroom projector")),
        .colourBlind = makeToggle(tr("Colour-Blind-Safe Palette"), {},
            tr("Use colours that people with any common colour vision deficiency can tell apart")),
        .shortcuts = makeAction(tr("Keyboard Shortcuts"), QKeySequence::HelpContents, tr("List the keys")),
    };
    actions_.saveAs->setShortcuts(saveAsKeys);
    actions_.follow->setChecked(true);
    // The lesson bar's buttons go by short names; the menus keep the long ones.
    actions_.previousStop->setIconText(tr("◀ Previous"));
    actions_.nextStop->setIconText(tr("Next ▶"));
    actions_.playToStop->setIconText(tr("Play to Next"));
    actions_.addNote->setIconText(tr("Add Note"));
    actions_.editNote->setIconText(tr("Edit"));
    actions_.removeNote->setIconText(tr("Remove"));
    // Presenter remotes send B or "." for a black screen.
    actions_.blank->setShortcuts({Qt::Key_B, Qt::Key_Period});
}

void MainWindow::connectActions()
{
    const Actions& a = actions_;
    connect(a.openFile, &QAction::triggered, files_, &TreeFiles::askToOpen);
    connect(a.openPosition, &QAction::triggered, this, [this] {
        boardField_->setFocus();
        boardField_->selectAll();
    });
    connect(a.newRandom, &QAction::triggered, edits_, &TreeEditDialogs::newRandomTree);
    connect(a.save, &QAction::triggered, files_, &TreeFiles::save);
    connect(a.saveAs, &QAction::triggered, files_, &TreeFiles::saveAs);
    connect(a.exportView, &QAction::triggered, this, [this] { exportScene(SceneExport::Area::View); });
    connect(a.exportTree, &QAction::triggered, this, [this] { exportScene(SceneExport::Area::WholeTree); });
    connect(a.exportCsv, &QAction::triggered, this, [this] { exportTrace(false); });
    connect(a.exportJson, &QAction::triggered, this, [this] { exportTrace(true); });
    connect(a.screenshot, &QAction::triggered, this, [this] {
        const QString path = QStringLiteral("gametree-lab-step-%1.png").arg(model_->step());
        if (saveScreenshot(path))
            statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    });
    connect(a.quit, &QAction::triggered, this, &QWidget::close);
    connect(a.undo, &QAction::triggered, session_, &TreeSession::undo);
    connect(a.redo, &QAction::triggered, session_, &TreeSession::redo);
    connect(a.bestFirst, &QAction::triggered, this, [this] { session_->reorder(MoveOrder::BestFirst); });
    connect(a.worstFirst, &QAction::triggered, this, [this] { session_->reorder(MoveOrder::WorstFirst); });
    connect(a.shuffle, &QAction::triggered, edits_, &TreeEditDialogs::askShuffleSeed);
    connect(a.treeProperties, &QAction::triggered, edits_, &TreeEditDialogs::editTreeProperties);
    connect(a.copyTreeText, &QAction::triggered, this,
        [this] { QApplication::clipboard()->setText(QString::fromStdString(toTreeText(session_->tree()))); });
    connect(a.practice, &QAction::toggled, this, [this](bool on) {
        giveKeysToPlayback(); // before practice starts: its first question may take them
        practice_->setActive(on);
        // Where the next cut-off is (or whether there is one) is the answer.
        controller_->setCutoffJumpsEnabled(!on);
    });
    // Playing halts at practice questions and at lesson stops, whichever comes first.
    controller_->setStopFinder([this](std::size_t from, std::size_t to) {
        std::optional<std::size_t> stop = lessons_->lessons().stopWithin(from, to);
        if (const auto question = practice_->isActive() ? practice_->nextQuestionStep(from, to) : std::nullopt)
            stop = stop ? std::min(*stop, *question) : *question;
        return stop;
    });
    connect(a.nextStop, &QAction::triggered, lessons_, &LessonCommands::nextStop);
    connect(a.previousStop, &QAction::triggered, lessons_, &LessonCommands::previousStop);
    connect(a.playToStop, &QAction::triggered, lessons_, &LessonCommands::playToNextStop);
    connect(a.addNote, &QAction::triggered, lessons_, &LessonCommands::askNewNote);
    connect(a.editNote, &QAction::triggered, lessons_, &LessonCommands::askNoteEdit);
    connect(a.removeNote, &QAction::triggered, lessons_, &LessonCommands::removeNoteHere);
    connect(a.exportHandout, &QAction::triggered, lessons_, &LessonCommands::askHandout);
    // Each panel has a dark screen of its own for when it floats outside the window.
    QList<BlankScreen*> blankScreens{new BlankScreen(*this)};
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        blankScreens.append(new BlankScreen(*dock));
    connect(a.blank, &QAction::toggled, this, [blankScreens](bool on) {
        for (BlankScreen* blankScreen : blankScreens) {
            blankScreen->setVisible(on);
            blankScreen->raise();
        }
    });
    connect(a.closeLesson, &QAction::triggered, this, [this] { lessons_->lessons().closeBuiltIn(); });
    connect(&lessons_->lessons(), &LessonSession::changed, this, &MainWindow::showLessonState);
    connect(session_, &TreeSession::notesCleared, this, [this](std::size_t count) {
        statusBar()->showMessage(
            tr("The change gave the search another trace, so the %n note(s) on this tree were removed; Undo brings "
               "them back.",
                nullptr, int(count)),
            10000);
    });
    connect(a.fit, &QAction::triggered, view_, &TreeView::fitToView);
    connect(a.zoomIn, &QAction::triggered, view_, &TreeView::zoomIn);
    connect(a.zoomOut, &QAction::triggered, view_, &TreeView::zoomOut);
    connect(a.follow, &QAction::toggled, view_, &TreeView::setFollow);
    connect(a.nodeTypes, &QAction::toggled, view_, [this](bool on) { view_->treeItem().setNodeTypesShown(on); });
    connect(a.collapse, &QAction::triggered, view_, [this] { view_->toggleCollapsed(view_->commandTarget()); });
    connect(a.focusSubtree, &QAction::triggered, view_, [this] { view_->focusOn(view_->commandTarget()); });
    connect(a.wholeTree, &QAction::triggered, view_, &TreeView::showWholeTree);
    connect(a.fullScreen, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? windowState() | Qt::WindowFullScreen : windowState() & ~Qt::WindowFullScreen);
    });
    connect(a.projector, &QAction::toggled, this, [this](bool on) { setProjectorMode(on); });
    connect(a.colourBlind, &QAction::toggled, this, [this](bool on) {
        colourBlind_ = on;
        applyStyle();
    });
    connect(a.shortcuts, &QAction::triggered, this, &MainWindow::showShortcuts);
}

void MainWindow::createToolBars()
{
    QToolBar* treeBar = addToolBar(tr("Tree"));
    treeBar->setObjectName("treeToolBar");
    presetBox_ = new QComboBox(treeBar);
    presetBox_->setToolTip(tr("A ready-made tree"));
    presetBox_->setPlaceholderText(tr("Own tree"));
    for (const Preset& preset : presets()) {
        presetBox_->addItem(qtText(preset.title), qtText(preset.name));
        presetBox_->setItemData(presetBox_->count() - 1, qtText(preset.description), Qt::ToolTipRole);
    }
    connect(presetBox_, &QComboBox::activated, this, [this](int index) {
        // Kept from opening, the box goes back to the tree on screen (and the keys stay with the text).
        if (!openSource({TreeSource::Kind::Preset, presetBox_->itemData(index).toString().toStdString(), {}}))
            presetBox_->setCurrentIndex(presetBox_->findData(qtText(session_->presetName())));
        else
            giveKeysToPlayback();
    });
    auto* treeLabel = new QLabel(tr(" &Tree "), treeBar);
    treeLabel->setBuddy(presetBox_); // Alt+T: choose a tree without the mouse
    treeBar->addWidget(treeLabel);
    treeBar->addWidget(presetBox_);
    boardField_ = new QLineEdit(treeBar);
    boardField_->setPlaceholderText(tr("Tic-tac-toe, e.g. XXOOOX..."));
    boardField_->setToolTip(tr("A tic-tac-toe position: 9 of X, O and . row by row; Enter opens its game tree "
                               "(......... is the empty board, 549,946 positions)"));
    boardField_->setMaxLength(9);
    boardField_->setFixedWidth(boardField_->fontMetrics().horizontalAdvance("Tic-tac-toe, e.g. XXOOOX...") + 16);
    connect(boardField_, &QLineEdit::returnPressed, this, &MainWindow::openTicTacToeField);
    treeBar->addWidget(boardField_);

    QToolBar* searchBar = addToolBar(tr("Search"));
    searchBar->setObjectName("searchToolBar");
    algorithmBox_ = new QComboBox(searchBar);
    for (Algorithm algorithm : kAllAlgorithms)
        algorithmBox_->addItem(qtText(algorithmTitle(algorithm)), int(algorithm));
    algorithmBox_->setToolTip(tr("The search to run"));
    failHardBox_ = new QCheckBox(tr("Fail-hard"), searchBar);
    failHardBox_->setToolTip(tr("Alpha-beta returns values clamped to its window instead of the best value seen"));
    auto chooseOptions = [this] {
        setSearchOptions({Algorithm(algorithmBox_->currentData().toInt()), failHardBox_->isChecked(),
            session_->options().enhancements});
        giveKeysToPlayback();
    };
    connect(algorithmBox_, &QComboBox::activated, this, chooseOptions);
    connect(failHardBox_, &QCheckBox::clicked, this, chooseOptions);
    searchBar->addWidget(new QLabel(tr(" Search "), searchBar));
    searchBar->addWidget(algorithmBox_);
    searchBar->addWidget(failHardBox_);
    enhancementsLabel_ = new QLabel(searchBar);
    enhancementsLabel_->setToolTip(tr("The enhancements of this search: change them in the Enhancements menu"));
    searchBar->addWidget(enhancementsLabel_);

    addToolBarBreak();
    playback_ = new PlaybackToolBar(this);
    playback_->setController(controller_);
    addToolBar(playback_);
}

void MainWindow::createDocks()
{
    editor_ = new TreeTextEditor(this);
    pseudocode_ = new PseudocodePanel(*model_, this);
    narration_ = new NarrationPanel(*model_, this);
    practicePanel_ = new PracticePanel(*practice_, this);
    path_ = new SearchPathPanel(*model_, this);
    counters_ = new CountersPanel(*model_, CountersPanel::Shape::Tall, this);
    panelsMenu_ = new QMenu(tr("Panels"), this);
    // The side panels run the full height; the lesson bar sits under the tree alone.
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    QDockWidget* previous = nullptr;
    auto addDock = [&](QWidget* widget, const QString& title, const char* name, Qt::DockWidgetArea area) {
        auto* dock = new QDockWidget(title, this);
        dock->setObjectName(name); // the key saveState() files the dock's place under
        dock->setWidget(widget);
        addDockWidget(area, dock);
        if (previous && dockWidgetArea(previous) == area)
            splitDockWidget(previous, dock, Qt::Vertical);
        previous = dock;
        panelsMenu_->addAction(dock->toggleViewAction());
        return dock;
    };
    narrationDock_ = addDock(narration_, tr("Narration"), "narrationDock", Qt::RightDockWidgetArea);
    practiceDock_ = addDock(practicePanel_, tr("Practice"), "practiceDock", Qt::RightDockWidgetArea);
    pseudocodeDock_ = addDock(pseudocode_, tr("Pseudocode"), "pseudocodeDock", Qt::RightDockWidgetArea);
    countersDock_ = addDock(counters_, tr("Counters"), "countersDock", Qt::LeftDockWidgetArea);
    lessonDock_ = addDock(new LessonBar(lessons_->lessons(),
                              {actions_.previousStop, actions_.nextStop, actions_.playToStop, actions_.addNote,
                                  actions_.editNote, actions_.removeNote},
                              this),
        tr("Lesson"), "lessonDock", Qt::BottomDockWidgetArea);
    lessonDock_->hide();
    pathDock_ = addDock(path_, tr("Search Path"), "pathDock", Qt::LeftDockWidgetArea);
    treeTextDock_ = addDock(editor_, tr("Tree Text"), "treeTextDock", Qt::LeftDockWidgetArea);
    // The enhanced searches' panels, shown while the search on screen has what they show.
    tableDock_ = addDock(
        new TranspositionTablePanel(*model_, this), tr("Transposition Table"), "tableDock", Qt::RightDockWidgetArea);
    iterationsDock_
        = addDock(new IterationsPanel(*model_, this), tr("Iterations"), "iterationsDock", Qt::RightDockWidgetArea);
    // Two more panels in the right column would leave each a row or two at 720p: they share
    // one place, a tab each.
    tabifyDockWidget(tableDock_, iterationsDock_);
    tableDock_->hide();
    iterationsDock_->hide();
    connect(model_, &RunModel::runLoaded, this, [this] {
        const Enhancements& e = model_->run().trace.options.enhancements;
        tableDock_->setVisible(e.table);
        iterationsDock_->setVisible(e.iterative);
    });
    // Practice is a mode as much as a panel: showing the panel starts it, closing it stops it.
    practiceDock_->hide();
    actions_.practice = practiceDock_->toggleViewAction();
    actions_.practice->setText(tr("Practice Mode"));
    actions_.practice->setShortcut(Qt::Key_Q);
    actions_.practice->setToolTip(tr("Answer before the search does: it stops before each decision and asks you (Q)"));
    actions_.practice->setStatusTip(actions_.practice->toolTip());
    addAction(actions_.practice);
    connect(practice_, &PracticeSession::answeredQuestion, view_, [this] { view_->setFocus(); });
    connect(view_, &TreeView::nodeClicked, practice_, &PracticeSession::toggleMark);
    // A node the table answered shows where its entry was filed: both are ringed.
    connect(view_, &TreeView::nodeClicked, this, [this](NodeId node) {
        const NodeId source = view_->tableSource(node);
        if (source == kNoNode)
            return;
        view_->treeItem().setHighlighted({node, source});
        const GameTree& tree = model_->tree();
        statusBar()->showMessage(
            tr("%1 was answered from the table entry filed at %2, the same position")
                .arg(qtText(Narrator::nodeName(tree, node)), qtText(Narrator::nodeName(tree, source))),
            8000);
    });
    connect(practice_, &PracticeSession::changed, view_,
        [this] { view_->treeItem().setPracticeMarks(practice_->leafMarks(), practice_->askedNode()); });
}

void MainWindow::createMenus()
{
    const Actions& a = actions_;
    const PlaybackToolBar::Actions& p = playback_->playbackActions();
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(a.openFile);
    recentMenu_ = file->addMenu(tr("Open Recent"));
    connect(recentMenu_, &QMenu::aboutToShow, this, [this] { files_->showRecent(*recentMenu_); });
    file->addActions({a.openPosition, a.newRandom, a.save, a.saveAs});
    file->addSeparator();
    file->addMenu(tr("Export"))
        ->addActions({a.exportView, a.exportTree, a.exportCaption, a.exportHandout, a.exportCsv, a.exportJson});
    file->addAction(a.screenshot);
    file->addSeparator();
    file->addAction(a.quit);
    QMenu* editMenu = menuBar()->addMenu(tr("&Edit"));
    editMenu->addActions({a.undo, a.redo});
    editMenu->addSeparator();
    editMenu->addActions({a.bestFirst, a.worstFirst, a.shuffle});
    editMenu->addSeparator();
    editMenu->addActions({a.treeProperties, a.copyTreeText});
    editMenu->addSeparator();
    editMenu->addAction(tr("Right-click a node to change it; double-click a leaf to set its value"))->setEnabled(false);
    QMenu* playback = menuBar()->addMenu(tr("&Playback"));
    playback->addActions(
        {p.play, p.playBackward, p.stepForward, p.stepBack, p.nextCutoff, p.previousCutoff, p.toStart, p.toEnd});
    playback->addSeparator();
    playback->addAction(a.practice);
    playback->addSeparator();
    playback->addActions({p.faster, p.slower});
    playback->addSeparator();
    playback->addAction(p.goToStep);
    enhancementsMenu_ = new EnhancementsMenu(this);
    menuBar()->addMenu(enhancementsMenu_);
    connect(enhancementsMenu_, &EnhancementsMenu::changed, this, [this](const Enhancements& enhancements) {
        SearchOptions options = session_->options();
        options.enhancements = enhancements;
        if (const std::string problem = searchOptionsProblem(options); !problem.empty()) {
            statusBar()->showMessage(tr("Not possible: %1").arg(qtText(problem)), 8000);
            enhancementsMenu_->showEnhancements(session_->options().enhancements);
            return;
        }
        setSearchOptions(options);
    });
    connect(session_, &TreeSession::enhancementsDropped, this, [this](const QString& reason) {
        statusBar()->showMessage(tr("Searched without enhancements: %1").arg(reason), 10000);
    });
    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    viewMenu->addActions({a.fit, a.zoomIn, a.zoomOut, a.follow, a.nodeTypes});
    viewMenu->addSeparator();
    viewMenu->addActions({a.collapse, a.focusSubtree, a.wholeTree});
    viewMenu->addSeparator();
    viewMenu->addActions({a.fullScreen, a.projector, a.colourBlind});
    viewMenu->addSeparator();
    viewMenu->addMenu(panelsMenu_);
    QMenu* lessonMenu = menuBar()->addMenu(tr("&Lessons"));
    for (const BuiltInLessons::Entry& entry : BuiltInLessons::list()) {
        const QString name = qtText(entry.name);
        lessonMenu->addAction(qtText(entry.title), this, [this, name] {
            if (!lessons_->openBuiltIn(name))
                showFailure(tr("Cannot open the lesson"), lessons_->lastError());
            giveKeysToPlayback(); // also when another lesson was running
        });
    }
    lessonMenu->addSeparator();
    lessonMenu->addActions({a.nextStop, a.previousStop, a.playToStop, a.blank});
    lessonMenu->addSeparator();
    lessonMenu->addActions({a.addNote, a.editNote, a.removeNote});
    lessonMenu->addSeparator();
    lessonMenu->addActions({a.exportHandout, a.closeLesson});
    QMenu* compareMenu = menuBar()->addMenu(tr("&Compare"));
    for (const ComparisonName& entry : kComparisons) {
        QAction* open = compareMenu->addAction(qtText(entry.title) + QStringLiteral("…"), this, [this, entry] {
            CompareWindow& window = compare(entry.comparison);
            window.show();
            window.raise();
        });
        open->setStatusTip(tr("Step several runs side by side and compare their figures"));
    }
    compareMenu->addSeparator();
    compareMenu->addAction(tr("Lab Table of This Position…"), this, [this] { openLab().show(); })
        ->setStatusTip(tr("Alpha-beta with move ordering, a transposition table, iterative deepening and more, "
                          "run on the tree on screen, side by side"));
    QAction* firstComparison = compareMenu->actions().first();
    firstComparison->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    firstComparison->setToolTip(QStringLiteral("%1 (%2)").arg(
        firstComparison->text().remove("…"), firstComparison->shortcut().toString(QKeySequence::NativeText)));
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(a.shortcuts);
    help->addAction(tr("About Game Tree Lab"), this, [this] {
        QMessageBox::about(this, tr("About Game Tree Lab"),
            tr("<h3>Game Tree Lab</h3><p>Minimax, negamax and alpha-beta, step by step: every bound, value "
               "and cut-off as it happens.</p>"));
    });
}

bool MainWindow::openSource(const TreeSource& source)
{
    return files_->openSource(source);
}

QString MainWindow::lastError() const
{
    return files_->lastError();
}

void MainWindow::showFailure(const QString& title, const QString& message)
{
    statusBar()->showMessage(message, kMessageMs);
    if (isVisible())
        QMessageBox::warning(this, title, message);
}

SearchOptions MainWindow::searchOptions() const
{
    return session_->options();
}

void MainWindow::setSearchOptions(SearchOptions options)
{
    session_->setOptions(options);
}

void MainWindow::showRunInControls()
{
    const SearchRun& run = model_->run();
    const SearchOptions options = session_->options();
    presetBox_->setCurrentIndex(presetBox_->findData(qtText(session_->presetName())));
    // The position box shows the position on screen, and nothing when the tree is another.
    const GameTree& tree = *run.tree;
    boardField_->setText(
        tree.hasPayload() ? qtText(TicTacToeBoard::unpacked(tree.payload(GameTree::root())).toString()) : QString());
    algorithmBox_->setCurrentIndex(algorithmBox_->findData(int(options.algorithm)));
    failHardBox_->setChecked(options.failHard);
    failHardBox_->setEnabled(usesWindow(options.algorithm));
    enhancementsMenu_->showEnhancements(options.enhancements);
    // ", depth 3, table" names what the search on screen adds: "+ depth 3, table".
    const QString added = qtText(enhancementsName(run.trace.options.enhancements)).mid(2);
    enhancementsLabel_->setText(added.isEmpty() ? QString() : QStringLiteral("  + %1  ").arg(added));
    setWindowTitle(
        tr("%1[*] — %2 — Game Tree Lab").arg(qtText(run.title), qtText(searchOptionsName(run.trace.options))));
    const QLocale locale;
    statusBar()->showMessage(
        tr("%1: %2 nodes, %3 steps")
            .arg(qtText(run.title), locale.toString(run.tree->size()), locale.toString(qulonglong(run.trace.steps()))));
}

void MainWindow::showHistory()
{
    const TreeHistory& history = session_->history();
    actions_.undo->setEnabled(history.canUndo());
    actions_.redo->setEnabled(history.canRedo());
    actions_.undo->setText(history.canUndo() ? tr("Undo %1").arg(qtText(history.undoText())) : tr("Undo"));
    actions_.redo->setText(history.canRedo() ? tr("Redo %1").arg(qtText(history.redoText())) : tr("Redo"));
    setWindowModified(session_->hasUnsavedChanges());
}

void MainWindow::applyStyle()
{
    const auto palette = colourBlind_ ? SceneStyle::Palette::ColourBlindSafe : SceneStyle::Palette::Standard;
    view_->setSceneStyle(SceneStyle::make(palette, projector_->isOn()));
}

void MainWindow::setProjectorMode(bool on, bool fullScreen)
{
    if (on == projector_->isOn())
        return;
    projector_->setOn(on, fullScreen);
    applyStyle();
    actions_.projector->setChecked(on);
    view_->fitToView();
    giveKeysToPlayback();
}

void MainWindow::setPracticeMode(bool on)
{
    if (actions_.practice->isChecked() != on)
        actions_.practice->trigger(); // the dock's own action: triggering shows or hides the panel
}

void MainWindow::openTicTacToeField()
{
    if (openSource({TreeSource::Kind::TicTacToe, boardField_->text().trimmed().toStdString(), {}}))
        view_->setFocus();
}

void MainWindow::showLessonState()
{
    const LessonSession& lesson = lessons_->lessons();
    // The bar comes up when a lesson or the first note appears and goes when it ends; closing
    // it meanwhile is the user's.
    if (lesson.isActive() != lessonWasActive_) {
        lessonDock_->setVisible(lesson.isActive());
        giveKeysToPlayback();
    }
    lessonWasActive_ = lesson.isActive();
    lessonDock_->setWindowTitle(lesson.heading());
    // The title bar says where the lesson stands; View → Panels keeps naming the panel.
    lessonDock_->toggleViewAction()->setText(tr("Lesson"));
    actions_.editNote->setEnabled(lesson.noteAtCursor().has_value());
    actions_.removeNote->setEnabled(lesson.noteAtCursor().has_value());
    actions_.exportHandout->setEnabled(lesson.isActive());
    actions_.closeLesson->setEnabled(lesson.isBuiltIn());
}

void MainWindow::giveKeysToPlayback()
{
    // A mode change hides and shows panels, and Qt hands the focus of a hidden widget to the
    // next in line, which may be a text field: there Space and the arrows would type. The
    // presenter's keys must keep stepping.
    view_->setFocus(Qt::OtherFocusReason);
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    // Projector mode and the window manager change the window's state too: the Full Screen
    // action says what the window is, so that F11 always does what it says.
    if (event->type() == QEvent::WindowStateChange) {
        const QSignalBlocker quiet(actions_.fullScreen);
        actions_.fullScreen->setChecked(isFullScreen());
    }
}

void MainWindow::showShortcuts()
{
    // Made from the menus, so the list has every key a menu shows, and only those; each action
    // once, under the first menu that has it. Two columns keep it within a 720-pixel screen.
    QList<QPair<QString, QStringList>> sections;
    QSet<const QAction*> listed;
    std::function<void(const QMenu&, QStringList&)> listMenu = [&](const QMenu& menu, QStringList& rows) {
        for (const QAction* action : menu.actions()) {
            if (action->menu())
                listMenu(*action->menu(), rows);
            else if (!action->shortcut().isEmpty() && !listed.contains(action)) {
                listed.insert(action);
                rows.append(QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;</td><td>%2</td></tr>")
                                .arg(action->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped(),
                                    QString(action->text()).remove("…").remove('&').toHtmlEscaped()));
            }
        }
    };
    int total = 0;
    for (const QAction* menu : menuBar()->actions()) {
        QStringList rows;
        listMenu(*menu->menu(), rows);
        total += int(rows.size()) + 1;
        if (!rows.isEmpty())
            sections.append({menu->text().remove('&'), rows});
    }
    QString columns[2];
    int filled = 0;
    for (const auto& [title, rows] : sections) {
        QString& column = columns[filled < total / 2 ? 0 : 1];
        column += QStringLiteral("<tr><td colspan=2><i>%1</i></td></tr>").arg(title) + rows.join(QString());
        filled += int(rows.size()) + 1;
    }
    QMessageBox::information(this, tr("Keyboard Shortcuts"),
        QStringLiteral("<table><tr><td valign=top><table>%1</table></td><td width=24></td>"
                       "<td valign=top><table>%2</table></td></tr></table><p>%3</p>")
            .arg(columns[0], columns[1], tr("Mouse: drag to pan, wheel to zoom.")));
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value("window/geometry").toByteArray());
    if (!settings.contains("window/geometry"))
        resize(defaultSize());
    panelsNeedSizing_ = !restoreState(settings.value("window/state").toByteArray());
    lessonDock_->hide(); // until a lesson runs
    const auto algorithm = algorithmFromName(settings.value("run/algorithm", "alphabeta").toString().toStdString());
    session_->setOptions({algorithm.value_or(Algorithm::AlphaBeta), settings.value("run/failHard", false).toBool(),
        EnhancementSettings::read(settings)});
    controller_->setSpeed(settings.value("run/speed", 1.0).toDouble());
    actions_.colourBlind->setChecked(settings.value("view/colourBlind", false).toBool());
    // The tree file of last time, if it is still there; else the last preset.
    const QString file = settings.value("run/file").toString();
    if (!file.isEmpty() && QFileInfo::exists(file) && openSource({TreeSource::Kind::File, file.toStdString(), {}}))
        return;
    const std::string preset = settings.value("run/preset", "mixed").toString().toStdString();
    if (!openSource({TreeSource::Kind::Preset, findPreset(preset) ? preset : "mixed", {}}))
        openSource({});
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue("window/geometry", saveGeometry());
    settings.setValue("window/state", saveState());
    if (!session_->presetName().empty())
        settings.setValue("run/preset", qtText(session_->presetName()));
    if (!session_->filePath().empty() && !session_->hasUnsavedChanges())
        settings.setValue("run/file", qtText(session_->filePath()));
    else
        settings.remove("run/file");
    settings.setValue("run/algorithm", qtText(algorithmName(session_->options().algorithm)));
    settings.setValue("run/failHard", session_->options().failHard);
    EnhancementSettings::write(settings, session_->options().enhancements);
    settings.setValue("run/speed", controller_->speed());
    settings.setValue("view/colourBlind", colourBlind_);
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
    // The tree keeps more than half the width, however small the screen.
    const int w = width();
    resizeDocks({narrationDock_, countersDock_},
        {std::clamp(w * 25 / 100, 230, 380), std::clamp(w * 16 / 100, 170, 240)}, Qt::Horizontal);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!files_->maySetTreeAside()) {
        event->ignore();
        return;
    }
    if (saveSettingsOnClose_)
        saveSettings();
    event->accept();
}

void MainWindow::exportScene(SceneExport::Area area)
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Image"),
        QStringLiteral("tree-step-%1.png").arg(model_->step()), tr("Images (*.png *.svg *.pdf)"));
    if (path.isEmpty())
        return;
    const auto dialog = wideInputDialog(this, tr("Export Image"), tr("Width in pixels:"));
    dialog->setInputMode(QInputDialog::IntInput);
    dialog->setIntRange(200, 16000);
    dialog->setIntStep(10);
    dialog->setIntValue(1920);
    if (dialog->exec() != QDialog::Accepted)
        return;
    const QString caption = actions_.exportCaption->isChecked() ? SceneExport::caption(*view_) : QString();
    if (const QString error = SceneExport::write(*view_, area, path, QSize(dialog->intValue(), 0), caption);
        !error.isEmpty())
        QMessageBox::warning(this, tr("Cannot export"), error);
}

void MainWindow::exportTrace(bool json)
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Trace"), json ? "trace.json" : "trace.csv", json ? tr("JSON (*.json)") : tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    const SearchRun& run = model_->run();
    const std::string text
        = json ? TraceExport::json(*run.tree, run.trace, false) : TraceExport::csv(*run.tree, run.trace, false);
    if (const QString error = saveAtomically(path, QByteArray::fromStdString(text)); !error.isEmpty())
        QMessageBox::warning(this, tr("Cannot export"), tr("%1: %2").arg(path, error));
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

CompareWindow& MainWindow::compare(Comparison comparison)
{
    if (!compare_)
        compare_ = new CompareWindow(this);
    compare_->setWindowFlag(Qt::Window);
    compare_->setTree(session_->sharedTree(), session_->title(), session_->options());
    compare_->showComparison(comparison);
    compare_->setProjectorMode(projector_->isOn(), false); // opened from a projected window, projected too
    return *compare_;
}

LabWindow& MainWindow::openLab()
{
    if (!lab_) {
        lab_ = new LabWindow(this);
        lab_->setWindowFlag(Qt::Window);
    }
    lab_->setTree(session_->sharedTree(), qtText(session_->title()));
    lab_->raise();
    return *lab_;
}

bool MainWindow::saveScreenshot(const QString& path)
{
    return grab().save(path, "PNG");
}

} // namespace gtl::ui
