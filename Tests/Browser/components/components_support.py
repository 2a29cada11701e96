"""Helpers for the component browser tests: the rendered catalog, HTML pages that inline SVGs and their
pictures (the comparison is pixel_compare.py's). Imported by the test modules of this directory."""
import atexit
import base64
import html
import json
import os
import re
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path


from pixel_compare import (  # noqa: F401  (the test modules read these through this module)
    STRONG_TILE, format_numbers, measure, png_to_array, rsvg_picture, side_by_side, still_problems)

REPO = Path(__file__).resolve().parents[3]

LINE_HEIGHT_RATIO = 2355 / 2048   # Liberation Sans: (ascender + descender + line gap) / unitsPerEm
STILL_CSS = "*{animation:none!important;transition:none!important}"
PAUSED_CSS = "*{animation-play-state:paused!important}"   # nothing runs out (a fade ends in 0.25 s)


# Measured numbers, printed at the end of the run when VITRINE_BROWSER_REPORT is set
# (see pytest_terminal_summary in conftest.py): section -> {row label: text}.
REPORT = {}


def report(section, label, text):
    REPORT.setdefault(section, {})[label] = text


def vitrine_binary():
    path = os.environ.get("VITRINE") or str(REPO / ".build" / "debug" / "vitrine")
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        raise RuntimeError(f"vitrine binary not found or not executable: {path!r} (set VITRINE)")
    return path


@dataclass
class Preset:
    component: str
    name: str
    path: Path
    arguments: dict            # the preset's own arguments
    parameters: dict           # every parameter of the component with its value for this preset
    svg: str = field(repr=False, default="")

    @property
    def id(self):
        return f"{self.component}/{self.name}"


# The built-in components alone: the repository's own site (`Site/components/`) has one of its own.
NO_SITE = "/nonexistent-site"


class Catalog:
    """`vitrine list --json` and `vitrine render --all -o DIR`, once per session."""

    def __init__(self, binary):
        self.binary = binary
        self.dir = Path(tempfile.mkdtemp(prefix="vitrine-components-"))
        atexit.register(shutil.rmtree, self.dir, True)
        listing = subprocess.run([binary, "list", "--json", "--site", NO_SITE], capture_output=True, text=True, timeout=60)
        if listing.returncode != 0:
            raise RuntimeError(f"vitrine list --json failed: {listing.stderr}")
        self.listing = json.loads(listing.stdout)
        out = self.dir / "svg"
        render = subprocess.run([binary, "render", "--all", "--site", NO_SITE, "-o", str(out)], capture_output=True, text=True,
                                timeout=120)
        if render.returncode != 0:
            raise RuntimeError(f"vitrine render --all failed: {render.stderr}")
        self.svg_dir = out
        listed = {}
        for component in self.listing:
            defaults = {p["name"]: p["default"] for p in component["parameters"]}
            for preset in component["presets"]:
                args = dict(preset["arguments"])
                listed[(component["name"], preset["name"])] = (args, {**defaults, **args})
        self.listed_ids = sorted(f"{c}/{p}" for c, p in listed)
        self.rendered_ids = sorted(f"{p.parent.name}/{p.stem}" for p in out.glob("*/*.svg"))
        self.presets = []   # in the order `vitrine list` gives, then anything rendered but not listed
        order = {key: i for i, key in enumerate(listed)}
        for path in sorted(out.glob("*/*.svg"), key=lambda p: (order.get((p.parent.name, p.stem), len(order)), str(p))):
            key = (path.parent.name, path.stem)
            args, params = listed.get(key, ({}, {}))
            self.presets.append(Preset(key[0], key[1], path, args, params, path.read_text(encoding="utf-8")))
        self.by_id = {p.id: p for p in self.presets}
        # librsvg's pictures are drawn in the background while the browser works
        self._pool = ThreadPoolExecutor(max_workers=2)
        atexit.register(self._pool.shutdown, wait=False, cancel_futures=True)
        self._rsvg = {p.id: self._pool.submit(rsvg_picture, p.path) for p in self.presets}
        self.pages = self.dir / "pages"
        self.pages.mkdir()
        self._page_count = 0

    def rsvg(self, preset_id):
        """librsvg's picture of a preset (numpy RGB array)."""
        return self._rsvg[preset_id].result()

    def write_page(self, text, suffix=".html"):
        self._page_count += 1
        path = self.pages / f"page{self._page_count}{suffix}"
        path.write_text(text, encoding="utf-8")
        return path


_catalog = None


def catalog():
    global _catalog
    if _catalog is None:
        _catalog = Catalog(vitrine_binary())
    return _catalog


def inline_markup(svg):
    """The SVG as it goes into an HTML page (no XML declaration or doctype)."""
    svg = re.sub(r"^\s*<\?xml[^>]*\?>", "", svg)
    svg = re.sub(r"^\s*<!DOCTYPE[^>]*>", "", svg)
    return svg.strip()


GRID = 16   # every inlined SVG starts on a whole multiple of this many px


def svg_height(svg):
    m = re.search(r'<svg\b[^>]*?\sheight="([\d.]+)"', svg)
    return float(m[1]) if m else 150.0


def html_page(items, still=False, paused=False):
    """items: [(label, svg text)]. Each SVG in its own host <div class="h" data-preset=label> at the
    left edge, stacked at multiples of GRID px, on a white page; `still` turns every animation off.
    Each host is its own compositing layer (will-change: transform), so Chromium rasterises an SVG
    the same way wherever it sits in the page; without it, raster tile boundaries that cut an SVG at
    different places change groups with opacity and clip paths by 1-37 levels (measured), which has
    nothing to do with the SVGs interfering."""
    hosts = "\n".join(f'<div class="slot" style="height:{(int(svg_height(svg)) // GRID + 1) * GRID}px">'
                      f'<div class="h" data-preset="{html.escape(label)}">{inline_markup(svg)}</div></div>'
                      for label, svg in items)
    return ("<!doctype html><html><head><meta charset=\"utf-8\"><title>vitrine components</title>"
            "<style>html,body{margin:0;background:#fff}.slot{overflow:hidden}"
            ".h{display:block;width:max-content;line-height:0;will-change:transform}</style>"
            + (f"<style id=\"still\">{STILL_CSS}</style>" if still else "")
            + (f"<style id=\"paused\">{PAUSED_CSS}</style>" if paused else "")
            + f"</head><body>\n{hosts}\n</body></html>")


def load(driver, path):
    """Open a local file; return the browser console entries it produced."""
    driver.get_log("browser")   # drop anything earlier
    driver.get(path.as_uri())
    driver.execute_script("return document.fonts ? document.fonts.ready.then(() => true) : true")
    return driver.get_log("browser")


def console_problems(entries):
    return [e for e in entries if e.get("level") in ("SEVERE", "WARNING")]


def open_items(driver, items, still=False, paused=False):
    cat = catalog()
    return load(driver, cat.write_page(html_page(items, still, paused)))


def host_svgs(driver):
    return driver.find_elements("css selector", "div.h > svg")


# For every inlined SVG (in page order): the computed style of each of its elements and the CSS
# animations on them (open the page paused, so that none has run out; all are set to their start),
# keyed by the element's index inside its SVG. Two pages that inline the same SVG must give it the
# same signature, whatever else they inline.
SIGNATURE_JS = """
const props = ['display', 'visibility', 'opacity', 'fill', 'fill-opacity', 'stroke', 'stroke-opacity',
  'transform', 'transform-origin', 'transform-box', 'filter', 'clip-path', 'mask', 'font-family',
  'font-size', 'font-weight', 'font-kerning', 'white-space', 'animation-name', 'animation-duration',
  'animation-timing-function', 'animation-iteration-count'];
const anims = document.getAnimations();
for (const a of anims) { a.pause(); a.currentTime = 0; }   // the same moment in every page
return [...document.querySelectorAll('div.h > svg')].map(root => {
  const els = [root, ...root.querySelectorAll('*')];
  const index = new Map(els.map((e, i) => [e, i]));
  const styles = els.map(e => { const cs = getComputedStyle(e); return props.map(p => cs.getPropertyValue(p)).join('|'); });
  const animations = anims.filter(a => a.effect && index.has(a.effect.target)).map(a => {
    const t = a.effect.getTiming();
    return [index.get(a.effect.target), a.animationName || '', t.duration, t.easing, t.iterations,
            JSON.stringify(a.effect.getKeyframes().map(k => { const c = {...k}; delete c.computedOffset; return c; }))].join(' ');
  }).sort();
  return {styles, animations};
});
"""


def make_still(driver):
    """Turn every animation off in the open page and wait until the compositor has drawn that."""
    driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "const s = document.createElement('style'); s.textContent = arguments[0]; document.head.appendChild(s);"
        "document.body.offsetHeight;"
        "requestAnimationFrame(() => requestAnimationFrame(() => done(document.getAnimations().length)));",
        STILL_CSS)


def picture(driver, element):
    """The element's pixels (CSS px = device px): scroll it to the top of the viewport, then capture
    exactly its box through the DevTools protocol (Selenium's element screenshot clips tall pages)."""
    x, y, w, h = driver.execute_script(
        "const e = arguments[0]; window.scrollTo(0, e.getBoundingClientRect().top + window.scrollY);"
        "const r = e.getBoundingClientRect(); return [r.left + window.scrollX, r.top + window.scrollY, r.width, r.height];",
        element)
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "clip": {"x": x, "y": y, "width": w, "height": h, "scale": 1}})
    return png_to_array(base64.b64decode(shot["data"]))
