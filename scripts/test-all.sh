#!/usr/bin/env bash
# Every test the project has: lint, types, unit + API (PGlite, and PostgreSQL when DATABASE_URL is set), end-to-end in
# Chromium, and (with DATABASE_URL) the two-instance cluster behind nginx.
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="${NODE_OPTIONS:-} --no-warnings"

passed=0; failed=0; failures=()
step() {
  local name="$1"; shift
  echo; echo "=== $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
}

CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh)" || exit 1
export CHROMIUM_PATH
bash scripts/ensure-postgres.sh || exit 1

step "lint (biome, import boundaries)" npm run lint --silent
step "typecheck" npm run typecheck --silent
step "unit and API tests on PGlite" npx vitest run
if [ -n "${DATABASE_URL:-}" ]; then
  step "API tests on PostgreSQL" env TEST_DB=postgres npx vitest run --project server
else
  echo; echo "(DATABASE_URL not set: API tests ran on PGlite only)"
fi
step "build" npm run build --silent
step "end-to-end tests in Chromium" npm test --silent -w @pp/e2e
if [ -n "${DATABASE_URL:-}" ]; then
  # Two instances on PostgreSQL and an S3-compatible store behind nginx (installed from Debian when missing).
  step "cluster: two instances behind nginx, in Chromium" npx playwright test -c e2e/cluster/cluster.config.ts
else
  echo; echo "(DATABASE_URL not set: the cluster test needs PostgreSQL and did not run)"
fi

echo
[ "$failed" -eq 0 ] || printf 'failed step: %s\n' "${failures[@]}"
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
