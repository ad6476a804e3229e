// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/games/GameKind.h"

#include <QComboBox>

#include <functional>

namespace gtl::ui {

/// A choice among the registered games that a dialog offers, each by its title in the reader's
/// language. It holds the games themselves, so that nothing is looked up by a name on screen.
class GameBox : public QComboBox {
    Q_OBJECT

public:
    /// The games for which @p offered says yes, in the registry's order.
    GameBox(const std::function<bool(const GameKind&)>& offered, QWidget* parent);

    /// The game chosen, or nullptr when none is offered.
    const GameKind* game() const;
    /// Chooses @p game when it is offered.
    void setGame(const GameKind* game);
};

} // namespace gtl::ui
