// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <utility>

namespace gtl {

/// An allocator whose containers default-initialise the elements they make room for, instead
/// of value-initialising them: `resize()` on a vector of a trivial type then only allocates,
/// so that a writer can fill a large buffer once instead of zeroing it first.
template <typename T, typename Base = std::allocator<T>> class DefaultInitAllocator : public Base {
    using Traits = std::allocator_traits<Base>;

public:
    template <typename U> struct rebind {
        using other = DefaultInitAllocator<U, typename Traits::template rebind_alloc<U>>;
    };

    using Base::Base;

    template <typename U> void construct(U* at) noexcept(std::is_nothrow_default_constructible_v<U>)
    {
        ::new (static_cast<void*>(at)) U;
    }
    template <typename U, typename... Args> void construct(U* at, Args&&... args)
    {
        Traits::construct(static_cast<Base&>(*this), at, std::forward<Args>(args)...);
    }
};

} // namespace gtl
