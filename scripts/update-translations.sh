#!/usr/bin/env bash
# Refreshes translations/*.ts from the sources (app, core, render, words, cli, forms). lupdate reads
# only these folders, never the Boost headers (../shared/BUILD_NOTES.md pitfall 2).
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)
"$lupdate" -no-obsolete -locations none src/app src/core src/render src/words src/cli src/tableserver forms \
  -ts translations/battlemap_de.ts translations/battlemap_fr.ts
# English: only the plural forms of "%n round(s)" and the like ("1 round", "2 rounds").
"$lupdate" -pluralonly -no-obsolete -locations none -target-language en src/app src/core src/render src/words src/cli src/tableserver forms \
  -ts translations/battlemap_en.ts
