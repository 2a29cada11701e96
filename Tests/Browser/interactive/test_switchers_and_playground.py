"""Pure-CSS orientation and backdrop switchers in the static build, and the keyboard playground."""
import io, re, shutil, subprocess

import numpy as np
from PIL import Image
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from .conftest import build, vitrine_binary, wait_for

ORIENTATIONS = ["portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight"]


def visible_orientations(driver):
    return [f.get_attribute("id") for f in driver.find_elements(By.CSS_SELECTOR, ".orientation") if f.is_displayed()]


def test_orientation_links_switch_the_picture(static, driver):
    url, _ = static
    for component in ["veil", "loading-view", "scene"]:
        driver.get(url + f"catalog/{component}/")
        links = driver.find_elements(By.CSS_SELECTOR, ".orientation-links a")
        assert [link.text for link in links] == ORIENTATIONS, component
        assert visible_orientations(driver) == ["orientation-portrait"]
        for name in ORIENTATIONS[::-1]:
            driver.find_element(By.LINK_TEXT, name).click()
            wait_for(lambda: visible_orientations(driver) == [f"orientation-{name}"])
    driver.get(url + "catalog/activity-indicator/")
    assert not driver.find_elements(By.CSS_SELECTOR, ".orientation-links"), "a spinner has no orientation"


def test_backdrop_toggle_changes_the_background_behind_pictures(static, driver):
    url, _ = static
    driver.get(url + "catalog/activity-indicator/")
    art = driver.find_element(By.CSS_SELECTOR, ".grid .art")
    background = lambda: driver.execute_script("return getComputedStyle(arguments[0]).backgroundImage + ' ' + getComputedStyle(arguments[0]).backgroundColor", art)
    driver.find_element(By.CSS_SELECTOR, "label[for=backdrop-dark]").click()
    assert "rgb(28, 28, 30)" in background()
    driver.find_element(By.CSS_SELECTOR, "label[for=backdrop-light]").click()
    assert "rgb(255, 255, 255)" in background()
    driver.find_element(By.CSS_SELECTOR, "label[for=backdrop-checker]").click()
    assert "linear-gradient" in background()
    driver.get(url + "catalog/keyboard/")
    assert not driver.find_elements(By.ID, "backdrop-dark"), "an opaque keyboard needs no backdrop"


def key(driver, name):
    """The key of that name on the plane showing."""
    return driver.find_element(By.CSS_SELECTOR, f'.plane:not([hidden]) .play-key[aria-label="{name}"]')


def darkened(driver, element):
    """Whether the key shows its held face: the multiplied overlay (::before) is showing."""
    return driver.execute_script("return getComputedStyle(arguments[0], '::before').visibility", element) == "visible"


def shown_balloons(driver):
    return driver.execute_script("return [...document.querySelectorAll('.balloon')].filter(b => getComputedStyle(b).display !== 'none')")


def box(driver, element):
    return driver.execute_script("const r = arguments[0].getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height}", element)


def visible_plane(driver):
    return [p.get_attribute("data-plane") for p in driver.find_elements(By.CSS_SELECTOR, ".plane") if p.is_displayed()]


def typed(driver):
    return driver.find_element(By.ID, "playground-text").get_attribute("value")


def test_playground_keys_darken_or_raise_a_balloon_while_held_and_type(static, driver):
    url, _ = static
    driver.get(url + "catalog/keyboard/")
    section = driver.find_element(By.CSS_SELECTOR, ".playground")
    assert section.get_attribute("data-clicks") == "0", "nothing plays before the first press"
    assert driver.execute_script("return typeof AudioContext") == "function"
    delete = key(driver, "delete")
    assert not darkened(driver, delete)
    ActionChains(driver).click_and_hold(delete).perform()
    assert darkened(driver, delete) and not shown_balloons(driver), "delete darkens and raises no balloon"
    ActionChains(driver).release(delete).perform()
    assert not darkened(driver, delete)
    q = key(driver, "q")
    ActionChains(driver).click_and_hold(q).perform()
    assert not darkened(driver, q), "under its balloon a letter keeps its face"
    assert len(shown_balloons(driver)) == 1
    ActionChains(driver).release(q).perform()
    assert not shown_balloons(driver)

    for name in ["h", "i", "space", "shift", "t", "h", "e", "r", "e", "delete", "return", "x"]:
        key(driver, name).click()
    assert typed(driver) == "qhi Ther\nx"
    assert section.get_attribute("data-clicks") == "14"
    driver.find_element(By.CSS_SELECTOR, "label.mute").click()
    key(driver, "y").click()
    assert typed(driver) == "qhi Ther\nxy"
    assert section.get_attribute("data-clicks") == "14", "muted: no click"


def test_plane_keys_switch_planes_as_ios_6_did(static, driver):
    url, _ = static
    driver.get(url + "catalog/keyboard/")
    assert visible_plane(driver) == ["letters"]
    key(driver, "numbers").click()  # .?123
    assert visible_plane(driver) == ["numbers"]
    assert key(driver, "1").is_displayed() and key(driver, "@").is_displayed()
    assert not driver.find_elements(By.CSS_SELECTOR, '.plane:not([hidden]) [aria-label="q"]')
    for name in ["4", "2", "&"]:
        key(driver, name).click()
    key(driver, "symbols").click()  # #+=
    assert visible_plane(driver) == ["symbols"]
    for name in ["[", "€", "]"]:
        key(driver, name).click()
    key(driver, "numbers").click()  # 123
    assert visible_plane(driver) == ["numbers"]
    key(driver, "letters").click()  # ABC
    assert visible_plane(driver) == ["letters"]
    key(driver, "numbers").click()
    key(driver, "symbols").click()
    key(driver, "letters").click()
    assert visible_plane(driver) == ["letters"]
    key(driver, "a").click()
    assert typed(driver) == "42&[€]a"


def test_plane_keys_work_from_the_keyboard_and_keep_the_focus_in_place(static, driver):
    url, _ = static
    driver.get(url + "catalog/keyboard/")
    numbers = key(driver, "numbers")
    numbers.send_keys(Keys.ENTER)
    assert visible_plane(driver) == ["numbers"]
    assert driver.switch_to.active_element.get_attribute("aria-label") == "letters", "ABC takes the place of .?123"
    driver.switch_to.active_element.send_keys(Keys.SPACE)
    assert visible_plane(driver) == ["letters"]
    assert driver.switch_to.active_element.get_attribute("aria-label") == "numbers"
    key(driver, "k").send_keys(Keys.SPACE)
    assert typed(driver) == "k"


def test_shift_puts_the_next_letter_only_in_capitals(static, driver):
    url, _ = static
    driver.get(url + "catalog/keyboard/")
    shift = key(driver, "shift")
    assert shift.get_attribute("aria-pressed") == "false" and not darkened(driver, shift)
    pictures = lambda: [img.get_attribute("src") for img in driver.find_elements(By.CSS_SELECTOR, ".plane img") if img.is_displayed()]
    lower = pictures()
    shift.click()
    assert shift.get_attribute("aria-pressed") == "true" and darkened(driver, shift), "shift shows it is on"
    # iOS 6 showed capitals on the keys whatever the shift: the same picture of the letters stays.
    assert pictures() == lower and lower[0].endswith("playground-letters.svg")
    key(driver, "a").click()
    assert shift.get_attribute("aria-pressed") == "false" and not darkened(driver, shift)
    key(driver, "a").click()
    shift.click()
    shift.click()
    key(driver, "b").click()
    assert typed(driver) == "Aab"


def test_a_held_letter_raises_its_balloon_above_it(static, driver):
    url, _ = static
    driver.get(url + "catalog/keyboard/")
    for name, label in [("g", "G"), ("t", "T"), ("m", "M")]:
        held = key(driver, name)
        ActionChains(driver).click_and_hold(held).perform()
        [balloon] = shown_balloons(driver)
        face = balloon.find_element(By.CSS_SELECTOR, "[data-part=balloon] use:nth-of-type(2)")
        k, b = box(driver, held), box(driver, face)
        assert abs((b["x"] + b["w"] / 2) - (k["x"] + k["w"] / 2)) <= 1, (name, k, b)
        assert b["w"] >= 1.9 * k["w"], "the head is twice the key's width"
        assert abs((b["y"] + b["h"]) - (k["y"] + k["h"])) <= 1, "the stem ends at the key's bottom"
        assert b["y"] <= k["y"] - 1.4 * k["h"], "the head rises above the key"
        assert balloon.find_element(By.CSS_SELECTOR, "[data-part=label]").text == label
        ActionChains(driver).release(held).perform()
    # An edge key's head is flush with its outer side, as the renderer draws it.
    q = key(driver, "q")
    ActionChains(driver).click_and_hold(q).perform()
    [balloon] = shown_balloons(driver)
    face = box(driver, balloon.find_element(By.CSS_SELECTOR, "[data-part=balloon] use:nth-of-type(2)"))
    assert abs(face["x"] - box(driver, q)["x"]) <= 1
    ActionChains(driver).release(q).perform()
    for name in ["shift", "delete", "space", "return", "numbers"]:
        ActionChains(driver).click_and_hold(key(driver, name)).perform()
        assert not shown_balloons(driver), name
        ActionChains(driver).release().perform()


def keyboard_pixels(driver, headroom):
    """The showing plane and `headroom` pixels above it, as the screen shows them."""
    plane = driver.find_element(By.CSS_SELECTOR, ".plane:not([hidden])")
    r = box(driver, plane)
    image = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")
    return np.asarray(image.crop((round(r["x"]), round(r["y"]) - headroom, round(r["x"] + r["w"]), round(r["y"] + r["h"])))).astype(int)


def renderer_pixels(driver, svg, headroom):
    """The renderer's own picture laid where the playground's keyboard is."""
    driver.execute_script(
        "const plane = document.querySelector('.plane:not([hidden])'), i = new Image(); i.id = 'reference'; i.src = arguments[0];"
        "i.style.cssText = `position:absolute;z-index:9;left:0;width:100%;top:${plane.offsetTop - arguments[1]}px`;"
        "plane.parentElement.append(i)", svg, headroom)
    wait_for(lambda: driver.execute_script("return document.getElementById('reference').complete"))
    pixels = keyboard_pixels(driver, headroom)
    driver.execute_script("document.getElementById('reference').remove()")
    return pixels


def test_held_keys_look_as_the_renderer_draws_them(static, driver):
    """The balloon laid over the plane gives the renderer's picture of that key held, to the pixel where
    the key sits on whole pixels. A key that darkens is the picture multiplied by a gradient: the
    renderer's held face, but for the label's white shadow and the face's top highlight, which the
    multiplication darkens too; nothing outside the key changes."""
    url, output = static
    (output / "held").mkdir(exist_ok=True)
    for layout, name, kind in [("qwerty", "g", "exact"), ("qwerty", "p", "exact"), ("numbers", "7", "exact"),
                               ("numbers", "?", "fractional"), ("qwerty", "shift", "multiplied"), ("qwerty", "space", "multiplied")]:
        file = f"held/{layout}-{name.encode().hex()}.svg"
        subprocess.run([vitrine_binary(), "render", "keyboard", "--layout", layout, "--pressed", name, "-o", str(output / file)], check=True)
        driver.get(url + "catalog/keyboard/")
        if layout == "numbers":
            key(driver, "numbers").click()
        headroom = 54 if len(name) == 1 else 0
        held = key(driver, name)
        ActionChains(driver).click_and_hold(held).perform()
        playground = keyboard_pixels(driver, headroom)
        ActionChains(driver).release(held).perform()
        difference = np.abs(playground - renderer_pixels(driver, url + file, headroom)).max(axis=2)
        case = (layout, name, difference.max(), difference.mean(), (difference > 16).sum())
        if kind == "exact":
            assert difference.max() <= 3, case
        elif kind == "fractional":
            # The .?123 plane's punctuation keys sit at fractional places, and the browser puts the
            # balloon's picture on whole pixels: its edges are up to half a pixel off.
            assert difference.mean() < 1 and (difference > 16).sum() < 1000, case
        else:
            k, plane = box(driver, held), box(driver, driver.find_element(By.CSS_SELECTOR, ".plane:not([hidden])"))
            left, top = round(k["x"] - plane["x"]), round(k["y"] - plane["y"]) + headroom
            outside = difference.copy()
            outside[top:top + round(k["h"]), left:left + round(k["w"])] = 0
            assert outside.max() <= 3 and difference.mean() < 1 and difference.max() < 100, case


def test_the_keyboard_page_is_small_and_inlines_no_picture_per_key(static):
    _, output = static
    page = (output / "catalog" / "keyboard" / "index.html").read_text()
    # Each preset's tile (its picture a file, its two commands) costs well under 800 bytes; the rest (the
    # playground, the orientations, the parameters) stays under 30 KB however many presets come.
    tiles = page.count('<li class="tile"')
    assert tiles >= 40 and len(page.encode()) < 30_000 + 800 * tiles, (tiles, len(page.encode()))
    assert "<button" in page and not re.search(r"<button[^>]*>\s*<svg", page)
    balloons = re.findall(r'<svg [^>]*class="balloon ', page)
    assert 1 <= len(balloons) <= 4, len(balloons)
    for plane in ["letters", "numbers", "symbols"]:
        assert f'<img src="playground-{plane}.svg"' in page and (output / "catalog" / "keyboard" / f"playground-{plane}.svg").is_file()
    # Without JavaScript the letters show, with every key's button, and the other planes wait hidden.
    assert '<div class="plane" data-plane="letters">' in page
    assert '<div class="plane" data-plane="numbers" hidden>' in page and '<div class="plane" data-plane="symbols" hidden>' in page


def test_at_in_a_fence_gives_a_still(source, tmp_path):
    shutil.copytree(source, tmp_path / "copy")
    fences = "```vitrine activity-indicator at=0.3\n```\n\n```vitrine veil at=0.1\n```\n"
    (tmp_path / "copy" / "Site" / "still-check.md").write_text("---\ntitle: Still\n---\n\n" + fences)
    (tmp_path / "copy" / "Site" / "moving-check.md").write_text("---\ntitle: Moving\n---\n\n" + fences.replace(" at=0.3", "").replace(" at=0.1", ""))
    output = build(tmp_path / "copy", tmp_path / "out")
    still = (output / "still-check" / "index.html").read_text()
    moving = (output / "moving-check" / "index.html").read_text()
    assert still.count("<svg") >= 2
    assert "@keyframes" in moving, "without at= the spinner turns (so the check below can fail)"
    assert "@keyframes" not in still and "<animate" not in still
