// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/content/TreeSource.h"

#include "core/base/Printable.h"
#include "core/content/Catalogue.h"
#include "core/games/RootTree.h"
#include "core/io/TreeTextParser.h"
#include "core/tree/RandomTree.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gtl {
namespace {

using Loaded = Result<TreeDocument>;

/// A reason to refuse a tree, marked with QT_TRANSLATE_NOOP("TreeSource", …).
Message reason(const char* text)
{
    return Message("TreeSource", text);
}

/// "name: …": @p problem of what @p name names (a file, a game's position).
Message of(const std::string& name, Message problem)
{
    //: What cannot be read (a file's name, a position), then why.
    return reason(QT_TRANSLATE_NOOP("TreeSource", "{name}: {problem}"))
        .arg("name", name)
        .arg("problem", std::move(problem));
}

/// @p problem of the file @p name, the system's reason (English) after it.
Result<std::string> fileFailure(const std::string& name, const char* problem)
{
    return Result<std::string>::failure(of(name, reason(problem).arg("reason", std::strerror(errno))));
}

Loaded fromText(const std::string& text, std::string title, const std::string& where)
{
    auto parsed = TreeTextParser::parse(text);
    if (!parsed)
        return Loaded::failure(where.empty() ? parsed.error().sentence() : of(where, parsed.error().sentence()));
    return TreeDocument{.tree = std::make_shared<const GameTree>(std::move(*parsed)), .title = std::move(title)};
}

/// Why the file described by @p info cannot be a tree file (a folder, a device, a pipe, a
/// socket, more than TreeSource::kMaxFileBytes), or an empty message.
Message notATreeFile(const struct stat& info)
{
    if (S_ISDIR(info.st_mode))
        return reason(QT_TRANSLATE_NOOP("TreeSource", "is a folder, not a tree file"));
    if (!S_ISREG(info.st_mode))
        return reason(QT_TRANSLATE_NOOP("TreeSource", "is not a regular file (a device, pipe or socket)"));
    if (std::size_t(info.st_size) > TreeSource::kMaxFileBytes)
        return reason(QT_TRANSLATE_NOOP("TreeSource", "the file is larger than 64 MB"));
    return {};
}

/// Reads a whole regular file of at most TreeSource::kMaxFileBytes. What the path is and how
/// big it is are checked before it is opened (a socket or a device is never opened), and again
/// on the open descriptor (the path may have changed in between), so that a device, a pipe, a
/// directory or a huge file is refused at once instead of read into memory. The size the
/// system gives is not trusted further: a file that says 0 (those of /proc) is read for what
/// it holds, and any file only up to the limit.
Result<std::string> readSmallFile(const std::string& path)
{
    // Paths are names the system allows, not necessarily UTF-8: messages show them printable.
    const std::string name = printable(path, 200);
    struct stat info { };
    if (::stat(path.c_str(), &info) != 0)
        return fileFailure(name, QT_TRANSLATE_NOOP("TreeSource", "cannot open the file: {reason}"));
    if (Message refused = notATreeFile(info); !refused.empty())
        return Result<std::string>::failure(of(name, std::move(refused)));
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return fileFailure(name, QT_TRANSLATE_NOOP("TreeSource", "cannot open the file: {reason}"));
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    if (::fstat(fd, &info) != 0)
        return fileFailure(name, QT_TRANSLATE_NOOP("TreeSource", "cannot read the file: {reason}"));
    if (Message refused = notATreeFile(info); !refused.empty())
        return Result<std::string>::failure(of(name, std::move(refused)));
    // One byte past the limit, to notice a file larger than it says.
    std::string text(std::max<std::size_t>(std::size_t(info.st_size), 4096) + 1, '\0');
    std::size_t done = 0;
    while (done <= TreeSource::kMaxFileBytes) {
        if (done == text.size())
            text.resize(std::min(text.size() * 2, TreeSource::kMaxFileBytes + 1));
        const ssize_t got = ::read(fd, text.data() + done, text.size() - done);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return fileFailure(name, QT_TRANSLATE_NOOP("TreeSource", "cannot read the file: {reason}"));
        if (got == 0)
            break;
        done += std::size_t(got);
    }
    if (done > TreeSource::kMaxFileBytes)
        return Result<std::string>::failure(
            of(name, reason(QT_TRANSLATE_NOOP("TreeSource", "the file is larger than 64 MB"))));
    text.resize(done);
    return text;
}

Loaded fromFile(const std::string& path)
{
    auto text = readSmallFile(path);
    if (!text)
        return text.error();
    const std::string name = printable(path, 200);
    if (TreeSource::isTreeFile(path)) {
        auto document = TreeFile::read(*text);
        if (!document)
            return Loaded::failure(of(name, document.error().sentence()));
        if (document->title.empty())
            document->title = name;
        return document;
    }
    return fromText(*text, name, name);
}

/// "tic-tac-toe position: …".
Message positionProblem(const GameKind& game, const TextError& error)
{
    return reason(QT_TRANSLATE_NOOP("TreeSource", "{game} position: {problem}"))
        .arg("game", GameKind::nameInSentence(game.names().name))
        .arg("problem", error.sentence());
}

} // namespace

bool TreeSource::isTreeFile(std::string_view path)
{
    constexpr std::string_view suffix = ".json";
    if (path.size() < suffix.size())
        return false;
    const std::string_view end = path.substr(path.size() - suffix.size());
    for (std::size_t i = 0; i < suffix.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(end[i])) != suffix[i])
            return false;
    }
    return true;
}

Result<TreeDocument> TreeSource::load(Extent extent) const
{
    switch (kind) {
    case Kind::Preset: {
        const Preset* preset = Catalogue::findPreset(argument);
        if (!preset)
            return Loaded::failure(reason(
                QT_TRANSLATE_NOOP("TreeSource", "there is no preset called '{preset}' (see: gametree-lab presets)"))
                                       .arg("preset", printable(argument)));
        return TreeDocument{.tree = std::make_shared<const GameTree>(preset->build()),
            .title = std::string(preset->title),
            .description = std::string(preset->description)};
    }
    case Kind::Text: return fromText(argument, "Tree text", "");
    case Kind::File: return fromFile(argument);
    case Kind::Game: {
        if (!game)
            return Loaded::failure(reason(QT_TRANSLATE_NOOP("TreeSource", "a position needs the game it is of")));
        const GameKind::Names& names = game->names();
        const auto position = game->parse(argument, toMove);
        if (!position)
            return Loaded::failure(positionProblem(*game, position.error()));
        GameTree tree = extent == Extent::RootOnly ? rootTree(*game, *position) : game->tree(*position);
        // "Connect Four 4453"; the empty board, whose text is empty, just "Connect Four".
        const std::string text = game->text(*position);
        return TreeDocument{.tree = std::make_shared<const GameTree>(std::move(tree)),
            .title = text.empty() ? std::string(names.title) : std::string(names.title) + " " + text};
    }
    case Kind::Random: {
        const auto spec = RandomTreeSpec::parse(argument);
        if (!spec)
            return Loaded::failure(
                reason(QT_TRANSLATE_NOOP("TreeSource", "random tree: {problem}")).arg("problem", spec.error().message));
        return TreeDocument{.tree = std::make_shared<const GameTree>(buildRandomTree(*spec)),
            .title = "Random tree " + spec->toString()};
    }
    }
    return Loaded::failure(reason(QT_TRANSLATE_NOOP("TreeSource", "unknown tree source")));
}

} // namespace gtl
