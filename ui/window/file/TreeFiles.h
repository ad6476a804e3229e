// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/TreeSource.h"
#include "core/search/Algorithm.h"
#include "ui/io/FileStamp.h"

#include <QObject>
#include <QString>

#include <filesystem>
#include <map>
#include <optional>

class QMenu;
class QMimeData;
class QWidget;

namespace gtl::ui {

class TreeSession;
class TreeTextEditor;

/// Where trees come from and where they go: opening any tree source, tree files and drops,
/// Save and Save As (atomic, into `.gtree.json`), the recent files, and asking before
/// unsaved changes, or tree text that cannot be applied, are set aside. Save asks before it
/// replaces a file that changed on disk since it was opened or saved here (by another window
/// or program) or one that is read-only. Failures are told through failed() and kept in
/// lastError().
class TreeFiles : public QObject {
    Q_OBJECT

public:
    /// @p dialogParent owns the file dialogs and questions.
    TreeFiles(TreeSession& session, QWidget& dialogParent);
    /// The tree text typed in @p editor is work too: text still waiting to be applied is
    /// applied before a save, and text with an error is asked about before it is set aside.
    void setTreeText(TreeTextEditor& editor);

    /// Loads a tree and puts it on screen; on failure, or when the user goes back to tree
    /// text that would be lost, keeps the current tree. With @p own, it is searched with
    /// those options, its own (see TreeSession::open).
    bool openSource(const TreeSource& source, std::optional<SearchOptions> own = std::nullopt);
    /// Opens a tree file (.gtree.json or tree text) and remembers it among the recent files.
    bool openFile(const QString& path);
    /// Opens the first file of a drop; false if the drop holds no local file or it fails.
    bool openDropped(const QMimeData& mime);
    /// Asks for a file, then opens it.
    void askToOpen();
    /// Saves the tree as .gtree.json, atomically: a failed save leaves the old file as it was.
    /// A file changed on disk since it was opened or saved here, or a read-only one, is asked
    /// about first.
    bool saveFile(const QString& path);
    /// Saves to the tree's file, or asks where when it has none; false if cancelled or failed.
    bool save();
    /// Asks where, then saves; false if the user cancels or the save fails. A tree whose title
    /// only says it was edited is named after its new file once it is saved there.
    bool saveAs();
    /// True when the tree has no unsaved changes and the tree text none that cannot be
    /// applied, or the user saved or discarded them.
    bool maySetTreeAside();
    /// Fills @p menu with the recent files that still exist.
    void showRecent(QMenu& menu);
    QString lastError() const { return lastError_; }

signals:
    /// Something the status bar should say for a while.
    void told(const QString& message);
    /// Something went wrong: @p title for a message box, @p message says what and where.
    void failed(const QString& title, const QString& message);

private:
    /// What to do with a file that changed on disk since it was opened or saved here.
    enum class ChangedFileChoice { Reload, SaveAs, Overwrite, Cancel };

    /// Saves to @p path as the file system names it: its bytes, which need not be UTF-8. A
    /// tree saved as a new file called @p newName ("" when it is not) is named after it, once
    /// the file is written: a failed save leaves the tree as it was. Unless @p chosenByHand
    /// (the file dialog asked already), a file that differs from the one opened or saved here
    /// is asked about.
    bool saveTo(const std::filesystem::path& path, const std::string& newName, bool chosenByHand);
    ChangedFileChoice askAboutChangedFile(const QString& path);
    /// Whether the user would save the tree elsewhere, since @p path is read-only.
    bool askAboutReadOnlyFile(const QString& path);
    /// Applies tree text typed a moment ago, so that it is not left out of a save.
    void applyTypedText();
    /// False when the tree text has an error and the user goes back to it.
    bool mayDropTypedText();
    void rememberRecent(const QString& path);
    void fail(const QString& title, const QString& message);

    TreeSession& session_;
    QWidget& dialogParent_;
    TreeTextEditor* treeText_ = nullptr;
    QString lastError_;
    /// The tree files as they were opened or saved here, by absolute path.
    std::map<std::string, FileStamp> stamps_;
};

} // namespace gtl::ui
