"""Pure-CSS orientation and backdrop switchers in the static build, and the keyboard playground."""
import shutil

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By

from .conftest import build, wait_for

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
    return driver.find_element(By.CSS_SELECTOR, f'.play-key[aria-label="{name}"]')


def shows_pressed(driver, element):
    return driver.execute_script("return getComputedStyle(arguments[0].querySelector('svg')).visibility", element) == "visible"


def test_playground_keys_light_up_while_held_and_type(static, driver):
    url, _ = static
    driver.get(url + "catalog/keyboard/")
    section = driver.find_element(By.CSS_SELECTOR, ".playground")
    assert section.get_attribute("data-clicks") == "0", "nothing plays before the first press"
    assert driver.execute_script("return typeof AudioContext") == "function"
    q = key(driver, "q")
    assert not shows_pressed(driver, q)
    ActionChains(driver).click_and_hold(q).perform()
    assert shows_pressed(driver, q)
    ActionChains(driver).release(q).perform()
    assert not shows_pressed(driver, q)

    for name in ["h", "i", "space", "shift", "t", "h", "e", "r", "e", "delete"]:
        key(driver, name).click()
    field = driver.find_element(By.ID, "playground-text")
    assert field.get_attribute("value") == "qhi Ther"
    assert section.get_attribute("data-clicks") == "11"
    driver.find_element(By.CSS_SELECTOR, "label.mute").click()
    key(driver, "x").click()
    assert field.get_attribute("value") == "qhi Therx"
    assert section.get_attribute("data-clicks") == "11", "muted: no click"


def test_pressed_faces_come_from_the_keyboard_rendering(static, driver):
    url, output = static
    driver.get(url + "catalog/keyboard/")
    faces = driver.find_elements(By.CSS_SELECTOR, ".play-key svg g[data-part=key][data-state=highlighted]")
    keys = driver.find_elements(By.CSS_SELECTOR, ".play-key")
    assert len(faces) == len(keys) >= 30


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
