"""The published site in a real browser (headless Chromium): screenshots at phone and desktop width,
and typing into the search box filters the standings. Chromium is driven by its DevTools protocol
over a WebSocket, with the standard library only (Playwright is not a dependency)."""

from __future__ import annotations

import base64
import json
import os
import re
import shutil
import socket
import struct
import subprocess
import tempfile
import time
import urllib.request
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from clubrater.controller.demo import create_demo_club
from clubrater.controller.site import publish

ARTIFACTS = Path(__file__).resolve().parent / "_artifacts" / "site"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars"]


def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        found = shutil.which(name) or (f"/usr/bin/{name}" if Path(f"/usr/bin/{name}").exists() else None)
        if found:
            return found
    if os.environ.get("CI"):
        pytest.fail("Chromium is missing; CI must run the browser tests (apt-get install chromium).")
    pytest.skip("Chromium is not installed (the browser tests run in CI).")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    d = tmp_path_factory.mktemp("club")
    ctrl = create_demo_club(d / "club.sqlite", "sagc", end=date(2026, 11, 20))
    pid = ctrl.players.add("<script>alert('x')</script>", "12k").id
    from clubrater.domain.model import Result
    from clubrater.domain.records import GameInput

    ctrl.games.enter(GameInput(date(2026, 11, 21), pid, ctrl.queries.find_player("Sipho Dlamini").id, Result.WHITE))
    out = d / "site"
    publish(ctrl, out, today=date(2026, 11, 23))
    ctrl.close()
    return out


def _screenshot(url: str, width: int, height: int, target: Path) -> bytes:
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as profile:
        subprocess.run([chromium(), *FLAGS, f"--user-data-dir={profile}", f"--window-size={width},{height}",
                        f"--screenshot={target}", url], check=True, capture_output=True, timeout=120)
    return target.read_bytes()


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


@pytest.mark.parametrize(("width", "height"), [(390, 1400), (1366, 900)])
def test_screenshots_phone_and_desktop(site: Path, width: int, height: int) -> None:
    for page, name in (("index.html", "standings"), ("players/1.html", "player")):
        data = _screenshot((site / page).as_uri(), width, height, ARTIFACTS / f"{name}-{width}.png")
        assert _png_size(data) == (width, height)
        assert len(data) > 20_000  # a rendered page, not a blank one


# --------------------------------------------------------------------- DevTools protocol, stdlib only
class Browser:
    """Headless Chromium and one page, spoken to over the DevTools WebSocket."""

    def __init__(self, width: int = 1366, height: int = 900) -> None:
        self.profile = tempfile.mkdtemp()
        self.proc = subprocess.Popen(
            [chromium(), *FLAGS, f"--user-data-dir={self.profile}", "--remote-debugging-port=0",
             f"--window-size={width},{height}", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        port = None
        deadline = time.monotonic() + 30
        assert self.proc.stderr is not None
        while time.monotonic() < deadline:
            line = self.proc.stderr.readline()
            m = re.search(r"DevTools listening on ws://127\.0\.0\.1:(\d+)/", line)
            if m:
                port = int(m.group(1))
                break
        assert port, "Chromium did not open its DevTools port"
        pages = json.loads(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=10).read())
        ws = next(p["webSocketDebuggerUrl"] for p in pages if p["type"] == "page")
        self.sock = _connect(ws)
        self.next_id = 0

    def call(self, method: str, **params: Any) -> dict[str, Any]:
        self.next_id += 1
        _send(self.sock, json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            msg = json.loads(_receive(self.sock))
            if msg.get("id") == self.next_id:
                if "error" in msg:
                    raise AssertionError(f"{method}: {msg['error']}")
                return msg.get("result", {})

    def evaluate(self, expr: str) -> Any:
        return self.call("Runtime.evaluate", expression=expr, returnByValue=True)["result"].get("value")

    def open(self, url: str) -> float:
        """Navigate and wait for the load event; returns the page's own load time in seconds."""
        self.call("Page.enable")
        self.call("Page.navigate", url=url)
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.evaluate("document.readyState") == "complete" and self.evaluate(
                    "performance.getEntriesByType('navigation')[0].loadEventEnd > 0"):
                break
            time.sleep(0.05)
        return float(self.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd")) / 1000

    def type(self, text: str) -> None:
        """Real key presses, one character at a time, into the focused element."""
        for ch in text:
            self.call("Input.dispatchKeyEvent", type="keyDown", text=ch, key=ch, unmodifiedText=ch)
            self.call("Input.dispatchKeyEvent", type="keyUp", key=ch)

    def close(self) -> None:
        try:
            self.sock.close()
        finally:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
            shutil.rmtree(self.profile, ignore_errors=True)


def _connect(url: str) -> socket.socket:
    m = re.match(r"ws://([^:/]+):(\d+)(/.*)", url)
    assert m
    sock = socket.create_connection((m.group(1), int(m.group(2))), timeout=30)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET {m.group(3)} HTTP/1.1\r\nHost: {m.group(1)}:{m.group(2)}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += sock.recv(1)
    assert b" 101 " in head.split(b"\r\n")[0], head
    return sock


def _send(sock: socket.socket, text: str) -> None:
    data = text.encode()
    mask = os.urandom(4)
    n = len(data)
    header = bytes([0x81]) + (bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack(">H", n)
                              if n < 65536 else bytes([0x80 | 127]) + struct.pack(">Q", n))
    sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))


def _exactly(sock: socket.socket, n: int) -> bytes:
    buf = b""
    while len(buf) < n:
        chunk = sock.recv(n - len(buf))
        if not chunk:
            raise ConnectionError("DevTools closed the connection")
        buf += chunk
    return buf


def _receive(sock: socket.socket) -> str:
    parts: list[bytes] = []
    while True:
        b0, b1 = _exactly(sock, 2)
        n = b1 & 0x7F
        if n == 126:
            n = struct.unpack(">H", _exactly(sock, 2))[0]
        elif n == 127:
            n = struct.unpack(">Q", _exactly(sock, 8))[0]
        payload = _exactly(sock, n)
        if b0 & 0x0F in (0x1, 0x0):
            parts.append(payload)
            if b0 & 0x80:
                return b"".join(parts).decode()


@pytest.fixture()
def browser() -> Iterator[Browser]:
    b = Browser()
    try:
        yield b
    finally:
        b.close()


VISIBLE = "Array.from(document.querySelectorAll('#standings tbody tr')).filter(r => !r.hidden).map(r => r.cells[1].textContent)"


def test_typing_in_the_search_box_filters_the_standings(site: Path, browser: Browser) -> None:
    browser.open((site / "index.html").as_uri())
    everyone = browser.evaluate(VISIBLE)
    assert len(everyone) == 41
    assert browser.evaluate("document.getElementById('q').parentNode.hidden") is False  # shown once JS runs
    browser.evaluate("document.getElementById('q').focus()")
    browser.type("sip")
    assert browser.evaluate(VISIBLE) == ["Sipho Dlamini"]
    assert browser.evaluate("document.getElementById('count').textContent") == "1 of 41 players"
    browser.type("\b")  # keyDown with a backspace text does not delete; clear the box the way a user would
    browser.evaluate("var q = document.getElementById('q'); q.select()")
    browser.call("Input.dispatchKeyEvent", type="keyDown", key="Backspace", code="Backspace",
                 windowsVirtualKeyCode=8)
    browser.call("Input.dispatchKeyEvent", type="keyUp", key="Backspace", code="Backspace", windowsVirtualKeyCode=8)
    assert len(browser.evaluate(VISIBLE)) == 41
    browser.type("script")
    assert browser.evaluate(VISIBLE) == ["<script>alert('x')</script>"]  # shown as a name, never run
    assert browser.evaluate("typeof window.alert") == "function"
    assert browser.evaluate("document.querySelectorAll('script').length") == 1


def test_sorting_by_a_column(site: Path, browser: Browser) -> None:
    browser.open((site / "index.html").as_uri())
    browser.evaluate("document.querySelectorAll('#standings thead button')[1].click()")  # Name, A to Z
    names = browser.evaluate(VISIBLE)
    assert names == sorted(names, key=str.lower)
    browser.evaluate("document.querySelectorAll('#standings thead button')[4].click()")  # Games, most first
    games = browser.evaluate(
        "Array.from(document.querySelectorAll('#standings tbody tr')).map(r => +r.cells[4].textContent)")
    assert games == sorted(games, reverse=True)


def test_fragment_query_filters_on_load_and_page_opens_fast(site: Path, browser: Browser) -> None:
    load = browser.open((site / "index.html").as_uri() + "#q=khumalo")
    assert browser.evaluate(VISIBLE) == ["Naledi Khumalo"]
    assert load < 1.0


def test_without_javascript_the_page_is_complete(site: Path, browser: Browser) -> None:
    browser.call("Emulation.setScriptExecutionDisabled", value=True)
    browser.call("Page.enable")
    browser.call("Page.navigate", url=(site / "index.html").as_uri())
    time.sleep(1.0)
    root = browser.call("DOM.getDocument")["root"]["nodeId"]
    dom = browser.call("DOM.getOuterHTML", nodeId=root)["outerHTML"]
    assert dom.count("<tr>") == 42  # header + 41 players, none hidden
    assert 'class="search" hidden' in dom  # the search box needs the script, so it stays out of the way
    assert "<button" not in dom  # the sort buttons are the script's
