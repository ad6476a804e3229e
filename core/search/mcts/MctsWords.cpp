// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/mcts/MctsWords.h"

#include "core/base/Counted.h"
#include "core/search/EventFields.h"
#include "core/search/mcts/Reward.h"

#include <charconv>

namespace gtl {
namespace {

/// A sum of rewards in units of one win, to two decimals without trailing zeros: "2.5".
std::string rewardSum(std::int64_t sum)
{
    std::string text = MctsWords::real(double(sum) / kRewardOne);
    text.erase(text.find_last_not_of('0') + 1);
    if (text.back() == '.')
        text.pop_back();
    return text;
}

} // namespace

std::string MctsWords::real(double value)
{
    // Whatever the process's locale: a German window's C library would write "0,61".
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, value, std::chars_format::fixed, 2).ptr;
    return std::string(text, end);
}

std::string_view MctsWords::playoutMoves(const Trace& trace, const Event& playout)
{
    const std::string_view all(trace.playouts);
    const auto start = std::size_t(EventFields::playout(playout).offset);
    if (start >= all.size())
        return {};
    return all.substr(start, all.find('\n', start) - start);
}

std::string MctsWords::detail(const Trace& trace, const Event& e)
{
    switch (e.kind) {
    case EventKind::Sample: return "iteration " + grouped(EventFields::sample(e));
    case EventKind::Select: {
        const double mean = unpackReal(EventFields::select(e).mean);
        const double exploration = unpackReal(EventFields::select(e).exploration);
        return "UCB1 " + real(mean) + " + " + real(exploration) + " = " + real(mean + exploration);
    }
    case EventKind::Expand: return "new node";
    case EventKind::Playout: {
        const EventFields::Playout playout = EventFields::playout(e);
        std::string text = counted(playout.moves, "random move", "random moves");
        if (playout.moves > 0)
            text += " (" + std::string(playoutMoves(trace, e)) + ")";
        return text + ": reward " + rewardSum(playout.reward);
    }
    default: return {};
    }
}

std::string MctsWords::backup(const Event& e, std::uint32_t visitsAfter, std::int64_t rewardAfter)
{
    return "visits " + grouped(visitsAfter - 1) + " → " + grouped(visitsAfter) + ", reward "
        + rewardSum(rewardAfter - EventFields::backup(e).reward) + " → " + rewardSum(rewardAfter);
}

} // namespace gtl
