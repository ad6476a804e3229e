// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base/TextError.h"

#include <cassert>
#include <optional>
#include <utility>

namespace gtl {

/// What reading some input gives: the value, or the error that says what is wrong and where.
/// Every reader in core answers with one of these, so callers handle failure one way.
template <typename T> class [[nodiscard]] Result {
public:
    Result(T value)
        : value_(std::move(value))
    {
    }
    Result(TextError error)
        : error_(std::move(error))
    {
    }
    /// A failure with a message and, when the input is text, where in it.
    static Result failure(Message message, int line = 0, int column = 0)
    {
        return TextError{line, column, std::move(message)};
    }

    bool ok() const { return value_.has_value(); }
    explicit operator bool() const { return ok(); }
    T& operator*() { return value(); }
    const T& operator*() const { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& value()
    {
        assert(ok());
        return *value_;
    }
    const T& value() const
    {
        assert(ok());
        return *value_;
    }
    /// Why there is no value; empty when there is one.
    const TextError& error() const { return error_; }

private:
    std::optional<T> value_;
    TextError error_;
};

} // namespace gtl
