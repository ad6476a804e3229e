// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the whole way from bytes to a picture's layout: the first byte chooses
// where the rest comes from (tree text, a random tree's spec, a position of any game), the
// second the search and its enhancements (bounded, so that a run stays small); what loads and
// is accepted is searched as the window searches it (SearchRun), replayed to the end and back
// to the start, laid out at several steps as the canvas lays it out, painted offscreen at some
// of them as the window paints it (the scene record that `--scene-json` writes), and written
// out as `trace` writes it. The last byte then picks a writer of the window (an image, an SVG, a
// web page, a scene record, a tree file) and a target of one kind, made by the fuzzer in its
// own folder: a new name, a regular or read-only file, a folder, a pipe, a socket, a device
// where it may make one, or a link to one of them. A regular file or a new name is written
// whole; anything else is refused with a reason and left as it was. Whatever is refused must
// say why; nothing may crash or hang, and stepping back must give back the start.
#include "core/content/TreeSource.h"
#include "core/games/GameRegistry.h"
#include "core/io/TraceExport.h"
#include "core/io/TreeFile.h"
#include "core/layout/FocusChoices.h"
#include "core/layout/FocusLayout.h"
#include "core/search/Replay.h"
#include "core/search/SearchCancelled.h"
#include "core/search/SearchRun.h"
#include "core/search/TraceTooLong.h"
#include "ui/io/AtomicSave.h"
#include "ui/io/ImageFile.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/SceneExport.h"
#include "ui/scene/TreeView.h"
#include "ui/style/SceneStyle.h"
#include "ui/web/WebPage.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/un.h>
#include <unistd.h>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <string>
#include <string_view>

namespace {

using namespace gtl;

/// The source the first byte names: tree text, a random tree's spec or a position of any
/// registered game.
TreeSource sourceOf(std::uint8_t choice, std::string text)
{
    const auto games = GameRegistry::games();
    const std::size_t which = choice % (2 + games.size());
    if (which >= 2)
        return TreeSource::position(*games[which - 2], std::move(text));
    TreeSource source;
    source.kind = which == 0 ? TreeSource::Kind::Text : TreeSource::Kind::Random;
    source.argument = std::move(text);
    return source;
}

/// The search the second byte names, kept small: a depth limit of at most 4 and at most 200
/// Monte Carlo iterations, so that each input runs in milliseconds.
SearchOptions optionsOf(std::uint8_t choice, bool chance)
{
    static constexpr std::array kAlgorithms
        = {Algorithm::Minimax, Algorithm::AlphaBeta, Algorithm::Negamax, Algorithm::NegamaxAlphaBeta, Algorithm::Mcts};
    SearchOptions options;
    options.algorithm = chance ? ((choice & 1) ? Algorithm::Star1 : Algorithm::Expectiminimax)
                               : kAlgorithms[choice % kAlgorithms.size()];
    options.failHard = (choice & 8) && !chance && options.algorithm != Algorithm::Mcts;
    options.enhancements.depth = 1 + (choice >> 4) % 4;
    if (options.algorithm == Algorithm::Mcts) {
        options.mcts.iterations = 1 + (choice >> 2) % 200;
        options.enhancements.depth = 0;
    } else if (!chance && (choice & 16)) {
        options.enhancements.table = true;
        options.enhancements.iterative = (choice & 32) != 0;
        options.enhancements.pvs = (choice & 64) != 0;
    }
    return options;
}

/// Lays out the run at @p replay's step as the canvas would, within a budget of columns.
void layOut(const SearchRun& run, const Replay& replay, std::size_t budget)
{
    const GameTree& tree = *run.tree;
    const NodeId current = replay.path().empty() ? GameTree::root() : replay.path().back();
    const FocusLayout layout = FocusLayout::compute(
        tree, replay.path(), current, FocusChoices{}, budget,
        [&](NodeId node) { return replay.value(node) != kNoValue; },
        [&](NodeId node) { return replay.status(node) == NodeStatus::Pruned; },
        [&](NodeId node) { return replay.isGenerated(node); });
    if (layout.placed().empty() || !layout.find(layout.focus()))
        std::abort();
}

/// Replays @p run forward to the end and back to the start, laying it out on the way: the
/// start must come back exactly.
void replay(const SearchRun& run)
{
    Replay replay(*run.tree, run.trace);
    const std::size_t steps = replay.stepCount();
    const std::size_t stride = steps / 7 + 1;
    for (std::size_t step = 0; step <= steps; step += stride) {
        replay.seek(step);
        layOut(run, replay, 1 + step % 40);
    }
    replay.seek(steps);
    if (!replay.path().empty() && !replay.interrupted())
        std::abort();
    replay.seek(0);
    for (NodeId n = 0; n < run.tree->size(); ++n) {
        if (replay.status(n) != NodeStatus::Unvisited || replay.value(n) != kNoValue)
            std::abort();
    }
}

/// Paints @p run as the window's canvas paints it, offscreen, at its start, a middle step and
/// its end: every step's picture holds the node the step is about.
void paint(const std::shared_ptr<const SearchRun>& run)
{
    ui::RunModel model;
    model.load(run);
    ui::TreeView view(model);
    view.resize(800, 520);
    view.show(); // offscreen: laid out and sized as on a screen
    const std::size_t steps = model.stepCount();
    for (const std::size_t step : {std::size_t(0), steps / 2, steps}) {
        model.seek(step);
        if (view.paintedScene()["items"].toArray().isEmpty())
            std::abort();
    }
}

/// The kinds of target a writer is given.
enum class Target { NewName, Regular, ReadOnly, Folder, Pipe, Socket, Device, LinkToPipe, LinkToFile, Dangling, Count };

/// The kind of what @p path names, not following a link (S_IFREG, S_IFIFO, …; 0 for nothing).
mode_t kindOf(const QString& path)
{
    struct stat status { };
    return ::lstat(QFile::encodeName(path).constData(), &status) == 0 ? status.st_mode & S_IFMT : 0;
}

/// Makes a target of @p kind at @p path (with @p extension), or returns "" where this machine
/// does not let the fuzzer make one (a device without the right to).
QString makeTarget(const QDir& folder, Target kind, const QString& extension)
{
    const QString path = folder.filePath("target." + extension);
    const QByteArray name = QFile::encodeName(path);
    const QString other = folder.filePath("other");
    const auto regular = [](const QString& file) {
        QFile out(file);
        return out.open(QIODevice::WriteOnly) && out.write("old") == 3;
    };
    switch (kind) {
    case Target::NewName: return path;
    case Target::Regular: return regular(path) ? path : QString();
    case Target::ReadOnly: return regular(path) && ::chmod(name.constData(), 0444) == 0 ? path : QString();
    case Target::Folder: return QDir().mkdir(path) ? path : QString();
    case Target::Pipe: return ::mkfifo(name.constData(), 0666) == 0 ? path : QString();
    case Target::Socket: {
        const int socket = ::socket(AF_UNIX, SOCK_STREAM, 0);
        sockaddr_un address{};
        address.sun_family = AF_UNIX;
        if (socket < 0 || name.size() >= qsizetype(sizeof address.sun_path))
            return {};
        std::memcpy(address.sun_path, name.constData(), std::size_t(name.size()) + 1);
        const bool bound = ::bind(socket, reinterpret_cast<const sockaddr*>(&address), sizeof address) == 0;
        ::close(socket);
        return bound ? path : QString();
    }
    case Target::Device: return ::mknod(name.constData(), S_IFCHR | 0666, makedev(1, 7)) == 0 ? path : QString();
    case Target::LinkToPipe:
        return ::mkfifo(QFile::encodeName(other).constData(), 0666) == 0 && QFile::link(other, path) ? path : QString();
    case Target::LinkToFile: return regular(other) && QFile::link(other, path) ? path : QString();
    case Target::Dangling: return QFile::link(other, path) ? path : QString();
    case Target::Count: break;
    }
    return {};
}

/// Writes @p run with the writer @p choice names into a target of the kind it names: a new
/// name, a regular file or a link to one takes the output whole; anything else is refused
/// with a reason, and stays what it was.
void writeOut(const std::shared_ptr<const SearchRun>& run, std::uint8_t choice)
{
    static const char* const kExtensions[] = {"png", "svg", "html", "json", "gtree.json"};
    // A web page paints a frame a step, and an export the whole tree: a long run or a large
    // tree goes to the tree file instead, so that each input still takes milliseconds.
    const bool small = run->trace.events.size() <= 60 && run->tree->size() <= 2'000;
    const std::size_t writer = small || choice % std::size(kExtensions) >= 3 ? choice % std::size(kExtensions) : 4;
    const Target kind = Target((choice / std::size(kExtensions)) % std::size_t(Target::Count));
    QTemporaryDir folder;
    const QString path = makeTarget(QDir(folder.path()), kind, kExtensions[writer]);
    if (path.isEmpty())
        return; // not a kind this machine lets the fuzzer make
    const mode_t before = kindOf(path);
    ui::RunModel model;
    model.load(run);
    ui::TreeView view(model);
    view.resize(400, 300);
    QString error;
    switch (writer) {
    case 0: error = ui::saveImage(view.grab().toImage(), path); break;
    case 1: error = ui::SceneExport::write(view, ui::SceneExport::Area::WholeTree, path, {640, 0}); break;
    case 2: error = ui::WebPage::write(run, ui::SceneStyle{}, nullptr, path).error; break;
    case 3: error = ui::saveAtomically(path, QJsonDocument(view.paintedScene()).toJson()); break;
    default:
        error = ui::saveAtomically(path, QByteArray::fromStdString(TreeFile::write({run->tree, run->title})));
        break;
    }
    const bool takesIt
        = kind == Target::NewName || kind == Target::Regular || kind == Target::LinkToFile || kind == Target::Dangling;
    if (takesIt && (!error.isEmpty() || QFileInfo(path).size() <= 3))
        std::abort(); // a file, or a new one, is written whole
    if (!takesIt && (error.isEmpty() || kindOf(path) != before))
        std::abort(); // anything else is refused, and left as it was
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    static QApplication application(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 2 || size > 4096)
        return 0;
    const TreeSource source = sourceOf(data[0], std::string(reinterpret_cast<const char*>(data + 2), size - 2));
    const auto document = source.load(TreeSource::Extent::RootOnly);
    if (!document) {
        if (document.error().message.empty())
            std::abort();
        return 0;
    }
    if (document->tree->size() > 20'000)
        return 0; // a big tree is the benchmarks' business; the fuzzer wants many small runs
    const SearchOptions options = optionsOf(data[1], document->tree->hasChance());
    if (!Search::problem(*document->tree, options).empty())
        return 0;
    try {
        // The figures alone, as `trace --summary` and the comparisons run them, then the run.
        const SearchResult figures = Search::summarize(*document->tree, options);
        const auto run = SearchRun::create(document->tree, options, document->title);
        if (options.algorithm != Algorithm::Mcts && figures.value != run->trace.result.value)
            std::abort();
        replay(*run);
        paint(run);
        // What `trace` writes of it, whole and as a summary, in each format.
        for (const bool summary : {true, false}) {
            if (TraceExport::text(*run->tree, run->trace, summary).empty()
                || TraceExport::json(*run->tree, run->trace, summary).empty()
                || TraceExport::csv(*run->tree, run->trace, summary).empty())
                std::abort();
        }
        writeOut(run, data[size - 1]);
    } catch (const TraceTooLong&) {
        // refused with its figures, as the window and `trace` say it
    }
    return 0;
}
