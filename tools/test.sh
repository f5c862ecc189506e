#!/usr/bin/env bash
# The test command of README_en.md and CI: install dependencies, build
# (Release, warnings on) and run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$(nproc)"
ctest --test-dir build --output-on-failure -j"$(nproc)"
# Every option of every subtool with hostile values, briefly (--full on demand).
tools/option_fuzz.py --binary build/movebal
