# OpenUIKit — the README's two commands.
#   make test   install missing system libraries (and the live-window tests' X tools and the browser test's
#               Chromium), build, run every test
#   make demo   install missing system libraries, render every demo into gallery-out/ (index.html)
#   make docs   build the DocC catalogs (Sources/*/*.docc) into .build/docs/<module>/ (static hosting)
#   make lint   check the formatting (swift format lint, .swift-format); `make format` rewrites it
#   make fuzz   the long fuzz run (docs/FUZZING.md): OPERATIONS=100000 by default, SEED to replay one, AREA=navigation,… to pick areas
#   make fuzz-decoders   coverage-guided fuzzing of the decoders with libFuzzer (docs/FUZZING.md): RUNS=1000000

# The text engine's fonts (README, "Text"): Inter for the system font, WenQuanYi Micro Hei for CJK, Noto Color
# Emoji, DejaVu for monospaced text and symbols, Liberation for Helvetica, Times and Courier.
# libxml2: FoundationXML's XMLParser, which reads storyboards and xibs (docs/ARCHITECTURE.md, "Interface Builder files").
FONT_PACKAGES := fonts-inter fonts-wqy-microhei fonts-noto-color-emoji fonts-dejavu-core fonts-liberation
SYSTEM_PACKAGES := libcairo2-dev zlib1g-dev libx11-dev libjpeg62-turbo-dev libgif-dev libpango1.0-dev libxml2 $(FONT_PACKAGES)
# Only the live-window tests use these (a virtual X server, the mouse and keys, window photographs); without
# them those tests skip and say why.
LIVE_TEST_PACKAGES := xvfb xdotool x11-apps x11-utils
# Only the gallery page's browser test uses these (headless Chromium driven through chromedriver); without
# them that test skips and says why.
BROWSER_TEST_PACKAGES := chromium chromium-driver
SWIFT ?= swift

.PHONY: test demo docs fuzz fuzz-decoders deps live-test-deps browser-test-deps build lint format

deps:
	@scripts/install-packages.sh $(SYSTEM_PACKAGES)

live-test-deps:
	@scripts/install-packages.sh --optional "the live-window tests" $(LIVE_TEST_PACKAGES)

browser-test-deps:
	@scripts/install-packages.sh --optional "the gallery page's browser test" $(BROWSER_TEST_PACKAGES)

build: deps
	$(SWIFT) build

# In parallel: every test that touches the one application or its clock carries the freshApplication trait,
# which runs those tests one at a time; the others (Core Graphics, Cassowary, pure values) run beside them.
test: deps live-test-deps browser-test-deps
	$(SWIFT) test

# The libraries with a DocC catalog; warnings (a broken link, an unknown symbol) fail the build.
DOC_TARGETS := OpenUIKit OpenQuartzCore OpenCoreGraphics OpenUIKitTesting OpenUIKitX11

docs: deps
	@mkdir -p .build/docs
	@for target in $(DOC_TARGETS); do \
		$(SWIFT) package --allow-writing-to-directory .build/docs generate-documentation --target $$target \
			--output-path .build/docs/$$target --transform-for-static-hosting --hosting-base-path $$target \
			--warnings-as-errors || exit 1; \
	done

FORMATTED := Sources Tests Benchmarks Package.swift

lint:
	$(SWIFT) format lint --strict --recursive $(FORMATTED)

format:
	$(SWIFT) format --in-place --recursive $(FORMATTED)

OPERATIONS ?= 100000

fuzz: deps
	OPENUIKIT_FUZZ_OPERATIONS=$(OPERATIONS) $(if $(SEED),OPENUIKIT_FUZZ_SEED=$(SEED)) $(if $(AREA),OPENUIKIT_FUZZ_AREA=$(AREA)) $(SWIFT) test --filter OpenUIKitFuzzTests

RUNS ?= 1000000

fuzz-decoders: deps
	scripts/fuzz-decoders.sh $(RUNS)

demo: deps
	$(SWIFT) run -c release gallery
