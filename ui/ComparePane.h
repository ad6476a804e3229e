#pragma once

#include "SearchRun.h"

#include <QWidget>

#include <memory>

class QLabel;

namespace gtl::ui {

class CountersPanel;
class PlaybackController;
class TreeView;

/// One run of a comparison: its title, its tree and its own counters.
class ComparePane : public QWidget {
    Q_OBJECT

public:
    ComparePane(std::shared_ptr<const SearchRun> run, const QString& title, QWidget* parent = nullptr);

    PlaybackController& controller() { return *controller_; }
    TreeView& view() { return *view_; }
    CountersPanel& counters() { return *counters_; }
    QString title() const;

private:
    PlaybackController* controller_;
    QLabel* title_;
    TreeView* view_;
    CountersPanel* counters_;
};

} // namespace gtl::ui
