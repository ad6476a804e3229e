// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/Message.h"
#include "core/search/Replay.h"

#include <string>

namespace gtl {

/// Tells in one or two plain sentences what the step a replay stands at did, naming the
/// numbers involved: which bound changed and why, and why a cut-off is safe.
namespace Narrator {
std::string describe(const Replay& replay);
/// The same, as a message the window shows in its language; describe is its English.
Message message(const Replay& replay);
/// A few words for a list of steps, e.g. "B: β +∞ → 2" or "✂ cut-off at B".
/// Values are shown in @p scale, a chance tree's (exact fractions).
std::string headline(const GameTree& tree, const Event& event, const ChanceScale& scale = {});
/// The same, as a message the window shows in its language.
Message headlineMessage(const GameTree& tree, const Event& event, const ChanceScale& scale = {});
/// "the root" or the node's move path, e.g. "B/1".
std::string nodeName(const GameTree& tree, NodeId node);
/// The node's name as a message: "the root" (or "The root", to open a sentence) is translated.
Message nodeMessage(const GameTree& tree, NodeId node, bool openingSentence = false);
/// "MAX", "MIN", "CHANCE", to be translated.
Message playerMessage(Player player);
/// The algorithm's title ("Alpha-beta"), to be translated.
Message algorithmMessage(Algorithm algorithm);
} // namespace Narrator

/// @p text with its first letter upper-case, to open a sentence with a node's name.
std::string capitalised(std::string text);

} // namespace gtl
