#!/usr/bin/env bash
# `npm test`: every test — contract, server (SQLite + PostgreSQL), web components, browser (Playwright).
# Installs what it needs on a fresh machine: Debian's chromium and simplesamlphp, a PostgreSQL when none answers.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
mkdir -p .tmp
say() { printf '\n\033[1m== %s\033[0m\n' "$*"; }
loud() { printf '\n\033[1;31m*** %s ***\033[0m\n\n' "$*" >&2; }

# --- Chromium for the browser tests -------------------------------------------------------
if [ ! -x /usr/bin/chromium ]; then
  say "Installing Debian's chromium for the browser tests"
  if [ "$(id -u)" = 0 ]; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || loud "apt-get install chromium failed"
  else
    loud "/usr/bin/chromium is missing and this user cannot apt-get install it"
  fi
fi

# --- SimpleSAMLphp, the throwaway SAML IdP of the citizen sign-in tests (decision 045) ------
if [ ! -d /usr/share/simplesamlphp ] || ! command -v php >/dev/null; then
  say "Installing Debian's simplesamlphp (and php-cli, php-xml) for the SAML sign-in tests"
  if [ "$(id -u)" = 0 ]; then
    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends simplesamlphp php-cli php-xml >/dev/null) || loud "apt-get install simplesamlphp failed: the SAML sign-in tests will be SKIPPED"
  else
    loud "/usr/share/simplesamlphp is missing and this user cannot apt-get install it: the SAML sign-in tests will be SKIPPED"
  fi
fi

# --- PostgreSQL for the server suites ------------------------------------------------------
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
pg_up() { node scripts/pg-ping.mjs "$TEST_DATABASE_URL" >/dev/null 2>&1; }
if ! pg_up && [ -d /etc/postgresql ] && command -v pg_ctlcluster >/dev/null; then
  say "Starting the machine's PostgreSQL cluster"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start || true
  sleep 1
fi
if ! pg_up && command -v initdb >/dev/null && command -v pg_ctl >/dev/null && id postgres >/dev/null 2>&1; then
  say "Starting a throwaway PostgreSQL cluster on port 54329"
  d=$(mktemp -d); install -d -o postgres -g postgres "$d/data" "$d/sock"
  su postgres -c "initdb -D $d/data -U postgres --auth=trust -E UTF8 --locale=C.UTF-8" >/dev/null
  su postgres -c "pg_ctl -D $d/data -l $d/data/server.log -o '-p 54329 -k $d/sock -c listen_addresses=127.0.0.1' -w start" >/dev/null
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:54329/postgres"
  trap 'su postgres -c "pg_ctl -D $d/data -m fast stop" >/dev/null 2>&1' EXIT
fi
if pg_up; then
  echo "PostgreSQL: $TEST_DATABASE_URL"
  [ "${CI:-}" = "true" ] && export REQUIRE_POSTGRES=1
else
  loud "No PostgreSQL reachable at $TEST_DATABASE_URL and none could be started: the PostgreSQL suites are SKIPPED"
  export SKIP_POSTGRES=1
fi

status=0
say "Unit and API tests (vitest: contract, demo back end, server on SQLite + PostgreSQL, web)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json || status=1

say "Building the web app for the browser tests"
npm run build -w apps/web || status=1

say "Browser tests (Playwright on Debian chromium against the real server)"
if [ -x /usr/bin/chromium ]; then
  (cd e2e && npx playwright test) || status=1
else
  loud "Browser tests SKIPPED: /usr/bin/chromium is missing"
  status=1
fi

node scripts/test-summary.mjs .tmp/vitest.json .tmp/playwright.json || status=1
exit $status
