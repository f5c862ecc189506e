#!/usr/bin/env bash
# Installs the Debian packages movebal needs to build and test. Skips apt
# entirely when everything is already installed.
set -euo pipefail
packages=(g++ cmake ninja-build libboost-program-options-dev libfmt-dev
          libgtest-dev libgmock-dev libbenchmark-dev parallel python3
          mdbtools-dev pkgconf  # .bws files: src/formats/bws_movement.h
          clang libc++-dev libc++abi-dev
          emscripten nodejs chromium)  # the page: tools/build-web.sh, tools/test-web.sh
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# npm comes with some builds of nodejs (nodesource's), and Debian's npm
# package conflicts with those.
command -v npm >/dev/null || missing+=(npm)
[ ${#missing[@]} -eq 0 ] && exit 0
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
