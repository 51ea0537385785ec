#!/usr/bin/env bash
# Installs the Debian 12 packages Battlemap builds with, if any is missing.
# Sourced by the other scripts; uses sudo when not root.
set -euo pipefail

BM_PACKAGES=(
  cmake ninja-build g++ pkg-config lld
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
  qt6-image-formats-plugins
  qt6-websockets-dev libqrencode-dev chromium
  libboost-graph-dev libbenchmark-dev
  python3 xvfb xauth fonts-dejavu-core poppler-utils
  desktop-file-utils appstream dpkg-dev
)

# scripts/bench.sh: libtcod's shadowcasting, the sight benchmarks' speed anchor.
BM_BENCH_PACKAGES=(libtcod-dev)

# tests/fuzz/run.sh (libFuzzer targets; not needed for building or CI).
BM_FUZZ_PACKAGES=(clang libclang-rt-14-dev)

bm_install_deps() {
  local missing=()
  for p in "${BM_PACKAGES[@]}" "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing missing packages: ${missing[*]}"
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
}
