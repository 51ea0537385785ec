#pragma once

// The bodies of the libFuzzer targets, as plain functions: the fuzzers (entry_*.cpp,
// BATTLEMAP_FUZZ builds) and the regression test tst_fuzzregressions (every build, every
// saved crasher and seed) call the same code. A broken property aborts with a message.

#include <cstddef>
#include <cstdint>

namespace bm::fuzz {

// The encounter reader: any bytes. A file the reader accepts must write out, read back
// without errors, and write out again byte for byte the same (the reader and the writer
// agree on every field).
int encounterReader(const std::uint8_t *data, std::size_t size);

// battlemap-cli's arguments and query path: the input is arguments, one per line, then
// an empty line, then the encounter file's bytes; an argument "@FILE" stands for that
// file's path. runCli() must return 0 or 2 and write one line on stderr when it fails.
int cliQuery(const std::uint8_t *data, std::size_t size);

// The Universal VTT importer: any bytes. A map readUvtt() accepts, applied to an
// encounter, must write out as an encounter the encounter reader accepts.
int uvttImporter(const std::uint8_t *data, std::size_t size);

// A fight through battlemap-cli: the input is commands, one per line, words separated by
// spaces (`combat start --seed 3`, `combat damage --target orc --amount 7`, `sight
// --from a --to b`, `area --shape cone …`: the tracker and the version-2 queries), then
// an empty line, then the encounter file's bytes. Each command runs on the file as the
// tracker operations before it left it. Every run exits 0 or 2 with one line on stderr;
// every encounter `combat` prints is one the reader accepts and writes out unchanged.
int combatScript(const std::uint8_t *data, std::size_t size);

// A player's message to the players' server: any bytes, before and after
// joining. A refusal names its reason; nothing oversize, no message before hello and no
// hello after it is accepted; a key is 128 bits in hex.
int tableMessage(const std::uint8_t *data, std::size_t size);

} // namespace bm::fuzz
