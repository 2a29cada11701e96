"""Helpers shared by the site's browser tests: build the repository's site, serve a folder, list its pages."""
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


def pages(output):
    """Every HTML page of a built site, as URL paths relative to its root."""
    found = []
    for folder, _, files in os.walk(output):
        for name in files:
            if name.endswith(".html"):
                relative = os.path.relpath(os.path.join(folder, name), output)
                found.append(relative[: -len("index.html")] if name == "index.html" else relative)
    return sorted(found)
