from __future__ import annotations

import pytest

from clubrater.domain.errors import RankError
from clubrater.domain.ranks import Rank, all_ranks, parse_rank, rank_from_ordinal


@pytest.mark.parametrize(
    ("text", "expected"),
    [("12k", "12k"), ("12 kyu", "12k"), ("12K", "12k"), ("3d", "3d"), ("3 dan", "3d"), ("1p", "1p"), (" 30k ", "30k"),
     ("9D", "9d"), ("1 Kyu", "1k"), ("9p", "9p")],
)
def test_accepted_spellings(text: str, expected: str) -> None:
    assert str(parse_rank(text)) == expected


@pytest.mark.parametrize("text", ["", "k", "12", "31k", "0k", "10d", "0d", "10p", "12q", "twelve kyu", "12kk", "-3k", "3.5k"])
def test_refused_ranks_quote_the_input(text: str) -> None:
    with pytest.raises(RankError) as err:
        parse_rank(text)
    assert f'"{text}"' in str(err.value)


def test_non_text_is_refused_cleanly() -> None:
    with pytest.raises(RankError):
        parse_rank(12)  # type: ignore[arg-type]


def test_scale_and_sagc_x() -> None:
    assert parse_rank("30k").ordinal == 0 and parse_rank("1k").ordinal == 29 and parse_rank("1d").ordinal == 30
    assert [parse_rank(r).stones_below_7d for r in ("7d", "1d", "1k", "10k", "30k", "9d", "2p")] == [0, 6, 7, 16, 36, 0, 0]
    assert parse_rank("1k") < parse_rank("1d") < parse_rank("1p")
    ranks = all_ranks()
    assert len(ranks) == 48 and ranks[0] == Rank("k", 30) and ranks[-1] == Rank("p", 9)
    assert all(rank_from_ordinal(r.ordinal) == r for r in ranks)


def test_unhashable_input_is_refused_cleanly() -> None:
    with pytest.raises(RankError):
        parse_rank(["12k"])  # type: ignore[arg-type]
