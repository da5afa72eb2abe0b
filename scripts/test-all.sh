#!/usr/bin/env bash
# The whole test suite, cheapest checks first so that a broken change fails fast.
# Run through `pnpm test` (or `npm test`), which sets up the toolchain and Chromium first.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading also says how long the step before it took, so a slow CI run shows where.
started=$SECONDS
step_started=$SECONDS
previous_step=
took() { [[ -z $previous_step ]] || printf '\n(%s took %ss)\n' "$previous_step" "$((SECONDS - step_started))"; }
step() {
  took
  previous_step=$*
  step_started=$SECONDS
  printf '\n\033[1;33m== %s\033[0m\n' "$*"
}

step "lint"
pnpm lint
step "typecheck"
pnpm typecheck
step "unit and server tests (PGlite and PostgreSQL)"
pnpm test:unit
step "build"
pnpm build
step "first-screen size budget"
pnpm size
step "story interaction and accessibility tests (Chromium), the portal's again in German, its main screens in French"
# The projects in one run: each is a browser of its own, and they run side by side (the stories mostly
# wait; one after the other they took 18 minutes here, together 10). Alone: pnpm test:stories(:de|:fr).
pnpm exec vitest run --project storybook --project storybook-de --project storybook-fr
step "static Storybook and visual comparison of every story"
pnpm build-storybook
pnpm test:visual
step "end-to-end tests against the started product (Chromium)"
pnpm test:e2e

took
printf '\nAll checks passed in %ss.\n' "$((SECONDS - started))"
