"""The still picture: librsvg (rsvg-convert, white background), which ignores CSS animation, draws
what Chromium shows with every animation turned off (element screenshot of the SVG inlined alone).

How the two pictures are compared (components_support.still_problems), and why. Whole-picture
numbers (mean difference, share of pixels off by more than 40) are the wrong tool on their own: on a
320 x 480 canvas a container moved 3 pt changes 0.1 % of the pixels, while on a 26 x 39 key the same
glyph drawn 0.44 px higher (Chromium snaps text baselines to whole pixels, librsvg does not) changes
8 %. So each pixel may first match any pixel within 1 px in the other picture, and what remains is
judged by its mean and, locally, in 16 x 16 tiles: plain differences (> 120) and 2 x 2 blocks of
moderate ones (> 40, wider than anti-aliasing). Calibration on the catalog and the controls below
(real defects that must fail) are printed with VITRINE_BROWSER_REPORT=1."""
import os
import re

import pytest

import components_support as support

CATALOG = support.catalog()
PRESETS = [p.id for p in CATALOG.presets]
KEEP = os.environ.get("VITRINE_BROWSER_PICTURES")   # a directory: save the pairs that fail there


@pytest.mark.parametrize("preset_id", PRESETS)
def test_rsvg_still_matches_chromium(preset_id, alone):
    preset = CATALOG.by_id[preset_id]
    chromium = alone.get(preset).picture
    rsvg = CATALOG.rsvg(preset_id)
    problems, numbers = support.still_problems(chromium, rsvg)
    support.report("rsvg-convert vs Chromium, the still picture", preset_id, support.format_numbers(numbers))
    if problems and KEEP:
        os.makedirs(KEEP, exist_ok=True)
        support.side_by_side(chromium, rsvg, os.path.join(KEEP, preset_id.replace("/", "--") + ".png"))
    assert not problems, (problems, support.format_numbers(numbers))


def first_preset(component, needle):
    for p in CATALOG.presets:
        if p.component == component and re.search(needle, p.svg):
            return p.id
    raise AssertionError(f"no {component} preset matches {needle!r}")


def shift_translate(svg, dx):
    return re.sub(r'translate\(([-\d.]+) ', lambda m: f"translate({float(m[1]) + dx:g} ", svg, count=1)


CONTROLS = {
    # (component, a pattern the preset must contain, the mutation applied to librsvg's copy)
    "veil container moved 3pt": ("veil", r'<g transform="translate\([^"]*">\s*<rect[^>]*data-part="container"',
                                 lambda s: shift_translate(s, 3)),
    "veil layer at 0.6 not 0.8": ("veil", r'opacity="0.8" data-part="veil"',
                                  lambda s: s.replace('opacity="0.8" data-part="veil"', 'opacity="0.6" data-part="veil"')),
    "loading message moved 3pt": ("loading-view", r'data-part="message"><tspan',
                                  lambda s: re.sub(r'(data-part="message"><tspan x="[-\d.]+" y=")([-\d.]+)',
                                                   lambda m: m[1] + f"{float(m[2]) + 3:g}", s, count=1)),
    "loading message hidden": ("loading-view", r'data-part="message"',
                               lambda s: s.replace('data-part="message"', 'opacity="0" data-part="message"', 1)),
    "key label moved 3pt": ("key", r'data-part="label"><tspan',
                            lambda s: re.sub(r'(data-part="label"><tspan x=")([-\d.]+)',
                                             lambda m: m[1] + f"{float(m[2]) + 3:g}", s, count=1)),
    "key without darkening": ("key", r'<rect[^>]*darkening[^>]*/>',
                              lambda s: re.sub(r'<rect[^>]*darkening[^>]*/>', "", s, count=1)),
    "keyboard label missing": ("keyboard", r'data-part="label"><tspan',
                               lambda s: re.sub(r'(data-part="label"><tspan[^>]*>)[^<]+', r"\1", s, count=1)),
    "gray spinner drawn white": ("activity-indicator", r'fill="#808080" data-part="spinner"',
                                 lambda s: s.replace('fill="#808080" data-part="spinner"', 'fill="#ffffff" data-part="spinner"')),
    "hud bezel at 0.5 not 0.8": ("hud", r'fill-opacity="0.8" data-part="bezel"',
                                 lambda s: s.replace('fill-opacity="0.8" data-part="bezel"', 'fill-opacity="0.5" data-part="bezel"')),
    "hud checkmark missing": ("hud", r'data-part="checkmark"',
                              lambda s: re.sub(r'<path[^>]*data-part="checkmark"/>', "", s, count=1)),
    "hud ring arc missing": ("hud", r'data-part="ring-arc"',
                             lambda s: re.sub(r'<path[^>]*data-part="ring-arc"/>', "", s, count=1)),
    "progress wrong colour": ("progress-view", r'<rect',
                              lambda s: re.sub(r'fill="(#[0-9a-fA-F]{3,6}|url\([^)]*\))"', 'fill="#ff0000"', s, count=2)),
}


@pytest.mark.parametrize("control", sorted(CONTROLS))
def test_control_a_real_defect_fails(control, alone):
    component, pattern, mutate = CONTROLS[control]
    preset = CATALOG.by_id[first_preset(component, pattern)]
    wrong = mutate(preset.svg)
    assert wrong != preset.svg, "the mutation changed nothing"
    chromium = alone.get(preset).picture
    problems, numbers = support.still_problems(chromium, support.rsvg_picture(CATALOG.write_page(wrong, ".svg")))
    support.report("still-picture controls (each must fail)", f"{control} ({preset.id})", support.format_numbers(numbers))
    assert problems, f"{control}: the comparison did not notice ({support.format_numbers(numbers)})"

