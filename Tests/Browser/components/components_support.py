"""Helpers for the component browser tests: the rendered catalog, HTML pages that inline SVGs,
pictures and their comparison. Imported by the test modules of this directory."""
import atexit
import base64
import html
import io
import json
import os
import re
import shutil
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from PIL import Image

REPO = Path(__file__).resolve().parents[3]

# Still-picture tolerances, calibrated on the real catalog (see test_components_still_picture.py).
# Differences are measured after letting each pixel match any pixel within 1 px in the other picture
# (absorbs Chromium's whole-pixel text baseline snapping and anti-aliasing), then judged three ways:
TOLERANT_MEAN = 8.0     # mean remaining difference (largest channel), /255: diffuse tints, opacity, gradients
STRONG_LEVEL = 120      # a pixel off by more than this is plainly different ...
STRONG_TILE = 0.02      # ... and no 16 x 16 tile may hold 2 % of them: moved or missing shapes and text
WEAK_LEVEL = 40         # 2 x 2 blocks all off by more than this are structure, not anti-aliasing ...
WEAK_TILE = 0.05        # ... and no tile may hold 5 % of them: low-contrast shapes moved 3 pt or more
FAR_LEVEL = 40          # for the raw numbers printed beside (the brief's "off by more than 40")
TILE = 16

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


class Catalog:
    """`vitrine list --json` and `vitrine render --all -o DIR`, once per session."""

    def __init__(self, binary):
        self.binary = binary
        self.dir = Path(tempfile.mkdtemp(prefix="vitrine-components-"))
        atexit.register(shutil.rmtree, self.dir, True)
        listing = subprocess.run([binary, "list", "--json"], capture_output=True, text=True, timeout=60)
        if listing.returncode != 0:
            raise RuntimeError(f"vitrine list --json failed: {listing.stderr}")
        self.listing = json.loads(listing.stdout)
        out = self.dir / "svg"
        render = subprocess.run([binary, "render", "--all", "-o", str(out)], capture_output=True, text=True,
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


def png_to_array(png):
    return np.asarray(Image.open(io.BytesIO(png)).convert("RGB")).astype(np.int16)


def rsvg_picture(svg_path):
    out = subprocess.run(["rsvg-convert", "--background-color", "white", str(svg_path)],
                         capture_output=True, check=True, timeout=60).stdout
    return png_to_array(out)


def tolerant_difference(a, b, reach=1):
    """Per pixel, the largest channel difference that remains when each pixel may match any pixel
    within `reach` px in the other picture (both ways). Absorbs sub-pixel placement (text baseline
    snapping, anti-aliasing), keeps anything moved further, missing or recoloured."""
    h, w = a.shape[:2]
    r = reach
    planes_a = [np.ascontiguousarray(a[..., c]) for c in range(3)]
    planes_b = [np.pad(b[..., c], r, mode="edge") for c in range(3)]
    a_to_b = b_to_a = None
    for dy in range(2 * r + 1):
        for dx in range(2 * r + 1):
            # d[y, x] = |a[y, x] - b[y + dy - r, x + dx - r]|: a's pixel against a neighbour in b ...
            d = None
            for pa, pb in zip(planes_a, planes_b):
                c = np.abs(pa - pb[dy:dy + h, dx:dx + w])
                d = c if d is None else np.maximum(d, c, out=d)
            a_to_b = d if a_to_b is None else np.minimum(a_to_b, d)
            # ... and the same numbers seen from b's pixel, against its neighbour in a
            back = np.pad(d, r, mode="constant", constant_values=32767)[2 * r - dy:2 * r - dy + h, 2 * r - dx:2 * r - dx + w]
            b_to_a = back if b_to_a is None else np.minimum(b_to_a, back)
    return np.maximum(a_to_b, b_to_a)


def worst_tile(mask, tile=TILE):
    """The largest fraction of set pixels in any tile x tile window (windows every tile/2 px)."""
    h, w = mask.shape
    if h == 0 or w == 0 or not mask.any():
        return 0.0
    t_h, t_w = min(tile, h), min(tile, w)
    c = np.pad(mask.astype(np.int32).cumsum(0).cumsum(1), ((1, 0), (1, 0)))
    ys = np.array(sorted(set(range(0, h - t_h + 1, max(1, t_h // 2))) | {h - t_h}))[:, None]
    xs = np.array(sorted(set(range(0, w - t_w + 1, max(1, t_w // 2))) | {w - t_w}))[None, :]
    counts = c[ys + t_h, xs + t_w] - c[ys, xs + t_w] - c[ys + t_h, xs] + c[ys, xs]
    return float(counts.max()) / (t_h * t_w)


def measure(chromium, rsvg):
    """Numbers of one comparison, or None when the sizes differ."""
    if chromium.shape != rsvg.shape:
        return None
    raw = np.abs(chromium - rsvg)
    tol = tolerant_difference(chromium, rsvg)
    weak = tol > WEAK_LEVEL
    blocks = weak[:-1, :-1] & weak[1:, :-1] & weak[:-1, 1:] & weak[1:, 1:]
    return {"mean": float(raw.mean()), "far": float((raw.max(axis=2) > FAR_LEVEL).mean()),
            "tolerant_mean": float(tol.mean()),
            "strong_tile": worst_tile(tol > STRONG_LEVEL),
            "weak_tile": worst_tile(blocks)}


def still_problems(chromium, rsvg):
    """([problems], numbers) for Chromium's still against librsvg's picture."""
    m = measure(chromium, rsvg)
    if m is None:
        return [f"sizes differ: chromium {chromium.shape[1]}x{chromium.shape[0]}, "
                f"rsvg {rsvg.shape[1]}x{rsvg.shape[0]}"], None
    problems = []
    if m["tolerant_mean"] >= TOLERANT_MEAN:
        problems.append(f"mean difference {m['tolerant_mean']:.2f}/255 >= {TOLERANT_MEAN}")
    if m["strong_tile"] >= STRONG_TILE:
        problems.append(f"a {TILE}px tile has {m['strong_tile'] * 100:.1f}% of pixels off by more than "
                        f"{STRONG_LEVEL} (limit {STRONG_TILE * 100:.0f}%)")
    if m["weak_tile"] >= WEAK_TILE:
        problems.append(f"a {TILE}px tile has {m['weak_tile'] * 100:.1f}% of 2x2 blocks off by more than "
                        f"{WEAK_LEVEL} (limit {WEAK_TILE * 100:.0f}%)")
    return problems, m


def format_numbers(m):
    if m is None:
        return "size mismatch"
    return (f"raw mean {m['mean']:5.2f}/255 far {m['far'] * 100:5.2f}% | tolerant mean {m['tolerant_mean']:5.2f} "
            f"strong tile {m['strong_tile'] * 100:5.1f}% weak tile {m['weak_tile'] * 100:5.1f}%")


def save_png(array, path):
    Image.fromarray(array.astype(np.uint8)).save(path)


def side_by_side(a, b, path):
    h = max(a.shape[0], b.shape[0])
    both = np.zeros((h, a.shape[1] + b.shape[1] + 10, 3), np.uint8)
    both[..., 0] = 255
    both[:a.shape[0], :a.shape[1]] = a
    both[:b.shape[0], a.shape[1] + 10:] = b
    save_png(both, path)
