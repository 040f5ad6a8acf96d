"""The packaged program's entry point with a self-check, for tests/test_packaging.py only.

A build with CLUBRATER_PACKAGE_PROBE=1 in the environment uses this script instead of entry.py; nothing else
in the folder changes (same libraries, plugins, translations). Started with CLUBRATER_PROBE=OUT.json and
CLUBRATER_PROBE_DB=club.sqlite it does what the packaged window does with the libraries a leaner folder might
have lost, and writes what it saw to OUT.json:
  - the window's language as the window installs it (the system's, from LANG), ClubRater's menus and
    Qt's own standard buttons (qtbase_LL.qm) in it;
  - the main window built and shown offscreen;
  - a player's history chart (pyqtgraph, numpy) drawn from the club file and grabbed as PNG, with the
    number of pixels in the chart's line colour.
Without CLUBRATER_PROBE it is exactly entry.py.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path


def probe(out: Path, db: Path) -> int:
    """The self-check; returns the exit code (0 when it could write what it saw)."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    from clubrater.ui import i18n
    from clubrater.ui.app import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    seen: dict[str, object] = {"language": i18n.install(app=app)}
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel | QDialogButtonBox.StandardButton.Save)
    seen["qt_buttons"] = [b.text() for b in buttons.buttons()]
    window = MainWindow()
    window.resize(1200, 800)
    window.show()
    app.processEvents()
    seen["menus"] = [a.text() for a in window.menuBar().actions()]

    from clubrater.controller.session import ClubController
    from clubrater.ui.chart import COLOURS, HistoryChart

    club = ClubController.open(db, read_only=True)
    try:
        player = max(club.queries.players(), key=lambda p: len(club.reports.chart_points(p.id)))
        points = club.reports.chart_points(player.id)
        chart = HistoryChart()
        chart.resize(900, 500)
        chart.show_history(club.system, club.queries.value_label(), [(player.name, points)])
        chart.show()
        for _ in range(5):
            app.processEvents()
        image = chart.grab().toImage()
    finally:
        club.close()
    image.save(str(out.with_suffix(".png")))
    line = QColor(COLOURS[0]).rgb()
    seen["chart"] = {
        "player": player.name, "points": len(points), "width": image.width(), "height": image.height(),
        "line_pixels": sum(1 for y in range(image.height()) for x in range(image.width()) if image.pixel(x, y) == line),
    }
    window.close()

    from PySide6.QtPrintSupport import QPrinterInfo  # loads the print plugin, and with it the system's CUPS

    seen["printers"] = QPrinterInfo.availablePrinterNames()

    import hashlib
    import ssl

    context = ssl.create_default_context()  # what io/rating_lists.py's HTTPS uses: the system's CA certificates
    seen["ssl"] = {"openssl": ssl.OPENSSL_VERSION, "ca_certificates": context.cert_store_stats()["x509_ca"],
                   "pbkdf2": hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 1).hex()}
    import psycopg  # the federation server's connection: libpq and its own OpenSSL, from psycopg_binary.libs

    seen["libpq"] = {"implementation": psycopg.pq.__impl__, "version": psycopg.pq.version()}
    out.write_text(json.dumps(seen, ensure_ascii=False), encoding="utf-8")
    return 0


if __name__ == "__main__":
    if os.environ.get("CLUBRATER_PROBE"):
        sys.exit(probe(Path(os.environ["CLUBRATER_PROBE"]), Path(os.environ["CLUBRATER_PROBE_DB"])))
    from clubrater.cli import main

    sys.exit(main())
