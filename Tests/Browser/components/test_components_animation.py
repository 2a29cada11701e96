"""CSS animations as Chromium runs them.

- The spinner turns clockwise in 12 discrete 30° steps per period (the preset's `period`, 0.8 s by
  default), forever, about its own centre: sampled at chosen moments of the paused animation (the
  head spoke is found where the step says), and live, with animations running (the computed
  transform always equals 30° x floor(12 x phase)).
- The still (animations off) shows frame 0: the brightest spoke at 12 o'clock.
- A stopped indicator has no animation at all.
- Fades last 0.25 s, start at opacity 0 and end at the element's own opacity (the veil layer at 0.8;
  the loading view and the HUD at 1).
- With prefers-reduced-motion: reduce emulated, the spin period doubles and no fade is left.
All presets with an animation or a spinner are inlined into one page per mode."""
import math
import time

import pytest

import components_support as support

CATALOG = support.catalog()
WITH_SPINNER = [p.id for p in CATALOG.presets if 'data-part="spinner"' in p.svg]
ANIMATING = [i for i in WITH_SPINNER if CATALOG.by_id[i].parameters.get("animating", "true") != "false"]
STOPPED = [p.id for p in CATALOG.presets if p.parameters.get("animating") == "false"]
OVERLAY_PARTS = ("veil", "loading-view", "hud")
WITH_FADE = [p.id for p in CATALOG.presets
             if any(f'data-part="{part}"' in p.svg for part in OVERLAY_PARTS)]
ANIMATED = [p.id for p in CATALOG.presets if p.id in set(ANIMATING) | set(WITH_FADE) | set(STOPPED)]
FADE_MS = 250
STEPS = 12
# the moments sampled, as fractions of a period: (k + 0.1) / 12, (k + 0.5) / 12 and (k + 0.9) / 12
SAMPLE_STEPS = [0, 1, 3, 6, 11]

COLLECT_JS = """
const [sampleSteps] = arguments;
const anims = document.getAnimations();
const result = {};
const headOf = spinner => {           // the brightest spoke
  let best = null;
  for (const r of spinner.querySelectorAll('rect'))
    if (!best || parseFloat(r.getAttribute('fill-opacity') || 1) > parseFloat(best.getAttribute('fill-opacity') || 1)) best = r;
  return best;
};
const direction = spinner => {        // where the head spoke is, in the spinner's own coordinates
  const head = headOf(spinner), box = spinner.getBoundingClientRect(), h = head.getBoundingClientRect();
  const m = spinner.getScreenCTM().inverse();
  const dx = (h.x + h.width / 2) - (box.x + box.width / 2), dy = (h.y + h.height / 2) - (box.y + box.height / 2);
  const x = m.a * dx + m.c * dy, y = m.b * dx + m.d * dy;
  return [Math.atan2(x, -y) * 180 / Math.PI, Math.hypot(x, y)];   // degrees clockwise from 12 o'clock
};
const angleOf = el => {
  const t = getComputedStyle(el).transform;
  if (t === 'none') return 0;
  const m = new DOMMatrix(t);
  return Math.atan2(m.b, m.a) * 180 / Math.PI;
};
for (const host of document.querySelectorAll('div.h')) {
  const root = host.querySelector('svg');
  const mine = anims.filter(a => a.effect && root.contains(a.effect.target));
  const spinners = [...root.querySelectorAll('[data-part="spinner"]')].map(spinner => {
    const spins = mine.filter(a => spinner.contains(a.effect.target));
    const out = {animations: spins.length, still: direction(spinner)};
    if (spins.length === 1) {
      const a = spins[0], t = a.effect.getTiming(), target = a.effect.target;
      const frames = a.effect.getKeyframes();
      out.duration = t.duration; out.iterations = t.iterations;
      out.easing = [t.easing, ...frames.map(f => f.easing)];
      out.samples = [];
      for (const k of sampleSteps) for (const f of [0.1, 0.5, 0.9]) {
        a.currentTime = (k + f) / 12 * t.duration;
        out.samples.push({k, f, angle: angleOf(target), head: direction(spinner)});
      }
      a.currentTime = 2.5 / 12 * t.duration + 3 * t.duration;   // a later turn: still turning
      out.later = angleOf(target);
    }
    return out;
  });
  const fades = mine.filter(a => a.effect.getKeyframes().some(f => 'opacity' in f)).map(a => {
    const el = a.effect.target, t = a.effect.getTiming();
    const own = parseFloat(el.getAttribute('opacity') ?? '1');
    const at = ms => { a.currentTime = ms; return parseFloat(getComputedStyle(el).opacity); };
    return {part: el.getAttribute('data-part'), duration: t.duration, iterations: t.iterations, own,
            start: at(0), middle: at(t.duration / 2), nearEnd: at(t.duration - 1), end: at(t.duration)};
  });
  const overlays = [...root.querySelectorAll('[data-part="veil"], [data-part="loading-view"], [data-part="hud"]')];
  const parts = overlays.map(e => e.getAttribute('data-part'));
  const shown = overlays.map(e => [parseFloat(getComputedStyle(e).opacity), parseFloat(e.getAttribute('opacity') ?? '1')]);
  result[host.dataset.preset] = {total: mine.length, spinners, fades, parts, shown};
}
return result;
"""


def collect(driver, reduced):
    items = [(i, CATALOG.by_id[i].svg) for i in ANIMATED]
    features = [{"name": "prefers-reduced-motion", "value": "reduce" if reduced else "no-preference"}]
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": features})
    try:
        assert driver.execute_script("return matchMedia('(prefers-reduced-motion: reduce)').matches") == reduced
        support.open_items(driver, items, paused=True)
        return driver.execute_script(COLLECT_JS, SAMPLE_STEPS)
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})


@pytest.fixture(scope="module")
def normal(driver):
    return collect(driver, reduced=False)


@pytest.fixture(scope="module")
def reduced(driver):
    return collect(driver, reduced=True)


def period_ms(preset_id):
    return float(CATALOG.by_id[preset_id].parameters.get("period", "0.8")) * 1000


def angle_diff(a, b):
    return abs((a - b + 180) % 360 - 180)


def spin_problems(spinner, period):
    """What is wrong with one spinner's animation (an empty list when it turns as it should)."""
    problems = []
    if spinner["animations"] != 1:
        return [f"{spinner['animations']} animations on the spinner, expected 1"]
    if abs(spinner["duration"] - period) > 0.5:
        problems.append(f"period {spinner['duration']} ms, expected {period}")
    if spinner["iterations"] is not None and spinner["iterations"] != float("inf"):
        problems.append(f"{spinner['iterations']} iterations, expected infinite")
    if not any(e and e.replace(" ", "").startswith("steps(12") for e in spinner["easing"]):
        problems.append(f"easing {spinner['easing']}, expected steps(12)")
    radius = spinner["still"][1]
    for s in spinner["samples"]:
        want = (s["k"] * 360 / STEPS) % 360
        if angle_diff(s["angle"], want) > 0.5:
            problems.append(f"at {s['k'] + s['f']:.1f}/12 of a turn the transform turns {s['angle']:.1f}°, expected {want:.0f}°")
        if angle_diff(s["head"][0], want) > 3:
            problems.append(f"at {s['k'] + s['f']:.1f}/12 of a turn the head spoke is at {s['head'][0]:.1f}°, expected {want:.0f}° clockwise")
        if abs(s["head"][1] - radius) > 0.5:
            problems.append(f"the head spoke is {s['head'][1]:.2f} from the centre, {radius:.2f} at rest: not turning about the centre")
    if angle_diff(spinner["later"], 60) > 0.5:
        problems.append(f"three turns later it stands at {spinner['later']:.1f}°, expected 60°")
    return problems


def fade_problems(fade):
    problems = []
    if abs(fade["duration"] - FADE_MS) > 0.5:
        problems.append(f"fade lasts {fade['duration']} ms, expected {FADE_MS}")
    if fade["iterations"] != 1:
        problems.append(f"fade runs {fade['iterations']} times")
    if abs(fade["start"]) > 0.01:
        problems.append(f"fade starts at opacity {fade['start']}, expected 0")
    if not fade["start"] < fade["middle"] < fade["own"]:
        problems.append(f"fade is at {fade['middle']} half way, expected between 0 and {fade['own']}")
    for key in ("nearEnd", "end"):
        if abs(fade[key] - fade["own"]) > 0.01:
            problems.append(f"fade {key} at opacity {fade[key]}, expected the element's own {fade['own']}")
    return problems


@pytest.mark.parametrize("preset_id", ANIMATING)
def test_spinner_turns_clockwise_in_twelve_steps(preset_id, normal):
    spinners = normal[preset_id]["spinners"]
    assert spinners
    for spinner in spinners:
        assert not spin_problems(spinner, period_ms(preset_id))


@pytest.fixture(scope="module")
def still(driver):
    support.open_items(driver, [(i, CATALOG.by_id[i].svg) for i in WITH_SPINNER], still=True)
    return driver.execute_script(COLLECT_JS, [])


@pytest.mark.parametrize("preset_id", WITH_SPINNER)
def test_still_spinner_shows_frame_0(preset_id, still):
    found = still[preset_id]
    assert found["total"] == 0, "animations left in the still"
    assert found["spinners"]
    for spinner in found["spinners"]:
        angle, radius = spinner["still"]
        assert radius > 1 and angle_diff(angle, 0) < 3, f"head spoke at {angle:.1f}° in the still, expected 12 o'clock"


@pytest.mark.parametrize("preset_id", STOPPED)
def test_stopped_indicator_does_not_move(preset_id, normal):
    assert normal[preset_id]["total"] == 0


@pytest.mark.parametrize("preset_id", WITH_FADE)
def test_fade_ends_at_the_elements_own_opacity(preset_id, normal):
    found = normal[preset_id]
    faded = sorted(f["part"] for f in found["fades"])
    assert faded == sorted(found["parts"]), f"fades on {faded}, expected one on each of {found['parts']}"
    for fade in found["fades"]:
        assert not fade_problems(fade), fade
        if fade["part"] == "veil":
            assert fade["own"] == pytest.approx(0.8), "the veil layer must end at 0.8"


@pytest.mark.parametrize("preset_id", [i for i in ANIMATED if i not in STOPPED])
def test_reduced_motion_halves_the_spin_and_drops_the_fade(preset_id, reduced):
    found = reduced[preset_id]
    assert not found["fades"], f"fades remain under reduced motion: {found['fades']}"
    for computed, own in found["shown"]:
        assert computed == pytest.approx(own), "under reduced motion the overlay must show at once"
    for spinner in found["spinners"]:
        if preset_id in ANIMATING:
            assert not spin_problems(spinner, 2 * period_ms(preset_id))


LIVE_JS = """
return [...document.querySelectorAll('div.h')].map(host => {
  const a = document.getAnimations().find(a => host.contains(a.effect.target) && a.effect.getTiming().iterations === Infinity);
  const m = new DOMMatrix(getComputedStyle(a.effect.target).transform);
  return [host.dataset.preset, a.currentTime, a.effect.getTiming().duration, Math.atan2(m.b, m.a) * 180 / Math.PI];
});
"""


def wait_for_animation_clock(driver, milliseconds):
    """Waits until the page's animation clock has run on by `milliseconds`: a busy machine may hold that
    clock back, so sleeping as long would not do. The limit only turns a stopped clock into a failure."""
    clock = lambda: driver.execute_script("return document.timeline.currentTime")
    until, started = clock() + milliseconds, time.monotonic()
    while clock() < until:
        assert time.monotonic() - started < 60, "the animation clock stopped"
        time.sleep(0.02)


@pytest.fixture(scope="module")
def live(driver):
    """Animations running: three readings of each spinner's phase and transform, 0.35 s apart or more on
    the animation clock."""
    support.open_items(driver, [(i, CATALOG.by_id[i].svg) for i in ANIMATING])
    readings = [driver.execute_script(LIVE_JS)]
    for _ in range(2):
        wait_for_animation_clock(driver, 350)
        readings.append(driver.execute_script(LIVE_JS))
    return {row[0]: [r[i] for r in readings] for i, row in enumerate(readings[0])}


@pytest.mark.parametrize("preset_id", ANIMATING)
def test_spinner_turns_live(preset_id, live):
    rows = live[preset_id]
    for _, current, duration, angle in rows:
        phase = STEPS * (current % duration) / duration
        step = math.floor(phase + 1e-9)
        # A reading taken on a step's boundary (a frame at exactly 600 ms) may show the step it ends or the one it
        # starts: the style and the clock are read a frame apart at most.
        steps = {step, step - 1} if abs(phase - round(phase)) < 0.05 else {step}
        assert min(angle_diff(angle, s * 30) for s in steps) < 0.5, f"at {current:.0f} ms the spinner stands at {angle:.1f}°, step {step}"
        assert angle_diff(angle, round(angle / 30) * 30) < 0.5
    assert len({round(r[3]) % 360 for r in rows}) > 1, f"the spinner did not move: {rows}"
    assert rows[-1][1] > rows[0][1] + 500, "the animation clock did not run"


# Controls: the judges object to wrong animations.

def test_control_wrong_spins_are_caught(normal):
    good = normal[ANIMATING[0]]["spinners"][0]
    period = period_ms(ANIMATING[0])
    assert not spin_problems(good, period)
    assert spin_problems(good, period * 2)                                        # wrong period
    backwards = {**good, "samples": [{**s, "angle": -s["angle"], "head": [-s["head"][0], s["head"][1]]}
                                     for s in good["samples"]]}
    assert spin_problems(backwards, period)                                       # counter-clockwise
    smooth = {**good, "samples": [{**s, "angle": (s["k"] + s["f"]) * 30} for s in good["samples"]],
              "easing": ["linear"]}
    assert spin_problems(smooth, period)                                          # not stepped
    off_centre = {**good, "samples": [{**s, "head": [s["head"][0], s["head"][1] + 3]} for s in good["samples"]]}
    assert spin_problems(off_centre, period)                                      # wrong origin
    assert spin_problems({**good, "animations": 0}, period)


def test_control_wrong_fades_are_caught():
    good = {"duration": 250, "iterations": 1, "own": 0.8, "start": 0, "middle": 0.7, "nearEnd": 0.8, "end": 0.8}
    assert not fade_problems(good)
    assert fade_problems({**good, "nearEnd": 1.0})            # fades in past the layer's opacity
    assert fade_problems({**good, "own": 0, "middle": 0.5, "nearEnd": 0.8, "end": 0})   # the fade creates the state
    assert fade_problems({**good, "duration": 800})
