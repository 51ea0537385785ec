// libFuzzer entry point of the combat target (tests/fuzz/run.sh).
#include "fuzztargets.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    return bm::fuzz::combatScript(data, size);
}
