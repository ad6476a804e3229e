// SPDX-License-Identifier: GPL-3.0-or-later
// The fingerprint of what the product does, against the one recorded in fingerprints.txt: a
// hash of every event and figure of the trace of each preset under each search and each
// enhanced configuration it takes, of each built-in lesson's run, and of 200 seeded random
// trees of each search family; the text of --help, of every command's help and of the man
// page; and a tree file written by an earlier version, read and written again. A change that
// means to keep behaviour (a restructuring) leaves it unchanged. A change that means to alter a
// trace or a text writes the file anew (GTL_WRITE_FINGERPRINTS=1) and shows the difference in
// its commit.
#include "app/CommandLine.h"
#include "app/ManPage.h"
#include "core/content/BuiltInLessons.h"
#include "core/content/Catalogue.h"
#include "core/content/TreeSource.h"
#include "core/io/TreeFile.h"
#include "core/search/ChoiceNames.h"
#include "core/search/EnhancementWords.h"
#include "core/search/EventFields.h"
#include "core/search/Search.h"
#include "core/tree/RandomTree.h"
#include "tests/support/SearchConfigurations.h"

#include <QFile>
#include <QtTest>

#include <map>

using namespace gtl;

namespace {

const QString kRecorded = QStringLiteral(GTL_SOURCE_DIR "/tests/app/fingerprints.txt");
const QString kEarlierTreeFile = QStringLiteral(GTL_SOURCE_DIR "/tests/app/earlier.gtree.json");

/// FNV-1a over 64 bits: the same on every machine.
class Hash {
public:
    void add(std::uint64_t value)
    {
        for (int byte = 0; byte < 8; ++byte) {
            state_ = (state_ ^ ((value >> (8 * byte)) & 0xff)) * 1099511628211ull;
        }
    }
    void add(std::string_view text)
    {
        add(text.size());
        for (const char c : text)
            add(std::uint64_t(std::uint8_t(c)));
    }
    QString hex() const { return QString::number(state_, 16).rightJustified(16, '0'); }

private:
    std::uint64_t state_ = 14695981039346656037ull;
};

/// Every event, field by field, and every figure of the result.
QString traceFingerprint(const Trace& trace)
{
    Hash hash;
    for (std::size_t k = 0; k < trace.events.size(); ++k) {
        const Event& e = trace.events[k];
        hash.add(std::uint64_t(e.kind));
        hash.add(e.node);
        const EventFields::Payload payload = EventFields::payload(e);
        hash.add(std::uint64_t(std::int64_t(payload.a)));
        hash.add(std::uint64_t(std::int64_t(payload.b)));
        hash.add(payload.detail);
        hash.add(payload.extra);
    }
    const SearchResult& r = trace.result;
    for (const std::uint64_t figure : {std::uint64_t(std::int64_t(r.value)), std::uint64_t(r.bestMove),
             std::uint64_t(r.nodes), std::uint64_t(r.visited), std::uint64_t(r.pruned),
             std::uint64_t(r.leavesEvaluated), std::uint64_t(r.cutoffs), std::uint64_t(r.evaluations),
             std::uint64_t(r.tableHits), std::uint64_t(r.researches), std::uint64_t(r.steps),
             std::uint64_t(r.completedDepth), std::uint64_t(r.interruptedDepth)})
        hash.add(figure);
    hash.add(trace.playouts);
    return QStringLiteral("%1 %2").arg(hash.hex()).arg(trace.events.size());
}

/// The search of @p tree under @p options, or what refused it.
QString searchFingerprint(const GameTree& tree, const SearchOptions& options)
{
    if (const Message problem = Search::problem(tree, options); !problem.empty())
        return QStringLiteral("refused: ") + QString::fromStdString(problem.english());
    try {
        return traceFingerprint(Search::run(tree, options));
    } catch (const std::exception& error) {
        return QStringLiteral("refused: ") + QString::fromUtf8(error.what());
    }
}

QString textFingerprint(std::string_view text)
{
    Hash hash;
    hash.add(text);
    return hash.hex();
}

using Fingerprints = std::map<QString, QString>;

/// Every search on @p preset's tree (a game's to depth 4 as well, which it needs), and on a
/// small tree every enhanced configuration it takes.
void addPreset(Fingerprints& prints, const Preset& preset)
{
    const QString name = QString::fromUtf8(preset.name.data(), qsizetype(preset.name.size()));
    const auto document = TreeSource{TreeSource::Kind::Preset, std::string(preset.name), {}}.load();
    QVERIFY2(document, qPrintable(name));
    const GameTree& tree = *document->tree;
    for (const AlgorithmEntry& entry : kAlgorithms) {
        for (const std::uint32_t depth : {0u, 4u}) {
            if (depth > 0 && !tree.hasPayload())
                continue;
            SearchOptions options{entry.algorithm, false, {}};
            options.mcts.iterations = 200;
            options.enhancements.depth = entry.samples() ? 0 : depth;
            prints[QStringLiteral("preset %1 %2 depth %3")
                       .arg(name, QString::fromUtf8(entry.name.data(), qsizetype(entry.name.size())))
                       .arg(depth)]
                = searchFingerprint(tree, options);
        }
    }
    if (tree.size() > 5'000)
        return; // the enhanced configurations on the small trees, where each runs at once
    for (const SearchOptions& options : test::enhancedConfigurations(tree, tree.hasPayload() ? 3 : 0)) {
        prints["preset " + name + " " + QString::fromStdString(searchOptionsName(options, ChoiceNames(tree)))]
            = searchFingerprint(tree, options);
    }
}

void addPresets(Fingerprints& prints)
{
    for (const Preset& preset : Catalogue::presets())
        addPreset(prints, preset);
}

void addLessons(Fingerprints& prints)
{
    for (const BuiltInLessons::Entry& entry : BuiltInLessons::list()) {
        const auto lesson = BuiltInLessons::outline(entry.name);
        QVERIFY(lesson);
        const auto document = TreeSource{TreeSource::Kind::Preset, lesson->presetName, {}}.load();
        QVERIFY(document);
        prints["lesson " + QString::fromUtf8(entry.name.data(), qsizetype(entry.name.size()))]
            = searchFingerprint(*document->tree, lesson->options);
    }
}

/// 200 seeded random trees for each family: the minimax forms, the chance searches over trees
/// with chance levels, Monte Carlo tree search.
void addRandomTrees(Fingerprints& prints)
{
    for (std::uint64_t seed = 1; seed <= 200; ++seed) {
        RandomTreeSpec spec;
        spec.minBranching = 1 + seed % 3;
        spec.maxBranching = 2 + seed % 3;
        spec.depth = 2 + seed % 4;
        spec.seed = seed;
        const GameTree plain = buildRandomTree(spec);
        spec.chance = true;
        spec.depth = 2 + seed % 3;
        const GameTree chance = buildRandomTree(spec);
        for (const AlgorithmEntry& entry : kAlgorithms) {
            SearchOptions options{entry.algorithm, seed % 2 == 0, {}};
            options.failHard = options.failHard && entry.alphaBeta; // fail-hard is the alpha-beta forms' alone
            options.mcts.iterations = 50;
            options.mcts.seed = seed;
            const GameTree& tree = entry.searchesChance() ? chance : plain;
            prints[QStringLiteral("random %1 %2")
                       .arg(seed)
                       .arg(QString::fromUtf8(entry.name.data(), qsizetype(entry.name.size())))]
                = searchFingerprint(tree, options);
        }
    }
}

void addTexts(Fingerprints& prints)
{
    for (const char* command : {"", "trace", "tree", "lab", "solve", "presets", "lessons"}) {
        std::vector<std::string> args;
        if (*command)
            args.push_back(command);
        args.push_back("--help");
        std::string error;
        const auto parsed = app::CommandLine::parse(args, error);
        QVERIFY2(parsed, error.c_str());
        prints[QStringLiteral("help %1").arg(*command ? command : "window")] = textFingerprint(parsed->help);
    }
    prints["man page"] = textFingerprint(app::ManPage::text());
}

/// A tree file an earlier version wrote reads, and writes again, as it did.
void addEarlierFile(Fingerprints& prints)
{
    QFile file(kEarlierTreeFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const auto document = TreeFile::read(file.readAll().toStdString());
    QVERIFY2(document, document ? "" : document.error().toString().c_str());
    prints["earlier tree file written again"] = textFingerprint(TreeFile::write(*document));
}

QString format(const Fingerprints& prints)
{
    QString text;
    for (const auto& [name, print] : prints)
        text += name + " = " + print + '\n';
    return text;
}

} // namespace

class FingerprintTest : public QObject {
    Q_OBJECT

private slots:
    void whatTheProductDoesIsUnchanged()
    {
        Fingerprints prints;
        addPresets(prints);
        addLessons(prints);
        addRandomTrees(prints);
        addTexts(prints);
        addEarlierFile(prints);
        const QString now = format(prints);
        if (qEnvironmentVariableIsSet("GTL_WRITE_FINGERPRINTS")) {
            QFile out(kRecorded);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(now.toUtf8());
            QSKIP("fingerprints written");
        }
        QFile in(kRecorded);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QStringList recorded = QString::fromUtf8(in.readAll()).split('\n', Qt::SkipEmptyParts);
        const QStringList current = now.split('\n', Qt::SkipEmptyParts);
        QStringList differences;
        for (const QString& line : current) {
            if (!recorded.contains(line))
                differences << "now:    " + line;
        }
        for (const QString& line : recorded) {
            if (!current.contains(line))
                differences << "before: " + line;
        }
        QVERIFY2(differences.isEmpty(),
            qPrintable(QStringLiteral("%1 lines differ from %2:\n%3")
                           .arg(differences.size())
                           .arg(kRecorded, differences.mid(0, 20).join('\n'))));
        QVERIFY(current.size() > 1'000);
    }
};

QTEST_APPLESS_MAIN(FingerprintTest)
#include "tst_fingerprint.moc"
