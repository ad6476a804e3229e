// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/SearchRun.h"

#include <QWidget>

#include <memory>

class QLabel;

namespace gtl::ui {

class RunModel;
class TreeView;

/// One run of a comparison: its title and its tree. Its figures are the comparison's table's
/// row, so that the tree keeps the height.
class ComparePane : public QWidget {
    Q_OBJECT

public:
    ComparePane(std::shared_ptr<const SearchRun> run, const QString& title, QWidget* parent = nullptr);

    RunModel& model() { return *model_; }
    const RunModel& model() const { return *model_; }
    TreeView& view() { return *view_; }
    QString title() const;

private:
    RunModel* model_;
    QLabel* title_;
    TreeView* view_;
};

} // namespace gtl::ui
