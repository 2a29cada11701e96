#!/usr/bin/env bash
# Preview server benchmark, side by side with nginx on loopback. Usage: Benchmarks/serve/run.sh
# Builds the release binary unless VITRINE points at one; needs wrk and nginx on PATH.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [[ -z "${VITRINE:-}" ]]; then
    swift build -c release --static-swift-stdlib --product vitrine >&2
    VITRINE="$(swift build -c release --static-swift-stdlib --show-bin-path)/vitrine"
fi
exec python3 Benchmarks/serve/bench.py --vitrine "$VITRINE" "$@"
