"""Players and games files (.csv or .xlsx) as interchange.md describes them.

Every row is checked before anything is returned: a file with any bad row is
refused whole with each bad row's line number and reason. Column names are
matched generously (case, spaces, underscores and a few common synonyms).
"""

from __future__ import annotations

import csv
import io
import re
import zipfile
from collections.abc import Iterator
from datetime import date, datetime
from pathlib import Path
from typing import Any

from clubrater.domain.dates import parse_iso_date
from clubrater.domain.errors import InputError, RankError
from clubrater.domain.model import EVENT_CLASSES, GameType, Result
from clubrater.domain.ranks import parse_rank
from clubrater.domain.records import AdjustmentRow, GameRow, ImportBatch, PlayerRow
from clubrater.io.cells import unguard
from clubrater.io.cleaning import clean_batch

MAX_BYTES = 32 * 1024 * 1024  # far above any club's history (100,000 games is about 6 MB of CSV)

PLAYER_COLUMNS = {
    "name": ("name", "player", "player name", "full name", "naam", "nom"),
    "rank": ("rank", "starting rank", "grade", "strength", "level", "kyu/dan"),
    "club": ("club",),
    "country": ("country", "nation", "nationality"),
    "egd_pin": ("egd_pin", "egd pin", "pin", "egd"),
    "rating": ("rating", "starting rating", "gor", "elo"),
    "index": ("index", "starting index", "sagc index"),
    "active": ("active", "listed"),
    "grade": ("grade", "starting grade", "shogi grade"),
}
ADJUSTMENT_COLUMNS = {
    "date": ("date",),
    "player": ("player", "name"),
    "rank": ("rank",),
    "index": ("index",),
    "rating": ("rating",),
    "note": ("note", "comment"),
}
_YES = {"yes", "y", "true", "1", "active", "x"}
_NO = {"no", "n", "false", "0", "inactive", ""}
GAME_COLUMNS = {
    "date": ("date", "played", "game date", "day"),
    "black": ("black", "black player", "black name"),
    "white": ("white", "white player", "white name"),
    "result": ("result", "winner", "outcome"),
    "handicap": ("handicap", "stones", "handicap stones", "hc"),
    "komi": ("komi",),
    "type": ("type", "game type", "kind"),
    "event": ("event", "tournament", "event name"),
    "class": ("class", "egf class", "category"),
    "black_rank": ("black_rank", "black rank"),
    "white_rank": ("white_rank", "white rank"),
    "round": ("round", "rnd"),
    "note": ("note", "notes", "comment", "comments"),
    "piece_handicap": ("piece_handicap", "piece handicap", "shogi handicap"),
}
REQUIRED_PLAYER = ("name", "rank")
REQUIRED_GAME = ("date", "black", "white", "result")

_RESULTS = {
    "b": Result.BLACK, "black": Result.BLACK, "b+": Result.BLACK,
    "w": Result.WHITE, "white": Result.WHITE, "w+": Result.WHITE,
    "j": Result.JIGO, "jigo": Result.JIGO, "draw": Result.JIGO, "=": Result.JIGO,
}
_TYPES = {t.value: t for t in GameType} | {"teaching": GameType.FREE, "internet": GameType.FRIENDLY}
_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_DAY_MONTH = re.compile(r"^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$")


def _norm(header: object) -> str:
    return " ".join(str(header or "").replace("_", " ").replace("-", " ").split()).casefold()


def _map_columns(headers: list[Any], wanted: dict[str, tuple[str, ...]], required: tuple[str, ...], what: str) -> dict[str, int]:
    found: dict[str, int] = {}
    normalised = [_norm(h) for h in headers]
    for key, names in wanted.items():
        for i, h in enumerate(normalised):
            if h in {_norm(n) for n in names} and key not in found:
                found[key] = i
    missing = [k for k in required if k not in found]
    if missing:
        shown = _shown(headers)
        raise InputError(
            f"This does not look like a {what} file: it has no {' or '.join(missing)} column "
            f"(line 1 has {shown}). The columns are described in the ClubRater README."
        )
    return found


def _shown(headers: list[Any]) -> str:
    """Line 1 as the secretary sees it (a date cell as a date, not a timestamp)."""
    cells = [h.date() if isinstance(h, datetime) and h == datetime(h.year, h.month, h.day) else h for h in headers]
    return ", ".join(str(h) for h in cells if h not in (None, "")) or "nothing"


def _rows(path: Path, sheet: str) -> tuple[list[Any], Iterator[tuple[int, list[Any]]]]:
    """Header and (line number, cells) of a .csv file or a workbook's sheet."""
    path = Path(path)
    _check_size(path)
    if path.suffix.lower() in (".xlsx", ".xlsm"):
        return _xlsx_rows(path, sheet)
    if path.suffix.lower() == ".xls":
        raise InputError(f"{path.name} is an old-style Excel file (.xls); save it as .xlsx or .csv and import that.")
    return _csv_rows(path)


def _check_size(path: Path) -> None:
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise InputError(f"{path} cannot be opened: {exc.strerror or exc}.") from exc
    if size > MAX_BYTES:
        raise InputError(f"{path.name} is {size / 1e6:.0f} MB, larger than a club file can be (32 MB); nothing was read.")


def _csv_rows(path: Path) -> tuple[list[Any], Iterator[tuple[int, list[Any]]]]:
    raw = path.read_bytes()
    if raw.startswith(b"PK\x03\x04") or raw.startswith(b"\xd0\xcf\x11\xe0"):
        raise InputError(f"{path.name} is a spreadsheet, not a CSV file; give it the .xlsx ending.")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        text = raw.decode("cp1252", errors="replace")
    if "\x00" in text:
        raise InputError(f"{path.name} is not a text (CSV) file.")
    first = text.split("\n", 1)[0]
    delimiter = max((",", ";", "\t"), key=first.count)
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    try:
        header = next(reader)
    except StopIteration:
        raise InputError(f"{path.name} is empty.") from None
    except csv.Error as exc:
        raise InputError(f"{path.name} line 1 cannot be read as CSV ({exc}).") from None

    def body() -> Iterator[tuple[int, list[Any]]]:
        start = reader.line_num + 1
        try:
            for cells in reader:
                yield start, cells
                start = reader.line_num + 1
        except csv.Error as exc:
            raise InputError(f"{path.name} line {reader.line_num} cannot be read as CSV ({exc}).") from None

    return header, body()


def _open_workbook(path: Path) -> Any:
    """A workbook opened read-only, or a refusal saying what the file is instead."""
    import openpyxl  # type: ignore[import-untyped, unused-ignore]  # imported here: reading CSV should not pay for it

    with path.open("rb") as fh:
        magic = fh.read(8)
    if magic.startswith(b"\xd0\xcf\x11\xe0"):
        raise InputError(
            f"{path.name} is password-protected or an old .xls workbook; remove the password "
            "(or save as .xlsx) and import again."
        )
    try:
        wb = openpyxl.load_workbook(path, read_only=True, data_only=True)
    except zipfile.BadZipFile as exc:
        raise InputError(
            f"{path.name} is not an Excel workbook (perhaps another kind of file renamed .xlsx, or a damaged "
            "download); nothing was read. Save it from Excel or LibreOffice as .xlsx or .csv and import that."
        ) from exc
    except (KeyError, OSError, ValueError, TypeError) as exc:
        raise InputError(f"{path.name} is not a readable Excel workbook ({type(exc).__name__}); nothing was read.") from exc
    except Exception as exc:  # openpyxl raises many kinds on damaged files
        raise InputError(f"{path.name} is damaged and cannot be read as an Excel workbook; nothing was read.") from exc
    return wb


def _xlsx_rows(path: Path, sheet: str) -> tuple[list[Any], Iterator[tuple[int, list[Any]]]]:
    wb = _open_workbook(path)
    names = {n.casefold(): n for n in wb.sheetnames}
    if sheet.casefold() in names:
        ws = wb[names[sheet.casefold()]]
    elif len(wb.sheetnames) == 1:
        ws = wb[wb.sheetnames[0]]
    else:
        wb.close()
        raise InputError(f'{path.name} has no sheet called "{sheet}" (it has {", ".join(wb.sheetnames)}).')
    try:
        rows = ws.iter_rows(values_only=True)
        header = list(next(rows, None) or [])
    except Exception as exc:
        wb.close()
        raise InputError(f"{path.name} is damaged and cannot be read as an Excel workbook; nothing was read.") from exc
    if not header:
        wb.close()
        raise InputError(f'The sheet "{ws.title}" of {path.name} is empty.')

    def body() -> Iterator[tuple[int, list[Any]]]:
        line = 1
        try:
            for line, cells in enumerate(rows, start=2):  # noqa: B007 - line is reported on failure
                yield line, list(cells)
        except InputError:
            raise
        except Exception as exc:
            raise InputError(f"{path.name} is damaged after line {line}; nothing was read.") from exc
        finally:
            wb.close()

    return header, body()


def _cell(cells: list[Any], cols: dict[str, int], key: str) -> Any:
    i = cols.get(key)
    if i is None or i >= len(cells):
        return None
    v = cells[i]
    if isinstance(v, str):
        v = unguard(v.strip()).strip()  # the apostrophe ClubRater (or a careful secretary) put before a formula-like text
        return v or None
    return v


def _text(v: Any) -> str:
    if v is None:
        return ""
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    return str(v).strip()


def parse_date(v: Any) -> date:
    """ISO dates (YYYY-MM-DD) and real spreadsheet dates; anything else is refused, quoted."""
    if isinstance(v, datetime):
        return v.date()
    if isinstance(v, date):
        return v
    s = _text(v)
    if _ISO.match(s):
        try:
            return date.fromisoformat(s)
        except ValueError:
            return parse_iso_date(s)  # says "2026-11-31 does not exist", not "write it as ..."
    m = _DAY_MONTH.match(s)
    if m:
        # 22/11/2026, 11/22/2026, 22.11.2026: never guessed, but the fix is spelled out.
        a, b, y = (int(x) for x in m.groups())
        meant = sorted({f"{y:04d}-{mm:02d}-{dd:02d}" for dd, mm in ((a, b), (b, a)) if _is_day(y, mm, dd)})
        if meant:
            raise ValueError(
                f'date "{s}" is text with day and month in a local order; write it as YYYY-MM-DD '
                f"({' or '.join(meant)}) or make the cell a real date"
            )
    raise ValueError(f'date "{s}" is not a date (write it as YYYY-MM-DD, e.g. 2025-03-14)')


def _is_day(y: int, m: int, d: int) -> bool:
    try:
        date(y, m, d)
    except ValueError:
        return False
    return True


def _int(v: Any, what: str, lo: int, hi: int) -> int:
    if isinstance(v, bool):
        raise ValueError(f'{what} "{v}" is not a whole number')
    if isinstance(v, int):
        n = v
    elif isinstance(v, float) and v.is_integer():
        n = int(v)
    else:
        s = _text(v)
        if not re.fullmatch(r"[+-]?\d+", s):
            raise ValueError(f'{what} "{s}" is not a whole number')
        n = int(s)
    if not lo <= n <= hi:
        raise ValueError(f"{what} {n} is not between {lo} and {hi}")
    return n


def _float(v: Any, what: str) -> float:
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return float(v)
    s = _text(v).replace(",", ".")
    try:
        f = float(s)
    except ValueError:
        raise ValueError(f'{what} "{_text(v)}" is not a number') from None
    if f != f or f in (float("inf"), float("-inf")):
        raise ValueError(f'{what} "{_text(v)}" is not a number')
    return f


def read_players(path: str | Path) -> ImportBatch:
    path = Path(path)
    header, body = _rows(path, "Players")
    cols = _map_columns(header, PLAYER_COLUMNS, ("name",), "players")
    has_rank = "rank" in cols
    problems: list[tuple[int, str]] = []
    out: list[PlayerRow] = []
    for line, cells in body:
        if all(c in (None, "") for c in cells):
            continue
        name = _text(_cell(cells, cols, "name"))
        row_problems: list[str] = []
        if not name:
            row_problems.append("the name is empty")
        rank = None
        raw_rank = _cell(cells, cols, "rank")
        grade = _text(_cell(cells, cols, "grade"))
        if raw_rank is None:
            if not grade:  # a shogi player may have a grade instead (the club's system decides)
                row_problems.append("the rank is empty" if has_rank else "there is no rank column")
        else:
            try:
                rank = parse_rank(_text(raw_rank))
            except RankError as exc:
                row_problems.append(str(exc))
        rating = index = None
        try:
            v = _cell(cells, cols, "rating")
            rating = _float(v, "rating") if v is not None else None
        except ValueError as exc:
            row_problems.append(str(exc))
        try:
            v = _cell(cells, cols, "index")
            index = _int(v, "index", -999, 999) if v is not None else 0
        except ValueError as exc:
            row_problems.append(str(exc))
        active = _text(_cell(cells, cols, "active")).casefold() if "active" in cols else "yes"
        if active not in _YES and active not in _NO:
            row_problems.append(f'active "{active}" is not yes or no')
        if row_problems:
            problems.extend((line, p) for p in row_problems)
            continue
        out.append(
            PlayerRow(
                name=" ".join(name.split()), rank=rank, line=line, club=_text(_cell(cells, cols, "club")),
                country=_text(_cell(cells, cols, "country")), egd_pin=_text(_cell(cells, cols, "egd_pin")),
                rating=rating, index=index or 0, grade=grade, active=active in _YES,
            )
        )
    return clean_batch(ImportBatch(players=out, source=path.name, problems=problems))


def read_adjustments(path: str | Path) -> ImportBatch:
    """A workbook's Adjustments sheet (date, player, rank, index, rating, note), as ClubRater exports it."""
    path = Path(path)
    header, body = _rows(path, "Adjustments")
    cols = _map_columns(header, ADJUSTMENT_COLUMNS, ("date", "player"), "adjustments")
    batch = ImportBatch(source=path.name)
    for line, cells in body:
        if all(c in (None, "") for c in cells):
            continue
        errs: list[str] = []
        day = player = rank = index = rating = None
        try:
            day = parse_date(_cell(cells, cols, "date"))
        except ValueError as exc:
            errs.append(f"adjustment: {exc}")
        player = " ".join(_text(_cell(cells, cols, "player")).split())
        if not player:
            errs.append("adjustment: the player is empty")
        v = _cell(cells, cols, "rank")
        try:
            rank = parse_rank(_text(v)) if v is not None else None
        except RankError as exc:
            errs.append(f"adjustment: {exc}")
        try:
            v = _cell(cells, cols, "index")
            index = _int(v, "index", -999, 999) if v is not None else None
            v = _cell(cells, cols, "rating")
            rating = _float(v, "rating") if v is not None else None
        except ValueError as exc:
            errs.append(f"adjustment: {exc}")
        if errs:
            batch.problems.extend((line, e) for e in errs)
            if player:
                batch.names_on_bad_rows.append((line, player))
            continue
        batch.adjustments.append(AdjustmentRow(day, player, line, rank, index, rating,  # type: ignore[arg-type]
                                               _text(_cell(cells, cols, "note"))))
    return clean_batch(batch)


def read_games(path: str | Path) -> ImportBatch:
    path = Path(path)
    header, body = _rows(path, "Games")
    cols = _map_columns(header, GAME_COLUMNS, REQUIRED_GAME, "games")
    batch = ImportBatch(source=path.name)
    for line, cells in body:
        if all(c in (None, "") for c in cells):
            continue
        try:
            batch.games.append(parse_game_cells(lambda k, c=cells: _cell(c, cols, k), line))
        except _RowProblems as exc:
            batch.problems.extend((line, e) for e in exc.reasons)
            for key in ("black", "white"):
                name = _text(_cell(cells, cols, key))
                if name:
                    batch.names_on_bad_rows.append((line, " ".join(name.split())))
    return clean_batch(batch)


class _RowProblems(Exception):
    def __init__(self, reasons: list[str]) -> None:
        self.reasons = reasons


def parse_game_cells(get: Any, line: int = 0) -> GameRow:
    """One games-file row from its cells (`get(column)`); every problem of the row is collected."""
    errs: list[str] = []

    def attempt(fn: Any, *a: Any) -> Any:
        try:
            return fn(*a)
        except ValueError as exc:
            errs.append(str(exc))
            return None

    raw_date = get("date")
    d: date | None = None
    if raw_date is None:
        errs.append("the date is empty")
    else:
        d = attempt(parse_date, raw_date)
    black = _text(get("black"))
    white = _text(get("white"))
    if not black:
        errs.append("the black player is empty")
    if not white:
        errs.append("the white player is empty")
    if black and white and " ".join(black.split()).casefold() == " ".join(white.split()).casefold():
        errs.append(f'same player on both sides ("{black}")')
    raw_res = get("result")
    result = None
    if raw_res is None:
        errs.append("the result is empty (B, W or J)")
    else:
        result = _RESULTS.get(_text(raw_res).casefold())
        if result is None:
            errs.append(f'result "{_text(raw_res)}" is not B, W or J')
    v = get("handicap")
    handicap = attempt(_int, v, "handicap", 0, 9) if v is not None else 0
    v = get("komi")
    komi = attempt(_float, v, "komi") if v is not None else None
    v = get("type")
    gtype = GameType.CLUB
    if v is not None:
        found = _TYPES.get(_text(v).casefold())
        if found is None:
            errs.append(f'type "{_text(v)}" is not tournament, club, friendly or free')
        else:
            gtype = found
    v = get("class")
    klass = "A"
    if v is not None:
        klass = _text(v).upper()
        if klass not in EVENT_CLASSES:
            errs.append(f'class "{_text(v)}" is not A, B, C or D')
    ranks = []
    for key in ("black_rank", "white_rank"):
        v = get(key)
        try:
            ranks.append(parse_rank(_text(v)) if v is not None else None)
        except RankError as exc:
            errs.append(f"{key.replace('_', ' ')}: {exc}")
            ranks.append(None)
    v = get("round")
    rnd = attempt(_int, v, "round", 1, 99) if v is not None else None
    if errs or d is None:  # d is None only with a reason in errs
        raise _RowProblems(errs)
    komi_value = komi if komi is not None else (6.5 if handicap == 0 else 0.5)
    event = _text(get("event")) or None
    return GameRow(
        date=d, black=" ".join(black.split()), white=" ".join(white.split()), result=result, line=line,
        handicap=handicap or 0, komi=komi_value, type=gtype, event=event, klass=klass, black_rank=ranks[0],
        white_rank=ranks[1], round=rnd, note=_text(get("note")), piece_handicap=_text(get("piece_handicap")),
    )


def read_club_file(path: str | Path) -> dict[str, ImportBatch]:
    """A players file, a games file or a whole ClubRater workbook: {"players": batch, "games": batch}.

    The File > Import dialog takes any of them: a workbook with sheets "Players"
    and "Games" gives both, otherwise the header row says which kind it is.
    """
    path = Path(path)
    kinds = file_kinds(path)
    out: dict[str, ImportBatch] = {}
    if "players" in kinds:
        out["players"] = read_players(path)
    if "games" in kinds:
        out["games"] = read_games(path)
    if "adjustments" in kinds:
        out["adjustments"] = read_adjustments(path)
    return out


def file_kinds(path: str | Path) -> list[str]:
    """Which of players and games a file holds, from the sheet names or the header; refuses a file of neither."""
    path = Path(path)
    header: list[Any]
    if path.suffix.lower() in (".xlsx", ".xlsm"):
        _check_size(path)
        wb = _open_workbook(path)
        try:
            names = {n.casefold() for n in wb.sheetnames}
            present = [k for k in ("players", "games") if k in names]
            if present:
                return present + (["adjustments"] if "adjustments" in names else [])
            if len(wb.sheetnames) != 1:
                raise InputError(
                    f'{path.name} has no sheet called "Players" or "Games" (it has {", ".join(wb.sheetnames)}).'
                )
            try:
                header = list(next(wb.worksheets[0].iter_rows(values_only=True, max_row=1), None) or [])
            except Exception as exc:
                raise InputError(f"{path.name} is damaged and cannot be read as an Excel workbook; nothing was read.") from exc
        finally:
            wb.close()
    else:
        header, body = _rows(path, "")
        del body
    kind = _kind_of_header(header)
    if kind is None:
        shown = _shown(header)
        raise InputError(
            f"{path.name} has no header row ClubRater recognises: line 1 should name the columns, such as "
            f"name, rank (a players file) or date, black, white, result (a games file); it has {shown}."
        )
    return [kind]


def _kind_of_header(header: list[Any]) -> str | None:
    names = {_norm(h) for h in header}

    def has(key: str, table: dict[str, tuple[str, ...]]) -> bool:
        return any(_norm(n) in names for n in table[key])

    if has("black", GAME_COLUMNS) and has("white", GAME_COLUMNS):
        return "games"
    if has("name", PLAYER_COLUMNS):
        return "players"
    return None


def merge_batches(batches: dict[str, ImportBatch], source: str = "") -> ImportBatch:
    """One batch from a workbook's sheets, stored together in one transaction."""
    merged = ImportBatch(source=source)
    for b in batches.values():
        merged.players.extend(b.players)
        merged.events.extend(b.events)
        merged.games.extend(b.games)
        merged.adjustments.extend(b.adjustments)
        merged.problems.extend(b.problems)
        merged.names_on_bad_rows.extend(b.names_on_bad_rows)
        merged.notes.extend(b.notes)
        merged.source = merged.source or b.source
    return merged
