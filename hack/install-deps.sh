#!/usr/bin/env bash
# Installs the Debian packages the stack and its tests run for real, when they are missing.
# Usage: hack/install-deps.sh PACKAGE:BINARY ...   (BINARY is what proves the package is there)
# Without root or apt-get it says what is missing and leaves the decision to the caller: under CI
# the tests then fail on the missing binary rather than skip.
set -uo pipefail
missing=()
for pair in "$@"; do
	pkg=${pair%%:*} bin=${pair#*:}
	command -v "$bin" >/dev/null 2>&1 || [ -x "$bin" ] || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
	echo "install-deps: missing ${missing[*]} (no root or apt-get; install them by hand)" >&2
	exit 0
fi
echo "install-deps: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null || echo "install-deps: apt-get update failed" >&2
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null || echo "install-deps: apt-get install failed for ${missing[*]}" >&2
