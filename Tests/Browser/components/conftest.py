"""Fixtures for the component browser tests: the catalog rendered once, and each preset opened
alone in Chromium once (its console, its size and its still picture are shared by the tests)."""
import os
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))
import components_support as support  # noqa: E402


@pytest.fixture(scope="session")
def catalog():
    return support.catalog()


@dataclass
class AloneResult:
    console: list          # console entries while loading the page (animations paused at their start)
    size: dict             # the root svg's rendered box and its width/height attributes
    picture: object        # numpy RGB array: the element screenshot with animations off
    signature: dict        # computed styles and running animations of every element (support.SIGNATURE_JS)


SIZE_JS = """
const svg = document.querySelector('div.h > svg') || document.documentElement;
const r = svg.getBoundingClientRect();
return {tag: svg.namespaceURI + ' ' + svg.localName, width: r.width, height: r.height,
        attrWidth: svg.getAttribute('width'), attrHeight: svg.getAttribute('height'),
        parserErrors: document.getElementsByTagName('parsererror').length};
"""


class AlonePages:
    """Opens each preset alone in an HTML page (once), with its animations paused, then turns them
    off for the still picture."""

    def __init__(self, driver, catalog):
        self.driver, self.catalog, self.cache = driver, catalog, {}

    def get(self, preset):
        if preset.id not in self.cache:
            d = self.driver
            console = support.open_items(d, [(preset.id, preset.svg)], paused=True)
            size = d.execute_script(SIZE_JS)
            signature = d.execute_script(support.SIGNATURE_JS)[0]
            support.make_still(d)
            picture = support.picture(d, support.host_svgs(d)[0])
            self.cache[preset.id] = AloneResult(console, size, picture, signature)
        return self.cache[preset.id]


@pytest.fixture(scope="session")
def alone(driver, catalog):
    return AlonePages(driver, catalog)


@pytest.fixture(scope="session")
def size_js():
    return SIZE_JS


def pytest_terminal_summary(terminalreporter):
    """With VITRINE_BROWSER_REPORT set, print the measured numbers (text boxes, rsvg vs Chromium)."""
    if not os.environ.get("VITRINE_BROWSER_REPORT") or not support.REPORT:
        return
    for section, rows in support.REPORT.items():
        terminalreporter.section(section)
        for label, text in rows.items():
            terminalreporter.write_line(f"{label:44} {text}")
