# The WebAssembly build and the JS package autolayout-wasm (bindings/js, see its README);
# included by the Makefile. The JS tests join `make test` when node is installed.
WASM := $(BUILD)/wasm/autolayout.wasm
SWIFTC := $(dir $(shell command -v $(SWIFT)))swiftc
TEST_JS := $(if $(shell command -v node),test-js test-wasi) $(if $(shell command -v tsc),test-types)
WASM_CLANG := $(dir $(shell command -v $(SWIFT)))clang
WASM_LD := $(dir $(shell command -v $(SWIFT)))wasm-ld
WASI_TESTS := $(patsubst bindings/c/tests/%.c,$(BUILD)/wasm/tests/%.wasm,\
	$(filter-out %/test_threads.c,$(wildcard bindings/c/tests/test_*.c)))

.PHONY: wasm test-js test-wasi test-types test-demo

wasm: $(WASM)

# The package directory carries its own copy, so that it works as it stands.
$(WASM): $(LIBRARY_SOURCES) bindings/js/build-wasm.sh $(wildcard bindings/js/wasm/*.c)
	SWIFTC=$(SWIFTC) bindings/js/build-wasm.sh $@
	cp $@ bindings/js/autolayout.wasm

test-js: $(WASM)
	node --test bindings/js/test/

# The C tests (all but the thread test) as wasm32-wasi programs, linked with the same
# objects as the module, run under Node's WASI.
$(BUILD)/wasm/tests/%.wasm: bindings/c/tests/%.c bindings/c/tests/check.h include/autolayout.h $(WASM)
	@mkdir -p $(dir $@)
	$(WASM_CLANG) --target=wasm32-wasi --sysroot=/usr $(CFLAGS) -c $< -o $@.o
	$(WASM_LD) /usr/lib/wasm32-wasi/crt1-command.o $@.o $(BUILD)/wasm/objects/*.o -L/usr/lib/wasm32-wasi -lc -lm -o $@

test-wasi: $(WASI_TESTS)
	node --no-warnings bindings/js/wasi/run-tests.mjs $(WASI_TESTS)

# The declarations against the TypeScript examples (Debian's node-typescript).
test-types:
	tsc -p bindings/js/tsconfig.json

# The demo page in headless Chromium (Debian's chromium): frames checked at two window
# sizes, screenshots in build/demo. Not part of `make test`; .ci/run runs it.
test-demo: $(WASM)
	node bindings/js/demo/check-demo.mjs $(BUILD)/demo
