// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

#include <cstddef>
#include <functional>
#include <memory>
#include <vector>

namespace gtl {
struct Lesson;
struct SearchRun;
} // namespace gtl

namespace gtl::ui {

struct SceneStyle;

/// A run as one HTML file that plays in any browser with nothing to install and nothing
/// fetched: at each step the tree as the scene paints it (SVG frames from the same painting
/// the image export uses, each piece stored once), the narration, the counters, the
/// pseudocode line and, for a lesson, its captions; keys, buttons and a slider step it, and
/// the address names the step (page.html#step=36).
namespace WebPage {

/// The most steps a page holds. A longer run keeps a lesson's stops, else its first steps.
inline constexpr std::size_t kMaxFrames = 1000;

/// The width the tree is laid out for, as on a wide screen.
inline constexpr int kTreeWidth = 1280;
/// The tallest a frame is: a deeper tree shows the part around the current node.
inline constexpr int kFrameHeight = 1600;
/// The most nodes times frames a page draws: each frame lays the whole tree out again, so a
/// page's time grows with their product (a 1,000-level chain's 1,000 frames take seconds).
inline constexpr std::size_t kMaxNodeFrames = 5'000'000;

/// The steps the page of a run of @p stepCount steps shows: all of them (0 to stepCount)
/// while they are no more than kMaxFrames, else @p stops when there are any, else the first
/// kMaxFrames.
std::vector<std::size_t> chosenSteps(std::size_t stepCount, const std::vector<std::size_t>& stops);

/// What the page leaves out of a run of @p stepCount steps when it shows @p steps, or "".
QString limitNote(std::size_t stepCount, const std::vector<std::size_t>& steps, bool stopsOnly);

/// What writing the page came to: an error, or "" and a note on what it leaves out.
struct Outcome {
    QString error;
    QString note;
};

/// Called after each frame with how many are done of how many; false cancels.
using Progress = std::function<bool(std::size_t done, std::size_t total)>;

/// Writes the page of @p run, painted in @p style, into @p path, atomically; with the
/// captions of @p lesson when it is given (its stops lie in @p run). A run whose tree's nodes
/// times its frames pass kMaxNodeFrames is refused, with the limit.
Outcome write(const std::shared_ptr<const SearchRun>& run, const SceneStyle& style, const Lesson* lesson,
    const QString& path, const Progress& progress = {});

} // namespace WebPage

} // namespace gtl::ui
