// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/ChoiceNames.h"
#include "core/search/Enhancements.h"

#include <QMenu>

class QActionGroup;

namespace gtl::ui {

/// The *Enhancements* menu: the depth limit, the transposition table, move ordering,
/// iterative deepening, aspiration windows and PVS, as checkable items that compose. It
/// shows the enhancements of the search on screen and says when the user changes them.
class EnhancementsMenu : public QMenu {
    Q_OBJECT

public:
    explicit EnhancementsMenu(QWidget* parent = nullptr);

    /// Lists the static orders, scorings and evaluations of the game on screen, called @p game
    /// ("Tic-tac-toe"; "" for a tree of its own, which offers none). A submenu with nothing to
    /// choose is disabled, and its tool tip says why.
    void showChoices(const ChoiceNames& choices, const QString& game);
    void showEnhancements(const Enhancements& enhancements);
    Enhancements chosen() const;

signals:
    void changed(const gtl::Enhancements& enhancements);

private:
    QAction* addToggle(const QString& text, const QString& tip);
    /// A submenu of exclusive choices, each carrying its number as data.
    QActionGroup* addChoices(const QString& title, const QList<std::pair<QString, int>>& choices);
    static void check(QActionGroup* group, int value);
    /// Fills @p kind's submenu with the game's own choice and those @p choices name.
    void fillChoices(ChoiceKind kind, const ChoiceNames& choices, const QString& game);
    static int checkedValue(const QActionGroup* group);

    QActionGroup* depth_;
    QAction* table_;
    QActionGroup* tableSize_;
    QAction* keepDeeper_;
    /// The game's static orders, scorings and evaluations, by ChoiceKind.
    std::array<QActionGroup*, kAllChoiceKinds.size()> choices_;
    QAction* killers_;
    QAction* history_;
    QAction* iterative_;
    QActionGroup* aspiration_;
    QActionGroup* timeLimit_;
    std::uint64_t nodeLimit_ = 0; ///< not in the menu: kept from the search on screen
    QAction* pvs_;
};

} // namespace gtl::ui
