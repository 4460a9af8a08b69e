#!/usr/bin/env bash
# Every test the project has: lint, types, unit + API (PGlite, and PostgreSQL when DATABASE_URL is set), end-to-end in
# Chromium, and (with DATABASE_URL) the two-instance cluster behind nginx.
set -uo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="${NODE_OPTIONS:-} --no-warnings"

passed=0; failed=0; failures=()
# Each step's output is kept so that the end of the run can repeat what failed: a CI that shows only the last lines
# of a long run must still name the failing test, whichever step it was in.
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
step() {
  local name="$1"; shift
  local log="$logs/$((passed + failed)).log"
  local started=$SECONDS
  echo; echo "=== $name"
  # STEP_CPU=1 also prints the CPU each step used, all its processes counted (a cgroup, as bench/cpu-of.sh): a step
  # whose CPU is well below twice its time leaves a core idle that another step could use.
  local group=""
  if [ -n "${STEP_CPU:-}" ]; then
    group="/sys/fs/cgroup/cpuacct/pp-step-$$-$((passed + failed))"
    # Without a writable cgroup v1 cpuacct hierarchy the step runs as usual, its CPU unmeasured.
    mkdir "$group" 2> /dev/null || { echo "(STEP_CPU: $group cannot be made here)"; group=""; }
  fi
  if ( [ -z "$group" ] || echo "$BASHPID" > "$group/cgroup.procs"; "$@" ) 2>&1 | tee "$log"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1)); failures+=("$name")
    printf '%s\n' "$name" > "$log.name"
  fi
  # Each step's time, so a run that nears CI's limit shows which step grew.
  echo "=== $name: $((SECONDS - started)) s"
  if [ -n "$group" ]; then
    echo "=== $name: CPU $(awk '{ printf "%.0f", $1 / 1e9 }' "$group/cpuacct.usage") s"
    rmdir "$group" 2> /dev/null || true
  fi
}
# The lines of a failed step that name a failing test or its error, at most 60 of them.
repeat_failures() {
  local name_file
  for name_file in "$logs"/*.log.name; do
    [ -e "$name_file" ] || continue
    echo; echo "--- what failed in: $(cat "$name_file")"
    grep -E '(FAIL|✘|×|✗|[0-9]+\) |Error:|AssertionError|expected|Timed out|timed out|trace\.zip)' "${name_file%.name}" | head -60
  done
}

# Each workspace's typecheck at once: tsc checks one file at a time, so one after another (`npm run typecheck`) left a
# core idle for the whole step. Each one's output stays in one piece, with its name.
typecheck_workspaces() {
  local names name pid status=0 out="$logs/typecheck"
  mkdir -p "$out"
  names="$(npm pkg get scripts.typecheck --workspaces | node -e \
    'const s = JSON.parse(require("fs").readFileSync(0, "utf8")); console.log(Object.keys(s).filter((n) => typeof s[n] === "string").join(" "))')"
  local pids=()
  for name in $names; do
    npm run typecheck --silent -w "$name" > "$out/${name//\//_}.log" 2>&1 &
    pids+=($!)
  done
  for pid in "${pids[@]}"; do
    wait "$pid" || status=1
  done
  for name in $names; do
    [ -s "$out/${name//\//_}.log" ] && { echo "--- $name"; cat "$out/${name//\//_}.log"; }
  done
  return $status
}

# Debian's Chromium, and nginx for the cluster, are found (or installed from Debian) while the steps before the
# journeys run: on a fresh machine, apt's download and unpacking need not hold up the lint, the types and the API
# tests. The journeys' step waits for it, and fails with the reason when no Chromium was found.
browser_path="$logs/chromium-path"
{
  bash scripts/ensure-chromium.sh > "$browser_path"
  if [ -n "${DATABASE_URL:-}" ]; then bash scripts/ensure-nginx.sh > /dev/null; fi
} 2> "$browser_path.errors" &
browser_ready=$!
journeys_in_chromium() {
  [ -n "${CHROMIUM_PATH:-}" ] || { cat "$browser_path.errors"; return 1; }
  npm test --silent -w @pp/e2e
}
bash scripts/ensure-postgres.sh || exit 1

step "lint (biome, import boundaries)" npm run lint --silent
step "typecheck" typecheck_workspaces
# With DATABASE_URL, every API test runs on PostgreSQL and PGlite repeats only what the two engines must both prove
# (vitest.config.ts, decision 043); the journeys in Chromium then run on a PostgreSQL database of their own (decision
# 050). Without it, all of them run on PGlite.
# The API tests run with --no-isolate: a worker runs its files one after another in one module graph, so the server
# is loaded once per worker, not once per file, and the worker's apps share what does not change (decision 043).
# The domain's rules are pure functions with no module state to leak: one module graph per worker (--no-isolate) runs
# them in a third of the time (about 5 s instead of 15). The web app's tests keep their isolation: they share a
# simulated DOM and the app's module state (the language, the query cache), and leaked between files without it.
unit_tests() {
  local status=0
  npx vitest run --project domain --no-isolate || status=1
  npx vitest run --project web || status=1
  return $status
}
step "unit tests (domain, web)" unit_tests
if [ -n "${DATABASE_URL:-}" ]; then
  step "API tests both engines must pass, on PGlite" npx vitest run --project server-both-engines --no-isolate
  step "API tests on PostgreSQL" env TEST_DB=postgres npx vitest run --project server --no-isolate
else
  step "API tests on PGlite" npx vitest run --project server --no-isolate
  echo; echo "(DATABASE_URL not set: API tests ran on PGlite only)"
fi
# /api/health/live timed while the heaviest requests run: one file at a time, with nothing else on the machine. On the
# embedded default only, with or without DATABASE_URL: there the database's own work shares the server's event loop,
# so what holds the loop on PostgreSQL holds it on PGlite too (decision 043).
step "event loop under the heaviest requests (PGlite)" npx vitest run --project liveness --no-file-parallelism
step "build" npm run build --silent
# The JavaScript a first visit to /login downloads stays within its budget (gzipped, from the build's manifest).
step "bundle budget" npm run size --silent -w @pp/web
# A step runs in a pipe's subshell: the wait for the browser, and the path it found, belong to this shell.
wait "$browser_ready"
CHROMIUM_PATH="$(cat "$browser_path")"
export CHROMIUM_PATH
step "end-to-end tests in Chromium" journeys_in_chromium
if [ -n "${DATABASE_URL:-}" ]; then
  # Two instances on PostgreSQL and an S3-compatible store behind nginx (installed from Debian when missing).
  step "cluster: two instances behind nginx, in Chromium" npx playwright test -c e2e/cluster/cluster.config.ts
else
  echo; echo "(DATABASE_URL not set: the cluster test needs PostgreSQL and did not run)"
fi

echo
echo "steps: $passed passed, $failed failed"
[ "$failed" -eq 0 ] || printf 'failed step: %s\n' "${failures[@]}"
# What failed comes last: a CI that shows only the last lines shows the failing tests, their errors and traces.
repeat_failures
[ "$failed" -eq 0 ]
