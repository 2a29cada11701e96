"""Fixtures for the site's browser tests: a built site served over HTTP, and headless Chromium."""
import contextlib, functools, http.server, os, shutil, subprocess, tempfile, threading

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
VITRINE = os.path.abspath(os.path.join(REPO, os.environ.get("VITRINE", ".build/debug/vitrine")))


def build(output, *extra):
    """Builds the repository's site into `output`; fails the test with vitrine's errors."""
    result = subprocess.run([VITRINE, "build", "--site", "Site", "--templates", "Templates", "--output", output, *extra],
                            cwd=REPO, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return output


@contextlib.contextmanager
def serve(folder):
    """Serves `folder` with python's http.server on a free port; yields the base URL."""
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=folder)
    handler.log_message = lambda *args: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


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


def pages(output):
    """Every HTML page of a built site, as URL paths relative to its root."""
    found = []
    for folder, _, files in os.walk(output):
        for name in files:
            if name.endswith(".html"):
                relative = os.path.relpath(os.path.join(folder, name), output)
                found.append(relative[: -len("index.html")] if name == "index.html" else relative)
    return sorted(found)
