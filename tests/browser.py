"""Headless Chromium for the published site's tests, driven by Selenium (issue 30 point 16).

Selenium speaks the WebDriver protocol to Debian's `chromium-driver` (/usr/bin/chromedriver, the same
build as /usr/bin/chromium), so no protocol code of our own and no browser download: both are given
by path, which keeps Selenium Manager from looking anything up. In CI a missing browser or driver
fails the test; elsewhere it skips (the browser tests run in CI).
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest

# This machine's (and CI's) flags: no sandbox as root, nothing fetched from the network, a fresh profile each time.
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync", "--hide-scrollbars"]
PHONE = (390, 844)  # an iPhone 12-15's CSS pixels: issue 30 point 7's width


def _found(names: tuple[str, ...]) -> str | None:
    for name in names:
        found = shutil.which(name) or (f"/usr/bin/{name}" if Path(f"/usr/bin/{name}").exists() else None)
        if found:
            return found
    return None


def chromium() -> str:
    found = _found(("chromium", "chromium-browser", "google-chrome"))
    if found:
        return found
    if os.environ.get("CI"):
        pytest.fail("Chromium is missing; CI must run the browser tests (apt-get install chromium).")
    pytest.skip("Chromium is not installed (the browser tests run in CI).")


def chromedriver() -> str:
    found = _found(("chromedriver",))
    if found:
        return found
    if os.environ.get("CI"):
        pytest.fail("chromedriver is missing; CI must run the browser tests (apt-get install chromium-driver).")
    pytest.skip("chromedriver is not installed (the browser tests run in CI: apt-get install chromium-driver).")


class Browser:
    """One headless Chromium window. `phone=True` emulates a phone of `width` CSS pixels (the page's
    viewport meta tag applies, as on a real phone); otherwise a desktop window of width x height."""

    def __init__(self, width: int = 1366, height: int = 900, *, phone: bool = False, javascript: bool = True) -> None:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        options = webdriver.ChromeOptions()
        options.binary_location = chromium()
        self.profile = tempfile.mkdtemp(prefix="clubrater-chromium-")
        for flag in (*FLAGS, f"--user-data-dir={self.profile}"):
            options.add_argument(flag)
        if phone:
            options.add_experimental_option(
                "mobileEmulation", {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 1.0}})
        else:
            options.add_argument(f"--window-size={width},{height}")
        if not javascript:  # as a visitor who turned scripts off: the page must be complete without site.js
            options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
        try:
            self.driver = webdriver.Chrome(options=options, service=Service(chromedriver()))
        except BaseException:
            shutil.rmtree(self.profile, ignore_errors=True)
            raise
        self.driver.set_page_load_timeout(60)
        self.driver.set_script_timeout(30)
        if not phone:  # the viewport as asked: WebDriver sizes the outer window, which keeps a notional frame
            self.driver.set_window_size(width, height)
            inner = self.driver.execute_script("return [window.innerWidth, window.innerHeight];")
            self.driver.set_window_size(2 * width - inner[0], 2 * height - inner[1])

    def open(self, url: str) -> float:
        """Navigate and wait for the load event (WebDriver's default); returns the page's own load time in s."""
        self.driver.get(url)
        return float(self.evaluate("performance.getEntriesByType('navigation')[0].loadEventEnd")) / 1000

    def evaluate(self, expr: str) -> Any:
        return self.driver.execute_script(f"return ({expr});")

    def find(self, css: str) -> Any:
        from selenium.webdriver.common.by import By

        return self.driver.find_element(By.CSS_SELECTOR, css)

    def type(self, css: str, text: str) -> None:
        """Real key presses into the element (WebDriver sends each character as a key event)."""
        self.find(css).send_keys(text)

    def clear_by_keys(self, css: str) -> None:
        """Select all and Backspace, the way a visitor empties a box (fires the input event as typing does)."""
        from selenium.webdriver.common.keys import Keys

        box = self.find(css)
        box.send_keys(Keys.CONTROL, "a")
        box.send_keys(Keys.BACKSPACE)

    def source(self) -> str:
        return str(self.driver.page_source)

    def screenshot(self, target: Path) -> bytes:
        """The viewport as PNG, saved to `target` (to be looked at) and returned."""
        target.parent.mkdir(parents=True, exist_ok=True)
        data: bytes = self.driver.get_screenshot_as_png()
        target.write_bytes(data)
        return data

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)
