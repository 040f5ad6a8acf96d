"""The club workbook (.xlsx): sheets of plain rows with a bold frozen header, autofilter and fitted widths.

openpyxl's write-only mode builds the package (workbook, styles, document
properties, header rows, frozen panes, filters, column widths). The data rows
are then streamed into each sheet's XML by `_row_xml`, because openpyxl's own
per-cell serialisation needs about 70 s for a 100,000-game club on a slow
machine, against a budget of 15 s. Every string is written as an inline
string (never a formula), so a name such as "=HYPERLINK(...)" stays text;
numbers and dates are real numbers and dates.

A sheet longer than Excel's 1,048,576 rows is written as several: "Games", "Games (2)", ...
each with the header row (`part_title`; io/tables.py reads them back as one). Dates are
Excel's serials as Excel counts them, phantom 29 February 1900 included (`serial_of`).
"""

from __future__ import annotations

import io
import math
import os
import re
import zipfile
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path
from typing import Any

from clubrater.domain.errors import ClubRaterError
from clubrater.io.cells import guard_workbook_text

MAX_ROWS = 1_048_576  # Excel's limit, header included
ROWS_PER_SHEET = MAX_ROWS - 1  # data rows of one sheet; more go on to "Title (2)", "Title (3)", ...
MAX_TITLE = 31  # Excel's limit for a sheet's name
MAX_TEXT = 32_767  # Excel's limit for one cell
_CHUNK_ROWS = 2_000
_EXCEL_EPOCH = date(1899, 12, 30).toordinal()  # serial 61 = 1900-03-01 onwards
_FIRST_DAY = date(1899, 12, 31).toordinal()  # serial 0 (Excel's 1900-01-00) .. 59 = 1900-02-28
_MARCH_1900 = date(1900, 3, 1)
_PART = re.compile(r"^(.*) \((\d+)\)$")


def part_title(title: str, part: int) -> str:
    """The name of a sheet's `part`-th sheet: "Games", "Games (2)", ...; within Excel's 31 characters.

    The one place that names them (a translated title goes through here too), read back by `part_number`.
    """
    if part == 1:
        return title[:MAX_TITLE]
    suffix = f" ({part})"
    return title[: MAX_TITLE - len(suffix)] + suffix


def part_number(name: str, title: str) -> int | None:
    """Which part of the sheet `title` the sheet `name` is (1, 2, ...), regardless of case; None if none."""
    if name.casefold() == title[:MAX_TITLE].casefold():
        return 1
    m = _PART.match(name)
    if m and int(m.group(2)) >= 2 and part_title(title, int(m.group(2))).casefold() == name.casefold():
        return int(m.group(2))
    return None


def serial_of(day: date) -> int | None:
    """The serial Excel shows as `day` (1900 system): 1900-03-01 is 61, since Excel counts a 29 February 1900;
    1900-01-01 is 1, 1899-12-31 is 0 (Excel's 1900-01-00); an earlier day has none (None: written as text)."""
    n = day.toordinal()
    if day >= _MARCH_1900:
        return n - _EXCEL_EPOCH
    if n >= _FIRST_DAY:
        return n - _FIRST_DAY
    return None
# Characters XML 1.0 cannot carry, and the three that need escaping.
_SPECIAL = re.compile(r"[&<>\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
_ILLEGAL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


@dataclass(frozen=True, slots=True)
class Column:
    title: str
    number_format: str | None = None  # e.g. "0.00" for ratings; dates get yyyy-mm-dd on their own
    width: float | None = None  # None: fitted to the contents


@dataclass(frozen=True, slots=True)
class Sheet:
    title: str
    columns: Sequence[Column]
    rows: Sequence[Sequence[object]]  # str, int, float, bool, date, datetime or None (empty cell)


@dataclass(frozen=True, slots=True)
class Properties:
    """What File > Properties shows: the club and when it was exported."""

    title: str
    subject: str = ""
    description: str = ""
    keywords: str = ""
    created: datetime | None = None  # naive UTC, as openpyxl writes it with a Z
    custom: tuple[tuple[str, str], ...] = ()


def write_workbook(path: str | Path, sheets: Sequence[Sheet], properties: Properties, *,
                   rows_per_sheet: int = ROWS_PER_SHEET) -> None:  # fmt: skip
    """Write the workbook to `path` in one go (a temporary file replaces it only when complete).

    A sheet with more than `rows_per_sheet` data rows (Excel's limit; a test gives a small number) goes on in
    "Title (2)", "Title (3)", ..., each with the header row.
    """
    path = Path(path)
    if not 1 <= rows_per_sheet <= ROWS_PER_SHEET:
        raise ValueError(f"rows_per_sheet must be 1..{ROWS_PER_SHEET}, not {rows_per_sheet}")
    sheets = _split(sheets, rows_per_sheet)
    skeleton, styles = _skeleton(sheets, properties)
    from clubrater.io.atomic import replacing  # whole or not at all: synced, opened again, then renamed

    with replacing(path) as tmp, zipfile.ZipFile(io.BytesIO(skeleton)) as src, zipfile.ZipFile(
        tmp, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=1
    ) as out:
        for info in src.infolist():
            data = src.read(info.filename)
            idx = _sheet_index(info.filename)
            if idx is None:
                out.writestr(info.filename, data)
                continue
            head, sep, tail = data.partition(b"</sheetData>")
            if not sep:
                raise ClubRaterError("openpyxl wrote a sheet without sheetData; the workbook was not written.")
            sheet = sheets[idx - 1]
            head = _with_dimension(head, sheet)
            with out.open(info.filename, "w", force_zip64=True) as fh:
                fh.write(head)
                for chunk in _row_xml(sheet, styles[idx - 1]):
                    fh.write(chunk.encode("utf-8"))
                fh.write(sep + tail)


def _with_dimension(head: bytes, sheet: Sheet) -> bytes:
    """The sheet's used range (`<dimension ref="A1:M1000001"/>`) in its place before the views: without it a
    reader (openpyxl's among them) must read the whole sheet to learn its size before reading any of it."""
    if b"<dimension" in head:
        return head
    ref = f"A1:{_letters(len(sheet.columns))[-1]}{len(sheet.rows) + 1}" if sheet.columns else "A1"
    for tag in (b"<sheetViews", b"<sheetFormatPr", b"<cols", b"<sheetData"):
        at = head.find(tag)
        if at >= 0:
            return head[:at] + f'<dimension ref="{ref}"/>'.encode() + head[at:]
    return head


def _split(sheets: Sequence[Sheet], rows_per_sheet: int) -> list[Sheet]:
    """Each sheet as one or more of at most `rows_per_sheet` rows; the parts share the whole sheet's widths."""
    out: list[Sheet] = []
    for sh in sheets:
        if len(sh.rows) <= rows_per_sheet:
            out.append(sh)
            continue
        widths = _fit_widths(sh)
        columns = [Column(c.title, c.number_format, w) for c, w in zip(sh.columns, widths, strict=False)]
        for n, start in enumerate(range(0, len(sh.rows), rows_per_sheet), start=1):
            out.append(Sheet(part_title(sh.title, n), columns, _Slice(sh.rows, start, start + rows_per_sheet)))
    return out


class _Slice(Sequence[Sequence[object]]):
    """Rows start..stop of a sheet's rows, without copying them (a 2,000,000-row History is split in place)."""

    def __init__(self, rows: Sequence[Sequence[object]], start: int, stop: int) -> None:
        self._rows, self._start, self._stop = rows, start, min(stop, len(rows))

    def __len__(self) -> int:
        return self._stop - self._start

    def __getitem__(self, i: Any) -> Any:
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        if not -len(self) <= i < len(self):
            raise IndexError(i)
        return self._rows[self._start + (i % len(self))]

    def __iter__(self) -> Iterator[Sequence[object]]:
        rows = self._rows
        for k in range(self._start, self._stop):
            yield rows[k]


def publish(tmp: str | Path, path: Path) -> None:
    """Give the finished file the usual permissions (mkstemp's are private) and put it in place."""
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(tmp, 0o666 & ~umask)
    os.replace(tmp, path)


def _sheet_index(name: str) -> int | None:
    m = re.fullmatch(r"xl/worksheets/sheet(\d+)\.xml", name)
    return int(m.group(1)) if m else None


def _skeleton(sheets: Sequence[Sheet], props: Properties) -> tuple[bytes, list[list[str]]]:
    """The workbook with header rows only, and per sheet and column the style attribute for data cells."""
    from openpyxl import Workbook  # type: ignore[import-untyped, unused-ignore]  # openpyxl ships no type hints
    from openpyxl.cell import WriteOnlyCell  # type: ignore[import-untyped, unused-ignore]
    from openpyxl.styles import Alignment, Font, PatternFill  # type: ignore[import-untyped, unused-ignore]
    from openpyxl.utils import get_column_letter  # type: ignore[import-untyped, unused-ignore]

    wb = Workbook(write_only=True)
    p = wb.properties
    p.title = props.title
    p.subject = props.subject
    p.description = props.description
    p.keywords = props.keywords
    p.creator = "ClubRater"
    p.lastModifiedBy = "ClubRater"
    if props.created is not None:
        p.created = p.modified = props.created
    if props.custom:
        from openpyxl.packaging.custom import StringProperty  # type: ignore[import-untyped, unused-ignore]

        for name, value in props.custom:
            wb.custom_doc_props.append(StringProperty(name=name, value=value))
    bold = Font(name="Calibri", size=11, bold=True)
    fill = PatternFill("solid", fgColor="DDE3EA")
    styles: list[list[str]] = []
    for sheet in sheets:
        ws = wb.create_sheet(sheet.title)
        ncols = len(sheet.columns)
        widths = _fit_widths(sheet)
        for i, w in enumerate(widths, start=1):
            ws.column_dimensions[get_column_letter(i)].width = w
        ws.freeze_panes = "A2"
        if ncols:
            ws.auto_filter.ref = f"A1:{get_column_letter(ncols)}{len(sheet.rows) + 1}"
            ws.print_title_rows = "1:1"
        header = []
        for col in sheet.columns:
            cell = WriteOnlyCell(ws, value=col.title)
            cell.font = bold
            cell.fill = fill
            cell.alignment = Alignment(vertical="center")
            cell.data_type = "s"
            header.append(cell)
        ws.append(header)
        # Register each column's data style now, so styles.xml lists it; rows refer to it by index.
        col_styles: list[str] = []
        for col in sheet.columns:
            if col.number_format:
                probe = WriteOnlyCell(ws, value=0)
                probe.number_format = col.number_format
                col_styles.append(f' s="{probe.style_id}"')
            else:
                col_styles.append("")
        date_probe = WriteOnlyCell(ws, value=date(2000, 1, 1))
        stamp_probe = WriteOnlyCell(ws, value=datetime(2000, 1, 1))
        stamp_probe.number_format = "yyyy-mm-dd hh:mm"
        col_styles.append(f' s="{date_probe.style_id}"')
        col_styles.append(f' s="{stamp_probe.style_id}"')
        styles.append(col_styles)
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue(), styles


def _fit_widths(sheet: Sheet) -> list[float]:
    """Column widths in characters: the longest entry (or the title plus the filter button), within 6..60.

    One pass over the rows, every column at once: rows may be made as they are read (the History sheet's).
    """
    columns = sheet.columns
    longest = [len(col.title) + 3 for col in columns]  # the autofilter button covers the end of the title
    todo = [i for i, col in enumerate(columns) if col.width is None]
    v: Any  # dispatched on type(v) below: exact types, faster than isinstance and bool is not int here
    if todo:
        for r in sheet.rows:
            width = len(r)
            for i in todo:
                if i >= width:
                    continue
                v = r[i]
                t = type(v)
                if t is str:
                    n = len(v)
                elif t is date:
                    n = 10
                elif t is datetime:
                    n = 16
                elif t is float:
                    n = 9
                elif v is None:
                    continue
                else:
                    n = len(str(v))
                if n > longest[i]:
                    longest[i] = n
    return [col.width if col.width is not None else float(min(60, max(6, longest[i] + 2)))
            for i, col in enumerate(columns)]  # fmt: skip


def _letters(n: int) -> list[str]:
    from openpyxl.utils import get_column_letter  # type: ignore[import-untyped, unused-ignore]

    return [get_column_letter(i) for i in range(1, n + 1)]


def _text(v: str) -> str:
    if v[:1] == "'":  # a text that begins '= would lose its apostrophe on import: keep it exact (io/cells.py)
        v = guard_workbook_text(v)
    if _SPECIAL.search(v):
        v = _ILLEGAL.sub("", v)
        v = v[:MAX_TEXT]  # cut to Excel's limit first: cutting after escaping could leave half an "&amp;"
        return v.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return v[:MAX_TEXT]


def _row_xml(sheet: Sheet, styles: list[str]) -> Iterator[str]:
    """The data rows as SpreadsheetML, from row 2, in chunks."""
    letters = _letters(len(sheet.columns))
    date_style, stamp_style = styles[-2], styles[-1]
    serials: dict[date, int | None] = {}
    out: list[str] = []
    append = out.append
    v: Any  # dispatched on type(v) below (exact types: a bool is not an int, a datetime not a date)
    for n, row in enumerate(sheet.rows, start=2):
        num = str(n)
        append(f'<row r="{num}">')
        for col, v in enumerate(row):
            if v is None:
                continue
            ref = letters[col] + num
            t = type(v)
            if t is str:
                if not v:
                    continue
                s = _text(v)
                space = ' xml:space="preserve"' if s[0].isspace() or s[-1].isspace() else ""
                append(f'<c r="{ref}" t="inlineStr"><is><t{space}>{s}</t></is></c>')
            elif t is int:
                append(f'<c r="{ref}"{styles[col]}><v>{v}</v></c>')
            elif t is float:
                if math.isfinite(v):
                    append(f'<c r="{ref}"{styles[col]}><v>{v!r}</v></c>')
            elif t is date:
                serial = serials.get(v)
                if serial is None:
                    serial = serials[v] = serial_of(v)
                if serial is None:  # before 1899-12-31: Excel has no such date, the text reads back
                    append(f'<c r="{ref}" t="inlineStr"><is><t>{v.isoformat()}</t></is></c>')
                else:
                    append(f'<c r="{ref}"{date_style}><v>{serial}</v></c>')
            elif t is bool:
                append(f'<c r="{ref}" t="b"><v>{int(v)}</v></c>')
            elif t is datetime:
                frac = (v.hour * 3600 + v.minute * 60 + v.second) / 86400
                day = serial_of(v.date())
                if day is None:
                    append(f'<c r="{ref}" t="inlineStr"><is><t>{v.isoformat(sep=" ", timespec="minutes")}</t></is></c>')
                else:
                    append(f'<c r="{ref}"{stamp_style}><v>{day + frac!r}</v></c>')
            else:  # anything else is shown as its text, never interpreted
                s = _text(str(v))
                append(f'<c r="{ref}" t="inlineStr"><is><t>{s}</t></is></c>')
        append("</row>")
        if n % _CHUNK_ROWS == 0:
            yield "".join(out)
            out.clear()
    if out:
        yield "".join(out)

