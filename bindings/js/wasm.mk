# The WebAssembly build and the JS package autolayout-wasm (bindings/js, see its README);
# included by the Makefile. The JS tests join `make test` when node is installed.
WASM := $(BUILD)/wasm/autolayout.wasm
WASM_CORE := $(BUILD)/wasm/autolayout-core.wasm
SWIFTC := $(dir $(shell command -v $(SWIFT)))swiftc
# The module needs Debian's wasi-libc and binaryen besides node (see build-wasm.sh): on a
# machine with node but without them, `make test` says that it leaves the JS and WASI
# tests out instead of failing in the module's build.
WASM_TOOLS := $(and $(wildcard $(or $(WASI_LIBC),/usr/lib/wasm32-wasi)/libc.a),$(or $(WASM_OPT),$(shell command -v wasm-opt)))
JS_SKIPPED := $(if $(shell command -v node),$(if $(WASM_TOOLS),,yes))
JS_SKIPPED_MESSAGE := make test: node is installed but Debian's wasi-libc or binaryen (wasm-opt) is not: the JS and WASI tests, which need the WebAssembly module, are left out
TEST_JS := $(if $(shell command -v node),$(if $(WASM_TOOLS),test-js test-js-oracle test-wasi)) $(if $(shell command -v tsc),test-types)
BENCH_JS := $(if $(shell command -v node),bench-js)
WASM_CLANG := $(dir $(shell command -v $(SWIFT)))clang
WASM_LD := $(dir $(shell command -v $(SWIFT)))wasm-ld
WASI_TESTS := $(patsubst bindings/c/tests/%.c,$(BUILD)/wasm/tests/%.wasm,\
	$(filter-out %/test_threads.c,$(wildcard bindings/c/tests/test_*.c)))

.PHONY: wasm wasm-core test-js test-js-oracle test-wasi test-types test-demo bench-js

wasm: $(WASM)

# The package directory carries its own copy, so that it works as it stands.
$(WASM): $(LIBRARY_SOURCES) bindings/js/build-wasm.sh $(wildcard bindings/js/wasm/*.c bindings/js/wasm/*.py)
	SWIFTC=$(SWIFTC) bindings/js/build-wasm.sh $@
	cp $@ bindings/js/autolayout.wasm

# Without the constraint language and descriptions: a fifth smaller. Not built by `make
# test` (its tests in test-js run when it is there).
wasm-core: $(WASM_CORE)

$(WASM_CORE): $(LIBRARY_SOURCES) bindings/js/build-wasm.sh $(wildcard bindings/js/wasm/*)
	SWIFTC=$(SWIFTC) bindings/js/build-wasm.sh --without-text $@
	cp $@ bindings/js/autolayout-core.wasm

test-js: $(WASM) $(wildcard $(WASM_CORE))
	node --test bindings/js/test/

# The LP oracle's random sessions (bindings/python/tests/test_lp_oracle.py) replayed on
# the module through the package, each update held to the oracle as the library's are.
test-js-oracle: $(WASM) $(VENV)/installed
	AUTOLAYOUT_ORACLE_WASM=$(WASM) $(TEST_PYTHON) -m pytest -q -o cache_dir=$(CURDIR)/$(BUILD)/pytest-cache \
		bindings/python/tests/test_lp_oracle.py -k webassembly

# The C tests (all but the thread test) as wasm32-wasi programs, linked with the same
# objects as the module, run under Node's WASI. The objects are bitcode: optimized once
# into one object here, so that each test's link is quick.
$(BUILD)/wasm/engine.o: $(WASM)
	$(WASM_LD) -r $(BUILD)/wasm/objects-autolayout/*.o -o $@

$(BUILD)/wasm/tests/%.wasm: bindings/c/tests/%.c bindings/c/tests/check.h include/autolayout.h $(BUILD)/wasm/engine.o
	@mkdir -p $(dir $@)
	$(WASM_CLANG) --target=wasm32-wasi --sysroot=/usr $(CFLAGS) -c $< -o $@.o
	$(WASM_LD) /usr/lib/wasm32-wasi/crt1-command.o $@.o $(BUILD)/wasm/engine.o -L/usr/lib/wasm32-wasi -lc -lm -o $@

test-wasi: $(WASI_TESTS)
	node --no-warnings bindings/js/wasi/run-tests.mjs $(WASI_TESTS)

# The declarations against the TypeScript examples (Debian's node-typescript).
test-types:
	tsc -p bindings/js/tsconfig.json

# The demo page in headless Chromium (Debian's chromium): frames checked at two window
# sizes, screenshots in build/demo. Not part of `make test`; .ci/run runs it.
test-demo: $(WASM)
	node bindings/js/demo/check-demo.mjs $(BUILD)/demo

# The grid and form benchmarks through the JS API beside the native library (a table;
# not a test). Part of `make bench` when node is installed.
BENCH_JS_DIR := $(BUILD)/bench-js
$(BENCH_JS_DIR)/ours: Benchmarks/ours.c Benchmarks/allocations.c Benchmarks/workloads.h Benchmarks/measure.h $(LIB)
	@mkdir -p $(dir $@)
	$(CC) -O2 -std=gnu11 -Iinclude -IBenchmarks Benchmarks/ours.c Benchmarks/allocations.c $(LINK) -o $@

$(BENCH_JS_DIR)/dump_workload: Benchmarks/dump_workload.c Benchmarks/workloads.h
	@mkdir -p $(dir $@)
	$(CC) -O2 -std=gnu11 -IBenchmarks $< -o $@ -lm

bench-js: $(WASM) $(BENCH_JS_DIR)/ours $(BENCH_JS_DIR)/dump_workload
	node bindings/js/bench/compare.mjs $(BENCH_JS_DIR)
