# Build and install the `whittle` command line.
#   make                  release build
#   make install          into $(PREFIX)/bin, with the man page and shell completions
#   make install PREFIX=~/.local
#   make uninstall
PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man/man1
BASH_COMPLETION_DIR ?= $(PREFIX)/share/bash-completion/completions
ZSH_COMPLETION_DIR ?= $(PREFIX)/share/zsh/site-functions
FISH_COMPLETION_DIR ?= $(PREFIX)/share/fish/vendor_completions.d
SWIFT ?= swift
BUILD_FLAGS ?= -c release --product whittle
# Where SwiftPM puts the built whittle; asked once, when first needed.
BIN_PATH ?= $(eval BIN_PATH := $$(shell $(SWIFT) build $(BUILD_FLAGS) --show-bin-path))$(BIN_PATH)
# swift-argument-parser's man page tool: an executable target, not a product, so it is built
# from the resolved checkout as a package of its own (a minute, once).
ARGUMENT_PARSER ?= .build/checkouts/swift-argument-parser
MANUAL_SCRATCH ?= .build/generate-manual
MANUAL_TOOL ?= $(MANUAL_SCRATCH)/release/generate-manual
# The man page and completion scripts, before they are installed.
GENERATED ?= .build/whittle-generated

.PHONY: all build man completions install uninstall clean-generated

all: build

build:
	$(SWIFT) build $(BUILD_FLAGS)

# whittle.1 from the command's own help (swift-argument-parser's generate-manual tool).
man: build
	$(SWIFT) build -c release --package-path "$(ARGUMENT_PARSER)" --scratch-path "$(MANUAL_SCRATCH)" --product generate-manual
	mkdir -p "$(GENERATED)"
	"$(MANUAL_TOOL)" "$(BIN_PATH)/whittle" --output-directory "$(GENERATED)"

completions: build
	mkdir -p "$(GENERATED)"
	"$(BIN_PATH)/whittle" --generate-completion-script bash > "$(GENERATED)/whittle.bash"
	"$(BIN_PATH)/whittle" --generate-completion-script zsh > "$(GENERATED)/_whittle"
	"$(BIN_PATH)/whittle" --generate-completion-script fish > "$(GENERATED)/whittle.fish"

install: build man completions
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)" "$(DESTDIR)$(BASH_COMPLETION_DIR)" \
		"$(DESTDIR)$(ZSH_COMPLETION_DIR)" "$(DESTDIR)$(FISH_COMPLETION_DIR)"
	install -m 755 "$(BIN_PATH)/whittle" "$(DESTDIR)$(BINDIR)/whittle"
	install -m 644 "$(GENERATED)/whittle.1" "$(DESTDIR)$(MANDIR)/whittle.1"
	install -m 644 "$(GENERATED)/whittle.bash" "$(DESTDIR)$(BASH_COMPLETION_DIR)/whittle"
	install -m 644 "$(GENERATED)/_whittle" "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_whittle"
	install -m 644 "$(GENERATED)/whittle.fish" "$(DESTDIR)$(FISH_COMPLETION_DIR)/whittle.fish"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/whittle" "$(DESTDIR)$(MANDIR)/whittle.1" \
		"$(DESTDIR)$(BASH_COMPLETION_DIR)/whittle" "$(DESTDIR)$(ZSH_COMPLETION_DIR)/_whittle" \
		"$(DESTDIR)$(FISH_COMPLETION_DIR)/whittle.fish"

clean-generated:
	rm -rf "$(GENERATED)"
