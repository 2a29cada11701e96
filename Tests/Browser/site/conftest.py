"""Fixtures for the site's browser tests: a built site served over HTTP, and headless Chromium."""
import contextlib, functools, http.server, os, shutil, subprocess, tempfile, threading

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
VITRINE = os.path.abspath(os.path.join(REPO, os.environ.get("VITRINE", ".build/debug/vitrine")))


from site_support import VITRINE, REPO, build, serve, pages  # noqa: F401  (re-exported for fixtures)


@pytest.fixture(scope="session")
def workdir():
    folder = tempfile.mkdtemp(prefix="vitrine-browser-")
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="session")
def site(workdir):
    """The site built for `/`, served; yields (base URL, output folder)."""
    output = build(os.path.join(workdir, "root"))
    with serve(output) as url:
        yield url, output


@pytest.fixture(scope="session")
def browser():
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1200,900"):
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    yield driver
    driver.quit()
