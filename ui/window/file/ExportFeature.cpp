// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/file/ExportFeature.h"

#include "core/io/TraceExport.h"
#include "ui/io/AtomicSave.h"
#include "ui/io/FileChooser.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeView.h"
#include "ui/widgets/WideInputDialog.h"
#include "ui/window/WindowActions.h"

#include <QAction>
#include <QMainWindow>
#include <QMessageBox>

namespace gtl::ui {

ExportFeature::ExportFeature(const WindowParts& parts)
    : QObject(&parts.window)
    , parts_(parts)
{
    WindowActions& a = parts.actions;
    a.exportView = parts.action(tr("View as Image…"), QKeySequence(Qt::CTRL | Qt::Key_E),
        tr("Save what the tree view shows as PNG, SVG or PDF"));
    a.exportTree = parts.action(tr("Whole Tree as Image…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
        tr("Save the whole tree at this step as PNG, SVG or PDF"));
    a.exportCaption = parts.toggle(tr("Caption Images with the Step"), {},
        tr("Write the step and its narration under exported images, for handouts"));
    a.exportCsv = parts.action(tr("Trace as CSV…"), {}, tr("Save every step as a CSV table"));
    a.exportJson = parts.action(tr("Trace as JSON…"), {}, tr("Save the figures and every step as JSON"));
    connect(a.exportView, &QAction::triggered, this, [this] { exportScene(SceneExport::Area::View); });
    connect(a.exportTree, &QAction::triggered, this, [this] { exportScene(SceneExport::Area::WholeTree); });
    connect(a.exportCsv, &QAction::triggered, this, [this] { exportTrace(false); });
    connect(a.exportJson, &QAction::triggered, this, [this] { exportTrace(true); });
}

void ExportFeature::exportScene(SceneExport::Area area)
{
    QWidget* window = &parts_.window;
    const QString path = FileChooser::save(window, tr("Export Image"),
        QStringLiteral("tree-step-%1.png").arg(parts_.model.step()), tr("Images (*.png *.svg *.pdf)"));
    if (path.isEmpty())
        return;
    const auto dialog = wideInputDialog(window, tr("Export Image"), tr("Width in pixels:"));
    dialog->setInputMode(QInputDialog::IntInput);
    dialog->setIntRange(200, 16000);
    dialog->setIntStep(10);
    dialog->setIntValue(1920);
    if (dialog->exec() != QDialog::Accepted)
        return;
    TreeView& view = parts_.view;
    const QString caption = parts_.actions.exportCaption->isChecked() ? SceneExport::caption(view) : QString();
    if (const QString error = SceneExport::write(view, area, path, QSize(dialog->intValue(), 0), caption);
        !error.isEmpty())
        QMessageBox::warning(window, tr("Cannot export"), error);
}

void ExportFeature::exportTrace(bool json)
{
    QWidget* window = &parts_.window;
    const QString path = FileChooser::save(
        window, tr("Export Trace"), json ? "trace.json" : "trace.csv", json ? tr("JSON (*.json)") : tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    const SearchRun& run = parts_.model.run();
    const std::string text
        = json ? TraceExport::json(*run.tree, run.trace, false) : TraceExport::csv(*run.tree, run.trace, false);
    if (const QString error = saveAtomically(path, QByteArray::fromStdString(text)); !error.isEmpty()) {
        //: A file that could not be written, then why.
        const QString reason = tr("%1: %2").arg(path, error);
        QMessageBox::warning(window, tr("Cannot export"), reason);
    }
}

} // namespace gtl::ui
