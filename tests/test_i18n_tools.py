"""Issue 13's tooling and the club's language on paper: the .ts files, the translators' tool, io/words.py,
`clubrater settings --language`, the workbook and the noticeboard PDF in the club's language.

The completeness test compares the committed .ts files with what `make translations` makes of the code
now, and fails while a message is missing or unfinished (nothing here is xfail: translations not yet
done fail). The other tests prove the machinery with translations they write into a copy of the files.
"""

from __future__ import annotations

import io
import json
import re
import shutil
import subprocess
import sys
import unicodedata
import xml.etree.ElementTree as ET
from datetime import date
from pathlib import Path

import openpyxl
import pytest

from clubrater.cli import run
from clubrater.controller.session import ClubController
from clubrater.io import words as words_mod
from clubrater.io.words import LANGUAGES, PLURAL_FORMS, TRANSLATED, Words, plural_form, words

REPO = Path(__file__).resolve().parents[1]
I18N = REPO / "clubrater" / "i18n"
FILL = REPO / "scripts" / "i18n_fill.py"
sys.path.insert(0, str(REPO / "scripts"))
import i18n_fill  # noqa: E402


def cli(*args: str | Path) -> tuple[int, str]:
    out = io.StringIO()
    code = run([str(a) for a in args], out=out)
    return code, out.getvalue()


def fill(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(FILL), *map(str, args)], capture_output=True, text=True, timeout=120)


def message_set(path: Path) -> dict[tuple[str, str, str], ET.Element]:
    root = ET.parse(path).getroot()
    return {(c, m.findtext("source") or "", m.findtext("comment") or ""): m for c, m in i18n_fill.messages(root)}


def lupdate_into(folder: Path) -> None:
    """`make translations` with its own sources and options, into the .ts files in `folder`."""
    r = subprocess.run(["make", "-s", "translations", f"I18N={folder}"], cwd=REPO, capture_output=True, text=True,
                       timeout=300)  # fmt: skip
    assert r.returncode == 0, r.stdout + r.stderr


@pytest.fixture(scope="module")
def refreshed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The committed .ts files, refreshed from the code as it is now (in a temporary folder)."""
    folder = tmp_path_factory.mktemp("i18n")
    for lang in TRANSLATED:
        shutil.copy(I18N / f"clubrater_{lang}.ts", folder)
    lupdate_into(folder)
    return folder


# --------------------------------------------------------------------------------------------- the files
@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_of_the_code_is_translated(lang: str, refreshed: Path) -> None:
    committed = message_set(I18N / f"clubrater_{lang}.ts")
    now = message_set(refreshed / f"clubrater_{lang}.ts")
    missing = sorted(set(now) - set(committed))
    stale = sorted(set(committed) - set(now))
    root = ET.parse(refreshed / f"clubrater_{lang}.ts").getroot()
    unfinished = [(c, m.findtext("source")) for c, m in i18n_fill.unfinished(root)]
    assert not missing and not stale and not unfinished, (
        f"{LANGUAGES[lang]}: {len(missing)} messages not in the .ts (run make translations), {len(stale)} no longer "
        f"in the code, {len(unfinished)} of {len(now)} unfinished, e.g. {(missing or stale or unfinished)[:5]}"
    )


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_ts_files_are_laid_out_as_lupdate_writes_them(lang: str, refreshed: Path) -> None:
    """The fill tool writes the layout lupdate writes: the two can take turns on a file without noise in git."""
    for path in (I18N / f"clubrater_{lang}.ts", refreshed / f"clubrater_{lang}.ts"):
        text = path.read_text(encoding="utf-8")
        assert i18n_fill.write_ts(ET.fromstring(text.encode("utf-8"))) == text
    root = ET.parse(I18N / f"clubrater_{lang}.ts").getroot()
    assert root.get("language", "").startswith(lang)
    assert "<location" not in (I18N / f"clubrater_{lang}.ts").read_text(encoding="utf-8")  # no line numbers


def test_the_printout_and_workbook_words_are_extracted(refreshed: Path) -> None:
    msgs = message_set(refreshed / "clubrater_de.ts")
    for key in [("Workbook", "Standings", ""), ("Workbook", "Last played", ""), ("Workbook", "Starting rank", ""),
                ("Noticeboard", "Page {page} of {pages}", ""), ("Noticeboard", "%n player(s)", ""),
                ("Noticeboard", "1 win to {rank}", ""), ("PlayerReport", "%n game(s)", ""),
                ("PlayerReport", "jigo", "result: a drawn game")]:  # fmt: skip
        assert key in msgs, key
    assert msgs[("Noticeboard", "%n player(s)", "")].get("numerus") == "yes"
    assert not [k for k in msgs if k[0] == ""], "a message without a context (tr() misread by lupdate)"


# --------------------------------------------------------------------------------------------- the fill tool
@pytest.fixture
def ts_copy(tmp_path: Path, refreshed: Path) -> Path:
    """The Czech file with every translation taken out: what a translator starts from, whatever the state of the
    committed translations."""
    root = ET.parse(refreshed / "clubrater_cs.ts").getroot()
    for _context, msg in i18n_fill.messages(root):
        tr = msg.find("translation")
        assert tr is not None
        tr.set("type", "unfinished")
        tr.text = None
        for form in tr:
            form.text = None
    path = tmp_path / "clubrater_cs.ts"
    path.write_text(i18n_fill.write_ts(root), encoding="utf-8")
    return path


def test_todo_lists_the_unfinished_messages_with_comments_and_plural_forms(ts_copy: Path) -> None:
    r = fill("cs", "--todo", "--ts", ts_copy)
    assert r.returncode == 0, r.stderr
    todo = json.loads(r.stdout)
    left = i18n_fill.unfinished(ET.parse(ts_copy).getroot())
    listed = [(c, k) for c, entries in todo.items() if isinstance(entries, dict) for k in entries
              if not k.startswith("//")]  # fmt: skip
    assert len(listed) == len(left)
    assert todo["Noticeboard"]["%n player(s)"] == ["", "", ""]  # Czech: 1, 2-4, 5 and more
    assert "3 forms" in todo["//"]
    assert todo["PlayerReport"]["jigo\u0004result: a drawn game"] == ""
    assert "result: a drawn game" in todo["PlayerReport"]["// jigo\u0004result: a drawn game"]
    ja = json.loads(fill("ja", "--todo", "--ts", ts_copy).stdout)
    assert ja["Noticeboard"]["%n player(s)"] == [""]


def test_fill_puts_translations_in_keeps_lupdates_layout_and_reports_what_is_left(ts_copy: Path, tmp_path: Path,
                                                                                   refreshed: Path) -> None:
    data = {"Workbook": {"Standings": "Žebříček", "Last played": "Naposledy hráno"},
            "Noticeboard": {"%n player(s)": ["%n hráč", "%n hráči", "%n hráčů"], "1 win to {rank}": "1 výhra do {rank}"},
            "PlayerReport": {"jigo\u0004result: a drawn game": "jigo", "// jigo\u0004result: a drawn game": "a note"}}
    before = len(i18n_fill.unfinished(ET.parse(ts_copy).getroot()))
    (tmp_path / "cs.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    r = fill("cs", tmp_path / "cs.json", "--ts", ts_copy)
    assert r.returncode == 0, r.stderr
    assert "5 translation(s)" in r.stdout and f"{before - 5} of" in r.stdout
    msgs = message_set(ts_copy)
    m = msgs[("Noticeboard", "%n player(s)", "")]
    assert [f.text for f in m.iter("numerusform")] == ["%n hráč", "%n hráči", "%n hráčů"]
    assert m.find("translation").get("type") is None  # type: ignore[union-attr]
    # lupdate run over the filled file keeps every translation, finished, and writes the layout the tool writes
    # (it may suggest a translation for an unfinished message of the same text: a suggestion, still unfinished)
    folder = tmp_path / "again"
    folder.mkdir()
    for lang in TRANSLATED:
        shutil.copy(refreshed / f"clubrater_{lang}.ts", folder)
    shutil.copy(ts_copy, folder / "clubrater_cs.ts")
    lupdate_into(folder)
    again = (folder / "clubrater_cs.ts").read_text(encoding="utf-8")
    assert i18n_fill.write_ts(ET.fromstring(again.encode("utf-8"))) == again
    after = message_set(folder / "clubrater_cs.ts")
    for key in [("Workbook", "Standings", ""), ("Workbook", "Last played", ""), ("Noticeboard", "1 win to {rank}", "")]:
        assert not i18n_fill.is_unfinished(after[key]), key
    assert after[("Workbook", "Standings", "")].findtext("translation") == "Žebříček"
    assert len(i18n_fill.unfinished(ET.fromstring(again.encode("utf-8")))) == before - 5


@pytest.mark.parametrize(("data", "says"), [
    ({"Noticeboard": {"%n player(s)": ["%n hráč", "%n hráči"]}}, "3 forms"),
    ({"Noticeboard": {"1 win to {rank}": "1 výhra do {hodnost}"}}, "placeholders"),
    ({"Noticeboard": {"No such text anywhere": "x"}}, "no such message"),
    ({"Workbook": {"Standings": ["a", "b", "c"]}}, "one string"),
])
def test_fill_refuses_a_wrong_file_whole(ts_copy: Path, tmp_path: Path, data: dict, says: str) -> None:
    data = {**data, "Workbook": {**data.get("Workbook", {}), "Last played": "Naposledy hráno"}} \
        if "Workbook" not in data else data
    before = ts_copy.read_bytes()
    (tmp_path / "bad.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    r = fill("cs", tmp_path / "bad.json", "--ts", ts_copy)
    assert r.returncode == 1 and says in r.stderr and "Nothing was written" in r.stderr, r.stderr
    assert ts_copy.read_bytes() == before


# --------------------------------------------------------------------------------------------- io/words.py
def test_plural_forms_follow_each_language() -> None:
    assert [plural_form("cs", n) for n in (1, 2, 4, 5, 0, 22)] == [0, 1, 1, 2, 2, 2]
    assert [plural_form("fr", n) for n in (0, 1, 2)] == [0, 0, 1]
    assert [plural_form("de", n) for n in (0, 1, 2)] == [1, 0, 1]
    assert plural_form("ja", 7) == 0
    assert {lang: PLURAL_FORMS[lang] for lang in TRANSLATED} == {"de": 2, "fr": 2, "cs": 3, "af": 2, "ja": 1}
    english = Words("")
    assert english.translate("Noticeboard", "%n player(s)", "", 1) == "1 player"
    assert english.translate("Noticeboard", "%n player(s)", "", 3) == "3 players"


def test_dates_on_paper_in_each_language() -> None:
    d = date(2026, 11, 12)
    assert words("").long_date(d) == "12 November 2026" and words("").short_date(d) == "12 Nov 2026"
    assert words("de").long_date(d) == "12. November 2026"
    assert words("cs").long_date(d) == "12. listopadu 2026"
    assert words("fr").long_date(d) == "12 novembre 2026"
    assert words("af").long_date(d) == "12 November 2026"
    assert words("ja").long_date(d) == "2026年11月12日"


@pytest.fixture
def german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, refreshed: Path) -> Path:
    """A copy of the translations with the workbook's and noticeboard's German filled in by the fill tool."""
    folder = tmp_path / "i18n"
    folder.mkdir()
    for lang in TRANSLATED:
        shutil.copy(refreshed / f"clubrater_{lang}.ts", folder)
    data = {"Workbook": {"Standings": "Rangliste", "Players": "Spieler", "Games": "Partien", "History": "Verlauf",
                         "Name": "Name", "Rank": "Rang", "Last played": "Zuletzt gespielt", "Starting rank": "Startrang",
                         "Black": "Schwarz", "White": "Weiß", "Date": "Datum"},
            "Noticeboard": {"Rating list \u00b7 {system}": "Rangliste \u00b7 {system}",
                            "%n player(s)": ["%n Spieler", "%n Spieler"], "Last played": "Zuletzt gespielt",
                            "Page {page} of {pages}": "Seite {page} von {pages}"}}  # fmt: skip
    (tmp_path / "de.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    r = fill("de", tmp_path / "de.json", "--ts", folder / "clubrater_de.ts")
    assert r.returncode == 0, r.stderr
    monkeypatch.setattr(words_mod, "I18N_DIR", folder)
    return folder


def _club(tmp_path: Path) -> Path:
    db = tmp_path / "club.sqlite"
    ctrl = ClubController.create(db, "sagc", "Řehořův klub", today=lambda: date(2026, 11, 12))
    try:
        for name, rank in [("Řehoř Čížek", "5k"), ("羽生善治", "3d"), ("Zoë Müller", "12k"), ("山田 太郎", "9k")]:
            ctrl.players.add(name, rank)
    finally:
        ctrl.close()
    return db


def test_settings_language_is_kept_in_the_club_and_refused_plainly(tmp_path: Path) -> None:
    db = _club(tmp_path)
    code, out = cli("settings", "--db", db, "--language", "de_DE.UTF-8")
    assert code == 0 and "Deutsch" in out, out
    ctrl = ClubController.open(db)
    try:
        assert ctrl.settings.language == "de"
    finally:
        ctrl.close()
    code, out = cli("settings", "--db", db, "--language", "tlh")
    assert code != 0
    code, out = cli("settings", "--db", db)
    assert "Deutsch (de)" in out
    assert cli("settings", "--db", db, "--language", "en")[0] == 0
    code, out = cli("settings", "--db", db)
    assert "are in English" in out


def test_workbook_in_german_read_back(tmp_path: Path, german: Path) -> None:
    db = _club(tmp_path)
    assert cli("settings", "--db", db, "--language", "de")[0] == 0
    out = tmp_path / "club.xlsx"
    code, said = cli("export", "--db", db, out)
    assert code == 0, said
    wb = openpyxl.load_workbook(out, read_only=True)
    assert wb.sheetnames[:4] == ["Rangliste", "Spieler", "Partien", "Verlauf"]
    standings = [c.value for c in next(wb["Rangliste"].iter_rows(max_row=1))]
    assert standings[:3] == ["#", "Name", "Rang"] and "Zuletzt gespielt" in standings
    players = [c.value for c in next(wb["Spieler"].iter_rows(max_row=1))]
    assert players[:2] == ["Name", "Startrang"]
    names = {r[1] for r in wb["Rangliste"].iter_rows(min_row=2, values_only=True)}
    assert {"Řehoř Čížek", "羽生善治"} <= names
    # the command line's CSV and JSON keep their English column names for scripts
    code, said = cli("standings", "--db", db, "--format", "csv")
    assert said.splitlines()[0].startswith("name,rank,")


def test_workbook_in_german_with_the_committed_translations(tmp_path: Path) -> None:
    """The real German: fails until the translators have filled in the workbook's words."""
    db = _club(tmp_path)
    assert cli("settings", "--db", db, "--language", "de")[0] == 0
    out = tmp_path / "club.xlsx"
    assert cli("export", "--db", db, out)[0] == 0
    wb = openpyxl.load_workbook(out, read_only=True)
    de = words("de")
    expected = [de.translate("Workbook", s) for s in ("Standings", "Players", "Games", "History")]
    assert wb.sheetnames[:4] == expected
    assert expected != ["Standings", "Players", "Games", "History"], "the workbook's German is not translated yet"


# --------------------------------------------------------------------------------------------- the noticeboard
def _tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} (poppler-utils) is not installed")
    return path


@pytest.mark.parametrize("lang", ["ja", "cs"])
def test_noticeboard_prints_japanese_and_czech_names_with_real_glyphs(tmp_path: Path, lang: str) -> None:
    db = _club(tmp_path)
    assert cli("settings", "--db", db, "--language", lang)[0] == 0
    pdf = tmp_path / f"board-{lang}.pdf"
    code, said = cli("print", "--db", db, pdf)
    assert code == 0, said
    fonts = subprocess.run([_tool("pdffonts"), str(pdf)], capture_output=True, text=True, check=True).stdout
    rows = [ln.split() for ln in fonts.splitlines()[2:]]
    assert rows and all("yes" in r[-5:-3] for r in rows), fonts  # every font embedded (emb column)
    assert any("CJK" in r[0] or "JP" in r[0] or "Gothic" in r[0] for r in rows), fonts  # one covers the kanji
    text = subprocess.run([_tool("pdftotext"), "-layout", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout  # fmt: skip
    # Qt's PDF maps a glyph back to the first code point the font gives it: Noto CJK draws 羽 and the Kangxi
    # radical ⽻ with one glyph, so the text layer says ⽻生善治. NFKC folds the radicals back (the picture is right).
    text = unicodedata.normalize("NFKC", text)
    for name in ("Řehoř Čížek", "羽生善治", "Zoë Müller", "山田 太郎", "Řehořův klub"):
        assert name in text, name  # the glyphs map back to the letters: no boxes, no missing characters
    if lang == "ja":  # ranks as Japanese writes them (issue 28): 三段, 5級, the groups' headings too
        assert {"三段", "5級", "9級", "12級"} <= set(text.split()), text
        assert not re.search(r"\b\d{1,2}[kd]\b", text), text
    assert words(lang).long_date(date.today()) in text or words(lang).long_date(date(2026, 11, 12)) in text
    artifacts = REPO / "tests" / "_artifacts" / "i18n"
    artifacts.mkdir(parents=True, exist_ok=True)
    shutil.copy(pdf, artifacts / pdf.name)
    subprocess.run([_tool("pdftoppm"), "-png", "-r", "60", "-f", "1", "-l", "1", str(pdf),
                    str(artifacts / f"board-{lang}")], check=True)  # fmt: skip
    pngs = list(artifacts.glob(f"board-{lang}*.png"))
    assert pngs and pngs[0].stat().st_size > 5000


def test_a_german_workbook_imports_back_into_an_empty_club(tmp_path: Path, german: Path) -> None:
    """Export then import gives back the same club whatever language the workbook was written in."""
    db = _club(tmp_path)
    for args in (["2026-11-10", "Řehoř Čížek", "羽生善治", "W"], ["2026-11-10", "Zoë Müller", "山田 太郎", "B"]):
        assert cli("game", "add", "--db", db, *args)[0] == 0
    assert cli("settings", "--db", db, "--language", "de")[0] == 0
    out = tmp_path / "club.xlsx"
    assert cli("export", "--db", db, out)[0] == 0
    assert {"Spieler", "Partien"} <= set(openpyxl.load_workbook(out, read_only=True).sheetnames)
    fresh = tmp_path / "fresh.sqlite"
    assert cli("init", "--db", fresh, "--system", "sagc")[0] == 0
    for what in ("players", "games"):
        code, said = cli("import", what, "--db", fresh, out)
        assert code == 0, said
    _, before = cli("standings", "--db", db, "--format", "json")
    _, after = cli("standings", "--db", fresh, "--format", "json")
    assert json.loads(after) == json.loads(before)


def _translate_calls_with_counts() -> list[tuple[str, str, str]]:
    """(file:line, context, source) of every translate("Context", "... %n ...", ...) call in the translated code."""
    import ast

    files = sorted((REPO / "clubrater" / "ui").rglob("*.py")) + [
        REPO / "clubrater" / p for p in ("io/noticeboard.py", "controller/printouts.py", "controller/exports.py",
                                         "controller/whatif.py")]  # fmt: skip
    found = []
    for path in files:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            ctx, src = node.args[0], node.args[1]
            if name == "translate" and isinstance(ctx, ast.Constant) and isinstance(src, ast.Constant) \
                    and isinstance(src.value, str) and "%n" in src.value:
                found.append((f"{path.relative_to(REPO)}:{node.lineno}", str(ctx.value), src.value))
    return found


def test_every_count_is_a_plural_message(refreshed: Path) -> None:
    """lupdate reads translate("Ctx", "%n game(s)", "", n) as a plural message only when n is a literal number,
    and misses the call altogether when n is an attribute (info.games): a translator could then give one form
    only. Counts belong in self.tr("%n game(s)", "", n), or Context.tr(...) as io/words.py's Words.context."""
    msgs = message_set(refreshed / "clubrater_de.ts")
    numerus = {(c, s) for (c, s, _d), m in msgs.items() if m.get("numerus") == "yes"}
    plain = sorted(f"{c}: {s!r}" for (c, s, _d), m in msgs.items() if "%n" in s and m.get("numerus") != "yes")
    missed = sorted(f"{where} {c}: {s!r}" for where, c, s in _translate_calls_with_counts() if (c, s) not in numerus)
    assert not plain and not missed, ("counts that are not plural messages:\n" + "\n".join(plain)
                                      + "\ncalls lupdate does not read as plural:\n" + "\n".join(missed))


# --------------------------------------------------------------------------------------------- controller sentences
def _message_calls() -> list[tuple[str, str, str, str, bool]]:
    """(file:line, context, source, disambiguation, counted) of every `XMessages.tr("...")` (domain/message.py) in
    every layer: the class name is the context lupdate reads before `.tr`."""
    import ast

    found = []
    for path in sorted((REPO / "clubrater").rglob("*.py")):
        if "migrations" in path.parts:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        contexts = {n.name for n in ast.walk(tree) if isinstance(n, ast.ClassDef)
                    and any(getattr(b, "id", "") == "Messages" for b in n.bases)}  # fmt: skip
        imported = {a.asname or a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) for a in n.names
                    if a.name.endswith("Messages") and a.name != "Messages"}  # fmt: skip
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "tr"
                    and isinstance(node.func.value, ast.Name) and node.func.value.id in contexts | imported):
                continue
            where = f"{path.relative_to(REPO)}:{node.lineno}"
            args = node.args
            assert args and isinstance(args[0], ast.Constant), f"{where}: the English must be a literal string"
            dis = args[1].value if len(args) > 1 and isinstance(args[1], ast.Constant) else ""
            found.append((where, node.func.value.id, args[0].value, dis or "", len(args) > 2))
    return found


def test_every_controller_sentence_is_extracted_for_the_translators(refreshed: Path) -> None:
    """lupdate must see each `XMessages.tr(...)` of every layer (Makefile I18N_SOURCES): a sentence it missed would
    stay English in every window, and the completeness test above could not say so."""
    msgs = message_set(refreshed / "clubrater_de.ts")
    calls = _message_calls()
    assert len(calls) > 400  # the controller's, the readers' and the store's sentences (issue 28)
    missed = [f"{where} {c}: {s!r}" for where, c, s, d, _n in calls if (c, s, d) not in msgs]
    not_plural = [f"{where} {c}: {s!r}" for where, c, s, d, counted in calls
                  if counted and msgs.get((c, s, d)) is not None and msgs[(c, s, d)].get("numerus") != "yes"]  # fmt: skip
    assert not missed and not not_plural, "\n".join(["not extracted:", *missed, "counts not plural:", *not_plural])


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_language_keeps_to_its_glossary(lang: str) -> None:
    """One word per term in each language (clubrater/i18n/glossary.json): the Japanese handicap is 置石 everywhere,
    never ハンデ; jigo is ジゴ, never 引分."""
    root = ET.parse(I18N / f"clubrater_{lang}.ts").getroot()
    bad = []
    for context, msg in i18n_fill.messages(root):
        tr = msg.find("translation")
        assert tr is not None
        forms = [f.text or "" for f in tr] if msg.get("numerus") == "yes" else [tr.text or ""]
        bad += [f"{context} / {msg.findtext('source')!r}: {p}"
                for p in i18n_fill.glossary_problems(lang, context, msg.findtext("source") or "", forms)]  # fmt: skip
    assert not bad, f"{len(bad)} translation(s) leave the glossary:\n" + "\n".join(bad[:20])
    terms = json.loads((I18N / "glossary.json").read_text(encoding="utf-8"))["terms"]
    assert all(lang in t for t in terms), "every term has a word in every language"


def test_the_fill_tool_refuses_a_word_the_glossary_avoids(ts_copy: Path, tmp_path: Path) -> None:
    root = ET.parse(ts_copy).getroot()
    ja = tmp_path / "clubrater_ja.ts"
    root.set("language", "ja_JP")
    ja.write_text(i18n_fill.write_ts(root), encoding="utf-8")
    before = ja.read_bytes()
    data = {"Columns": {"Handicap": "ハンデ"}}
    (tmp_path / "ja.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    r = fill("ja", tmp_path / "ja.json", "--ts", ja)
    assert r.returncode == 1 and "glossary" in r.stderr and "置石" in r.stderr, r.stderr
    assert ja.read_bytes() == before
    data = {"Columns": {"Handicap": "置石"}}
    (tmp_path / "ja.json").write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    assert fill("ja", tmp_path / "ja.json", "--ts", ja).returncode == 0


# --------------------------------------------------------------------------------------------- the workbook's words
def _played(tmp_path: Path) -> Path:
    db = _club(tmp_path)
    for args in (["2026-11-10", "Řehoř Čížek", "羽生善治", "W"], ["2026-11-10", "Zoë Müller", "山田 太郎", "J"]):
        assert cli("game", "add", "--db", db, *args)[0] == 0
    return db


def test_a_japanese_workbook_writes_ranks_results_and_yes_no_in_japanese_and_reads_back(tmp_path: Path) -> None:
    """Issue 28: ranks 三段/12級, results 勝ち/負け/ジゴ, Listed and Active はい/いいえ, in the club's language; the
    CSV export stays English; and the workbook imports back into an empty club with the same standings."""
    db = _played(tmp_path)
    assert cli("settings", "--db", db, "--language", "ja")[0] == 0
    out = tmp_path / "club.xlsx"
    assert cli("export", "--db", db, out)[0] == 0
    wb = openpyxl.load_workbook(out, read_only=True)
    ja = words("ja")

    def sheet(english: str) -> list[dict[str, object]]:
        rows = list(wb[ja.translate("Workbook", english)].iter_rows(values_only=True))
        return [dict(zip(rows[0], r, strict=True)) for r in rows[1:]]

    rank, listed, active = (ja.translate("Workbook", t) for t in ("Rank", "Listed", "Active"))
    standings = {r[ja.translate("Workbook", "Name")]: r for r in sheet("Standings")}
    assert standings["羽生善治"][rank] == "三段" and standings["Zoë Müller"][rank] == "12級"
    assert {r[listed] for r in standings.values()} <= {"はい", "いいえ"}
    players = sheet("Players")
    assert {r[ja.translate("Workbook", "Starting rank")] for r in players} == {"5級", "三段", "12級", "9級"}
    assert {r[active] for r in players} == {"はい"}
    games = sheet("Games")
    assert {g[ja.translate("Workbook", "Result")] for g in games} == {"W", "J"}  # the interchange format's letters
    results = {(h[ja.translate("Workbook", "Player")], h[ja.translate("Workbook", "Result")]) for h in sheet("History")}
    assert results == {("Řehoř Čížek", "負け"), ("羽生善治", "勝ち"), ("Zoë Müller", "ジゴ"), ("山田 太郎", "ジゴ")}
    code, csv_out = cli("standings", "--db", db, "--format", "csv")  # the command line's CSV stays English
    assert code == 0 and ",3d," in csv_out and "段" not in csv_out
    fresh = tmp_path / "fresh.sqlite"
    assert cli("init", "--db", fresh, "--system", "sagc")[0] == 0
    for what in ("players", "games"):
        code, said = cli("import", what, "--db", fresh, out)
        assert code == 0, said
    assert json.loads(cli("standings", "--db", fresh, "--format", "json")[1]) == \
        json.loads(cli("standings", "--db", db, "--format", "json")[1])


def test_a_german_workbook_says_ja_and_nein_and_gewonnen(tmp_path: Path) -> None:
    db = _played(tmp_path)
    assert cli("player", "inactive", "--db", db, "山田 太郎")[0] == 0
    assert cli("settings", "--db", db, "--language", "de")[0] == 0
    out = tmp_path / "club.xlsx"
    assert cli("export", "--db", db, out)[0] == 0
    wb = openpyxl.load_workbook(out, read_only=True)
    rows = list(wb["Rangliste"].iter_rows(values_only=True))
    listed = rows[0].index("Gelistet")
    assert {r[listed] for r in rows[1:]} == {"ja", "nein"}  # never "yes" in a German workbook
    players = list(wb["Spieler"].iter_rows(values_only=True))
    assert {r[players[0].index("Aktiv")] for r in players[1:]} == {"ja", "nein"}
    history = list(wb["Verlauf"].iter_rows(values_only=True))
    assert {r[history[0].index("Ergebnis")] for r in history[1:]} == {"gewonnen", "verloren", "Jigo"}
    assert {r[history[0].index("Rang vorher")] for r in history[1:]} >= {"5k", "3d"}  # German writes ranks as typed
    fresh = tmp_path / "fresh.sqlite"
    assert cli("init", "--db", fresh, "--system", "sagc")[0] == 0
    assert cli("import", "players", "--db", fresh, out)[0] == 0
    ctrl = ClubController.open(fresh)
    try:
        assert {p.name: p.active for p in ctrl.queries.players()}["山田 太郎"] is False
    finally:
        ctrl.close()
