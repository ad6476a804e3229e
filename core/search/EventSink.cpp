// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/search/EventSink.h"

#include "core/search/TraceTooLong.h"

#include <algorithm>

namespace gtl {

EventSink::EventSink(EventList& events, bool keepEvents, std::size_t expected)
    : events_(events)
    , keepEvents_(keepEvents)
{
    if (keepEvents)
        provideRoom(std::min(kMaxEvents, std::max<std::size_t>(expected, 1)));
}

void EventSink::close()
{
    if (keepEvents_)
        events_.resize(std::size_t(next_ - first_));
}

void EventSink::makeRoom()
{
    stopIfCancelled();
    const std::size_t used = std::size_t(next_ - first_);
    if (!keepEvents_) {
        stepsBefore_ += used;
        next_ = first_;
        return;
    }
    if (used >= kMaxEvents)
        throw TraceTooLong(kMaxEvents);
    provideRoom(std::min(kMaxEvents, used * 2));
}

void EventSink::provideRoom(std::size_t size)
{
    const std::size_t used = std::size_t(next_ - first_);
    events_.resize(size); // allocates without zeroing: Event is trivial
    first_ = events_.data();
    next_ = first_ + used;
    end_ = first_ + size;
}

} // namespace gtl
