// libFuzzer target for the two readers that take text from users: tree text and tree files.
// Build with clang: cmake -B build-fuzz -DCMAKE_CXX_COMPILER=clang++ -DGTL_FUZZ=ON, then run
// build-fuzz/tests/fuzz/fuzz_tree_text.
#include "TreeFile.h"
#include "TreeTextParser.h"
#include "TreeTextWriter.h"

#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const auto parsed = gtl::TreeTextParser::parse(text);
    if (parsed) {
        // Whatever is accepted must write out and read back as the same tree.
        const std::string written = gtl::toTreeText(*parsed.tree);
        const auto again = gtl::TreeTextParser::parse(written);
        if (!again || gtl::toTreeText(*again.tree) != written)
            std::abort();
    } else if (parsed.error.line < 1 || parsed.error.column < 1 || parsed.error.message.empty()) {
        std::abort();
    }
    std::string error;
    if (!gtl::TreeFile::read(text, error) && error.empty())
        std::abort();
    return 0;
}
