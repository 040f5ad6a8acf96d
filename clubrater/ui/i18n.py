"""The window's language (issue 13): the system's, unless the secretary chose another on this computer.

`install()` puts ClubRater's translation (clubrater/i18n/clubrater_LL.qm, built by `make setup`) and
Qt's own for the standard buttons (qtbase_LL.qm; Qt has none for Afrikaans, so there OK/Cancel stay
English) into the application, and makes that language's QLocale the default so that dates, numbers
and decimal separators follow it. It runs before the first widget is made (`main()`), and again when
the secretary picks another language in the club settings (the window is then built anew in-process).

The language of the printout and the workbook is the club's (controller/settings.py), not this one.
"""

from __future__ import annotations

import logging
import sys
import unicodedata
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTimer, QTranslator
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QComboBox, QMenu, QWidget

from clubrater.io.words import I18N_DIR, LANGUAGES, language_code

# No import of another ui module here (tests/test_layers.py: no import circles); the window is `Any`.
MainWindow = Any

log = logging.getLogger("clubrater.ui")

_SETTINGS = ("ClubRater", "ClubRater")
_KEY = "window/language"
_FOLLOW_SYSTEM = "system"
_installed: list[QTranslator] = []  # kept alive as long as they are installed (Qt does not own them)


def system_language() -> str:
    """The language of the computer's locale ("de" for LANG=de_DE.UTF-8); "" for English or one ClubRater lacks."""
    return language_code(QLocale.system().name())


def chosen_language() -> str | None:
    """The language chosen in the settings on this computer, or None to follow the system."""
    value = QSettings(*_SETTINGS).value(_KEY, _FOLLOW_SYSTEM)
    if not isinstance(value, str) or value == _FOLLOW_SYSTEM:
        return None
    return value if value in LANGUAGES else None


def choose_language(code: str | None) -> None:
    """Remember the window's language on this computer (None: follow the system again)."""
    s = QSettings(*_SETTINGS)
    s.setValue(_KEY, _FOLLOW_SYSTEM if code is None else language_code(code) if code else "")
    s.sync()


def window_language() -> str:
    chosen = chosen_language()
    return system_language() if chosen is None else chosen


def current_language() -> str:
    """The language now installed ("" English)."""
    return _current[0]


_current = [""]


def qm_path(lang: str) -> Path:
    return I18N_DIR / f"clubrater_{lang}.qm"


def qt_translations_dir() -> Path:
    """Where Qt's own .qm files are: Qt's library info, else PySide6's folder (the packaged program keeps
    only qtbase_de/fr/cs/ja there)."""
    path = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    if path.is_dir():
        return path
    import PySide6

    return Path(PySide6.__file__).parent / "Qt" / "translations"


def locale_for(lang: str) -> QLocale:
    """The QLocale for `lang`: the system's own when it speaks that language (de_AT keeps Austria's formats)."""
    system = QLocale.system()
    if language_code(system.name()) == lang and (lang or system.language() == QLocale.Language.English):
        return system
    if not lang:
        return QLocale(QLocale.Language.English, system.territory())
    return QLocale(lang)


def install(language: str | None = None, app: QCoreApplication | None = None) -> str:
    """Install the translators for `language` (None: the window's language) and its locale; returns the code.

    Any translators installed before are taken out first, so this can switch languages at run time.
    """
    app = app or QCoreApplication.instance()
    if app is None:
        raise RuntimeError("install() needs the QApplication made first")
    lang = window_language() if language is None else language_code(language)
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    if lang:
        ours = QTranslator(app)
        if ours.load(str(qm_path(lang))):
            app.installTranslator(ours)
            _installed.append(ours)
        else:  # a source checkout before `make setup`: the window stays English rather than failing
            log.warning("no translation %s (run make setup); the window stays English", qm_path(lang))
        qt = QTranslator(app)
        if qt.load(f"qtbase_{lang}", str(qt_translations_dir())):
            app.installTranslator(qt)
            _installed.append(qt)
        elif lang != "af":  # Qt has no Afrikaans translation: its standard buttons stay English there
            log.warning("no Qt translation qtbase_%s in %s", lang, qt_translations_dir())
    QLocale.setDefault(locale_for(lang))
    _current[0] = lang
    return lang


class Context:
    """A translation context outside a QObject, for counts: `Backups = i18n.context("Backups")`, then
    `Backups.tr("%n game(s)", "", n)`. pyside6-lupdate reads that as a plural message of context "Backups";
    it does not for QCoreApplication.translate("Backups", "%n game(s)", "", n) unless n is a literal number,
    and it skips the call altogether when n is an attribute (tests/test_i18n_tools.py checks every count)."""

    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name

    def tr(self, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        return QCoreApplication.translate(self.name, source, disambiguation, n)


def context(name: str) -> Context:
    return Context(name)


# --------------------------------------------------------------------------------------------- choosing
FOLLOW_SYSTEM = None  # the window combo's data for "the computer's language"


def _order(item: tuple[str | None, str]) -> tuple[bool, str]:
    """English first, then by name as a reader sorts them: Afrikaans, Čeština, Deutsch, Français, 日本語."""
    folded = unicodedata.normalize("NFKD", item[1].casefold())
    return item[0] != "", "".join(ch for ch in folded if not unicodedata.combining(ch))


def language_combo(current: str | None, *, follow_system: bool, parent: QWidget | None = None) -> QComboBox:
    """Languages by their own names ("Deutsch", "日本語"); with `follow_system`, first "As the computer (...)"."""
    c = QComboBox(parent)
    if follow_system:
        c.addItem(QCoreApplication.translate("Language", "As this computer ({language})").format(
            language=LANGUAGES[system_language()]), FOLLOW_SYSTEM)
    for code, name in sorted(LANGUAGES.items(), key=_order):
        c.addItem(name, code)
    at = c.findData(current) if current is not None else (0 if follow_system else c.findData(""))
    c.setCurrentIndex(max(at, 0))
    return c


def switch_window_language(window: MainWindow, code: str | None) -> MainWindow:
    """The window in another language at once: remember the choice, install it, and build the window anew on the
    same club (closed and opened again, so the lock, the record sheet's drafts and the file's state all go the
    way they always do). The undo history does not survive the switch. Returns the window now shown.

    Unsaved record-sheet rows are asked about first, in the language the window speaks now (issue 30: the
    question came in Japanese over a window already half German); kept, nothing changes."""
    before = current_language()
    if (system_language() if code is None else language_code(code)) != before:
        opening = getattr(window, "opening", None)  # ui/opening.py: what a closing asks first
        if opening is not None and not opening.sheet_may_go():
            return window
        sheet = getattr(window, "sheet_page", None)
        if sheet is not None:
            sheet.model.clear()  # left without saving, as just answered: not asked again by the closing
    choose_language(code)
    lang = install()
    if lang == before:
        return window
    return rebuild(window)


def language_menu(window: MainWindow) -> QMenu:
    """View > Language: the window's language on this computer, chosen at any time (no club needed)."""
    menu = QMenu(QCoreApplication.translate("Language", "&Language"), window)
    menu.setObjectName("languageMenu")
    group = QActionGroup(menu)
    chosen = chosen_language()
    choices: list[tuple[str | None, str]] = [
        (FOLLOW_SYSTEM, QCoreApplication.translate("Language", "As this computer ({language})").format(
            language=LANGUAGES[system_language()])),
    ]
    choices += sorted(LANGUAGES.items(), key=_order)
    for code, name in choices:
        act = menu.addAction(name)
        act.setObjectName(f"language_{code if code is not None else 'system'}")
        act.setCheckable(True)
        act.setChecked(code == chosen)
        group.addAction(act)
        act.triggered.connect(lambda *_, code=code: QTimer.singleShot(0, lambda: switch_window_language(window, code)))
    return menu


_windows: list[Any] = []  # windows built here live as long as the application (main() holds only the first)


def rebuild(window: MainWindow) -> MainWindow:
    """A new MainWindow in the installed language, in the old one's place and on its club."""
    path = window.ctrl.path if window.ctrl is not None and not getattr(window.ctrl, "on_server", False) else None
    on_tabs = window.stack.currentWidget() is window.tabs
    page = window.tabs.currentIndex() if on_tabs else None  # the page he was on, and whose (issue 30)
    player = window.player_page.player_id if on_tabs else None
    if not window.close_club():  # the record sheet has rows the secretary went back to
        return window
    new = type(window)(today=getattr(window.ctx, "_today", None))  # the same class; a test's fixed date stays fixed
    new.setGeometry(window.geometry())
    if window.isMaximized():
        new.showMaximized()
    elif window.isVisible():
        new.show()
    _windows.append(new)
    install = getattr(sys.modules.get(type(window).__module__), "install_error_handling", None)
    if install is not None:  # the crash dialog's parent is the window on show (ui/app.py imports it from ui/parts)
        install(new)
    window.close()
    window.deleteLater()
    if window in _windows:
        _windows.remove(window)
    if path is not None:
        QTimer.singleShot(0, lambda: _reopen(new, path, page, player))
    new.activateWindow()
    return new


def _reopen(window: MainWindow, path: Any, page: int | None, player: int | None) -> None:
    """The club in the rebuilt window, on the page the secretary was on (it landed on Standings)."""
    if not window.open_path(path) or page is None:
        return
    if player is not None and player in window.ctrl.history.players:
        window.player_page.show_player(player)
    window.show_page(page)


__all__ = ["Context", "choose_language", "context", "chosen_language", "current_language", "install", "language_combo", "language_menu", "locale_for",
           "rebuild", "switch_window_language", "system_language", "window_language"]
