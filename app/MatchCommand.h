// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/CommandLine.h"

#include <ostream>

namespace gtl::app {

/// `match SOURCE --engine OPTIONS --engine OPTIONS [--games N] [--openings FILE |
/// --random-openings PLIES,SEED] [--threads T] [--sprt ELO0,ELO1] [--games-out FILE]
/// [--format text|json]`: two engines play each opening twice, seats swapped, and the result
/// is reported as engine developers report it (the score, the Elo difference and its interval,
/// the likelihood of superiority, the SPRT). Three engines or more play a round robin, every two
/// a match, reported as a crosstable; a game of several players takes one engine a seat and
/// rotates them through the seats. On a terminal a progress line says how far it is; Ctrl-C
/// stops it after the games being played, with what was played.
namespace MatchCommand {
/// Plays the match @p commandLine asks for; returns the process exit status (ExitStatus.h):
/// refused when the match cannot be played as asked, interrupted when Ctrl-C stopped it (its
/// report printed all the same), cannot read or write when the source, the openings or the
/// games file cannot be.
int run(const CommandLine& commandLine, std::ostream& out, std::ostream& err);
/// Whether a match plays @p game: one without dice.
bool takes(const GameKind& game);
} // namespace MatchCommand

} // namespace gtl::app
