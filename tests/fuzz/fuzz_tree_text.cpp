// libFuzzer target for the two readers that take text from users: tree text and tree files.
// Build with clang: cmake -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DGTL_FUZZ=ON, then run
// build-fuzz/tests/fuzz/fuzz_tree_text.
#include "core/io/TreeFile.h"
#include "core/io/TreeTextParser.h"
#include "core/io/TreeTextWriter.h"

#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = gtl::TreeTextParser::parse(text);
    if (parsed) {
        // Whatever is accepted must write out and read back as the same tree.
        const std::string written = gtl::toTreeText(*parsed);
        const auto again = gtl::TreeTextParser::parse(written);
        if (!again || gtl::toTreeText(*again) != written)
            std::abort();
    } else if (parsed.error().line < 1 || parsed.error().column < 1 || parsed.error().message.empty()) {
        std::abort();
    }
    if (const auto read = gtl::TreeFile::read(text); !read && read.error().message.empty())
        std::abort();
    return 0;
}
