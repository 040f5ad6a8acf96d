# The two commands a secretary or a developer needs: `make run` and `make test`.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: setup run test bench lint package clean

setup: $(STAMP)

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
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
	rm -rf build dist .pytest_cache
