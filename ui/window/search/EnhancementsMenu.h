// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/ChoiceNames.h"
#include "core/search/EnhancementTable.h"

#include <QMenu>

#include <vector>

class QActionGroup;

namespace gtl::ui {

/// The *Enhancements* menu, built from the rows of kEnhancementSettings: a checkable item for
/// each switch, a submenu of values for each number and of the game's choices for each choice,
/// in the rows' order and sections, so that they compose. An item whose row needs a switch that
/// is off is disabled. It shows the enhancements of the search on screen and says when the user
/// changes them.
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
    /// The item of one row: a checkable action, or a submenu of exclusive values.
    struct Item {
        const EnhancementSetting* setting;
        QAction* action; ///< the toggle, or the submenu's own action
        QActionGroup* values = nullptr;
    };

    Item addToggle(const EnhancementSetting& setting);
    /// A submenu of the values the row offers, each carrying its number as data.
    Item addValues(const EnhancementSetting& setting);
    static void addValue(QActionGroup& values, QMenu& menu, const EnhancementSetting& setting, std::uint64_t value);
    static void check(const Item& item, std::uint64_t value);
    /// Fills @p item's submenu with the game's own choice and those @p choices name.
    void fillChoices(const Item& item, const ChoiceNames& choices, const QString& game);
    static std::uint64_t checkedValue(const QActionGroup* group);
    /// Enables each item whose row has what it needs.
    void enableAvailable();
    void emitChanged();

    std::vector<Item> items_;
};

} // namespace gtl::ui
