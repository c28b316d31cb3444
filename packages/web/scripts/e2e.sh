#!/usr/bin/env bash
# End-to-end tests of the web client in Debian's Chromium (installed with apt when missing): typecheck,
# build, start the server (E2E_BACKEND=server, the default) or the marked practice build (E2E_BACKEND=practice),
# run @playwright/test. Screenshots land in packages/web/e2e/artifacts/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "installing chromium with apt"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
npx tsc -p tsconfig.app.json --noEmit  # the client itself (the practice backend and tests are typechecked with the rest)
backend="${E2E_BACKEND:-}"
if [ -z "$backend" ]; then
  # The real server when it can be loaded; otherwise the practice build (its tables run in the browser).
  if npx tsx -e "import('@tenace/server').then((m) => process.exit(typeof m.buildServer === 'function' ? 0 : 1), () => process.exit(1))"; then
    backend=server
  else
    echo "@tenace/server cannot be loaded: testing the practice build (in-browser tables) instead"
    backend=practice
  fi
fi
if [ "$backend" = practice ]; then npx vite build --mode practice --outDir node_modules/.practice --logLevel warn; else npx vite build --logLevel warn; fi
# the review's double-dummy analysis (slow: a whole table and every position of a played deal)
WEB_SLOW=1 npx vitest run src/net/analysis.test.ts
rm -rf e2e/artifacts
E2E_BACKEND="$backend" npx playwright test
echo "screenshots: $(ls e2e/artifacts/*.png | wc -l) in packages/web/e2e/artifacts/"
