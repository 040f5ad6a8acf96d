"""ClubRater: a rating secretary's program for Go and shogi clubs."""

# The same as pyproject.toml's version (tests/test_cli_speed.py checks it, and the installed metadata): read from
# the package's metadata, importlib.metadata cost every command and every start 25-30 ms (issue 29).
__version__ = "0.1.0"
