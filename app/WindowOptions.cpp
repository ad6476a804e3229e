// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/WindowOptions.h"

#include "app/OptionValues.h"

#include "core/content/Comparison.h"

namespace gtl::app {
namespace {

using namespace optionvalues;

/// The most steps a run records (EventSink::kMaxEvents), the furthest --step can go.
constexpr std::size_t kMostSteps = std::size_t(1) << 24;

/// The comparisons by the words --compare takes: "orderings", "minimax", …
std::vector<std::string> comparisonWords()
{
    std::vector<std::string> words;
    const std::string names = comparisonNames();
    for (std::size_t from = 0; from < names.size();) {
        const std::size_t comma = std::min(names.find(", ", from), names.size());
        words.push_back(names.substr(from, comma - from));
        from = comma + 2;
    }
    return words;
}

} // namespace

void declareWindowOptions(CLI::App& app, CommandLine& result, const char* group)
{
    app.add_option_function<std::string>(
           "--step",
           [&result](const std::string& step) {
               const auto number = readWholeNumber(std::string_view(step), std::size_t(0), kMostSteps);
               result.step = number ? *number : CommandLine::kEndStep;
           },
           "open the window at that step")
        ->type_name("N|end")
        ->check(CLI::Validator(
            [](std::string& step) -> std::string {
                const auto number = readWholeNumber(std::string_view(step), std::size_t(0), kMostSteps);
                return step == "end" || number ? std::string()
                                               : number.error().toString() + "; or 'end' for the last step";
            },
            ""))
        ->group(group);
    CLI::Option* screenshot
        = app.add_option("--screenshot", result.screenshot, "render the window at the step into a PNG and exit")
              ->type_name("FILE.png")
              ->group(group);
    CLI::Option* scene = app.add_option("--scene-json", result.sceneJson,
                                "write every text and shape the tree canvas (or each compare pane) painted, with its "
                                "node, rectangle and font size, as JSON")
                             ->type_name("FILE")
                             ->group(group);
    CLI::Option* exportTo = app.add_option("--export", result.exportPath,
                                   "draw the whole tree at the step into FILE (.png, .svg or .pdf, laid out for "
                                   "the --size width), or write the run as a web page that plays it (.html, with "
                                   "--lesson its captions), and exit; not with --screenshot, --scene-json or "
                                   "--compare")
                                ->type_name("FILE")
                                ->check(endsIn({".png", ".svg", ".pdf", ".html"}, ".png, .svg, .pdf or .html"))
                                ->group(group);
    app.add_flag("--caption", result.caption, "with --export: write the step and its narration under the tree")
        ->needs(exportTo)
        ->group(group);
    app.add_option_function<std::string>(
           "--size",
           [&result](const std::string& size) {
               const auto x = size.find('x');
               result.width = int(*wholeNumber(size.substr(0, x)));
               result.height = x == std::string::npos ? result.height : int(*wholeNumber(size.substr(x + 1)));
               result.sizeGiven = true;
               result.heightGiven = x != std::string::npos;
           },
           "the screenshot's size (default 1600x1000), or the export's width and, when given, height")
        ->type_name("W[xH]")
        ->check(CLI::Validator(
            [](std::string& size) -> std::string {
                const auto x = size.find('x');
                const auto w = wholeNumber(size.substr(0, x));
                const auto h
                    = x == std::string::npos ? std::optional<long long>(1000) : wholeNumber(size.substr(x + 1));
                return w && h && *w >= 200 && *h >= 150 && *w <= 8000 && *h <= 8000
                    ? std::string()
                    : echoed(size) + " is not WIDTH or WIDTHxHEIGHT between 200x150 and 8000x8000, e.g. 1600x1000";
            },
            ""))
        ->group(group);
    app.add_flag("--projector", result.projector, "start in projector mode")->group(group);
    app.add_flag("--practice", result.practice,
           "start in practice mode: the search stops before each decision and asks first")
        ->group(group);
    app.add_flag("--node-types", result.nodeTypes, "label the nodes PV, CUT or ALL (Knuth-Moore)")->group(group);
    std::vector<std::pair<std::string, std::optional<Comparison>>> comparisons;
    for (const std::string& word : comparisonWords())
        comparisons.emplace_back(word, comparisonFromName(word));
    CLI::Option* compare = addChoice(app, "--compare", result.compare, comparisons,
        "open the comparison: orderings (of the mixed game), minimax (against alpha-beta), fail-hard (against "
        "fail-soft), this-tree (the orderings of the given tree), enhancements (the lab's configurations), "
        "exploration (Monte Carlo tree search with C = 0.2 and C = 2) or mcts (Monte Carlo tree search against "
        "alpha-beta)")
                               ->group(group);
    exportTo->excludes(screenshot)->excludes(scene)->excludes(compare);
}

} // namespace gtl::app
