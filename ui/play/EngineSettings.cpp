#include "ui/play/EngineSettings.h"

namespace gtl::ui {

SearchOptions EngineSettings::searchOptions(const GameKind& game) const
{
    SearchOptions searched = options;
    if (searched.enhancements.depth == 0)
        searched.enhancements.depth = game.longestGame();
    return searched;
}

std::string EngineSettings::name() const
{
    std::string words = searchOptionsName(options);
    if (options.enhancements.depth == 0)
        words += ", to the end of the game";
    if (timeLimitMs > 0)
        words += ", " + std::to_string(timeLimitMs) + " ms a move";
    return words;
}

} // namespace gtl::ui
