#!/usr/bin/env bash
# The CPU a command and everything it starts use, and its wall time: a test run's Chromiums, workers and server
# included, which `time` misses when they are not reaped by the command itself. On a shared, noisy machine the CPU
# is the figure to compare; the wall time moves with the neighbours' load.
#
#   bash bench/cpu-of.sh npx playwright test -c e2e/playwright.config.ts tests/policy-servicing.spec.ts
#
# Needs a writable cgroup v1 cpuacct hierarchy (root in a container); elsewhere it says so and stops.
set -euo pipefail
root=/sys/fs/cgroup/cpuacct
if [ ! -w "$root" ]; then
  echo "cpu-of: $root is not writable here; run as root on a machine with cgroup v1 cpuacct" >&2
  exit 2
fi
group="$root/bench-$$"
mkdir "$group"
trap 'rmdir "$group" 2>/dev/null || true' EXIT
started=$(date +%s.%N)
# The command joins the group before it starts, so every process it forks is counted.
status=0
bash -c 'echo $$ > "$1/cgroup.procs"; shift; exec "$@"' _ "$group" "$@" || status=$?
ended=$(date +%s.%N)
cpu_ns=$(cat "$group/cpuacct.usage")
# Anything the command left running still counts until here; say so rather than hide it.
left=$(wc -l < "$group/cgroup.procs")
awk -v ns="$cpu_ns" -v a="$started" -v b="$ended" -v left="$left" -v st="$status" 'BEGIN {
  printf "cpu-of: CPU %.1f s, wall %.1f s, exit %d%s\n", ns / 1e9, b - a, st, (left > 0 ? ", " left " processes still running" : "")
}' >&2
exit "$status"
