// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for .gtree.json files: whatever is accepted writes out and reads back as
// the same document; whatever is refused says why, in a message of bounded size.
#include "core/io/TreeFile.h"
#include "core/io/TreeTextWriter.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto read = gtl::TreeFile::read(text);
    if (!read) {
        if (read.error().message.empty() || read.error().message.english().size() > 1000)
            std::abort();
        return 0;
    }
    const std::string written = gtl::TreeFile::write(*read);
    const auto again = gtl::TreeFile::read(written);
    if (!again || gtl::TreeFile::write(*again) != written
        || gtl::toTreeText(*again->tree) != gtl::toTreeText(*read->tree) || !(again->notes == read->notes))
        std::abort();
    return 0;
}
