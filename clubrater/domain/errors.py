"""The project's own errors: every refusal the user sees is one of these."""

from __future__ import annotations


class ClubRaterError(Exception):
    """A refusal with a message meant for the club secretary, never a traceback."""


class RankError(ClubRaterError, ValueError):
    """A rank that cannot be read."""


class InputError(ClubRaterError):
    """A file or form with bad rows; `problems` lists each as (line, reason)."""

    def __init__(self, message: str, problems: list[tuple[int, str]] | None = None) -> None:
        self.problems = problems or []
        if self.problems:
            shown = "; ".join(f"line {line}: {reason}" for line, reason in self.problems[:50])
            more = len(self.problems) - 50
            if more > 0:
                shown += f"; and {more} more"
            message = f"{message} {shown}."
        super().__init__(message)
