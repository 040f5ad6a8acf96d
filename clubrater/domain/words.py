"""Counts in words: "1 game", "2 games" (issue 17). One place, so a translation can take it over later."""

from __future__ import annotations

_IRREGULAR = {"match": "matches"}


def count(n: int, noun: str, plural: str | None = None, *, sep: str = "") -> str:
    """ "1 game", "3 games", "1,204 games" with sep=","; `plural` when it is not the noun plus "s"."""
    many = plural or _IRREGULAR.get(noun) or f"{noun}s"
    number = f"{n:,}" if sep == "," else str(n)
    return f"{number} {noun if n == 1 else many}"
