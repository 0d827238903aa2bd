#!/usr/bin/env bash
# Two SyncUpsWeb servers behind nginx, sharing one PostgreSQL database: open the address it prints
# in two tabs or two browsers. nginx sends page loads to the servers in turn, so two loads land on
# the two servers (a tab's session id, `window.tcaLive.session`, starts with its server's name).
# A sync-up added, renamed or deleted in one tab shows in the other at once.
#
#   Examples/SyncUps/two-servers.sh                          # a throwaway PostgreSQL of its own
#   Examples/SyncUps/two-servers.sh postgres://user@127.0.0.1:5432/syncups
#
# PORT (8080) is nginx's; the servers take 9001 and 9002 (A_PORT, B_PORT). Ctrl-C stops all it
# started (and removes the throwaway database's folder). Needs nginx (apt-get install nginx);
# installs PostgreSQL from Debian's packages when it is missing and no database is given.
set -euo pipefail
cd "$(dirname "$0")/../.."

database=${1:-}
port=${PORT:-8080}
a_port=${A_PORT:-9001}
b_port=${B_PORT:-9002}
nginx=$(command -v nginx || echo /usr/sbin/nginx)
[ -x "$nginx" ] || { echo "two-servers.sh needs nginx: apt-get install nginx" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/syncups-two-servers.XXXXXX")
mkdir -p "$work/tmp"
pids=()
postgres_dir=
stop() {
  trap - EXIT INT TERM
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  if [ -n "$postgres_dir" ]; then .ci/postgres stop "$postgres_dir" || true; fi
  rm -rf "$work"
}
trap stop EXIT INT TERM

if [ -z "$database" ]; then
  eval "$(.ci/postgres start)"
  postgres_dir=$TCA_POSTGRES_DIR
  database=$TCA_POSTGRES_URL
fi

swift build --traits LiveServer,SQLite,PostgreSQL --product SyncUpsWeb
binary="$(swift build --traits LiveServer,SQLite,PostgreSQL --show-bin-path)/SyncUpsWeb"
"$binary" --database "$database" --node a --port "$a_port" >"$work/a.log" 2>&1 &
pids+=($!)
"$binary" --database "$database" --node b --port "$b_port" >"$work/b.log" 2>&1 &
pids+=($!)

# Page requests to either server; a socket to the server its session id names (Docs/LiveServer.md,
# "Several servers behind a proxy").
cat >"$work/nginx.conf" <<NGINX
worker_processes 1;
daemon off;
pid $work/nginx.pid;
error_log $work/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $work/tmp/body;
  proxy_temp_path $work/tmp/proxy;
  fastcgi_temp_path $work/tmp/fastcgi;
  uwsgi_temp_path $work/tmp/uwsgi;
  scgi_temp_path $work/tmp/scgi;
  upstream syncups_any { server 127.0.0.1:$a_port; server 127.0.0.1:$b_port; }
  map \$arg_session \$syncups_node {
    ~^a\\.  127.0.0.1:$a_port;
    ~^b\\.  127.0.0.1:$b_port;
    default syncups_any;
  }
  server {
    listen 127.0.0.1:$port;
    location /live {
      proxy_pass http://\$syncups_node;
      proxy_http_version 1.1;
      proxy_set_header Upgrade \$http_upgrade;
      proxy_set_header Connection "upgrade";
      proxy_set_header Host \$http_host;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://syncups_any;
      proxy_set_header Host \$http_host;
    }
  }
}
NGINX
"$nginx" -p "$work" -c "$work/nginx.conf" -e "$work/error.log" &
pids+=($!)

# Ready when both servers and nginx answer (the page script: a page load would make a session).
probe() { curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$1/assets/live.js" || true; }
for _ in $(seq 1 100); do
  a=$(probe "$a_port")
  b=$(probe "$b_port")
  p=$(probe "$port")
  [ "$a$b$p" = 200200200 ] && break
  sleep 0.2
done
[ "$a$b$p" = 200200200 ] || {
  echo "the servers did not start:" >&2
  cat "$work/a.log" "$work/b.log" "$work/error.log" >&2
  exit 1
}
echo "SyncUps on two servers (a: $a_port, b: $b_port) behind nginx: open http://127.0.0.1:$port/ in two tabs."
echo "Data: $(echo "$database" | sed -E 's#//([^:@/]*):[^@]*@#//\1:***@#'). Ctrl-C stops it."
wait "${pids[@]}"
