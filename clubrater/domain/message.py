"""Sentences the controller composes, said in the reader's language (issue 28), without Qt.

A controller sentence is a `Msg`: a `str` holding the English (what the command line prints, byte for
byte, and what a log or a test reads) that also remembers how it was made: its translation context,
its English source and its values. A front end that speaks another language says it again with
`msg.said(speaker)`, where the speaker translates (the window: Qt's translators; paper: io/words.py,
both from clubrater/i18n/clubrater_LL.ts) and writes dates, numbers and ranks its own way.

Writing one (docs/architecture.md, "Words"):

    class PlayerMessages(Messages):   # the class name is the translation context
        pass

    raise ClubRaterError(PlayerMessages.tr("{name} is not in the player list.").format(name=name))
    PlayerMessages.tr("%n game(s) imported", "", n)          # a count: %n, English "(s)"/"(es)" rules

pyside6-lupdate extracts `PlayerMessages.tr("...")` (the name before `.tr` is the context; the
Makefile's I18N_SOURCES lists every module holding sentences). Values go in through `.format(**values)`
only (never an f-string: the text would be English in every language). A value that is itself a `Msg`
(a reason inside a refusal), a `Joined` list of them, a `date`, a number or a `RankText` is said in the
reader's language too; anything else is shown as it is (names, files, numbers as text).
"""

from __future__ import annotations

import functools
import string
from collections.abc import Iterable, Mapping
from datetime import date, datetime
from typing import Any, Protocol


class Speaker(Protocol):
    """Who says a message: a language's translations and its ways with dates, numbers and ranks."""

    @property
    def language(self) -> str: ...  # "" English, "de", "ja", ...

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str: ...

    def day(self, d: date) -> str: ...

    def number(self, text: str) -> str: ...

    def rank(self, label: str) -> str: ...


def english_plural(text: str, n: int) -> str:
    """English as the source is written: "%n game(s)" -> "1 game" / "3 games", "(es)" -> "matches", "%Ln" ->
    "1,204" (Qt's locale-aware count)."""
    if n < 0:
        return text
    one = n == 1
    text = text.replace("(es)", "" if one else "es").replace("(s)", "" if one else "s")
    return text.replace("%Ln", f"{n:,}").replace("%n", str(n))


class _English:
    """The source language: the text as written, dates as ISO (what `str(date)` gives), numbers as Python writes them."""

    language = ""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return source

    def day(self, d: date) -> str:
        return d.isoformat()

    def number(self, text: str) -> str:
        return text

    def rank(self, label: str) -> str:
        return label


ENGLISH: Speaker = _English()


class _Formatter(string.Formatter):
    """str.format with each value said by the speaker first (a Msg in its language, a date its way)."""

    def __init__(self, speaker: Speaker) -> None:
        self.speaker = speaker

    def format_field(self, value: Any, format_spec: str) -> str:
        sp = self.speaker
        if isinstance(value, Text):
            return format(value.said(sp), format_spec)
        if isinstance(value, date) and not isinstance(value, datetime) and not format_spec:
            return sp.day(value)
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return sp.number(format(value, format_spec))
        return format(value, format_spec)


def compose(text: str, n: int, values: Mapping[str, object], speaker: Speaker) -> str:
    """`text` (a translation or the source) with its count and values put in; the text as it is when a value is
    missing (a template not yet formatted)."""
    if n >= 0:
        text = english_plural(text, n) if not speaker.language or "(s)" in text else \
            text.replace("%Ln", speaker.number(f"{n:,}")).replace("%n", str(n))
    if not values:
        return _unbraced(text) if "{{" in text or "}}" in text else text
    try:
        if speaker is ENGLISH:  # every value's str is its English (a Msg, a Day, a RankText): plain str.format
            return text.format_map(values)
        return _Formatter(speaker).vformat(text, (), values)
    except (KeyError, IndexError, ValueError):
        return text


def _unbraced(text: str) -> str:
    """A text with no values as str.format would leave it ("{{" -> "{") if it has only escaped braces."""
    try:
        return text.format()
    except (KeyError, IndexError, ValueError):
        return text


class Text(str):
    """A text that can be said again in another language: `str` is its English, `said(speaker)` the reader's."""

    def said(self, speaker: Speaker) -> str:
        return str(self)


class Msg(Text):
    """An English sentence that can be said again in another language (see the module's note)."""

    context: str
    source: str
    disambiguation: str | None
    n: int
    values: Mapping[str, object]

    def __new__(cls, context: str, source: str, disambiguation: str | None = None, n: int = -1,
                values: Mapping[str, object] | None = None) -> Msg:  # fmt: skip
        vals = dict(values) if values else {}
        self = super().__new__(cls, compose(source, n, vals, ENGLISH))
        self.__dict__.update(context=context, source=source, disambiguation=disambiguation, n=n, values=vals)
        return self

    def format(self, *args: object, **values: object) -> Msg:
        """The sentence with its values (by name only: translations may put them in another order)."""
        if args:
            raise TypeError("Msg.format takes named values only")
        if self.values:
            values = {**self.values, **values}
        out = str.__new__(Msg, compose(self.source, self.n, values, ENGLISH))
        out.__dict__.update(context=self.context, source=self.source, disambiguation=self.disambiguation, n=self.n,
                            values=values)
        return out

    def said(self, speaker: Speaker) -> str:
        """The sentence in `speaker`'s language (the English when there is no translation)."""
        text = speaker.translate(self.context, self.source, self.disambiguation, self.n) or self.source
        return compose(text, self.n, self.values, speaker)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Msg, (self.context, self.source, self.disambiguation, self.n, self.values))


class Joined(Text):
    """Sentences (or names) joined by `sep`, each said in the reader's language: "line 3: ...; line 7: ..."."""

    items: tuple[object, ...]
    sep: str | Msg

    def __new__(cls, sep: str | Msg, items: Iterable[object]) -> Joined:
        parts = tuple(items)
        self = super().__new__(cls, str(sep).join(str(i) for i in parts))
        self.items, self.sep = parts, sep
        return self

    def said(self, speaker: Speaker) -> str:
        sep = self.sep.said(speaker) if isinstance(self.sep, Msg) else self.sep
        return sep.join(said(i, speaker) for i in self.items)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Joined, (self.sep, self.items))


class RankText(Text):
    """A Go rank ("3d") or shogi grade ("3 Kyu") inside a sentence: the reader sees it as their language writes
    it (Japanese 三段, 3級); the English is the label as typed."""

    def said(self, speaker: Speaker) -> str:
        return speaker.rank(str(self))


class Day(Text):
    """A date inside a sentence whose English is not ISO ("04 Mar 2025": `Day(d, "%d %b %Y")`): said in the reader's
    one date form (a plain `date` value is ISO in English and the reader's form otherwise)."""

    day: date
    english: str

    def __new__(cls, d: date, english: str = "%Y-%m-%d") -> Day:
        """`english` is a strftime form ("%d %b %Y") or, without a %, the English text itself ("4 Mar 2024")."""
        self = super().__new__(cls, format(d, english) if "%" in english else english)
        self.day, self.english = d, english
        return self

    def said(self, speaker: Speaker) -> str:
        return str(self) if speaker is ENGLISH else speaker.day(self.day)

    def __reduce__(self) -> tuple[Any, ...]:
        return (Day, (self.day, self.english))


class Sentence(Text):
    """A problem ("the name is empty") as the sentence a refusal shows: "The name is empty." (Japanese: 。).
    With stop=False only the capital: "The name is empty; nothing was changed." puts it first in another."""

    inner: object
    stop: bool

    def __new__(cls, problem: object, stop: bool = True) -> Sentence:
        english = str(problem)
        self = super().__new__(cls, english[:1].upper() + english[1:] + ("." if stop else "") if english else "")
        self.inner, self.stop = problem, stop
        return self

    def said(self, speaker: Speaker) -> str:
        text = said(self.inner, speaker)
        if not text:
            return ""
        end = "" if not self.stop or text.endswith(("。", ".")) else "。" if speaker.language == "ja" else "."
        return text[:1].upper() + text[1:] + end

    def __reduce__(self) -> tuple[Any, ...]:
        return (Sentence, (self.inner, self.stop))


class Clause(Text):
    """A refusal's sentence used as a problem inside another ("… is not a shogi handicap"): its full stop off."""

    inner: object

    def __new__(cls, text: object) -> Clause:
        self = super().__new__(cls, str(text).rstrip("."))
        self.inner = text
        return self

    def said(self, speaker: Speaker) -> str:
        return said(self.inner, speaker).rstrip(".。")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Clause, (self.inner,))


def said(text: object, speaker: Speaker) -> str:
    """Any text in `speaker`'s language: a Msg (or Joined, RankText) said again, anything else as it is."""
    if isinstance(text, Text):
        return text.said(speaker)
    if isinstance(text, date) and not isinstance(text, datetime):
        return speaker.day(text)
    return str(text)


def known(context: str, text: str, disambiguation: str | None = None) -> Msg:
    """A word another module marks for the translators (QT_TRANSLATE_NOOP), said in the reader's language: a
    rating system's name `known("RatingSystems", system.label)`, a game type; the English when it has no
    translation (a system registered later)."""
    return Msg(context, text, disambiguation)


def message_of(exc: BaseException) -> str:
    """An exception's sentence as made (a Msg stays one, so a reader can say it in its language); else str(exc)."""
    first = exc.args[0] if len(exc.args) == 1 else None
    return first if isinstance(first, str) else str(exc)


class Messages:
    """A translation context for controller sentences: subclass it, the class name is the context.

    `tr` has Qt's signature (source, disambiguation, n), so pyside6-lupdate extracts `Name.tr("...")` calls,
    counts (`Name.tr("%n game(s)", "", n)`) as plural messages included."""

    @classmethod
    def tr(cls, source: str, disambiguation: str | None = None, n: int = -1) -> Msg:
        return _template(cls.__name__, source, disambiguation or None, n)


@functools.lru_cache(maxsize=4096)
def _template(context: str, source: str, disambiguation: str | None, n: int) -> Msg:
    """A sentence before its values, made once (a chart's labels make thousands of the same): `format` copies it."""
    return Msg(context, source, disambiguation, n)


__all__ = ["ENGLISH", "Clause", "Day", "Joined", "Messages", "Msg", "RankText", "Sentence", "Speaker", "Text", "compose",
           "english_plural", "known", "message_of", "said"]
