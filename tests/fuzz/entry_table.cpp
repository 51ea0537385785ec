// libFuzzer entry point of the players' server's message reader (tests/fuzz/run.sh).
#include "fuzztargets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return bm::fuzz::tableMessage(data, size);
}
