"""Bringing files into a club: players, games, EGD tables, FESA folders. All or nothing."""

from __future__ import annotations

from pathlib import Path

from clubrater.controller.club import ClubController, ImportPlan, ImportSummary
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.records import ImportBatch
from clubrater.io import tables

# Files that bring a tournament with its own players: players already in the club are matched, not refused.
TOURNAMENT_KINDS = ("h9", "fesa")


def read_file(kind: str, path: Path) -> ImportBatch:
    """Parse a file of the given kind; raises InputError naming every bad line."""
    if kind == "players":
        return tables.read_players(path)
    if kind == "games":
        return tables.read_games(path)
    if kind == "h9":
        from clubrater.io import h9

        return h9.table_to_batch(h9.read_h9(Path(path)))
    if kind == "fesa":
        from clubrater.io import fesa

        return fesa.read_fesa_dir(Path(path))
    raise ClubRaterError(f'"{kind}" is not something ClubRater imports (players, games, h9, fesa).')


def _prepared(ctrl: ClubController, kind: str, path: Path) -> ImportBatch:
    """Read the file and fit it to the club: tournaments are not taken twice, names are matched."""
    path = Path(path)
    if kind != "fesa" and not path.is_file():
        raise ClubRaterError(f"There is no file {path}.")
    batch = read_file(kind, path)
    if kind in TOURNAMENT_KINDS:
        refuse_known_events(ctrl, batch)
    if kind == "h9":
        batch = match_tournament_players(ctrl, batch)
    return batch


def plan_file(ctrl: ClubController, kind: str, path: Path) -> ImportPlan:
    """The preview: what would be added and every problem row, nothing stored."""
    return ctrl.plan_import(_prepared(ctrl, kind, path), match_existing_players=kind in TOURNAMENT_KINDS)


def import_file(ctrl: ClubController, kind: str, path: Path) -> ImportSummary:
    return ctrl.import_batch(_prepared(ctrl, kind, path), match_existing_players=kind in TOURNAMENT_KINDS)


def refuse_known_events(ctrl: ClubController, batch: ImportBatch) -> None:
    """A tournament table brings its own event: importing it twice would rate its games twice."""
    for ev in batch.events:
        known = ctrl.event_by_name(ev.name)
        if known is not None and any(g.event == known.id for g in ctrl.games()):
            raise ClubRaterError(
                f'The event "{known.name}" is already in the club with its games; nothing was imported. '
                "Delete its games first to import the table again."
            )


def match_tournament_players(ctrl: ClubController, batch: ImportBatch) -> ImportBatch:
    """Use the club's own spelling for players a tournament table names differently.

    Matching ignores case and accents and accepts either name order, so
    "NEMO Andre" in a table is the club's "André Nemo".
    """
    from clubrater.domain.names import NameIndex

    index: NameIndex[str] = NameIndex()
    for p in ctrl.history.players.values():
        index.add(p.name, p.name)
    renamed: dict[str, str] = {}
    for row in batch.players:
        found = index.find(row.name)
        if found is not None and found != row.name:
            renamed[row.name] = found
            row.name = found
    for g in batch.games:
        g.black = renamed.get(g.black, g.black)
        g.white = renamed.get(g.white, g.white)
    return batch
