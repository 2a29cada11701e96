"""Shared fixtures for the browser suites (components, site, preview).

Kept generic on purpose: a session-scoped headless Chromium driven by Selenium, and the path of
the `vitrine` binary under test. The Makefile runs
    VITRINE=$PWD/.build/debug/vitrine python3 -m pytest -q Tests/Browser
Nothing here skips: a missing Chromium, chromedriver or binary is an error, loudly.
"""
import os
import shutil
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
WINDOW = (1400, 1400)


def vitrine_binary():
    """The binary under test: $VITRINE, else the debug build in this checkout. Fails if absent."""
    path = os.environ.get("VITRINE") or str(REPO / ".build" / "debug" / "vitrine")
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        raise RuntimeError(f"vitrine binary not found or not executable: {path!r} "
                           "(set VITRINE=/path/to/vitrine or build with `swift build`)")
    return path


@pytest.fixture(scope="session")
def vitrine():
    """Path of the vitrine executable."""
    return vitrine_binary()


def _require(path, package):
    if not (shutil.which(path) or os.path.isfile(path)):
        pytest.fail(f"{path} is missing: apt-get install -y {package}", pytrace=False)


@pytest.fixture(scope="session")
def driver():
    """One headless Chromium for the whole session: 1400 x 1400 window, device scale factor 1,
    browser console captured (read it with driver.get_log('browser'))."""
    _require(CHROMIUM, "chromium")
    _require(CHROMEDRIVER, "chromium-driver")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--force-device-scale-factor=1", "--hide-scrollbars",
                f"--window-size={WINDOW[0]},{WINDOW[1]}"):
        options.add_argument(arg)
    options.binary_location = CHROMIUM
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    d = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    # An asynchronous script may wait on frames and transitions, which a busy machine delays: its time
    # limit only guards against a hang (Selenium's default is 30 s).
    d.set_script_timeout(60)
    try:
        yield d
    finally:
        d.quit()
