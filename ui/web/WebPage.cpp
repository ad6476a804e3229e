// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/web/WebPage.h"

#include "core/search/SearchRun.h"
#include "core/search/mcts/MctsConvergence.h"
#include "core/teaching/Lesson.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/Pseudocode.h"
#include "ui/charts/ChartLook.h"
#include "ui/io/AtomicSave.h"
#include "ui/language/Language.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/panels/CountersPanel.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/style/SceneStyle.h"
#include "ui/web/SvgFrameBook.h"

#include <QBuffer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QPainter>
#include <QSvgGenerator>

#include <algorithm>
#include <cmath>
#include <optional>

namespace gtl::ui {
namespace {

/// The counters the page shows beside the tree, by the counters panel's names; the step has
/// its own place under the tree.
const char* const kCounters[] = {"visited", "pruned", "nodes", "leaves", "cutoffs", "value", "best", "iteration",
    "horizon", "quiescence", "dropped", "reduced", "nullmove", "table", "researches"};

/// The most a frame enlarges the tree: a narrow tree drawn across the page's width would
/// otherwise be magnified many times (a chain's single column, eight times) and be as tall.
constexpr qreal kMostScale = 2;

/// The part of the scene a frame shows: the fitted tree when it fits kFrameHeight at the
/// page's width, else a window of the frame's size around the current node at no more than
/// kMostScale. The window moves in half windows, so that frames share their lines, and what a
/// frame paints and stores does not grow with the depth of the tree.
QRectF frameSource(const TreeItem& item, const Replay& replay)
{
    const QRectF fit = item.fitRect();
    const qreal scale = WebPage::kTreeWidth / fit.width();
    if (fit.height() * scale <= WebPage::kFrameHeight)
        return fit;
    const qreal shown = std::min(scale, kMostScale);
    QRectF source(0, 0, WebPage::kTreeWidth / shown, WebPage::kFrameHeight / shown);
    source.moveCenter(fit.center());
    const Event* event = replay.currentEvent();
    const NodeId current = event ? event->node : replay.tree().root();
    const qreal half = source.height() / 2;
    const qreal y = item.targetCenter(current).y();
    const qreal top = fit.top() + (std::floor((y - fit.top()) / half) - 0.5) * half;
    source.moveTop(std::clamp(top, fit.top(), std::max(fit.top(), fit.bottom() - source.height())));
    return source;
}

/// The tree as the scene paints it at the model's step, laid out for kTreeWidth.
QByteArray paintFrame(TreeView& view, const SceneStyle& style, const Replay& replay)
{
    const QRectF source = frameSource(view.treeItem(), replay);
    const int height = std::max(200, int(std::lround(WebPage::kTreeWidth * source.height() / source.width())));
    const QRectF target(0, 0, WebPage::kTreeWidth, height);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator svg;
    svg.setOutputDevice(&buffer);
    svg.setSize(target.size().toSize());
    svg.setViewBox(target);
    svg.setTitle(QObject::tr("Game tree"));
    QPainter painter(&svg);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(target, style.background);
    view.scene()->render(&painter, target, source, Qt::KeepAspectRatio);
    painter.end();
    return bytes;
}

/// A lesson's captions, filled in from the run at each stop, and where a step stands in it.
class LessonTrack {
public:
    LessonTrack(const Lesson& lesson, RunModel& model)
        : lesson_(lesson)
    {
        for (const LessonStop& stop : lesson.stops) {
            model.seek(stop.step);
            captions_.push_back(
                translated(captionMessage(translatedText("Lessons", stop.caption).toStdString(), model.replay())));
        }
    }

    QString caption(std::size_t step) const
    {
        const auto stop = lesson_.stopAtOrBefore(step);
        return stop ? captions_[*stop] : QString();
    }

    /// Said as the lesson panel says it.
    QString position(std::size_t step) const
    {
        const auto stop = lesson_.stopAtOrBefore(step);
        const std::size_t count = lesson_.stops.size();
        if (!stop)
            return QObject::tr("Before the first stop (step %L1)").arg(lesson_.stops.front().step);
        const std::size_t at = lesson_.stops[*stop].step;
        if (at == step)
            return QObject::tr("Stop %1 of %2 (step %L3)").arg(*stop + 1).arg(count).arg(at);
        return QObject::tr("After stop %1 of %2 (step %L3): now at step %L4")
            .arg(*stop + 1)
            .arg(count)
            .arg(at)
            .arg(step);
    }

private:
    const Lesson& lesson_;
    std::vector<QString> captions_;
};

QJsonArray pseudocodeTexts(const std::vector<std::string>& lines)
{
    QJsonArray array;
    for (const std::string& line : lines)
        array.append(translatedText("Pseudocode", line));
    return array;
}

/// The player's buttons and labels, in the window's language.
QJsonObject playerWords()
{
    const QString language = Language::installed();
    return {{"language", language.isEmpty() ? QStringLiteral("en") : language},
        {"play", QObject::tr("Play", "the web page's button")},
        {"pause", QObject::tr("Pause", "the web page's button")}, {"firstTip", QObject::tr("First step (Home)")},
        {"backTip", QObject::tr("One step back (←)")}, {"playTip", QObject::tr("Play or pause (Space)")},
        {"forwardTip", QObject::tr("One step forward (→)")}, {"lastTip", QObject::tr("Last step (End)")},
        {"previousStopTip", QObject::tr("Previous stop (Page Up)")},
        {"nextStopTip", QObject::tr("Next stop (Page Down)")}, {"step", QObject::tr("Step", "the web page's slider")},
        {"tree", QObject::tr("The game tree at this step")}};
}

/// How Monte Carlo tree search's answer settles, for the page's chart as the window charts it:
/// each root move's share of the visits (in per cent) after the iterations of each point, and
/// the step each point ends at, where the page's marker stands. Empty for another search.
QJsonObject convergenceOf(const SearchRun& run)
{
    const MctsConvergence convergence = MctsConvergence::of(*run.tree, run.trace);
    if (convergence.points().empty())
        return {};
    QJsonArray iterations;
    QJsonArray steps;
    for (const MctsConvergence::Point& point : convergence.points()) {
        iterations.append(qint64(point.iteration));
        steps.append(qint64(point.step));
    }
    QJsonArray moves;
    for (std::size_t m = 0; m < convergence.moves().size(); ++m) {
        QJsonArray shares;
        for (const MctsConvergence::Point& point : convergence.points()) {
            const double share = 100.0 * point.visits[m] / std::max<double>(1, point.iteration);
            shares.append(std::round(share * 10) / 10);
        }
        moves.append(QJsonObject{{"name", qtText(run.tree->label(convergence.moves()[m]))},
            {"colour", moveColour(m).name()}, {"shares", shares}});
    }
    const QLocale locale;
    return {{"title", QObject::tr("Share of visits")}, {"iterations", iterations}, {"steps", steps}, {"moves", moves},
        {"last", locale.toString(qlonglong(run.trace.options.mcts.iterations))},
        {"percents", QJsonArray{locale.toString(0) + '%', locale.toString(50) + '%', locale.toString(100) + '%'}}};
}

/// The page's data as JSON that may stand inside a script element: "</" cannot end it early.
QByteArray scriptJson(const QJsonObject& object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact).replace("</", "<\\/").replace("<!--", "<\\u0021--");
}

} // namespace

std::vector<std::size_t> WebPage::chosenSteps(std::size_t stepCount, const std::vector<std::size_t>& stops)
{
    std::vector<std::size_t> steps;
    if (stepCount + 1 <= kMaxFrames) {
        for (std::size_t step = 0; step <= stepCount; ++step)
            steps.push_back(step);
        return steps;
    }
    if (!stops.empty()) {
        for (const std::size_t stop : stops) {
            if (stop <= stepCount && (steps.empty() || steps.back() < stop) && steps.size() < kMaxFrames)
                steps.push_back(stop);
        }
        return steps;
    }
    for (std::size_t step = 0; step < kMaxFrames; ++step)
        steps.push_back(step);
    return steps;
}

QString WebPage::limitNote(std::size_t stepCount, const std::vector<std::size_t>& steps, bool stopsOnly)
{
    if (steps.size() == stepCount + 1)
        return {};
    if (stopsOnly) {
        return QObject::tr("This run has %1 steps, more than a page holds (%2): the page shows the lesson's %3 stops.")
            .arg(QLocale().toString(qulonglong(stepCount)), QLocale().toString(qulonglong(kMaxFrames)))
            .arg(steps.size());
    }
    return QObject::tr("This run has %1 steps, more than a page holds: the page shows steps 0 to %2.")
        .arg(QLocale().toString(qulonglong(stepCount)), QLocale().toString(qulonglong(steps.back())));
}

WebPage::Outcome WebPage::write(const std::shared_ptr<const SearchRun>& run, const SceneStyle& style,
    const Lesson* lesson, const QString& path, const Progress& progress)
{
    // A model, view and counters of their own, so the screen is left as it is.
    RunModel model;
    TreeView view(model);
    view.setSceneStyle(style);
    CountersPanel counters(model);
    model.load(run);
    view.treeItem().setAvailableWidth(kTreeWidth);

    std::vector<std::size_t> stops;
    if (lesson) {
        for (const LessonStop& stop : lesson->stops)
            stops.push_back(stop.step);
    }
    const std::vector<std::size_t> steps = chosenSteps(model.stepCount(), stops);
    const QString note = limitNote(model.stepCount(), steps, !stops.empty());
    if (const std::size_t nodes = run->tree->size(); nodes * steps.size() > kMaxNodeFrames) {
        const QLocale locale;
        return {QObject::tr("the page would draw the tree's %1 nodes in each of its %2 frames; a web page draws at "
                            "most %3 nodes in all (nodes × frames): export the tree as an image instead")
                    .arg(locale.toString(qulonglong(nodes)), locale.toString(qulonglong(steps.size())),
                        locale.toString(qulonglong(kMaxNodeFrames))),
            {}};
    }
    std::optional<LessonTrack> track;
    if (lesson && !lesson->stops.empty())
        track.emplace(*lesson, model);

    QJsonArray counterTitles;
    std::vector<QString> shown;
    for (const char* name : kCounters) {
        if (counters.isShown(name)) {
            shown.emplace_back(name);
            counterTitles.append(counters.title(name));
        }
    }
    const SearchOptions& options = run->trace.options;
    SvgFrameBook book;
    QJsonArray frames;
    for (std::size_t i = 0; i < steps.size(); ++i) {
        model.seek(steps[i]);
        const Replay& replay = model.replay();
        QJsonArray values;
        for (const QString& name : shown)
            values.append(counters.counter(name));
        QJsonObject frame{{"step", qint64(steps[i])}, {"svg", book.add(paintFrame(view, style, replay))},
            {"narration", translated(Narrator::message(replay))}, {"counters", values},
            {"line", Pseudocode::lineFor(options, replay.tree(), replay.currentEvent(), replay.horizon())},
            {"stepText", counters.title("step") + ' ' + counters.counter("step")}};
        if (track) {
            frame["caption"] = track->caption(steps[i]);
            frame["position"] = track->position(steps[i]);
        }
        frames.append(frame);
        if (progress && !progress(i + 1, steps.size()))
            return {QObject::tr("cancelled"), {}};
    }

    const QString algorithm = translatedText("Algorithm", algorithmTitle(options.algorithm));
    const QString tree = translatedTitle(run->title);
    const QString title = lesson ? translatedText("Lessons", lesson->title) : tree;
    //: A web page's subtitle: the tree and the search, or the search and "59 steps".
    const QString subtitle
        = QObject::tr("%1 · %2").arg(lesson ? tree : algorithm, lesson ? algorithm : stepCountText(model.stepCount()));
    // The lesson's stops the page holds, for its next and previous stop buttons.
    QJsonArray stopSteps;
    for (const std::size_t stop : stops) {
        if (stop <= steps.back())
            stopSteps.append(qint64(stop));
    }
    const QJsonObject page{{"title", title}, {"subtitle", subtitle}, {"note", note}, {"lesson", bool(track)},
        {"stops", stopSteps}, {"convergence", convergenceOf(*run)}, {"counterTitles", counterTitles},
        {"pseudocode", pseudocodeTexts(Pseudocode::listing(options))}, {"pieces", book.pieces()}, {"frames", frames},
        {"words", playerWords()}};

    QFile player(QStringLiteral(":/web/player.html"));
    if (!player.open(QIODevice::ReadOnly))
        return {QObject::tr("the page's player is missing from the program"), {}};
    QByteArray html = player.readAll();
    // The data first: the title is then the first "@TITLE@" left, the page's <title>.
    html.replace(html.indexOf("@RUN@"), 5, scriptJson(page));
    html.replace(html.indexOf("@TITLE@"), 7, title.toHtmlEscaped().toUtf8());
    if (const QString error = saveAtomically(path, html); !error.isEmpty())
        return {QObject::tr("cannot write %1: %2").arg(path, error), {}};
    return {{}, note};
}

} // namespace gtl::ui
