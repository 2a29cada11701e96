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

# Tolerances (see test_components_still_picture.py for the calibration).
MEAN_TOLERANCE = 3.0          # mean absolute channel difference, out of 255
FAR_TOLERANCE = 0.03          # fraction of pixels whose largest channel difference exceeds FAR_LEVEL
FAR_LEVEL = 40

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


def compare(a, b):
    """(mean absolute difference /255, fraction of pixels off by more than FAR_LEVEL). Sizes must match."""
    if a.shape != b.shape:
        return None
    diff = np.abs(a - b)
    return float(diff.mean()), float((diff.max(axis=2) > FAR_LEVEL).mean())


def save_png(array, path):
    Image.fromarray(array.astype(np.uint8)).save(path)


def side_by_side(a, b, path):
    h = max(a.shape[0], b.shape[0])
    both = np.zeros((h, a.shape[1] + b.shape[1] + 10, 3), np.uint8)
    both[..., 0] = 255
    both[:a.shape[0], :a.shape[1]] = a
    both[:b.shape[0], a.shape[1] + 10:] = b
    save_png(both, path)
