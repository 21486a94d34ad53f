# OpenUIKit — the README's two commands.
#   make test   install missing system libraries, build, run every test
#   make demo   install missing system libraries, render every demo into gallery-out/ (index.html)
#   make lint   check the formatting (swift format lint, .swift-format); `make format` rewrites it
#   make fuzz   the long fuzz run (docs/FUZZING.md): OPERATIONS=100000 by default, SEED to replay one

SYSTEM_PACKAGES := libcairo2-dev zlib1g-dev
SWIFT ?= swift

.PHONY: test demo fuzz deps build lint format

deps:
	@missing=""; \
	for p in $(SYSTEM_PACKAGES); do \
	  dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = "0" ]; then \
	    echo "Installing:$$missing"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq$$missing >/dev/null; \
	  else \
	    echo "Missing system packages:$$missing"; \
	    echo "Run: sudo apt-get install -y$$missing"; \
	    exit 1; \
	  fi; \
	fi

build: deps
	$(SWIFT) build

test: deps
	$(SWIFT) test

FORMATTED := Sources Tests Benchmarks Package.swift

lint:
	$(SWIFT) format lint --strict --recursive $(FORMATTED)

format:
	$(SWIFT) format --in-place --recursive $(FORMATTED)

OPERATIONS ?= 100000

fuzz: deps
	OPENUIKIT_FUZZ_OPERATIONS=$(OPERATIONS) $(if $(SEED),OPENUIKIT_FUZZ_SEED=$(SEED)) $(SWIFT) test --filter OpenUIKitFuzzTests

demo: deps
	$(SWIFT) run -c release gallery
