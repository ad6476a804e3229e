// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/Algorithm.h"

#include <QString>
#include <string_view>

namespace gtl::ui {

/// @p english, written the English way ("0.5", "1,046", "7/3 ≈ 2.33", "[−84, 82.67]"), with
/// its numbers' decimal points and digit group separators as the window's language writes
/// them, and, where its decimal mark is a comma, a semicolon between listed numbers.
QString localNumbers(const QString& english);

/// @p message in the window's language: each template as the installed translation gives it,
/// with its plural form for the message's count, and English where it gives none.
QString translated(const Message& message);

/// @p message as a sentence of its own in the window's language: capitalised, with a full stop.
QString translatedSentence(const Message& message);

/// A word or sentence the core marked with QT_TRANSLATE_NOOP(@p context, …), in the window's
/// language; a text the translation does not know (a tree file's own notes) stays as it is.
QString translatedText(const char* context, std::string_view english);

/// A tree's title in the window's language: a preset's, or a game's position ("Tic-tac-toe
/// XO......."); a title of a file's own stays as it is.
QString translatedTitle(std::string_view title);

/// enhancementsName in the window's language, without its opening comma: "depth 3, table".
QString translatedEnhancements(const Enhancements& enhancements, const ChoiceNames& choices);

/// searchOptionsName in the window's language.
QString translatedSearchName(const SearchOptions& options, const ChoiceNames& choices);

} // namespace gtl::ui
