#!/bin/sh
# Adds a remote's build to a static host's releases and lists them (docker/remote.Dockerfile):
#   remote-releases.sh <name> <build folder> <remotes folder>
# The build (dist/apps/<name>, without its source maps) goes to <remotes>/<name>/<version>/; then
# <remotes>/<name>/releases.json lists every <version>/remote.json there, as the API reads them.
set -eu
name=$1
build=$2
remotes=$3
version=$(sed -n 's/^  "version": "\([^"]*\)",$/\1/p' "$build/remote.json" | head -n 1)
[ -n "$version" ] || { echo "no version in $build/remote.json" >&2; exit 1; }
target="$remotes/$name/$version"
[ ! -e "$target" ] || { echo "$name $version is there already: a release never changes" >&2; exit 1; }
mkdir -p "$target"
cp -R "$build"/. "$target"/
find "$target" -name '*.map' -delete
list="$remotes/$name/releases.json"
{
  printf '{"releases":['
  first=1
  for release in "$remotes/$name"/*/remote.json; do
    [ "$first" = 1 ] || printf ','
    first=0
    cat "$release"
  done
  printf ']}\n'
} > "$list.tmp"
mv "$list.tmp" "$list"
echo "$name $version added; $(ls -d "$remotes/$name"/*/ | wc -l) release(s) in $list"
