"""Acceptance: the FESA program's real files. Reading ratingliste.pre and rating turnering.txt
must give ratingliste.post exactly: every player's rating, game count, bonus count, grade,
LB/MP counts and, for players on a performance rating, the list of games itself."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from clubrater.domain.model import Event, Game, History, Player
from clubrater.domain.records import ImportBatch
from clubrater.engines.base import Replay
from clubrater.engines.fesa import FesaEngine
from clubrater.io.fesa import FesaPlayer, read_fesa_dir, read_rating_list
from tests.conftest import shared_path

FOLDERS = ["sample", "13th_nekomadoken", "14th_nekomadoken"]


def _folder(name: str, tmp_path: Path) -> Path:
    """A copy of the fixture folder; players new to the program get the `nye-spillere` file the program read.

    The fixtures leave that file out; the prior grades it held are the NSR grades of ratingliste.post.
    """
    src = shared_path("fixtures", "fesa", name)
    dst = tmp_path / name
    dst.mkdir()
    for f in ("ratingliste.pre", "turnering.txt"):
        shutil.copy(src / f, dst / f)
    pre = {p.name for p in read_rating_list(src / "ratingliste.pre")}
    lines = []
    for p in read_rating_list(src / "ratingliste.post"):
        if p.name not in pre:
            level, kind = p.prior_grade.split() if p.prior_grade else ("0", "")
            lines.append(f'("{p.last_name}" "{p.first_name}" (#S(HOME :list #\\E :nationality "{p.nationality}"'
                         f' :residens "{p.nationality}")) {level} "{kind}" 0 0 nil)')
    if lines:
        (dst / "nye-spillere").write_text("(\n" + "\n".join(lines) + "\n)\n", encoding="iso-8859-1")
    return dst


def _history(batch: ImportBatch) -> tuple[History, dict[str, int]]:
    players = {n: Player(n, r.name, None, start_state=r.start_state, grade=r.grade, country=r.country)
               for n, r in enumerate(batch.players, start=1)}
    ids = {p.name: pid for pid, p in players.items()}
    events = {n: Event(n, e.name, e.start, e.end, rounds=e.rounds) for n, e in enumerate(batch.events, start=1)}
    event_ids = {e.name: eid for eid, e in events.items()}
    games = [
        Game(n, n, g.date, ids[g.black], ids[g.white], g.result, type=g.type,
             event=event_ids[g.event] if g.event else None, round=g.round, piece_handicap=g.piece_handicap)
        for n, g in enumerate(batch.games, start=1)
    ]
    return History(players, games, [], events), ids


def _rate(name: str, tmp_path: Path) -> tuple[History, dict[str, int], Replay, dict[str, FesaPlayer]]:
    folder = _folder(name, tmp_path)
    history, ids = _history(read_fesa_dir(folder))
    post = {p.name: p for p in read_rating_list(shared_path("fixtures", "fesa", name, "ratingliste.post"))}
    return history, ids, FesaEngine().replay(history), post


@pytest.mark.parametrize("name", FOLDERS)
def test_every_player_equals_ratingliste_post(name: str, tmp_path: Path) -> None:
    history, ids, replay, post = _rate(name, tmp_path)
    assert set(ids) == set(post)
    wrong = []
    for player, pid in ids.items():
        st, want = replay.final[pid], post[player]
        got = (st.value, st.games, st.extra["bonus_count"], st.grade, st.extra["lb_count"], st.extra["mp_count"])
        exp = (want.rating, want.game_count, want.bonus_count, want.grade, want.lb_count, want.mp_count)
        if got != exp:
            wrong.append((player, got, exp))
        if isinstance(want.games, list) and st.extra["state"]["games"] != want.games:
            wrong.append((player, st.extra["state"]["games"], want.games))
        if want.prior_grade != st.extra["prior_grade"]:
            wrong.append((player, st.extra["prior_grade"], want.prior_grade))
    assert not wrong


def test_sample_as_the_issue_states(tmp_path: Path) -> None:
    history, ids, replay, _ = _rate("sample", tmp_path)
    got = {n: (replay.final[ids[n]].value, replay.final[ids[n]].games) for n in ids}
    assert got == {
        "Ishikawa Musashi": (1787, 8),
        "Ould Ahmed Samy": (1321, 6),
        "Hebert Pascal": (852, 6),
        "Mazouzi Sana": (1, 6),
    }
    before = {p.name: p.start_state["rating"] for p in history.players.values()}  # type: ignore[index]
    assert before == {"Ishikawa Musashi": 1766, "Ould Ahmed Samy": 1315, "Hebert Pascal": 850, "Mazouzi Sana": 1}
    # all.txt shows Ishikawa's prior grade; nobody has a FESA grade yet.
    assert replay.final[ids["Ishikawa Musashi"]].extra["prior_grade"] == "1 Dan"
    assert all(st.grade == "" for st in replay.final.values())
    assert all(st.extra["performance"] for st in replay.final.values())


def test_sample_game_rows(tmp_path: Path) -> None:
    """Per game: both players rated, after = the post-tournament rating, the opponent's rating as stored."""
    history, ids, replay, post = _rate("sample", tmp_path)
    assert len(replay.games) == 6
    names = {pid: p.name for pid, p in history.players.items()}
    for g in history.games:
        r = replay.games[g.id]
        assert r.rated
        assert r.black_after == post[names[g.black]].rating
        assert r.white_after == post[names[g.white]].rating
        assert r.detail["black"]["opponent_rating"] == max(400, post[names[g.white]].rating)
        assert r.detail["black"]["performance"] is True
    ishikawa = [replay.games[g.id] for g in history.games if ids["Ishikawa Musashi"] in (g.black, g.white)]
    assert len(ishikawa) == 3


def test_13th_established_players_rated_game_by_game(tmp_path: Path) -> None:
    """N2 (established, 4 Dan): the per-game changes add up to the rounded tournament change."""
    history, ids, replay, post = _rate("13th_nekomadoken", tmp_path)
    pid = ids["N2"]
    rows = [replay.games[g.id] for g in history.games if pid in (g.black, g.white)]
    assert len(rows) == 2  # one round without a game
    changes = [r.black_change if history.games[r.game_id - 1].black == pid else r.white_change for r in rows]
    assert round(sum(changes)) == post["N2"].rating - 2297
    assert replay.final[pid].extra["performance"] is False


def test_13th_newcomers_get_a_grade_later(tmp_path: Path) -> None:
    """N52 leaves the performance list at 11 games and gets 8 Kyu by the 9-17 games rule."""
    _, ids, replay, _ = _rate("13th_nekomadoken", tmp_path)
    st = replay.final[ids["N52"]]
    assert (st.value, st.games, st.extra["bonus_count"], st.grade) == (1198, 11, 3, "8 Kyu")


def test_resume_from_the_fixture_equals_the_full_replay(tmp_path: Path) -> None:
    history, _, replay, _ = _rate("14th_nekomadoken", tmp_path)
    cp = replay.checkpoints[-1]
    again = FesaEngine().replay(history, cp)
    assert len(again.games) == 0
    assert again.final == replay.final
