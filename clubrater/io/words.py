"""The club's language on paper and in the workbook (issue 13), read without Qt.

The window translates through Qt (QTranslator and the built .qm files). The noticeboard,
the player report and the workbook belong to the club, not to the computer, and the workbook
is written with no Qt at all; so their words are read here, in plain Python, from the same
translation sources the translators fill in (clubrater/i18n/clubrater_LANG.ts, contexts
"Noticeboard", "PlayerReport" and "Workbook"). `Words.translate` has the signature of
`QCoreApplication.translate`, so pyside6-lupdate extracts every `words.translate("Context", ...)`
call like any other translatable string.
"""

from __future__ import annotations

import functools
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import said
from clubrater.domain.rank_words import rank_in_language

I18N_DIR = Path(__file__).resolve().parent.parent / "i18n"

# The languages ClubRater speaks, each by its own name (what a chooser shows); "" is English, the source.
LANGUAGES: dict[str, str] = {
    "": "English", "de": "Deutsch", "fr": "Français", "cs": "Čeština", "af": "Afrikaans", "ja": "日本語",
}
TRANSLATED = tuple(code for code in LANGUAGES if code)
# How many plural forms each language's translations carry (Qt's rules, see `plural_form`).
PLURAL_FORMS: dict[str, int] = {"": 2, "de": 2, "fr": 2, "af": 2, "cs": 3, "ja": 1}

# Dates on paper, per language (the window uses QLocale): day month year in each one's own order.
_MONTHS = {
    "": ("January February March April May June July August September October November December",
         "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec"),
    "de": ("Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
           "Jan. Feb. März Apr. Mai Juni Juli Aug. Sep. Okt. Nov. Dez."),
    "fr": ("janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
           "janv. févr. mars avr. mai juin juil. août sept. oct. nov. déc."),
    "cs": ("ledna února března dubna května června července srpna září října listopadu prosince",  # genitive: 12. listopadu
           "led. úno. bře. dub. kvě. čvn. čvc. srp. zář. říj. lis. pro."),
    "af": ("Januarie Februarie Maart April Mei Junie Julie Augustus September Oktober November Desember",
           "Jan. Feb. Mrt. Apr. Mei Jun. Jul. Aug. Sep. Okt. Nov. Des."),
}
_DATE_PATTERNS = {  # (long, short, month and year)
    "": ("{d} {M} {y}", "{d} {m} {y}", "{m} {y}"),
    "de": ("{d}. {M} {y}", "{d}. {m} {y}", "{m} {y}"),
    "fr": ("{d} {M} {y}", "{d} {m} {y}", "{m} {y}"),
    "cs": ("{d}. {M} {y}", "{d}. {mn}. {y}", "{mn}/{y}"),
    "af": ("{d} {M} {y}", "{d} {m} {y}", "{m} {y}"),
    "ja": ("{y}年{mn}月{d}日", "{y}/{mn:02d}/{d:02d}", "{y}年{mn}月"),
}


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:  # noqa: N802 - the name pyside6-lupdate looks for
    """Marks a constant for the translators (lupdate extracts it); translate it where it is used."""
    return source


def language_code(code: str | None) -> str:
    """A language as ClubRater keeps it: "de_DE.UTF-8", "de-AT", "DE" -> "de"; English and unknown -> ""."""
    base = (code or "").strip().replace("-", "_").split(".")[0].split("_")[0].lower()
    return base if base in LANGUAGES else ""


def check_language(code: str) -> str:
    """The code for a language ClubRater speaks, or one clear sentence (nothing is changed)."""
    wanted = (code or "").strip()
    if wanted.lower() in ("", "en", "english"):
        return ""
    for c, name in LANGUAGES.items():
        if wanted.lower() in (c, name.lower()) or language_code(wanted) == c != "":
            return c
    known = ", ".join(f"{c or 'en'} ({n})" for c, n in LANGUAGES.items())
    raise ClubRaterError(f'ClubRater has no language "{code}"; it speaks {known}.')


def plural_form(lang: str, n: int) -> int:
    """Which plural form a count takes, as Qt's translator chooses it for `%n`."""
    if lang == "ja":
        return 0
    if lang == "fr":
        return 0 if n <= 1 else 1
    if lang == "cs":
        return 0 if n == 1 else 1 if 2 <= n <= 4 else 2
    return 0 if n == 1 else 1


@dataclass(frozen=True, slots=True)
class Words:
    """One language's translations of the paper and workbook words; English (the source) has none."""

    language: str
    table: dict[tuple[str, str, str], tuple[str, ...]] = field(default_factory=dict)

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        """As QCoreApplication.translate: the translation if there is one, else the English; `%n` becomes n."""
        forms = self.table.get((context, source, disambiguation or ""))
        if not forms:  # English (the source) says "%n game(s)": one game, 3 games, as ui/plural.py does
            return source.replace("%n", str(n)).replace("(s)", "" if n == 1 else "s") if n >= 0 else source
        pick = plural_form(self.language, n) if n >= 0 else 0
        text = forms[min(pick, len(forms) - 1)] or forms[0] or source
        return text.replace("%n", str(n)) if n >= 0 else text

    def context(self, name: str) -> Context:
        """`Noticeboard = w.context("Noticeboard")`, then `Noticeboard.tr("%n player(s)", "", n)`: spelled so,
        pyside6-lupdate marks a count as a plural message. It does not for translate(..., n) with a variable n
        (only for a literal number), so every count on paper goes through a context's tr()."""
        return Context(self, name)

    # ------------------------------------------------------------------ a controller's sentence (domain/message.py)
    def say(self, text: object) -> str:
        """A controller sentence (a Msg) in this language, with its dates, numbers and ranks; other text as it is."""
        return said(text, self)

    def day(self, d: date) -> str:
        """A date inside a sentence on paper: the short form ("12 Nov 2026", "2026/11/12")."""
        return self.short_date(d)

    def number(self, text: str) -> str:
        """Numbers on paper are written as the program writes them (the noticeboard's columns do the same)."""
        return text

    def rank(self, label: str) -> str:
        """A Go rank or shogi grade as this language writes it (Japanese 三段, 11級; domain/rank_words.py)."""
        return rank_in_language(label, self.language)

    # ------------------------------------------------------------------ dates on paper
    def long_date(self, d: date) -> str:
        return self._date(d, 0)

    def short_date(self, d: date | None) -> str:
        return self._date(d, 1) if d else ""

    def month_year(self, d: date) -> str:
        return self._date(d, 2)

    def _date(self, d: date, which: int) -> str:
        lang = self.language if self.language in _DATE_PATTERNS else ""
        long_names, short_names = _MONTHS.get(lang, _MONTHS[""])
        return _DATE_PATTERNS[lang][which].format(d=d.day, y=d.year, mn=d.month, M=long_names.split()[d.month - 1],
                                                  m=short_names.split()[d.month - 1])


@dataclass(frozen=True, slots=True)
class Context:
    """One context of a language's words, with Qt's tr() signature (see `Words.context`)."""

    words: Words
    name: str

    def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return self.words.translate(self.name, source, disambiguation, n)


def ts_path(lang: str) -> Path:
    return I18N_DIR / f"clubrater_{lang}.ts"


def words(language: str | None) -> Words:
    """The words of `language` ("" or unknown: English). Read once per change of the .ts file."""
    lang = language_code(language)
    if not lang:
        return Words("")
    path = ts_path(lang)
    for candidate in (path, path.with_name(path.name + ".gz")):  # the packaged folder ships them compressed
        try:
            stamp = candidate.stat().st_mtime_ns
        except OSError:
            continue
        return _read(lang, str(candidate), stamp)
    return Words(lang)  # not shipped (a source tree without translations): English rather than nothing


@functools.lru_cache(maxsize=16)
def _read(lang: str, path: str, _stamp: int) -> Words:
    table: dict[tuple[str, str, str], tuple[str, ...]] = {}
    if path.endswith(".gz"):
        import gzip

        with gzip.open(path) as fh:
            root = ET.parse(fh).getroot()
    else:
        root = ET.parse(path).getroot()
    for ctx in root.iter("context"):
        name = ctx.findtext("name") or ""
        for msg in ctx.iter("message"):
            tr = msg.find("translation")
            if tr is None or tr.get("type") in ("obsolete", "vanished"):
                continue
            if msg.get("numerus") == "yes":
                forms = tuple((f.text or "") for f in tr.iter("numerusform"))
            else:
                forms = (tr.text or "",)
            if any(forms):
                table[(name, msg.findtext("source") or "", msg.findtext("comment") or "")] = forms
    return Words(lang, table)


def workbook_aliases(english: str) -> list[str]:
    """`english` as the workbook writes it in every language ClubRater speaks ("Players" -> "Spieler", "Joueurs",
    ...; case does not matter): the importer reads a workbook back whatever the club's language was."""
    out: list[str] = []
    for lang in TRANSLATED:
        for text in _workbook_index(words(lang)).get(english.casefold(), ()):
            if text.casefold() != english.casefold() and text not in out:
                out.append(text)
    return out


def _workbook_index(w: Words) -> dict[str, list[str]]:
    """The Workbook context of `w` by English text folded: kept per loaded table (one per .ts file version)."""
    index = _INDEXES.get(id(w.table))
    if index is None or index[0] is not w.table:
        by: dict[str, list[str]] = {}
        for (context, source, _dis), forms in w.table.items():
            if context == "Workbook" and forms and forms[0]:
                by.setdefault(source.casefold(), []).append(forms[0])
        index = _INDEXES[id(w.table)] = (w.table, by)
    return index[1]


_INDEXES: dict[int, tuple[dict[tuple[str, str, str], tuple[str, ...]], dict[str, list[str]]]] = {}


__all__ = ["LANGUAGES", "QT_TRANSLATE_NOOP", "PLURAL_FORMS", "TRANSLATED", "Words", "check_language", "language_code", "plural_form", "workbook_aliases", "words"]
