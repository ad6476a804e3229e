// SPDX-License-Identifier: GPL-3.0-or-later
// The run as a web page: which steps it holds, the frames stored once each piece and rebuilt
// exactly, the figures of every step as the replay gives them, a lesson's captions, nothing
// fetched, and its size.
#include "core/content/BuiltInLessons.h"
#include "core/io/TreeTextParser.h"
#include "core/search/SearchRun.h"
#include "core/teaching/Lesson.h"
#include "core/teaching/Narrator.h"
#include "core/teaching/Pseudocode.h"
#include "core/tree/RandomTree.h"
#include "tests/support/UiFixtures.h"
#include "ui/style/SceneStyle.h"
#include "ui/web/SvgFrameBook.h"
#include "ui/web/WebPage.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRandomGenerator>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

using namespace gtl;
using namespace gtl::ui;
using namespace gtl::ui::test;

namespace {

/// A frame rebuilt from its ranges, written plainly: every number of every range in turn.
QByteArray rebuilt(const QString& ranges, const QJsonArray& pieces)
{
    QStringList lines;
    for (const QString& range : ranges.split(',')) {
        const QStringList ends = range.split('-');
        for (int i = ends.front().toInt(); i <= ends.back().toInt(); ++i)
            lines.append(pieces[i].toString());
    }
    return lines.join('\n').toUtf8();
}

/// The page's bytes and the run's data read back from its script element.
struct Page {
    QByteArray html;
    QJsonObject run;
};

Page writePage(const std::shared_ptr<const SearchRun>& run, const Lesson* lesson, WebPage::Outcome* outcome = nullptr)
{
    QTemporaryDir dir;
    const QString path = dir.filePath("run.html");
    const WebPage::Outcome written = WebPage::write(run, SceneStyle{}, lesson, path);
    if (outcome)
        *outcome = written;
    QFile file(path);
    if (!written.error.isEmpty() || !file.open(QIODevice::ReadOnly))
        return {};
    Page page{file.readAll(), {}};
    const QByteArray start = "<script id=\"run\" type=\"application/json\">";
    const qsizetype from = page.html.indexOf(start) + start.size();
    page.run = QJsonDocument::fromJson(page.html.mid(from, page.html.indexOf("</script>", from) - from)).object();
    return page;
}

std::shared_ptr<const SearchRun> randomRun(const char* spec, SearchOptions options = {Algorithm::AlphaBeta, false})
{
    const auto tree = std::make_shared<const GameTree>(buildRandomTree(*RandomTreeSpec::parse(spec)));
    return SearchRun::create(tree, options, spec);
}

} // namespace

class WebPageTest : public QObject {
    Q_OBJECT

private slots:
    void holdsEveryStepUpToTheLimit()
    {
        QCOMPARE(WebPage::chosenSteps(400, {}).size(), std::size_t(401));
        QCOMPARE(WebPage::chosenSteps(400, {3, 9}).back(), std::size_t(400));
        QCOMPARE(WebPage::chosenSteps(999, {}).size(), std::size_t(1000));
        QCOMPARE(WebPage::chosenSteps(999, {}).back(), std::size_t(999));
        QCOMPARE(WebPage::limitNote(999, WebPage::chosenSteps(999, {}), false), QString());
        // One step more than a page holds: the first steps, or the lesson's stops.
        const auto first = WebPage::chosenSteps(1000, {});
        QCOMPARE(first.size(), WebPage::kMaxFrames);
        QCOMPARE(first.back(), std::size_t(999));
        QCOMPARE(WebPage::limitNote(1000, first, false),
            QString("This run has 1,000 steps, more than a page holds: the page shows steps 0 to 999."));
        const auto stops = WebPage::chosenSteps(5000, {0, 36, 36, 4999, 6000});
        QCOMPARE(stops, (std::vector<std::size_t>{0, 36, 4999}));
        QCOMPARE(WebPage::limitNote(5000, stops, true),
            QString("This run has 5,000 steps, more than a page holds (1,000): the page shows the lesson's 3 stops."));
    }

    void framesAreRebuiltExactly()
    {
        // Seeded random frames over a small vocabulary of lines, so that many repeat.
        QRandomGenerator random(4711);
        for (int round = 0; round < 3000; ++round) {
            SvgFrameBook book;
            std::vector<std::pair<QString, QByteArray>> frames;
            for (int f = 0, count = random.bounded(1, 6); f < count; ++f) {
                QByteArrayList lines;
                for (int l = 0, length = random.bounded(1, 40); l < length; ++l)
                    lines.append("<line n=\"" + QByteArray::number(random.bounded(30)) + "\"/>");
                const QByteArray svg = lines.join('\n');
                frames.emplace_back(book.add(svg), svg);
            }
            for (const auto& [ranges, svg] : frames)
                QCOMPARE(rebuilt(ranges, book.pieces()), svg);
            QVERIFY(book.pieces().size() <= 30);
        }
    }

    void everyStepStatesTheReplaysFigures()
    {
        const auto run = presetRun("mixed");
        const Page page = writePage(run, nullptr);
        const QJsonArray frames = page.run["frames"].toArray();
        Replay replay(*run->tree, run->trace);
        QCOMPARE(std::size_t(frames.size()), replay.stepCount() + 1);
        QCOMPARE(page.run["counterTitles"].toArray().first().toString(), QString("Visited:"));
        QCOMPARE(page.run["pseudocode"].toArray().size(), qsizetype(Pseudocode::listing(run->trace.options).size()));
        const QJsonArray pieces = page.run["pieces"].toArray();
        QByteArray previous;
        for (std::size_t step = 0; step <= replay.stepCount(); ++step) {
            replay.seek(step);
            const QJsonObject frame = frames[qsizetype(step)].toObject();
            QCOMPARE(frame["step"].toInteger(), qint64(step));
            QCOMPARE(frame["stepText"].toString(), QString("Step: %1 of %2").arg(step).arg(replay.stepCount()));
            QCOMPARE(frame["narration"].toString(), QString::fromStdString(Narrator::describe(replay)));
            QCOMPARE(frame["counters"].toArray().first().toString(), QLocale().toString(replay.visited()));
            QCOMPARE(frame["counters"].toArray()[1].toString(), QLocale().toString(replay.pruned()));
            QCOMPARE(
                frame["line"].toInt(), Pseudocode::lineFor(run->trace.options, replay.tree(), replay.currentEvent()));
            const QByteArray svg = rebuilt(frame["svg"].toString(), pieces);
            QVERIFY2(QSvgRenderer(svg).isValid(), qPrintable(QString("step %1").arg(step)));
            if (step == 1)
                QVERIFY2(svg != previous, "the first step changes the drawing");
            previous = svg;
        }
        QCOMPARE(frames.last().toObject()["counters"].toArray()[5].toString(), QString("6")); // the value
    }

    void fetchesNothing()
    {
        const Page page = writePage(presetRun("mixed"), nullptr);
        QVERIFY(!page.html.isEmpty());
        QString html = QString::fromUtf8(page.html);
        html.remove("http://www.w3.org/2000/svg").remove("http://www.w3.org/1999/xlink");
        for (const char* fetch : {"http:", "https:", "src=", "<link", "@import", "url(", "@font-face"})
            QVERIFY2(!html.contains(fetch, Qt::CaseInsensitive), fetch);
    }

    void lessonPageHasTheCaptions()
    {
        const auto run = presetRun("mixed");
        const Lesson lesson = *BuiltInLessons::make("alphabeta", *run->tree, run->trace);
        const Page page = writePage(run, &lesson);
        QVERIFY(page.run["lesson"].toBool());
        QCOMPARE(page.run["title"].toString(), QString::fromStdString(lesson.title));
        const QJsonArray frames = page.run["frames"].toArray();
        Replay replay(*run->tree, run->trace);
        for (std::size_t i = 0; i < lesson.stops.size(); ++i) {
            const LessonStop& stop = lesson.stops[i];
            replay.seek(stop.step);
            const QJsonObject frame = frames[qsizetype(stop.step)].toObject();
            QCOMPARE(frame["caption"].toString(), QString::fromStdString(fillCaption(stop.caption, replay)));
            QCOMPARE(frame["position"].toString(),
                QString("Stop %1 of %2 (step %3)").arg(i + 1).arg(lesson.stops.size()).arg(stop.step));
        }
        QCOMPARE(frames[37].toObject()["position"].toString(), QString("After stop 3 of 5 (step 36): now at step 37"));
        QCOMPARE(frames[37].toObject()["caption"].toString(), frames[36].toObject()["caption"].toString());
    }

    void longRunHoldsItsFirstSteps()
    {
        const auto run = randomRun("3,6,4711", {Algorithm::Minimax, false});
        QVERIFY(run->trace.steps() > WebPage::kMaxFrames);
        WebPage::Outcome outcome;
        const Page page = writePage(run, nullptr, &outcome);
        QCOMPARE(page.run["frames"].toArray().size(), qsizetype(WebPage::kMaxFrames));
        QCOMPARE(outcome.note,
            QString("This run has %1 steps, more than a page holds: the page shows steps 0 to 999.")
                .arg(QLocale().toString(qulonglong(run->trace.steps()))));
        QCOMPARE(page.run["note"].toString(), outcome.note);
    }

    void fourHundredStepsOfTheMixedTreeStaySmall()
    {
        // The mixed game's 22 nodes with a static evaluation at each inner node, deepened
        // iteratively to depth 8: each iteration past the third searches the whole tree again.
        const auto tree = std::make_shared<const GameTree>(*TreeTextParser::parse(
            "(A:((9,7)[8], (5,3)[4])[6], B:((4,1)[2], (8,10)[9])[5], C:((6,2)[3], (14,13)[12])[7])"));
        SearchOptions options{Algorithm::AlphaBeta, false};
        options.enhancements.iterative = true;
        options.enhancements.depth = 8;
        const auto run = SearchRun::create(tree, options, "mixed, deepened");
        QCOMPARE(run->tree->size(), NodeId(22));
        QCOMPARE(run->trace.steps(), std::size_t(402));
        const Page page = writePage(run, nullptr);
        QCOMPARE(page.run["frames"].toArray().size(), qsizetype(403));
        qInfo("402 steps of 22 nodes: %lld bytes", qlonglong(page.html.size()));
        QVERIFY(page.html.size() < 1'500'000);
    }
};

QTEST_MAIN(WebPageTest)
#include "tst_web.moc"
