"""Issue 28: a controller sentence is a Msg, English for the command line byte for byte, said again in the reader's
language by the window and on paper; ranks and grades follow the language (Japanese 11級, 初段, 三段).

These tests use the committed translations (io/words.py reads the same .ts files the window's .qm are built from).
"""

from __future__ import annotations

import io
import pickle
from datetime import date
from pathlib import Path

import pytest

from clubrater.cli import run
from clubrater.controller.session import ClubController
from clubrater.domain.errors import ClubRaterError, InputError
from clubrater.domain.message import ENGLISH, Day, Joined, Messages, Msg, RankText, Sentence, said
from clubrater.domain.rank_words import japanese_rank, rank_in_language
from clubrater.domain.ranks import parse_rank
from clubrater.domain.shogi import parse_grade
from clubrater.io.words import words

TODAY = date(2026, 11, 12)


class SampleMessages(Messages):
    """A context for these tests only (never extracted: tests/ is not an I18N source)."""


def cli(*args: str | Path) -> tuple[int, str]:
    out = io.StringIO()
    code = run([str(a) for a in args], out=out)
    return code, out.getvalue()


# --------------------------------------------------------------------------------------------- Msg
def test_a_msg_is_its_english_and_remembers_how_it_was_made() -> None:
    m = SampleMessages.tr('"{name}" is not in the player list.').format(name="Sipho")
    assert m == '"Sipho" is not in the player list.' and isinstance(m, str)
    assert (m.context, m.source, m.values) == ("SampleMessages", '"{name}" is not in the player list.', {"name": "Sipho"})
    assert str(ClubRaterError(m)) == m and ClubRaterError(m).message is m
    # counts: the English "(s)" and "(es)" rules, as the command line has always written them
    assert SampleMessages.tr("%n game(s)", "", 1) == "1 game" and SampleMessages.tr("%n game(s)", "", 3) == "3 games"
    assert SampleMessages.tr("%n loss(es) in a row", "", 2) == "2 losses in a row"
    # values keep their format specs; dates are ISO in English, as str(date) was
    assert SampleMessages.tr("{win:+d} / {d}").format(win=5, d=TODAY) == "+5 / 2026-11-12"
    assert Day(TODAY, "%d %b %Y") == "12 Nov 2026" and SampleMessages.tr("on {d}").format(d=Day(TODAY, "%d %b %Y")) == "on 12 Nov 2026"
    # said in English gives the same text back; pickled (a thread, a process) it stays a Msg
    assert said(m, ENGLISH) == m
    again = pickle.loads(pickle.dumps(m))
    assert isinstance(again, Msg) and again == m and again.values == m.values


def test_input_error_lists_problems_said_in_the_readers_language() -> None:
    e = InputError(SampleMessages.tr("{file} was not imported:").format(file="x.csv"),
                   [(3, SampleMessages.tr("one")), (7, "two")])  # fmt: skip
    assert str(e) == "x.csv was not imported: line 3: one; line 7: two."
    de = words("de").say(e.message)
    assert de.startswith("x.csv") and "Zeile 3: one; Zeile 7: two." in de


def test_the_controllers_refusal_is_said_in_german_and_japanese(tmp_path: Path) -> None:
    ctrl = ClubController.create(tmp_path / "c.sqlite", "sagc", "Club", today=lambda: TODAY)
    try:
        with pytest.raises(ClubRaterError) as caught:
            ctrl.queries.find_player("Nobody")
    finally:
        ctrl.close()
    msg = caught.value.message
    assert str(caught.value) == '"Nobody" is not in the player list.'  # the command line's English
    assert words("de").say(msg) == "„Nobody“ steht nicht in der Spielerliste."
    assert words("ja").say(msg) == "「Nobody」はプレイヤー一覧にいません。"
    assert words("fr").say(msg) != msg and words("cs").say(msg) != msg and words("af").say(msg) != msg


def test_nested_sentences_lists_ranks_and_sentence_case_are_said_too() -> None:
    reason = SampleMessages.tr("the name is empty")
    whole = Joined("; ", [Sentence(reason), RankText("3d"), RankText("11k"), RankText("1 Dan")])
    assert whole == "The name is empty.; 3d; 11k; 1 Dan"
    ja = words("ja")
    assert said(whole, ja).split("; ")[1:] == ["三段", "11級", "初段"]


def test_the_command_line_stays_english_byte_for_byte(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "club.sqlite"
    assert cli("init", "--db", db, "--system", "sagc")[0] == 0
    assert cli("settings", "--db", db, "--language", "ja")[0] == 0  # the club's paper is Japanese, its CLI is not
    capsys.readouterr()
    assert cli("player", "edit", "--db", db, "Nobody", "--rank", "3d")[0] != 0
    assert cli("game", "add", "--db", db, "2026-11-31", "A", "B", "B")[0] != 0
    assert capsys.readouterr().err.splitlines() == [
        'clubrater: "Nobody" is not in the player list.',
        'clubrater: The date "2026-11-31" does not exist: November 2026 has 30 days.']
    code, out = cli("player", "add", "--db", db, "Sipho", "--rank", "三段")  # typed the Japanese way, kept as 3d
    assert code == 0 and out == "Added Sipho (3d, index 0) to the player list.\n"


# --------------------------------------------------------------------------------------------- ranks
@pytest.mark.parametrize(("label", "ja"), [
    ("30k", "30級"), ("11k", "11級"), ("1k", "1級"), ("1d", "初段"), ("2d", "二段"), ("3d", "三段"), ("9d", "九段"),
    ("1p", "プロ初段"), ("9p", "プロ九段"), ("20 Kyu", "20級"), ("1 Kyu", "1級"), ("1 Dan", "初段"), ("5 Dan", "五段"),
])
def test_japanese_writes_ranks_and_grades_with_kyu_and_dan_and_reads_them_back(label: str, ja: str) -> None:
    assert rank_in_language(label, "ja") == ja
    for lang in ("", "de", "fr", "cs", "af"):
        assert rank_in_language(label, lang) == label
    if label[-1] in "kdp":
        assert str(parse_rank(ja)) == label  # typing either form works
    else:
        grade = parse_grade(ja)
        assert grade is not None and grade.label == label


def test_a_rank_that_is_not_one_stays_as_it_is() -> None:
    assert rank_in_language("", "ja") == "" and rank_in_language(None, "ja") == ""
    assert rank_in_language("?", "ja") == "?" and rank_in_language("no rank", "ja") == "no rank"
    assert japanese_rank("初級") == (0, "kyu") and japanese_rank("3k") is None
    assert str(parse_rank("３段")) == "3d" and str(parse_rank(" 12 級 ")) == "12k"
    with pytest.raises(ClubRaterError):
        parse_rank("十段")
