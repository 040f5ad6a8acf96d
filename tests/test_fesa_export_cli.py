"""`clubrater export fesa-list | fesa | fesa-state` and the two grade columns (issue 15), through the command line.

A club taken over from the FESA program's files, rated by ClubRater, writes the program's own
files back: the whole state equals the program's `ratingliste.post`, its Elo list the program's
`all.txt`, and the event written as turnering.txt + nye-spillere rates, in a second club taken
over from the same `ratingliste.pre`, to the same standings.
"""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest

from clubrater.cli import run
from tests.conftest import shared_path

REAL = {"13th_nekomadoken": "13th Nekomadoken", "14th_nekomadoken": "14th Nekomadoken"}
ALL_TXT = Path(__file__).parent / "fixtures" / "fesa_all"


def cli(*args: str | Path) -> tuple[int, str]:
    out = io.StringIO()
    return run([str(a) for a in args], out=out), out.getvalue()


def _club(tmp_path: Path, folder: Path, name: str = "club") -> Path:
    db = tmp_path / f"{name}.sqlite"
    assert cli("init", "--system", "fesa", "--club", "Nekomado", "--db", db)[0] == 0
    code, out = cli("import", "fesa", folder, "--db", db)
    assert code == 0, out
    return db


def _standings(db: Path) -> list[dict]:
    code, out = cli("standings", "--all", "--format", "json", "--db", db)
    assert code == 0, out
    return json.loads(out)


@pytest.mark.parametrize("name", list(REAL))
def test_fesa_state_is_ratingliste_post_and_the_list_is_all_txt(name: str, tmp_path: Path) -> None:
    db = _club(tmp_path, shared_path("fixtures", "fesa", name))
    code, out = cli("export", "fesa-state", tmp_path / "ratingliste", "--db", db)
    assert code == 0 and "rating list" in out
    assert (tmp_path / "ratingliste").read_bytes() == shared_path("fixtures", "fesa", name, "ratingliste.post").read_bytes()
    code, out = cli("export", "fesa-list", tmp_path / "all.txt", "--db", db)
    assert code == 0, out
    assert (tmp_path / "all.txt").read_bytes() == (ALL_TXT / f"{name}_all.txt").read_bytes()


def test_sample_list_is_the_programs_all_txt(tmp_path: Path) -> None:
    db = _club(tmp_path, shared_path("fixtures", "fesa", "sample"))
    assert cli("export", "fesa-list", tmp_path / "all.txt", "--db", db)[0] == 0
    assert (tmp_path / "all.txt").read_bytes() == shared_path("fixtures", "fesa", "sample", "all.txt").read_bytes()


@pytest.mark.parametrize("name", list(REAL))
def test_event_exported_and_imported_beside_the_same_pre_rates_the_same(name: str, tmp_path: Path) -> None:
    src = shared_path("fixtures", "fesa", name)
    db = _club(tmp_path, src, "first")
    out_dir = tmp_path / "to-fesa"
    out_dir.mkdir()
    code, out = cli("export", "fesa", REAL[name], out_dir, "--db", db)
    assert code == 0, out
    assert sorted(p.name for p in out_dir.iterdir()) == ["nye-spillere", "turnering.txt"]
    again = tmp_path / "again"
    again.mkdir()
    shutil.copy(src / "ratingliste.pre", again / "ratingliste.pre")
    for f in out_dir.iterdir():
        shutil.copy(f, again / f.name)
    db2 = _club(tmp_path, again, "second")
    assert _standings(db2) == _standings(db)
    assert cli("export", "fesa-state", tmp_path / "state2", "--db", db2)[0] == 0
    assert (tmp_path / "state2").read_bytes() == src.joinpath("ratingliste.post").read_bytes()
    # nye-spillere names exactly the program's newcomers, with the grade they brought
    got = sorted((out_dir / "nye-spillere").read_text("iso-8859-1").splitlines()[1:-1])
    assert got == sorted((src / "nye-spillere").read_text("iso-8859-1").splitlines()[1:-1])


def test_standings_json_keeps_fesa_grade_and_prior_grade_apart(tmp_path: Path) -> None:
    db = _club(tmp_path, shared_path("fixtures", "fesa", "13th_nekomadoken"))
    rows = {r["name"]: r for r in _standings(db)}
    # all.txt of 13th Nekomadoken: N2 "4 Dan  5 Dan", N37 "      6 Dan" (no FESA grade yet)
    assert (rows["N2"]["grade"], rows["N2"]["prior_grade"]) == ("4 Dan", "5 Dan")
    assert (rows["N37"]["grade"], rows["N37"]["prior_grade"]) == ("", "6 Dan")
    assert (rows["N50"]["grade"], rows["N50"]["prior_grade"]) == ("5 Kyu", "10 Kyu")
    code, out = cli("standings", "--format", "csv", "--db", db)
    header, *lines = out.splitlines()
    assert "grade" in header.split(",") and "prior_grade" in header.split(",")


def test_refusals_are_one_sentence_and_write_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = _club(tmp_path, shared_path("fixtures", "fesa", "sample"))
    for args in (("fesa", "No such cup", tmp_path), ("fesa", "Nekomado-ken", tmp_path / "missing"),
                 ("fesa-list", tmp_path / "missing" / "all.txt"), ("fesa-state",)):  # fmt: skip
        code, _ = cli("export", *args, "--db", db)
        err = capsys.readouterr().err
        assert code != 0 and err.strip() and "Traceback" not in err
    assert not (tmp_path / "missing").exists()
    go = tmp_path / "go.sqlite"
    cli("init", "--system", "sagc", "--db", go)
    code, _ = cli("export", "fesa-list", tmp_path / "x.txt", "--db", go)
    assert code != 0 and "FESA" in capsys.readouterr().err and not (tmp_path / "x.txt").exists()


def test_an_existing_file_is_replaced_whole(tmp_path: Path) -> None:
    db = _club(tmp_path, shared_path("fixtures", "fesa", "sample"))
    target = tmp_path / "all.txt"
    target.write_text("old list")
    assert cli("export", "fesa-list", target, "--db", db)[0] == 0
    assert target.read_bytes() == shared_path("fixtures", "fesa", "sample", "all.txt").read_bytes()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".clubrater-")] == []


def test_workbook_and_noticeboard_show_both_grades(tmp_path: Path) -> None:
    """The club workbook's Standings sheet and the printed noticeboard: FESA grade and prior grade, two columns."""
    import subprocess

    import openpyxl

    db = _club(tmp_path, shared_path("fixtures", "fesa", "13th_nekomadoken"))
    assert cli("export", tmp_path / "club.xlsx", "--db", db)[0] == 0
    ws = openpyxl.load_workbook(tmp_path / "club.xlsx")["Standings"]
    rows = list(ws.iter_rows(values_only=True))
    head = list(rows[0])
    at = {r[head.index("Name")]: r for r in rows[1:]}
    grade, prior = head.index("Grade"), head.index("Prior grade")
    assert (at["N2"][grade], at["N2"][prior]) == ("4 Dan", "5 Dan")
    assert (at["N37"][grade], at["N37"][prior]) == (None, "6 Dan")
    assert cli("print", tmp_path / "board.pdf", "--db", db)[0] == 0
    text = subprocess.run(["pdftotext", "-layout", str(tmp_path / "board.pdf"), "-"], capture_output=True, text=True,
                          check=True).stdout  # fmt: skip
    assert "FESA grade" in text and "Prior grade" in text
    line = next(ln for ln in text.splitlines() if " N2 " in f" {ln} ")
    assert line.split().count("Dan") == 2 and "4" in line.split() and "5" in line.split()


@pytest.mark.parametrize("name", ["sample", *REAL])
def test_a_club_taken_over_writes_the_programs_list_back_unchanged(name: str, tmp_path: Path) -> None:
    """Nothing of ratingliste.pre is lost on the way through ClubRater's club file."""
    folder = tmp_path / "pre"
    folder.mkdir()
    shutil.copy(shared_path("fixtures", "fesa", name, "ratingliste.pre"), folder / "ratingliste.pre")
    db = _club(tmp_path, folder)
    assert cli("export", "fesa-state", tmp_path / "out", "--db", db)[0] == 0
    assert (tmp_path / "out").read_bytes() == (folder / "ratingliste.pre").read_bytes()
