#pragma once

#include "Algorithm.h"
#include "CompareWindow.h"
#include "GameTree.h"
#include "RandomTree.h"
#include "SceneExport.h"
#include "SceneStyle.h"
#include "TreeSource.h"

#include <QMainWindow>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QMimeData;

namespace gtl::ui {

class CountersPanel;
class NarrationPanel;
class PracticePanel;
class PlaybackController;
class PlaybackToolBar;
class PseudocodePanel;
class SearchPathPanel;
class TreeSession;
class TreeTextEditor;
class TreeView;

/// The application window: the tree in the centre, the pseudocode, narration, search path and
/// counters docked around it, and the tree, search and playback controls above.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    /// Whether to start from the window layout, tree and options of the last session.
    enum class Settings { Restore, Ignore };

    explicit MainWindow(Settings settings = Settings::Restore, QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Loads a tree; on failure shows why and keeps the current tree. Returns success.
    bool openSource(const TreeSource& source);
    /// Why the last openSource() failed.
    QString lastError() const { return lastError_; }
    void setSearchOptions(SearchOptions options);
    SearchOptions searchOptions() const;
    TreeSession& session() { return *session_; }
    TreeTextEditor& treeText() { return *editor_; }
    /// Opens a tree file (.gtree.json or tree text); on failure says why and changes nothing.
    bool openFile(const QString& path);
    /// Saves the tree as .gtree.json, atomically: a failed save leaves the old file as it was.
    bool saveFile(const QString& path);
    /// Saves to the tree's file, or asks where when it has none; false if cancelled or failed.
    bool save();
    /// Asks where, then saves; false if the user cancels or the save fails.
    bool saveAs();
    /// Opens the first file of a drop; false if the drop holds no local file or it fails.
    bool openDropped(const QMimeData& mime);
    /// Renders the window as it is into a PNG file.
    bool saveScreenshot(const QString& path);
    /// Larger type, stronger lines and fewer panels for a projector; full screen unless
    /// @p fullScreen is false (for screenshots).
    void setProjectorMode(bool on, bool fullScreen = true);
    /// Shows the practice panel and has the search ask before each decision, or stops that.
    void setPracticeMode(bool on);
    /// Opens the comparison window on @p scenario, with the current tree and search.
    CompareWindow& compare(CompareWindow::Scenario scenario);

    PlaybackController& controller() { return *controller_; }
    TreeView& view() { return *view_; }
    CountersPanel& counters() { return *counters_; }
    NarrationPanel& narration() { return *narration_; }
    PracticePanel& practice() { return *practice_; }
    PseudocodePanel& pseudocode() { return *pseudocode_; }
    SearchPathPanel& searchPath() { return *path_; }
    /// The action whose object name is @p name (e.g. "stepForward"), for tests.
    QAction* action(const QString& name) const;

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createEditActions();
    void createFileActions();
    void createToolBars();
    void createDocks();
    void createMenus();
    QAction* addAction(const QString& name, const QString& text, const QKeySequence& key, const QString& tip);
    void showNodeMenu(NodeId node, const QPoint& globalPosition);
    /// The size of a first start: roomy, but never larger than the screen.
    QSize defaultSize() const;
    /// Before the window closes: true when the tree has no unsaved changes, or the user saved
    /// or discarded them; false when they cancelled.
    bool maySetTreeAside();
    void askLeafValue(NodeId node);
    void askMoveLabel(NodeId node);
    void editTreeProperties();
    void newRandomTree();
    void exportScene(SceneExport::Area area);
    void exportTrace(bool json);
    void rememberRecent(const QString& path);
    void showRecent();
    void showRunInControls();
    void applyStyle();
    void openTicTacToeField();
    void showShortcuts();
    void restoreSettings();
    void saveSettings() const;

    PlaybackController* controller_;
    TreeView* view_;
    PseudocodePanel* pseudocode_ = nullptr;
    NarrationPanel* narration_ = nullptr;
    PracticePanel* practice_ = nullptr;
    SearchPathPanel* path_ = nullptr;
    CountersPanel* counters_ = nullptr;
    QComboBox* presetBox_ = nullptr;
    QComboBox* algorithmBox_ = nullptr;
    QCheckBox* failHardBox_ = nullptr;
    PlaybackToolBar* playback_ = nullptr;
    CompareWindow* compare_ = nullptr;
    QLineEdit* boardField_ = nullptr;
    QMenu* panelsMenu_ = nullptr;
    QHash<QString, QAction*> actions_;

    TreeSession* session_;
    TreeTextEditor* editor_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    RandomTreeSpec lastRandom_;
    bool projector_ = false;
    bool colourBlind_ = false;
    bool saveSettingsOnClose_ = true;
    /// No saved layout: the panels take their share of whatever size the window first shows at.
    bool panelsNeedSizing_ = true;
    QString lastError_;
};

} // namespace gtl::ui
