"""Fixtures for the component browser tests: the catalog rendered once, and each preset opened
alone in Chromium once (its console, its size and its still picture are shared by the tests)."""
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
    console: list          # console entries while loading the page (animations running)
    size: dict             # the root svg's rendered box and its width/height attributes
    picture: object        # numpy RGB array: the element screenshot with animations off


SIZE_JS = """
const svg = document.querySelector('div.h > svg') || document.documentElement;
const r = svg.getBoundingClientRect();
return {tag: svg.namespaceURI + ' ' + svg.localName, width: r.width, height: r.height,
        attrWidth: svg.getAttribute('width'), attrHeight: svg.getAttribute('height'),
        parserErrors: document.getElementsByTagName('parsererror').length};
"""


class AlonePages:
    """Opens each preset alone in an HTML page (once), with animations running, then turns them
    off for the still picture."""

    def __init__(self, driver, catalog):
        self.driver, self.catalog, self.cache = driver, catalog, {}

    def get(self, preset):
        if preset.id not in self.cache:
            d = self.driver
            console = support.open_items(d, [(preset.id, preset.svg)], still=False)
            size = d.execute_script(SIZE_JS)
            d.execute_script("const s = document.createElement('style'); s.textContent = arguments[0];"
                             "document.head.appendChild(s); document.body.offsetHeight;", support.STILL_CSS)
            picture = support.png_to_array(support.host_svgs(d)[0].screenshot_as_png)
            self.cache[preset.id] = AloneResult(console, size, picture)
        return self.cache[preset.id]


@pytest.fixture(scope="session")
def alone(driver, catalog):
    return AlonePages(driver, catalog)


@pytest.fixture(scope="session")
def size_js():
    return SIZE_JS
