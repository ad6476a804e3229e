// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/lessons/Handout.h"

#include "core/search/SearchRun.h"
#include "core/teaching/Lesson.h"
#include "ui/io/AtomicSave.h"
#include "ui/language/Translated.h"
#include "ui/language/ValueText.h"
#include "ui/playback/RunModel.h"
#include "ui/scene/TreeItem.h"
#include "ui/scene/TreeView.h"
#include "ui/style/SceneStyle.h"

#include <QBuffer>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>

namespace gtl::ui {
namespace {

/// Sizes in the writer's pixels, at 96 per inch.
constexpr int kResolution = 96;
constexpr int kTreeHeight = 330;
constexpr int kGap = 18;

QFont font(int pixelSize, QFont::Weight weight = QFont::Normal)
{
    QFont f("DejaVu Sans");
    f.setPixelSize(pixelSize);
    f.setWeight(weight);
    return f;
}

/// Lays out and paints the pages, one block at a time.
class HandoutPainter {
public:
    HandoutPainter(QPdfWriter& pdf, QPainter& painter)
        : pdf_(pdf)
        , painter_(painter)
        , page_(0, 0, pdf.width(), pdf.height())
        , y_(0)
    {
    }

    void title(const QString& title, const QString& subtitle)
    {
        text(title, font(26, QFont::Bold));
        text(subtitle, font(13));
        y_ += kGap;
    }

    /// Moves to a new page unless @p height still fits on this one.
    void reserve(int height)
    {
        if (y_ > 0 && y_ + height > page_.height() - 40) {
            footer();
            pdf_.newPage();
            y_ = 0;
        }
    }

    int text(const QString& text, const QFont& f)
    {
        painter_.setFont(f);
        const QRect box = painter_.boundingRect(
            QRect(0, y_, page_.width(), page_.height()), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
        painter_.drawText(box, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
        y_ = box.bottom() + 6;
        return box.height();
    }

    int textHeight(const QString& text, const QFont& f)
    {
        painter_.setFont(f);
        return painter_.boundingRect(QRect(0, 0, page_.width(), page_.height()), Qt::TextWordWrap, text).height() + 6;
    }

    void tree(TreeView& view)
    {
        const QRectF source = view.treeItem().fitRect();
        const qreal scale = std::min(page_.width() / source.width(), kTreeHeight / source.height());
        const QSizeF size = source.size() * scale;
        const QRectF target(QPointF((page_.width() - size.width()) / 2, y_), size);
        // Clipped to its block, which tells the tree's tags to find their room inside it.
        painter_.save();
        painter_.setClipRect(target);
        view.scene()->render(&painter_, target, source, Qt::KeepAspectRatio);
        painter_.restore();
        y_ += int(size.height()) + 6;
    }

    void gap() { y_ += kGap; }

    void footer()
    {
        ++pages_;
        painter_.setFont(font(11));
        painter_.drawText(
            QRect(0, page_.height() - 24, page_.width(), 24), Qt::AlignCenter, QObject::tr("Page %1").arg(pages_));
    }

private:
    QPdfWriter& pdf_;
    QPainter& painter_;
    QRect page_;
    int y_;
    int pages_ = 0;
};

QString searchName(const SearchOptions& options)
{
    QString name = translatedText("Algorithm", algorithmTitle(options.algorithm));
    if (usesWindow(options.algorithm))
        name += options.failHard ? QObject::tr(", fail-hard") : QObject::tr(", fail-soft");
    return name;
}

QString counters(const Replay& replay)
{
    const Enhancements& e = replay.trace().options.enhancements;
    const QString words = e.searchesAgain()
        ? QObject::tr("In all searches: entered %1 · pruned %2 · leaves read %3 · cut-offs %4")
        : e.any() ? QObject::tr("Entered %1 · pruned %2 · leaves read %3 · cut-offs %4")
                  : QObject::tr("Visited %1 · pruned %2 · leaves read %3 · cut-offs %4");
    return words.arg(replay.visited()).arg(replay.pruned()).arg(replay.leavesEvaluated()).arg(replay.cutoffs());
}

} // namespace

QPageSize Handout::pageSizeFor(const QLocale& locale)
{
    return QPageSize(locale.measurementSystem() == QLocale::ImperialUSSystem ? QPageSize::Letter : QPageSize::A4);
}

QString Handout::write(
    const Lesson& lesson, const std::shared_ptr<const SearchRun>& run, const SceneStyle& style, const QString& path)
{
    if (lesson.stops.empty())
        return QObject::tr("the lesson has no stops");
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setTitle(translatedText("Lessons", lesson.title));
    pdf.setCreator(QStringLiteral("Game Tree Lab"));
    pdf.setPageSize(pageSizeFor(QLocale()));
    pdf.setPageMargins(QMarginsF(16, 16, 16, 16), QPageLayout::Millimeter);
    pdf.setResolution(kResolution);

    // A view of its own, laid out for the page's width, so the screen is left as it is.
    RunModel model;
    model.load(run);
    TreeView view(model);
    view.setSceneStyle(style);
    view.treeItem().setAvailableWidth(pdf.width());

    QPainter painter;
    if (!painter.begin(&pdf))
        return QObject::tr("cannot draw the handout");
    painter.setRenderHint(QPainter::Antialiasing);
    HandoutPainter pages(pdf, painter);
    pages.title(translatedText("Lessons", lesson.title),
        //: A handout's subtitle: the tree, the search, "4 stops".
        QObject::tr("%1 · %2 · %3")
            .arg(translatedTitle(run->title), searchName(run->trace.options),
                QObject::tr("%Ln stops", nullptr, int(lesson.stops.size()))));
    // The captions' figures come from the replay the tree is drawn from, at each stop.
    const Replay& replay = model.replay();
    for (std::size_t i = 0; i < lesson.stops.size(); ++i) {
        const LessonStop& stop = lesson.stops[i];
        const std::size_t step = std::min(stop.step, model.stepCount());
        model.seek(step);
        const QString caption
            = translated(captionMessage(translatedText("Lessons", stop.caption).toStdString(), replay));
        const QString heading = QObject::tr("Stop %1 of %2 · step %L3 of %L4")
                                    .arg(i + 1)
                                    .arg(lesson.stops.size())
                                    .arg(step)
                                    .arg(model.stepCount());
        pages.reserve(kTreeHeight + pages.textHeight(caption, font(14)) + 80);
        pages.text(heading, font(15, QFont::Bold));
        pages.tree(view);
        pages.text(caption, font(14));
        pages.text(counters(replay), font(11));
        pages.gap();
    }
    pages.footer();
    painter.end();
    if (const QString error = saveAtomically(path, bytes); !error.isEmpty())
        return QObject::tr("cannot write %1: %2").arg(path, error);
    return {};
}

} // namespace gtl::ui
