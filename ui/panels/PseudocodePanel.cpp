// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/PseudocodePanel.h"

#include "core/teaching/Pseudocode.h"
#include "ui/language/Translated.h"
#include "ui/playback/RunModel.h"

#include <QEvent>
#include <QFontDatabase>
#include <QScrollBar>
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
    givenFont_ = font;
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
        addItem(translatedText("Pseudocode", line));
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
    // A font from outside (projector mode) is the new full size, unless it is one this panel
    // fitted before (projector mode giving back the font it found): then the full size is the
    // one that was fitted, so that the type does not shrink a little more each time.
    if (event->type() == QEvent::FontChange && !fitting_) {
        const auto fit = std::find_if(fits_.begin(), fits_.end(), [&](const auto& f) { return f.first == font(); });
        givenFont_ = fit != fits_.end() ? fit->second : font();
        fitToWidth();
    }
}

void PseudocodePanel::fitToWidth()
{
    constexpr qreal kSmallest = 0.8;
    const QFontMetricsF metrics(givenFont_);
    qreal widest = 0;
    for (int row = 0; row < count(); ++row)
        widest = std::max(widest, metrics.horizontalAdvance(item(row)->text()));
    // The room beside a scroll bar, whether or not one is shown: the type decides how many
    // rows wrap, and so whether the scroll bar is needed, so it must not depend on the scroll
    // bar in turn. Less the item's own margins beside the text.
    const qreal room = contentsRect().width() - verticalScrollBar()->sizeHint().width() - 12;
    QFont fitted = givenFont_;
    if (widest > room && widest > 0)
        fitted.setPointSizeF(givenFont_.pointSizeF() * std::max(kSmallest, room / widest));
    // The panel's own font, not the items': the view measures its rows with it, and rows
    // measured in one type but painted in another overlap.
    if (fitted != font()) {
        fitting_ = true;
        setFont(fitted);
        fitting_ = false;
        fits_.emplace_back(fitted, givenFont_);
        if (fits_.size() > 8)
            fits_.erase(fits_.begin());
    }
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
    const int line
        = Pseudocode::lineFor(replay.trace().options, replay.tree(), replay.currentEvent(), replay.horizon());
    setCurrentRow(line);
    if (line < 0)
        clearSelection();
    keepLineInView();
}

} // namespace gtl::ui
