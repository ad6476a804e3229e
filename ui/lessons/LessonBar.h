// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QAction;
class QLabel;

namespace gtl::ui {

class LessonSession;
class ScrollingLabel;

/// The lesson on screen: the stop's caption in type large enough for the back of a classroom,
/// a warning when notes were written for another search, and the stop and note commands as
/// buttons. Where the cursor stands among the stops is the heading of the panel around it.
class LessonBar : public QWidget {
    Q_OBJECT

public:
    LessonBar(const LessonSession& lessons, const QList<QAction*>& commands, QWidget* parent = nullptr);

    QString captionText() const;
    /// The height that shows the lesson's longest caption whole at the bar's width and type:
    /// the room its text needs and no more, the same at every stop so that the tree above
    /// keeps still.
    int heightNeeded() const;

signals:
    /// The bar's width or type, or the lesson, changed: heightNeeded() may have too.
    void heightNeededChanged();

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();
    void sizeCaption();

    const LessonSession& lessons_;
    ScrollingLabel* caption_; ///< wraps, and scrolls what its room does not hold
    QLabel* warning_;
};

} // namespace gtl::ui
