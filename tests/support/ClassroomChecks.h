// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a class at the back of the room sees, checked in any language: the painted tree at the
// classroom sizes and every lesson's captions.
#include <QJsonObject>
#include <QSize>
#include <QString>

#include <functional>

class QWidget;

namespace gtl::ui {
class MainWindow;
}

namespace gtl::ui::test {

/// What else a scene must keep beyond the legibility rules, at @p size (projected or not):
/// "" when it does.
using SceneRule = std::function<QString(const QJsonObject& scene, QSize size, bool projector)>;

/// At 1280×720 and 1920×1080, normal and projected, at every cut-off (the first ten of large
/// trees) and random steps (every step of a small tree), what @p window's canvas painted keeps
/// the legibility rules and @p more. Fails the running test at the first scene that does not.
void checkAtClassroomSizes(MainWindow& window, const SceneRule& more = {});

/// Opens every built-in lesson in @p window, projected at 1280×720, and at each stop checks
/// that its captions show whole: as tall as their text needs at their width, and no wider
/// than their box. Returns the first lesson and stop that does not, or "".
QString lessonCaptionProblem(MainWindow& window);

/// Opens every built-in lesson in @p window, at 1280×720 and 1920×1080, normal and projected,
/// and checks the canvas at each stop and the 30 steps after it (as a student steps on): the
/// legibility rules, and in a Monte Carlo lesson whose canvas shows few nodes, every move
/// between two nodes on the canvas labelled. Under the sanitizers, 720p projected at every
/// fifth step. Returns the first lesson and step that does not, or "".
QString lessonSceneProblem(MainWindow& window);

/// The first number that the labels and tables shown in @p root write otherwise than the
/// window's locale (QLocale()) does: a count of four or more digits without its group
/// separators, another language's separators, or a decimal with another language's point;
/// with where it stands. "" when every number is the locale's.
QString foreignNumber(const QWidget& root);

/// foreignNumber() over @p window at steps all through its run (150 of them, 30 under the
/// sanitizers): the first problem, with its step, or "".
QString foreignNumberWhileStepping(MainWindow& window);

/// foreignNumber() over the comparisons of Monte Carlo tree search (exploration constants,
/// and against alpha-beta) of a tic-tac-toe position at 2,000 iterations, midway and at the
/// end: the first problem, or "".
QString foreignNumberInMonteCarloComparisons();

} // namespace gtl::ui::test
