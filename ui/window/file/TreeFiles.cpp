// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/file/TreeFiles.h"

#include "core/io/TreeFile.h"
#include "ui/editing/TreeSession.h"
#include "ui/editing/TreeTextEditor.h"
#include "ui/io/AtomicSave.h"
#include "ui/io/FileChooser.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"

#include <QAbstractButton>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QRegularExpression>
#include <QSettings>
#include <QUrl>

namespace gtl::ui {
namespace {

constexpr int kRecentFiles = 8;

/// @p path as the file system names it, from Qt's name for it.
std::filesystem::path nativePath(const QString& path)
{
    return QFile::encodeName(path).toStdString();
}

/// @p path as Qt names it, for messages and the recent files.
QString qtPath(const std::filesystem::path& path)
{
    return QFile::decodeName(QByteArray::fromStdString(path.string()));
}

/// The absolute form of @p path with its bytes kept as they are.
std::filesystem::path absoluteNativePath(const std::filesystem::path& path)
{
    std::error_code error;
    const std::filesystem::path absolute = std::filesystem::absolute(path, error);
    return error ? path : absolute.lexically_normal();
}

/// What a tree saved as @p path is called: the file's name without ".gtree.json".
std::string nameOfTreeFile(const QString& path)
{
    QString name = QFileInfo(path).fileName();
    for (const QString& suffix : {QStringLiteral(".gtree.json"), QStringLiteral(".json")}) {
        if (name.endsWith(suffix, Qt::CaseInsensitive) && name.size() > suffix.size())
            return name.chopped(suffix.size()).toStdString();
    }
    return name.toStdString();
}

} // namespace

TreeFiles::TreeFiles(TreeSession& session, QWidget& dialogParent)
    : QObject(&dialogParent)
    , session_(session)
    , dialogParent_(dialogParent)
{
}

void TreeFiles::setTreeText(TreeTextEditor& editor)
{
    treeText_ = &editor;
}

void TreeFiles::applyTypedText()
{
    if (treeText_)
        treeText_->applyPendingEdit();
}

bool TreeFiles::mayDropTypedText()
{
    return !treeText_ || treeText_->mayDiscardText();
}

void TreeFiles::fail(const QString& title, const QString& message)
{
    lastError_ = message;
    emit failed(title, message);
}

bool TreeFiles::openSource(const TreeSource& source, std::optional<SearchOptions> own)
{
    // Another tree's text would replace what was typed; an edit applied can be undone.
    if (!mayDropTypedText())
        return false;
    // The file as it is before it is read: a change made while it reads is a change since.
    const std::optional<FileStamp> stamp
        = source.kind == TreeSource::Kind::File ? FileStamp::of(source.argument) : std::nullopt;
    auto loaded = source.load();
    if (!loaded) {
        fail(tr("Cannot open the tree"), translated(loaded.error().sentence()));
        return false;
    }
    const QString title = translatedTitle(loaded->title);
    // Save writes back only to a tree file: a file of tree text is left as its author wrote it.
    // The path keeps the bytes it was given: a name that is not UTF-8 is saved to as it is.
    const bool treeFile = source.kind == TreeSource::Kind::File && TreeSource::isTreeFile(source.argument);
    const std::string path = treeFile ? absoluteNativePath(source.argument).string() : std::string();
    if (treeFile && stamp)
        stamps_[path] = *stamp;
    session_.open(tr("Open %1").arg(title),
        {std::move(loaded->tree), std::move(loaded->title), std::move(loaded->description),
            source.kind == TreeSource::Kind::Preset ? source.argument : std::string(), std::move(loaded->notes)},
        path, std::move(own));
    return true;
}

bool TreeFiles::openFile(const QString& path)
{
    if (!openSource({TreeSource::Kind::File, nativePath(path).string(), {}}))
        return false;
    rememberRecent(path);
    return true;
}

bool TreeFiles::openDropped(const QMimeData& mime)
{
    const QList<QUrl> urls = mime.urls();
    return !urls.isEmpty() && urls.first().isLocalFile() && openFile(urls.first().toLocalFile());
}

void TreeFiles::askToOpen()
{
    const QString path = FileChooser::open(
        &dialogParent_, tr("Open Tree"), tr("Trees (*.gtree.json *.json *.txt *.tree);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool TreeFiles::save()
{
    const std::string& path = session_.filePath();
    return path.empty() ? saveAs() : saveTo(path, {}, false);
}

bool TreeFiles::saveAs()
{
    // The name offered is the title of the tree with what was just typed.
    applyTypedText();
    QString path = FileChooser::save(&dialogParent_, tr("Save Tree"),
        qtText(session_.title()).remove(QRegularExpression("[^A-Za-z0-9 _-]")) + ".gtree.json",
        tr("Game Tree Lab trees (*.gtree.json)"));
    if (path.isEmpty())
        return false;
    if (!TreeSource::isTreeFile(path.toStdString()))
        path += ".gtree.json";
    return saveTo(nativePath(path), nameOfTreeFile(path), true);
}

bool TreeFiles::saveFile(const QString& path)
{
    return saveTo(nativePath(path), {}, false);
}

bool TreeFiles::saveTo(const std::filesystem::path& path, const std::string& newName, bool chosenByHand)
{
    using Status = SaveOutcome::Status;
    applyTypedText();
    const TreeDocument document{
        session_.sharedTree(), session_.titleForFile(newName), session_.description(), {}, session_.notes()};
    // A file that would not open as the tree saved never replaces the one there.
    const auto readsBack = [&document](const QByteArray& written) {
        return translated(TreeFile::readBackProblem(document, written.toStdString()));
    };
    const QByteArray bytes = QByteArray::fromStdString(TreeFile::write(document));
    const std::string key = absoluteNativePath(path).string();
    const auto known = stamps_.find(key);
    const std::optional<FileStamp> expected
        = chosenByHand || known == stamps_.end() ? std::nullopt : std::optional(known->second);
    SaveOutcome outcome = saveGuarded(path, bytes, readsBack, expected);
    if (outcome.status == Status::ChangedOnDisk) {
        switch (askAboutChangedFile(qtPath(path))) {
        case ChangedFileChoice::Reload: openFile(qtPath(path)); return false;
        case ChangedFileChoice::SaveAs: return saveAs();
        case ChangedFileChoice::Overwrite: outcome = saveGuarded(path, bytes, readsBack, std::nullopt); break;
        case ChangedFileChoice::Cancel: emit told(tr("Not saved: %1 changed on disk").arg(qtPath(path))); return false;
        }
    }
    if (outcome.status == Status::ReadOnly)
        return askAboutReadOnlyFile(qtPath(path)) && saveAs();
    if (outcome.status != Status::Saved) {
        fail(tr("Cannot save the tree"), tr("%1: cannot save: %2").arg(qtPath(path), outcome.error));
        return false;
    }
    stamps_[key] = outcome.written;
    session_.nameAfterFile(newName);
    session_.markSaved(key);
    rememberRecent(qtPath(path));
    emit told(tr("Saved %1").arg(qtPath(path)));
    return true;
}

TreeFiles::ChangedFileChoice TreeFiles::askAboutChangedFile(const QString& path)
{
    QMessageBox ask(QMessageBox::Warning, tr("File changed on disk"),
        tr("“%1” has changed on disk since it was opened or saved here, perhaps by another window or program. "
           "Reload it (the changes made here are lost), save the tree as another file, or overwrite the file?")
            .arg(path),
        QMessageBox::Reset | QMessageBox::Save | QMessageBox::Ignore | QMessageBox::Cancel, &dialogParent_);
    ask.button(QMessageBox::Reset)->setText(tr("Reload"));
    ask.button(QMessageBox::Save)->setText(tr("Save As…"));
    ask.button(QMessageBox::Ignore)->setText(tr("Overwrite"));
    ask.setDefaultButton(QMessageBox::Save);
    switch (ask.exec()) {
    case QMessageBox::Reset: return ChangedFileChoice::Reload;
    case QMessageBox::Save: return ChangedFileChoice::SaveAs;
    case QMessageBox::Ignore: return ChangedFileChoice::Overwrite;
    default: return ChangedFileChoice::Cancel;
    }
}

bool TreeFiles::askAboutReadOnlyFile(const QString& path)
{
    QMessageBox ask(QMessageBox::Warning, tr("Read-only file"),
        tr("“%1” is read-only, so it is not replaced. Save the tree as another file?").arg(path),
        QMessageBox::Save | QMessageBox::Cancel, &dialogParent_);
    ask.button(QMessageBox::Save)->setText(tr("Save As…"));
    ask.setDefaultButton(QMessageBox::Save);
    if (ask.exec() == QMessageBox::Save)
        return true;
    emit told(tr("Not saved: %1 is read-only").arg(path));
    return false;
}

bool TreeFiles::maySetTreeAside()
{
    if (!mayDropTypedText())
        return false;
    if (!session_.hasUnsavedChanges())
        return true;
    QMessageBox ask(QMessageBox::Warning, tr("Unsaved tree"),
        tr("“%1” has changes that are not saved. Save them before closing?").arg(qtText(session_.title())),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, &dialogParent_);
    ask.setDefaultButton(QMessageBox::Save);
    switch (ask.exec()) {
    case QMessageBox::Save: return save();
    case QMessageBox::Discard: return true;
    default: return false;
    }
}

void TreeFiles::rememberRecent(const QString& path)
{
    QSettings settings;
    QStringList recent = settings.value("files/recent").toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    settings.setValue("files/recent", recent.mid(0, kRecentFiles));
}

void TreeFiles::showRecent(QMenu& menu)
{
    menu.clear();
    QStringList recent = QSettings().value("files/recent").toStringList();
    // Files moved or deleted since are not offered.
    recent.removeIf([](const QString& path) { return !QFileInfo::exists(path); });
    for (const QString& path : recent)
        menu.addAction(QFileInfo(path).fileName(), this, [this, path] { openFile(path); })->setStatusTip(path);
    if (recent.isEmpty()) {
        menu.addAction(tr("No recent files"))->setEnabled(false);
        return;
    }
    menu.addSeparator();
    menu.addAction(tr("Clear Recent Files"), this, [] { QSettings().remove("files/recent"); });
}

} // namespace gtl::ui
