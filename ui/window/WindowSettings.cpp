// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/WindowSettings.h"

#include "core/content/Catalogue.h"
#include "core/search/Algorithm.h"
#include "ui/editing/TreeSession.h"
#include "ui/language/ValueText.h"
#include "ui/playback/PlaybackController.h"
#include "ui/window/DockArea.h"
#include "ui/window/WindowActions.h"
#include "ui/window/file/TreeFiles.h"
#include "ui/window/search/EnhancementSettings.h"

#include <QAction>
#include <QDockWidget>
#include <QFileInfo>
#include <QMainWindow>
#include <QSettings>

namespace gtl::ui {

WindowSettings::WindowSettings(const WindowParts& parts)
    : parts_(parts)
{
}

bool WindowSettings::restore(const QSize& firstSize) const
{
    QSettings settings;
    QMainWindow& window = parts_.window;
    window.restoreGeometry(settings.value("window/geometry").toByteArray());
    if (!settings.contains("window/geometry"))
        window.resize(firstSize);
    const bool layoutRestored = window.restoreState(settings.value("window/state").toByteArray());
    parts_.docks.dock("lessonDock")->hide(); // until a lesson runs
    const auto algorithm = algorithmFromName(settings.value("run/algorithm", "alphabeta").toString().toStdString());
    parts_.session.settings().choose({algorithm.value_or(SearchOptions{}.algorithm),
        settings.value("run/failHard", false).toBool(), EnhancementSettings::read(settings)});
    parts_.controller.setSpeed(settings.value("run/speed", 1.0).toDouble());
    parts_.actions.colourBlind->setChecked(settings.value("view/colourBlind", false).toBool());
    parts_.actions.highContrast->setChecked(settings.value("view/highContrast", false).toBool());
    const int textSize = settings.value("view/treeTextSize", 0).toInt();
    for (QAction* size : parts_.actions.treeTextSizes) {
        if (size->data().toInt() == textSize)
            size->setChecked(true);
    }
    parts_.actions.reduceMotion->setChecked(settings.value("view/reduceMotion", false).toBool());
    // The tree file of last time, if it is still there; else the last preset.
    TreeFiles& files = parts_.files;
    const QString file = settings.value("run/file").toString();
    if (!file.isEmpty() && QFileInfo::exists(file)
        && files.openSource({TreeSource::Kind::File, file.toStdString(), {}}))
        return layoutRestored;
    const std::string preset = settings.value("run/preset", "mixed").toString().toStdString();
    if (!files.openSource({TreeSource::Kind::Preset, Catalogue::findPreset(preset) ? preset : "mixed", {}}))
        files.openSource({});
    return layoutRestored;
}

void WindowSettings::save() const
{
    QSettings settings;
    const TreeSession& session = parts_.session;
    settings.setValue("window/geometry", parts_.window.saveGeometry());
    settings.setValue("window/state", parts_.window.saveState());
    if (!session.presetName().empty())
        settings.setValue("run/preset", qtText(session.presetName()));
    if (!session.filePath().empty() && !session.hasUnsavedChanges())
        settings.setValue("run/file", qtText(session.filePath()));
    else
        settings.remove("run/file");
    settings.setValue("run/algorithm", qtText(algorithmName(session.options().algorithm)));
    settings.setValue("run/failHard", session.options().failHard);
    EnhancementSettings::write(settings, session.options().enhancements);
    settings.setValue("run/speed", parts_.controller.speed());
    settings.setValue("view/colourBlind", parts_.actions.colourBlind->isChecked());
    settings.setValue("view/highContrast", parts_.actions.highContrast->isChecked());
    for (const QAction* size : parts_.actions.treeTextSizes) {
        if (size->isChecked())
            settings.setValue("view/treeTextSize", size->data().toInt());
    }
    settings.setValue("view/reduceMotion", parts_.actions.reduceMotion->isChecked());
}

} // namespace gtl::ui
