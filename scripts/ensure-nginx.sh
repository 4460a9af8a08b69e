#!/usr/bin/env bash
# The cluster (npm run cluster, its test) puts Debian's nginx in front of the portal instances.
# Prints the nginx path it found or installed; otherwise says what to install and fails.
set -uo pipefail
find_nginx() {
  if [ -n "${NGINX_PATH:-}" ]; then
    [ -x "$NGINX_PATH" ] && echo "$NGINX_PATH"
    return
  fi
  for candidate in /usr/sbin/nginx "$(command -v nginx 2>/dev/null)"; do
    if [ -n "$candidate" ] && [ -x "$candidate" ]; then
      echo "$candidate"
      return
    fi
  done
}
found="$(find_nginx)"
if [ -z "$found" ] && [ -z "${NGINX_PATH:-}" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx is missing: installing Debian's nginx package..." >&2
  # policy-rc.d answering 101 keeps the package from starting a system nginx on port 80 while it installs;
  # the cluster runs its own nginx with its own configuration. An existing policy-rc.d is left alone.
  own_policy=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d && own_policy=1
  fi
  # A failed install falls through to the message below instead of ending the script silently.
  apt-get update -qq >/dev/null 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null 2>&1
  [ -n "$own_policy" ] && rm -f /usr/sbin/policy-rc.d
  found="$(find_nginx)"
fi
if [ -n "$found" ]; then
  echo "$found"
  exit 0
fi
echo "The cluster needs nginx (looked for ${NGINX_PATH:-/usr/sbin/nginx, nginx})." >&2
echo "Install it (Debian/Ubuntu: sudo apt-get install nginx) or set NGINX_PATH to an nginx binary." >&2
exit 1
