"""ClubRater: a rating secretary's program for Go and shogi clubs."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("clubrater")
except PackageNotFoundError:  # running from a source tree or a frozen build without metadata
    __version__ = "0.1.0"
