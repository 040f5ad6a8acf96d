"""Name keys: imported players find their club record whatever the order, case or accents."""

from __future__ import annotations

import pytest

from clubrater.domain.names import AmbiguousNameError, NameIndex, match_key, match_keys, match_player


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("Nemo André", "nemo andre"),
        ("  NEMO   andré ", "nemo andre"),
        ("Sarocchi Pierre-Luc", "sarocchi pierre luc"),
        ("Van_der_Berg Jan", "van der berg jan"),
        ("O'Neill, Seán", "oneill sean"),
        ("Strauß Jürgen", "strauss jurgen"),
        ("Søren Łukasz Œuvray", "soren lukasz oeuvray"),
        ("Šimek Ondřej", "simek ondrej"),
    ],
)
def test_name_key(name: str, key: str) -> None:
    assert match_key(name) == key


def test_name_keys_both_orders() -> None:
    assert match_keys("Nemo André") == {"nemo andre", "andre nemo"}
    assert match_keys("Van der Berg Jan") == {"van der berg jan", "jan van der berg", "der berg jan van"}
    assert match_keys("Cher") == {"cher"}


def test_index_finds_either_order_accents_and_case() -> None:
    index: NameIndex[int] = NameIndex({"Nemo André": 1, "Burq François": 2})
    assert index.find("andre nemo") == 1
    assert index.find("NEMO ANDRE") == 1
    assert index.find("François Burq") == 2
    assert index.find("Nobody Here") is None
    assert match_player("andre nemo", {"Nemo André": "row"}) == "row"
    assert match_player("x", {}) is None


def test_same_order_wins_and_true_ambiguity_raises() -> None:
    index: NameIndex[str] = NameIndex([("Li Wei", "a"), ("Wei Li", "b")])
    assert index.find("li wei") == "a"
    assert index.find("WEI LI") == "b"
    assert index.matches("Li Wei") == ["a", "b"]
    twins: NameIndex[str] = NameIndex([("Kim Min", "x"), ("kim  MIN", "y")])
    with pytest.raises(AmbiguousNameError) as info:
        twins.find("Min Kim")
    assert info.value.candidates == ["Kim Min", "kim  MIN"]


def test_one_player_under_two_spellings_is_not_ambiguous() -> None:
    index: NameIndex[int] = NameIndex()
    index.add("Nemo André", 7)
    index.add("Andre Nemo", 7)
    assert len(index) == 2
    assert index.find("nemo andre") == 7
