#include "PseudocodePanel.h"

#include "PlaybackController.h"
#include "Pseudocode.h"

#include <QFontDatabase>

namespace gtl::ui {

PseudocodePanel::PseudocodePanel(const PlaybackController& controller, QWidget* parent)
    : QListWidget(parent)
    , controller_(controller)
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    setFont(font);
    setSelectionMode(SingleSelection);
    setFocusPolicy(Qt::NoFocus);
    // The highlight follows the search, not the mouse.
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setStyleSheet("QListWidget::item:selected { background: #ffe08a; color: black; font-weight: bold; }");
    connect(&controller_, &PlaybackController::runLoaded, this, &PseudocodePanel::showListing);
    connect(&controller_, &PlaybackController::stepChanged, this, &PseudocodePanel::showLine);
}

void PseudocodePanel::showListing()
{
    clear();
    if (!controller_.hasRun())
        return;
    for (const std::string& line : Pseudocode::listing(controller_.run()->trace.options))
        addItem(QString::fromStdString(line));
}

void PseudocodePanel::showLine()
{
    if (!controller_.hasRun())
        return;
    const Replay& replay = controller_.replay();
    const int line = Pseudocode::lineFor(replay.trace().options, replay.tree(), replay.currentEvent());
    setCurrentRow(line);
    if (line < 0)
        clearSelection();
}

} // namespace gtl::ui
