"""Players and games files (.csv or .xlsx) as interchange.md describes them.

Every row is checked before anything is returned: a file with any bad row is
refused whole with each bad row's line number and reason. Column names are
matched generously (case, spaces, underscores and a few common synonyms).

Files are read as streams, at any size (issue 19, item 9): a CSV file is never held whole,
a games file can be taken in chunks (`game_chunks`) so that an import of 1,000,000 games
keeps only what it stores, and a workbook's games may span several sheets ("Games",
"Games (2)", ...), as ClubRater writes a club too big for one Excel sheet. No size limit
refuses honest data; a workbook is refused only when it unpacks to far more than it holds
(a decompression bomb), before anything is unpacked.
"""

from __future__ import annotations

import codecs
import csv
import re
import zipfile
from collections.abc import Iterator
from datetime import date, datetime, time, timedelta
from pathlib import Path
from typing import Any

from clubrater.domain.dates import parse_iso_date
from clubrater.domain.errors import InputError, RankError
from clubrater.domain.message import Messages, message_of
from clubrater.domain.model import EVENT_CLASSES, GameType, Result
from clubrater.domain.ranks import parse_rank
from clubrater.domain.records import AdjustmentRow, GameRow, ImportBatch, PlayerRow
from clubrater.io.cells import unguard
from clubrater.io.cleaning import clean_batch


class TableMessages(Messages):
    """Reading players and games files (CSV and .xlsx): what is wrong, by line."""


FIELD_RATING = TableMessages.tr("rating", "a column of a players file")
FIELD_INDEX = TableMessages.tr("index", "a column of a players file: the SAGC index")


def _adjustment(exc: BaseException) -> str:
    """ "adjustment: rank "x" is not a rank ..." (a problem of a row of the sheet Adjustments)."""
    return TableMessages.tr("adjustment: {problem}").format(problem=message_of(exc))


# A workbook is a zip of XML. ClubRater's own and Excel's unpack to about 5-20 times their size; a decompression
# bomb (2,000,000 identical rows in 1.4 MB) to hundreds of times. The guard reads only the zip's directory.
MAX_RATIO = 100  # unpacked : packed, for a part of the workbook bigger than RATIO_FROM
RATIO_FROM = 16 * 1024 * 1024  # small parts (styles, a short sheet) may compress better than that, harmlessly
MAX_UNPACKED = 16 * 1024**3  # in all: a 1,000,000-game club's workbook unpacks to well under 1 GB
MAX_SHARED_STRINGS = 1024**3  # the one part openpyxl holds in memory whole
GAME_CHUNK = 5_000  # rows per batch of `game_chunks`: what an import holds at once
GAMES_SHEET = "Games"

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
    "ffg_licence": ("ffg_licence", "ffg licence", "ffg license", "ffg"),
    "aga_id": ("aga_id", "aga id", "aga"),
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


def _yes_no(text: str) -> str:
    """ "yes" or "no" for the workbook's word in any language ClubRater speaks ("ja", "nein", "はい"); else the text."""
    from clubrater.io.words import workbook_aliases

    for english in ("yes", "no"):
        if text in {a.casefold() for a in workbook_aliases(english)}:
            return english
    return text
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
    from clubrater.io.words import workbook_aliases  # headings of a workbook in the club's language (issue 13)

    found: dict[str, int] = {}
    normalised = [_norm(h) for h in headers]
    for key, names in wanted.items():
        accepted = {_norm(n) for n in names}
        accepted |= {_norm(t) for n in names for t in workbook_aliases(str(n).replace("_", " "))}
        for i, h in enumerate(normalised):
            if h in accepted and key not in found:
                found[key] = i
    missing = [k for k in required if k not in found]
    if missing:
        shown = _shown(headers)
        raise InputError(
            TableMessages.tr("This does not look like a {what} file: it has no {columns} column (line 1 has {shown}). The "
                             "columns are described in the ClubRater README.").format(what=what, columns=" or ".join(missing),
                                                                                     shown=shown)
        )
    return found


def _shown(headers: list[Any]) -> str:
    """Line 1 as the secretary sees it (a date cell as a date, not a timestamp)."""
    cells = [h.date() if isinstance(h, datetime) and h == datetime(h.year, h.month, h.day) else h for h in headers]
    return ", ".join(str(h) for h in cells if h not in (None, "")) or "nothing"


def _rows(path: Path, sheet: str) -> tuple[list[Any], Iterator[tuple[int, list[Any]]]]:
    """Header and (line number, cells) of a .csv file or a workbook's sheet (and its parts), read as a stream."""
    path = Path(path)
    if path.suffix.lower() in (".xlsx", ".xlsm"):
        return _xlsx_rows(path, sheet)
    if path.suffix.lower() == ".xls":
        raise InputError(TableMessages.tr("{name} is an old-style Excel file (.xls); save it as .xlsx or .csv and import that.").format(name=path.name))
    return _csv_rows(path)


def _csv_encoding(path: Path) -> str:
    """UTF-8 when the whole file is (with or without a byte order mark), else Windows' cp1252; one pass, 1 MB at a
    time. A spreadsheet or a binary file is refused here, before any row is read."""
    decoder = codecs.getincrementaldecoder("utf-8")()
    utf8 = True
    try:
        with path.open("rb") as fh:
            first = True
            for chunk in iter(lambda: fh.read(1 << 20), b""):
                if first and (chunk.startswith(b"PK\x03\x04") or chunk.startswith(b"\xd0\xcf\x11\xe0")):
                    raise InputError(TableMessages.tr("{name} is a spreadsheet, not a CSV file; give it the .xlsx ending.").format(name=path.name))
                first = False
                if b"\x00" in chunk:
                    raise InputError(TableMessages.tr("{name} is not a text (CSV) file.").format(name=path.name))
                if utf8:
                    try:
                        decoder.decode(chunk)
                    except UnicodeDecodeError:
                        utf8 = False
            if utf8:
                decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        utf8 = False
    except OSError as exc:
        raise InputError(TableMessages.tr("{path} cannot be opened: {reason}.").format(path=path, reason=exc.strerror or exc)) from exc
    return "utf-8-sig" if utf8 else "cp1252"


def _csv_rows(path: Path) -> tuple[list[Any], Iterator[tuple[int, list[Any]]]]:
    """The header now; the rows as the body is iterated, from the file (never the whole text in memory)."""
    encoding = _csv_encoding(path)

    def opened() -> Any:
        return path.open(encoding=encoding, errors="replace", newline="")

    with opened() as fh:
        first = fh.readline()
        fh.seek(0)
        delimiter = max((",", ";", "\t"), key=first.count)
        try:
            header = next(csv.reader(fh, delimiter=delimiter))
        except StopIteration:
            raise InputError(TableMessages.tr("{name} is empty.").format(name=path.name)) from None
        except csv.Error as exc:
            raise InputError(TableMessages.tr("{name} line 1 cannot be read as CSV ({reason}).").format(name=path.name, reason=exc)) from None

    def body() -> Iterator[tuple[int, list[Any]]]:
        with opened() as fh:
            reader = csv.reader(fh, delimiter=delimiter)
            try:
                next(reader, None)  # the header, read above
                start = reader.line_num + 1
                for cells in reader:
                    yield start, cells
                    start = reader.line_num + 1
            except csv.Error as exc:
                raise InputError(TableMessages.tr("{name} line {line} cannot be read as CSV ({reason}).").format(name=path.name, line=reader.line_num, reason=exc)) from None

    return header, body()


def _check_zip(path: Path) -> None:
    """Refuse a decompression bomb from the zip's directory alone, before anything is unpacked.

    A part's declared size is what reading it yields at most (Python's zipfile stops there), so the
    sizes checked are the sizes read.
    """
    try:
        with zipfile.ZipFile(path) as z:
            parts = z.infolist()
    except (zipfile.BadZipFile, OSError, ValueError):
        return  # not a zip: _open_workbook says what the file is
    total = sum(info.file_size for info in parts)
    packed = max(1, path.stat().st_size)
    bomb = any(info.file_size > RATIO_FROM and info.file_size > MAX_RATIO * max(info.compress_size, 1)
               or info.filename.lower().endswith("sharedstrings.xml") and info.file_size > MAX_SHARED_STRINGS
               for info in parts)  # fmt: skip
    if bomb or total > MAX_UNPACKED:
        raise InputError(
            TableMessages.tr("{name} is not read: it would unpack to {unpacked} from {packed} ({times} times its size), which no "
                             "club's workbook does (a damaged file or a zip bomb); nothing was read.").format(
                name=path.name, unpacked=_size(total), packed=_size(packed), times=f"{total / packed:,.0f}")
        )


def _size(n: int) -> str:
    return f"{n / 1e9:,.1f} GB" if n >= 1e9 else f"{n / 1e6:,.1f} MB"


def _open_workbook(path: Path) -> Any:
    """A workbook opened read-only, or a refusal saying what the file is instead."""
    import openpyxl  # type: ignore[import-untyped, unused-ignore]  # imported here: reading CSV should not pay for it

    with path.open("rb") as fh:
        magic = fh.read(8)
    if magic.startswith(b"\xd0\xcf\x11\xe0"):
        raise InputError(
            TableMessages.tr("{name} is password-protected or an old .xls workbook; remove the password (or save as .xlsx) and import again.").format(name=path.name)
        )
    _check_zip(path)
    try:
        wb = openpyxl.load_workbook(path, read_only=True, data_only=True)
    except zipfile.BadZipFile as exc:
        raise InputError(
            TableMessages.tr("{name} is not an Excel workbook (perhaps another kind of file renamed .xlsx, or a damaged download); nothing was read. Save it from Excel or LibreOffice as .xlsx or .csv and import that.").format(name=path.name)
        ) from exc
    except (KeyError, OSError, ValueError, TypeError) as exc:
        raise InputError(TableMessages.tr("{name} is not a readable Excel workbook ({reason}); nothing was read.").format(name=path.name, reason=type(exc).__name__)) from exc
    except Exception as exc:  # openpyxl raises many kinds on damaged files
        raise InputError(TableMessages.tr("{name} is damaged and cannot be read as an Excel workbook; nothing was read.").format(name=path.name)) from exc
    _own_dates(wb)
    return wb


# ------------------------------------------------------------------------------------------ Excel's serial dates
# Excel (1900 system) counts days from 1900-01-01 = 1 and, as Lotus 1-2-3 did, counts a 29 February 1900 that
# never was (serial 60); from 1900-03-01 (61) on, serial = days since 1899-12-30. Serial 0 shows as 1900-01-00,
# the day before 1900-01-01. openpyxl reads serial 60 as 1900-02-28, the same day as 59, so date cells are
# converted here from their serials instead: 60 is refused, not silently moved (issue 19, item 10).
_WINDOWS_EPOCH = datetime(1899, 12, 30)
_BEFORE_MARCH_1900 = datetime(1899, 12, 31)


class NoSuchDay:
    """What a date cell holding Excel's serial 60 reads as: shown as 1900-02-29, refused by `parse_date` by name."""

    def __str__(self) -> str:
        return "1900-02-29"

    __repr__ = __str__


def day_of_serial(serial: float) -> datetime | time | NoSuchDay:
    """A 1900-system serial as Excel shows it: 1 -> 1900-01-01, 59 -> 1900-02-28, 61 -> 1900-03-01, 0 -> 1899-12-31
    (Excel's 1900-01-00); 60, Excel's 29 February 1900, is a `NoSuchDay`; a fraction of a day alone is a time."""
    day = int(serial // 1)
    fraction = timedelta(milliseconds=round((serial - day) * 86_400_000))
    if 0 < serial < 1:
        return (datetime.min + fraction).time()
    if day == 60:
        return NoSuchDay()
    if 0 <= day < 60:
        return _BEFORE_MARCH_1900 + timedelta(days=day) + fraction
    return _WINDOWS_EPOCH + timedelta(days=day) + fraction


def _own_dates(wb: Any) -> None:
    """Take the date cells' conversion from openpyxl (see above): it then yields their serials, which `_dated`
    converts. Only for the 1900 system; a 1904-system workbook (old Macs) has no phantom day."""
    from openpyxl.utils.datetime import WINDOWS_EPOCH  # type: ignore[import-untyped, unused-ignore]

    formats = getattr(wb, "_date_formats", None)
    if not isinstance(formats, set) or getattr(wb, "epoch", None) != WINDOWS_EPOCH:
        wb._clubrater_dates = frozenset()
        return
    wb._clubrater_dates = frozenset(formats - set(getattr(wb, "_timedelta_formats", ())))
    wb._date_formats = formats & set(getattr(wb, "_timedelta_formats", ()))  # durations stay openpyxl's


def _dated(wb: Any, cells: Any) -> list[Any]:
    """A row's values, date cells (by their style) converted from Excel's serials."""
    dates = wb._clubrater_dates
    out = []
    for c in cells:
        v = c.value
        if dates and type(v) in (int, float) and getattr(c, "_style_id", 0) in dates:
            try:
                v = day_of_serial(v)
            except (OverflowError, ValueError):
                v = str(v)  # beyond the calendar: refused as "not a date" where a date is wanted
        out.append(v)
    return out


_MAIN = "{http://schemas.openxmlformats.org/spreadsheetml/2006/main}"
_ROW, _C, _V, _IS, _T, _R = (_MAIN + t for t in ("row", "c", "v", "is", "t", "r"))
_SHEET_DATA = _MAIN + "sheetData"


def _sheet_rows(wb: Any, ws: Any) -> Iterator[tuple[int, list[Any]]]:
    """(row number, values) of a sheet, parsed here from its XML: openpyxl builds several objects per cell and
    reads ClubRater's own text cells (inline strings) at about 10,000 rows a second, too slow for a
    1,000,000-game workbook. Values are what openpyxl's read-only `values_only` gives (dates by `_dated`'s rule).
    A workbook laid out otherwise than openpyxl's reader expects is read by openpyxl itself."""
    path, archive = getattr(ws, "_worksheet_path", None), getattr(wb, "_archive", None)
    if not isinstance(path, str) or archive is None:
        for number, cells in enumerate(ws.iter_rows(), start=1):
            yield number, _dated(wb, cells)
        return
    from openpyxl.utils.datetime import from_ISO8601  # type: ignore[import-untyped, unused-ignore]
    from openpyxl.xml.functions import iterparse  # type: ignore[import-untyped, unused-ignore]  # openpyxl's parser

    strings = wb.shared_strings
    dates = wb._clubrater_dates
    columns: dict[str, int] = {}
    number = 0
    with archive.open(path) as src:
        parent = None
        for event, el in iterparse(src, events=("start", "end")):
            if event == "start":
                if el.tag == _SHEET_DATA:
                    parent = el
                continue
            if el.tag != _ROW:
                continue
            r = el.get("r")
            number = int(float(r)) if r else number + 1
            values: list[Any] = []
            for c in el.iter(_C):
                ref = c.get("r")
                at = len(values)
                if ref:
                    letters = ref.rstrip("0123456789")
                    at = columns.get(letters, -1)
                    if at < 0:
                        at = columns[letters] = _column_index(letters)
                kind = c.get("t", "n")
                v: Any
                if kind == "inlineStr":
                    box = c.find(_IS)
                    v = None if box is None else "".join(
                        [box.findtext(_T) or ""] + [run.findtext(_T) or "" for run in box.iter(_R)])
                else:
                    v = c.findtext(_V)
                    if v is not None:
                        if kind == "n":
                            v = float(v) if ("." in v or "E" in v or "e" in v) else int(v)
                            if dates and int(c.get("s") or 0) in dates:
                                try:
                                    v = day_of_serial(v)
                                except (OverflowError, ValueError):
                                    v = str(v)
                        elif kind == "s":
                            v = strings[int(v)]
                        elif kind == "b":
                            v = bool(int(v))
                        elif kind == "d":
                            v = from_ISO8601(v)
                if at >= len(values):
                    values.extend([None] * (at - len(values) + 1))
                values[at] = v
            if parent is not None:
                parent.clear()  # the rows read so far: a 1,000,000-row sheet is never held
            yield number, values


def _column_index(letters: str) -> int:
    """0 for A, 25 for Z, 26 for AA ..."""
    n = 0
    for ch in letters.upper():
        n = n * 26 + ord(ch) - 64
    return n - 1


def _parts(wb: Any, sheet: str) -> list[str]:
    """The sheet and its continuation sheets "Games (2)", "Games (3)", ... in order (io/xlsx_export.py splits a
    sheet longer than Excel's 1,048,576 rows so)."""
    from clubrater.io.words import workbook_aliases  # a workbook exported in the club's language (issue 13)
    from clubrater.io.xlsx_export import part_number

    for title in [sheet, *workbook_aliases(sheet)]:
        found = sorted((n, name) for name in wb.sheetnames if (n := part_number(name, title)) is not None)
        if found:
            return [name for _n, name in found]
    return []


class SheetLine(int):
    """A row number in a continuation sheet: sorts after the first sheet's rows and says its sheet ("line 7 of
    sheet "Games (2)"") wherever a problem names its line."""

    sheet: str
    part: int

    def __new__(cls, line: int, sheet: str, part: int) -> SheetLine:
        obj = super().__new__(cls, line)
        obj.sheet, obj.part = sheet, part
        return obj

    def _key(self) -> tuple[int, int]:
        return self.part, int(self)

    def __str__(self) -> str:
        return f'{int(self)} of sheet "{self.sheet}"'

    __repr__ = __str__

    def __format__(self, spec: str) -> str:
        return int.__format__(self, spec) if spec[-1:] in tuple("bdnoxX") else format(str(self), spec)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, int) and _line_key(self) == _line_key(other)

    def __hash__(self) -> int:
        return hash(self._key())

    def __lt__(self, other: object) -> bool:
        return _line_key(self) < _line_key(other) if isinstance(other, int) else NotImplemented

    def __gt__(self, other: object) -> bool:
        return _line_key(self) > _line_key(other) if isinstance(other, int) else NotImplemented

    def __le__(self, other: object) -> bool:
        return _line_key(self) <= _line_key(other) if isinstance(other, int) else NotImplemented

    def __ge__(self, other: object) -> bool:
        return _line_key(self) >= _line_key(other) if isinstance(other, int) else NotImplemented


def _line_key(line: int) -> tuple[int, int]:
    return line._key() if isinstance(line, SheetLine) else (1, int(line))


def _xlsx_rows(path: Path, sheet: str) -> tuple[list[Any], Iterator[tuple[int, list[Any]]]]:
    wb = _open_workbook(path)
    parts = _parts(wb, sheet) if sheet else []
    if not parts and len(wb.sheetnames) == 1:
        parts = [wb.sheetnames[0]]
    if not parts:
        wb.close()
        raise InputError(TableMessages.tr('{name} has no sheet called "{sheet}" (it has {sheets}).').format(name=path.name, sheet=sheet, sheets=", ".join(wb.sheetnames)))
    ws = wb[parts[0]]
    try:
        rows = _sheet_rows(wb, ws)
        _first, header = next(rows, (1, []))
    except Exception as exc:
        wb.close()
        raise InputError(TableMessages.tr("{name} is damaged and cannot be read as an Excel workbook; nothing was read.").format(name=path.name)) from exc
    if not header:
        wb.close()
        raise InputError(TableMessages.tr('The sheet "{title}" of {name} is empty.').format(title=ws.title, name=path.name))

    def body() -> Iterator[tuple[int, list[Any]]]:
        line: int = 1
        title = ws.title
        try:
            for n, name in enumerate(parts, start=1):
                title = name
                if n == 1:
                    part_rows = rows
                else:
                    part_rows = _sheet_rows(wb, wb[name])
                    _first, again = next(part_rows, (1, []))
                    if [_norm(h) for h in again] != [_norm(h) for h in header]:
                        raise InputError(
                            TableMessages.tr('The sheet "{sheet}" of {name} has other columns than "{first}" ({columns} instead of '
                                            '{expected}); nothing was read.').format(
                                sheet=name, name=path.name, first=parts[0], columns=_shown(again), expected=_shown(header))
                        )
                for number, cells in part_rows:
                    line = number if n == 1 else SheetLine(number, name, n)
                    yield line, cells
        except InputError:
            raise
        except Exception as exc:
            where = TableMessages.tr("line {line}").format(line=int(line)) if title == ws.title else \
                TableMessages.tr('line {line} of sheet "{sheet}"').format(line=int(line), sheet=title)
            raise InputError(TableMessages.tr("{name} is damaged after {where}; nothing was read.").format(name=path.name, where=where)) from exc
        finally:
            wb.close()

    return header, body()


def _cell(cells: list[Any], cols: dict[str, int], key: str) -> Any:
    i = cols.get(key)
    if i is None or i >= len(cells):
        return None
    v = cells[i]
    if isinstance(v, str):
        v = v.strip()
        if v[:1] == "'":  # the apostrophe ClubRater (or a careful secretary) put before a formula-like text
            v = unguard(v).strip()
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
    if isinstance(v, NoSuchDay):
        raise ValueError(
            TableMessages.tr("the date cell holds Excel's day 60, the 29 February 1900 that never was (Excel counts it, the calendar does not); type the date meant as YYYY-MM-DD")
        )
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
                TableMessages.tr('date "{text}" is text with day and month in a local order; write it as YYYY-MM-DD ({meant}) or '
                                 'make the cell a real date').format(text=s, meant=" or ".join(meant))
            )
    raise ValueError(TableMessages.tr('date "{text}" is not a date (write it as YYYY-MM-DD, e.g. 2025-03-14)').format(text=s))


def _is_day(y: int, m: int, d: int) -> bool:
    try:
        date(y, m, d)
    except ValueError:
        return False
    return True


def _int(v: Any, what: str, lo: int, hi: int) -> int:
    if isinstance(v, bool):
        raise ValueError(TableMessages.tr('{what} "{text}" is not a whole number').format(what=what, text=v))
    if isinstance(v, int):
        n = v
    elif isinstance(v, float) and v.is_integer():
        n = int(v)
    else:
        s = _text(v)
        if not re.fullmatch(r"[+-]?\d+", s):
            raise ValueError(TableMessages.tr('{what} "{text}" is not a whole number').format(what=what, text=s))
        n = int(s)
    if not lo <= n <= hi:
        raise ValueError(TableMessages.tr("{what} {n} is not between {lo} and {hi}").format(what=what, n=n, lo=lo, hi=hi))
    return n


def _float(v: Any, what: str) -> float:
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return float(v)
    s = _text(v).replace(",", ".")
    try:
        f = float(s)
    except ValueError:
        raise ValueError(TableMessages.tr('{what} "{text}" is not a number').format(what=what, text=_text(v))) from None
    if f != f or f in (float("inf"), float("-inf")):
        raise ValueError(TableMessages.tr('{what} "{text}" is not a number').format(what=what, text=_text(v)))
    return f


def read_players(path: str | Path) -> ImportBatch:
    path = Path(path)
    header, body = _rows(path, "Players")
    cols = _map_columns(header, PLAYER_COLUMNS, ("name",), TableMessages.tr("players", "a kind of file"))
    has_rank = "rank" in cols
    problems: list[tuple[int, str]] = []
    out: list[PlayerRow] = []
    for line, cells in body:
        if all(c in (None, "") for c in cells):
            continue
        name = _text(_cell(cells, cols, "name"))
        row_problems: list[str] = []
        if not name:
            row_problems.append(TableMessages.tr("the name is empty"))
        rank = None
        raw_rank = _cell(cells, cols, "rank")
        grade = _text(_cell(cells, cols, "grade"))
        if raw_rank is None:
            if not grade:  # a shogi player may have a grade instead (the club's system decides)
                row_problems.append(TableMessages.tr("the rank is empty") if has_rank else
                                    TableMessages.tr("there is no rank column"))
        else:
            try:
                rank = parse_rank(_text(raw_rank))
            except RankError as exc:
                row_problems.append(message_of(exc))
        rating = index = None
        try:
            v = _cell(cells, cols, "rating")
            rating = _float(v, FIELD_RATING) if v is not None else None
        except ValueError as exc:
            row_problems.append(message_of(exc))
        try:
            v = _cell(cells, cols, "index")
            index = _int(v, FIELD_INDEX, -999, 999) if v is not None else 0
        except ValueError as exc:
            row_problems.append(message_of(exc))
        active = _text(_cell(cells, cols, "active")).casefold() if "active" in cols else "yes"
        if active not in _YES and active not in _NO:
            active = _yes_no(active)  # a workbook written in another language: "ja", "oui", "はい" (issue 28)
        if active not in _YES and active not in _NO:
            row_problems.append(TableMessages.tr('active "{active}" is not yes or no').format(active=active))
        if row_problems:
            problems.extend((line, p) for p in row_problems)
            continue
        out.append(
            PlayerRow(
                name=" ".join(name.split()), rank=rank, line=line, club=_text(_cell(cells, cols, "club")),
                country=_text(_cell(cells, cols, "country")), egd_pin=_text(_cell(cells, cols, "egd_pin")),
                rating=rating, index=index or 0, grade=grade, active=active in _YES,
                ffg_licence=_text(_cell(cells, cols, "ffg_licence")), aga_id=_text(_cell(cells, cols, "aga_id")),
            )
        )
    return clean_batch(ImportBatch(players=out, source=path.name, problems=problems))


def read_adjustments(path: str | Path) -> ImportBatch:
    """A workbook's Adjustments sheet (date, player, rank, index, rating, note), as ClubRater exports it."""
    path = Path(path)
    header, body = _rows(path, "Adjustments")
    cols = _map_columns(header, ADJUSTMENT_COLUMNS, ("date", "player"), TableMessages.tr("adjustments", "a kind of file"))
    batch = ImportBatch(source=path.name)
    for line, cells in body:
        if all(c in (None, "") for c in cells):
            continue
        errs: list[str] = []
        day = player = rank = index = rating = None
        try:
            day = parse_date(_cell(cells, cols, "date"))
        except ValueError as exc:
            errs.append(_adjustment(exc))
        player = " ".join(_text(_cell(cells, cols, "player")).split())
        if not player:
            errs.append(TableMessages.tr("adjustment: the player is empty"))
        v = _cell(cells, cols, "rank")
        try:
            rank = parse_rank(_text(v)) if v is not None else None
        except RankError as exc:
            errs.append(_adjustment(exc))
        try:
            v = _cell(cells, cols, "index")
            index = _int(v, FIELD_INDEX, -999, 999) if v is not None else None
            v = _cell(cells, cols, "rating")
            rating = _float(v, FIELD_RATING) if v is not None else None
        except ValueError as exc:
            errs.append(_adjustment(exc))
        if errs:
            batch.problems.extend((line, e) for e in errs)
            if player:
                batch.names_on_bad_rows.append((line, player))
            continue
        batch.adjustments.append(AdjustmentRow(day, player, line, rank, index, rating,  # type: ignore[arg-type]
                                               _text(_cell(cells, cols, "note"))))
    return clean_batch(batch)


def read_games(path: str | Path) -> ImportBatch:
    """The whole games file as one batch (the import preview); `game_chunks` reads it without holding it."""
    path = Path(path)
    return merge_batches({str(n): b for n, b in enumerate(game_chunks(path))}, source=path.name)


def game_chunks(path: str | Path, size: int = GAME_CHUNK) -> Iterator[ImportBatch]:
    """The games file (a .csv, or a workbook's "Games" sheet and its continuations) as batches of at most `size`
    rows, each cleaned (`clean_batch`) with its problems; nothing is kept from one batch to the next but the
    date and komi objects, shared so that 1,000,000 games do not hold a million copies of a few thousand dates.

    The header is read and checked at once (a file that is not a games file is refused before any row).
    """
    path = Path(path)
    header, body = _rows(path, GAMES_SHEET)
    cols = _map_columns(header, GAME_COLUMNS, REQUIRED_GAME, TableMessages.tr("games", "a kind of file"))
    return _game_batches(path.name, cols, body, max(1, size))


def _game_batches(source: str, cols: dict[str, int], body: Iterator[tuple[int, list[Any]]],
                  size: int) -> Iterator[ImportBatch]:  # fmt: skip
    shared: dict[Any, Any] = {}
    batch = ImportBatch(source=source)
    for line, cells in body:
        if all(c in (None, "") for c in cells):
            continue
        try:
            g = parse_game_cells(lambda k, c=cells: _cell(c, cols, k), line)
        except _RowProblems as exc:
            batch.problems.extend((line, e) for e in exc.reasons)
            for key in ("black", "white"):
                name = _text(_cell(cells, cols, key))
                if name:
                    batch.names_on_bad_rows.append((line, " ".join(name.split())))
        else:
            g.date = shared.setdefault(g.date, g.date)
            g.komi = shared.setdefault(g.komi, g.komi)
            batch.games.append(g)
        if len(batch.games) + len(batch.problems) >= size:
            yield clean_batch(batch)
            batch = ImportBatch(source=source)
    if batch.games or batch.problems or batch.names_on_bad_rows:
        yield clean_batch(batch)


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
            errs.append(message_of(exc))
            return None

    raw_date = get("date")
    d: date | None = None
    if raw_date is None:
        errs.append(TableMessages.tr("the date is empty"))
    else:
        d = attempt(parse_date, raw_date)
    black = _text(get("black"))
    white = _text(get("white"))
    if not black:
        errs.append(TableMessages.tr("the black player is empty"))
    if not white:
        errs.append(TableMessages.tr("the white player is empty"))
    if black and white and " ".join(black.split()).casefold() == " ".join(white.split()).casefold():
        errs.append(TableMessages.tr('same player on both sides ("{name}")').format(name=black))
    raw_res = get("result")
    result = None
    if raw_res is None:
        errs.append(TableMessages.tr("the result is empty (B, W or J)"))
    else:
        result = _RESULTS.get(_text(raw_res).casefold())
        if result is None:
            errs.append(TableMessages.tr('result "{text}" is not B, W or J').format(text=_text(raw_res)))
    v = get("handicap")
    handicap = attempt(_int, v, TableMessages.tr("handicap", "a column of a games file"), 0, 9) if v is not None else 0
    v = get("komi")
    komi = attempt(_float, v, TableMessages.tr("komi", "a column of a games file")) if v is not None else None
    v = get("type")
    gtype = GameType.CLUB
    if v is not None:
        found = _TYPES.get(_text(v).casefold())
        if found is None:
            errs.append(TableMessages.tr('type "{text}" is not tournament, club, friendly or free').format(text=_text(v)))
        else:
            gtype = found
    v = get("class")
    klass = "A"
    if v is not None:
        klass = _text(v).upper()
        if klass not in EVENT_CLASSES:
            errs.append(TableMessages.tr('class "{text}" is not A, B, C or D').format(text=_text(v)))
    ranks = []
    for key in ("black_rank", "white_rank"):
        v = get(key)
        try:
            ranks.append(parse_rank(_text(v)) if v is not None else None)
        except RankError as exc:
            errs.append((TableMessages.tr("black rank: {problem}") if key == "black_rank" else
                         TableMessages.tr("white rank: {problem}")).format(problem=message_of(exc)))
            ranks.append(None)
    v = get("round")
    rnd = attempt(_int, v, TableMessages.tr("round", "a column of a games file"), 1, 99) if v is not None else None
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
        wb = _open_workbook(path)
        try:
            from clubrater.io.words import workbook_aliases  # sheet names in the club's language (issue 13)

            names = {n.casefold() for n in wb.sheetnames}

            def has(title: str) -> bool:
                return any(t.casefold() in names for t in [title, *workbook_aliases(title)])

            present = [k for k in ("players", "games") if has(k.capitalize())]
            if present:
                return present + (["adjustments"] if has("Adjustments") else [])
            if len(wb.sheetnames) != 1:
                raise InputError(
                    TableMessages.tr('{name} has no sheet called "Players" or "Games" (it has {sheets}).').format(name=path.name, sheets=", ".join(wb.sheetnames))
                )
            try:
                header = _dated(wb, next(wb.worksheets[0].iter_rows(max_row=1), None) or [])
            except Exception as exc:
                raise InputError(TableMessages.tr("{name} is damaged and cannot be read as an Excel workbook; nothing was read.").format(name=path.name)) from exc
        finally:
            wb.close()
    else:
        header, body = _rows(path, "")
        del body
    kind = _kind_of_header(header)
    if kind is None:
        shown = _shown(header)
        raise InputError(
            TableMessages.tr("{name} has no header row ClubRater recognises: line 1 should name the columns, such as name, rank (a players file) or date, black, white, result (a games file); it has {shown}.").format(name=path.name, shown=shown)
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
