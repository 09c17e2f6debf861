#!/usr/bin/env bash
# A real local WordPress (Debian's packages) with the site's plugin and sample content.
#
#   scripts/wordpress.sh up      install what is missing, start MariaDB and PHP's server, install
#                                WordPress and import content/ the first time; fast when installed;
#                                a cron ticker calls wp-cron.php every ${WP_CRON_EVERY:-60} s, as a
#                                system cron would (DISABLE_WP_CRON is set: no request spawns it)
#   scripts/wordpress.sh stop    stop both servers (by PID)
#   scripts/wordpress.sh reset   stop, delete .wordpress/, then up: the sample content again
#   scripts/wordpress.sh reset --archive [--news=N …]
#                                the same, then an office-sized archive on top (wordpress/server/archive.php:
#                                2,500 news per language, 200 programmes, 1,000 resources, 300 team members)
#   scripts/wordpress.sh archive [--news=N …]   that archive added to the running WordPress (once)
#   scripts/wordpress.sh status  say what runs
#
# Mail: every message WordPress sends goes by SMTP (PHPMailer, wordpress/server/smtp-mail.php) to
# a local mail catcher (wordpress/server/mail-catcher.py, Debian's python3-aiosmtpd) on port
# ${WP_SMTP_PORT:-WP_PORT + 1000}, which writes each one, as sent, to $WP_STATE_DIR/mail/*.eml.
#
# oEmbed: this machine has no network; wordpress/server/stub-embeds.php answers YouTube and Vimeo
# lookups (option eos_test_embeds_down=1 makes them fail). wordpress/server/theme-view.php shows
# WordPress's own front end in Twenty Twenty-Five to a browser with the cookie eos_theme_view=1.
#
# WP_RELEASE=current (the default: WordPress 6.8, Debian 13's packages unpacked into .cache by
# scripts/wordpress-core.sh) or oldest (the oldest release the plugin supports: Debian 12's 6.1).
# Serves http://127.0.0.1:${WP_PORT:-8080} with ${WP_WORKERS:-4} PHP workers; writes .wordpress/wp.env (WP_URL, the
# passwords of an editor, an author and a contributor, CMS_API_URL, CMS_WRITE_SECRET, WP_CORE: the folder
# of the release's core files) or $WP_STATE_DIR/wp.env. One state folder holds one release: `reset`
# to change it.
# SITE_URL, REVALIDATE_SECRET, CMS_WRITE_SECRET, CMS_NAMESPACE and TRANSLITERATE_SLUGS, when set,
# configure the plugin; EOS_REVALIDATE_RETRY_DELAYS (seconds, e.g. "2,4,8") shortens the pauses
# between the webhook's tries (the tests' setting).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WP_PORT=${WP_PORT:-8080}
WP_WORKERS=${WP_WORKERS:-4}
# Where this WordPress lives (database, uploads, wp.env); the test command keeps its own under .tmp/.
STATE="${WP_STATE_DIR:-$ROOT/.wordpress}"
export WP_RELEASE=${WP_RELEASE:-current}
CORE=""
PLUGIN_SRC="$ROOT/wordpress/exchange-office-site"
DATADIR="$STATE/mysql"
SOCK="$STATE/mysql.sock"
DB_PID="$STATE/mariadb.pid"
PHP_PID="$STATE/php.pid"
CRON_PID="$STATE/cron.pid"
MAIL_PID="$STATE/mail-catcher.pid"
MAIL_DIR="$STATE/mail"
WP_SMTP_PORT=${WP_SMTP_PORT:-$((WP_PORT + 1000))}
CONFIG_NAME="eos-$WP_PORT"
ETC_CONFIG="/etc/wordpress/config-$CONFIG_NAME.php"
# wordpress-l10n: core's own translations (uk.mo), for the editors' admin in Ukrainian.
# `wordpress` (6.1) is the oldest release and brings the JavaScript libraries and getID3 that both
# releases' Debian layout links to; 6.8 also links to lodash.
# python3-aiosmtpd: the mail catcher's SMTP server.
PACKAGES=(wordpress wordpress-l10n libjs-lodash php-cli php-mysql php-curl php-xml php-mbstring php-gd mariadb-server-core mariadb-client python3-aiosmtpd)

log() { echo "[wordpress] $*"; }
alive() { [[ -f "$1" ]] && kill -0 "$(cat "$1")" 2>/dev/null; }
as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo "$@"; fi; }

install_packages() {
  local missing=()
  for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
  done
  [[ ${#missing[@]} -eq 0 ]] && return
  log "installing ${missing[*]}"
  as_root apt-get update -qq
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# The release's core folder, fetched the first time (scripts/wordpress-core.sh); a state folder
# made by another release is refused rather than upgraded behind the tests' back.
resolve_core() {
  CORE=$(bash "$ROOT/scripts/wordpress-core.sh")
  export WP_CORE=$CORE
  if [[ -f "$STATE/release" && "$(cat "$STATE/release")" != "$WP_RELEASE" ]]; then
    log "$STATE holds WordPress $(cat "$STATE/release"), not $WP_RELEASE: run \`WP_RELEASE=$WP_RELEASE $0 reset\`"
    return 1
  fi
  mkdir -p "$STATE"
  echo "$WP_RELEASE" > "$STATE/release"
}

write_config() {
  mkdir -p "$STATE/wp-content/plugins" "$STATE/wp-content/uploads"
  ln -sfn "$PLUGIN_SRC" "$STATE/wp-content/plugins/exchange-office-site"
  ln -sfn "$CORE/wp-content/themes" "$STATE/wp-content/themes"
  # Core's translations from Debian's wordpress-l10n (Ukrainian: uk.mo, front-end and part of the admin).
  ln -sfn "$CORE/wp-content/languages" "$STATE/wp-content/languages"
  # This machine has no mail server: PHPMailer sends by SMTP to the mail catcher (start_mail).
  mkdir -p "$STATE/wp-content/mu-plugins"
  rm -f "$STATE/wp-content/mu-plugins/local-mail.php"
  ln -sfn "$ROOT/wordpress/server/smtp-mail.php" "$STATE/wp-content/mu-plugins/smtp-mail.php"
  # No network here: oEmbed lookups of YouTube and Vimeo are answered locally (or fail on demand).
  ln -sfn "$ROOT/wordpress/server/stub-embeds.php" "$STATE/wp-content/mu-plugins/stub-embeds.php"
  # WordPress's own front end in Twenty Twenty-Five, for a browser that asks (scripts/content-screenshots.ts).
  ln -sfn "$ROOT/wordpress/server/theme-view.php" "$STATE/wp-content/mu-plugins/theme-view.php"
  # The office's WordPress has plugins of its own whose shortcodes fail in WP-Cron (issue 50, item 1).
  if [[ ${WP_CONTENT:-} == office ]]; then
    ln -sfn "$ROOT/wordpress/server/office-plugins.php" "$STATE/wp-content/mu-plugins/office-plugins.php"
  else
    rm -f "$STATE/wp-content/mu-plugins/office-plugins.php"
  fi
  if [[ ! -f "$STATE/salts.php" ]]; then
    {
      echo '<?php'
      for k in AUTH_KEY SECURE_AUTH_KEY LOGGED_IN_KEY NONCE_KEY AUTH_SALT SECURE_AUTH_SALT LOGGED_IN_SALT NONCE_SALT; do
        echo "define('$k', '$(head -c 48 /dev/urandom | base64 | tr -d '/+=\n')');"
      done
    } > "$STATE/salts.php"
  fi
  cat > "$STATE/wp-config.php" <<PHP
<?php
// Written by scripts/wordpress.sh; read through $ETC_CONFIG (Debian's wp-config.php).
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:$SOCK');
define('DB_CHARSET', 'utf8mb4');
define('WP_HOME', 'http://127.0.0.1:$WP_PORT');
define('WP_SITEURL', 'http://127.0.0.1:$WP_PORT');
define('WP_CONTENT_DIR', '$STATE/wp-content');
define('WP_CONTENT_URL', 'http://127.0.0.1:$WP_PORT/wp-content');
define('WP_ENVIRONMENT_TYPE', 'local');
define('WP_DEBUG', true);
define('WP_DEBUG_DISPLAY', false);
define('WP_DEBUG_LOG', '$STATE/debug.log');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('FS_METHOD', 'direct');
define('EOS_INSTANCE_DIR', '$STATE');
define('EOS_SMTP_PORT', $WP_SMTP_PORT);
define('EOS_REVALIDATE_RETRY_DELAYS', '${EOS_REVALIDATE_RETRY_DELAYS:-}');
require __DIR__ . '/salts.php';
\$table_prefix = getenv('EOS_TABLE_PREFIX') ?: 'wp_';
PHP
  local line="<?php require_once '$STATE/wp-config.php';"
  if [[ ! -f "$ETC_CONFIG" ]] || [[ "$(cat "$ETC_CONFIG")" != "$line" ]]; then
    echo "$line" | as_root tee "$ETC_CONFIG" >/dev/null
  fi
}

start_mariadb() {
  alive "$DB_PID" && return
  if [[ ! -d "$DATADIR/mysql" ]]; then
    log "initialising MariaDB in $DATADIR"
    mariadb-install-db --no-defaults --datadir="$DATADIR" --user="$(id -un)" \
      --auth-root-authentication-method=normal --skip-test-db > "$STATE/mariadb-install.log" 2>&1
  fi
  local user_flag=()
  [[ $(id -u) -eq 0 ]] && user_flag=(--user=root)
  mariadbd --no-defaults --datadir="$DATADIR" --socket="$SOCK" --skip-networking --pid-file="$DB_PID" \
    "${user_flag[@]}" --innodb-log-file-size=8M --innodb-buffer-pool-size=64M --skip-log-bin \
    --innodb-flush-log-at-trx-commit=0 --innodb-doublewrite=0 \
    --log-error="$STATE/mariadb.log" > /dev/null 2>&1 &
  for _ in $(seq 1 100); do
    mariadb --no-defaults --socket="$SOCK" -uroot -e 'select 1' >/dev/null 2>&1 && break
    sleep 0.1
  done
  mariadb --no-defaults --socket="$SOCK" -uroot -e \
    'CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci'
}

start_php() {
  if alive "$PHP_PID"; then return; fi
  # Several workers: one page of the site asks WordPress for many things at once, and a single
  # worker queues them past the site's CMS timeout. Workers outlive a killed parent, so the server
  # gets a process group of its own (job control) and `stop` ends the whole group.
  set -m
  WP_CORE=$CORE PHP_CLI_SERVER_WORKERS=$WP_WORKERS php -d variables_order=EGPCS -S "127.0.0.1:$WP_PORT" -t "$CORE" \
    "$ROOT/wordpress/server/router.php" > "$STATE/php-server.log" 2>&1 &
  echo $! > "$PHP_PID"
  set +m
  for _ in $(seq 1 100); do
    curl -fsS -o /dev/null "http://127.0.0.1:$WP_PORT/wp-json/" 2>/dev/null && return
    sleep 0.1
  done
  log "PHP's server did not answer; see $STATE/php-server.log"
  return 1
}

# What a system cron does for a production WordPress with DISABLE_WP_CRON: run WP-Cron's due
# events (among them the webhook's retries) every few seconds, whether anyone visits or not.
start_cron() {
  if alive "$CRON_PID"; then return; fi
  set -m
  ( while sleep "${WP_CRON_EVERY:-60}"; do
      curl -fsS -o /dev/null --max-time 60 "http://127.0.0.1:$WP_PORT/wp-cron.php" 2>/dev/null || true
    done ) > /dev/null 2>&1 &
  echo $! > "$CRON_PID"
  set +m
}

# The SMTP server WordPress's mail goes to: each message becomes a file in $MAIL_DIR.
start_mail() {
  if alive "$MAIL_PID"; then return; fi
  mkdir -p "$MAIL_DIR"
  # Debian's python3 (python3-aiosmtpd), whatever python3 comes first on the PATH.
  /usr/bin/python3 "$ROOT/wordpress/server/mail-catcher.py" --port "$WP_SMTP_PORT" --dir "$MAIL_DIR" > "$STATE/mail-catcher.log" 2>&1 &
  echo $! > "$MAIL_PID"
  for _ in $(seq 1 50); do
    (exec 3<>"/dev/tcp/127.0.0.1/$WP_SMTP_PORT") 2>/dev/null && return
    sleep 0.1
  done
  log "the mail catcher did not answer on $WP_SMTP_PORT; see $STATE/mail-catcher.log"
  return 1
}

# Stops the process of a PID file; `group` also stops its process group (PHP's workers).
stop_pid() {
  local file=$1 group=${2:-}
  if alive "$file"; then
    local pid
    pid=$(cat "$file")
    if [[ -n $group ]]; then kill -- "-$pid" 2>/dev/null || true; fi
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -f "$file"
}

up() {
  local started=$SECONDS
  install_packages
  resolve_core
  write_config
  start_mariadb
  start_mail
  # Installs and imports on the first run; configures the plugin from the environment on every run.
  # Once WordPress's tables exist, only the second phase (plugin, settings, wp.env) runs.
  local phase=()
  [[ -f "$STATE/installed" ]] && phase=(setup)
  EOS_WP_CONFIG="$CONFIG_NAME" WP_PORT="$WP_PORT" EOS_CONTENT_DIR="$ROOT/content" EOS_PUBLIC_DIR="$ROOT/public" \
    php "$ROOT/wordpress/server/install.php" "${phase[@]}"
  touch "$STATE/installed"
  start_php
  start_cron
  log "mail: SMTP on 127.0.0.1:$WP_SMTP_PORT, each message in ${MAIL_DIR#$ROOT/}/"
  log "WordPress $WP_RELEASE ($(sed -n "s/^\\\$wp_version = '\\(.*\\)';/\\1/p" "$CORE/wp-includes/version.php")) up at http://127.0.0.1:$WP_PORT (admin: /wp-admin/, credentials in ${STATE#$ROOT/}/wp.env) in $((SECONDS - started)) s"
}

archive() {
  local started=$SECONDS
  resolve_core
  EOS_WP_CONFIG="$CONFIG_NAME" WP_PORT="$WP_PORT" php "$ROOT/wordpress/server/archive.php" "$@"
  log "archive in $((SECONDS - started)) s"
}

case "${1:-}" in
  up) up ;;
  archive)
    shift
    archive "$@"
    ;;
  stop)
    stop_pid "$CRON_PID" group
    stop_pid "$PHP_PID" group
    stop_pid "$MAIL_PID"
    stop_pid "$DB_PID"
    log "stopped"
    ;;
  reset)
    stop_pid "$CRON_PID" group
    stop_pid "$PHP_PID" group
    stop_pid "$MAIL_PID"
    stop_pid "$DB_PID"
    rm -rf "$STATE"
    up
    if [[ ${2:-} == --archive ]]; then
      shift 2
      archive "$@"
    fi
    ;;
  status)
    alive "$DB_PID" && log "MariaDB runs (PID $(cat "$DB_PID"))" || log "MariaDB is stopped"
    alive "$PHP_PID" && log "PHP's server runs on $WP_PORT (PID $(cat "$PHP_PID"))" || log "PHP's server is stopped"
    alive "$MAIL_PID" && log "the mail catcher runs on $WP_SMTP_PORT (PID $(cat "$MAIL_PID")), writing to $MAIL_DIR" || log "the mail catcher is stopped"
    alive "$CRON_PID" && log "the cron ticker runs every ${WP_CRON_EVERY:-60} s (PID $(cat "$CRON_PID"))" || log "the cron ticker is stopped"
    ;;
  *)
    echo "usage: $0 up|stop|reset [--archive [--news=N …]]|archive [--news=N …]|status" >&2
    exit 2
    ;;
esac
