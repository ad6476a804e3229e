#pragma once

#include <QListWidget>

namespace gtl::ui {

class PlaybackController;

/// The chosen algorithm's pseudocode with the line of the current step highlighted.
class PseudocodePanel : public QListWidget {
    Q_OBJECT

public:
    explicit PseudocodePanel(const PlaybackController& controller, QWidget* parent = nullptr);

    int highlightedLine() const { return currentRow(); }

private:
    void showListing();
    void showLine();

    const PlaybackController& controller_;
};

} // namespace gtl::ui
