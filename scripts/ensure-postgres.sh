#!/usr/bin/env bash
# When DATABASE_URL points at this machine's PostgreSQL and it is down, start the local cluster.
set -euo pipefail
[ -n "${DATABASE_URL:-}" ] || exit 0
if node -e "const c=new (require('pg').Client)({connectionString:process.env.DATABASE_URL});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" 2>/dev/null; then
  exit 0
fi
if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
  echo "PostgreSQL is not answering: starting the local cluster..."
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
  for _ in $(seq 1 30); do
    node -e "const c=new (require('pg').Client)({connectionString:process.env.DATABASE_URL});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" 2>/dev/null && exit 0
    sleep 1
  done
fi
echo "PostgreSQL at DATABASE_URL is not reachable. Start it, or unset DATABASE_URL to test on the embedded PGlite only." >&2
exit 1
