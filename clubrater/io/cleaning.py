"""Every reader's last step: names, clubs and notes without invisible format characters, and a note of each change.

A right-to-left override (U+202E) in a name shows it backwards in every list and
sheet; zero-width characters make two names look alike. The readers of CSV,
workbooks, EGD tables and FESA files all hand their batch to `clean_batch`, which
applies domain/names.py's one rule and writes what it took out into `batch.notes`,
which the import preview shows. Nothing else about a text changes.
"""

from __future__ import annotations

from clubrater.domain.message import Messages
from clubrater.domain.names import invisible_characters, strip_invisible
from clubrater.domain.records import ImportBatch


class CleaningMessages(Messages):
    """Names cleaned on import."""


def clean_batch(batch: ImportBatch) -> ImportBatch:
    """The batch with every name, club, country, note, event name and place cleaned (in place); returns it."""
    seen: set[tuple[int, str]] = set()

    def name(text: str, line: int) -> str:
        out = clean(text, line)
        return " ".join(out.split()) if out is not text else text

    def clean(text: str, line: int) -> str:
        if not text or text.isascii():
            return text
        out = strip_invisible(text)
        if out == text:
            return text
        if (line, text) not in seen:
            seen.add((line, text))
            gone = ", ".join(invisible_characters(text))
            batch.notes.append((line, CleaningMessages.tr('"{name}": took out invisible characters ({characters})').format(
                name=" ".join(out.split()), characters=gone)))
        return out

    for p in batch.players:
        p.name = name(p.name, p.line)
        p.club = name(p.club, p.line)
        p.country = name(p.country, p.line)
        if p.start_state:
            for key in ("last_name", "first_name"):
                value = p.start_state.get(key)
                if isinstance(value, str):
                    p.start_state[key] = " ".join(strip_invisible(value).split())
    for e in batch.events:
        e.name = name(e.name, 0)
        e.place = name(e.place, 0)
    for g in batch.games:
        g.black = name(g.black, g.line)
        g.white = name(g.white, g.line)
        if g.event is not None:
            g.event = name(g.event, g.line)
        g.note = clean(g.note, g.line)
    for a in batch.adjustments:
        a.player = name(a.player, a.line)
        a.note = clean(a.note, a.line)
    batch.names_on_bad_rows = [(line, " ".join(strip_invisible(n).split())) for line, n in batch.names_on_bad_rows]
    return batch
