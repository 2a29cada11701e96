"""The still picture: librsvg (rsvg-convert, white background), which ignores CSS animation, draws
what Chromium shows with every animation turned off (element screenshot of the SVG inlined alone).

Tolerances (components_support.MEAN_TOLERANCE / FAR_TOLERANCE) were calibrated on the real catalog:
the two renderers differ only in anti-aliasing, text rasterisation and blur (see the report printed by
test_still_picture_numbers with -s). The controls below show they still catch a real defect: a rect
moved a few points, a message moved, a key's label missing, a wrong fill."""
import os
import re

import pytest

import components_support as support

CATALOG = support.catalog()
PRESETS = [p.id for p in CATALOG.presets]
KEEP = os.environ.get("VITRINE_BROWSER_PICTURES")   # a directory: save the pairs that fail there


def still_problems(chromium, rsvg):
    measured = support.compare(chromium, rsvg)
    if measured is None:
        return [f"sizes differ: chromium {chromium.shape[1]}x{chromium.shape[0]}, "
                f"rsvg {rsvg.shape[1]}x{rsvg.shape[0]}"], None
    mean, far = measured
    problems = []
    if mean >= support.MEAN_TOLERANCE:
        problems.append(f"mean difference {mean:.2f}/255 >= {support.MEAN_TOLERANCE}")
    if far >= support.FAR_TOLERANCE:
        problems.append(f"{far * 100:.2f}% of pixels off by more than {support.FAR_LEVEL} "
                        f">= {support.FAR_TOLERANCE * 100:.0f}%")
    return problems, measured


@pytest.mark.parametrize("preset_id", PRESETS)
def test_rsvg_still_matches_chromium(preset_id, alone):
    preset = CATALOG.by_id[preset_id]
    chromium = alone.get(preset).picture
    rsvg = support.rsvg_picture(preset.path)
    problems, measured = still_problems(chromium, rsvg)
    if problems and KEEP:
        os.makedirs(KEEP, exist_ok=True)
        support.side_by_side(chromium, rsvg, os.path.join(KEEP, preset_id.replace("/", "--") + ".png"))
    assert not problems, problems


def mutated_pictures(driver, alone, preset_id, mutate):
    """(Chromium's still of the preset, rsvg's picture of a mutated copy)."""
    preset = CATALOG.by_id[preset_id]
    wrong = mutate(preset.svg)
    assert wrong != preset.svg, "the mutation changed nothing"
    return alone.get(preset).picture, support.rsvg_picture(CATALOG.write_page(wrong, ".svg"))


def first_preset(component, needle):
    for p in CATALOG.presets:
        if p.component == component and needle in p.svg:
            return p.id
    raise AssertionError(f"no {component} preset contains {needle!r}")


CONTROLS = {
    # the veil's white container moved 3 pt right (the whole turned group)
    "veil container moved 3pt": ("veil", 'data-part="container"',
        lambda s: re.sub(r'translate\(([-\d.]+) ', lambda m: f"translate({float(m[1]) + 3:g} ", s, count=1)),
    # the loading view's message 3 pt lower
    "loading message moved 3pt": ("loading-view", 'data-part="message"',
        lambda s: re.sub(r'(data-part="message"><tspan x="[-\d.]+" y=")([-\d.]+)',
                         lambda m: m[1] + f"{float(m[2]) + 3:g}", s, count=1)),
    # a key's rect 2 pt to the right
    "key rect moved 2pt": ("key", 'data-part="label"',
        lambda s: s.replace('<rect x="0.5"', '<rect x="2.5"', 1)),
    # the first key's label missing from a keyboard
    "keyboard label missing": ("keyboard", 'data-part="label"',
        lambda s: re.sub(r'(data-part="label"><tspan[^>]*>)[^<]+', r"\1", s, count=1)),
    # the progress bar's fill drawn in the wrong colour (any rect fill)
    "progress wrong fill": ("progress-view", "<rect",
        lambda s: re.sub(r'fill="(#[0-9a-fA-F]{3,6}|url\([^)]*\))"', 'fill="#ff0000"', s, count=2)),
}


@pytest.mark.parametrize("control", sorted(CONTROLS))
def test_control_a_real_defect_fails(control, driver, alone, capsys):
    component, needle, mutate = CONTROLS[control]
    chromium, wrong = mutated_pictures(driver, alone, first_preset(component, needle), mutate)
    problems, measured = still_problems(chromium, wrong)
    with capsys.disabled():
        print(f"\ncontrol {control:28} {measured and f'mean {measured[0]:.2f}/255, far {measured[1] * 100:.2f}%'}")
    assert problems, f"{control}: the comparison did not notice ({measured})"


def test_still_picture_numbers(alone, capsys):
    """Prints rsvg-vs-Chromium per preset (run with -s); the per-preset tests judge them."""
    rows = []
    for p in CATALOG.presets:
        measured = support.compare(alone.get(p).picture, support.rsvg_picture(p.path))
        rows.append(f"{p.id:42} " + (f"mean {measured[0]:5.2f}/255  far {measured[1] * 100:5.2f}%"
                                       if measured else "size mismatch"))
    with capsys.disabled():
        print("\n" + "\n".join(rows))
    assert len(rows) == len(CATALOG.presets)
