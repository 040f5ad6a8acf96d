"""What if (issue 12): every answer is checked by actually entering those games in a copy of the club
and reading the ratings back, so the what-if can never disagree with the real thing."""

from __future__ import annotations

import io
import json
import shutil
from datetime import date
from pathlib import Path

import pytest

from clubrater.controller.demo import create_demo_club
from clubrater.controller.session import ClubController
from clubrater.domain.model import GameType
from clubrater.domain.ranks import parse_rank
from clubrater.domain.records import GameInput
from clubrater.engines import whatif as wi

END = date(2026, 11, 20)


@pytest.fixture(scope="module")
def demo_files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    d = tmp_path_factory.mktemp("demo")
    out = {}
    for system in ("sagc", "egf", "egf2021", "fesa"):
        create_demo_club(d / f"{system}.sqlite", system, end=END).close()
        out[system] = d / f"{system}.sqlite"
    return out


def _copy(src: Path, tmp_path: Path, name: str = "copy") -> ClubController:
    dst = tmp_path / f"{name}.sqlite"
    shutil.copy(src, dst)
    return ClubController.open(dst)


def _enter(ctrl: ClubController, played: list[wi.Played], me: int) -> list[int]:
    """Enter the hypothetical games for real: a new player of the rank stands in for each made-up opponent."""
    real: dict[int, int] = {}
    ids = []
    for p in played:
        g = p.game
        opp = p.opponent
        made_up = opp.name.startswith("(a ")  # the simulation's new player of a rank
        if made_up and opp.id not in real:
            real[opp.id] = ctrl.players.add(f"Stand-in {len(real) + 1}", opp.rank, grade=opp.grade,
                                            start_state=opp.start_state).id
        oid = real.get(opp.id, opp.id)
        b, w = (me, oid) if p.black else (oid, me)
        ids.append(ctrl.games.enter(GameInput(g.date, b, w, g.result, handicap=g.handicap, komi=g.komi, type=g.type,
                                              klass=g.klass, piece_handicap=g.piece_handicap)).id)
    return ids


def _rank(ctrl: ClubController, pid: int) -> int:
    st = ctrl.queries.player_state(pid)
    assert st.rank is not None
    return st.rank.ordinal


@pytest.mark.parametrize(("name", "against"), [
    ("Sipho Dlamini", None), ("Sipho Dlamini", "Anneke Botha"), ("Thandiwe Nkosi", "14k"),
    ("Pieter van der Merwe", "2k"), ("Lerato Mokoena", None), ("Elena Rossi", "Chris Smith"),
])
def test_sagc_streaks_equal_entering_the_games(demo_files: dict[str, Path], tmp_path: Path, name: str,
                                               against: str | None) -> None:
    base = ClubController.open(demo_files["sagc"])
    me = base.queries.find_player(name).id
    answer = base.whatif.ask(me, against)
    opp = base.whatif.opponent(against, me)
    sim = wi.Simulation.start(base.engine, base.history, base.replay)
    start = _rank(base, me)
    base.close()
    for won, key in ((True, "wins_to_promote"), (False, "losses_to_demote")):
        s = wi.streak(sim, me, opp, won)
        assert s.count == answer[key]
        ctrl = _copy(demo_files["sagc"], tmp_path, key)
        games = s.games if s.count is not None else s.games[:30]
        ids = _enter(ctrl, games, me)
        rows = {r.item_id: r for r in ctrl.reports.record_sheet(me)}
        ranks = [parse_rank(rows[i].rank_after).ordinal for i in ids]
        if s.count is None:
            assert all(r == start for r in ranks)  # never promoted (demoted) within the games tried
        else:
            assert len(ids) == s.count
            assert all(r == start for r in ranks[:-1])
            assert ranks[-1] == start + (1 if won else -1)
        first = rows[ids[0]].change
        assert first == answer["win" if won else "loss"]
        ctrl.close()


def test_sagc_one_jigo_and_handicap_game_equal_entering_them(demo_files: dict[str, Path], tmp_path: Path) -> None:
    base = ClubController.open(demo_files["sagc"])
    me = base.queries.find_player("Naledi Khumalo").id
    for against, h, typ in (("9k", 2, "club"), ("Sipho Dlamini", 0, "tournament"), ("15k", 0, "friendly")):
        answer = base.whatif.ask(me, against, handicap=h, game_type=typ)
        sim = wi.Simulation.start(base.engine, base.history, base.replay)
        opp = base.whatif.opponent(against, me)
        for won, key in ((True, "win"), (False, "loss"), (None, "jigo")):
            p = wi.one_game(sim, me, opp, won, handicap=h, game_type=GameType(typ))
            ctrl = _copy(demo_files["sagc"], tmp_path, f"{key}{h}{typ}")
            (gid,) = _enter(ctrl, [p], me)
            row = next(r for r in ctrl.reports.record_sheet(me) if r.item_id == gid)
            assert row.change == answer[key] == p.change
            assert row.handicap == h and row.game_type == typ
            ctrl.close()
    base.close()


@pytest.mark.parametrize("system", ["egf", "egf2021"])
def test_egf_changes_equal_a_class_a_game_entered(demo_files: dict[str, Path], tmp_path: Path, system: str) -> None:
    base = ClubController.open(demo_files[system])
    me = base.queries.find_player("Ayesha Patel").id
    for against in (None, "Themba Zulu", "5k"):
        answer = base.whatif.ask(me, against)
        sim = wi.Simulation.start(base.engine, base.history, base.replay)
        opp = base.whatif.opponent(against, me)
        for won, key in ((True, "win"), (False, "loss")):
            p = wi.one_game(sim, me, opp, won, game_type=GameType.TOURNAMENT, klass="A")
            ctrl = _copy(demo_files[system], tmp_path, f"{key}{against}")
            (gid,) = _enter(ctrl, [p], me)
            row = next(r for r in ctrl.reports.record_sheet(me) if r.item_id == gid)
            assert row.change == pytest.approx(answer[key], abs=0.0005)
            ctrl.close()
    st = base.queries.player_state(me)
    assert st.rank is not None
    nxt = parse_rank(answer["next_rank"])
    assert nxt.ordinal == st.rank.ordinal + 1
    r = answer["rating_for_next_rank"]
    assert base.engine.rank_for(r) == nxt and base.engine.rank_for(r - 1) == st.rank  # type: ignore[attr-defined]
    base.close()


def test_fesa_changes_equal_a_game_entered(demo_files: dict[str, Path], tmp_path: Path) -> None:
    base = ClubController.open(demo_files["fesa"])
    me = base.queries.find_player("Sipho Dlamini").id
    other = base.queries.find_player("Anneke Botha")
    answer = base.whatif.ask(me, other.name)
    assert answer["next_grade"] and "1560 (UB)" in answer["needs"] or answer["needs"]
    sim = wi.Simulation.start(base.engine, base.history, base.replay)
    opp = base.whatif.opponent(other.name, me)
    for won, key in ((True, "win"), (False, "loss")):
        p = wi.one_game(sim, me, opp, won, game_type=GameType.TOURNAMENT)
        ctrl = _copy(demo_files["fesa"], tmp_path, key)
        (gid,) = _enter(ctrl, [p], me)
        row = next(r for r in ctrl.reports.record_sheet(me) if r.item_id == gid)
        assert row.change == pytest.approx(answer[key], abs=0.0005)
        ctrl.close()
    base.close()


def test_command_line_json_shapes(demo_files: dict[str, Path], tmp_path: Path) -> None:
    from clubrater.cli import run

    expected = {
        "sagc": {"win", "loss", "jigo", "wins_to_promote", "losses_to_demote"},
        "egf": {"win", "loss", "next_rank", "rating_for_next_rank"},
        "egf2021": {"win", "loss", "next_rank", "rating_for_next_rank"},
        "fesa": {"win", "loss", "next_grade", "needs"},
    }
    for system, keys in expected.items():
        out = io.StringIO()
        assert run(["--db", str(demo_files[system]), "whatif", "Sipho Dlamini", "--format", "json"], out=out) == 0
        got = json.loads(out.getvalue())
        assert set(got) == keys
        ctrl = ClubController.open(demo_files[system])
        assert got == ctrl.whatif.ask(ctrl.queries.find_player("Sipho Dlamini").id)
        ctrl.close()
    # Refusals are one sentence, exit status 1.
    assert run(["--db", str(demo_files["sagc"]), "whatif", "Sipho Dlamini", "--against", "Nobody"],
               out=io.StringIO()) == 1
    assert run(["--db", str(demo_files["sagc"]), "whatif", "Sipho Dlamini", "--type", "blitz"], out=io.StringIO()) == 1


def test_whatif_leaves_the_club_untouched(demo_files: dict[str, Path]) -> None:
    ctrl = ClubController.open(demo_files["sagc"])
    before = (len(ctrl.history.games), len(ctrl.history.players), dict(ctrl.replay.final))
    me = ctrl.queries.find_player("Sipho Dlamini").id
    ctrl.whatif.ask(me, "20k")
    ctrl.whatif.ask(me, "Anneke Botha")
    assert (len(ctrl.history.games), len(ctrl.history.players), dict(ctrl.replay.final)) == before
    assert ctrl.full_replay().final == ctrl.replay.final
    ctrl.close()


def test_one_win_to_promotion_lines(demo_files: dict[str, Path], tmp_path: Path) -> None:
    base = ClubController.open(demo_files["sagc"])
    lines = base.whatif.one_win_to_promotion()
    for pid, text in lines.items():
        assert base.whatif.ask(pid)["wins_to_promote"] == 1
        st = base.queries.player_state(pid)
        assert st.rank is not None and text == f"1 win to {_up(str(st.rank))}"
    others = [pid for pid in base.history.players if pid not in lines][:10]
    for pid in others:
        assert base.whatif.ask(pid)["wins_to_promote"] != 1
    base.close()


def _up(rank: str) -> str:
    from clubrater.domain.ranks import rank_from_ordinal

    return str(rank_from_ordinal(parse_rank(rank).ordinal + 1))

