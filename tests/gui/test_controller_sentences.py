"""Issue 28, done when: a window in each language says the controller's own sentences in that language.

Each language in turn (German, French, Czech, Afrikaans, Japanese, and a pseudo-translation) is installed as
the window installs it, and the window is made to meet the controller's sentences where a secretary meets them:
a merge refused, an event refused, an import's problems (a duplicate player among them), an unknown player on
the record sheet, what the FESA next grade needs, the SAGC what-if answer, the publish summary, a backup that
cannot be restored, the players off the EGF list, the chart's words, a rank changed since the last printout, the workbook written,
the question before a game dated after tomorrow is saved and the import's problem with such a date, why two players
are paired on the Club night page, the evaluation page's "nothing to evaluate", and (against a real PostgreSQL
server) another club's player refused for editing, a game edited by the officer while the form was open (the
changed-meanwhile sentence and what the game now shows) and the record sheet's "neither plays for your club". Every one is compared with
the same thing shown in English: it must differ (and be Japanese in Japanese). The pseudo-translation writes
every message of the catalogs in full-width letters, so any English word still shown (outside names, files and
numbers) is a sentence that escaped translation.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator
from PySide6.QtWidgets import QApplication

from tests.gui.conftest import FIXED_TODAY
from tests.pg_server import postgres  # noqa: F401 - the fixture (a real PostgreSQL server)

pytestmark = pytest.mark.gui

REPO = Path(__file__).resolve().parents[2]
I18N = REPO / "clubrater" / "i18n"
sys.path.insert(0, str(REPO / "scripts"))
import i18n_fill  # noqa: E402

LANGS = ["de", "fr", "cs", "af", "ja", "pseudo"]
_PLACE = re.compile(r"(\{[^{}]*\}|%L?n|<[^>]*>|&[a-z]+;|\\n)")


def fullwidth(text: str) -> str:
    """The pseudo-translation: ASCII letters as full-width ones, {placeholders}, %n, tags and entities kept."""
    out = []
    for part in _PLACE.split(text):
        if _PLACE.fullmatch(part or "x{"):
            out.append(part)
        else:
            out.append("".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalpha() else c for c in part))
    return "".join(out)


@pytest.fixture(scope="module")
def pseudo_qm(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Every message of the committed catalog (all of them: the completeness test holds it to the code)."""
    folder = tmp_path_factory.mktemp("pseudo")
    root = ET.parse(I18N / "clubrater_de.ts").getroot()
    for _context, msg in i18n_fill.messages(root):
        tr = msg.find("translation")
        assert tr is not None
        text = fullwidth(msg.findtext("source") or "")
        if msg.get("numerus") == "yes":
            for form in tr:
                form.text = text
        else:
            tr.text = text
    ts = folder / "pseudo.ts"
    ts.write_text(i18n_fill.write_ts(root), encoding="utf-8")
    qm = folder / "pseudo.qm"
    tool = Path(sys.executable).with_name("pyside6-lrelease")
    subprocess.run([str(tool), "-silent", str(ts), "-qm", str(qm)], check=True, capture_output=True, timeout=120)
    return qm


@pytest.fixture
def speak(pseudo_qm: Path, qapp: Any) -> Iterator[Callable[[str], None]]:
    """speak(lang): the window's language from now on, as ui/i18n.py installs it ("pseudo": the full-width one)."""
    from clubrater.ui import i18n

    extra: list[QTranslator] = []

    def use(lang: str) -> None:
        for t in extra:
            QCoreApplication.removeTranslator(t)
        extra.clear()
        if lang == "pseudo":
            i18n.install("de")  # German dates and numbers, Qt's German buttons; the words all full-width
            t = QTranslator()
            assert t.load(str(pseudo_qm))
            QCoreApplication.installTranslator(t)
            extra.append(t)
        else:
            assert i18n.install(lang) == lang

    yield use
    use("")
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))


# --------------------------------------------------------------------------------------------- the sentences
@dataclass
class Scene:
    qtbot: Any
    tmp: Path
    feedback: Any
    monkeypatch: pytest.MonkeyPatch
    n: int = 0

    def club(self, system: str = "sagc", players: tuple[tuple[str, str], ...] = (("Alice Abrahams", "5k"),
             ("Bob Botha", "6k"), ("Carol Cele", "3d")), games: tuple[tuple[int, int, str], ...] = ((0, 1, "B"),),
             day: date = FIXED_TODAY - timedelta(days=7)) -> Any:  # fmt: skip
        from clubrater.controller.session import ClubController
        from clubrater.domain.model import Result
        from clubrater.domain.records import GameInput

        self.n += 1
        ctrl = ClubController.create(self.tmp / f"club{self.n}.sqlite", system, "Kyoto Club", today=lambda: FIXED_TODAY)
        ids = [ctrl.players.add(name, rank if system != "fesa" else None, grade=rank if system == "fesa" else "").id
               for name, rank in players]  # fmt: skip
        for b, w, res in games:
            ctrl.games.enter(GameInput(day, ids[b], ids[w], Result(res), 0))
        return ctrl

    def window(self, ctrl: Any) -> Any:
        from clubrater.ui.app import MainWindow
        from tests.gui.helpers import show_window

        win = MainWindow(ctrl, today=lambda: FIXED_TODAY)
        show_window(self.qtbot, win)
        return win

    def in_dialog(self, fill: Callable[[Any], None]) -> list[str]:
        """The form filled and accepted once; what it then says (the refusal, inside the form)."""
        seen: list[str] = []

        def first(dialog: Any) -> bool:
            fill(dialog)
            return True

        def then(dialog: Any) -> bool:
            seen.append(dialog.message.text())
            return False

        self.feedback.dialogs.extend([first, then])
        return seen


def merge_refused(s: Scene) -> str:
    """Two players who played each other are two people: the controller refuses to merge them."""
    from clubrater.ui.operations import players as players_ops

    win = s.window(s.club())

    def fill(d: Any) -> None:
        d.keep_edit.setText("Alice Abrahams")
        d.drop_edit.setText("Bob Botha")

    seen = s.in_dialog(fill)
    players_ops.merge_players(win.ctx, None)
    return seen[0]


def event_refused(s: Scene) -> str:
    from clubrater.ui.operations import events as events_ops

    ctrl = s.club()
    from clubrater.domain.records import EventRow

    ctrl.events.add(EventRow(name="Kyoto Open", start=FIXED_TODAY, end=FIXED_TODAY))
    win = s.window(ctrl)
    seen = s.in_dialog(lambda d: d.name_edit.setText("Kyoto Open"))
    events_ops.add_event(win.ctx)
    return seen[0]


def import_problems(s: Scene) -> str:
    """A players file with a rank that is none and a player the club has already (a duplicate)."""
    from clubrater.ui.import_dialog import run_import

    win = s.window(s.club())
    path = s.tmp / f"players{s.n}.csv"
    path.write_text("name,rank\nDora Dube,3x\nAlice Abrahams,5k\nEve Engelbrecht,\n", encoding="utf-8")
    seen: list[str] = []

    def look(dialog: Any) -> bool:
        model = dialog.problem_table.model()
        seen.extend(str(model.index(r, model.columnCount() - 1).data()) for r in range(model.rowCount()))
        return False

    s.feedback.dialogs.append(look)
    run_import(win, win.ctrl, path)
    assert len(seen) == 3, seen
    return " | ".join(seen)


def sheet_unknown_player(s: Scene) -> str:
    from tests.gui.helpers import press, sheet_row, shortcut

    win = s.window(s.club())
    shortcut(win, "Ctrl+3")
    sheet_row("Alice Abrahams", "Zanele Mthembu", "B")
    press(Qt.Key.Key_Escape)
    shortcut(win, "Ctrl+S")  # refused: nothing is saved while a row is wrong
    message = win.sheet_page.model.checks[0].message
    win.sheet_page.model.clear()  # the window may close without asking about the typed row
    return message


def fesa_next_grade(s: Scene) -> str:
    ctrl = s.club("fesa", players=(("Habu Yoshiharu", "3 Kyu"), ("Sato Amahiko", "2 Kyu")),
                  games=((0, 1, "B"), (1, 0, "W"), (0, 1, "B")))
    win = s.window(ctrl)
    pid = ctrl.queries.find_player("Habu Yoshiharu").id
    win.show_player(pid)
    QApplication.processEvents()
    text = win.player_page.whatif.answer.text()
    assert ctrl.whatif.summary(pid) .startswith("A win now") and "(LB)" in ctrl.whatif.summary(pid)
    return text


def sagc_what_if(s: Scene) -> str:
    ctrl = s.club()
    win = s.window(ctrl)
    win.show_player(ctrl.queries.find_player("Bob Botha").id)
    QApplication.processEvents()
    return win.player_page.whatif.answer.text()


def publish_summary(s: Scene) -> str:
    from clubrater.ui.site_ui import publish_website

    ctrl = s.club()
    win = s.window(ctrl)
    message = publish_website(win, ctrl, s.tmp / f"site{s.n}")
    assert message and win.statusBar().currentMessage() == message
    return message


def restore_refused(s: Scene) -> str:
    """A backup that is no club (damaged): the restore is refused in the controller's words."""
    from PySide6.QtWidgets import QMessageBox

    from clubrater.controller.files import BackupInfo
    from clubrater.ui import errors

    ctrl = s.club()
    path = ctrl.path
    ctrl.close()
    bad = s.tmp / f"backup{s.n}.sqlite"
    bad.write_bytes(b"not a club at all" * 100)
    shown: list[str] = []
    s.monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, text, *a: shown.append(text)))
    errors._restore(None, path, BackupInfo(bad, datetime(2025, 3, 1, 20, 15), "manual", 3))
    return shown[-1]


def off_the_list(s: Scene) -> str:
    ctrl = s.club("egf", day=FIXED_TODAY - timedelta(days=3 * 365))
    win = s.window(ctrl)
    win.show_page(0)
    QApplication.processEvents()
    return win.players_page.unlisted.text()


def chart_words(s: Scene) -> str:
    ctrl = s.club(games=((0, 1, "B"), (1, 0, "B"), (0, 2, "J")))
    win = s.window(ctrl)
    win.show_player(ctrl.queries.find_player("Alice Abrahams").id)
    QApplication.processEvents()
    chart = win.player_page.chart
    assert chart is not None and chart.series
    scatter = chart.series[0][3]
    return "\n".join(str(p.data()) for p in scatter.points())


def rank_since_printout(s: Scene) -> str:
    """The standings' tooltip on a rank that changed since the last printout: the controller says since when."""
    ctrl = s.club()
    _board, values = ctrl.printouts.noticeboard()
    ctrl.printouts.record_printout(values, when=datetime(2025, 2, 20, 21, 0))
    bob = ctrl.queries.find_player("Bob Botha").id
    ctrl.players.adjust(bob, FIXED_TODAY - timedelta(days=1), rank="4k")
    win = s.window(ctrl)
    win.show_page(0)
    model = win.players_page.model
    row = next(r for r in range(model.rowCount()) if model.index(r, 1).data() == "Bob Botha")
    return str(model.index(row, 2).data(Qt.ItemDataRole.ToolTipRole))


def workbook_written(s: Scene) -> str:
    """File > Export workbook: what the controller wrote, said in the status bar."""
    from clubrater.ui.reports_ui import export_workbook

    ctrl = s.club()
    win = s.window(ctrl)
    export_workbook(win, ctrl, s.tmp / f"club{s.n}.xlsx")
    return win.statusBar().currentMessage()


def future_date_asked(s: Scene) -> str:
    """Enter a game (Ctrl+2) dated a year ahead: the window asks before it stores a date after tomorrow."""
    from PySide6.QtCore import QDate

    from tests.gui.helpers import press, shortcut, type_text

    win = s.window(s.club())
    shortcut(win, "Ctrl+2")
    form = win.entry_page
    ahead = FIXED_TODAY + timedelta(days=366)
    form.date.setDate(QDate(ahead.year, ahead.month, ahead.day))
    form.black.setFocus()
    type_text("Alice Abrahams")
    press(Qt.Key.Key_Tab)
    type_text("Carol Cele")
    form.result.setFocus()
    type_text("W")
    s.feedback.answers.append(False)  # "Correct the date": nothing stored
    press(Qt.Key.Key_Return)
    assert len(s.feedback.asked) == 1 and len(win.ctrl.queries.games()) == 1  # asked once, nothing stored
    return s.feedback.asked[-1]


def future_date_imported(s: Scene) -> str:
    """A games file with a game dated after tomorrow: the import's problem says the date and tomorrow's."""
    from clubrater.ui.import_dialog import run_import

    win = s.window(s.club())
    path = s.tmp / f"games{s.n}.csv"
    ahead = FIXED_TODAY + timedelta(days=40)
    path.write_text(f"date,black,white,result\n{ahead.isoformat()},Alice Abrahams,Carol Cele,W\n", encoding="utf-8")
    seen: list[str] = []

    def look(dialog: Any) -> bool:
        model = dialog.problem_table.model()
        seen.extend(str(model.index(r, model.columnCount() - 1).data()) for r in range(model.rowCount()))
        return False

    s.feedback.dialogs.append(look)
    run_import(win, win.ctrl, path)
    assert len(seen) == 1, seen
    return seen[0]


def pairing_why(s: Scene) -> str:
    """Club night (Ctrl+7): Alice and Carol ticked and paired; the Why column says why they play each other."""
    from tests.gui.helpers import press, shortcut, type_text

    win = s.window(s.club())
    shortcut(win, "Ctrl+7")
    page = win.club_night_page
    for name in ("Alice Abrahams", "Carol Cele"):
        page.name_box.setFocus()
        type_text(name)
        press(Qt.Key.Key_Return)
    shortcut(win, "Ctrl+Return")
    assert page.pairs.pairing is not None and len(page.pairs.pairing.boards) == 1
    return str(page.pairs.index(0, 6).data())


def nothing_to_evaluate(s: Scene) -> str:
    """View > How well the ratings predict, for a club with one game: the controller says why SAGC was left out
    (no warm-up game to fit its scale on)."""
    win = s.window(s.club())
    page = win.evaluate_page
    win.actions["page_evaluate"].trigger()
    s.qtbot.waitUntil(lambda: page.message.isVisible() and bool(page.message.text()), timeout=10000)
    return page.message.text()


SENTENCES: list[Callable[[Scene], str]] = [merge_refused, event_refused, import_problems, sheet_unknown_player,
                                           fesa_next_grade, sagc_what_if, publish_summary, restore_refused,
                                           off_the_list, chart_words, rank_since_printout, workbook_written,
                                           future_date_asked, future_date_imported, pairing_why,
                                           nothing_to_evaluate]  # fmt: skip

# What a sentence may keep in ASCII under the pseudo-translation: names, files, numbers, ranks, the program's name.
DATA = re.compile(r"Alice Abrahams|Bob Botha|Carol Cele|Dora Dube|Eve Engelbrecht|Zanele Mthembu|Habu Yoshiharu|"
                  r"Sato Amahiko|Kyoto Open|Kyoto Club|ClubRater|\S*\.(?:sqlite|csv|html)\b|/\S+|\b\d+[kdp]\b|"
                  r"\b\d+ (?:Kyu|Dan)\b|\bGoR\b|\bLB\b|\bMP\b|\bUB\b|\bSQLite\b")


def english_left(text: str) -> list[str]:
    """ASCII words of three letters or more that are not data: words that escaped the translation."""
    return re.findall(r"[A-Za-z]{3,}", DATA.sub(" ", re.sub(r"<[^>]*>", " ", text)))


def run_all(scene: Scene) -> list[str]:
    out = []
    for sentence in SENTENCES:
        scene.feedback.said.clear()
        scene.feedback.asked.clear()
        out.append(sentence(scene))
    return out


_ENGLISH: list[str] = []


@pytest.mark.parametrize("lang", LANGS)
def test_the_controllers_sentences_are_said_in_the_windows_language(qtbot, tmp_path: Path, feedback, lang: str,
                                                                     speak, monkeypatch) -> None:  # fmt: skip
    if not _ENGLISH:  # the same sentences in English, once for all the languages
        speak("")
        _ENGLISH.extend(run_all(Scene(qtbot, tmp_path / "en", feedback, monkeypatch)))
    english = _ENGLISH
    assert all(english), [f.__name__ for f, t in zip(SENTENCES, english, strict=True) if not t]
    assert "played each other" in english[0] and "already an event" in english[1]
    assert "not a rank like" in english[2] and "already in the player list" in english[2]
    assert "(LB)" in english[4] and "pages written" in english[6] and "damaged or holds no club" in english[7]
    assert "after tomorrow" in english[12] and "is after tomorrow" in english[13]
    assert english[14] == "closest not met in the last 4 nights" and "warm-up" in english[15]
    speak(lang)
    said = run_all(Scene(qtbot, tmp_path / lang, feedback, monkeypatch))
    problems = []
    for sentence, en, text in zip(SENTENCES, english, said, strict=True):
        if text == en or not text:
            problems.append(f"{sentence.__name__}: still English: {text!r}")
        elif lang == "ja" and not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text):
            problems.append(f"{sentence.__name__}: no Japanese in {text!r}")
        elif lang == "pseudo" and (left := english_left(text)):
            problems.append(f"{sentence.__name__}: English words {left} in {text!r}")
    assert not problems, "\n".join(problems)


# --------------------------------------------------------------------------------------------- a federation server
@pytest.fixture(scope="module")
def fed(postgres: Any) -> Any:  # noqa: F811
    from tests.gui.test_federation_window import build_fed

    return build_fed(postgres, "i18n_sentences")


def refused_on_the_server(qtbot: Any, fed: Any, feedback: Any) -> list[str]:
    """Pretoria's secretary opens Stellenbosch's player and deletes its game: the server's rights, said first by
    the controller (ctrl.federation.why_not), as the tooltip and as the refusal."""
    from clubrater.ui.app import MainWindow
    from clubrater.ui.models import ID_ROLE
    from clubrater.ui.operations import games as games_ops
    from clubrater.ui.operations import players as players_ops
    from tests.gui.helpers import show_window
    from tests.gui.test_federation_window import connect

    win = MainWindow(today=lambda: FIXED_TODAY)
    show_window(qtbot, win)
    connect(win, feedback, fed.bare("Pretoria"), "Pretoria-pw")
    try:
        model = win.players_page.model
        anna = next(model.index(r, 1) for r in range(model.rowCount()) if model.index(r, 1).data() == "Anna Smit")
        feedback.said.clear()
        players_ops.edit_player(win.ctx, anna.data(ID_ROLE))
        win.show_page(3)
        gm = win.games_page.model
        theirs = next(gm.index(r, 1) for r in range(gm.rowCount()) if gm.index(r, 1).data() == "Anna Smit")
        games_ops.delete_games(win.ctx, [theirs.data(ID_ROLE)])
        return [str(anna.data(Qt.ItemDataRole.ToolTipRole)), *feedback.said]
    finally:
        win.close_club()


@pytest.mark.parametrize("lang", LANGS)
def test_a_refused_edit_on_a_federation_server_is_said_in_the_windows_language(qtbot, fed, feedback, lang: str,
                                                                                speak) -> None:  # fmt: skip
    speak("")
    english = refused_on_the_server(qtbot, fed, feedback)
    assert len(english) == 3 and "only its secretary or the federation officer" in english[1], english
    speak(lang)
    said = refused_on_the_server(qtbot, fed, feedback)
    assert len(said) == 3
    for en, text in zip(english, said, strict=True):
        assert text != en and "Stellenbosch" in text, text
        if lang == "ja":
            assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text), text
        if lang == "pseudo":
            assert not english_left(text.replace("Stellenbosch", "")), text


def changed_meanwhile_on_the_server(qtbot: Any, fed: Any, feedback: Any) -> list[str]:
    """Pretoria's secretary edits Sipho's game while the federation officer changes its result elsewhere: the form
    says who changed it, when, and what it now shows (controller/versions.py); then the record sheet's row for two
    Stellenbosch players says it is not his club's game (ctrl.federation.why_not_game)."""
    from dataclasses import replace

    from clubrater.controller.session import ClubController
    from clubrater.domain.model import Result
    from clubrater.domain.records import GameInput
    from clubrater.ui.app import MainWindow
    from clubrater.ui.operations import games as games_ops
    from tests.gui.helpers import press, sheet_row, shortcut, show_window
    from tests.gui.test_federation_window import connect

    win = MainWindow(today=lambda: FIXED_TODAY)
    show_window(qtbot, win)
    connect(win, feedback, fed.bare("Pretoria"), "Pretoria-pw")
    try:
        ctrl = win.ctrl
        sipho = ctrl.queries.find_player("Sipho Dlamini").id
        gid = next(g.id for g in ctrl.history.games if g.black == sipho)
        seen: list[str] = []

        def type_and_save(d: Any) -> bool:
            d.handicap_edit.setValue(3)
            officer = ClubController.open(fed.officer, today=lambda: FIXED_TODAY)  # meanwhile, elsewhere
            try:
                game = GameInput.of(officer.queries.game(gid))
                other = Result.WHITE if game.result == Result.BLACK else Result.BLACK
                officer.games.edit(gid, replace(game, result=other))
            finally:
                officer.close()
            return bool(d.try_accept())

        def look(d: Any) -> bool:
            seen.append(d.message.text())
            return False

        feedback.dialogs.extend([type_and_save, look])
        games_ops.edit_game(win.ctx, gid)
        shortcut(win, "Ctrl+3")
        sheet_row("Anna Smit", "Pieter van der Berg", "B")
        press(Qt.Key.Key_Escape)
        seen.append(win.sheet_page.model.checks[0].message)
        win.sheet_page.model.clear()
        return seen
    finally:
        win.close_club()


_FED_NAMES = re.compile(r"Sipho Dlamini|Thandi Khumalo|André Nemo|Anna Smit|Pieter van der Berg|Pretoria|Stellenbosch")


@pytest.mark.parametrize("lang", LANGS)
def test_a_game_changed_meanwhile_on_the_server_is_said_in_the_windows_language(qtbot, fed, feedback, lang: str,
                                                                                speak) -> None:  # fmt: skip
    speak("")
    english = changed_meanwhile_on_the_server(qtbot, fed, feedback)
    assert len(english) == 2, english
    assert re.search(r"^Game \d+ was changed by the federation officer at \d\d:\d\d after you opened it; nothing was "
                     r"saved\. It now shows 2/25/2025, Sipho Dlamini \(B\) - Thandi Khumalo \(W\), (Black|White) won, "
                     r"komi 6\.5\.$", english[0]), english[0]
    assert english[1].startswith("Neither Anna Smit nor Pieter van der Berg plays for Pretoria"), english[1]
    speak(lang)
    said = changed_meanwhile_on_the_server(qtbot, fed, feedback)
    assert len(said) == 2, said
    for en, text in zip(english, said, strict=True):
        assert text and text != en, text
        assert "Anna Smit" in text or "Sipho Dlamini" in text, text
        if lang == "ja":
            assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text), text
        if lang == "pseudo":
            assert not english_left(_FED_NAMES.sub(" ", text)), text
    if lang == "de":  # the game as it now is, in the window's words, numbers and date form
        assert "Komi 6,5" in said[0] and "25.02.2025" in said[0] and "gewann" in said[0], said[0]
