"""Comparing two pictures of the same SVG (Chromium's and librsvg's), as arrays of RGB pixels: the
tolerant difference, the worst tile, and the verdict of the still-picture tests."""
import io
import subprocess

import numpy as np
from PIL import Image

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
