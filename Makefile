# Challenge — a Swift terminal app over a feature-decoupled navigation stack.
#   make run     build (release) and start the app on the embedded catalog
#   make test    lint, build (warnings are errors, Package.swift), check the UI actor (Tools/check_isolation.sh), run every test
#   make test-repeat N=10   the test steps N times, stopping at the first failure
#   make release-check   the release binary within its budget (size, no ICU, starts alone)
#   make replay SCRIPT=path/to/script.tape   play a key script headlessly
#   make bench   the budget, beside the tui-rs, Bubble Tea and Textual peers (docs/performance.md)
#   make soak    the attack suite, challenge-soak (keys, links, catalogs, server faults, socket, signals)
#   make pictures  play docs/tapes/*.tape into docs/pictures/*.svg (the README's pictures)

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_INSTALL = $(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq
RELEASE_BIN = .build/release/challenge
# The release binary carries the Swift runtime (it runs where it is copied) and exports
# none of its symbols.
RELEASE_FLAGS = --static-swift-stdlib --disable-local-rpath -Xlinker --no-export-dynamic

.PHONY: run test test-repeat width-table lint build release release-check replay bench soak embed-catalog deps test-deps clean pictures

# Install what a fresh Debian machine lacks, and only that.
deps:
	@pkg-config --exists ncursesw 2>/dev/null || { echo "installing libncurses-dev"; $(APT_INSTALL) libncurses-dev pkg-config; }
	@pkg-config --exists zlib 2>/dev/null || { echo "installing zlib1g-dev"; $(APT_INSTALL) zlib1g-dev; } # SwiftNIO's gzip links -lz
	@pkg-config --exists chafa 2>/dev/null || { echo "installing libchafa-dev"; $(APT_INSTALL) libchafa-dev libglib2.0-dev; } # pictures as cells
	@pkg-config --exists libturbojpeg 2>/dev/null || { echo "installing libturbojpeg0-dev"; $(APT_INSTALL) libturbojpeg0-dev; } # JPEG decoding

test-deps: deps
	@command -v tmux >/dev/null 2>&1 || { echo "installing tmux"; $(APT_INSTALL) tmux; }
	@command -v rsvg-convert >/dev/null 2>&1 || { echo "installing librsvg2-bin"; $(APT_INSTALL) librsvg2-bin; }

release: deps
	$(SWIFT) build -c release --product challenge $(RELEASE_FLAGS)

run: release
	$(RELEASE_BIN) $(ARGS)

# The binary users run, as CI checks it on every landing: it starts copied alone, stripped it
# is within 32 MB, and it holds no ICU data (a dependency bringing full Foundation is named).
release-check: release
	Tools/check_release.sh $(RELEASE_BIN)

build: deps
	$(SWIFT) build

# The formatter's configuration is .swift-format; `swift format -i -r Sources Tests` applies it.
lint:
	$(SWIFT) format lint --strict --recursive --parallel Sources Tests Package.swift

# Two steps after the build. Unit and whole-app tests run in parallel: every bound they
# check is on a clock the test moves (docs/reliability.md). Then the tests tagged
# .endToEnd (the real binary on a pty, in tmux or as a child process, real servers), one at
# a time: they wait for real, on conditions with one generous deadline each. This Swift's
# `swift test` cannot select by tag, so END_TO_END names them (TestStepTests checks that it
# names exactly the tagged ones).
END_TO_END = EndToEnd|SoakSliceTests|DocsServerTapesTests|HostileServerTests|RemoteReplayTests|ReplayPortraitTests|ReplayCommandErrorTests|ReplaySVGCommandTests|CommandLineHelpTests|SVGRenderedTests|aScriptLineHoldingAnESCIsRefusedWithoutEchoingIt|replayDrawsInASCIIWhenAsked
# The developer's own config (a rebound quit key, a light theme) never reaches the binaries
# the tests start: XDG_CONFIG_HOME names a folder that holds none.
TEST_UNIT = XDG_CONFIG_HOME=$(CURDIR)/.build/no-config $(SWIFT) test --skip-build --skip '$(END_TO_END)'
TEST_END_TO_END = XDG_CONFIG_HOME=$(CURDIR)/.build/no-config $(SWIFT) test --skip-build --filter '$(END_TO_END)' --no-parallel

test: test-deps lint
	$(SWIFT) build --build-tests
	Tools/check_isolation.sh
	$(TEST_UNIT)
	$(TEST_END_TO_END)

# Both test steps N times back to back (build and lint once), stopping at the first failure.
N ?= 10
test-repeat: test-deps lint
	$(SWIFT) build --build-tests
	@for run in $$(seq 1 $(N)); do \
	  echo "== run $$run of $(N)"; \
	  $(TEST_UNIT) || { echo "run $$run of $(N) failed (unit step)"; exit 1; }; \
	  $(TEST_END_TO_END) || { echo "run $$run of $(N) failed (end-to-end step)"; exit 1; }; \
	done; echo "$(N) runs passed"

replay: release
	@test -n "$(SCRIPT)" || { echo "usage: make replay SCRIPT=path/to/script.tape [ARGS='--frames']"; exit 2; }
	$(RELEASE_BIN) replay "$(SCRIPT)" $(ARGS)

# Every Snapshot of the tapes in docs/tapes/ as an SVG in docs/pictures/ (committed; run
# again when a view changes). Their text frames are rewritten beside the tapes for review.
# The tapes in docs/tapes/server/ play against a server on 127.0.0.1 (the detail with its
# portrait): a test holds that server, and writes their frames and pictures when asked.
pictures: release test-deps
	@for tape in docs/tapes/*.tape; do \
	  CHALLENGE_UPDATE_SNAPSHOTS=1 $(RELEASE_BIN) replay "$$tape" --svg docs/pictures >/dev/null || exit 1; \
	done
	$(SWIFT) build --build-tests
	CHALLENGE_UPDATE_SNAPSHOTS=1 XDG_CONFIG_HOME=$(CURDIR)/.build/no-config $(SWIFT) test --skip-build \
	  --filter DocsServerTapesTests --no-parallel
	@ls docs/pictures

# Challenge beside the peers in ../shared/bench (tui-rs and Bubble Tea built by their build.sh
# under .bench/peers, and Textual); prints the tables, saves JSON under .bench/results/, and
# fails when a budget line is missed. ARGS='--quick' for fewer runs.
bench: release
	bench/run.sh $(ARGS)

# Seeded and time-boxed; prints its table and fails on any failure. SEED=N replays a run,
# ARGS='--keys 100000 --seconds 120' shortens it. `make test` plays a seconds-long slice.
SEED ?= 1
soak: release
	$(SWIFT) build -c release --product challenge-soak $(RELEASE_FLAGS)
	.build/release/challenge-soak --seed $(SEED) $(ARGS)

# Rewrites the embedded catalog (Sources/Core/Features/*/Data/Embedded*JSON.swift) from the
# public data set in ../shared/data/rick-and-morty (or DATA=folder). The output is committed.
embed-catalog:
	Tools/embed_catalog.py $(DATA)

# Rewrites Sources/TerminalApp/Rendering/TextWidthTable.swift from the Unicode data of this
# machine's Python (its version is written in the file). The output is committed.
width-table:
	Tools/width_table.py

clean:
	rm -rf .build
