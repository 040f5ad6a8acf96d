"""The published site in the club's language (issue 28): every word of its templates and of the sentences the
publisher composes, its dates, numbers and `lang`, and the count its script writes; Japanese ranks in 級/段.

The English words are taken from the English site of the same club (so a template word nobody wrapped in tr()
is caught too), less the club's own data (names, clubs, events, places, notes); a word also written in the
language itself (its translations, its month names: "Komi", "Handicap", "GoR", "ClubRater") may stay.
"""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from datetime import date
from html.parser import HTMLParser
from pathlib import Path

import html5lib
import pytest

from clubrater.controller.demo import create_demo_club
from clubrater.controller.session import ClubController
from clubrater.controller.site import publish
from clubrater.domain.rank_words import rank_in_language
from clubrater.io.site.lang import TEMPLATE_WORDS, SiteLanguage
from clubrater.io.site.writer import TEMPLATES
from clubrater.io.words import TRANSLATED, ts_path, words

TODAY = date(2026, 11, 23)
SYSTEMS = ["sagc", "egf", "egf2021", "fesa"]
WORD = re.compile(r"[A-Za-z]{2,}")


class _Text(HTMLParser):
    """What a visitor reads (or a screen reader says) on a page: text, titles, placeholders, the script's words."""

    SAID = ("title", "placeholder", "aria-label", "alt", "data-words")

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.parts.extend(v for k, v in attrs if k in self.SAID and v)
        if tag in ("script", "style"):
            self._skip += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip:
            self.parts.append(data)


def shown_text(page: Path) -> str:
    p = _Text()
    p.feed(page.read_text(encoding="utf-8"))
    return "\n".join(p.parts)


def data_strings(ctrl: ClubController) -> list[str]:
    """The club's own words (never translated), longest first so "Sipho Dlamini" goes before "Sipho"."""
    h = ctrl.history
    out = {ctrl.club_name}
    for p in h.players.values():
        out.update((p.name, p.club, p.country))
    for e in h.events.values():
        out.update((e.name, e.place))
    out.update(g.note for g in h.games)
    out.update(a.note for a in h.adjustments)
    return sorted((s for s in out if s), key=len, reverse=True)


def english_words(text: str, data: list[str]) -> set[str]:
    for s in data:
        text = text.replace(s, " ")
    return set(WORD.findall(text))


def own_words(lang: str) -> set[str]:
    """Words a language writes itself: in its translations of the paper and the site, and its month names."""
    root = ET.parse(ts_path(lang)).getroot()
    text: list[str] = []
    for ctx in root.iter("context"):
        if ctx.findtext("name") in ("Site", "Noticeboard"):
            text.extend(t.text or "" for t in ctx.iter("translation"))
            text.extend(f.text or "" for f in ctx.iter("numerusform"))
    w = words(lang)
    text.extend(w.long_date(date(2026, m, 1)) + " " + w.short_date(date(2026, m, 1)) for m in range(1, 13))
    if lang != "ja":  # shogi's grades are Japanese words in every European language (FESA writes "3 Kyu", "1 Dan")
        text.append("kyu Kyu dan Dan")
    return set(WORD.findall(" ".join(text)))


@pytest.fixture(scope="module", params=SYSTEMS)
def club(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    d = tmp_path_factory.mktemp(request.param)
    ctrl = create_demo_club(d / "club.sqlite", request.param, end=date(2026, 11, 20))
    ctrl.close()
    return d / "club.sqlite", request.param


def _publish(club_file: Path, lang: str, out: Path) -> tuple[Path, list[str]]:
    """The club's site in `lang` (a copy of the club, its printout language set as a secretary sets it)."""
    copy = out.parent / f"club-{lang or 'en'}.sqlite"
    shutil.copy(club_file, copy)
    ctrl = ClubController.open(copy)
    try:
        if lang:
            ctrl.settings.set_language(lang)
        publish(ctrl, out, today=TODAY)
        return out, data_strings(ctrl)
    finally:
        ctrl.close()


@pytest.fixture(scope="module")
def english(club: tuple[Path, str], tmp_path_factory: pytest.TempPathFactory) -> dict[str, set[str]]:
    """Each page of the English site -> its English words (the club's own data left out)."""
    site, data = _publish(club[0], "", tmp_path_factory.mktemp("en") / "site")
    found = {str(p.relative_to(site)): english_words(shown_text(p), data) for p in sorted(site.rglob("*.html"))}
    assert len(set().union(*found.values())) > 60  # the site says something (and the test looks at it)
    return found


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_site_in_each_language_has_no_english_word_left(club: tuple[Path, str], english: dict[str, set[str]],
                                                             lang: str, tmp_path: Path) -> None:
    site, data = _publish(club[0], lang, tmp_path / "site")
    pages = sorted(site.rglob("*.html"))
    assert {str(p.relative_to(site)) for p in pages} == set(english)
    allowed = own_words(lang)
    parser = html5lib.HTMLParser(strict=True, namespaceHTMLElements=False)
    for n, page in enumerate(pages):
        rel = str(page.relative_to(site))
        if n < 6 or "events" in page.parts:  # html5lib is slow: the home pages, some players and every event
            doc = parser.parse(page.read_bytes(), likely_encoding="utf-8")  # raises on any parse error
            assert doc.get("lang") == lang, rel
        text = shown_text(page)
        for s in data:
            text = text.replace(s, " ")
        left = (set(WORD.findall(text)) & english[rel]) - allowed
        assert not left, (lang, club[1], rel, sorted(left))
        if lang in ("de", "fr", "cs", "af"):  # a decimal comma: komi 6,5, changes -12,3, GSF 1,5
            assert not re.search(r"\d\.\d", text), (lang, rel, re.search(r".{20}\d\.\d.{20}", text))
        if lang == "ja":  # ranks and grades in 級/段: no 12k, 3d, "3 Kyu" left
            assert not re.search(r"\b\d{1,2}\s?(?:[kdp]|Kyu|Dan)\b", text), (rel, re.search(r".{20}\b\d{1,2}\s?(?:[kdp]|Kyu|Dan)\b.{5}", text))


def test_the_script_counts_in_the_club_language(tmp_path: Path) -> None:
    """The few words site.js writes come from the page, in the club's language and plural."""
    ctrl = create_demo_club(tmp_path / "club.sqlite", "sagc", end=date(2026, 11, 20))
    n = len(ctrl.queries.standings(today=TODAY))
    said = {}
    for lang in ("", *TRANSLATED):
        ctrl.settings.set_language(lang)
        publish(ctrl, tmp_path / f"site-{lang}", today=TODAY)
        m = re.search(r'data-words="([^"]*)"', (tmp_path / f"site-{lang}" / "index.html").read_text(encoding="utf-8"))
        assert m, lang
        said[lang] = m.group(1)
    ctrl.close()
    assert said[""] == f"{{shown}} of {n} players"
    assert said["de"] == f"{{shown}} von {n} Spielern"
    assert said["cs"] == f"{{shown}} z {n} hráčů"
    assert said["ja"] == f"{n} 人中 {{shown}} 人"
    assert len(set(said.values())) == len(said)


def test_every_template_word_is_listed_for_the_translators() -> None:
    """lupdate cannot read Jinja templates: each tr("...") of a template must be one of TEMPLATE_WORDS (which
    lupdate reads), and each listed word must be used, so the list and the templates never drift apart."""
    said: set[str] = set()
    counted: set[str] = set()
    for f in sorted(TEMPLATES.glob("*.html")):
        text = f.read_text(encoding="utf-8")
        said.update(re.findall(r'\btr\("((?:[^"\\]|\\.)*)"', text))
        said.update(re.findall(r'\bL\.tr\("((?:[^"\\]|\\.)*)"', text))
        counted.update(re.findall(r'\bL\.count\("((?:[^"\\]|\\.)*)"', text))
    listed = set(TEMPLATE_WORDS)
    assert said - listed == set(), "template words lupdate never sees"
    lang_py = (Path(__file__).resolve().parents[1] / "clubrater" / "io" / "site" / "lang.py").read_text(encoding="utf-8")
    plurals = set(re.findall(r'\bSite\.tr\("((?:[^"\\]|\\.)*)"', lang_py))
    assert counted and counted == plurals, "counts in the templates and the plural messages lupdate reads"
    python = (Path(__file__).resolve().parents[1] / "clubrater" / "controller" / "site.py").read_text(encoding="utf-8")
    unused = {w for w in listed - said if f'"{w}"' not in python}
    assert unused == set(), "listed words no template uses"


@pytest.mark.parametrize(("rank", "shown"), [
    ("11k", "11級"), ("30k", "30級"), ("1d", "初段"), ("3d", "三段"), ("9d", "九段"), ("1p", "プロ初段"),
    ("3 Kyu", "3級"), ("1 Dan", "初段"), ("12 Dan", "十二段"), ("12 kyu", "12級"), ("2 dan", "二段"), ("", ""),
    ("?", "?")])
def test_japanese_ranks(rank: str, shown: str) -> None:
    """The site writes a rank as the window, the noticeboard and the workbook do (domain/rank_words.py)."""
    assert SiteLanguage("ja").rank(rank) == shown == rank_in_language(rank, "ja")
    assert SiteLanguage("de").rank(rank) == rank


def test_japanese_grades_read_back() -> None:
    """A grade the site writes in Japanese is one the program reads (typing either form works)."""
    from clubrater.domain.shogi import grade_from_ordinal, grade_label, parse_grade

    for o in range(1, 30):
        g = grade_from_ordinal(o)
        assert parse_grade(SiteLanguage("ja").rank(grade_label(g))) == g
