#!/usr/bin/env bash
# What `npm test` needs from the machine besides node_modules: Debian's Chromium (the browser journeys;
# never a downloaded browser) and poppler-utils (pdftoppm, pdftotext read the PDF reports). Installed
# from Debian's packages when missing; without the rights to, stops at once with the one command to run.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  echo "Installing ${missing[*]} from Debian's packages..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  echo "Installing ${missing[*]} from Debian's packages..."
  sudo -n apt-get update -qq
  sudo -n env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "The tests need ${missing[*]}. Install them, then run npm test again:" >&2
  echo "  sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
