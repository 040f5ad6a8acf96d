"""The federations' lists in the window (issue 20): find a new member as you type, and compare the club with a list.

- `ListSearch`: a search field over the kept EGD, FFG and AGA lists; matches appear under it at
  each keystroke (the in-memory index answers in a few milliseconds; until it is built, off the
  GUI thread, the file answers), Up and Down move the highlight, Enter takes the highlighted one.
- `attach_to_player_dialog`: puts that search on top of the Add a player form (the players page
  and the record sheet's offer to add a name it does not know both use that form) and fills the
  form from the entry taken; the player is then added linked to his entry (`AddFromList`).
- `SyncDialog` (Players > Compare with list): the comparison of `list sync` as a table; "Store
  IDs and ratings" applies it as an undoable command (`ApplySync`).
- `update_list` (Players > Download a rating list): `clubrater list update egd|ffg|aga [--url URL]`,
  the list downloaded from the club's address for it (remembered when changed) and kept (issue 30).
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from clubrater.controller.changes import Changes
from clubrater.domain.errors import ClubRaterError
from clubrater.domain.rating_list import ID_NAMES, LIST_NAMES, ListEntry
from clubrater.ui import feedback, undo
from clubrater.ui.shown import keys, rank, said
from clubrater.ui.widgets import Banner, hint

if TYPE_CHECKING:
    from clubrater.controller.rating_lists import PlayerLinks, RatingLists, SyncReport
    from clubrater.ui.context import WindowContext

SHOWN = 12  # matches listed under the field
_STATUS = {
    #: Compare with list: the player's details differ from the list's.
    "differs": QT_TRANSLATE_NOOP("RatingLists", "differs"),
    #: Compare with list: several entries of the list could be this player.
    "ambiguous": QT_TRANSLATE_NOOP("RatingLists", "ambiguous: several in the list"),
    "id not in list": QT_TRANSLATE_NOOP("RatingLists", "ID not in the list"),
    "same": QT_TRANSLATE_NOOP("RatingLists", "the same"),
}
# The federations' lists and IDs by the names the window gives them (domain.rating_list's, marked for lupdate).
_LIST_NAMES = {
    #: The European Go Database's rating list.
    "egd": QT_TRANSLATE_NOOP("RatingLists", "EGD list"),
    #: The French Go Federation's rating list ("échelle FFG").
    "ffg": QT_TRANSLATE_NOOP("RatingLists", "FFG ladder"),
    #: The American Go Association's rating list.
    "aga": QT_TRANSLATE_NOOP("RatingLists", "AGA list"),
}
_ID_NAMES = {
    #: A player's number in the European Go Database.
    "egd": QT_TRANSLATE_NOOP("RatingLists", "EGD PIN"),
    #: A player's French Go Federation licence number.
    "ffg": QT_TRANSLATE_NOOP("RatingLists", "FFG licence"),
    "aga": QT_TRANSLATE_NOOP("RatingLists", "AGA ID"),
}


def list_name(federation: str) -> str:
    """ "EGD list", "FFG ladder"... in the window's language."""
    return QCoreApplication.translate("RatingLists", str(_LIST_NAMES.get(federation, LIST_NAMES[federation])))


def id_name(federation: str) -> str:
    """ "EGD PIN", "FFG licence"... in the window's language."""
    return QCoreApplication.translate("RatingLists", str(_ID_NAMES.get(federation, ID_NAMES[federation])))


class ListSearch(QWidget):
    """A search field over the kept lists with the matches under it; `taken` carries the entry chosen."""

    taken = Signal(object)  # ListEntry

    def __init__(self, lists: RatingLists, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lists = lists
        self.kept = [k for k in lists.kept() if k.loaded_at is not None]
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.edit = QLineEdit(self)
        self.edit.setObjectName("listSearch")
        self.edit.setClearButtonEnabled(True)
        #: Joins the names of two or three lists: "EGD list or FFG ladder".
        names = self.tr(" or ").join(list_name(k.federation) for k in self.kept) or self.tr("federation's list")
        #: {lists} names the lists searched ("EGD list or FFG ladder").
        self.edit.setPlaceholderText(self.tr("Find him in the {lists}: name or ID, then Enter").format(lists=names))
        self.edit.setAccessibleName(self.tr("Find in the rating lists"))
        self.results = QListWidget(self)
        self.results.setObjectName("listMatches")
        self.results.setMaximumHeight(150)
        self.results.hide()
        self.note = hint(", ".join(said(k.describe()) for k in self.kept) or self.tr(
            "No rating list is loaded (clubrater list load FILE)."), self)
        layout.addWidget(self.edit)
        layout.addWidget(self.results)
        layout.addWidget(self.note)
        self.edit.textChanged.connect(self.search)
        self.edit.installEventFilter(self)
        self.results.itemActivated.connect(lambda _item: self.take())
        self._ready = threading.Event()
        self._builder: threading.Thread | None = None
        if self.kept:
            self._builder = threading.Thread(target=self._build, name="list index", daemon=True)
            self._builder.start()

    # ----------------------------------------------------------------- searching
    def _build(self) -> None:
        """The in-memory index, built off the GUI thread (45,000 entries take a few tenths of a second)."""
        try:
            self.lists.store.index()
        except Exception:  # the club was closed meanwhile: the file answers instead
            return
        self._ready.set()

    def wait_ready(self, timeout: float = 10.0) -> bool:
        """For tests and shutdown: the index is built (or there is nothing to build)."""
        return self._builder is None or self._ready.wait(timeout)

    def find_entries(self, text: str) -> list[ListEntry]:
        if self._ready.is_set():
            return self.lists.find(text, SHOWN)
        return self.lists.store.find(text, SHOWN)

    def search(self, text: str) -> None:
        """One keystroke: the best matches, the first highlighted."""
        self.results.clear()
        found = self.find_entries(text) if text.strip() and self.kept else []
        for e in found:
            item = QListWidgetItem(said(e.describe()))
            item.setData(Qt.ItemDataRole.UserRole, e)
            self.results.addItem(item)
        self.results.setVisible(bool(found))
        if found:
            self.results.setCurrentRow(0)

    def matches(self) -> list[ListEntry]:
        return [self.results.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.results.count())]

    def take(self) -> ListEntry | None:
        """Take the highlighted match (Enter)."""
        item = self.results.currentItem()
        if item is None:
            return None
        entry: ListEntry = item.data(Qt.ItemDataRole.UserRole)
        self.results.hide()
        self.taken.emit(entry)
        return entry

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """Up and Down move the highlight in the matches, Enter takes it: the hands stay on the keyboard."""
        if watched is self.edit and isinstance(event, QKeyEvent) and event.type() == QEvent.Type.KeyPress \
                and not self.results.isHidden():
            key = event.key()
            if key in (Qt.Key.Key_Down, Qt.Key.Key_Up):
                row = self.results.currentRow() + (1 if key == Qt.Key.Key_Down else -1)
                self.results.setCurrentRow(max(0, min(row, self.results.count() - 1)))
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
                self.take()
                return True
        return super().eventFilter(watched, event)


# ------------------------------------------------------------------------------------------ the Add a player form


class PlayerForm(Protocol):
    """What the list search uses of the Add a player form (ui/dialogs.PlayerDialog, which imports this module)."""

    layout_: QVBoxLayout
    name_edit: QLineEdit
    rank_edit: QComboBox
    grade_edit: QLineEdit
    rating_check: QCheckBox
    rating_edit: QDoubleSpinBox
    club_edit: QLineEdit
    country_edit: QLineEdit
    pin_edit: QLineEdit
    message: Banner
    buttons: QDialogButtonBox


def attach_to_player_dialog(dialog: PlayerForm, lists: RatingLists) -> ListSearch | None:
    """Put the list search on top of the Add a player form; taking an entry fills the form from it.

    Nothing is added when the club keeps no list (the form stays as it was).
    """
    if not any(k.loaded_at is not None for k in lists.kept()):
        return None
    search = ListSearch(lists)  # the form's layout takes it as a child
    dialog.layout_.insertWidget(0, search)
    dialog.list_entry = None  # type: ignore[attr-defined]  # read by operations.players.add_player
    search.taken.connect(lambda entry: fill_player_dialog(dialog, lists, entry))
    typed = dialog.name_edit.text().strip()
    if typed:  # the record sheet's unknown name: its matches show at once
        search.edit.setText(typed)
    search.edit.setFocus()
    return search


def fill_player_dialog(dialog: PlayerForm, lists: RatingLists, entry: ListEntry) -> None:
    """The form as the club would start him: name, rank (or grade, or GoR), club, country, PIN."""
    dialog.name_edit.setText(entry.name)
    dialog.club_edit.setText(entry.club)
    dialog.country_edit.setText(entry.country)
    dialog.pin_edit.setText(entry.id if entry.federation == "egd" else "")
    dialog.list_entry = entry  # type: ignore[attr-defined]
    holder = lists.holder_name(entry)
    try:
        values = lists.starting_values(entry)
    except ClubRaterError as exc:
        dialog.message.say(said(exc), "error")
        return
    if values.get("rank") is not None:
        dialog.rank_edit.setCurrentText(str(values["rank"]))
    if values.get("grade"):
        dialog.grade_edit.setText(values["grade"])
    if "rating" in values:
        dialog.rating_check.setChecked(values["rating"] is not None)
        if values["rating"] is not None:
            dialog.rating_edit.setValue(values["rating"])
    if holder is not None:
        #: {id_name} is "EGD PIN", "FFG licence" or "AGA ID"; {id} the number.
        dialog.message.say(QCoreApplication.translate(
            "RatingLists", "{holder} is already in the player list with {id_name} {id}.").format(
            holder=holder, id_name=id_name(entry.federation), id=entry.id), "error")
    else:
        #: {list} is "EGD list", "FFG ladder" or "AGA list"; {entry} the entry's details.
        text = QCoreApplication.translate("RatingLists", "From the {list}: {entry}").format(
            list=list_name(entry.federation), entry=said(entry.describe()))
        dialog.message.say("\n".join(t for t in (text, _why_this_rank(entry, values)) if t), "info")
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).setFocus()


def _why_this_rank(entry: ListEntry, values: dict[str, Any]) -> str:
    """Why the form's rank is not the one the list line shows (issue 30: the line said 6k, the form 5k).

    The line shows the rank the entry's rating stands for (the EGD's rule); a SAGC or FESA club starts a player at
    the grade he declared at his last tournament, the level he says he plays at and the club pairs him by. That
    is kept (the command line's `player add --from-list` does the same) and said here, with the other rank named,
    so the secretary can type that one instead."""
    start = values.get("rank")
    declared = entry.grade_value()
    if start is None or declared is None or start != declared or not entry.rank or entry.rank == str(start):
        return ""
    #: {start} and {shown} are kyu/dan ranks (5k, 6k); {rating} the list's rating (GoR 1532, FFG -870, AGA -5.5).
    return QCoreApplication.translate(
        "RatingLists", "The form starts him at {start}, the grade he declared in the list; {shown} is the rank his "
        "rating ({rating}) stands for. Type {shown} as the rank to start him there instead.").format(
        start=rank(str(start)), shown=rank(entry.rank), rating=entry.rating)


class AddFromList(undo.AddPlayer):
    """Add a player linked to his list entry (ID and federation rating kept with him); undo takes him out again."""

    def __init__(self, host: undo.Host, entry: ListEntry, name: str, rank: Any, **details: Any) -> None:
        details.pop("egd_pin", None)  # the entry's own ID is stored
        super().__init__(host, name, rank, **details)
        #: An undo command's name: "Add Anna Novak from the EGD list".
        self.setText(QCoreApplication.translate("RatingLists", "Add {name} from the {list}").format(
            name=" ".join(name.split()), list=list_name(entry.federation)))
        self.entry = entry
        self.links: dict[int, PlayerLinks] = {}

    def _first(self) -> Changes:
        lists = self.ctrl.rating_lists
        pid = lists.add_linked(self.entry, self.name, self.rank, **self.details).id
        self.player = self.ctrl.queries.player(pid)
        self.links = lists.links_of([pid])
        return undo.RATINGS

    def _redo(self) -> Changes:
        return super()._redo() | self.ctrl.rating_lists.restore_links(self.links)


# ---------------------------------------------------------------------------------------- Compare with list


class ApplySync(undo.ClubCommand):
    """Store the IDs found and the federation's ratings (the club's own ratings untouched); undo puts back the old."""

    changes = undo.PLAYERS

    def __init__(self, host: undo.Host, report: SyncReport) -> None:
        #: An undo command's name.
        super().__init__(host, QCoreApplication.translate("RatingLists", "Store IDs and ratings from the {list}").format(
            list=list_name(report.federation)))
        self.report = report
        self.before: dict[int, PlayerLinks] = {}
        self.after: dict[int, PlayerLinks] = {}

    def _first(self) -> Changes:
        lists = self.ctrl.rating_lists
        ids = [r.player_id for r in self.report.rows if r.entry is not None]
        self.before = lists.links_of(ids)
        changes = lists.apply(self.report)
        self.after = lists.links_of(ids)
        return changes | undo.PLAYERS

    def _redo(self) -> Changes:
        return self.ctrl.rating_lists.restore_links(self.after) | undo.PLAYERS

    def _undo(self) -> Changes:
        return self.ctrl.rating_lists.restore_links(self.before) | undo.PLAYERS


class SyncDialog(QDialog):
    """The club's players against a kept list: who differs, who is ambiguous; Store IDs and ratings applies it."""

    def __init__(self, ctx: WindowContext, parent: QWidget | None = None) -> None:
        super().__init__(parent or ctx.window)
        self.ctx = ctx
        self.lists = ctx.club().rating_lists
        self.setWindowTitle(self.tr("Compare with list"))
        self.setMinimumSize(760, 420)
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        #: The rating list to compare the club with.
        top.addWidget(QLabel(self.tr("&List:")))
        self.picker = QComboBox(self)
        top.itemAt(0).widget().setBuddy(self.picker)  # type: ignore[union-attr]
        top.addWidget(self.picker, 1)
        layout.addLayout(top)
        self.summary = QLabel(self)
        layout.addWidget(self.summary)
        self.table = QTableWidget(0, 5, self)
        self.table.setObjectName("syncTable")
        self.table.setHorizontalHeaderLabels([
            self.tr("Player"),
            #: Column title: how the player compares with the list (differs, ambiguous...).
            self.tr("Compared"),
            #: Column title: the player's ID in the federation's list.
            self.tr("ID", "federation ID"),
            #: Column title: the list's entry or entries for the player.
            self.tr("In the list"),
            self.tr("Differences"),
        ])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.verticalHeader().hide()
        layout.addWidget(self.table, 1)
        layout.addWidget(hint(keys(self.tr("Storing keeps each player's ID and the federation's rating beside the club's "
                                      "own; the club's ranks, ratings and history do not change. Ctrl+Z undoes it.")),
                              self))
        self.message = Banner(self)
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.apply_button = self.buttons.addButton(self.tr("&Store IDs and ratings"),
                                                   QDialogButtonBox.ButtonRole.ApplyRole)
        self.apply_button.clicked.connect(self.apply)
        self.load_button = self.buttons.addButton(self.tr("&Load a list file…"), QDialogButtonBox.ButtonRole.ActionRole)
        self.load_button.clicked.connect(lambda: self.load_file())
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.report: SyncReport | None = None
        self.picker.currentIndexChanged.connect(lambda _i: self.compare())
        self.fill_picker()

    def fill_picker(self, federation: str | None = None) -> None:
        self.picker.blockSignals(True)
        self.picker.clear()
        for k in self.lists.kept():
            if k.loaded_at is not None:
                self.picker.addItem(said(k.describe()), k.federation)
        if federation is not None:
            self.picker.setCurrentIndex(max(0, self.picker.findData(federation)))
        self.picker.blockSignals(False)
        self.compare()

    def load_file(self, path: str | None = None) -> None:
        """Load the EGD, FFG or AGA list from a file (recognised by content); an older one than kept asks first."""
        from clubrater.controller.rating_lists import OlderListError

        #: A file chooser's filter: keep the patterns in brackets as they are.
        filters = self.tr("Rating lists (*.html *.htm *.txt *.zip);;All files (*)")
        path = path or feedback.choose_open_file(self, self.tr("Load a rating list"), filters, kind="rating-list")
        if not path:
            return
        try:
            try:
                loaded = self.ctx.run(self.tr("Loading the list…"), lambda: self.lists.load(path))
            except OlderListError as exc:
                title = self.tr("An older list?")
                #: {reason} says (from the controller) which list is older than the one kept.
                question = self.tr("{reason} Replace it anyway?").format(reason=said(exc))
                if not feedback.ask(self, title, question, yes=self.tr("Replace it"), no=self.tr("Keep the newer list")):
                    return
                loaded = self.ctx.run(self.tr("Loading the list…"), lambda: self.lists.load(path, force=True))
        except ClubRaterError as exc:
            self.message.say(said(exc), "error")
            return
        self.ctx.apply(loaded)
        self.fill_picker(loaded.federation)
        self.message.say(f"{said(loaded.summary)}.", "ok")

    def compare(self) -> None:
        fed = self.picker.currentData()
        self.table.setRowCount(0)
        if fed is None:
            self.report = None
            self.summary.setText(self.tr("The club keeps no rating list: load one first (clubrater list load FILE)."))
            self.apply_button.setEnabled(False)
            return
        report = self.report = self.lists.compare(fed)
        rows = [r for r in report.rows if r.status != "same"]
        self.table.setRowCount(len(rows))
        for n, r in enumerate(rows):
            if r.candidates:
                listed = " / ".join(f"{c.name} ({c.id})" for c in r.candidates)
            else:
                listed = said(r.entry.describe()) if r.entry else ""
            #: One difference: "{what}: {ours} here, {theirs} in the list" ({what} is rank, club, rating...).
            diffs = "; ".join(self.tr("{what}: {ours} here, {theirs} in the list").format(
                what=what, ours=ours or "-", theirs=theirs) for what, ours, theirs in r.differences)
            status = QCoreApplication.translate("RatingLists", str(_STATUS[r.status]))
            if r.matched_by:
                #: How the player was found in the list: "(by name)", "(by ID)".
                status = self.tr("{status} (by {how})").format(status=status, how=r.matched_by)
            for col, text in enumerate((r.player, status, r.entry.id if r.entry else "", listed, diffs)):
                self.table.setItem(n, col, QTableWidgetItem(text))  # text, never markup
        self.table.resizeColumnsToContents()
        #: The comparison in numbers: players who differ, are ambiguous, are the same, have an ID not in the
        #: list, and were not found.
        self.summary.setText(self.tr(
            "{differ} differ, {ambiguous} ambiguous, {same} the same, {missing_id} with an ID not in the list, "
            "{unmatched} not found.").format(
            differ=len(report.rows_with("differs")), ambiguous=len(report.rows_with("ambiguous")),
            same=len(report.rows_with("same")), missing_id=len(report.rows_with("id not in list")),
            unmatched=report.unmatched))
        self.apply_button.setEnabled(any(r.entry is not None for r in report.rows))

    def apply(self) -> None:
        if self.report is None:
            return
        if self.ctx.push(ApplySync(self.ctx, self.report)):
            self.message.say(self.tr("Stored. The club's own ranks and ratings are unchanged."), "info")
            self.compare()
        else:
            self.message.say(self.ctx.last_error, "error")


def compare_with_list(ctx: WindowContext) -> None:
    """Players > Compare with list."""
    if ctx.ctrl is None:
        return
    feedback.run_dialog(SyncDialog(ctx))


class UpdateListDialog(QDialog):
    """Which federation's list to download, and from where (the club's address for it, or the published one)."""

    def __init__(self, ctx: WindowContext, federation: str = "egd") -> None:
        super().__init__(ctx.window)
        self.lists = ctx.club().rating_lists
        self.setWindowTitle(self.tr("Download a rating list"))
        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)
        self.federation = QComboBox(self)
        self.federation.setObjectName("updateFederation")
        for fed in ("egd", "ffg", "aga"):
            self.federation.addItem(list_name(fed), fed)
        self.url = QLineEdit(self)
        self.url.setObjectName("updateUrl")
        form = QHBoxLayout()
        #: Which federation's rating list (EGD, FFG, AGA) to download.
        label = QLabel(self.tr("&List:"))
        label.setBuddy(self.federation)
        form.addWidget(label)
        form.addWidget(self.federation)
        layout.addLayout(form)
        #: The web address the list is downloaded from.
        address = QLabel(self.tr("&From:"))
        address.setBuddy(self.url)
        row = QHBoxLayout()
        row.addWidget(address)
        row.addWidget(self.url, 1)
        layout.addLayout(row)
        layout.addWidget(hint(self.tr(
            "The list is downloaded and kept in the club file in place of the one kept (as `clubrater list update` "
            "does); a changed address is remembered for the next time."), self))
        self.message = Banner(self)
        layout.addWidget(self.message)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.download = self.buttons.addButton(self.tr("&Download"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.federation.currentIndexChanged.connect(lambda _i: self.url.setText(self.lists.store.url(self.chosen())))
        self.federation.setCurrentIndex(max(0, self.federation.findData(federation)))
        self.url.setText(self.lists.store.url(self.chosen()))

    def chosen(self) -> str:
        return str(self.federation.currentData())


def update_list(ctx: WindowContext, federation: str = "egd") -> Changes | None:
    """Players > Download a rating list: what `clubrater list update` does, from the window; the list replaces the
    one kept (an older one only when the secretary says so) and the status bar says what it held."""
    from clubrater.controller.rating_lists import OlderListError

    if ctx.ctrl is None:
        return None
    dialog = UpdateListDialog(ctx, federation)
    try:
        if not feedback.run_dialog(dialog):
            return None
        fed, url = dialog.chosen(), dialog.url.text().strip()
    finally:
        dialog.deleteLater()
    lists = ctx.club().rating_lists
    title = QCoreApplication.translate("RatingLists", "Download a rating list")
    #: {list} is "EGD list", "FFG ladder" or "AGA list"; {url} the web address.
    label = QCoreApplication.translate("RatingLists", "Downloading the {list} from {url}…").format(
        list=list_name(fed), url=url)
    try:
        if url != lists.store.url(fed):
            lists.store.set_url(fed, url)
        try:
            loaded = ctx.run(label, lambda: lists.update(fed))
        except OlderListError as exc:
            #: {reason} says (from the controller) which list is older than the one kept.
            question = QCoreApplication.translate("SyncDialog", "{reason} Replace it anyway?").format(reason=exc)
            if not feedback.ask(ctx.window, QCoreApplication.translate("SyncDialog", "An older list?"), question,
                                yes=QCoreApplication.translate("SyncDialog", "Replace it"),
                                no=QCoreApplication.translate("SyncDialog", "Keep the newer list")):
                return None
            loaded = ctx.run(label, lambda: lists.update(fed, force=True))
    except (ClubRaterError, OSError) as exc:
        feedback.error(ctx.window, exc, title)
        return None
    ctx.apply(loaded)
    ctx.window.statusBar().showMessage(f"{loaded.summary}.", 20000)  # the controller's sentence (English)
    return loaded


# --------------------------------------------------------------------------------------------- the player table

_RATING_TITLES = {  # the player table's column of the federation's rating
    #: Column title: the player's GoR in the European Go Database.
    "egd": QT_TRANSLATE_NOOP("RatingLists", "EGD GoR"),
    #: Column title: the player's rating in the French Go Federation's ladder.
    "ffg": QT_TRANSLATE_NOOP("RatingLists", "FFG rating"),
    #: Column title: the player's American Go Association rating.
    "aga": QT_TRANSLATE_NOOP("RatingLists", "AGA rating"),
}


def table_columns(links: dict[int, PlayerLinks]) -> tuple[str, dict[int, tuple[str, str]]]:
    """The player table's two list columns: the title of the federation rating shown, and per player (ID, rating).

    The ID column shows every federation ID a player has ("EGD 12345678, FFG 9361003"); the rating
    column the rating of the federation most of the club's players have one from (an EGF club:
    "EGD GoR"), beside the club's own value. ("", {}) when no player has any.
    """
    counts: dict[str, int] = {}
    for link in links.values():
        for fed in link.ratings:
            counts[fed] = counts.get(fed, 0) + 1
    main = max(counts, key=lambda f: (counts[f], f == "egd")) if counts else ""
    cells: dict[int, tuple[str, str]] = {}
    for pid, link in links.items():
        ids = ", ".join(f"{fed.upper()} {ident}" for fed, ident in sorted(link.ids.items(), key=lambda kv: kv[0] != "egd"))
        rating = link.ratings.get(main, (None, "", None))[0] if main else None
        cells[pid] = (ids, "" if rating is None else f"{rating:g}")
    return (QCoreApplication.translate("RatingLists", str(_RATING_TITLES[main])) if main else ""), cells
