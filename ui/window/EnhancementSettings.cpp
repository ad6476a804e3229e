// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/window/EnhancementSettings.h"

#include <QSettings>

namespace gtl::ui {

Enhancements EnhancementSettings::read(const QSettings& settings)
{
    Enhancements e;
    e.depth = std::min(settings.value("run/depth", 0).toUInt(), kMaxDepthLimit);
    // The game's choices by number; settings written before games numbered them kept a switch
    // for the first choice beyond the game's own.
    e.scoring = std::min(
        settings.value("run/scoring", settings.value("run/fastWins", false).toBool() ? 1 : 0).toUInt(), 255u);
    e.order = std::min(
        settings.value("run/order", settings.value("run/centreFirst", false).toBool() ? 1 : 0).toUInt(), 255u);
    e.evaluation = std::min(settings.value("run/evaluation", 0).toUInt(), 255u);
    e.table = settings.value("run/table", false).toBool();
    e.tableSize = e.table ? std::min(settings.value("run/tableSize", 0).toUInt(), 1u << 24) : 0;
    e.replacement = settings.value("run/keepDeeper", false).toBool() ? Replacement::DeeperOrEqual : Replacement::Always;
    e.killers = settings.value("run/killers", false).toBool();
    e.history = settings.value("run/history", false).toBool();
    e.iterative = settings.value("run/iterative", false).toBool();
    e.aspiration = e.iterative ? std::clamp(settings.value("run/aspiration", 0).toInt(), 0, 1000) : 0;
    e.pvs = settings.value("run/pvs", false).toBool();
    e.timeLimit = e.iterative ? std::min(settings.value("run/timeLimit", 0).toUInt(), kMaxTimeLimit) : 0;
    return e;
}

void EnhancementSettings::write(QSettings& settings, const Enhancements& e)
{
    settings.setValue("run/depth", e.depth);
    settings.setValue("run/scoring", qulonglong(e.scoring));
    settings.setValue("run/order", qulonglong(e.order));
    settings.setValue("run/evaluation", qulonglong(e.evaluation));
    settings.setValue("run/table", e.table);
    settings.setValue("run/tableSize", qulonglong(e.tableSize));
    settings.setValue("run/keepDeeper", e.replacement == Replacement::DeeperOrEqual);
    settings.setValue("run/killers", e.killers);
    settings.setValue("run/history", e.history);
    settings.setValue("run/iterative", e.iterative);
    settings.setValue("run/aspiration", e.aspiration);
    settings.setValue("run/pvs", e.pvs);
    settings.setValue("run/timeLimit", e.timeLimit);
}

} // namespace gtl::ui
