// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/match/EngineSettings.h"

#include <array>
#include <span>

namespace gtl::ui {

/// A match a class sets up with one choice: the question it answers, the game, the two engines,
/// the games and the openings' random moves (their seed is 1). Each reproduces a claim of the
/// manual's table of what matches show, measured there with the command line.
struct MatchPreset {
    /// In English, marked for translation in the "MatchPresets" context.
    const char* question;
    /// The game, as a tree file names it ("connect4").
    const char* game;
    std::array<EngineSettings, 2> engines;
    int games;
    int plies;
};

std::span<const MatchPreset> matchPresets();

} // namespace gtl::ui
