"""Text that cannot hurt: control characters and terminal escapes are refused where the secretary types or imports.

A name with `\\x01` breaks a workbook (XML 1.0 forbids it), an escape sequence such as `\\x1b[31m` repaints
the terminal of anyone who runs `clubrater standings`. Such text is refused with the field named, never
stored and never quietly changed, from every source (typing, files, rating lists, the federation server's
CHECK, which uses the same pattern: CONTROL_PATTERN). Tab and newline are allowed in notes only. (Invisible format
characters such as U+202E are taken out of names by domain/names.py.)

What is already stored (a name inserted with psql before the server's CHECK, a club file written by
another program) never reaches a terminal raw either: the command line prints it through `printable`.
Names have one length limit wherever they come in (MAX_NAME, the server's VARCHAR(200) too).
"""

from __future__ import annotations

import re

from clubrater.domain.message import Messages

# The control characters refused in stored text: C0, DEL and C1, as a regular expression that Python's `re` and
# PostgreSQL's `~` read alike (the federation server's CHECK constraints use this very pattern).
CONTROL_PATTERN = r"[\x00-\x1f\x7f-\x9f]"
NOTE_ALLOWED = "\t\n"  # the two a note may hold
MAX_NAME = 200  # characters in a player's, an event's, a club's or a list entry's name, on every way in


class TextMessages(Messages):
    """Text that is refused (control characters, terminal escapes, names too long)."""


_ESCAPE = re.compile(r"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[@-_])")


def control_problem(text: str, field: str, *, note: bool = False) -> str | None:
    """'the name contains a terminal escape sequence', 'the note contains the control character U+0001', or None.

    C0 (U+0000-U+001F), DEL and C1 (U+0080-U+009F) are refused; in notes, tab and newline are allowed.
    """
    if not text:
        return None
    if _ESCAPE.search(text) or "\x9b" in text:
        return TextMessages.tr("the {field} contains a terminal escape sequence").format(field=field)
    allowed = NOTE_ALLOWED if note else ""
    for ch in text:
        code = ord(ch)
        if (code < 0x20 or 0x7F <= code <= 0x9F) and ch not in allowed:
            return TextMessages.tr("the {field} contains the control character U+{code:04X}").format(field=field, code=code)
    return None


def length_problem(text: str, field: str, limit: int = MAX_NAME) -> str | None:
    """'the name is 10,000,014 characters long (at most 200)', or None."""
    n = len(text or "")
    if n <= limit:
        return None
    return TextMessages.tr("the {field} is {length} characters long (at most {limit})").format(
        field=field, length=f"{n:,}", limit=limit)


# What the command line escapes: the control characters, and the bidirectional embeddings, overrides and
# isolates that reorder what a terminal shows (U+202A-U+202E, U+2066-U+2069; stored before issue 16 took them out).
_UNSHOWN = re.compile(CONTROL_PATTERN[:-1] + r"\u202a-\u202e\u2066-\u2069]")


_JSON_UNSHOWN = re.compile(r"[\x7f-\x9f\u202a-\u202e\u2066-\u2069]")  # json.dumps escapes C0 itself


def _escaped(match: re.Match[str]) -> str:
    code = ord(match.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def printable(text: str, keep: str = "") -> str:
    """`text` with every control character shown as its escape (`\\x1b`, `\\x9b`, `\\u202e`) except those in
    `keep`: what the command line prints of stored text, so nothing stored can drive the terminal."""
    if text.isprintable():
        return text
    if keep:
        return _UNSHOWN.sub(lambda m: m.group() if m.group() in keep else _escaped(m), text)
    return _UNSHOWN.sub(_escaped, text)


def json_safe(text: str) -> str:
    """JSON text (ensure_ascii off) with DEL, C1 and the bidirectional controls as \\u escapes too (JSON escapes
    only C0 itself): the same data, never raw on a terminal."""
    return _JSON_UNSHOWN.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def control_problems(fields: dict[str, str], notes: tuple[str, ...] = ("note",)) -> list[str]:
    """Every field of a row with a control character or an escape, in the caller's field names."""
    out = []
    for field, text in fields.items():
        problem = control_problem(text or "", field, note=field in notes)
        if problem:
            out.append(problem)
    return out
