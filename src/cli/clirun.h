#pragma once

// battlemap-cli as a function: parses the arguments, answers the query and returns the
// exit code, writing what the program prints into `out` and `err` instead of exiting.
// main() is a thin wrapper; the CLI fuzz target (tests/fuzz) calls it in a loop.

#include <QByteArray>
#include <QStringList>

namespace bm::cli {

// `arguments` includes the program name first, like QCoreApplication::arguments().
// Exit codes as CLI.md: 0 answered, 2 bad input (one line on `err`).
int runCli(const QStringList &arguments, QByteArray &out, QByteArray &err);

} // namespace bm::cli
