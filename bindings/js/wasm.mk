# The WebAssembly build and the JS package autolayout-wasm (bindings/js, see its README);
# included by the Makefile. The JS tests join `make test` when node is installed.
WASM := $(BUILD)/wasm/autolayout.wasm
SWIFTC := $(dir $(shell command -v $(SWIFT)))swiftc
TEST_JS := $(if $(shell command -v node),test-js)

.PHONY: wasm test-js

wasm: $(WASM)

# The package directory carries its own copy, so that it works as it stands.
$(WASM): $(LIBRARY_SOURCES) bindings/js/build-wasm.sh $(wildcard bindings/js/wasm/*.c)
	SWIFTC=$(SWIFTC) bindings/js/build-wasm.sh $@
	cp $@ bindings/js/autolayout.wasm

test-js: $(WASM)
	node --test bindings/js/test/
