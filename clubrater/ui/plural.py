"""English plurals when no translator is installed.

Qt fills in the count for "%n game(s)" but, without a translation, leaves the "(s)" as written. The
source language is English, so the window (and its tests, which run untranslated) resolves it here:
"1 game", "3 games". A translation gives its own plural forms and has no "(s)" left to resolve.
"""

from __future__ import annotations


def counted(text: str, n: int) -> str:
    """`text` as returned by tr(..., n): "(s)" becomes "" for one and "s" for any other count."""
    return text.replace("(s)", "" if n == 1 else "s")
