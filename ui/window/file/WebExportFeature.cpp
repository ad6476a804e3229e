// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/file/WebExportFeature.h"

#include "ui/io/FileChooser.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/web/WebPage.h"
#include "ui/window/WindowActions.h"

#include <QAction>
#include <QMainWindow>
#include <QMessageBox>
#include <QProgressDialog>

namespace gtl::ui {

WebExportFeature::WebExportFeature(const WindowParts& parts)
    : QObject(&parts.window)
    , parts_(parts)
{
    parts.actions.exportWebPage = parts.action(tr("Web Page…"), {},
        tr("Save the run as one web page that plays it step by step in any browser, for students without "
           "the program"));
    connect(parts.actions.exportWebPage, &QAction::triggered, this, &WebExportFeature::exportWebPage);
}

void WebExportFeature::exportWebPage()
{
    QWidget* window = &parts_.window;
    const QString path
        = FileChooser::save(window, tr("Export Web Page"), QStringLiteral("run.html"), tr("Web pages (*.html)"));
    if (path.isEmpty())
        return;
    const LessonSession& lesson = parts_.lessons.lessons();
    QProgressDialog progress(tr("Painting the steps…"), tr("Cancel"), 0, 100, window);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    const WebPage::Outcome outcome = WebPage::write(parts_.model.sharedRun(), parts_.view.treeItem().style(),
        lesson.isActive() ? &lesson.lesson() : nullptr, path, [&](std::size_t done, std::size_t total) {
            progress.setMaximum(int(total));
            progress.setValue(int(done));
            return !progress.wasCanceled();
        });
    progress.reset();
    if (!outcome.error.isEmpty()) {
        if (!progress.wasCanceled())
            QMessageBox::warning(window, tr("Cannot export"), outcome.error);
        return;
    }
    if (!outcome.note.isEmpty())
        QMessageBox::information(window, tr("Web Page"), outcome.note);
    parts_.tell(tr("Saved the web page %1").arg(path), 4000);
}

} // namespace gtl::ui
