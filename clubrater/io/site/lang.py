"""The published site in the club's language (issue 28): its words, dates, numbers and ranks.

The site belongs to the club, like the noticeboard: it speaks the club's printout language (Club
settings > Printout language, `clubrater settings --language`), read by io/words.py from the same
catalogs (clubrater/i18n/clubrater_LL.ts, context "Site") the translators fill in. The templates
say `{{ tr("Standings") }}`; pyside6-lupdate does not read Jinja templates, so every template word
is listed below with QT_TRANSLATE_NOOP (tests/test_site_language.py holds the list and the
templates to each other). What the controller composes (record sheet words, "why" sentences) is
translated where it is composed, controller/site.py, in the same context.
"""

from __future__ import annotations

from datetime import date

from markupsafe import Markup, escape

from clubrater.domain.rank_words import rank_in_language
from clubrater.io.words import QT_TRANSLATE_NOOP, Context, Words, words

CONTEXT = "Site"
# Languages writing a decimal comma (the window's QLocale agrees: 6,5 komi in German, French, Czech, Afrikaans).
_DECIMAL_COMMA = frozenset({"de", "fr", "cs", "af"})

# Every word of the site's own templates (io/site/templates/*.html): lupdate reads them from here.
TEMPLATE_WORDS = (
    # base.html
    #: The site's menu: the page with the rating list.
    QT_TRANSLATE_NOOP("Site", "Standings"),
    #: The site's menu: the page with the games of the latest club evening.
    QT_TRANSLATE_NOOP("Site", "Last club night"),
    #: The footer of every page; {system} is the rating system's name, e.g. "SAGC rank and index".
    QT_TRANSLATE_NOOP("Site", "{system}. Published with ClubRater."),
    # index.html
    #: The browser tab's title of the home page.
    QT_TRANSLATE_NOOP("Site", "{club}: standings"),
    QT_TRANSLATE_NOOP("Site", "Standings by {system}."),
    QT_TRANSLATE_NOOP("Site", "Newest game: {date}."),
    #: {date}: the day the site was published.
    QT_TRANSLATE_NOOP("Site", "Updated on {date}."),
    QT_TRANSLATE_NOOP("Site", "Check your own games: open your name for your record sheet and why your index changed."),
    QT_TRANSLATE_NOOP("Site", "Check your own games: open your name for your record sheet and why your GoR changed."),
    QT_TRANSLATE_NOOP("Site", "Check your own games: open your name for your record sheet and why your Elo changed."),
    #: The label of the search box above the standings.
    QT_TRANSLATE_NOOP("Site", "Find a player"),
    #: Placeholder of the search box: what can be typed (a player's name or club).
    QT_TRANSLATE_NOOP("Site", "Name or club"),
    #: Column: position in the list (a few characters wide).
    QT_TRANSLATE_NOOP("Site", "#"),
    QT_TRANSLATE_NOOP("Site", "Name"),
    #: Column (and fact on a player's page): the kyu/dan rank of a Go player.
    QT_TRANSLATE_NOOP("Site", "Rank"),
    #: Column (and fact): a shogi player's FESA grade (kyu/dan).
    QT_TRANSLATE_NOOP("Site", "Grade"),
    #: Column: the number of games played.
    QT_TRANSLATE_NOOP("Site", "Games"),
    QT_TRANSLATE_NOOP("Site", "Last played"),
    #: Column: the player's (home) club.
    QT_TRANSLATE_NOOP("Site", "Club"),
    #: Heading: the club's tournaments listed on the home page.
    QT_TRANSLATE_NOOP("Site", "Events"),
    # last-night.html, games.html
    QT_TRANSLATE_NOOP("Site", "Last club night: {date}"),
    QT_TRANSLATE_NOOP("Site", "No games yet."),
    QT_TRANSLATE_NOOP("Site", "Date"),
    #: Column: the round of a tournament game.
    QT_TRANSLATE_NOOP("Site", "Round"),
    #: Column: the player who had Black.
    QT_TRANSLATE_NOOP("Site", "Black"),
    #: Column: the player who had White.
    QT_TRANSLATE_NOOP("Site", "White"),
    #: Column: the handicap stones (Go) or pieces (shogi).
    QT_TRANSLATE_NOOP("Site", "Handicap"),
    QT_TRANSLATE_NOOP("Site", "Komi"),
    #: Column: who won the game (B+, W+, Jigo).
    QT_TRANSLATE_NOOP("Site", "Result"),
    #: Column: the kind of game (tournament, club, friendly, free).
    QT_TRANSLATE_NOOP("Site", "Type"),
    QT_TRANSLATE_NOOP("Site", "Black's change"),
    QT_TRANSLATE_NOOP("Site", "White's change"),
    # event.html
    #: An event's dates: from {start} to {end}.
    QT_TRANSLATE_NOOP("Site", "{start} to {end}."),
    #: An EGF tournament class (A, B, C or D).
    QT_TRANSLATE_NOOP("Site", "Class {klass}."),
    QT_TRANSLATE_NOOP("Site", "Not rated."),
    #: Column: games won (a jigo counts half).
    QT_TRANSLATE_NOOP("Site", "Wins"),
    #: Column: the rating before (the event, the game).
    QT_TRANSLATE_NOOP("Site", "Before"),
    #: Column: how much the rating changed.
    QT_TRANSLATE_NOOP("Site", "Change"),
    #: Column: the rating after (the event, the game).
    QT_TRANSLATE_NOOP("Site", "After"),
    # player.html
    #: Heading of a player's rating chart.
    QT_TRANSLATE_NOOP("Site", "History"),
    #: The chart's title (read aloud by screen readers); {value}: Index, GoR or Elo.
    QT_TRANSLATE_NOOP("Site", "{name}: {value} over time"),
    #: Heading: the player's results per tournament (EGF, FESA).
    QT_TRANSLATE_NOOP("Site", "Per event"),
    QT_TRANSLATE_NOOP("Site", "Event"),
    QT_TRANSLATE_NOOP("Site", "Record sheet"),
    QT_TRANSLATE_NOOP("Site", "Opponent"),
    #: Column: Black or White (the player's stones).
    QT_TRANSLATE_NOOP("Site", "Colour"),
    #: Column of the SAGC record sheet: who won, B or W.
    QT_TRANSLATE_NOOP("Site", "Winner"),
    #: Column: the SAGC game status factor (tournament 1.5, club 1, friendly 0.5, free 0); keep "GSF" if unsure.
    QT_TRANSLATE_NOOP("Site", "GSF"),
    QT_TRANSLATE_NOOP("Site", "New index"),
    QT_TRANSLATE_NOOP("Site", "New rank"),
    #: Column: the secretary's notes on a game.
    QT_TRANSLATE_NOOP("Site", "Comments"),
    #: Column: the rank after the game (EGF); {rank} is the word for rank or grade.
    QT_TRANSLATE_NOOP("Site", "{rank} after"),
    QT_TRANSLATE_NOOP("Site", "Why did my index change?"),
    QT_TRANSLATE_NOOP("Site", "Why did my GoR change?"),
    QT_TRANSLATE_NOOP("Site", "Why did my Elo change?"),
    #: SAGC's rule in one sentence (seed 001); the abbreviations are the record sheet's factors.
    QT_TRANSLATE_NOOP("Site", "Change = level factor (LF) × game status factor (GSF) × opponent factor (OF) × game "
                              "result factor (GRF) × handicap factor (HF), truncated toward zero; a loss stops at the "
                              "next demotion floor."),
    #: FESA's rule in one sentence.
    QT_TRANSLATE_NOOP("Site", "Change = K × (result − expected score), plus the development bonus while it is paid; the "
                              "tournament's total is rounded."),
    #: The EGF classic rule in one sentence.
    QT_TRANSLATE_NOOP("Site", "Change = class weight × con × (result − expected score Se), on the ratings before the "
                              "event; an event's changes are added up."),
    #: The EGF 2021 rule in one sentence.
    QT_TRANSLATE_NOOP("Site", "Change = class weight × con × (result − expected score Se) + bonus, on the ratings "
                              "before the event; an event's changes are added up."),
)


def _plural_words(Site: Context, n: int) -> None:  # noqa: N803 - named as lupdate reads the context
    """The counts the site writes (lupdate marks them plural from these calls; `SiteLanguage.count` says them)."""
    #: What the search box says under the standings: {shown} players of n listed are shown.
    Site.tr("{shown} of %n player(s)", "", n)


class SiteLanguage:
    """One language's site words, dates, numbers and ranks; English (the source) when `language` is ""."""

    def __init__(self, language: str | None) -> None:
        self.words: Words = words(language)
        self.code = self.words.language or "en"  # the html lang attribute
        self._comma = self.words.language in _DECIMAL_COMMA
        self.days = _Days(self.words)  # `days[d]`: the short form of d, at the speed of a dict (200,000 a publish)
        self._long: dict[int, str] = {}
        self._ranks: dict[str, str] = {}
        self._tr: dict[tuple[str, str], str] = {}
        self._markup: dict[tuple[str, str], Markup] = {}

    # ------------------------------------------------------------------ words
    def tr(self, source: str, disambiguation: str | None = None) -> str:
        """The site's word for `source` (cached: a big club asks for the same few words 100,000s of times)."""
        key = (source, disambiguation or "")
        found = self._tr.get(key)
        if found is None:
            found = self._tr[key] = self.words.translate(CONTEXT, source, disambiguation)
        return found

    def count(self, source: str, n: int) -> str:
        return self.words.translate(CONTEXT, source, None, n)

    def other(self, context: str, source: str) -> str:
        """A word of another context shared with the paper (the systems' names: "Noticeboard")."""
        return self.words.translate(context, source)

    def markup(self, source: str, disambiguation: str | None = None, /, **values: object) -> Markup:
        """For the templates: the translation as text (a translator's text never becomes markup), with
        `values` put in escaped unless they are Markup themselves (a <time> element)."""
        if values:
            return Markup(escape(self.tr(source, disambiguation))).format(**values)
        key = (source, disambiguation or "")
        found = self._markup.get(key)
        if found is None:  # a heading of 5,000 player pages: escaped once
            found = self._markup[key] = escape(self.tr(source, disambiguation))
        return found

    # ------------------------------------------------------------------ numbers, dates, ranks
    def num(self, text: str) -> str:
        """A number already formatted in English ("6.5", "-12.3") with this language's decimal sign."""
        return text.replace(".", ",") if self._comma else text

    def day(self, d: date | None) -> str:
        """A date in a table or a line: the language's short form, as the noticeboard prints it."""
        return self.days[d]

    def long_day(self, d: date | None) -> str:
        if d is None:
            return ""
        n = d.toordinal()
        found = self._long.get(n)
        if found is None:
            found = self._long[n] = self.words.long_date(d)
        return found

    def rank(self, label: str) -> str:
        """A rank or grade as the language writes it (Japanese: 11級, 初段, 三段): the program's one rule
        (domain/rank_words.py, as the window, the noticeboard and the workbook write them), kept per label."""
        if not label or self.code != "ja":
            return label
        found = self._ranks.get(label)
        if found is None:
            found = self._ranks[label] = rank_in_language(label, "ja")
        return found


class _Days(dict[date | None, str]):
    def __init__(self, w: Words) -> None:
        super().__init__()
        self.words = w

    def __missing__(self, d: date | None) -> str:
        text = self[d] = self.words.short_date(d) if d is not None else ""
        return text


__all__ = ["CONTEXT", "TEMPLATE_WORDS", "SiteLanguage"]
