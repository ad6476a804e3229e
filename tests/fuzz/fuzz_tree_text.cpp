// libFuzzer target for tree text: whatever is accepted writes out and reads back as the same
// tree; whatever is refused says where and why.
#include "core/io/TreeTextParser.h"
#include "core/io/TreeTextWriter.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = gtl::TreeTextParser::parse(text);
    if (parsed) {
        const std::string written = gtl::toTreeText(*parsed);
        const auto again = gtl::TreeTextParser::parse(written);
        if (!again || gtl::toTreeText(*again) != written)
            std::abort();
    } else if (parsed.error().line < 1 || parsed.error().column < 1 || parsed.error().message.empty()) {
        std::abort();
    }
    return 0;
}
