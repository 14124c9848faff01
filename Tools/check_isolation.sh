#!/bin/sh
# The UI actor is the compiler's to enforce (docs/architecture.md, "The UI actor"): a view model
# or the scheduler reached from a background task must not compile, and the same calls on the
# UI actor must. Type-checks two small files against the debug build's Core module (a second).
set -eu
cd "$(dirname "$0")/.."
build=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The C modules Core's dependencies import, as the build found them.
flags="-typecheck -swift-version 6 -I $build/Modules"
for map in $(find "$build" -maxdepth 2 -name module.modulemap); do flags="$flags -Xcc -fmodule-map-file=$map"; done
for include in $(find .build/checkouts -path '*/Sources/*/include' -type d); do flags="$flags -Xcc -I$include"; done

cat > "$work/on_the_ui_actor.swift" <<'SWIFT'
import Core

@MainActor func onTheUIActor(_ model: CharacterListViewModel, _ scheduler: EventLoopScheduler) {
    model.didAppear()
    scheduler.run({ 1 }, completion: { _ in model.didDisappear() })
}
SWIFT
cat > "$work/off_the_ui_actor.swift" <<'SWIFT'
import Core

func offTheUIActor(_ model: CharacterListViewModel) {
    Task.detached { model.didAppear() }
}
SWIFT

# shellcheck disable=SC2086
swiftc $flags "$work/on_the_ui_actor.swift" || { echo "check_isolation: the UI actor's own calls no longer compile"; exit 1; }
# shellcheck disable=SC2086
if swiftc $flags "$work/off_the_ui_actor.swift" > "$work/errors" 2>&1; then
    echo "check_isolation: a view model touched from a background task compiled"; exit 1
fi
grep -q "main actor-isolated" "$work/errors" || { cat "$work/errors"; echo "check_isolation: refused, but not for isolation"; exit 1; }
echo "check_isolation: a view model off the UI actor does not compile"
