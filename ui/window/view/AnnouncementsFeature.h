// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <array>

namespace gtl::ui {

class Announcer;
class NarrationPanel;
struct WindowParts;

/// Tells a screen reader what the window says without being looked at: each step's narration,
/// a lesson stop's caption, practice's verdict on an answer. Played faster than a reader can
/// follow, only the cut-offs and the step play pauses at are told.
class AnnouncementsFeature : public QObject {
    Q_OBJECT

public:
    /// Steps further apart than this are each told while playing: about two a second.
    static constexpr int kFollowableMs = 500;

    AnnouncementsFeature(const WindowParts& parts, const NarrationPanel& narration);

    const Announcer& announcer() const { return announcer_; }

private:
    /// What one turn of the event loop tells, in this order whatever order it arrived in.
    enum Part { Step, Caption, Verdict, Parts };

    void queue(Part part, const QString& text);
    void tellQueued();
    void tellStep();
    void tellLesson();
    void tellPractice();

    const WindowParts& parts_;
    const NarrationPanel& narration_;
    Announcer& announcer_;
    std::array<QString, Parts> queued_;
    QString caption_; ///< the lesson caption told last
    QString feedback_; ///< practice's feedback told last
};

} // namespace gtl::ui
