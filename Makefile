# tokenc — two commands on a fresh machine:
#   make       install libjson-c-dev if missing, build release, compile Tokens/ into Output/
#   make test  install what the tests need if missing, run the whole test suite (and `make example`)
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_UPDATED := /tmp/.tokenc-apt-updated

.PHONY: all deps test-deps build tokens test test-lsp test-nvim example docs check bench bench-lsp bench-hostile fuzz clean

all: tokens

# System packages: json-c (the JSON parser), pkg-config (how SwiftPM finds it), and mimalloc (the allocator the
# release build links: less CPU than glibc's malloc, see docs/performance.md; the build goes on without it when
# it cannot be installed).
deps:
	@if ! pkg-config --exists json-c 2>/dev/null; then \
		echo "make: installing libjson-c-dev"; \
		[ -f $(APT_UPDATED) ] || { $(SUDO) apt-get update -qq && touch $(APT_UPDATED); }; \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libjson-c-dev pkg-config >/dev/null; \
	fi
	@if [ "$$(uname)" = Linux ] && [ ! -e /usr/include/mimalloc.h ] && command -v apt-get >/dev/null; then \
		echo "make: installing libmimalloc-dev"; \
		[ -f $(APT_UPDATED) ] || { $(SUDO) apt-get update -qq && touch $(APT_UPDATED); }; \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq libmimalloc-dev >/dev/null || \
			echo "make: libmimalloc-dev could not be installed; tokenc will use the system allocator"; \
	fi

# What the test suite needs beyond the build: a browser engine for the CSS tests, the toolchains the new
# outputs are fed to: kotlinc (Kotlin), aapt2 (Debian's aapt package; Android resources), sassc (SCSS), tsc from
# node-typescript and node (JavaScript), Neovim (the editor test of `tokenc lsp`), and for the language server's
# end-to-end tests a Python virtualenv in .build/lsp-venv with pytest-lsp (the versions in
# Tests/lsp/requirements.txt; installed again when that changes).
LSP_VENV := .build/lsp-venv
test-deps: deps
	@if ! command -v chromium >/dev/null 2>&1; then \
		echo "make: installing chromium (CSS tests)"; \
		[ -f $(APT_UPDATED) ] || { $(SUDO) apt-get update -qq && touch $(APT_UPDATED); }; \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq chromium >/dev/null; \
	fi
	@if ! command -v kotlinc >/dev/null 2>&1; then \
		echo "make: installing kotlin (Kotlin output tests)"; \
		[ -f $(APT_UPDATED) ] || { $(SUDO) apt-get update -qq && touch $(APT_UPDATED); }; \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq kotlin >/dev/null; \
	fi
	@if ! command -v aapt2 >/dev/null 2>&1; then \
		echo "make: installing aapt (Android resources tests: aapt2)"; \
		[ -f $(APT_UPDATED) ] || { $(SUDO) apt-get update -qq && touch $(APT_UPDATED); }; \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq aapt >/dev/null; \
	fi
	@if ! command -v sassc >/dev/null 2>&1; then \
		echo "make: installing sassc (SCSS tests)"; \
		[ -f $(APT_UPDATED) ] || { $(SUDO) apt-get update -qq && touch $(APT_UPDATED); }; \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq sassc >/dev/null; \
	fi
	@if ! command -v node >/dev/null 2>&1 || ! command -v tsc >/dev/null 2>&1; then \
		echo "make: installing nodejs and node-typescript (JavaScript tests)"; \
		[ -f $(APT_UPDATED) ] || { $(SUDO) apt-get update -qq && touch $(APT_UPDATED); }; \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq nodejs node-typescript >/dev/null; \
	fi
	@if ! command -v nvim >/dev/null 2>&1; then \
		echo "make: installing neovim (language server tests)"; \
		[ -f $(APT_UPDATED) ] || { $(SUDO) apt-get update -qq && touch $(APT_UPDATED); }; \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq neovim >/dev/null; \
	fi
	@if ! command -v python3 >/dev/null 2>&1 || ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then \
		echo "make: installing python3-venv (LSP tests)"; \
		[ -f $(APT_UPDATED) ] || { $(SUDO) apt-get update -qq && touch $(APT_UPDATED); }; \
		DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq python3 python3-venv >/dev/null; \
	fi
	@if ! cmp -s Tests/lsp/requirements.txt $(LSP_VENV)/requirements.txt || \
		! $(LSP_VENV)/bin/python -c 'import pytest_lsp' >/dev/null 2>&1; then \
		echo "make: installing pytest-lsp into $(LSP_VENV) (LSP tests)"; \
		{ $(LSP_VENV)/bin/python -c '' >/dev/null 2>&1 || { rm -rf $(LSP_VENV) && python3 -m venv $(LSP_VENV); }; } && \
		$(LSP_VENV)/bin/python -m pip install -q --disable-pip-version-check -r Tests/lsp/requirements.txt && \
		cp Tests/lsp/requirements.txt $(LSP_VENV)/requirements.txt; \
	fi

# TOKENC_MIMALLOC=1 links mimalloc (Package.swift) when it is installed; TOKENC_CMO=1 optimises across the
# library's targets.
MIMALLOC = $$([ -e /usr/include/mimalloc.h ] && echo 1 || echo 0)

build: deps
	TOKENC_MIMALLOC=$(MIMALLOC) TOKENC_CMO=1 $(SWIFT) build -c release --product tokenc

tokens: build
	.build/release/tokenc build --config Tokens/tokenc.json

check: build
	.build/release/tokenc build --config Tokens/tokenc.json --check

# Each target may import only the targets Package.swift lets it depend on: the check makes an undeclared import
# (a format using a sibling format, a layer reaching upward) an error even when that module happens to be built.
test: test-deps
	$(SWIFT) build --build-tests --explicit-target-dependency-import-check error
	$(SWIFT) test --skip-build
	$(MAKE) test-lsp
	$(MAKE) test-nvim
	scripts/docs.sh
	$(MAKE) example

# End-to-end tests of `tokenc lsp` (Tests/lsp): pytest-lsp drives the debug build's server over stdio
# (TOKENC=path picks another binary).
test-lsp:
	$(LSP_VENV)/bin/python -m pytest -q Tests/lsp

# `tokenc lsp` in a real editor: Neovim's built-in LSP client against a copy of Tokens/ (Tests/nvim/run.sh;
# each script bounded by `timeout 120`). Uses the debug build the test target made (TOKENC=… for another).
test-nvim:
	Tests/nvim/run.sh

# The library's DocC documentation, from the debug build's modules (fails on a link that does not resolve).
docs: deps
	$(SWIFT) build --target TokenCore
	scripts/docs.sh

# The example app package (Examples/TokenConsumer): depends on this checkout by path and uses the build-tool
# plugin, so building it runs the plugin and tokenc; its tests read the generated values.
EXAMPLE := Examples/TokenConsumer
example: deps
	$(SWIFT) build --package-path $(EXAMPLE) --build-tests
	$(SWIFT) test --package-path $(EXAMPLE) --skip-build

# The benchmark (Benchmarks/README.md): the samples and trees from Benchmarks/gen_tokens.py, median of 5 whole
# builds per size, each after 30 s idle (SETTLE=0: back to back), stage times, json-c floor.
bench: deps
	Benchmarks/run.sh

# The language server and `build --watch` driven as an editor drives them (Benchmarks/README.md, "The language
# server"): first diagnostics, hover/definition/completion, one-token edits, peak memory. LSP_TOKENS=10000 for a
# quick look; LSP_ARGS passes more flags (--rounds, --requests, --edits, --no-watch: lsp_bench.py --help).
LSP_TOKENS ?= 100000
bench-lsp:
	$(MAKE) build
	python3 Benchmarks/lsp_bench.py --tokenc .build/release/tokenc --tokens $(LSP_TOKENS) $(LSP_ARGS)

# Time and peak memory of the large hostile inputs (docs/robustness.md).
bench-hostile: deps
	Benchmarks/hostile.sh

# libFuzzer + AddressSanitizer over parse → resolve → validate → emit (docs/robustness.md).
fuzz: deps
	scripts/fuzz.sh 60

clean:
	rm -rf .build $(EXAMPLE)/.build
