#!/usr/bin/env bash
# Brings a fresh machine of this project's kind up to the toolchain the repo needs, then runs
# `pnpm <args>` with it. Every step is skipped when already satisfied, so repeated runs are cheap.
#   bash scripts/toolchain.sh start            # what `npm start` runs
#   WITH_BROWSER=1 bash scripts/toolchain.sh test
#   WITH_SAML_IDP=1 ...   also installs the SAML identity provider the tests run against (SimpleSAMLphp)
set -euo pipefail

NODE_MAJOR=24
PNPM_VERSION=10.34.9
repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export PATH="/usr/local/bin:$PATH"

say() { printf '\033[1;33m[toolchain]\033[0m %s\n' "$*" >&2; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi
}

node_major() { node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/' || echo 0; }

if [ "$(node_major)" != "$NODE_MAJOR" ]; then
  say "installing Node $NODE_MAJOR LTS into /usr/local (found $(node --version 2>/dev/null || echo none))"
  as_root npm install --global --prefix /usr/local --no-fund --no-audit "node@$NODE_MAJOR" >/dev/null
  hash -r
fi

if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  say "installing pnpm $PNPM_VERSION"
  as_root npm install --global --prefix /usr/local --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
  hash -r
fi

if [ "${WITH_BROWSER:-0}" = 1 ] && [ ! -x /usr/bin/chromium ]; then
  say "installing Debian's Chromium for the browser tests"
  as_root apt-get update -qq >/dev/null
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi

# The SAML tests' identity provider (issue 28, ADR 0031): Debian's SimpleSAMLphp, served by php's built-in
# server, which the tests start per run on a free port (packages/portal-server/src/testing/simplesamlphp.ts).
if [ "${WITH_SAML_IDP:-0}" = 1 ] && { [ ! -f /usr/share/simplesamlphp/www/index.php ] || ! php -m 2>/dev/null | grep -qx dom; }; then
  say "installing Debian's SimpleSAMLphp and php-cli for the SAML tests"
  as_root apt-get update -qq >/dev/null
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends simplesamlphp php-cli php-xml php-mbstring openssl >/dev/null
fi

cd "$repo_root"
# The lockfile decides; a stamp avoids re-running install when nothing changed.
stamp=node_modules/.install-stamp
lock_sum=$(sha256sum pnpm-lock.yaml package.json | sha256sum | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$lock_sum" ]; then
  say "installing dependencies"
  pnpm install --frozen-lockfile --reporter=append-only
  echo "$lock_sum" > "$stamp"
fi

exec pnpm "$@"
