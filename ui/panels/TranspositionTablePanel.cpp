// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/TranspositionTablePanel.h"

#include "core/games/GameRegistry.h"
#include "core/search/EnhancementTable.h"
#include "core/teaching/Narrator.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/panels/TableEntriesModel.h"
#include "ui/playback/RunModel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace gtl::ui {

TranspositionTablePanel::TranspositionTablePanel(const RunModel& model, QWidget* parent)
    : QWidget(parent)
    , model_(model)
    , entries_(new TableEntriesModel(model, this))
    , filtered_(new QSortFilterProxyModel(this))
    , filter_(new QLineEdit(this))
    , view_(new QTableView(this))
    , summary_(new QLabel(this))
{
    filtered_->setSourceModel(entries_);
    filtered_->setFilterKeyColumn(-1);
    filtered_->setFilterCaseSensitivity(Qt::CaseInsensitive);
    filter_->setPlaceholderText(tr("Filter: a position, a value such as ≥ 3, a move"));
    filter_->setClearButtonEnabled(true);
    connect(filter_, &QLineEdit::textChanged, filtered_, &QSortFilterProxyModel::setFilterFixedString);
    view_->setModel(filtered_);
    view_->verticalHeader()->hide();
    view_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view_->horizontalHeader()->setStretchLastSection(true);
    view_->setSelectionMode(QAbstractItemView::NoSelection);
    view_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view_->setIconSize(QSize(30, 30));
    summary_->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(summary_);
    layout->addWidget(filter_);
    layout->addWidget(view_, 1);
    setToolTip(tr("The transposition table at this step: what the search has filed so far"));
    connect(&model_, &RunModel::stepChanged, this, &TranspositionTablePanel::showTable);
    connect(&model_, &RunModel::runLoaded, this, &TranspositionTablePanel::showTable);
}

void TranspositionTablePanel::setSceneStyle(const SceneStyle& style)
{
    entries_->setStyle(style);
}

void TranspositionTablePanel::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        sizeRows();
}

void TranspositionTablePanel::sizeRows()
{
    // Rows tall enough for the pictures of a game's positions.
    const int row = GameRegistry::of(model_.tree()) ? 34 : fontMetrics().height() + 8;
    view_->verticalHeader()->setDefaultSectionSize(row);
    // A panel sharing its column with others still shows a few entries, not one.
    constexpr int kRowsKept = 3;
    view_->setMinimumHeight(view_->horizontalHeader()->sizeHint().height() + kRowsKept * row + 2 * view_->frameWidth());
}

QString TranspositionTablePanel::summary() const
{
    return summary_->text();
}

void TranspositionTablePanel::showTable()
{
    entries_->refresh();
    const Replay& replay = model_.replay();
    sizeRows();
    const int count = entries_->rowCount();
    QString text = tr("%Ln entries", nullptr, count);
    if (!showsCounter(replay.trace().options.enhancements, "table"))
        text = tr("This search has no table: turn it on in the Enhancements menu.");
    else if (const Event* e = replay.currentEvent(); e && (e->kind == EventKind::Probe || e->kind == EventKind::Store))
        text += QStringLiteral(" · ") + translated(Narrator::headlineMessage(replay.tree(), *e));
    summary_->setText(text);
    if (entries_->activeRow() >= 0)
        view_->scrollTo(filtered_->mapFromSource(entries_->index(entries_->activeRow(), 0)));
}

} // namespace gtl::ui
