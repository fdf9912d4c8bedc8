#!/usr/bin/env bash
# npm run test:clock [-- <vitest arguments>]: the Vitest suite (PGlite) with the clock moved to another day,
# late in the evening in São Paulo — by default 2027-12-31 23:30 America/Sao_Paulo, when UTC is already
# 02:30 of the next day, month and year. A test that depends on today's date, the time of day or the time
# zone fails here (docs/testing.md). libfaketime (Debian: apt-get install faketime) shifts the clock of
# every process the run starts (workers, child servers) by the same offset, so they agree with each
# other; the clock keeps running from there, and timers (monotonic) are untouched.
#   CLOCK_AT="2028-02-29 23:30:00" CLOCK_TZ=America/Sao_Paulo npm run test:clock -- --project once
set -euo pipefail
cd "$(dirname "$0")/.."
: "${CLOCK_AT:=2027-12-31 23:30:00}"
: "${CLOCK_TZ:=America/Sao_Paulo}"
lib=""
for candidate in /usr/lib/x86_64-linux-gnu/faketime/libfaketimeMT.so.1 /usr/lib/aarch64-linux-gnu/faketime/libfaketimeMT.so.1 \
  /usr/lib/faketime/libfaketimeMT.so.1 /usr/local/lib/faketime/libfaketimeMT.so.1; do
  if [ -f "$candidate" ]; then lib=$candidate; break; fi
done
if [ -z "$lib" ]; then
  echo "libfaketime não encontrada: apt-get install faketime" >&2
  exit 2
fi
# Chromium hangs or crashes with libfaketime loaded, and LibreOffice is not ours to test: both run on the
# real clock, through wrappers that drop it. The app finds the browser at /usr/bin/chromium (its own
# config, not this environment), so where a private mount namespace is allowed (root, `unshare`) the run
# sees the wrapper at that very path; elsewhere only MINUTA_SYSTEM_CHROMIUM_PATHS points to it, and the
# PDFs the app itself makes fail under this check.
if [ -z "${CLOCK_NAMESPACE:-}" ] && [ -x /usr/bin/chromium ] && unshare -m --propagation private true 2>/dev/null; then
  exec env CLOCK_NAMESPACE=1 unshare -m --propagation private bash "$0" "$@"
fi
wrappers=$(mktemp -d)
trap 'rm -rf "$wrappers"' EXIT
for tool in chromium soffice; do
  real=$(command -v "$tool" || true)
  [ -n "$real" ] || continue
  printf '#!/bin/sh\nexec env -u LD_PRELOAD -u FAKETIME %s "$@"\n' "$real" >"$wrappers/$tool"
  chmod +x "$wrappers/$tool"
done
if [ -n "${CLOCK_NAMESPACE:-}" ]; then
  cp /usr/bin/chromium "$wrappers/chromium.real"
  printf '#!/bin/sh\nexec env -u LD_PRELOAD -u FAKETIME sh %s "$@"\n' "$wrappers/chromium.real" >"$wrappers/chromium"
  mount --bind "$wrappers/chromium" /usr/bin/chromium
elif [ -x "$wrappers/chromium" ] && [ -z "${MINUTA_SYSTEM_CHROMIUM_PATHS+set}" ]; then
  export MINUTA_SYSTEM_CHROMIUM_PATHS="$wrappers/chromium"
fi
export PATH="$wrappers:$PATH"
target=$(TZ="$CLOCK_TZ" date -d "$CLOCK_AT" +%s)
offset=$((target - $(date +%s)))
echo "relógio da execução: $(TZ="$CLOCK_TZ" date -d "@$target" '+%Y-%m-%d %H:%M:%S %Z') ($CLOCK_TZ), deslocado ${offset} s"
export TZ="$CLOCK_TZ" FAKETIME="+${offset}" FAKETIME_DONT_FAKE_MONOTONIC=1 LD_PRELOAD="$lib${LD_PRELOAD:+:$LD_PRELOAD}"
# TEST_DATABASE_URL unset: a PostgreSQL server keeps its own clock, which this run cannot move.
env -u TEST_DATABASE_URL npx vitest run "$@"
