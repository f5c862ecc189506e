#!/usr/bin/env bash
# The test command of README_en.md and CI: install dependencies, build
# (Release, warnings on), run every test, check the examples of the
# documentation against the program (tools/doc_examples.sh), try every option
# of every subtool with hostile values, briefly (tools/option_fuzz.py; --full
# on demand), read the federation library beside the checkout as balans
# reads it when it is there (tools/library_check.py), and check that a
# Clang/libc++ build's searches give the GCC
# build's results (tools/portable_check.sh), and that every kept design is
# found again by its command (tools/kept_designs_check.sh). Last, apart
# from the native build and its tests, the page: built with emscripten and
# driven in headless Chromium (tools/build-web.sh, tools/test-web.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build -j"$(nproc)"
ctest --test-dir build --output-on-failure -j"$(nproc)"
tools/doc_examples.sh build
tools/option_fuzz.py --binary build/movebal
if [ -f ../shared/library/balans-8.1.1-check.tsv ]; then
  tools/library_check.py --binary build/movebal --library ../shared/library
fi
tools/portable_check.sh build
tools/kept_designs_check.sh build
tools/build-web.sh build-web && tools/test-web.sh build-web
