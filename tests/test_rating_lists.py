"""The federations' rating lists (issue 20): the three fixtures read field by field, the EGD list's
UTF-8 and Latin-1 lines, placeholders left out, refusals whole, the search, and the download."""

from __future__ import annotations

import csv
import http.server
import io
import os
import threading
import zipfile
from collections.abc import Iterator
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from clubrater.domain.errors import ClubRaterError
from clubrater.domain.ranks import parse_rank
from clubrater.domain.rating_list import (
    ListEntry,
    ListIndex,
    ListLayoutError,
    UnknownListError,
    gor_from_aga,
    rank_from_aga,
    rank_from_gor,
    split_reference,
)
from clubrater.io.rating_lists import (
    DownloadError,
    download_list,
    read_list,
    read_list_file,
)
from tests.conftest import shared_path

EGD = "egd_allworld_lp.html"
FFG = "ech_ffg_V3.txt"
AGA = "TDListA.txt"
# The spec's own example lines (rating-lists.md), byte for byte in each list's layout.
SPEC_EGD = [
    b" 12345678  Novak Jana                            CZ  Brno    3k   --   1805    12  T180924A",
    b" 23456789  De_Vries Anna_Maria                   NL  Amst   12k   --    950     3  T160423AC",
    b" 34567890  Kim Minho                             KR  xxxx    5d  20k      0     0",
]
SPEC_FFG = [
    "DUPONT Émilie                           -37 L 9361003 63Ce FR",
    "MARTIN Jean-Luc                       -9999 - 9179004 30NJ FR",
    "SMITH Peter                             243 e ------- xxxx UK",
]
SPEC_AGA = [
    "Novak, Jana\t15648\tFull\t-20.05711\t7/2/2008\tLIGC\tNY\t1.09198\t8/1/2007",
    "Kim, Minho\t23964\tNon\t9.54301\t6/21/2018\t\tCA\t0.48833\t7/22/2018",
]
JSON_FIELDS = ["federation", "id", "surname", "first_name", "country", "club", "grade", "rank", "rating",
               "licence_status", "membership", "expires", "tournaments", "last_tournament"]  # fmt: skip


def _fixture(name: str) -> Path:
    return shared_path("fixtures", "rating-lists", name)


def _egd_bytes() -> bytes:
    return _fixture(EGD).read_bytes()


def _egd_player_lines(data: bytes) -> list[tuple[int, bytes]]:
    """(line number, raw line) of every player line: between the header's </b> and "Number of players"."""
    lines = data.split(b"\n")
    start = next(i for i, raw in enumerate(lines) if raw.startswith(b"   PIN")) + 2
    end = next(i for i, raw in enumerate(lines) if raw.startswith(b"Number of players"))
    return [(i + 1, lines[i]) for i in range(start, end)]


def _egd_with(lines: list[bytes], extra_players: int = 0, base: bytes | None = None) -> bytes:
    """The EGD fixture with `lines` added before the footer and the footer's count raised to match."""
    data = base if base is not None else _egd_bytes()
    count = len(_egd_player_lines(data))
    head, foot = data.split(b"Number of players:", 1)
    foot = foot.split(b"\n", 1)[1]
    return head + b"".join(raw + b"\n" for raw in lines) + f"Number of players: {count + extra_players}\n".encode() + foot


def _egd_line(pin: str, name: str, rest: str) -> bytes:
    """A player line in the EGD layout: the name padded to 37 BYTES, whatever its encoding."""
    field = name.encode("utf-8")
    return b" " + pin.encode() + b"  " + field + b" " * (37 - len(field)) + rest.encode("ascii")


def _decoded(raw: bytes) -> str:
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("latin-1")


# ------------------------------------------------------------------------------------------- ranks from ratings


@pytest.mark.parametrize(
    ("gor", "rank"),
    [(2050, "1d"), (2149, "1d"), (2150, "2d"), (2049, "1k"), (1950, "1k"), (1949, "2k"), (100, "20k"), (149, "20k"),
     (99, "20k"), (49, "21k"), (-800, "29k"), (-900, "30k"), (-5000, "30k"), (2700, "7d"), (3500, "9d")],
)  # fmt: skip
def test_gor_to_rank_is_100_points_a_grade_as_the_spec_says(gor: int, rank: str) -> None:
    assert str(rank_from_gor(gor)) == rank


@pytest.mark.parametrize(("ffg", "rank"), [(0, "1d"), (99, "1d"), (100, "2d"), (-1, "1k"), (-100, "1k"),
                                           (-101, "2k"), (-200, "2k"), (-2100, "21k")])  # fmt: skip
def test_ffg_rating_to_rank_through_gor_plus_2050(ffg: int, rank: str) -> None:
    assert str(rank_from_gor(ffg + 2050)) == rank


@pytest.mark.parametrize(("aga", "rank", "gor"), [(-20.05711, "20k", 144), (9.54301, "9d", 2904), (-1.5, "1k", 2000),
                                                  (1.2, "1d", 2070), (-1.0, "1k", 2049), (2.0, "2d", 2150)])  # fmt: skip
def test_aga_rank_is_the_integer_part_and_gor_agrees_with_it(aga: float, rank: str, gor: int) -> None:
    assert str(rank_from_aga(aga)) == rank
    assert gor_from_aga(aga) == gor
    assert rank_from_gor(gor_from_aga(aga)) == parse_rank(rank)


# ------------------------------------------------------------------------------------------------- EGD list


def test_egd_fixture_every_player_line_in_its_slots() -> None:
    """Each entry equals the line split on blanks (names use `_` inside, so blanks only separate fields)."""
    data = _egd_bytes()
    rl = read_list(data, EGD)
    assert rl.federation == "egd"
    assert rl.date == date(2018, 12, 27)
    assert rl.describe() == "EGD list of 27 Dec 2018: 60 players"
    by_line = {e.line: e for e in rl.entries}
    players = _egd_player_lines(data)
    assert len(players) == 60 == len(rl.entries)
    for number, raw in players:
        words = _decoded(raw).split()
        pin, surname, first, country, club, grade, pd, gor, nt = words[:9]
        last = words[9] if len(words) > 9 else ""
        e = by_line[number]
        assert (e.id, e.surname, e.first_name) == (pin, surname.replace("_", " "), first.replace("_", " "))
        assert e.country == ("" if country == "XX" else country)
        assert e.club == ("" if club.lower() in ("xxx", "xxxx") else club)
        assert e.grade == grade
        assert pd == "--" or parse_rank(pd)
        assert e.tournaments == int(nt)
        assert e.last_tournament == last
        assert e.rating == (None if int(nt) == 0 and int(gor) == 0 else int(gor))
        expected_rank = grade if e.rating is None else str(rank_from_gor(int(gor)))
        assert e.rank == expected_rank
        assert e.gor == e.rating
        assert (e.licence_status, e.membership, e.expires) == ("", "", None)


def test_egd_latin1_lines_read_right() -> None:
    """The fixture's Latin-1 lines: the club TÜ (two bytes padded to four) and the surname Íhffh."""
    rl = read_list(_egd_bytes(), EGD)
    tue = [e for e in rl.entries if e.club == "TÜ"]
    assert sorted(e.id for e in tue) == ["17440016", "93171943"]
    assert all(e.grade in ("2k", "7k") and e.country == "DE" for e in tue)
    (acute,) = [e for e in rl.entries if e.id == "00259239"]
    assert (acute.surname, acute.first_name, acute.country, acute.club) == ("Íhffh", "Nzrdj", "ES", "Mala")
    assert (acute.grade, acute.rating, acute.tournaments, acute.last_tournament) == ("12k", 945, 5, "T170717A")


def test_egd_utf8_lines_read_right_because_the_list_is_padded_by_bytes() -> None:
    """A UTF-8 name takes more bytes than characters, and the list pads it by bytes: every field stays put."""
    lines = [
        _egd_line("11112222", "Łukasiewicz Jérôme", " PL  Wars    2d   --   2187    41  T181215A"),
        _egd_line("33334444", "Ödegaard Åsa_Märta", " SE  Stoc   15k   --    612     2  T170101B"),
        _egd_line("55556666", "Žižek Ђорђе", " RS  Beog    1k   --   1960     7  T180505C"),
    ]
    assert all(len(raw.decode("utf-8")) < 91 for raw in lines)  # decoded first, the fields would shift left
    rl = read_list(_egd_with(lines, extra_players=3), EGD)
    got = {e.id: e for e in rl.entries}
    assert len(rl.entries) == 63
    a, b, c = got["11112222"], got["33334444"], got["55556666"]
    assert (a.surname, a.first_name, a.country, a.club, a.grade, a.rank, a.rating, a.tournaments, a.last_tournament) == (
        "Łukasiewicz", "Jérôme", "PL", "Wars", "2d", "2d", 2187, 41, "T181215A")  # fmt: skip
    assert (b.surname, b.first_name, b.club, b.grade, b.rating) == ("Ödegaard", "Åsa Märta", "Stoc", "15k", 612)
    assert (c.surname, c.first_name, c.country, c.rank, c.rating) == ("Žižek", "Ђорђе", "RS", "1k", 1960)


def test_egd_spec_lines_underscores_unrated_and_json_fields() -> None:
    rl = read_list(_egd_with(SPEC_EGD, extra_players=3), EGD)
    got = {e.id: e for e in rl.entries}
    novak, devries, kim = got["12345678"], got["23456789"], got["34567890"]
    assert (devries.surname, devries.first_name, devries.last_tournament) == ("De Vries", "Anna Maria", "T160423AC")
    assert (novak.rank, novak.rating, novak.club) == ("3k", 1805, "Brno")
    assert (devries.grade, devries.rank) == ("12k", "11k")  # declared 12k; GoR 950 is in 11k's band (950-1049)
    # NT 0: no rating, the declared grade is all the list knows; club xxxx is none
    assert (kim.rating, kim.rank, kim.grade, kim.club, kim.tournaments, kim.last_tournament) == (None, "5d", "5d", "", 0,
                                                                                                 "")  # fmt: skip
    doc = devries.to_json()
    assert list(doc) == JSON_FIELDS
    assert doc["id"] == "23456789" and doc["rating"] == 950 and doc["grade"] == "12k" and doc["tournaments"] == 3


def test_egd_placeholders_are_never_offered() -> None:
    rest = " XX  xxxx   20k   --    100     1  T180101A"
    placeholders = [_egd_line("70000001", "(undefined) Xy", rest), _egd_line("70000002", "Anonymous#0023 Anonymous", rest),
                    _egd_line("70000003", "_ _", rest)]  # fmt: skip
    rl = read_list(_egd_with(placeholders, extra_players=3), EGD)
    assert len(rl.entries) == 60 and rl.placeholders == 3
    assert not {"70000001", "70000002", "70000003"} & {e.id for e in rl.entries}
    index = ListIndex(rl.entries)
    assert index.find("anonymous") == [] and index.find("undefined") == [] and index.find("7000000") == []


def test_egd_zip_holds_the_same_list(tmp_path: Path) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("allworld_lp.html", _egd_bytes())
    path = tmp_path / "allworld_lp.zip"
    path.write_bytes(buffer.getvalue())
    assert read_list_file(path).entries == read_list(_egd_bytes(), EGD).entries


def test_egd_table_as_text_without_the_html_page() -> None:
    data = _egd_bytes()
    start = data.index(b"(27 Dec 2018)")
    text = data[start:].replace(b"<b>", b"").replace(b"</b>", b"").split(b"</pre>")[0]
    rl = read_list(text, "allworld_lp.txt")
    assert rl.date == date(2018, 12, 27) and rl.entries == read_list(data, EGD).entries


# ------------------------------------------------------------------------------------------------- FFG ladder


def test_ffg_fixture_every_line_in_its_slots() -> None:
    """Each entry equals the Latin-1 line split from the right: name, rating, status, licence, club, country."""
    raw_lines = _fixture(FFG).read_bytes().split(b"\r\n")
    rl = read_list_file(_fixture(FFG))
    assert (rl.federation, rl.date) == ("ffg", date(2021, 1, 11))
    by_line = {e.line: e for e in rl.entries}
    players = [(i, raw) for i, raw in enumerate(raw_lines[1:], start=2) if raw]
    assert len(players) == 53 == len(rl.entries)
    for number, raw in players:
        name, rating, status, licence, club, country = raw.decode("latin-1").rsplit(maxsplit=5)
        surname, _, first = name.partition(" ")
        e = by_line[number]
        assert (e.surname, e.first_name) == (surname, first.replace("_", " "))
        assert e.id == ("" if licence == "-------" else licence)
        assert e.licence_status == status and e.country == country
        assert e.club == ("" if club in ("xxxx", "XXXX") else club)
        if rating == "-9999":
            assert (e.rating, e.rank, e.gor) == (None, "", None)
        else:
            assert e.rating == int(rating) and e.gor == int(rating) + 2050
            assert e.rank == str(rank_from_gor(int(rating) + 2050))
        assert (e.grade, e.tournaments, e.membership) == ("", None, "")
    accented = {e.line for e in rl.entries if any(ord(ch) > 127 for ch in e.name)}
    assert accented == {number for number, raw in players if max(raw[:37]) > 127}
    assert not any("Ã" in e.name for e in rl.entries)  # Latin-1, never read as UTF-8


def test_ffg_spec_lines_and_older_ladder_without_country() -> None:
    data = ("#Echelle au 03/02/2024 06:00:00\r\n" + "\r\n".join(SPEC_FFG) + "\r\n").encode("latin-1")
    dupont, martin, smith = read_list(data, FFG).entries
    assert (dupont.surname, dupont.first_name, dupont.id, dupont.rating, dupont.rank, dupont.gor) == (
        "DUPONT", "Émilie", "9361003", -37, "1k", 2013)  # fmt: skip
    assert (martin.first_name, martin.rating, martin.rank) == ("Jean-Luc", None, "")
    assert (smith.id, smith.club, smith.country, smith.licence_status, smith.rank) == ("", "", "UK", "e", "3d")
    old = ("#Echelle au 03/02/2012 06:00:00\r\n" + "\r\n".join(line[:58] for line in SPEC_FFG) + "\r\n").encode("latin-1")
    o_dupont, _, o_smith = read_list(old, "ech_ffg_new.txt").entries
    assert (o_dupont.country, o_smith.country, o_dupont.club) == ("FR", "", "63Ce")


# ------------------------------------------------------------------------------------------------- AGA list


def test_aga_fixture_every_line_in_its_slots() -> None:
    rl = read_list_file(_fixture(AGA))
    assert rl.federation == "aga"
    rows = list(csv.reader(io.StringIO(_fixture(AGA).read_text(encoding="utf-8"), newline=""), delimiter="\t"))
    assert len(rows) == 53 == len(rl.entries)
    for e, row in zip(rl.entries, rows, strict=True):
        name, ident, membership, rating, expiry, chapter, _state, _sigma, _rated = row
        surname, _, first = name.partition(",")
        assert (e.surname, e.first_name) == (surname.strip(), first.strip())
        assert (e.id, e.membership, e.club) == (ident, membership, chapter)
        month, day, year = (int(p) for p in expiry.split("/"))
        assert e.expires == date(year, month, day)
        if rating:
            assert e.rating == float(rating)
            level = int(abs(float(rating)))
            assert e.rank == (f"{level}d" if float(rating) > 0 else f"{level}k")
        else:
            assert (e.rating, e.rank, e.gor) == (None, "", None)
        assert e.country == ("" if membership == "Forgn" else "US")
    utf8 = {e.id: e.name for e in rl.entries if any(ord(ch) > 127 for ch in e.name)}
    assert utf8 == {"30314": "Vdrxtqqr Bxkfíðvcvpr Lúkcm Hboe", "29145": "Wyönwbr Cnbps"}


def test_aga_list_takes_the_files_date(tmp_path: Path) -> None:
    path = tmp_path / "TDListA.txt"
    path.write_text("\r\n".join(SPEC_AGA) + "\r\n", encoding="utf-8")
    stamp = datetime(2024, 5, 6, 12, tzinfo=UTC).timestamp()
    os.utime(path, (stamp, stamp))
    rl = read_list_file(path)
    assert rl.date == date(2024, 5, 6)
    novak, kim = rl.entries
    assert (novak.rank, novak.gor, kim.rank, kim.club, kim.expires) == ("20k", 144, "9d", "", date(2018, 6, 21))


# --------------------------------------------------------------------------------------------------- refusals


def test_a_file_that_is_no_list_is_refused_in_one_sentence(tmp_path: Path) -> None:
    path = tmp_path / "players.csv"
    path.write_text("name,rank\nSipho Dlamini,12k\n", encoding="utf-8")
    with pytest.raises(UnknownListError) as info:
        read_list_file(path)
    message = str(info.value)
    assert message.startswith("players.csv is none of the lists ClubRater reads:") and message.endswith(").")
    assert "\n" not in message and "EGD world list" in message and "FFG ladder" in message and "AGA list" in message


def test_insisting_on_another_federation_is_refused() -> None:
    with pytest.raises(UnknownListError, match="is the FFG ladder, not the EGD list"):
        read_list(_fixture(FFG).read_bytes(), FFG, federation="egd")
    assert read_list(_fixture(FFG).read_bytes(), FFG, federation="ffg").federation == "ffg"


def test_egd_lines_that_do_not_fit_refuse_the_whole_list_and_the_first_few_are_named() -> None:
    data = bytearray(_egd_bytes())
    lines = data.split(b"\n")
    players = _egd_player_lines(bytes(data))
    damaged = [players[k][0] for k in (2, 5, 9, 14, 20, 30, 41)]
    for number in damaged:
        raw = lines[number - 1]
        lines[number - 1] = raw[:69] + b"x" + raw[70:]  # a letter inside the GoR
    with pytest.raises(ListLayoutError) as info:
        read_list(b"\n".join(lines), EGD)
    assert [line for line, _ in info.value.problems] == damaged
    message = str(info.value)
    assert "7 lines do not fit" in message and "nothing was loaded" in message and "and 2 more" in message
    for number in damaged[:5]:
        assert f"line {number}: GoR" in message
    assert f"line {damaged[5]}:" not in message


def test_a_list_cut_short_is_refused() -> None:
    data = _egd_bytes()
    with pytest.raises(UnknownListError, match="cut short"):
        read_list(data[: len(data) // 2], EGD)
    wrong_count = data.replace(b"Number of players: 60", b"Number of players: 61")
    with pytest.raises(UnknownListError, match="says it holds 61 players but has 60"):
        read_list(wrong_count, EGD)


def test_ffg_and_aga_bad_lines_are_counted() -> None:
    ffg = _fixture(FFG).read_bytes().replace(b"-2100 - 2600565", b"-2100 Q 2600565")
    with pytest.raises(ListLayoutError, match=r"1 lines do not fit the FFG ladder's layout.*line 3:"):
        read_list(ffg, FFG)
    aga = _fixture(AGA).read_bytes().replace(b"\t9166\t", b"\tabc\t").replace(b"\t36073\tYouth\t", b"\t36073\t")
    with pytest.raises(ListLayoutError) as info:
        read_list(aga, AGA)
    assert info.value.problems == [(2, 'AGA ID "abc" is not a number'), (3, "8 tab-separated fields; the AGA list has 9")]


def test_an_ffg_line_shifted_by_one_byte_is_refused_not_misread() -> None:
    data = _fixture(FFG).read_bytes()
    line = next(raw for raw in data.split(b"\r\n") if raw.startswith(b"RNL Napcxu"))
    shifted = line[:10] + line[11:] + b" "  # one blank less in the name's padding: every field one byte left
    assert len(shifted) == len(line)
    with pytest.raises(ListLayoutError) as info:
        read_list(data.replace(line, shifted), FFG)
    ((number, _reason),) = info.value.problems
    assert number == data.split(b"\r\n").index(line) + 1


def test_a_zip_without_a_list_is_refused() -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("a.html", b"x")
        archive.writestr("b.html", b"y")
    with pytest.raises(UnknownListError, match="zip without the one list"):
        read_list(buffer.getvalue(), "two.zip")
    with pytest.raises(UnknownListError, match="damaged zip"):
        read_list(b"PK\x03\x04 not really a zip", "bad.zip")


# ----------------------------------------------------------------------------------------------------- search


@pytest.fixture(scope="module")
def index() -> ListIndex:
    ffg = ("#Echelle au 03/02/2024 06:00:00\r\n" + "\r\n".join(SPEC_FFG) + "\r\n").encode("latin-1")
    entries = [*read_list(ffg, FFG).entries, *read_list(_egd_with(SPEC_EGD, 3), EGD).entries,
               *read_list_file(_fixture(FFG)).entries, *read_list_file(_fixture(AGA)).entries]  # fmt: skip
    for name in ("Li Wei", "Wei Li", "Lin Bo", "Dupuis Emile"):
        surname, first = name.split()
        entries.append(ListEntry("aga", str(90000 + len(entries)), surname, first, "US"))
    return ListIndex(entries)


def _names(found: list[ListEntry]) -> list[str]:
    return [e.name for e in found]


def test_find_by_names_regardless_of_case_accents_and_order(index: ListIndex) -> None:
    for query in ("emilie dup", "DUPONT Émilie", "Émilie", "dupont e", "  EMI   DUP "):
        assert _names(index.find(query))[0] == "DUPONT Émilie", query
    assert _names(index.find("emil dup")) == ["DUPONT Émilie", "Dupuis Emile"]
    assert _names(index.find("luc")) == ["MARTIN Jean-Luc"]
    assert _names(index.find("de vries anna")) == ["De Vries Anna Maria"]
    assert index.find("dup dupont") == []  # two words of the query cannot share one word of the name


def test_find_best_matches_first(index: ListIndex) -> None:
    assert _names(index.find("li")) == ["Li Wei", "Wei Li", "Lin Bo"]  # whole word, surname first, then beginnings
    assert _names(index.find("wei li")) == ["Wei Li", "Li Wei"]


def test_find_by_id_and_reference(index: ListIndex) -> None:
    assert _names(index.find("9361003")) == ["DUPONT Émilie"]
    assert _names(index.find("ffg:936")) == ["DUPONT Émilie"]
    assert index.find("egd:9361003") == []
    assert index.find("2345678")[0].id == "23456789"  # the beginning of an ID
    kim = index.by_id("egd", "34567890")
    assert kim is not None and kim.surname == "Kim"
    assert index.by_id("ffg", "34567890") is None
    assert split_reference("EGD:12345678") == ("egd", "12345678")
    with pytest.raises(UnknownListError):
        split_reference("xyz:1")


def test_find_limits_and_filters(index: ListIndex) -> None:
    assert len(index.find("a", limit=3)) == 3
    assert {e.federation for e in index.find("a", limit=200, federation="aga")} == {"aga"}


# --------------------------------------------------------------------------------------------------- download


class _Handler(http.server.SimpleHTTPRequestHandler):
    """Serves a folder (Last-Modified from each file's time, as real servers send it), quietly."""

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 (the base class's name)
        pass


@pytest.fixture
def served(tmp_path: Path) -> Iterator[str]:
    """The fixtures on a local web server (127.0.0.1 only): the base address."""
    for name in (EGD, FFG, AGA):
        (tmp_path / name).write_bytes(_fixture(name).read_bytes())
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("allworld_lp.html", _egd_bytes())
    (tmp_path / "allworld_lp.zip").write_bytes(buffer.getvalue())
    stamp = datetime(2024, 3, 1, 8, tzinfo=UTC).timestamp()
    os.utime(tmp_path / AGA, (stamp, stamp))

    def handler(*args: object, **kwargs: object) -> _Handler:
        return _Handler(*args, directory=str(tmp_path), **kwargs)  # type: ignore[arg-type]

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


def test_download_each_list_from_a_local_server(served: str) -> None:
    egd = download_list(f"{served}/allworld_lp.zip", "egd")
    assert egd.entries == read_list(_egd_bytes(), EGD).entries and egd.date == date(2018, 12, 27)
    ffg = download_list(f"{served}/{FFG}", "ffg")
    assert ffg.entries == read_list_file(_fixture(FFG)).entries and ffg.date == date(2021, 1, 11)
    aga = download_list(f"{served}/{AGA}", "aga")
    assert aga.entries == read_list_file(_fixture(AGA)).entries
    assert aga.date == date(2024, 3, 1)  # the AGA list has no date: the server's Last-Modified


def test_download_refusals(served: str) -> None:
    with pytest.raises(DownloadError, match="answered 404"):
        download_list(f"{served}/missing.txt", "egd")
    with pytest.raises(UnknownListError, match="is the FFG ladder, not the EGD list"):
        download_list(f"{served}/{FFG}", "egd")
    with pytest.raises(DownloadError, match="not a web address"):
        download_list("file:///etc/passwd", "egd")
    closed = served.rsplit(":", 1)[0] + ":9"  # the discard port: nothing listens there
    with pytest.raises(DownloadError, match="could not be reached"):
        download_list(f"{closed}/x.txt", "egd", timeout=5)


# ------------------------------------------------------------------------------------------------ damaged input


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_damage_is_read_or_refused_in_words_never_a_crash(data: st.DataObject) -> None:
    """Bytes flipped, cut or inserted anywhere in each fixture: the list is read, or refused with a sentence."""
    name = data.draw(st.sampled_from([EGD, FFG, AGA]))
    raw = bytearray(_fixture(name).read_bytes())
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(raw) - 1))
        action = data.draw(st.sampled_from(["flip", "cut", "insert"]))
        if action == "flip":
            raw[at] = data.draw(st.integers(0, 255))
        elif action == "cut":
            del raw[at:at + data.draw(st.integers(1, 120))]
        else:
            raw[at:at] = data.draw(st.binary(min_size=1, max_size=40))
    try:
        rl = read_list(bytes(raw), name)
    except ClubRaterError as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    assert all(e.federation == rl.federation and e.surname for e in rl.entries)


@given(st.binary(max_size=2000))
@settings(max_examples=200, deadline=None)
def test_arbitrary_bytes_are_refused_in_one_sentence(raw: bytes) -> None:
    try:
        read_list(raw, "x.bin")
    except ClubRaterError as exc:
        assert str(exc).endswith(".") and "\n" not in str(exc)
