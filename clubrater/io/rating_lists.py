"""Readers for the federations' rating lists: the EGD world list, the FFG ladder and the AGA list.

Layouts (measured on whole real lists) are in ../shared/spec/rating-lists.md. Points that matter:
- The EGD list is padded by BYTES: a UTF-8 name is as many bytes wide as an ASCII one, so the
  line is sliced as bytes and each field decoded on its own (UTF-8, else Latin-1). Decoding
  the line first would shift every later field of a UTF-8 line one character to the left.
- The FFG ladder is Latin-1 and fixed width, sliced the same way; the AGA list is UTF-8, tabs.
- A file is recognised by its content, never by its name. It is read whole or refused whole:
  a file that is no known list gets one sentence naming the lists ClubRater reads; lines that
  do not fit are counted and the first few named with their line numbers.
- Placeholder entries ((undefined) Xy, Anonymous#0023 Anonymous, _ _) are left out.
"""

from __future__ import annotations

import io
import re
import urllib.error
import urllib.request
import zipfile
from collections.abc import Callable
from datetime import date, datetime
from email.utils import parsedate_to_datetime
from pathlib import Path

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.message import Messages
from clubrater.domain.ranks import rank_from_ordinal
from clubrater.domain.rating_list import (
    FFG_TO_GOR,
    LIST_NAMES,
    ListEntry,
    ListLayoutError,
    RatingList,
    UnknownListError,
    is_placeholder,
    rank_from_aga,
    rank_from_gor,
)
from clubrater.domain.text import MAX_NAME, control_problem, length_problem


class ListFileMessages(Messages):
    """Reading federation rating list files (EGD, FFG, AGA)."""


# Where the federations publish their lists (OpenGotha's and pairgoth's addresses); a club setting overrides them.
DEFAULT_URLS = {
    "egd": "https://www.europeangodatabase.eu/EGD/EGD_2_0/downloads/allworld_lp.zip",
    "ffg": "https://ffg.jeudego.org/echelle/echtxt/ech_ffg_V3.txt",
    "aga": "https://www.usgo.org/ratings/TDListA.txt",
}
KNOWN_LISTS = ListFileMessages.tr("the EGD world list (allworld_lp.html, .txt or .zip), the FFG ladder (ech_ffg_V3.txt) "
                                   "or the AGA list (TDListA.txt)")
MAX_LIST_BYTES = 200_000_000  # a real EGD list is about 4 MB; anything far bigger is not a list
_MONTHS = {m: i for i, m in enumerate(("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov",
                                       "dec"), start=1)}  # fmt: skip

# EGD: fixed byte positions (spec section 1).
_EGD_LINE = re.compile(rb"^ (\d{8})  (.{37}) (.{2})  (.{4}) (.{5})(.{5})(.{7})(.{6})(.*)$", re.DOTALL)
# Every grade the EGD writes (20k..1k, 1d..7d, 1p..9p; since 2021 down to 30k), as bytes -> as ClubRater writes it.
_GRADES = {f"{n}{kind}".encode(): f"{n}{kind.lower()}" for kind, top in (("k", 30), ("d", 9), ("p", 9), ("K", 30),
                                                                         ("D", 9), ("P", 9)) for n in range(1, top + 1)}
_MAX_ORDINAL = 38  # 9d
_RANK_NAMES = [str(rank_from_ordinal(o)) for o in range(_MAX_ORDINAL + 1)]  # by ordinal: 30k = 0 ... 9d = 38
_EGD_DATE = re.compile(rb"^\s*\((\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})\)\s*$")
_EGD_HEADER = re.compile(rb"\bPIN\b.*\bName\b.*\bClub\b.*\bGrade\b.*\bGoR\b")
_EGD_FOOTER = re.compile(rb"^\s*Number of players:\s*(\d+)")
_EGD_NO_CLUB = {"xxx", "xxxx", "XXXX", "XXX"}
# FFG (spec section 2).
_FFG_HEAD = re.compile(rb"^#Echelle au (\d{2})/(\d{2})/(\d{4})")
_FFG_LINE = re.compile(rb"^(.{37}) (.{5}) ([LC\-eX]) (.{7}) (.{4})(?: ([A-Za-z]{2}))?$", re.DOTALL)
_FFG_NOTE = re.compile(r"\s*\([^)]*\)")
_FFG_NO_CLUB = {"xxxx", "XXXX"}
FFG_NO_LEVEL = -9999
# AGA (spec section 3).
_AGA_DATE = re.compile(r"^(\d{1,2})/(\d{1,2})/(\d{4})$")
_AGA_RATING = re.compile(r"^-?\d+(?:\.\d+)?$")


def field_text(raw: bytes) -> str:
    """One field's bytes as text: UTF-8 when they are UTF-8, else Latin-1 (the EGD list mixes both)."""
    try:
        return raw.decode("utf-8").strip()
    except UnicodeDecodeError:
        return raw.decode("latin-1").strip()


def _split_name(text: str) -> tuple[str, str]:
    """'De_Vries Anna_Maria' -> ('De Vries', 'Anna Maria'): the first space splits, `_` is an inner space."""
    surname, _, first = text.strip().partition(" ")
    return surname.replace("_", " ").strip(), " ".join(first.replace("_", " ").split())


def _lines(data: bytes) -> list[bytes]:
    """Lines without their end (LF or CRLF)."""
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return [line[:-1] if line.endswith(b"\r") else line for line in lines]


# --- EGD -------------------------------------------------------------------------------------------------------


def _egd_problem(raw: bytes) -> str:
    """Why a line between the EGD list's header and footer is not a player line, field by field."""
    m = _EGD_LINE.match(raw)
    if m is None:
        if len(raw) < 81:
            return ListFileMessages.tr("{length} bytes long, shorter than an EGD player line (81)").format(length=len(raw))
        return "the PIN (8 digits) and the spaces around the name are not where the EGD list has them"
    _, _, country_b, _, grade_b, pd_b, gor_b, nt_b, last_b = m.groups()
    if grade_b.strip() not in _GRADES:
        return ListFileMessages.tr('grade "{text}" is not a grade like 12k, 3d or 1p').format(text=field_text(grade_b))
    if not (pd_b.strip() == b"--" or pd_b.strip() in _GRADES):
        return ListFileMessages.tr('promotion/demotion "{text}" is neither a grade nor --').format(text=field_text(pd_b))
    if _whole(gor_b) is None:
        return ListFileMessages.tr('GoR "{text}" is not a whole number').format(text=field_text(gor_b))
    if not nt_b.strip().isdigit():
        return ListFileMessages.tr('number of tournaments "{text}" is not a whole number').format(text=field_text(nt_b))
    if last_b[:2].strip():
        return "the last tournament's code does not start at byte 83"
    return ListFileMessages.tr('country "{text}" is not two letters').format(text=field_text(country_b))


def _whole(raw: bytes) -> int | None:
    """A right-aligned whole number, None when the bytes are not one."""
    text = raw.strip()
    if text.isdigit() or (text[:1] == b"-" and text[1:].isdigit()):
        return int(text)
    return None


def _egd_date(lines: list[bytes]) -> date | None:
    for raw in lines[:200]:
        m = _EGD_DATE.match(raw)
        if m and m.group(2).decode("ascii").lower() in _MONTHS:
            return date(int(m.group(3)), _MONTHS[m.group(2).decode("ascii").lower()], int(m.group(1)))
    return None


def read_egd(data: bytes, source: str = "") -> RatingList:
    """The EGD world list (the HTML page or the same table as text), refused whole if any player line does not fit.

    One loop with everything inline: a real list has 45,000 lines and must load in well under a second.
    """
    lines = data.splitlines()
    start = next((i + 1 for i, raw in enumerate(lines) if _EGD_HEADER.search(raw)), None)
    if start is None:  # no header: the table starts at its first player line
        start = next((i for i, raw in enumerate(lines) if _EGD_LINE.match(raw)), None)
        if start is None:
            raise UnknownListError(ListFileMessages.tr("{file} has no player lines of the EGD list.").format(file=source) if source else
                                   ListFileMessages.tr("The file has no player lines of the EGD list."))
    end, declared = len(lines), None
    for i in range(len(lines) - 1, max(start, len(lines) - 50) - 1, -1):
        m = _EGD_FOOTER.match(lines[i])
        if m:
            end, declared = i, int(m.group(1))
            break
    entries: list[ListEntry] = []
    problems: list[tuple[int, str]] = []
    placeholders = players = 0
    match, grades, ranks, no_club = _EGD_LINE.match, _GRADES, _RANK_NAMES, _EGD_NO_CLUB
    for i in range(start, end):
        raw = lines[i]
        m = match(raw)
        if m is None:
            stripped = raw.strip()
            if not stripped or stripped[:1] == b"<" or stripped.startswith(b"Last"):
                continue  # the header's second line, </b>, blank lines
            if declared is None and stripped.lower().startswith(b"</pre"):
                break
            problems.append((i + 1, _egd_problem(raw)))
            continue
        pin, name_b, country_b, club_b, grade_b, pd_b, gor_b, nt_b, last_b = m.groups()
        grade = grades.get(grade_b.lstrip(b" "))
        pd = pd_b.lstrip(b" ")
        try:
            gor, nt = int(gor_b), int(nt_b)
        except ValueError:
            grade = None
        if grade is None or nt < 0 or not (pd == b"--" or pd in grades) or last_b[:2].strip() \
                or not country_b.isalpha():
            problems.append((i + 1, _egd_problem(raw)))
            continue
        players += 1
        try:
            name = name_b.decode("utf-8")
        except UnicodeDecodeError:
            name = name_b.decode("latin-1")
        surname, _, first = name.strip().partition(" ")
        surname, first = surname.replace("_", " ").strip(), first.replace("_", " ").strip()
        # Only a surname that is empty, starts with a sign or with an A can be a placeholder: the full check then.
        if (not surname or not surname[0].isalnum() or surname[0] in "Aa") and is_placeholder(surname, first):
            placeholders += 1
            continue
        rating = None if nt == 0 and gor == 0 else gor
        if grade[-1] == "p" or rating is None:
            rank = grade  # professionals keep their grade (pairgoth); without a rating the grade is all there is
        else:
            ordinal = (rating + 950) // 100
            rank = ranks[0 if ordinal < 0 else _MAX_ORDINAL if ordinal > _MAX_ORDINAL else ordinal]
        country = country_b.decode("ascii").upper()
        try:
            club = club_b.decode("utf-8").strip()
        except UnicodeDecodeError:
            club = club_b.decode("latin-1").strip()
        entries.append(ListEntry("egd", pin.decode("ascii"), surname, first, "" if country == "XX" else country,
                                 "" if club in no_club else club, grade, rank, rating, "", "", None, nt,
                                 last_b.strip().decode("latin-1"), i + 1))  # fmt: skip
    name = source or "The file"
    if declared is None and b"<pre" in data.lower():
        raise UnknownListError(ListFileMessages.tr("{name} is cut short: the EGD list's last line (Number of players) is missing; nothing was loaded.").format(name=name))  # fmt: skip
    if problems:
        raise ListLayoutError(ListFileMessages.tr("{name}: {count} lines do not fit the EGD list's layout; nothing was loaded:").format(name=name, count=f"{len(problems):,}"),
                              problems)  # fmt: skip
    if declared is not None and declared != players:
        raise UnknownListError(ListFileMessages.tr("{name} says it holds {declared} players but has {players} player lines; it is cut short or damaged, and nothing was loaded.").format(name=name, declared=f"{declared:,}", players=f"{players:,}"))  # fmt: skip
    return RatingList("egd", _egd_date(lines[:start]), source, tuple(entries), placeholders)


# --- FFG -------------------------------------------------------------------------------------------------------


def _ffg_entry(raw: bytes, number: int) -> ListEntry | str:
    m = _FFG_LINE.match(raw)
    if not m:
        if len(raw) not in (58, 61):
            return ListFileMessages.tr("{length} bytes long; an FFG ladder line is 61 (58 in older ladders)").format(
                length=len(raw))
        return "the rating, status, licence and club are not where the FFG ladder has them"
    name_b, rating_b, status_b, licence_b, club_b, country_b = m.groups()
    rating = _whole(rating_b)
    if rating is None:
        return ListFileMessages.tr('rating "{text}" is not a whole number').format(text=field_text(rating_b))
    name = _FFG_NOTE.sub("", field_text(name_b))
    surname, first = _split_name(name)
    status = status_b.decode("ascii")
    licence = field_text(licence_b)
    club = field_text(club_b)
    # Older ladders have no country column: a foreign player's country is unknown there.
    country = country_b.decode("ascii").upper() if country_b is not None else ("" if status == "e" else "FR")
    no_level = rating == FFG_NO_LEVEL
    return ListEntry(
        federation="ffg",
        id="" if set(licence) <= {"-"} else licence,
        surname=surname,
        first_name=first,
        country="" if country == "XX" else country,
        club="" if club in _FFG_NO_CLUB else club,
        rank="" if no_level else str(rank_from_gor(rating + FFG_TO_GOR)),
        rating=None if no_level else rating,
        licence_status=status,
        line=number,
    )


def read_ffg(data: bytes, source: str = "") -> RatingList:
    """The FFG ladder (ech_ffg_V3.txt, or the older ech_ffg_new.txt without countries)."""
    lines = _lines(data)
    name = source or "The file"
    head = _FFG_HEAD.match(lines[0]) if lines else None
    if head is None:
        raise UnknownListError(ListFileMessages.tr("{name} does not start with the FFG ladder's line #Echelle au DD/MM/YYYY.").format(name=name))
    day, month, year = (int(g) for g in head.groups())
    try:
        when: date | None = date(year, month, day)
    except ValueError:
        when = None
    entries: list[ListEntry] = []
    problems: list[tuple[int, str]] = []
    placeholders = 0
    for i, raw in enumerate(lines[1:], start=2):
        if not raw.strip():
            continue
        got = _ffg_entry(raw, i)
        if isinstance(got, str):
            problems.append((i, got))
        elif is_placeholder(got.surname, got.first_name):
            placeholders += 1
        else:
            entries.append(got)
    if problems:
        raise ListLayoutError(ListFileMessages.tr("{name}: {count} lines do not fit the FFG ladder's layout; nothing was loaded:").format(name=name, count=f"{len(problems):,}"), problems)  # fmt: skip
    return RatingList("ffg", when, source, tuple(entries), placeholders)


# --- AGA -------------------------------------------------------------------------------------------------------


def _aga_date(text: str) -> date | None | str:
    if not text:
        return None
    m = _AGA_DATE.match(text)
    if not m:
        return ListFileMessages.tr('"{text}" is not a date like 12/31/2019').format(text=text)
    month, day, year = (int(g) for g in m.groups())
    try:
        return date(year, month, day)
    except ValueError:
        return ListFileMessages.tr('"{text}" is not a date like 12/31/2019').format(text=text)


def _aga_entry(text: str, number: int) -> ListEntry | str:
    fields = text.split("\t")
    if len(fields) != 9:
        return ListFileMessages.tr("{count} tab-separated fields; the AGA list has 9").format(count=len(fields))
    name, ident, membership, rating_s, expiry_s, chapter, _state, sigma, rated_s = (f.strip() for f in fields)
    if not ident.isdigit():
        return ListFileMessages.tr('AGA ID "{text}" is not a number').format(text=ident)
    if rating_s and not _AGA_RATING.match(rating_s):
        return ListFileMessages.tr('rating "{text}" is not a number').format(text=rating_s)
    if sigma and not _AGA_RATING.match(sigma):
        return ListFileMessages.tr('sigma "{text}" is not a number').format(text=sigma)
    expiry = _aga_date(expiry_s)
    if isinstance(expiry, str):
        return ListFileMessages.tr("expiry {problem}").format(problem=expiry)
    rated = _aga_date(rated_s)
    if isinstance(rated, str):
        return ListFileMessages.tr("rating date {problem}").format(problem=rated)
    surname, _, first = name.partition(",")
    rating = float(rating_s) if rating_s else None
    return ListEntry(
        federation="aga",
        id=str(int(ident)),
        surname=" ".join(surname.split()),
        first_name=" ".join(first.split()),
        country="" if membership == "Forgn" else "US",
        club=chapter,
        rank="" if rating is None else str(rank_from_aga(rating)),
        rating=rating,
        membership=membership,
        expires=expiry,
        line=number,
    )


def read_aga(data: bytes, source: str = "", when: date | None = None) -> RatingList:
    """The AGA list (TDListA.txt); it carries no date, so the caller gives one (the file's or the download's)."""
    entries: list[ListEntry] = []
    problems: list[tuple[int, str]] = []
    placeholders = 0
    for i, raw in enumerate(_lines(data.removeprefix(b"\xef\xbb\xbf")), start=1):
        if not raw.strip():
            continue
        got = _aga_entry(_decode_keep_tabs(raw), i)
        if isinstance(got, str):
            problems.append((i, got))
        elif is_placeholder(got.surname, got.first_name):
            placeholders += 1
        else:
            entries.append(got)
    name = source or "The file"
    if problems:
        raise ListLayoutError(ListFileMessages.tr("{name}: {count} lines do not fit the AGA list's layout; nothing was loaded:").format(name=name, count=f"{len(problems):,}"),
                              problems)  # fmt: skip
    return RatingList("aga", when, source, tuple(entries), placeholders)


def _decode_keep_tabs(raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


# --- recognising a file -------------------------------------------------------------------------------------------


def _unzip(data: bytes, name: str) -> bytes:
    """The list inside the EGD's zip (its one entry, or the one .html/.txt among several)."""
    try:
        with zipfile.ZipFile(io.BytesIO(data)) as archive:
            members = [m for m in archive.infolist() if not m.is_dir()]
            if len(members) > 1:
                members = [m for m in members if m.filename.lower().endswith((".html", ".htm", ".txt"))]
            if len(members) != 1:
                raise UnknownListError(ListFileMessages.tr("{name} is a zip without the one list inside that the EGD's zip holds.").format(name=name))
            if members[0].file_size > MAX_LIST_BYTES:
                raise UnknownListError(ListFileMessages.tr("{name} holds a file of {size} bytes: far too big for a list.").format(name=name, size=f"{members[0].file_size:,}"))
            return archive.read(members[0])
    except (zipfile.BadZipFile, zipfile.LargeZipFile, OSError, EOFError) as exc:
        raise UnknownListError(ListFileMessages.tr("{name} is a damaged zip file ({reason}).").format(name=name, reason=exc)) from None


def recognise(data: bytes) -> str | None:
    """Which list these bytes hold ("egd", "ffg", "aga"), by content; None when none."""
    head = data[:4096]
    if head.startswith(b"#Echelle au "):
        return "ffg"
    lines = _lines(head)[:-1] or _lines(head)
    if any(_EGD_HEADER.search(raw) for raw in lines) or sum(1 for raw in lines if _EGD_LINE.match(raw)) >= 1:
        return "egd"
    first = next((raw for raw in lines if raw.strip()), b"").removeprefix(b"\xef\xbb\xbf")
    parts = first.split(b"\t")
    if len(parts) == 9 and parts[1].strip().isdigit():
        return "aga"
    return None


_READERS: dict[str, Callable[..., RatingList]] = {"egd": read_egd, "ffg": read_ffg}


def read_list(data: bytes, source: str = "", federation: str | None = None, when: date | None = None) -> RatingList:
    """A list from its bytes, recognised by content; `federation` insists on one (refused if it is another).

    `when` dates a list that carries no date of its own (the AGA list): the file's or the download's date.
    """
    name = source or "The file"
    if data[:4] == b"PK\x03\x04":
        data = _unzip(data, name)
    found = recognise(data)
    if federation is not None and found is not None and found != federation:
        raise UnknownListError(ListFileMessages.tr("{name} is the {found}, not the {wanted}.").format(name=name, found=LIST_NAMES[found],
                                                                                wanted=LIST_NAMES[federation]))
    kind = federation or found
    if kind is None:
        raise UnknownListError(ListFileMessages.tr("{name} is none of the lists ClubRater reads: {lists}.").format(name=name, lists=KNOWN_LISTS))
    got = read_aga(data, source, when) if kind == "aga" else _READERS[kind](data, source)
    unfit = unfit_text(got.entries)
    if unfit:
        raise ListLayoutError(ListFileMessages.tr("{name}: {count} entries hold names ClubRater does not store; nothing "
                                                  "was loaded:").format(name=name, count=f"{len(unfit):,}"), unfit)
    if got.date is None and when is not None:
        return RatingList(got.federation, when, got.source, got.entries, got.placeholders)
    return got


_SURNAME = ListFileMessages.tr("surname", "a field of a rating list's entry")
_FIRST_NAME = ListFileMessages.tr("first name", "a field of a rating list's entry")
_CLUB = ListFileMessages.tr("club", "a field of a rating list's entry")


def unfit_text(entries: tuple[ListEntry, ...]) -> list[tuple[int, str]]:
    """Entries whose names or club hold control characters (a terminal escape), or a name over the one limit
    for names (domain/text.py), by line: such a list is refused whole, like any list with lines that do not fit.
    `str.isprintable` is the quick look (45,000 entries in a few milliseconds); the words come from domain/text."""
    problems: list[tuple[int, str]] = []
    for e in entries:
        for field, text in ((_SURNAME, e.surname), (_FIRST_NAME, e.first_name), (_CLUB, e.club)):
            if not text.isprintable() or len(text) > MAX_NAME:
                problem = control_problem(text, field) or length_problem(text, field)
                if problem:
                    problems.append((e.line, problem))
    return problems


def read_list_file(path: Path, federation: str | None = None) -> RatingList:
    """A list from a file; a list without a date of its own takes the file's date."""
    try:
        size = path.stat().st_size
        if size > MAX_LIST_BYTES:
            raise UnknownListError(ListFileMessages.tr("{name} is {size} bytes: far too big for a rating list.").format(name=path.name, size=f"{size:,}"))
        data = path.read_bytes()
        when = datetime.fromtimestamp(path.stat().st_mtime).date()
    except FileNotFoundError:
        raise ClubRaterError(ListFileMessages.tr("There is no file {path}.").format(path=path)) from None
    except IsADirectoryError:
        raise ClubRaterError(ListFileMessages.tr("{path} is a folder, not a rating list.").format(path=path)) from None
    except OSError as exc:
        raise ClubRaterError(ListFileMessages.tr("{path} cannot be read ({reason}).").format(path=path, reason=exc.strerror or exc)) from None
    return read_list(data, path.name, federation, when)


class DownloadError(ClubRaterError):
    """A list that could not be fetched: the computer is offline, the address moved..."""


def download(url: str, timeout: float = 60.0) -> tuple[bytes, date | None]:
    """The bytes at `url` (http or https only) and their Last-Modified date, if the server gives one."""
    if not url.lower().startswith(("http://", "https://")):
        raise DownloadError(ListFileMessages.tr('"{url}" is not a web address (http:// or https://).').format(url=url))
    request = urllib.request.Request(url, headers={"User-Agent": "ClubRater"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310 (scheme checked above)
            data = response.read(MAX_LIST_BYTES + 1)
            modified = response.headers.get("Last-Modified")
    except urllib.error.HTTPError as exc:
        raise DownloadError(ListFileMessages.tr("The server at {url} answered {code} ({reason}); nothing was loaded.").format(url=url, code=exc.code, reason=exc.reason)) from None
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise DownloadError(ListFileMessages.tr("{url} could not be reached ({reason}); is this computer online?").format(url=url, reason=reason)) from None
    if len(data) > MAX_LIST_BYTES:
        raise DownloadError(ListFileMessages.tr("{url} sent more than {size} bytes: far too big for a rating list.").format(url=url, size=f"{MAX_LIST_BYTES:,}"))
    when = None
    if modified:
        try:
            when = parsedate_to_datetime(modified).date()
        except (TypeError, ValueError):
            when = None
    return data, when


def download_list(url: str, federation: str, timeout: float = 60.0, today: date | None = None) -> RatingList:
    """Fetch and read a federation's list; a list without a date takes the server's date, else today's."""
    data, when = download(url, timeout)
    name = url.rstrip("/").rsplit("/", 1)[-1] or url
    return read_list(data, name, federation, when or today or date.today())
