// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/search/Event.h"
#include "core/search/SearchCancelled.h"
#include "core/search/Trace.h"

#include <array>
#include <atomic>
#include <cstddef>

namespace gtl {

/// Where a recorder writes its events, one after the other: into a trace's list, grown as it
/// fills, or, when only the figures are kept, into a small scratch room whose events are
/// counted and dropped. Writing is inlined into every step of a search, where it is most of
/// the cost of recording: it only writes the event where the next one goes, with one check
/// for room that makeRoom() answers rarely.
class EventSink {
public:
    /// The most events a recorded trace holds (256 MB).
    static constexpr std::size_t kMaxEvents = std::size_t(1) << 24;

    /// Writes into @p events, with room made for @p expected of them at first, when
    /// @p keepEvents; else only counts.
    EventSink(EventList& events, bool keepEvents, std::size_t expected);

    // Not copied: it writes through pointers into the list it was given.
    EventSink(const EventSink&) = delete;
    EventSink& operator=(const EventSink&) = delete;

    /// Stops the search, by throwing SearchCancelled, once @p cancel is set: it is read
    /// whenever the sink makes room and by stopIfCancelled().
    void stopWhen(const std::atomic<bool>* cancel) { cancel_ = cancel; }
    /// Throws SearchCancelled when the flag given to stopWhen() is set.
    void stopIfCancelled() const
    {
        if (cancel_ && cancel_->load(std::memory_order_relaxed))
            throw SearchCancelled();
    }

    [[gnu::always_inline]] inline void record(
        EventKind kind, NodeId node, Value a, Value b, std::uint8_t detail = 0, std::uint16_t extra = 0)
    {
        if (next_ == end_) [[unlikely]]
            makeRoom();
        *next_++ = Event(kind, node, a, b, detail, extra);
    }

    /// The index the next event will have.
    Value nextStep() const { return Value(steps()); }
    /// The events written so far, kept or not.
    std::size_t steps() const { return stepsBefore_ + std::size_t(next_ - first_); }
    /// Ends the list with the last event written; nothing is written after.
    void close();

private:
    /// Grows the list (or throws TraceTooLong at kMaxEvents), or when only the figures are
    /// kept, counts the scratch events and starts it over.
    void makeRoom();
    /// Lets events be written into the list's first @p size places.
    void provideRoom(std::size_t size);

    EventList& events_;
    bool keepEvents_;
    // Events are written at next_, in [first_, end_): the list's own room, or, when only the
    // figures are kept, the scratch room, whose events are counted in stepsBefore_ and dropped.
    std::array<Event, 256> scratch_;
    Event* first_ = scratch_.data();
    Event* next_ = first_;
    Event* end_ = first_ + scratch_.size();
    std::size_t stepsBefore_ = 0;
    const std::atomic<bool>* cancel_ = nullptr;
};

} // namespace gtl
