// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/file/FilesFeature.h"

#include "ui/io/ImageFile.h"
#include "ui/playback/RunModel.h"
#include "ui/window/WindowActions.h"
#include "ui/window/WindowParts.h"
#include "ui/window/file/TreeFiles.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>

namespace gtl::ui {

FilesFeature::FilesFeature(const WindowParts& parts)
    : QObject(&parts.window)
    , recentMenu_(new QMenu(tr("Open Recent"), &parts.window))
{
    // Some desktops bind no key to Save As; Ctrl+Shift+S works everywhere.
    QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    if (!saveAsKeys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)))
        saveAsKeys.append(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    WindowActions& a = parts.actions;
    a.openFile = parts.action(tr("Open…"), QKeySequence::Open, tr("Open a .gtree.json file or a file of tree text"));
    a.save = parts.action(tr("Save"), QKeySequence::Save, tr("Save the tree to its file, or ask where"));
    a.saveAs = parts.action(tr("Save As…"), saveAsKeys.first(), tr("Save the tree as a new .gtree.json file"));
    a.saveAs->setShortcuts(saveAsKeys);
    a.screenshot = parts.action(tr("Save Screenshot"), QKeySequence(Qt::Key_F12), tr("Save the window as a PNG image"));
    a.quit = parts.action(tr("Quit"), QKeySequence::Quit, tr("Close Game Tree Lab"));

    TreeFiles& files = parts.files;
    connect(a.openFile, &QAction::triggered, &files, &TreeFiles::askToOpen);
    connect(a.save, &QAction::triggered, &files, &TreeFiles::save);
    connect(a.saveAs, &QAction::triggered, &files, &TreeFiles::saveAs);
    connect(a.screenshot, &QAction::triggered, this, [parts] {
        const QString path = QStringLiteral("gametree-lab-step-%1.png").arg(parts.model.step());
        const QString error = saveImage(parts.window.grab().toImage(), path);
        if (error.isEmpty()) {
            parts.tell(tr("Saved %1").arg(path), 5000);
            return;
        }
        //: A file that could not be written, then why.
        const QString reason = tr("%1: %2").arg(path, error);
        parts.showFailure(tr("Cannot save the screenshot"), reason);
    });
    connect(a.quit, &QAction::triggered, &parts.window, &QWidget::close);
    connect(recentMenu_, &QMenu::aboutToShow, this, [this, files = &files] { files->showRecent(*recentMenu_); });
    connect(&files, &TreeFiles::told, this, [parts](const QString& message) { parts.tell(message, 5000); });
    connect(&files, &TreeFiles::failed, this,
        [parts](const QString& title, const QString& message) { parts.showFailure(title, message); });
}

} // namespace gtl::ui
