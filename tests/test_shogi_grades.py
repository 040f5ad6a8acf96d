"""Shogi grades and handicaps: the section 7 table, labels, parsing and the handicap pieces."""

from __future__ import annotations

import pytest

from clubrater.domain.shogi import (
    DAN_GAMES,
    GRADES,
    NEVER,
    PIECE_HANDICAPS,
    SECTION7_GRADES,
    Grade,
    GradeError,
    grade_from_ordinal,
    grade_from_parts,
    grade_label,
    midpoint,
    normalise_grade,
    parse_grade,
    parse_piece_handicap,
    piece_handicap_code,
    row,
)


def test_section7_table_as_printed() -> None:
    """Every line of the seed's table: LB, MP, UB, #LB, #MP."""
    expected = {
        "5 Dan": (2240, 2340, 2440, NEVER, 10),  # the seed's single count: the program's #MP
        "4 Dan": (2080, 2160, 2240, 16, 8),
        "3 Dan": (1920, 2000, 2080, 16, 8),
        "2 Dan": (1800, 1860, 1920, 14, 7),
        "1 Dan": (1680, 1740, 1800, 14, 7),
        "1 Kyu": (1560, 1620, 1680, 14, 7),
        "2 Kyu": (1460, 1510, 1560, 12, 6),
        "3 Kyu": (1360, 1410, 1460, 12, 6),
        "4 Kyu": (1280, 1320, 1360, 12, 6),
        "5 Kyu": (1200, 1240, 1280, 10, 5),
        "6 Kyu": (1120, 1160, 1200, 10, 5),
        "7 Kyu": (1040, 1080, 1120, 10, 5),
        "8 Kyu": (960, 1000, 1040, 8, 4),
        "9 Kyu": (880, 920, 960, 8, 4),
        "10 Kyu": (800, 840, 880, 8, 4),
        "11 Kyu": (720, 760, 800, 8, 4),
        "12 Kyu": (640, 680, 720, 6, 3),
        "13 Kyu": (560, 600, 640, 6, 3),
        "14 Kyu": (480, 520, 560, 6, 3),
        "15 Kyu": (400, 440, 480, 6, 3),
        "16 Kyu": (320, 360, 400, 6, 3),
        "17 Kyu": (240, 280, 320, 6, 3),
        "18 Kyu": (160, 200, 240, 6, 3),
        "19 Kyu": (80, 120, 160, 6, 3),
        "20 Kyu": (1, 40, 80, 6, 3),
    }
    assert [g.label for g in SECTION7_GRADES] == list(reversed(expected))
    for label, values in expected.items():
        r = row(parse_grade(label))  # type: ignore[arg-type]
        assert (r.lb, r.mp, r.ub, r.n_lb, r.n_mp) == values, label


def test_ordinals_run_from_20_kyu_to_9_dan() -> None:
    assert [g.ordinal for g in GRADES] == list(range(1, 30))
    assert parse_grade("20 Kyu").ordinal == 1  # type: ignore[union-attr]
    assert parse_grade("1 Kyu").ordinal == 20  # type: ignore[union-attr]
    assert parse_grade("1 Dan").ordinal == 21  # type: ignore[union-attr]
    assert grade_from_ordinal(0) is None
    assert grade_from_ordinal(25) == Grade("dan", 5)


@pytest.mark.parametrize(
    ("text", "label"),
    [("3 Kyu", "3 Kyu"), ("3k", "3 Kyu"), ("3-kyu", "3 Kyu"), ("1 dan", "1 Dan"), ("1D", "1 Dan"),
     ("20 KYU", "20 Kyu"), ("", ""), ("  ", ""), ("none", ""), ("6 Dan", "6 Dan"), ("2 pro", "2 Pro")],
)
def test_parse_and_label(text: str, label: str) -> None:
    assert normalise_grade(text) == label
    assert grade_label(parse_grade(text)) == label


@pytest.mark.parametrize("text", ["21 kyu", "0 dan", "10 dan", "3 stones", "kyu", "3"])
def test_bad_grades_refused(text: str) -> None:
    with pytest.raises(GradeError):
        parse_grade(text)


def test_program_pairs() -> None:
    assert grade_from_parts(0, "") is None
    assert grade_from_parts(3, "Kyu") == Grade("kyu", 3)
    assert grade_from_parts(1, "Dan") == Grade("dan", 1)


def test_midpoints_for_prior_grades() -> None:
    assert midpoint(Grade("dan", 1)) == 1740
    assert midpoint(Grade("dan", 6)) == 2540  # beyond the seed's table: the program's value
    assert midpoint(Grade("kyu", 3)) == 1410
    assert midpoint(Grade("pro", 1)) == 2540


def test_dan_requirements_7b() -> None:
    assert DAN_GAMES == {21: (7, 1620), 22: (7, 1740), 23: (7, 1860), 24: (8, 2000), 25: (8, 2160)}


def test_piece_handicaps_section_8() -> None:
    assert [(h.code, h.value) for h in PIECE_HANDICAPS] == [
        ("sente", 0.2), ("lance", 0.6), ("bishop", 1.5), ("rook", 2.1), ("rook+lance", 2.7),
        ("2 pieces", 3.6), ("4 pieces", 5.0), ("5 pieces", 6.5), ("6 pieces", 8.0),
    ]


@pytest.mark.parametrize(
    ("text", "code"),
    [("R", "rook"), ("rook", "rook"), ("Rook", "rook"), ("RL", "rook+lance"), ("Rook and lance", "rook+lance"),
     ("rook+lance", "rook+lance"), ("2p", "2 pieces"), ("2 pieces", "2 pieces"), ("6 Pieces", "6 pieces"),
     ("M", "sente"), ("S", "sente"), ("Sente", "sente"), ("L", "lance"), ("B", "bishop"), ("", ""), ("even", "")],
)
def test_handicap_spellings(text: str, code: str) -> None:
    assert piece_handicap_code(text) == code


def test_unknown_handicap_refused() -> None:
    with pytest.raises(GradeError):
        parse_piece_handicap("3 stones")


@pytest.mark.parametrize(
    ("text", "label"),
    [("3級", "3 Kyu"), ("1段", "1 Dan"), ("初段", "1 Dan"), ("３級", "3 Kyu"), ("１段", "1 Dan"),
     ("２０級", "20 Kyu"), ("20級", "20 Kyu"), ("1級", "1 Kyu"), ("5段", "5 Dan"), ("9段", "9 Dan"),
     ("二段", "2 Dan"), ("三級", "3 Kyu"), ("十級", "10 Kyu"), ("十五級", "15 Kyu"), ("二十級", "20 Kyu"),
     (" 3 級 ", "3 Kyu"), ("\u3000初段\u3000", "1 Dan"), ("３ｋ", "3 Kyu")],
)
def test_a_japanese_club_types_grades_in_japanese(text: str, label: str) -> None:
    """N級 and N段 (ASCII, full-width or kanji numerals; 初段 the first dan) are the same grades as "N kyu"/"N dan",
    and keep the label the club file and the FESA files store."""
    grade = parse_grade(text)
    assert grade == parse_grade(label) and normalise_grade(text) == label
    assert row(grade).mp == row(parse_grade(label)).mp  # type: ignore[arg-type]  # the same line of section 7


def test_japanese_grades_rate_as_their_western_spelling() -> None:
    """A prior grade typed 初段 counts as a win and a loss against 1 dan's midpoint (section 3), as "1 dan" does."""
    assert midpoint(parse_grade("初段")) == midpoint(parse_grade("1 dan")) == 1740  # type: ignore[arg-type]
    assert midpoint(parse_grade("３級")) == 1410  # type: ignore[arg-type]


@pytest.mark.parametrize("text", ["初級", "0段", "10段", "21級", "二十一級", "三十級", "十十級", "級", "段", "3級段", "3段位"])
def test_japanese_grades_out_of_the_table_refused(text: str) -> None:
    with pytest.raises(GradeError) as refused:
        parse_grade(text)
    assert str(refused.value).startswith(f'"{text}" is not a shogi grade')


def test_a_club_entering_grades_in_japanese_is_rated_and_exported_as_in_latin_letters(tmp_path) -> None:
    """Whole path on a real club file: players added with 初段 and ３級 bring the same prior grade (section 3) as
    "1 dan" and "3 kyu", their first tournament rates them alike, and the FESA program's nye-spillere reads
    1 "Dan" and 3 "Kyu" for them (the program's own spelling, never the kanji)."""
    import io
    import json

    from clubrater.cli import run

    def cli(*args: object) -> str:
        out = io.StringIO()
        assert run([str(a) for a in args], out=out) == 0, out.getvalue()
        return out.getvalue()

    db = tmp_path / "tokyo.sqlite"
    cli("init", "--system", "fesa", "--club", "Tokyo", "--db", db)
    pairs = [("Taro", "初段", "Jiro", "1 dan"), ("Hanako", "３級", "Ken", "3 kyu")]
    for first, typed, second, latin in pairs:
        for name, grade in ((first, typed), (second, latin)):
            cli("player", "add", name, "--grade", grade, "--db", db)
            cli("player", "add", f"{name}'s opponent", "--grade", "", "--db", db)
    cli("event", "add", "Spring cup", "--start", "2025-03-01", "--end", "2025-03-01", "--db", db)
    for name in ("Taro", "Jiro", "Hanako", "Ken"):
        cli("game", "add", "2025-03-01", name, f"{name}'s opponent", "B", "--type", "tournament",
            "--event", "Spring cup", "--db", db)
    listed = {p["name"]: p for p in json.loads(cli("standings", "--format", "json", "--db", db))}
    for first, _, second, _ in pairs:
        assert listed[first]["rating"] == listed[second]["rating"]
        assert listed[first]["prior_grade"] == listed[second]["prior_grade"]
    assert listed["Taro"]["prior_grade"] == "1 Dan"  # read, not dropped as an unreadable grade
    assert listed["Hanako"]["prior_grade"] == "3 Kyu"
    out = tmp_path / "out"
    out.mkdir()
    cli("export", "fesa", "Spring cup", out, "--db", db)
    nye = (out / "nye-spillere").read_text(encoding="utf-8")
    assert '("Taro" "" (#S(HOME :list #\\E :nationality "" :residens "")) 1 "Dan" 0 0 nil)' in nye
    assert '("Hanako" "" (#S(HOME :list #\\E :nationality "" :residens "")) 3 "Kyu" 0 0 nil)' in nye
    assert "段" not in nye and "級" not in nye
