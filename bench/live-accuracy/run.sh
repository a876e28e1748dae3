#!/usr/bin/env bash
# Scores a live server with the eval's own scorer: starts the server on 127.0.0.1 with an empty embedded
# database, makes an unlimited analyzer key with the CLI, runs ../shared/eval/score.mjs, stops the server.
#   bash bench/live-accuracy/run.sh [extra score.mjs options, e.g. --show-failures 5]
set -euo pipefail
cd "$(dirname "$0")/../.."
eval_dir=../shared/eval
data=$(mktemp -d)
port=${PORT:-3999}
token=$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')
ADMIN_TOKEN=$token DATA_DIR=$data PORT=$port LOG_LEVEL=warn BURST_LIMIT=1000000 QUOTA_ULTRA=-1 bun src/main.ts &
server=$!
trap 'kill $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data"' EXIT
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$port/healthz" >/dev/null && break; sleep 0.2; done
key=$(ADMIN_TOKEN=$token bun src/bin.ts keys create --service analyze --plan ultra --url "http://127.0.0.1:$port" | sed -n 's/.*"key": "\(.*\)".*/\1/p')
node "$eval_dir/score.mjs" --url "http://127.0.0.1:$port" --key "$key" --cases "$eval_dir/analyze-dev.jsonl" "$@"
