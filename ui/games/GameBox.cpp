// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/games/GameBox.h"

#include "core/games/GameRegistry.h"
#include "ui/language/Translated.h"

#include <algorithm>

namespace gtl::ui {

GameBox::GameBox(const std::function<bool(const GameKind&)>& offered, QWidget* parent)
    : QComboBox(parent)
{
    const auto games = GameRegistry::games();
    for (std::size_t index = 0; index < games.size(); ++index) {
        if (offered(*games[index]))
            addItem(translatedText("Games", games[index]->names().title), int(index));
    }
}

const GameKind* GameBox::game() const
{
    const QVariant index = currentData();
    return index.isValid() ? GameRegistry::games()[std::size_t(index.toInt())] : nullptr;
}

void GameBox::setGame(const GameKind* game)
{
    const auto games = GameRegistry::games();
    const auto found = std::find(games.begin(), games.end(), game);
    const int item = found == games.end() ? -1 : findData(int(found - games.begin()));
    if (item >= 0)
        setCurrentIndex(item);
}

} // namespace gtl::ui
