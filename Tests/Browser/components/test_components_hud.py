"""The HUD as the two renderers draw it: where Chromium lays its parts out, and how much of the bar, ring
and pie Chromium and librsvg each paint for the preset's `progress`.

1. Layout (Chromium, animations off, all HUD presets in one page): the bezel is centred on the canvas to
   the nearest point; the indicator is centred on the bezel, 20 below its top; the message and the detail
   follow, each under the one before, centred, and the last ends at least 20 above the bezel's bottom.
2. Proportions, in both pictures (Chromium's still and rsvg-convert's): the bar's middle row is white
   from the track's left end to progress x 120 and dark after it; the ring is white along its circle from
   12 o'clock clockwise to progress x 360 degrees and dim beyond; the pie's wedge likewise at two thirds
   of its radius. The round caps of the ring's arc reach 9 degrees past each end, so angles within 12
   degrees of an end are not judged.
3. The checkmark and the cross are drawn by both: their white areas agree within 10 %."""
import math
import re

import numpy as np
import pytest

import components_support as support

CATALOG = support.catalog()
HUDS = [p.id for p in CATALOG.presets if p.component == "hud"]
TOL = 1.0
MARGIN = 20
PADDING = 4

LAYOUT_JS = """
const out = {};
for (const host of document.querySelectorAll('div.h')) {
  const svg = host.querySelector('svg');
  const box = e => {
    if (!e) return null;
    const b = e.getBBox(), m = e.getCTM();
    // every HUD part is only translated: its box in canvas coordinates
    return [b.x * m.a + m.e, b.y * m.d + m.f, b.width * m.a, b.height * m.d, m.b, m.c];
  };
  // An indicator's box without its strokes would start inside its frame (the ring's circle 2.5 in), so
  // its frame is read from where the browser placed its origin (the spinner's is its centre).
  const frame = e => {
    if (!e) return null;
    const m = e.getCTM(), part = e.getAttribute('data-part');
    const [w, h] = part === 'bar' ? [120, 20] : [37, 37];
    const [x, y] = part === 'spinner' ? [m.e - w / 2, m.f - h / 2] : [m.e, m.f];
    return [x, y, w, h, m.b, m.c];
  };
  const indicator = svg.querySelector('[data-part="spinner"], [data-part="checkmark"], [data-part="cross"], ' +
                                      '[data-part="bar"], [data-part="ring"], [data-part="pie"]');
  out[host.dataset.preset] = {
    canvas: [svg.width.baseVal.value, svg.height.baseVal.value],
    bezel: box(svg.querySelector('[data-part="bezel"]')),
    indicator: frame(indicator), indicatorPart: indicator && indicator.getAttribute('data-part'),
    message: box(svg.querySelector('[data-part="message"]')),
    detail: box(svg.querySelector('[data-part="detail"]')),
  };
}
return out;
"""


@pytest.fixture(scope="module")
def layouts(driver):
    console = support.open_items(driver, [(i, CATALOG.by_id[i].svg) for i in HUDS], still=True)
    assert not support.console_problems(console), console
    return driver.execute_script(LAYOUT_JS)


def layout_problems(found):
    """What is out of place in one HUD as Chromium measured it (an empty list when all is well)."""
    problems = []
    width, height = found["canvas"]
    bx, by, bw, bh = found["bezel"][:4]
    if abs(bx + bw / 2 - width / 2) > 0.5 or abs(by + bh / 2 - height / 2) > 0.5:
        problems.append(f"bezel {found['bezel'][:4]} is not centred on the {width} x {height} canvas")
    stack = [(name, found[name]) for name in ("indicator", "message", "detail") if found[name]]
    if any(abs(part[4]) > 1e-6 or abs(part[5]) > 1e-6 for _, part in stack):
        problems.append("a part is turned")
    above = by + MARGIN - PADDING
    for i, (name, (x, y, w, h, _, _)) in enumerate(stack):
        if abs(x + w / 2 - (bx + bw / 2)) > TOL:
            problems.append(f"{name} centred at {x + w / 2:.2f}, the bezel at {bx + bw / 2:.2f}")
        if x < bx + MARGIN - TOL or x + w > bx + bw - MARGIN + TOL:
            problems.append(f"{name} {x:.2f}-{x + w:.2f} is not {MARGIN} inside the bezel {bx}-{bx + bw}")
        want_top = by + MARGIN if i == 0 else above + PADDING
        # a text box is its line box (Chromium measured it 1.5-2 below the label frame's top: the frame is the
        # text's height rounded up, the baseline on a whole point, and Chromium rounds the font's metrics)
        slack = TOL if name == "indicator" else TOL + 1.5
        if y < want_top - TOL or y > want_top + slack:
            problems.append(f"{name} top {y:.2f}, expected {want_top:.2f} ({'bezel top + 20' if i == 0 else 'the part above + 4'})")
        above = y + h
    if above > by + bh - MARGIN + TOL:
        problems.append(f"the last part ends at {above:.2f}, less than {MARGIN} above the bezel's bottom {by + bh}")
    return problems


@pytest.mark.parametrize("preset_id", HUDS)
def test_layout_in_chromium(preset_id, layouts):
    found = layouts[preset_id]
    assert found["bezel"], "no bezel"
    mode = CATALOG.by_id[preset_id].parameters["mode"]
    expected = {"indeterminate": "spinner", "success": "checkmark", "error": "cross", "text": None}.get(mode, mode)
    assert found["indicatorPart"] == expected
    assert not layout_problems(found), (layout_problems(found), found)


# Proportions, measured in the pictures of both renderers.

def indicator_origin(svg, part):
    m = re.search(r'<g transform="translate\(([-\d.]+) ([-\d.]+)\)" data-part="' + part + '"', svg)
    assert m, f"no {part} group"
    return float(m[1]), float(m[2])


def brightness(picture, x, y):
    """The mean of the 2 x 2 pixels around the point (x, y) in points: device scale factor 1."""
    i, j = int(math.floor(y - 0.5)), int(math.floor(x - 0.5))
    return float(picture[i:i + 2, j:j + 2].mean())


WHITE, DIM = 200, 110   # white on the bezel reads ~255; the bezel ~51; the ring's track and pie's fill ~71


def arc_problems(picture, centre, radius, progress, margin_degrees):
    problems = []
    cx, cy = centre
    end = progress * 360
    for degrees in range(0, 360, 2):
        a = math.radians(degrees)
        value = brightness(picture, cx + radius * math.sin(a), cy - radius * math.cos(a))
        if margin_degrees <= degrees <= end - margin_degrees and value < WHITE:
            problems.append(f"{degrees}° is {value:.0f}, expected white (done)")
        if end + margin_degrees <= degrees <= 360 - margin_degrees and value > DIM:
            problems.append(f"{degrees}° is {value:.0f}, expected dim (not done)")
    return problems


def bar_problems(picture, origin, progress):
    problems = []
    x0, y0 = origin
    end = max(10, min(116, progress * 120))
    for x in range(5, 116):
        value = brightness(picture, x0 + x + 0.5, y0 + 10)
        if x + 1 < end - TOL and value < WHITE:
            problems.append(f"x {x} is {value:.0f}, expected white (done)")
        if x > end + TOL and value > DIM:
            problems.append(f"x {x} is {value:.0f}, expected dark (not done)")
    return problems


def proportion_problems(preset, picture):
    mode = preset.parameters["mode"]
    progress = float(preset.parameters["progress"])
    origin = indicator_origin(preset.svg, mode)
    centre = (origin[0] + 18.5, origin[1] + 18.5)
    if mode == "bar":
        return bar_problems(picture, origin, progress)
    if mode == "ring":
        return arc_problems(picture, centre, 16, progress, margin_degrees=12)
    return arc_problems(picture, centre, 11, progress, margin_degrees=6)


WITH_PROGRESS = [i for i in HUDS if CATALOG.by_id[i].parameters["mode"] in ("bar", "ring", "pie")]


@pytest.mark.parametrize("preset_id", WITH_PROGRESS)
@pytest.mark.parametrize("renderer", ["chromium", "rsvg"])
def test_progress_is_drawn_in_proportion(preset_id, renderer, alone):
    preset = CATALOG.by_id[preset_id]
    picture = alone.get(preset).picture if renderer == "chromium" else CATALOG.rsvg(preset_id)
    problems = proportion_problems(preset, picture)
    assert not problems, problems[:6]


GLYPHS = [i for i in HUDS if CATALOG.by_id[i].parameters["mode"] in ("success", "error")]


@pytest.mark.parametrize("preset_id", GLYPHS)
def test_checkmark_and_cross_drawn_alike(preset_id, alone):
    preset = CATALOG.by_id[preset_id]
    part = "checkmark" if preset.parameters["mode"] == "success" else "cross"
    found = re.search(r'transform="translate\(([-\d.]+) ([-\d.]+)\)"[^>]*data-part="' + part + '"', preset.svg)
    assert found, f"no {part}"
    x, y = float(found[1]), float(found[2])
    areas = []
    for picture in (alone.get(preset).picture, CATALOG.rsvg(preset_id)):
        frame = picture[int(y):int(y) + 37, int(x):int(x) + 37]
        areas.append(float((frame.mean(axis=2) > 128).sum()))
    assert min(areas) > 150, f"too little white for a {part}: {areas}"
    assert abs(areas[0] - areas[1]) <= 0.1 * max(areas), f"white areas differ: chromium {areas[0]}, rsvg {areas[1]}"


# Controls: the judges see a wrong proportion.

def test_control_wrong_proportions_are_caught(alone):
    for preset_id in WITH_PROGRESS:
        preset = CATALOG.by_id[preset_id]
        picture = alone.get(preset).picture
        progress = float(preset.parameters["progress"])
        wrong = dict(preset.parameters, progress=str(min(1, progress + 0.2)))
        assert proportion_problems(support.Preset(preset.component, preset.name, preset.path, {}, wrong, preset.svg),
                                   picture), f"{preset_id}: 20 % more progress went unnoticed"


def test_control_misplaced_parts_are_caught():
    good = {"canvas": [320, 480], "bezel": [101, 190, 119, 100, 0, 0], "indicator": [142, 210, 37, 37, 0, 0],
            "message": [121.5, 251.5, 78, 17.9, 0, 0], "detail": None}
    assert not layout_problems(good)
    assert layout_problems({**good, "bezel": [104, 190, 119, 100, 0, 0], "indicator": [145, 210, 37, 37, 0, 0],
                            "message": [124.5, 251.5, 78, 17.9, 0, 0]})          # bezel off centre
    assert layout_problems({**good, "indicator": [145, 210, 37, 37, 0, 0]})      # indicator off centre
    assert layout_problems({**good, "message": [121.5, 262, 78, 17.9, 0, 0]})    # message too low
    assert layout_problems({**good, "indicator": [142, 205, 37, 37, 0, 0]})      # less than 20 from the top
