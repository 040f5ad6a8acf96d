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
