"""Help > How to enter games, and Help > About: the short guide a secretary reads once."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QWidget

from clubrater.ui import feedback
from clubrater.ui.shown import keys

HELP_TEXT = QT_TRANSLATE_NOOP("Guide", """<h3>Entering an evening's games</h3>
<ol>
<li>Press <b>Ctrl+3</b> (Games &gt; Record sheet). Set the date of the club night at the top.</li>
<li>Type each game on its own row, in the order of the paper sheet: <b>Black</b>, <b>White</b>, then the
winner: <b>B</b>, <b>W</b> or <b>J</b> (jigo). Tab or Enter moves to the next box.</li>
<li>Names complete as you type; typing a rank such as <b>12k</b> lists the players of that rank.</li>
<li>Handicap and komi are filled in (grey) from the ranks; type over them if the game was played otherwise.</li>
<li>The last column says whether the row is ready. If a player is new, press <b>Ctrl+Shift+A</b> to add them.</li>
<li>Press <b>Ctrl+S</b> to save the whole sheet. <b>Ctrl+Z</b> takes it back, <b>Ctrl+Shift+Z</b> puts it back.</li>
</ol>
<p>For a single game, <b>Ctrl+2</b> opens a form where Enter saves the game and clears the form.</p>
<p>Double-click a player in the standings to see their record sheet and history chart.</p>""")


def show_help(parent: QWidget) -> None:
    feedback.inform(parent, QCoreApplication.translate("Guide", "How to enter games"),
                    keys(QCoreApplication.translate("Guide", str(HELP_TEXT))))


def show_about(parent: QWidget) -> None:
    from clubrater import __version__

    feedback.inform(parent, QCoreApplication.translate("Guide", "About ClubRater"),
                    QCoreApplication.translate(
                        "Guide", "ClubRater {version}\nRatings for Go and shogi clubs: SAGC rank and index, EGF GoR, "
                        "FESA Elo.\nMIT licence.").format(version=__version__))
