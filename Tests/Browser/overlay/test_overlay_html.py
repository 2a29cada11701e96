"""`vitrine render loading-view|veil --format html`: a fragment that fills its positioned container and
keeps the seed's geometry at every size, measured in Chromium in three containers (phone portrait, phone
landscape, a 900 x 200 banner): the loading view's box 8 px in from every edge, radius 5, black at 0.85,
its message wrapped to 280 px or the box and the spinner right below, centred; the veil's white card
hugging its message, centred, the whole layer at 0.8. It fades in when inserted and out in 0.25 s when
given `hidden`, with no script; reduced motion shortens the fades and slows the spinner; the message is
text in a status region and hostile text stays text."""
import subprocess
import tempfile
import time
from pathlib import Path

import pytest

CONTAINERS = {"phone portrait": (320, 480), "phone landscape": (480, 320), "banner": (900, 200)}
PAGES = None  # set by _pages_folder
LONG = "Sending your message to everyone on the list, which takes a little while"


def fragment(vitrine, component, *arguments):
    result = subprocess.run([vitrine, "render", component, "--format", "html", *arguments],
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    return result.stdout


@pytest.fixture(scope="module", autouse=True)
def _pages_folder():
    """One folder for this module's pages, removed when the module is done."""
    global PAGES
    with tempfile.TemporaryDirectory(prefix="vitrine-overlay-") as folder:
        PAGES = Path(folder)
        yield


def open_page(driver, body):
    page = Path(tempfile.mkdtemp(dir=PAGES)) / "page.html"
    page.write_text("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>overlay</title>"
                    "<style>body{margin:0;background:#fff}.host{position:relative;margin:20px}</style></head>"
                    f"<body>{body}</body></html>", encoding="utf-8")
    driver.get(page.as_uri())
    driver.execute_script("return document.fonts.ready.then(() => true)")


def hosted(html, width, height):
    return f'<div class="host" style="width:{width}px;height:{height}px">{html}</div>'


MEASURE = """
const host = document.querySelector('.host'), root = host.firstElementChild;
const r = e => { const b = e.getBoundingClientRect(); return {x: b.x, y: b.y, w: b.width, h: b.height}; };
const before = getComputedStyle(root, '::before');
const message = root.querySelector('p'), spinner = root.querySelector('svg[aria-hidden="true"]:not([width="0"])');
const card = root.querySelector('.vitrine-veil-card');
return {host: r(host), root: r(root), content: r(root.querySelector('[class$="-content"], .vitrine-veil-card')),
        message: message && r(message), spinner: r(spinner), card: card && r(card),
        cardRadius: card && getComputedStyle(card).borderTopLeftRadius,
        cardColor: card && getComputedStyle(card).backgroundColor,
        before: {top: before.top, left: before.left, right: before.right, bottom: before.bottom,
                 radius: before.borderTopLeftRadius, color: before.backgroundColor, border: before.borderTopColor},
        opacity: getComputedStyle(root).opacity, background: getComputedStyle(root).backgroundColor,
        lines: message ? Math.round(message.getBoundingClientRect().height / parseFloat(getComputedStyle(message).lineHeight)) : 0};
"""


def settle(driver):
    """Waits until the fade-in is over: the transitions it runs are gone once they have finished. The
    limit only turns a hang into a failure."""
    started = time.monotonic()
    while driver.execute_script("return document.getAnimations().some(a => a instanceof CSSTransition)"):
        assert time.monotonic() - started < 60, "the fade-in never finished"
        time.sleep(0.02)


@pytest.mark.parametrize("container", CONTAINERS)
@pytest.mark.parametrize("message", ["Loading...", LONG])
def test_loading_view_geometry(vitrine, driver, container, message):
    width, height = CONTAINERS[container]
    open_page(driver, hosted(fragment(vitrine, "loading-view", "--message", message), width, height))
    settle(driver)
    m = driver.execute_script(MEASURE)
    assert m["root"] == m["host"], "the root fills its container"
    assert [m["before"][side] for side in ("top", "left", "right", "bottom")] == ["8px"] * 4
    assert m["before"]["radius"] == "5px"
    assert m["before"]["color"] == "rgba(0, 0, 0, 0.85)"
    assert m["before"]["border"] == "rgba(255, 255, 255, 0.25)"
    wrap = min(280, width - 32)
    assert m["message"]["w"] <= wrap + 0.5
    if message == LONG:
        assert m["lines"] >= 2, "a long message wraps"
    assert m["spinner"]["w"] == 37 and m["spinner"]["h"] == 37
    assert abs(m["spinner"]["y"] - (m["message"]["y"] + m["message"]["h"])) < 0.5, "the spinner right below the message"
    centre_x, centre_y = m["host"]["x"] + width / 2, m["host"]["y"] + height / 2
    block = m["content"]
    assert abs(block["x"] + block["w"] / 2 - centre_x) < 1 and abs(block["y"] + block["h"] / 2 - centre_y) < 1
    assert abs(m["spinner"]["x"] + 18.5 - centre_x) < 1


@pytest.mark.parametrize("container", CONTAINERS)
@pytest.mark.parametrize("message", ["Loading...", LONG, ""])
def test_veil_geometry(vitrine, driver, container, message):
    width, height = CONTAINERS[container]
    open_page(driver, hosted(fragment(vitrine, "veil", "--message", message), width, height))
    settle(driver)
    m = driver.execute_script(MEASURE)
    assert m["root"] == m["host"]
    assert float(m["opacity"]) == pytest.approx(0.8)
    assert m["background"] == "rgb(170, 170, 170)"
    assert m["cardRadius"] == "10px" and m["cardColor"] == "rgb(255, 255, 255)"
    card = m["card"]
    if message:
        assert card["w"] == pytest.approx(max(m["message"]["w"], 20) + 20, abs=0.5), "the card hugs its message"
        assert card["h"] == pytest.approx(m["message"]["h"] + 20 + 30, abs=0.5)
        assert m["message"]["w"] <= 240 + 0.5
    else:
        assert (card["w"], card["h"]) == (40, 40), "the spinner alone, with the same margins"
    assert m["spinner"]["w"] == 20
    assert abs(card["x"] + card["w"] / 2 - (m["host"]["x"] + width / 2)) < 1
    assert abs(card["y"] + card["h"] / 2 - (m["host"]["y"] + height / 2)) < 1


# Each fade is sampled half way, its transitions paused there, then left to run to their end: what is seen
# does not depend on how soon a busy machine draws the next frame.
FADE = """
const done = arguments[arguments.length - 1], samples = [], durations = [];
const host = document.querySelector('.host');
host.innerHTML = arguments[0];
const root = host.firstElementChild;
const sample = label => samples.push([label, getComputedStyle(root).opacity, getComputedStyle(root).display]);
const halfWayThen = (label, next) => {
  getComputedStyle(root).opacity;   // starts the root's transitions, if it has any
  const fades = root.getAnimations();
  for (const fade of fades) durations.push(fade.effect.getTiming().duration);
  for (const fade of fades) { fade.pause(); fade.currentTime = fade.effect.getTiming().duration / 2; }
  sample(label);
  for (const fade of fades) fade.play();
  Promise.all(fades.map(fade => fade.finished)).then(next);
};
halfWayThen('inserted', () => {
  sample('shown');
  root.hidden = true;
  halfWayThen('hiding', () => requestAnimationFrame(() => { sample('hidden'); done({samples, durations}); }));
});
"""


@pytest.mark.parametrize("component,shown", [("loading-view", 1.0), ("veil", 0.8)])
def test_fades_in_when_inserted_and_out_on_hidden(vitrine, driver, component, shown):
    html = fragment(vitrine, component)
    open_page(driver, '<div class="host" style="width:320px;height:480px"></div>')
    found = driver.execute_async_script(FADE, html)
    samples, durations = found["samples"], found["durations"]
    states = {label: (float(opacity), display) for label, opacity, display in samples}
    assert durations and all(duration == 250 for duration in durations), f"each fade lasts 0.25 s: {durations}"
    assert states["inserted"][0] < shown, f"fading in, not there at once: {samples}"
    assert states["shown"] == (pytest.approx(shown), "flex")
    assert 0 < states["hiding"][0] < shown and states["hiding"][1] == "flex", f"fading out, still drawn: {samples}"
    assert states["hidden"][1] == "none", f"gone after the fade: {samples}"


def test_reduced_motion_shortens_fades_and_slows_the_spinner(vitrine, driver):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        open_page(driver, hosted(fragment(vitrine, "loading-view"), 320, 480))
        durations = driver.execute_script("""
const root = document.querySelector('.host').firstElementChild;
return [getComputedStyle(root).transitionDuration,
        document.getAnimations().filter(a => a instanceof CSSAnimation).map(a => a.effect.getTiming().duration)];""")
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    assert all(float(d.rstrip("s")) <= 0.05 for d in durations[0].split(", "))
    assert durations[1] and all(d == 1600 for d in durations[1]), durations   # the spinner (the fade-in is a transition)


def test_status_region_with_text_and_no_picture_in_the_accessibility_tree(vitrine, driver):
    open_page(driver, hosted(fragment(vitrine, "loading-view", "--message", "Sending..."), 320, 480))
    settle(driver)
    nodes = driver.execute_cdp_cmd("Accessibility.getFullAXTree", {})["nodes"]
    by_id = {n["nodeId"]: n for n in nodes}
    status = [n for n in nodes if n.get("role", {}).get("value") == "status"]
    assert len(status) == 1

    def texts(node):
        if node.get("ignored"):
            found = []
        else:
            found = [node] if node.get("role", {}).get("value") in ("StaticText", "image", "img") else []
        for child in node.get("childIds", []):
            found += texts(by_id[child])
        return found
    inside = texts(status[0])
    assert [n["name"]["value"] for n in inside if n["role"]["value"] == "StaticText"] == ["Sending..."]
    assert not [n for n in inside if n["role"]["value"] in ("image", "img")], "the spinner is hidden from the tree"
    selectable = driver.execute_script(
        "const p = document.querySelector('.host p'); const range = document.createRange(); range.selectNodeContents(p);"
        "getSelection().removeAllRanges(); getSelection().addRange(range); return getSelection().toString();")
    assert selectable == "Sending..."


def test_hostile_message_stays_text(vitrine, driver):
    hostile = '</p><script>window.pwned = 1</script><img src=x onerror="window.pwned = 2">'
    open_page(driver, hosted(fragment(vitrine, "veil", "--message", hostile), 320, 480))
    assert driver.execute_script("return [window.pwned || 0, document.querySelectorAll('.host script, .host img').length,"
                                 " document.querySelector('.host p').textContent]") == [0, 0, hostile]


def test_the_spinner_alone_still_says_in_progress(vitrine, driver):
    open_page(driver, hosted(fragment(vitrine, "loading-view", "--message", ""), 320, 480))
    assert driver.execute_script("return document.querySelector('[role=status]').innerText.trim()") == "In progress"
