// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPageSize>
#include <QString>

#include <memory>

class QLocale;

namespace gtl {
struct Lesson;
struct SearchRun;
} // namespace gtl

namespace gtl::ui {

struct SceneStyle;

/// A lesson on paper: the title on the first page, then one block per stop — a heading, the
/// tree at that step as the scene draws it (laid out for the page), the caption and the
/// counters at that point — two or three to a page, with page numbers.
namespace Handout {

/// Letter where the locale measures in inches (the United States), A4 elsewhere.
QPageSize pageSizeFor(const QLocale& locale);

/// Writes the handout of @p lesson over @p run into the PDF file @p path, atomically.
/// Returns "" on success, else what went wrong.
QString write(
    const Lesson& lesson, const std::shared_ptr<const SearchRun>& run, const SceneStyle& style, const QString& path);

} // namespace Handout

} // namespace gtl::ui
