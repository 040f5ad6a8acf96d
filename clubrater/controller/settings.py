"""The club's settings: its name, the defaults for new games, and its rating system.

`available_systems()` is the list of systems ClubRater offers (from the engines'
registry): the command line's `--system` choices and the window's system picker
read it, so a registered fifth system appears in both with no other change.
"""

from __future__ import annotations

from clubrater.controller import checks
from clubrater.controller.changes import Changes
from clubrater.controller.state import ClubState
from clubrater.controller.systems import available_systems as available_systems  # re-exported
from clubrater.controller.systems import system_from_name as system_from_name  # re-exported
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages, Sentence
from clubrater.domain.model import GameType, RatingSystem
from clubrater.engines import registry


class SettingsMessages(Messages):
    """The club's settings refused."""


_LANGUAGE = "language"


def club_language(club: ClubState) -> str:
    """The club's language for paper and workbook ("" English), read from the file once and kept on the state."""
    lang = getattr(club, _LANGUAGE, None)
    if not isinstance(lang, str):
        from clubrater.store.models import Club

        with club.db.reading() as s:
            row = s.get(Club, 1)
            lang = (row.language if row is not None else "") or ""
        setattr(club, _LANGUAGE, lang)
    return lang


class Settings:
    def __init__(self, club: ClubState) -> None:
        self._c = club

    def rename(self, name: str) -> Changes:
        """The club's name, as printed on the noticeboard and the workbook."""
        name = name.strip()
        if not name:
            raise ClubRaterError(SettingsMessages.tr("The club needs a name."))
        from clubrater.domain.text import control_problem, length_problem

        if problem := control_problem(name, SettingsMessages.tr("club's name")) or \
                length_problem(name, SettingsMessages.tr("club's name")):
            raise ClubRaterError(SettingsMessages.tr("{problem}; nothing was changed.").format(problem=Sentence(problem, stop=False)))
        from sqlalchemy import update  # (a club read from its snapshot imports none: issue 29)

        from clubrater.store.models import Club

        with self._c.db.transaction() as s:
            s.execute(update(Club).where(Club.id == 1).values(name=name))
        self._c.club_name = name
        return Changes(settings=True)

    def set_defaults(self, *, komi: float | None = None, game_type: GameType | None = None) -> Changes:
        """The even-game komi and the game type new games start with."""
        values: dict[str, object] = {}
        if komi is not None:
            values["default_komi"] = float(komi)
        if game_type is not None:
            values["default_game_type"] = game_type.value
        if values:
            from sqlalchemy import update  # (a club read from its snapshot imports none: issue 29)

            from clubrater.store.models import Club

            with self._c.db.transaction() as s:
                s.execute(update(Club).where(Club.id == 1).values(**values))
            self._c.default_komi_even = float(komi) if komi is not None else self._c.default_komi_even
            self._c.default_game_type = game_type or self._c.default_game_type
        return Changes(settings=True)

    def set_language(self, code: str) -> Changes:
        """The language of the club's paper and workbook (issue 13): "de", "fr", "cs", "af", "ja" or "" (English).

        A club setting, kept in the file: the noticeboard belongs to the club, whichever computer prints it.
        """
        from clubrater.io.words import check_language

        lang = check_language(code)
        if lang != club_language(self._c):
            from sqlalchemy import update  # (a club read from its snapshot imports none: issue 29)

            from clubrater.store.models import Club

            with self._c.db.transaction() as s:
                s.execute(update(Club).where(Club.id == 1).values(language=lang))
            setattr(self._c, _LANGUAGE, lang)  # noqa: B010
        return Changes(settings=True)

    @property
    def language(self) -> str:
        """The club's language for the printout, the player report and the workbook ("" = English)."""
        return club_language(self._c)

    def handicap_rule(self) -> tuple[int, int]:
        """Club-night pairing's handicap (issue 26): (correction c, ceiling); stones = 0 when the rank difference
        d - c <= 1, else min(d - c, ceiling)."""
        if self._c.quick:  # a club read from its snapshot: plain sqlite3, no SQLAlchemy (issues 26, 29)
            from clubrater.controller.storage import raw_reading

            with raw_reading(self._c.db) as raw:
                found = raw.execute("SELECT handicap_correction, handicap_ceiling FROM club WHERE id = 1").fetchone()
            return (int(found[0]), int(found[1])) if found is not None else (0, 9)
        from sqlalchemy import select

        from clubrater.store.models import Club

        with self._c.db.reading() as s:
            row = s.execute(select(Club.handicap_correction, Club.handicap_ceiling).where(Club.id == 1)).first()
        return (int(row[0]), int(row[1])) if row is not None else (0, 9)

    def set_handicap_rule(self, *, correction: int | None = None, ceiling: int | None = None) -> Changes:
        """The club's handicap correction (-9..9) and ceiling (0..9) for club-night pairing."""
        values: dict[str, int] = {}
        if correction is not None:
            if not -9 <= correction <= 9:
                raise ClubRaterError(SettingsMessages.tr("The handicap correction must be between -9 and 9 ranks, not "
                                                         "{correction}; nothing was changed.").format(correction=correction))
            values["handicap_correction"] = int(correction)
        if ceiling is not None:
            if not 0 <= ceiling <= 9:
                raise ClubRaterError(SettingsMessages.tr("The handicap ceiling must be between 0 and 9 stones, not {ceiling}; "
                                                         "nothing was changed.").format(ceiling=ceiling))
            values["handicap_ceiling"] = int(ceiling)
        if values:
            from sqlalchemy import update

            from clubrater.store.models import Club

            with self._c.db.transaction() as s:
                s.execute(update(Club).where(Club.id == 1).values(**values))
        return Changes(settings=True)

    def set_system(self, system: str | RatingSystem) -> Changes:
        """Change the club's rating system: every rating is recomputed, nothing else changes."""
        sys_ = registry.system_from_name(system)
        checks.ranks_for(self._c, sys_)
        engine = registry.engine_for(sys_)
        replay = engine.replay(self._c.history)
        from sqlalchemy import update  # (a club read from its snapshot imports none: issue 29)

        from clubrater.store.models import Club

        with self._c.db.transaction() as s:
            s.execute(update(Club).where(Club.id == 1).values(system=sys_.value))
        self._c.system, self._c.engine, self._c.replay = sys_, engine, replay
        return Changes(players=True, games=True, ratings=True, settings=True)
