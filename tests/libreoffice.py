"""LibreOffice for the tests (issue 28): the real spreadsheet opens what ClubRater writes.

`.ci/run` installs Calc (Debian's libreoffice-calc-nogui); in CI a missing soffice is a failure, never a skip,
as with the PostgreSQL tests. Every conversion has a profile of its own (so parallel runs and a desktop
LibreOffice never share one) and a bounded time.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

TIMEOUT = 180  # seconds for one conversion (a cold start of Calc takes a few on a loaded 2-core machine)
CSV_IN = "CSV:44,34,76,1"  # comma, double quote, UTF-8, from line 1: how ClubRater writes every CSV


def soffice() -> str:
    exe = shutil.which("soffice") or shutil.which("libreoffice")
    if exe is None:
        message = "LibreOffice (soffice) is not installed"
        if os.environ.get("CI"):
            pytest.fail(message + "; .ci/run installs libreoffice-calc-nogui")
        pytest.skip(message)
    return exe


def convert(source: Path, fmt: str, outdir: Path, *, infilter: str | None = None) -> Path:
    """`soffice --headless --convert-to FMT` of `source` into `outdir`; the converted file (the test fails when
    LibreOffice refuses the file, hangs, or writes nothing)."""
    outdir.mkdir(parents=True, exist_ok=True)
    profile = outdir / f".lo-profile-{source.stem}-{fmt.split(':')[0]}"
    args = [soffice(), f"-env:UserInstallation={profile.resolve().as_uri()}", "--headless", "--norestore",
            "--nolockcheck"]  # fmt: skip
    if infilter:
        args.append(f"--infilter={infilter}")
    args += ["--convert-to", fmt, "--outdir", str(outdir), str(source)]
    try:
        proc = subprocess.run(args, capture_output=True, text=True, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        pytest.fail(f"LibreOffice took more than {TIMEOUT} s to convert {source.name}")
    out = outdir / f"{source.stem}.{fmt.split(':')[0]}"
    assert proc.returncode == 0 and out.is_file() and out.stat().st_size > 0, (proc.stdout, proc.stderr)
    return out
