// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/ClassroomChecks.h"

#include "core/content/BuiltInLessons.h"
#include "core/games/tictactoe/TicTacToeKind.h"
#include "core/teaching/Lesson.h"
#include "tests/support/SceneChecks.h"
#include "ui/compare/CompareWindow.h"
#include "ui/language/ValueText.h"
#include "ui/lessons/LessonCommands.h"
#include "ui/lessons/LessonSession.h"
#include "ui/playback/PlaybackController.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/window/MainWindow.h"
#include "ui/window/WindowActions.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QDockWidget>
#include <QJsonArray>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSet>
#include <QTableWidget>
#include <QTextDocumentFragment>
#include <QtTest>

#include <numeric>
#include <random>
#include <set>

namespace gtl::ui::test {
namespace {

/// The steps a scene is checked at: every cut-off (the first ten of large trees) and random
/// steps, or every step of a small tree.
std::vector<std::size_t> classroomSteps(const RunModel& model)
{
    std::vector<std::size_t> steps(model.run().cutoffSteps.begin(),
        model.run().cutoffSteps.begin() + std::min<std::size_t>(10, model.run().cutoffSteps.size()));
    std::mt19937 random(7);
    for (int i = 0; i < 6; ++i)
        steps.push_back(random() % (model.stepCount() + 1));
    if (model.stepCount() <= 120) { // a textbook figure: every step
        steps.resize(model.stepCount() + 1);
        std::iota(steps.begin(), steps.end(), std::size_t(0));
    }
    return steps;
}

} // namespace

void checkAtClassroomSizes(MainWindow& window, const SceneRule& more)
{
    const std::vector<std::size_t> steps = classroomSteps(window.runModel());
    for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
        for (const bool projector : {false, true}) {
            window.setProjectorMode(projector, false);
            window.resize(size);
            window.show();
            QApplication::processEvents();
            window.view().fitToView();
            const int floor = window.view().treeItem().style().minTextPx;
            for (std::size_t step : steps) {
                window.controller().seek(step);
                const QJsonObject scene = window.view().paintedScene();
                QString problem = legibilityProblem(scene, window.view(), floor);
                if (problem.isEmpty() && more)
                    problem = more(scene, size, projector);
                QVERIFY2(problem.isEmpty(),
                    qPrintable(QStringLiteral("%1×%2%3, step %4: %5")
                                   .arg(size.width())
                                   .arg(size.height())
                                   .arg(projector ? " projector" : "")
                                   .arg(step)
                                   .arg(problem)));
            }
        }
    }
}

QString lessonCaptionProblem(MainWindow& window)
{
    window.resize(1280, 720);
    window.show();
    window.setProjectorMode(true, false);
    LessonCommands& commands = window.lessons();
    auto* dock = window.findChild<QDockWidget*>("lessonDock");
    for (const BuiltInLessons::Entry& entry : BuiltInLessons::list()) {
        const QString name = qtText(entry.name);
        if (!commands.openBuiltIn(name) || !dock || !dock->isVisible())
            return name + ": does not open in its panel";
        for (std::size_t stop = 0; stop < commands.lessons().lesson().stops.size(); ++stop) {
            // A round for the events, one for the relayouts they defer (the tool bars' rows,
            // the lesson bar's height) and one for the layouts those post.
            for (int round = 0; round < 3; ++round)
                QApplication::processEvents();
            for (QScrollArea* area : dock->findChildren<QScrollArea*>()) {
                const QWidget* caption = area->widget();
                if (caption->height() < caption->heightForWidth(caption->width())
                    || caption->width() > area->viewport()->width())
                    return QStringLiteral("%1, stop %2: the caption is cut short (%3 px tall of %4, %5 px wide in %6)")
                        .arg(name)
                        .arg(stop + 1)
                        .arg(caption->height())
                        .arg(caption->heightForWidth(caption->width()))
                        .arg(caption->width())
                        .arg(area->viewport()->width());
            }
            window.windowActions().nextStop->trigger();
        }
    }
    window.setProjectorMode(false, false);
    return {};
}

namespace {

/// The first move between two nodes wholly on the canvas of @p scene that is drawn without its
/// label, where the tree is drawn with at most @p fewNodes nodes (a larger tree's moves give way to its values), or "".
QString unlabelledMove(const QJsonObject& scene, int fewNodes)
{
    const QRectF canvas(0, 0, scene["width"].toDouble(), scene["height"].toDouble());
    QSet<QString> nodes; // those wholly on the canvas
    QSet<QString> labels;
    int drawn = 0;
    for (const QJsonValue& item : scene["items"].toArray()) {
        const QRectF box(item["x"].toDouble(), item["y"].toDouble(), item["w"].toDouble(), item["h"].toDouble());
        drawn += item["kind"].toString() == "node";
        if (item["kind"].toString() == "node" && canvas.contains(box))
            nodes.insert(item["node"].toString());
        if (item["kind"].toString() == "label")
            labels.insert(item["node"].toString());
    }
    if (drawn > fewNodes)
        return {};
    for (const QString& node : nodes) {
        const qsizetype cut = node.lastIndexOf('/');
        const QString parent = cut < 0 ? QString() : node.left(cut);
        if (!node.isEmpty() && nodes.contains(parent) && !labels.contains(node))
            return "the move to " + node + " has no label";
    }
    return {};
}

} // namespace

QString lessonSceneProblem(MainWindow& window)
{
    LessonCommands& commands = window.lessons();
    // Under the sanitizers (ten times slower) the hardest case alone, 720p projected, at every
    // fifth step.
    const bool sanitized = qEnvironmentVariableIsSet("GTL_SANITIZED");
    const QList<QSize> sizes = sanitized ? QList<QSize>{{1280, 720}} : QList<QSize>{{1280, 720}, {1920, 1080}};
    const QList<bool> modes = sanitized ? QList<bool>{true} : QList<bool>{false, true};
    const std::size_t stride = sanitized ? 5 : 1;
    for (const QSize size : sizes) {
        for (const bool projector : modes) {
            window.resize(size);
            window.show();
            window.setProjectorMode(projector, false);
            for (const BuiltInLessons::Entry& entry : BuiltInLessons::list()) {
                const QString name = qtText(entry.name);
                if (!commands.openBuiltIn(name))
                    return name + ": does not open";
                for (int round = 0; round < 3; ++round)
                    QApplication::processEvents();
                window.view().fitToView();
                const std::vector<LessonStop>& stops = commands.lessons().lesson().stops;
                const int floor = window.view().treeItem().style().minTextPx;
                std::set<std::size_t> steps;
                for (const LessonStop& stop : stops) {
                    for (std::size_t step = stop.step; step <= std::min(stop.step + 30, window.runModel().stepCount());
                         step += stride)
                        steps.insert(step);
                }
                for (const std::size_t step : steps) {
                    window.controller().seek(step);
                    const QJsonObject scene = window.view().paintedScene();
                    QString problem = legibilityProblem(scene, window.view(), floor);
                    // A grown tree's values are fractions of visits: its moves are told by their labels.
                    if (problem.isEmpty() && commands.lessons().lesson().options.algorithm == Algorithm::Mcts)
                        problem = unlabelledMove(scene, 8);
                    if (!problem.isEmpty())
                        return QStringLiteral("%1 at %2×%3%4, step %5: %6")
                            .arg(name)
                            .arg(size.width())
                            .arg(size.height())
                            .arg(projector ? " projected" : "")
                            .arg(step)
                            .arg(problem);
                }
            }
        }
    }
    window.setProjectorMode(false, false);
    return {};
}

namespace {

/// What the widgets under @p root show in words: their labels, their tables' and lists'
/// cells and the texts painted on their tree canvases, each with the name of the widget it
/// stands in.
QList<QPair<QString, QString>> shownTexts(const QWidget& root)
{
    QList<QPair<QString, QString>> texts;
    for (const QLabel* label : root.findChildren<QLabel*>()) {
        const QString text = Qt::mightBeRichText(label->text())
            ? QTextDocumentFragment::fromHtml(label->text()).toPlainText()
            : label->text();
        if (label->isVisibleTo(&root))
            texts.append({label->objectName(), text});
    }
    for (const QAbstractItemView* view : root.findChildren<QAbstractItemView*>()) {
        const QAbstractItemModel* model = view->model();
        if (!model || !view->isVisibleTo(&root))
            continue;
        for (int row = 0; row < model->rowCount(); ++row) {
            for (int column = 0; column < model->columnCount(); ++column)
                texts.append({view->objectName(), model->index(row, column).data().toString()});
        }
    }
    for (TreeView* canvas : root.findChildren<TreeView*>()) {
        if (!canvas->isVisibleTo(&root))
            continue;
        for (const QJsonValue item : canvas->paintedScene()["items"].toArray())
            texts.append({QStringLiteral("tree"), item["text"].toString()});
    }
    return texts;
}

} // namespace

QString foreignNumber(const QWidget& root)
{
    const QLocale locale;
    const QString group = QRegularExpression::escape(locale.groupSeparator());
    const QString point = QRegularExpression::escape(locale.decimalPoint());
    // A number as the locale writes it, with its groups and its decimals; what is left once
    // those are taken out is a number written another way.
    // Decimals are shown with one or two places; three after a point are a foreign group.
    const QRegularExpression own(
        QStringLiteral("(?<!\\d)\\d{1,3}(%1\\d{3})+(%2\\d{1,2})?(?!\\d)|(?<!\\d)\\d{1,3}(%2\\d{1,2})?(?!\\d)")
            .arg(group, point));
    const QRegularExpression digits(QStringLiteral("\\d+([.,'’ ]\\d+)*"));
    // Two numbers of the locale's joined by the other language's decimal mark: "2.1" in German
    // is "2" and "1" to the pattern above.
    const QRegularExpression otherPoint(
        QStringLiteral("#%1#").arg(locale.decimalPoint() == QLatin1String(",") ? QStringLiteral("\\.") : ","));
    for (const auto& [where, text] : shownTexts(root)) {
        QString rest = text;
        rest.replace(own, QStringLiteral("#"));
        const QRegularExpressionMatch left = digits.match(rest);
        if (left.hasMatch())
            return QStringLiteral("%1 in %2: %3").arg(left.captured(0), where, text);
        if (rest.contains(otherPoint))
            return QStringLiteral("a decimal point in %1: %2").arg(where, text);
    }
    return {};
}

QString foreignNumberWhileStepping(MainWindow& window)
{
    const std::size_t steps = window.runModel().stepCount();
    const std::size_t looks = qEnvironmentVariableIsSet("GTL_SANITIZED") ? 30 : 150;
    for (std::size_t step = 0; step <= steps; step += std::max<std::size_t>(1, steps / looks)) {
        window.controller().seek(step);
        QApplication::processEvents();
        if (const QString problem = foreignNumber(window); !problem.isEmpty())
            return QStringLiteral("step %1: %2").arg(step).arg(problem);
    }
    return {};
}

QString foreignNumberInMonteCarloComparisons()
{
    MainWindow main(MainWindow::Settings::Ignore);
    if (!main.openSource(TreeSource::position(ticTacToeKind(), "XXOOOX...")))
        return QStringLiteral("the position does not open");
    SearchOptions mcts{Algorithm::Mcts, false, {}};
    mcts.mcts.iterations = 2'000;
    main.setSearchOptions(mcts);
    for (const Comparison comparison : {Comparison::ExplorationConstants, Comparison::MctsVersusAlphaBeta}) {
        CompareWindow& window = main.compare(comparison);
        for (const std::size_t step : {std::size_t(1'500), window.controller().model().stepCount()}) {
            window.controller().seek(step);
            if (const QString problem = foreignNumber(window); !problem.isEmpty())
                return QStringLiteral("step %1: %2").arg(step).arg(problem);
        }
    }
    return {};
}

} // namespace gtl::ui::test
