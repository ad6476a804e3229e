#include "ui/panels/PseudocodePanel.h"

#include "core/teaching/Pseudocode.h"
#include "ui/playback/RunModel.h"

#include <QEvent>
#include <QFontDatabase>
#include <QTimer>

#include <algorithm>

namespace gtl::ui {

PseudocodePanel::PseudocodePanel(const RunModel& model, QWidget* parent)
    : QListWidget(parent)
    , model_(model)
{
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPointSizeF(font.pointSizeF() * 1.1);
    setFont(font);
    setSelectionMode(SingleSelection);
    setFocusPolicy(Qt::NoFocus);
    // The highlight follows the search, not the mouse.
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setStyleSheet("QListWidget::item:selected { background: #ffe08a; color: black; font-weight: bold; }");
    // A line too long even in the smallest type wraps rather than hides its end (projector
    // type in a narrow panel).
    setWordWrap(true);
    setTextElideMode(Qt::ElideNone);
    setResizeMode(QListView::Adjust);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(&model_, &RunModel::runLoaded, this, &PseudocodePanel::showListing);
    connect(&model_, &RunModel::stepChanged, this, &PseudocodePanel::showLine);
}

void PseudocodePanel::showListing()
{
    clear();
    for (const std::string& line : Pseudocode::listing(model_.run().trace.options))
        addItem(QString::fromStdString(line));
    fitToWidth();
}

void PseudocodePanel::resizeEvent(QResizeEvent* event)
{
    QListWidget::resizeEvent(event);
    fitToWidth();
}

void PseudocodePanel::changeEvent(QEvent* event)
{
    QListWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitToWidth();
}

void PseudocodePanel::fitToWidth()
{
    constexpr qreal kSmallest = 0.8;
    const QFontMetricsF metrics(font());
    qreal widest = 0;
    for (int row = 0; row < count(); ++row)
        widest = std::max(widest, metrics.horizontalAdvance(item(row)->text()));
    // Room for the item's own margins beside the text.
    const qreal room = viewport()->width() - 12;
    QFont fitted = font();
    if (widest > room && widest > 0)
        fitted.setPointSizeF(font().pointSizeF() * std::max(kSmallest, room / widest));
    for (int row = 0; row < count(); ++row)
        item(row)->setFont(fitted);
    // The lines are laid out again after this event, wrapped anew: then bring the
    // highlighted one back into view.
    QTimer::singleShot(0, this, &PseudocodePanel::keepLineInView);
}

void PseudocodePanel::keepLineInView()
{
    if (QListWidgetItem* line = currentItem())
        scrollToItem(line);
}

void PseudocodePanel::showLine()
{
    const Replay& replay = model_.replay();
    const int line = Pseudocode::lineFor(replay.trace().options, replay.tree(), replay.currentEvent());
    setCurrentRow(line);
    if (line < 0)
        clearSelection();
    keepLineInView();
}

} // namespace gtl::ui
