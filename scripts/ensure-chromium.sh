#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (test tools' own browser downloads do not work here).
# Prints the Chromium path it found or installed; otherwise says what to install and fails.
set -uo pipefail
find_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ]; then
    [ -x "$CHROMIUM_PATH" ] && echo "$CHROMIUM_PATH"
    return
  fi
  for candidate in /usr/bin/chromium "$(command -v chromium 2>/dev/null)" "$(command -v chromium-browser 2>/dev/null)"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return
    fi
  done
}
found="$(find_chromium)"
if [ -z "$found" ] && [ -z "${CHROMIUM_PATH:-}" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package..." >&2
  # A failed install falls through to the message below instead of ending the script silently.
  apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null 2>&1
  found="$(find_chromium)"
fi
if [ -n "$found" ]; then
  echo "$found"
  exit 0
fi
echo "The end-to-end tests need Chromium (looked for ${CHROMIUM_PATH:-/usr/bin/chromium, chromium, chromium-browser})." >&2
echo "Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
