// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/content/Content.h"

#include <span>
#include <string_view>

namespace gtl {

/// Everything the product teaches with, joined from each game's Content (and that on trees of
/// their own) in one place: the preset list, the Tree box, `presets`, `lessons`, `--help` and
/// the Lessons menu all read it.
namespace Catalogue {
/// Every content, in the order the product lists it.
std::span<const Content* const> contents();
/// Adds @p content after the product's own, for a game kept outside this folder (a test's):
/// before anything asks for presets or lessons, whose lists it makes anew.
void add(const Content& content);
/// Every preset, in the order the Tree box lists them.
std::span<const Preset> presets();
/// The preset called @p name, or nullptr.
const Preset* findPreset(std::string_view name);
/// Every built-in lesson as written, in teaching order.
std::span<const lessons::Definition> lessons();
/// The built-in lesson called @p name, or nullptr.
const lessons::Definition* findLesson(std::string_view name);
} // namespace Catalogue

} // namespace gtl
