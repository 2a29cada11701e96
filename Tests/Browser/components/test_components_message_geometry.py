"""The message's text box, as Chromium lays it out, sits where the layout says (±1 pt).

The text's getBBox() and its container's rect attributes are compared in one coordinate system:
the container's (for the veil both are children of the same turned group; for the loading view both
are in canvas coordinates). The relative transform is taken from getCTM() and must be a translation.

Veil: the text box starts at (10, 10) inside the container, ends 10 before its right edge, is no taller
than lines x 14 x 2355/2048, is centred, and is exactly as wide as the container less 20 (the
container is sized from the measured width, so the browser's width must agree with Vitrine's table).
Loading view: the text box lies inside the container and is centred on it, no wider than 280.
HUD: the message's text box lies inside the bezel, 20 in from every edge, centred on it, no wider than
the screen less four margins (240 on an iPhone held upright, 400 held sideways).
All presets with a message are laid out in one page (animations off) and measured in one script."""
import math

import pytest

import components_support as support

CATALOG = support.catalog()
WITH_MESSAGE = [p.id for p in CATALOG.presets if 'data-part="message"' in p.svg]
TOL = 1.0
VEIL_SIZE = 14
LOADING_SIZE = 17
HUD_SIZE = 16
HUD_MARGIN = 20
ORIENTATION_TURN = {"portrait": 0, "portraitUpsideDown": 180, "landscapeLeft": -90, "landscapeRight": 90}

MEASURE_JS = """
const out = {};
for (const host of document.querySelectorAll('div.h')) {
  const messages = [];
  for (const t of host.querySelectorAll('svg [data-part="message"]')) {
    const scope = t.parentElement.closest('[data-part="veil"], [data-part="loading-view"], [data-part="hud"]');
    const c = scope && scope.querySelector('[data-part="container"], [data-part="bezel"]');
    const b = t.getBBox();
    const m = c ? c.getCTM().inverse().multiply(t.getCTM()) : null;
    const s = t.getCTM();
    const cs = getComputedStyle(t);
    messages.push({
      kind: scope ? scope.getAttribute('data-part') : null,
      bbox: [b.x, b.y, b.width, b.height],
      toContainer: m && [m.a, m.b, m.c, m.d, m.e, m.f],
      toCanvas: [s.a, s.b, s.c, s.d, s.e, s.f],
      container: c && ['x', 'y', 'width', 'height'].map(k => c[k].baseVal.value),
      lines: t.querySelectorAll('tspan').length,
      lineWidths: [...t.querySelectorAll('tspan')].map(s => s.getComputedTextLength()),
      fontSize: parseFloat(cs.fontSize), kerning: cs.fontKerning, text: t.textContent,
      canvasWidth: t.ownerSVGElement.width.baseVal.value,
    });
  }
  out[host.dataset.preset] = messages;
}
return out;
"""


@pytest.fixture(scope="module")
def measured(driver):
    console = support.open_items(driver, [(i, CATALOG.by_id[i].svg) for i in WITH_MESSAGE], still=True)
    assert not support.console_problems(console), console
    return driver.execute_script(MEASURE_JS)


def in_container(m):
    """The text box's corners mapped into the container's coordinates: (left, top, right, bottom)."""
    a, b, c, d, e, f = m["toContainer"]
    assert max(abs(a - 1), abs(b), abs(c), abs(d - 1)) < 1e-6, \
        f"text and container are not in one translated coordinate system: {m['toContainer']}"
    x, y, w, h = m["bbox"]
    return x + e, y + f, x + w + e, y + h + f


def veil_problems(m):
    left, top, right, bottom = in_container(m)
    cx, cy, cw, ch = m["container"]
    left, top, right, bottom = left - cx, top - cy, right - cx, bottom - cy
    message_height = m["lines"] * VEIL_SIZE * support.LINE_HEIGHT_RATIO
    problems = []
    if left < 10 - TOL: problems.append(f"left {left:.3f} < 10")
    if top < 10 - TOL: problems.append(f"top {top:.3f} < 10")
    if top > 10 + TOL: problems.append(f"top {top:.3f} is not 10")
    if right > cw - 10 + TOL: problems.append(f"right {right:.3f} > container width {cw} - 10")
    if bottom > 10 + message_height + TOL:
        problems.append(f"bottom {bottom:.3f} > 10 + {message_height:.3f}")
    centre = (left + right) / 2
    if abs(centre - cw / 2) > TOL: problems.append(f"centre {centre:.3f} != {cw / 2:.3f}")
    if abs((right - left) - (cw - 20)) > TOL:
        problems.append(f"text width {right - left:.3f} != container width - 20 = {cw - 20:.3f}")
    return problems


def loading_problems(m):
    left, top, right, bottom = in_container(m)
    cx, cy, cw, ch = m["container"]
    problems = []
    if left < cx - TOL or right > cx + cw + TOL or top < cy - TOL or bottom > cy + ch + TOL:
        problems.append(f"text box {left:.3f},{top:.3f}-{right:.3f},{bottom:.3f} outside container {m['container']}")
    centre = (left + right) / 2
    if abs(centre - (cx + cw / 2)) > TOL:
        problems.append(f"centre {centre:.3f} != container centre {cx + cw / 2:.3f}")
    if right - left > 280 + TOL:
        problems.append(f"text width {right - left:.3f} > 280")
    return problems


def hud_problems(m):
    left, top, right, bottom = in_container(m)
    cx, cy, cw, ch = m["container"]
    problems = []
    if left < cx + HUD_MARGIN - TOL or right > cx + cw - HUD_MARGIN + TOL:
        problems.append(f"text {left:.3f}-{right:.3f} is not {HUD_MARGIN} inside the bezel {cx}-{cx + cw}")
    if top < cy + HUD_MARGIN - TOL or bottom > cy + ch - HUD_MARGIN + TOL:
        problems.append(f"text {top:.3f}-{bottom:.3f} is not {HUD_MARGIN} inside the bezel {cy}-{cy + ch}")
    centre = (left + right) / 2
    if abs(centre - (cx + cw / 2)) > TOL:
        problems.append(f"centre {centre:.3f} != bezel centre {cx + cw / 2:.3f}")
    widest = m["canvasWidth"] - 4 * HUD_MARGIN
    if right - left > widest + TOL:
        problems.append(f"text width {right - left:.3f} > {widest}")
    return problems


def report(preset_id, m):
    left, top, right, bottom = in_container(m)
    cx, cy, cw, ch = m["container"]
    if m["kind"] == "hud":
        text = (f"hud: centre - bezel centre {(left + right) / 2 - (cx + cw / 2):+.3f}, "
                f"left margin {left - cx:.3f}, top {top - cy:.3f}, bottom margin {cy + ch - bottom:.3f}, lines {m['lines']}")
    elif m["kind"] == "veil":
        text = (f"veil: text width - (container width - 20) {(right - left) - (cw - 20):+.3f}, "
                f"left {left - cx:.3f}, top {top - cy:.3f}, bottom {bottom - cy:.3f} "
                f"(limit {10 + m['lines'] * VEIL_SIZE * support.LINE_HEIGHT_RATIO:.3f}), lines {m['lines']}")
    else:
        text = (f"loading view: centre - container centre {(left + right) / 2 - (cx + cw / 2):+.3f}, "
                f"width {right - left:.3f}, lines {m['lines']}")
    support.report("message text boxes in Chromium", preset_id, text)


@pytest.mark.parametrize("preset_id", WITH_MESSAGE)
def test_message_box_fits_its_container(preset_id, measured):
    messages = measured[preset_id]
    assert messages, "no message found"
    for m in messages:
        assert m["kind"] in ("veil", "loading-view", "hud"), f"message outside a veil, loading view or HUD: {m}"
        assert m["container"], "no data-part=container or bezel beside the message"
        assert m["kerning"] == "none"
        report(preset_id, m)
        if m["kind"] == "hud":
            assert m["fontSize"] == HUD_SIZE
            assert not hud_problems(m), (hud_problems(m), m)
        elif m["kind"] == "veil":
            assert m["fontSize"] == VEIL_SIZE
            assert not veil_problems(m), (veil_problems(m), m)
        else:
            assert m["fontSize"] == LOADING_SIZE
            assert not loading_problems(m), (loading_problems(m), m)


@pytest.mark.parametrize("preset_id", WITH_MESSAGE)
def test_message_reads_upright_for_the_holder(preset_id, measured):
    """Only the veil in the device frame turns with the device; everything else reads upright."""
    p = CATALOG.by_id[preset_id]
    turn = 0
    if p.component == "veil" and p.parameters.get("frame") == "device":
        turn = ORIENTATION_TURN[p.parameters["orientation"]]
    for m in measured[preset_id]:
        a, b = m["toCanvas"][:2]
        got = math.degrees(math.atan2(b, a))
        assert abs(((got - turn) + 180) % 360 - 180) < 0.01, f"text turned {got:.1f}°, expected {turn}°"


def test_control_a_misplaced_message_fails():
    good = {"kind": "veil", "bbox": [10, 10, 74.71, 15.64], "toContainer": [1, 0, 0, 1, 0, 0],
            "container": [0, 0, 94.71, 66.099], "lines": 1}
    assert not veil_problems(good)
    assert veil_problems({**good, "bbox": [12.5, 10, 74.71, 15.64]})      # off centre
    assert veil_problems({**good, "bbox": [10, 7.5, 74.71, 15.64]})       # too high
    assert veil_problems({**good, "bbox": [11.5, 10, 71.71, 15.64]})      # narrower than measured
    lv = {"kind": "loading-view", "bbox": [120, 220, 80, 20], "toContainer": [1, 0, 0, 1, 0, 0],
          "container": [8, 28, 304, 443], "lines": 1}
    assert not loading_problems(lv)
    assert loading_problems({**lv, "bbox": [123, 220, 80, 20]})
    hud = {"kind": "hud", "bbox": [130, 265, 60, 18], "toContainer": [1, 0, 0, 1, 0, 0],
           "container": [110, 205, 100, 100], "lines": 1, "canvasWidth": 320}
    assert not hud_problems(hud)
    assert hud_problems({**hud, "bbox": [133, 265, 60, 18]})             # off centre
    assert hud_problems({**hud, "bbox": [130, 272, 60, 18]})             # less than 20 from the bottom
    assert hud_problems({**hud, "bbox": [35, 265, 250, 18], "container": [15, 205, 290, 100]})   # wider than 240

