"""Typed dates: an impossible day is named as such, not as a misspelling (issue 17, point 13)."""

from __future__ import annotations

from datetime import date

import pytest

from clubrater.domain.dates import parse_iso_date
from clubrater.io.tables import parse_date as read_cell_date
from clubrater.ui.parsing import CellError
from clubrater.ui.parsing import parse_date as read_typed_date


def test_a_real_day_reads() -> None:
    assert parse_iso_date(" 2024-02-29 ") == date(2024, 2, 29)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("2026-11-31", "2026-11-31 does not exist: November 2026 has 30 days"),
        ("2025-02-29", "2025-02-29 does not exist: February 2025 has 28 days"),
        ("2026-13-01", "2026-13-01 does not exist: there is no month 13"),
    ],
)
def test_an_impossible_day_says_it_does_not_exist(text: str, message: str) -> None:
    for read in (parse_iso_date, read_cell_date):
        with pytest.raises(ValueError) as err:
            read(text)
        assert message in str(err.value)
        assert "write it as" not in str(err.value)


def test_the_record_sheet_says_the_same() -> None:
    with pytest.raises(CellError, match="31/11/2026 does not exist|2026-11-31 does not exist"):
        read_typed_date("31/11/2026", today=date(2026, 11, 23))
    with pytest.raises(CellError, match="2026-11-31 does not exist"):
        read_typed_date("2026-11-31", today=date(2026, 11, 23))


def test_a_misspelt_date_still_says_how_to_write_it() -> None:
    with pytest.raises(ValueError, match="write it as YYYY-MM-DD"):
        parse_iso_date("next tuesday")
