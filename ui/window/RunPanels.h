// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

namespace gtl::ui {

class CountersPanel;
class NarrationPanel;
class PseudocodePanel;
struct WindowParts;

/// The panels that show the run step by step beside the tree: the narration with its step
/// list (choosing a step goes there), the pseudocode, the counters and the search path.
class RunPanels : public QObject {
    Q_OBJECT

public:
    explicit RunPanels(const WindowParts& parts);

    NarrationPanel& narration() { return *narration_; }
    PseudocodePanel& pseudocode() { return *pseudocode_; }
    CountersPanel& counters() { return *counters_; }

private:
    PseudocodePanel* pseudocode_;
    NarrationPanel* narration_;
    CountersPanel* counters_;
};

} // namespace gtl::ui
