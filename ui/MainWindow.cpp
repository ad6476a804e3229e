#include "MainWindow.h"

#include "CompareWindow.h"
#include "CountersPanel.h"
#include "NarrationPanel.h"
#include "Narrator.h"
#include "PlaybackController.h"
#include "PlaybackToolBar.h"
#include "PracticePanel.h"
#include "Preset.h"
#include "PseudocodePanel.h"
#include "RandomTreeDialog.h"
#include "SceneExport.h"
#include "SearchPathPanel.h"
#include "TraceExport.h"
#include "TreeFile.h"
#include "TreeItem.h"
#include "TreePropertiesDialog.h"
#include "TreeSession.h"
#include "TreeTextEditor.h"
#include "TreeTextParser.h"
#include "TreeTextWriter.h"
#include "TreeView.h"
#include "ValueText.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSaveFile>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>

#include <algorithm>

namespace gtl::ui {

MainWindow::MainWindow(Settings settings, QWidget* parent)
    : QMainWindow(parent)
    , controller_(new PlaybackController(this))
    , view_(new TreeView(*controller_, this))
    , session_(new TreeSession(*controller_, this))
{
    setObjectName("MainWindow");
    setWindowTitle(tr("Game Tree Lab"));
    setCentralWidget(view_);
    setAcceptDrops(true);
    createActions();
    createEditActions();
    createFileActions();
    createToolBars();
    createDocks();
    createMenus();
    statusBar()->showMessage(tr("Right arrow steps forward, Space plays, F fits the tree to the window"));
    connect(controller_, &PlaybackController::runLoaded, this, &MainWindow::showRunInControls);
    connect(session_, &TreeSession::treeChanged, this, [this] {
        editor_->showTree(session_->tree());
        if (compare_)
            compare_->followTree(session_->tree(), session_->title(), session_->options());
    });
    connect(&session_->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) { setWindowModified(!clean); });
    connect(editor_, &TreeTextEditor::treeEdited, this,
        [this](const GameTree& tree) { session_->replaceTree(tr("Edit the tree text"), tree); });
    connect(view_, &TreeView::nodeMenuRequested, this, &MainWindow::showNodeMenu);
    connect(view_, &TreeView::nodeDoubleClicked, this, &MainWindow::askLeafValue);
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
    disconnect(action("practice"), nullptr, this, nullptr);
}

QAction* MainWindow::addAction(const QString& name, const QString& text, const QKeySequence& key, const QString& tip)
{
    auto* action = new QAction(text, this);
    action->setObjectName(name);
    if (!key.isEmpty()) {
        action->setShortcut(key);
        action->setToolTip(QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
    } else {
        action->setToolTip(tip);
    }
    action->setStatusTip(tip);
    QMainWindow::addAction(action); // shortcuts work with menus and tool bars hidden
    actions_.insert(name, action);
    return action;
}

QAction* MainWindow::action(const QString& name) const
{
    QAction* own = actions_.value(name);
    return own ? own : playback_->action(name);
}

void MainWindow::createActions()
{
    TreeView* v = view_;
    connect(addAction("fit", tr("Fit Tree"), Qt::Key_F, tr("Fit the whole tree in the window")), &QAction::triggered, v,
        &TreeView::fitToView);
    connect(addAction("zoomIn", tr("Zoom In"), QKeySequence::ZoomIn, tr("Zoom in")), &QAction::triggered, v,
        &TreeView::zoomIn);
    connect(addAction("zoomOut", tr("Zoom Out"), QKeySequence::ZoomOut, tr("Zoom out")), &QAction::triggered, v,
        &TreeView::zoomOut);
    QAction* follow
        = addAction("follow", tr("Follow Current Node"), Qt::Key_V, tr("Keep the current node in view while playing"));
    follow->setCheckable(true);
    follow->setChecked(true);
    connect(follow, &QAction::toggled, v, &TreeView::setFollow);
    QAction* fullScreen = addAction("fullScreen", tr("Full Screen"), Qt::Key_F11, tr("Fill the screen"));
    fullScreen->setCheckable(true);
    connect(fullScreen, &QAction::toggled, this, [this](bool on) { on ? showFullScreen() : showNormal(); });
    QAction* projector = addAction("projector", tr("Projector Mode"), Qt::Key_F10,
        tr("Full screen, larger type and stronger contrast for a classroom projector"));
    projector->setCheckable(true);
    connect(projector, &QAction::toggled, this, [this](bool on) { setProjectorMode(on); });
    QAction* colourBlind = addAction("colourBlind", tr("Colour-Blind-Safe Palette"), {},
        tr("Use colours that people with any common colour vision deficiency can tell apart"));
    colourBlind->setCheckable(true);
    connect(colourBlind, &QAction::toggled, this, [this](bool on) {
        colourBlind_ = on;
        applyStyle();
    });
    connect(addAction("openPosition", tr("Open Tic-tac-toe Position…"), QKeySequence(Qt::CTRL | Qt::Key_T),
                tr("Type a position such as XXOOOX... or ......... for the empty board")),
        &QAction::triggered, this, [this] {
            boardField_->setFocus();
            boardField_->selectAll();
        });
    connect(addAction(
                "screenshot", tr("Save Screenshot…"), QKeySequence(Qt::Key_F12), tr("Save the window as a PNG image")),
        &QAction::triggered, this, [this] {
            const QString path = QStringLiteral("gametree-lab-step-%1.png").arg(controller_->step());
            if (saveScreenshot(path))
                statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
        });
    connect(addAction("quit", tr("Quit"), QKeySequence::Quit, tr("Close Game Tree Lab")), &QAction::triggered, this,
        &QWidget::close);
    connect(addAction("shortcuts", tr("Keyboard Shortcuts"), QKeySequence::HelpContents, tr("List the keys")),
        &QAction::triggered, this, &MainWindow::showShortcuts);
}

void MainWindow::createEditActions()
{
    QAction* undo = session_->undoStack().createUndoAction(this, tr("Undo"));
    undo->setObjectName("undo");
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = session_->undoStack().createRedoAction(this, tr("Redo"));
    redo->setObjectName("redo");
    redo->setShortcut(QKeySequence::Redo);
    for (QAction* a : {undo, redo}) {
        QMainWindow::addAction(a);
        actions_.insert(a->objectName(), a);
    }
    connect(addAction("bestFirst", tr("Order Best Move First"), QKeySequence(Qt::CTRL | Qt::Key_B),
                tr("Sort every node's moves by value, the best for the side to move first")),
        &QAction::triggered, this, [this] { session_->reorder(MoveOrder::BestFirst); });
    connect(addAction("worstFirst", tr("Order Worst Move First"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B),
                tr("Sort every node's moves by value, the worst for the side to move first")),
        &QAction::triggered, this, [this] { session_->reorder(MoveOrder::WorstFirst); });
    connect(addAction("shuffle", tr("Shuffle Moves…"), {}, tr("Put every node's moves in a seeded random order")),
        &QAction::triggered, this, [this] {
            bool ok = false;
            const int seed = QInputDialog::getInt(this, tr("Shuffle Moves"), tr("Seed:"), 1, 0, INT_MAX, 1, &ok);
            if (ok)
                session_->reorder(MoveOrder::Shuffled, std::uint64_t(seed));
        });
    connect(addAction("treeProperties", tr("Tree Properties…"), {},
                tr("The tree's title and description, and the side that moves first")),
        &QAction::triggered, this, &MainWindow::editTreeProperties);
    connect(addAction("copyTreeText", tr("Copy Tree Text"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
                tr("Copy the tree as tree text")),
        &QAction::triggered, this,
        [this] { QApplication::clipboard()->setText(QString::fromStdString(toTreeText(session_->tree()))); });
}

void MainWindow::createFileActions()
{
    connect(
        addAction("openFile", tr("Open…"), QKeySequence::Open, tr("Open a .gtree.json file or a file of tree text")),
        &QAction::triggered, this, [this] {
            const QString path = QFileDialog::getOpenFileName(
                this, tr("Open Tree"), {}, tr("Trees (*.gtree.json *.json *.txt *.tree);;All files (*)"));
            if (!path.isEmpty())
                openFile(path);
        });
    connect(addAction("save", tr("Save"), QKeySequence::Save, tr("Save the tree to its file, or ask where")),
        &QAction::triggered, this, &MainWindow::save);
    connect(addAction("saveAs", tr("Save As…"), QKeySequence::SaveAs, tr("Save the tree as a new .gtree.json file")),
        &QAction::triggered, this, &MainWindow::saveAs);
    connect(addAction("newRandom", tr("New Random Tree…"), QKeySequence(Qt::CTRL | Qt::Key_R),
                tr("A seeded random tree that a whole class can open alike")),
        &QAction::triggered, this, &MainWindow::newRandomTree);
    connect(addAction("exportView", tr("View as Image…"), QKeySequence(Qt::CTRL | Qt::Key_E),
                tr("Save what the tree view shows as PNG, SVG or PDF")),
        &QAction::triggered, this, [this] { exportScene(SceneExport::Area::View); });
    connect(addAction("exportTree", tr("Whole Tree as Image…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
                tr("Save the whole tree at this step as PNG, SVG or PDF")),
        &QAction::triggered, this, [this] { exportScene(SceneExport::Area::WholeTree); });
    connect(addAction("exportCsv", tr("Trace as CSV…"), {}, tr("Save every step as a CSV table")), &QAction::triggered,
        this, [this] { exportTrace(false); });
    connect(addAction("exportJson", tr("Trace as JSON…"), {}, tr("Save the figures and every step as JSON")),
        &QAction::triggered, this, [this] { exportTrace(true); });
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
        openSource({TreeSource::Kind::Preset, presetBox_->itemData(index).toString().toStdString(), {}});
    });
    treeBar->addWidget(new QLabel(tr(" Tree "), treeBar));
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
        setSearchOptions({Algorithm(algorithmBox_->currentData().toInt()), failHardBox_->isChecked()});
    };
    connect(algorithmBox_, &QComboBox::activated, this, chooseOptions);
    connect(failHardBox_, &QCheckBox::clicked, this, chooseOptions);
    searchBar->addWidget(new QLabel(tr(" Search "), searchBar));
    searchBar->addWidget(algorithmBox_);
    searchBar->addWidget(failHardBox_);

    addToolBarBreak();
    playback_ = new PlaybackToolBar(this);
    playback_->setController(controller_);
    playback_->setCutoffFinder([this](int direction) {
        // While practising, where the next cut-off is (or whether there is one) is the answer.
        return practice_ && practice_->isActive() ? std::nullopt : controller_->cutoffStep(direction);
    });
    addToolBar(playback_);
}

void MainWindow::createDocks()
{
    editor_ = new TreeTextEditor(this);
    pseudocode_ = new PseudocodePanel(*controller_, this);
    narration_ = new NarrationPanel(*controller_, this);
    practice_ = new PracticePanel(*controller_, this);
    path_ = new SearchPathPanel(*controller_, this);
    counters_ = new CountersPanel(*controller_, CountersPanel::Shape::Tall, this);
    struct Dock {
        QWidget* widget;
        QString title;
        const char* name;
        Qt::DockWidgetArea area;
    };
    panelsMenu_ = new QMenu(tr("Panels"), this);
    QDockWidget* previous = nullptr;
    for (const Dock& d : {Dock{narration_, tr("Narration"), "narrationDock", Qt::RightDockWidgetArea},
             Dock{practice_, tr("Practice"), "practiceDock", Qt::RightDockWidgetArea},
             Dock{pseudocode_, tr("Pseudocode"), "pseudocodeDock", Qt::RightDockWidgetArea},
             Dock{counters_, tr("Counters"), "countersDock", Qt::LeftDockWidgetArea},
             Dock{path_, tr("Search Path"), "pathDock", Qt::LeftDockWidgetArea},
             Dock{editor_, tr("Tree Text"), "treeTextDock", Qt::LeftDockWidgetArea}}) {
        auto* dock = new QDockWidget(d.title, this);
        dock->setObjectName(d.name);
        dock->setWidget(d.widget);
        addDockWidget(d.area, dock);
        if (previous && dockWidgetArea(previous) == d.area)
            splitDockWidget(previous, dock, Qt::Vertical);
        previous = dock;
        panelsMenu_->addAction(dock->toggleViewAction());
    }
    // Practice is a mode as much as a panel: showing the panel starts it, closing it stops it.
    auto* practiceDock = findChild<QDockWidget*>("practiceDock");
    practiceDock->hide();
    QAction* practice = practiceDock->toggleViewAction();
    practice->setText(tr("Practice Mode"));
    practice->setShortcut(Qt::Key_Q);
    practice->setToolTip(tr("Answer before the search does: it stops before each decision and asks you (Q)"));
    practice->setStatusTip(practice->toolTip());
    QMainWindow::addAction(practice);
    actions_.insert("practice", practice);
    connect(practice, &QAction::toggled, this, [this](bool on) {
        practice_->setActive(on);
        playback_->refresh();
    });
    connect(practice_, &PracticePanel::answeredQuestion, view_, [this] { view_->setFocus(); });
    connect(view_, &TreeView::nodeClicked, practice_, &PracticePanel::toggleMark);
    connect(practice_, &PracticePanel::marksChanged, view_,
        [this](const std::vector<NodeId>& marks) { view_->treeItem().setMarkedNodes(marks); });
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(action("openFile"));
    recentMenu_ = file->addMenu(tr("Open Recent"));
    connect(recentMenu_, &QMenu::aboutToShow, this, &MainWindow::showRecent);
    file->addAction(action("openPosition"));
    file->addAction(action("newRandom"));
    file->addAction(action("save"));
    file->addAction(action("saveAs"));
    file->addSeparator();
    QMenu* exportMenu = file->addMenu(tr("Export"));
    for (const char* name : {"exportView", "exportTree", "exportCsv", "exportJson"})
        exportMenu->addAction(action(name));
    file->addAction(action("screenshot"));
    file->addSeparator();
    file->addAction(action("quit"));
    QMenu* editMenu = menuBar()->addMenu(tr("&Edit"));
    editMenu->addAction(action("undo"));
    editMenu->addAction(action("redo"));
    editMenu->addSeparator();
    for (const char* name : {"bestFirst", "worstFirst", "shuffle"})
        editMenu->addAction(action(name));
    editMenu->addSeparator();
    editMenu->addAction(action("treeProperties"));
    editMenu->addAction(action("copyTreeText"));
    editMenu->addSeparator();
    editMenu->addAction(tr("Right-click a node to change it; double-click a leaf to set its value"))->setEnabled(false);
    QMenu* playback = menuBar()->addMenu(tr("&Playback"));
    for (const char* name :
        {"play", "playBackward", "stepForward", "stepBack", "nextCutoff", "previousCutoff", "toStart", "toEnd"})
        playback->addAction(action(name));
    playback->addSeparator();
    playback->addAction(action("practice"));
    playback->addSeparator();
    playback->addAction(action("faster"));
    playback->addAction(action("slower"));
    QMenu* viewMenu = menuBar()->addMenu(tr("&View"));
    for (const char* name : {"fit", "zoomIn", "zoomOut", "follow"})
        viewMenu->addAction(action(name));
    viewMenu->addSeparator();
    for (const char* name : {"fullScreen", "projector", "colourBlind"})
        viewMenu->addAction(action(name));
    viewMenu->addSeparator();
    viewMenu->addMenu(panelsMenu_);
    QMenu* compareMenu = menuBar()->addMenu(tr("&Compare"));
    const std::pair<QString, CompareWindow::Scenario> scenarios[]
        = {{tr("Move Orderings of the Mixed Game"), CompareWindow::Scenario::MixedOrderings},
            {tr("Minimax against Alpha-beta"), CompareWindow::Scenario::MinimaxVersusAlphaBeta},
            {tr("Fail-soft against Fail-hard"), CompareWindow::Scenario::FailSoftVersusFailHard},
            {tr("Move Orderings of This Tree"), CompareWindow::Scenario::OrderingsOfThisTree}};
    for (const auto& [text, scenario] : scenarios) {
        QAction* open = compareMenu->addAction(text + QStringLiteral("…"), this, [this, s = scenario] {
            CompareWindow& window = compare(s);
            window.show();
            window.raise();
        });
        open->setStatusTip(tr("Step several runs side by side and compare their figures"));
    }
    compareMenu->actions().first()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_M));
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(action("shortcuts"));
    help->addAction(tr("About Game Tree Lab"), this, [this] {
        QMessageBox::about(this, tr("About Game Tree Lab"),
            tr("<h3>Game Tree Lab</h3><p>Minimax, negamax and alpha-beta, step by step: every bound, value "
               "and cut-off as it happens.</p>"));
    });
}

bool MainWindow::openSource(const TreeSource& source)
{
    TreeSource::Loaded loaded = source.load();
    if (!loaded.tree) {
        const QString message = QString::fromStdString(loaded.error);
        lastError_ = message;
        statusBar()->showMessage(message, 10000);
        if (isVisible())
            QMessageBox::warning(this, tr("Cannot open the tree"), message);
        return false;
    }
    const QString title = QString::fromStdString(loaded.title);
    // Save writes back only to a tree file: a file of tree text is left as its author wrote it.
    const bool treeFile = source.kind == TreeSource::Kind::File && source.argument.ends_with(".json");
    session_->open(tr("Open %1").arg(title),
        {std::move(*loaded.tree), std::move(loaded.title), std::move(loaded.description),
            source.kind == TreeSource::Kind::Preset ? source.argument : std::string(),
            treeFile ? QFileInfo(QString::fromStdString(source.argument)).absoluteFilePath().toStdString()
                     : std::string()});
    return true;
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
    const SearchRun& run = *controller_->run();
    const SearchOptions options = session_->options();
    presetBox_->setCurrentIndex(presetBox_->findData(QString::fromStdString(session_->presetName())));
    algorithmBox_->setCurrentIndex(algorithmBox_->findData(int(options.algorithm)));
    failHardBox_->setChecked(options.failHard);
    failHardBox_->setEnabled(usesWindow(options.algorithm));
    setWindowTitle(tr("%1[*] — %2 — Game Tree Lab")
                       .arg(QString::fromStdString(run.title), qtText(algorithmTitle(options.algorithm))));
    statusBar()->showMessage(tr("%1: %2 nodes, %3 steps")
                                 .arg(QString::fromStdString(run.title))
                                 .arg(QLocale().toString(run.tree.size()))
                                 .arg(QLocale().toString(qulonglong(run.trace.steps()))));
}

void MainWindow::applyStyle()
{
    const auto palette = colourBlind_ ? SceneStyle::Palette::ColourBlindSafe : SceneStyle::Palette::Standard;
    view_->setSceneStyle(SceneStyle::make(palette, projector_));
}

void MainWindow::setProjectorMode(bool on, bool fullScreen)
{
    if (on == projector_)
        return;
    projector_ = on;
    const qreal factor = on ? 1.4 : 1.0;
    // Panels that chose their own type (narration, counters, pseudocode) grow by the same
    // factor. Their own fonts are noted before anything is scaled, so that turning the mode off
    // gives back exactly what they had.
    const QList<QWidget*> widgets = findChildren<QWidget*>();
    for (QWidget* widget : widgets) {
        if (widget->testAttribute(Qt::WA_SetFont) && !widget->property("fontBeforeProjector").isValid())
            widget->setProperty("fontBeforeProjector", widget->font());
    }
    QFont font = QApplication::font();
    font.setPointSizeF(font.pointSizeF() * factor);
    setFont(font);
    for (QWidget* widget : widgets) {
        const QVariant before = widget->property("fontBeforeProjector");
        if (!before.isValid())
            continue;
        QFont own = before.value<QFont>();
        // A font that only sets, say, boldness takes its size from the window, already scaled.
        if (own.resolveMask() & QFont::SizeResolved)
            own.setPointSizeF(own.pointSizeF() * factor);
        widget->setFont(own);
    }
    applyStyle();
    // The tree is what the class looks at: the working panels make room for it, and come back
    // as they were afterwards.
    for (const char* name : {"pathDock", "treeTextDock"}) {
        auto* dock = findChild<QDockWidget*>(name);
        if (on) {
            dock->setProperty("shownBeforeProjector", !dock->isHidden());
            dock->hide();
        } else if (dock->property("shownBeforeProjector").toBool()) {
            dock->show();
        }
    }
    action("projector")->setChecked(on);
    if (fullScreen)
        action("fullScreen")->setChecked(on);
    view_->fitToView();
}

void MainWindow::setPracticeMode(bool on)
{
    QAction* practice = action("practice");
    if (practice->isChecked() != on)
        practice->trigger(); // the dock's own action: triggering shows or hides the panel
}

void MainWindow::openTicTacToeField()
{
    if (openSource({TreeSource::Kind::TicTacToe, boardField_->text().trimmed().toStdString(), {}}))
        view_->setFocus();
}

void MainWindow::showShortcuts()
{
    QString rows;
    for (const char* name : {"stepForward", "stepBack", "play", "playBackward", "toStart", "toEnd", "nextCutoff",
             "previousCutoff", "faster", "slower", "fit", "zoomIn", "zoomOut", "follow", "fullScreen", "projector",
             "practice", "openPosition", "screenshot"}) {
        const QAction* a = action(name);
        rows += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(a->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped(), a->text().remove("…"));
    }
    QMessageBox::information(this, tr("Keyboard Shortcuts"),
        QStringLiteral("<table cellspacing=6>%1</table><p>%2</p>").arg(rows, tr("Mouse: drag to pan, wheel to zoom.")));
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value("window/geometry").toByteArray());
    if (!settings.contains("window/geometry"))
        resize(defaultSize());
    panelsNeedSizing_ = !restoreState(settings.value("window/state").toByteArray());
    const auto algorithm = algorithmFromName(settings.value("run/algorithm", "alphabeta").toString().toStdString());
    session_->setOptions({algorithm.value_or(Algorithm::AlphaBeta), settings.value("run/failHard", false).toBool()});
    controller_->setSpeed(settings.value("run/speed", 1.0).toDouble());
    action("colourBlind")->setChecked(settings.value("view/colourBlind", false).toBool());
    // The lesson file of last time, if it is still there; else the last preset.
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
        settings.setValue("run/preset", QString::fromStdString(session_->presetName()));
    if (!session_->filePath().empty() && !session_->hasUnsavedChanges())
        settings.setValue("run/file", QString::fromStdString(session_->filePath()));
    else
        settings.remove("run/file");
    settings.setValue("run/algorithm", qtText(algorithmName(session_->options().algorithm)));
    settings.setValue("run/failHard", session_->options().failHard);
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
    resizeDocks({findChild<QDockWidget*>("narrationDock"), findChild<QDockWidget*>("countersDock")},
        {std::clamp(w * 25 / 100, 230, 380), std::clamp(w * 16 / 100, 170, 240)}, Qt::Horizontal);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maySetTreeAside()) {
        event->ignore();
        return;
    }
    if (saveSettingsOnClose_)
        saveSettings();
    event->accept();
}

void MainWindow::showNodeMenu(NodeId node, const QPoint& globalPosition)
{
    const GameTree& tree = session_->tree();
    QMenu menu(this);
    menu.addSection(QString::fromStdString(Narrator::nodeName(tree, node)));
    if (!session_->isEditable()) {
        menu.addAction(tr("Tic-tac-toe trees follow the rules of the game"))->setEnabled(false);
        menu.exec(globalPosition);
        return;
    }
    const bool root = node == GameTree::root();
    if (tree.isLeaf(node))
        menu.addAction(tr("Set Value…"), this, [this, node] { askLeafValue(node); });
    menu.addAction(tr("Add Move"), this, [this, node] { session_->addMove(node); });
    if (!root) {
        menu.addAction(tr("Rename Move…"), this, [this, node] { askMoveLabel(node); });
        const std::uint32_t index = tree.siblingIndex(node);
        menu.addAction(tr("Move Left"), this, [this, node] { session_->moveSideways(node, -1); })
            ->setEnabled(index > 0);
        menu.addAction(tr("Move Right"), this, [this, node] { session_->moveSideways(node, +1); })
            ->setEnabled(index + 1 < tree.childCount(tree.parent(node)));
        menu.addAction(tr("Remove Move"), this, [this, node] { session_->removeMove(node); });
    }
    menu.exec(globalPosition);
}

void MainWindow::askMoveLabel(NodeId node)
{
    const GameTree& tree = session_->tree();
    bool ok = false;
    const QString label = QInputDialog::getText(this, tr("Rename Move"), tr("Label (letters, digits and _ . + -):"),
        QLineEdit::Normal, qtText(tree.label(node)), &ok);
    if (!ok || label.toStdString() == tree.label(node))
        return;
    QString problem;
    if (!TreeTextParser::isValidLabel(label.toStdString()))
        problem = tr("'%1' cannot be a move label: use letters, digits and _ . + -").arg(label);
    const NodeId parent = tree.parent(node);
    for (NodeId sibling = tree.firstChild(parent); sibling < tree.firstChild(parent) + tree.childCount(parent);
         ++sibling) {
        // Paths such as "B/2" name a node only while siblings' labels differ.
        if (tree.label(sibling) == label.toStdString()) {
            QString name = QString::fromStdString(Narrator::nodeName(tree, parent));
            name[0] = name[0].toUpper();
            problem = tr("%1 already has a move labelled '%2'").arg(name, label);
        }
    }
    if (!problem.isEmpty()) {
        QMessageBox::warning(this, tr("Rename Move"), problem);
        return;
    }
    session_->renameMove(node, label.toStdString());
}

void MainWindow::askLeafValue(NodeId node)
{
    const GameTree& tree = session_->tree();
    // While a student crosses out leaves, clicks on them are marks, not edits.
    if (!session_->isEditable() || !tree.isLeaf(node) || practice_->isMarking())
        return;
    bool ok = false;
    const int value = QInputDialog::getInt(this, tr("Set Value"),
        tr("Value of %1 (for MAX):").arg(QString::fromStdString(Narrator::nodeName(tree, node))), tree.leafValue(node),
        -kMaxLeafValue, kMaxLeafValue, 1, &ok);
    if (ok && value != tree.leafValue(node))
        session_->setLeafValue(node, value);
}

void MainWindow::editTreeProperties()
{
    using Properties = TreePropertiesDialog::Properties;
    const Properties before{QString::fromStdString(session_->title()), QString::fromStdString(session_->description()),
        session_->tree().rootPlayer()};
    TreePropertiesDialog dialog(before, !session_->isEditable(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Properties after = dialog.properties();
    if (after == before)
        return;
    session_->setProperties((after.title.isEmpty() ? before.title : after.title).toStdString(),
        after.description.toStdString(), after.rootPlayer);
}

void MainWindow::newRandomTree()
{
    RandomTreeDialog dialog(lastRandom_, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    lastRandom_ = dialog.spec();
    openSource({TreeSource::Kind::Random, lastRandom_.toString(), {}});
}

bool MainWindow::openFile(const QString& path)
{
    if (!openSource({TreeSource::Kind::File, path.toStdString(), {}}))
        return false;
    rememberRecent(path);
    return true;
}

bool MainWindow::save()
{
    const std::string& path = session_->filePath();
    return path.empty() ? saveAs() : saveFile(QString::fromStdString(path));
}

bool MainWindow::saveAs()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Tree"),
        QString::fromStdString(session_->title()).remove(QRegularExpression("[^A-Za-z0-9 _-]")) + ".gtree.json",
        tr("Game Tree Lab trees (*.gtree.json)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(".json"))
        path += ".gtree.json";
    return saveFile(path);
}

bool MainWindow::maySetTreeAside()
{
    if (!session_->hasUnsavedChanges())
        return true;
    QMessageBox ask(QMessageBox::Warning, tr("Unsaved tree"),
        tr("“%1” has changes that are not saved. Save them before closing?")
            .arg(QString::fromStdString(session_->title())),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    ask.setDefaultButton(QMessageBox::Save);
    switch (ask.exec()) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

bool MainWindow::saveFile(const QString& path)
{
    const TreeDocument document{session_->title(), session_->description(), session_->tree()};
    QSaveFile file(path);
    const QByteArray bytes = QByteArray::fromStdString(TreeFile::write(document));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        lastError_ = tr("%1: cannot save: %2").arg(path, file.errorString());
        statusBar()->showMessage(lastError_, 10000);
        if (isVisible())
            QMessageBox::warning(this, tr("Cannot save the tree"), lastError_);
        return false;
    }
    session_->markSaved(QFileInfo(path).absoluteFilePath().toStdString());
    rememberRecent(path);
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

void MainWindow::rememberRecent(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value("files/recent").toStringList();
    recent.removeAll(path);
    recent.prepend(QFileInfo(path).absoluteFilePath());
    settings.setValue("files/recent", recent.mid(0, 8));
}

void MainWindow::showRecent()
{
    recentMenu_->clear();
    QStringList recent = QSettings().value("files/recent").toStringList();
    // Files moved or deleted since are not offered.
    recent.removeIf([](const QString& path) { return !QFileInfo::exists(path); });
    for (const QString& path : recent)
        recentMenu_->addAction(QFileInfo(path).fileName(), this, [this, path] { openFile(path); })->setStatusTip(path);
    if (recent.isEmpty()) {
        recentMenu_->addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    recentMenu_->addSeparator();
    recentMenu_->addAction(tr("Clear Recent Files"), this, [] { QSettings().remove("files/recent"); });
}

void MainWindow::exportScene(SceneExport::Area area)
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Image"),
        QStringLiteral("tree-step-%1.png").arg(controller_->step()), tr("Images (*.png *.svg *.pdf)"));
    if (path.isEmpty())
        return;
    bool ok = false;
    const int width = QInputDialog::getInt(this, tr("Export Image"), tr("Width in pixels:"), 1920, 200, 16000, 10, &ok);
    QString error;
    if (ok && !SceneExport::write(*view_, area, path, QSize(width, 0), error))
        QMessageBox::warning(this, tr("Cannot export"), error);
}

void MainWindow::exportTrace(bool json)
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Trace"), json ? "trace.json" : "trace.csv", json ? tr("JSON (*.json)") : tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    const SearchRun& run = *controller_->run();
    const std::string text
        = json ? TraceExport::json(run.tree, run.trace, false) : TraceExport::csv(run.tree, run.trace, false);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), qint64(text.size())) < 0 || !file.commit())
        QMessageBox::warning(this, tr("Cannot export"), tr("%1: %2").arg(path, file.errorString()));
}

bool MainWindow::openDropped(const QMimeData& mime)
{
    const QList<QUrl> urls = mime.urls();
    return !urls.isEmpty() && urls.first().isLocalFile() && openFile(urls.first().toLocalFile());
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls() && event->mimeData()->urls().first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    if (openDropped(*event->mimeData()))
        event->acceptProposedAction();
}

CompareWindow& MainWindow::compare(CompareWindow::Scenario scenario)
{
    if (!compare_)
        compare_ = new CompareWindow(this);
    compare_->setWindowFlag(Qt::Window);
    compare_->setTree(session_->tree(), session_->title(), session_->options());
    compare_->showScenario(scenario);
    return *compare_;
}

bool MainWindow::saveScreenshot(const QString& path)
{
    return grab().save(path, "PNG");
}

} // namespace gtl::ui
