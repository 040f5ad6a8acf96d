"""The packaged folder ships the translation catalogs gzip-compressed (packaging/clubrater.spec); io/words.py
reads clubrater_LL.ts.gz where there is no clubrater_LL.ts, with the same words."""

from __future__ import annotations

import gzip
import shutil
from pathlib import Path

import pytest

from clubrater.io import words


def test_the_compressed_catalog_gives_the_same_words(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    plain = words.words("de")
    (tmp_path / "clubrater_de.ts.gz").write_bytes(gzip.compress(words.ts_path("de").read_bytes()))
    monkeypatch.setattr(words, "I18N_DIR", tmp_path)
    words._read.cache_clear()
    packed = words.words("de")
    assert packed.translate("Noticeboard", "Page {page} of {pages}") == plain.translate("Noticeboard", "Page {page} of {pages}") != "Page {page} of {pages}"
    assert packed.table == plain.table
    shutil.rmtree(tmp_path)
    tmp_path.mkdir()
    words._read.cache_clear()
    assert words.words("de").translate("Noticeboard", "Page {page} of {pages}") == "Page {page} of {pages}"  # nothing shipped: English
