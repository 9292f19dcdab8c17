#!/usr/bin/env bash
# Downloads Debian packages of Korean text into DIR/debs once and unpacks each into DIR/text/NAME
# (dpkg-deb -x: nothing is installed). Usage: hack/corpus.sh DIR PACKAGE...
# Fails when a package cannot be downloaded or unpacked: the corpus test needs all of them.
set -euo pipefail
dir=$1
shift
mkdir -p "$dir/debs" "$dir/text"
for pkg in "$@"; do
	[ -d "$dir/text/$pkg" ] && continue
	if ! ls "$dir/debs/${pkg}"_*.deb >/dev/null 2>&1; then
		# apt-get download writes into the current directory; the index may be stale on a fresh machine.
		(cd "$dir/debs" && { apt-get download -qq "$pkg" 2>/dev/null || { apt-get update -qq && apt-get download -qq "$pkg"; }; })
	fi
	rm -rf "$dir/text/$pkg.tmp"
	dpkg-deb -x "$(ls "$dir/debs/${pkg}"_*.deb | head -1)" "$dir/text/$pkg.tmp"
	mv "$dir/text/$pkg.tmp" "$dir/text/$pkg"
done
