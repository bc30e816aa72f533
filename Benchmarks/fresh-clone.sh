# Sourced by the fresh-clone benchmarks (fresh-clone-test.sh, build-cost.sh) from the repository root:
# checks that every argument names a revision (exit 2 otherwise), sets $repo to this repository, makes a
# scratch folder $work that is removed on exit, and defines `clone_at REVISION FOLDER`.

repo=$(pwd)
for rev in "$@"; do
  git -C "$repo" rev-parse --verify --quiet "$rev^{commit}" >/dev/null || { echo "$0: no revision '$rev' in $repo" >&2; exit 2; }
done
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# A new clone of this repository in $2, checked out at revision $1.
clone_at() {
  git clone --quiet "$repo" "$2"
  git -C "$2" checkout --quiet "$1"
}
