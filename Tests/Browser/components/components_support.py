"""Helpers for the component browser tests: the rendered catalog, HTML pages that inline SVGs,
pictures and their comparison. Imported by the test modules of this directory."""
import atexit
import html
import io
import json
import os
import re
import shutil
import subprocess
import tempfile
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
        self.presets = []
        for path in sorted(out.glob("*/*.svg")):
            key = (path.parent.name, path.stem)
            args, params = listed.get(key, ({}, {}))
            self.presets.append(Preset(key[0], key[1], path, args, params, path.read_text(encoding="utf-8")))
        self.by_id = {p.id: p for p in self.presets}
        self.pages = self.dir / "pages"
        self.pages.mkdir()
        self._page_count = 0

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


def html_page(items, still):
    """items: [(label, svg text)]. Each SVG in its own block host <div class="h" data-preset=label>,
    stacked, on a white page; `still` turns every animation off."""
    hosts = "\n".join(f'<div class="h" data-preset="{html.escape(label)}">{inline_markup(svg)}</div>'
                      for label, svg in items)
    return ("<!doctype html><html><head><meta charset=\"utf-8\"><title>vitrine components</title>"
            "<style>html,body{margin:0;background:#fff}"
            ".h{display:block;width:max-content;line-height:0;margin:0 0 6px 0}</style>"
            + (f"<style id=\"still\">{STILL_CSS}</style>" if still else "")
            + f"</head><body>\n{hosts}\n</body></html>")


def load(driver, path):
    """Open a local file; return the browser console entries it produced."""
    driver.get_log("browser")   # drop anything earlier
    driver.get(path.as_uri())
    driver.execute_script("return document.fonts ? document.fonts.ready.then(() => true) : true")
    return driver.get_log("browser")


def console_problems(entries):
    return [e for e in entries if e.get("level") in ("SEVERE", "WARNING")]


def open_items(driver, items, still):
    cat = catalog()
    return load(driver, cat.write_page(html_page(items, still)))


def host_svgs(driver):
    return driver.find_elements("css selector", "div.h > svg")


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
    def one_way(x, y):
        h, w = x.shape[:2]
        padded = np.pad(y, ((reach, reach), (reach, reach), (0, 0)), mode="edge")
        best = None
        for dy in range(2 * reach + 1):
            for dx in range(2 * reach + 1):
                d = np.abs(x - padded[dy:dy + h, dx:dx + w]).max(axis=2)
                best = d if best is None else np.minimum(best, d)
        return best
    return np.maximum(one_way(a, b), one_way(b, a))


def worst_tile(far_mask, tile=TILE):
    """The largest fraction of far pixels in any tile x tile window (stride tile/2)."""
    h, w = far_mask.shape
    if h == 0 or w == 0:
        return 0.0
    t_h, t_w = min(tile, h), min(tile, w)
    c = np.pad(far_mask.astype(np.int32).cumsum(0).cumsum(1), ((1, 0), (1, 0)))
    ys = list(range(0, h - t_h + 1, max(1, t_h // 2))) + [h - t_h]
    xs = list(range(0, w - t_w + 1, max(1, t_w // 2))) + [w - t_w]
    best = 0
    for y in ys:
        for x in xs:
            best = max(best, c[y + t_h, x + t_w] - c[y, x + t_w] - c[y + t_h, x] + c[y, x])
    return best / (t_h * t_w)


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
