// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QListWidget>

#include <utility>
#include <vector>

namespace gtl::ui {

class RunModel;

/// The chosen algorithm's pseudocode with the line of the current step highlighted.
class PseudocodePanel : public QListWidget {
    Q_OBJECT

public:
    explicit PseudocodePanel(const RunModel& model, QWidget* parent = nullptr);

    int highlightedLine() const { return currentRow(); }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void showListing();
    void showLine();
    /// Shrinks the lines' type, down to a limit, until the longest fits the panel's width: a
    /// listing read a line at a time should not need scrolling sideways. The type depends on
    /// the panel's width alone, so fitting it never calls for fitting again.
    void fitToWidth();
    void keepLineInView();

    const RunModel& model_;
    QFont givenFont_; ///< the type before fitting: the panel's, or projector mode's
    bool fitting_ = false;
    std::vector<std::pair<QFont, QFont>> fits_; ///< recent fitted fonts and what they were fitted from
};

} // namespace gtl::ui
