# The two commands a secretary or a developer needs: `make run` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup run test bench lint package clean translations

# The window's translations (issue 13): clubrater/i18n/clubrater_LL.ts are kept in git, the .qm files
# Qt loads are built from them (each .qm is its own stamp: it is built again when its .ts changes).
LANGS := de fr cs af ja
I18N := clubrater/i18n
TS_FILES := $(foreach l,$(LANGS),$(I18N)/clubrater_$(l).ts)
QM_FILES := $(TS_FILES:.ts=.qm)
# Every file with words a secretary reads: the window, the printout and workbook words read by io/words.py, and
# the sentences the controller composes (domain/message.py: `XMessages.tr(...)` in any layer below the window).
I18N_SOURCES = $(sort $(wildcard clubrater/ui/*.py clubrater/ui/*/*.py clubrater/controller/*.py clubrater/domain/*.py \
	clubrater/engines/*.py clubrater/io/*.py clubrater/io/site/*.py clubrater/store/*.py))

# The optional compiled engines (issue 14, scripts/build_engines.py): built again when an engine's source
# changes. The script never fails: a machine without a C compiler rates with the pure-Python engines.
ENGINE_SOURCES := clubrater/engines/sagc.py clubrater/engines/egf.py clubrater/engines/egf2021.py
ENGINES_STAMP := clubrater/engines/compiled/__init__.py

setup: $(STAMP) $(QM_FILES) $(ENGINES_STAMP)

$(ENGINES_STAMP): $(STAMP) $(ENGINE_SOURCES) scripts/build_engines.py
	$(BIN)/python scripts/build_engines.py

$(I18N)/%.qm: $(I18N)/%.ts
	$(BIN)/pyside6-lrelease -silent $< -qm $@

# Refresh the .ts files from the code: new messages come in unfinished, gone ones go (-no-obsolete),
# no line numbers (-locations none), so the files change only when the words do. No dependency on
# setup: translators refresh their file without reinstalling anything. flock: never while
# scripts/i18n_fill.py is writing one of the files (it takes the same lock).
LOCKED = $(if $(shell command -v flock 2>/dev/null),flock $(I18N)/.lock,)
translations:
	$(LOCKED) $(BIN)/pyside6-lupdate -no-obsolete -locations none $(I18N_SOURCES) -ts $(TS_FILES)

# PYTHONWARNINGS: setuptools 80+ tells every editable install of a flat layout to beware of same-named
# folders, a screenful on the first `make run` (issue 30); the licence is an SPDX string for the same reason.
$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	PYTHONWARNINGS="ignore:Editable installation" $(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

# On Linux, first the X11 libraries Qt's window needs: missing ones get the one command that installs them.
run: setup
	$(BIN)/python scripts/check_qt_libs.py
	$(BIN)/clubrater

test: setup
	$(BIN)/ruff check clubrater tests benchmarks scripts
	$(BIN)/mypy
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest $(if $(CI),-m "slow or not slow",-m "not slow") $(PYTEST_ARGS)

# Each file in a process of its own: a benchmark must not inherit the heap of the one before.
bench: setup
	set -e; for f in benchmarks/bench_*.py; do \
		QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest $$f --benchmark-only --benchmark-enable -p no:cacheprovider -s $(PYTEST_ARGS); \
	done

lint: setup
	$(BIN)/ruff check clubrater tests benchmarks scripts
	$(BIN)/mypy

package: setup
	$(BIN)/pyinstaller --noconfirm --clean --distpath dist --workpath build packaging/clubrater.spec

clean:
	rm -rf build dist .pytest_cache clubrater/engines/compiled
