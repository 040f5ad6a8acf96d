"""Text that cannot hurt: control characters and terminal escapes are refused where the secretary types or imports.

A name with `\\x01` breaks a workbook (XML 1.0 forbids it), an escape sequence such as `\\x1b[31m` repaints
the terminal of anyone who runs `clubrater standings`. Such text is refused with the field named, never
stored and never quietly changed. Tab and newline are allowed in notes only. (Invisible format
characters such as U+202E are taken out of names by domain/names.py.)
"""

from __future__ import annotations

import re

from clubrater.domain.message import Messages


class TextMessages(Messages):
    """Text that is refused (control characters, terminal escapes)."""


_ESCAPE = re.compile(r"\x1b(\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[@-_])")


def control_problem(text: str, field: str, *, note: bool = False) -> str | None:
    """'the name contains a terminal escape sequence', 'the note contains the control character U+0001', or None.

    C0 (U+0000-U+001F), DEL and C1 (U+0080-U+009F) are refused; in notes, tab and newline are allowed.
    """
    if not text:
        return None
    if _ESCAPE.search(text) or "\x9b" in text:
        return TextMessages.tr("the {field} contains a terminal escape sequence").format(field=field)
    allowed = "\t\n" if note else ""
    for ch in text:
        code = ord(ch)
        if (code < 0x20 or 0x7F <= code <= 0x9F) and ch not in allowed:
            return TextMessages.tr("the {field} contains the control character U+{code:04X}").format(field=field, code=code)
    return None


def control_problems(fields: dict[str, str], notes: tuple[str, ...] = ("note",)) -> list[str]:
    """Every field of a row with a control character or an escape, in the caller's field names."""
    out = []
    for field, text in fields.items():
        problem = control_problem(text or "", field, note=field in notes)
        if problem:
            out.append(problem)
    return out
