// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/games/connect4/Connect4Table.h"

#include <sys/mman.h>

#include <cstdint>
#include <new>

namespace gtl {

Connect4Table::Connect4Table()
    : memory_(mmap(nullptr, kMapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
{
    if (memory_ == MAP_FAILED)
        throw std::bad_alloc();
    const std::uintptr_t start = (reinterpret_cast<std::uintptr_t>(memory_) + kHugePage - 1) & ~(kHugePage - 1);
    buckets_ = reinterpret_cast<Bucket*>(start);
    // Only a request: without huge pages the table works the same, only slower.
    madvise(buckets_, kBytes, MADV_HUGEPAGE);
}

Connect4Table::~Connect4Table()
{
    munmap(memory_, kMapped);
}

} // namespace gtl
