"""SVGs inlined into one HTML page do not interfere (ids, classes, style rules, keyframes).

1. All presets in one page: ids are unique in the page; every id and class carries its SVG's scope
   (the root's class); every url(#…) reference resolves inside its own SVG; every selector of an SVG's
   <style> matches only elements of that SVG; no @keyframes name is defined by two SVGs; and each
   SVG's computed styles, running animations and still picture (element screenshot, animations off)
   are exactly what they are when it is inlined alone.
2. Pairs, both orders (the later of two clashing rules wins, so order matters): for every component
   its first two presets (same component, different parameters: two veils in two orientations, two
   keys in two states, …) and the first presets of neighbouring components, with the same checks."""
import numpy as np
import pytest

import components_support as support

CATALOG = support.catalog()
PRESETS = [p.id for p in CATALOG.presets]


def pairs():
    by_component = {}
    for p in CATALOG.presets:
        by_component.setdefault(p.component, []).append(p.id)
    firsts = [ids[0] for ids in by_component.values()]
    chosen = [tuple(ids[:2]) for ids in by_component.values() if len(ids) > 1]
    chosen += [(firsts[i], firsts[(i + 1) % len(firsts)]) for i in range(len(firsts)) if len(firsts) > 1]
    ordered = []
    for a, b in chosen:
        ordered += [(a, b), (b, a)]
    return ordered


PAIRS = pairs()

SCOPE_JS = """
const problems = [];
const roots = [...document.querySelectorAll('div.h > svg')];
const ids = new Map();
for (const e of document.querySelectorAll('[id]')) ids.set(e.id, (ids.get(e.id) || 0) + 1);
for (const [id, n] of ids) if (n > 1) problems.push(`id ${id} appears ${n} times`);
const keyframeOwners = new Map();
roots.forEach((root, i) => {
  const scope = root.getAttribute('class');
  const label = root.parentElement.dataset.preset;
  if (!/^v[0-9a-f]{8}$/.test(scope || '')) problems.push(`${label}: root class ${scope} is not a scope`);
  for (const e of root.querySelectorAll('[id]'))
    if (!e.id.startsWith(scope + '-')) problems.push(`${label}: id ${e.id} lacks the scope ${scope}`);
  for (const e of [root, ...root.querySelectorAll('[class]')])
    for (const c of e.classList)
      if (c !== scope && !c.startsWith(scope + '-')) problems.push(`${label}: class ${c} lacks the scope`);
  for (const e of [root, ...root.querySelectorAll('*')])
    for (const attr of e.attributes)
      for (const m of attr.value.matchAll(/url\\(\\s*['"]?#([^)'"\\s]+)/g)) {
        const target = document.getElementById(m[1]);
        if (!target || !root.contains(target)) problems.push(`${label}: url(#${m[1]}) does not resolve inside it`);
      }
  const walk = rules => { for (const r of rules) {
    if (r instanceof CSSStyleRule) {
      for (const e of document.querySelectorAll(r.selectorText))
        if (!root.contains(e)) problems.push(`${label}: rule ${r.selectorText} reaches outside its SVG`);
    } else if (r instanceof CSSKeyframesRule) {
      if (keyframeOwners.has(r.name) && keyframeOwners.get(r.name) !== i)
        problems.push(`${label}: @keyframes ${r.name} also defined by another SVG`);
      keyframeOwners.set(r.name, i);
      if (!r.name.startsWith(scope + '-')) problems.push(`${label}: @keyframes ${r.name} lacks the scope`);
    } else if (r.cssRules) walk(r.cssRules);
  } };
  for (const s of root.querySelectorAll('style')) walk(s.sheet.cssRules);
});
return problems;
"""


def open_together(driver, preset_ids):
    """Inline the presets in one page; return (console, scope problems, signatures, still pictures)."""
    return open_together_markup(driver, [(i, CATALOG.by_id[i].svg) for i in preset_ids])


def open_together_markup(driver, items):
    console = support.open_items(driver, items, paused=True)
    scope = driver.execute_script(SCOPE_JS)
    signatures = driver.execute_script(support.SIGNATURE_JS)
    support.make_still(driver)
    pictures = [support.picture(driver, e) for e in support.host_svgs(driver)]
    return console, scope, signatures, pictures


def picture_problems(together, alone):
    if together.shape != alone.shape:
        return [f"size {together.shape} inlined together, {alone.shape} alone"]
    diff = np.abs(together - alone)
    if diff.max() > 2 or diff.mean() > 0.01:
        return [f"picture differs from the one alone: max {diff.max()}, mean {diff.mean():.4f}, "
                f"{(diff.max(axis=2) > 0).sum()} pixels"]
    return []


def signature_problems(together, alone):
    problems = []
    if together["animations"] != alone["animations"]:
        problems.append(f"animations {together['animations']} together, {alone['animations']} alone")
    if len(together["styles"]) != len(alone["styles"]):
        return problems + ["a different number of elements"]
    for i, (t, a) in enumerate(zip(together["styles"], alone["styles"])):
        if t != a:
            problems.append(f"element {i} computed style {t!r} together, {a!r} alone")
            break
    return problems


@pytest.fixture(scope="module")
def all_together(driver):
    return open_together(driver, PRESETS)


def test_all_presets_together_keep_to_their_scope(all_together):
    console, scope, _, pictures = all_together
    assert not support.console_problems(console), console
    assert len(pictures) == len(PRESETS)
    assert not scope, scope


@pytest.mark.parametrize("preset_id", PRESETS)
def test_among_all_presets_looks_and_moves_as_alone(preset_id, all_together, alone):
    _, _, signatures, pictures = all_together
    i = PRESETS.index(preset_id)
    mine = alone.get(CATALOG.by_id[preset_id])
    assert not signature_problems(signatures[i], mine.signature)
    assert not picture_problems(pictures[i], mine.picture)


@pytest.mark.parametrize("pair", PAIRS, ids=[f"{a}+{b}" for a, b in PAIRS])
def test_pair_inlined_together_does_not_interfere(pair, driver, alone):
    console, scope, signatures, pictures = open_together(driver, list(pair))
    assert not support.console_problems(console), console
    assert not scope, scope
    for i, preset_id in enumerate(pair):
        mine = alone.get(CATALOG.by_id[preset_id])
        assert not signature_problems(signatures[i], mine.signature), preset_id
        assert not picture_problems(pictures[i], mine.picture), preset_id


# Controls: the checks see a clash.

def test_control_unscoped_svgs_are_caught(driver):
    """Two hand-made SVGs that share an id, a class and a keyframes name, as unscoped output would:
    every check above must object."""
    def svg(colour, turn):
        return (f'<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" class="v0000000{turn}">'
                f'<style>@keyframes spin {{ to {{ transform: rotate({turn}deg) }} }} .dot {{ fill: {colour}; '
                f'animation: spin 1s infinite }}</style><defs><linearGradient id="g"><stop offset="0" '
                f'stop-color="{colour}"/></linearGradient></defs><rect width="40" height="20" fill="url(#g)"/>'
                f'<circle class="dot" cx="20" cy="30" r="8"/></svg>')
    a, b = svg("#ff0000", 1), svg("#0000ff", 2)
    support.open_items(driver, [("a", a)], paused=True)
    alone_signature = driver.execute_script(support.SIGNATURE_JS)[0]
    support.make_still(driver)
    alone_picture = support.picture(driver, support.host_svgs(driver)[0])
    console, scope, signatures, pictures = open_together_markup(driver, [("a", a), ("b", b)])
    assert any("appears 2 times" in p for p in scope)
    assert any("reaches outside" in p for p in scope)
    assert any("also defined by another" in p for p in scope)
    assert any("lacks the scope" in p for p in scope)
    assert signature_problems(signatures[0], alone_signature), "the second SVG's rules changed the first unnoticed"
    assert picture_problems(pictures[0], alone_picture), "the first SVG drawn in the second's colours went unnoticed"
