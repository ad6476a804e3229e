#pragma once

#include "core/io/TreeSource.h"

#include <QObject>
#include <QString>

#include <filesystem>

class QMenu;
class QMimeData;
class QWidget;

namespace gtl::ui {

class TreeSession;

/// Where trees come from and where they go: opening any tree source, tree files and drops,
/// Save and Save As (atomic, into `.gtree.json`), the recent files, and asking before
/// unsaved changes are set aside. Failures are told through failed() and kept in lastError().
class TreeFiles : public QObject {
    Q_OBJECT

public:
    /// @p dialogParent owns the file dialogs and questions.
    TreeFiles(TreeSession& session, QWidget& dialogParent);

    /// Loads a tree and puts it on screen; on failure keeps the current tree.
    bool openSource(const TreeSource& source);
    /// Opens a tree file (.gtree.json or tree text) and remembers it among the recent files.
    bool openFile(const QString& path);
    /// Opens the first file of a drop; false if the drop holds no local file or it fails.
    bool openDropped(const QMimeData& mime);
    /// Asks for a file, then opens it.
    void askToOpen();
    /// Saves the tree as .gtree.json, atomically: a failed save leaves the old file as it was.
    bool saveFile(const QString& path);
    /// Saves to the tree's file, or asks where when it has none; false if cancelled or failed.
    bool save();
    /// Asks where, then saves; false if the user cancels or the save fails.
    bool saveAs();
    /// True when the tree has no unsaved changes, or the user saved or discarded them.
    bool maySetTreeAside();
    /// Fills @p menu with the recent files that still exist.
    void showRecent(QMenu& menu);
    QString lastError() const { return lastError_; }

signals:
    /// Something the status bar should say for a while.
    void told(const QString& message);
    /// Something went wrong: @p title for a message box, @p message says what and where.
    void failed(const QString& title, const QString& message);
    /// The tree is about to be saved or set aside: an edit still waiting to be applied (text
    /// typed a moment ago) must be applied now, or it would be left out.
    void aboutToSaveOrSetAside();

private:
    /// Saves to @p path as the file system names it: its bytes, which need not be UTF-8.
    bool saveTo(const std::filesystem::path& path);
    void rememberRecent(const QString& path);
    void fail(const QString& title, const QString& message);

    TreeSession& session_;
    QWidget& dialogParent_;
    QString lastError_;
};

} // namespace gtl::ui
