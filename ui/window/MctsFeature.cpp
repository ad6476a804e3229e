#include "ui/window/MctsFeature.h"

#include "ui/mcts/ConvergencePanel.h"
#include "ui/playback/RunModel.h"
#include "ui/window/DockArea.h"

#include <QDockWidget>
#include <QMainWindow>

namespace gtl::ui {

MctsFeature::MctsFeature(const WindowParts& parts)
    : QObject(&parts.window)
    , parts_(parts)
    , convergenceDock_(
          parts.docks.add(new ConvergencePanel(parts.model, &parts.window), tr("Convergence"), "convergenceDock"))
{
    connect(&parts.model, &RunModel::runLoaded, this, &MctsFeature::showRun);
}

ConvergencePanel& MctsFeature::convergence() const
{
    return *qobject_cast<ConvergencePanel*>(convergenceDock_->widget());
}

void MctsFeature::showRun()
{
    convergenceDock_->setVisible(isMcts(parts_.model.run().trace.options.algorithm));
}

} // namespace gtl::ui
