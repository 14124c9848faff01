# Challenge — a Swift terminal app over a feature-decoupled navigation stack.
#   make run     build (release) and start the app on the embedded catalog
#   make test    build with warnings as errors and run every test
#   make replay SCRIPT=path/to/script.tape   play a key script headlessly
#   make bench   measure against the Textual peer (see README)

SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_INSTALL = $(SUDO) apt-get update -qq && $(SUDO) DEBIAN_FRONTEND=noninteractive apt-get install -y -qq
RELEASE_BIN = .build/release/challenge

.PHONY: run test build release replay bench deps test-deps release-deps clean

# Install what a fresh Debian machine lacks, and only that.
deps:
	@pkg-config --exists ncursesw 2>/dev/null || { echo "installing libncurses-dev"; $(APT_INSTALL) libncurses-dev pkg-config; }

test-deps: deps
	@command -v tmux >/dev/null 2>&1 || { echo "installing tmux"; $(APT_INSTALL) tmux; }

# The release binary links the Swift runtime and Foundation statically (a smaller,
# faster-starting process that also runs where it is copied); that link needs libcurl's
# development files for FoundationNetworking.
release-deps: deps
	@pkg-config --exists libcurl 2>/dev/null || { echo "installing libcurl4-openssl-dev"; $(APT_INSTALL) libcurl4-openssl-dev; }

release: release-deps
	$(SWIFT) build -c release --product challenge --static-swift-stdlib

run: release
	$(RELEASE_BIN) $(ARGS)

build: deps
	$(SWIFT) build

test: test-deps
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build

replay: release
	@test -n "$(SCRIPT)" || { echo "usage: make replay SCRIPT=path/to/script.tape [ARGS='--frames']"; exit 2; }
	$(RELEASE_BIN) replay "$(SCRIPT)" $(ARGS)

# Challenge beside the Textual peer in ../shared/bench; prints the table, saves JSON
# under .bench/results/, and fails when a budget line is missed. ARGS='--quick' for fewer runs.
bench: release
	bench/run.sh $(ARGS)

clean:
	rm -rf .build
