"""axe-core over every page, static and served (with the live controls), plus visible keyboard focus."""
from axe_selenium_python import Axe
from selenium.webdriver.common.keys import Keys

SEVERE = {"serious", "critical"}


def pages(output):
    return sorted(str(p.relative_to(output).parent).replace(".", "") for p in output.rglob("index.html"))


def severe_violations(driver, url):
    driver.get(url)
    axe = Axe(driver)
    axe.inject()
    results = axe.run()
    return [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3]) for v in results["violations"] if v["impact"] in SEVERE]


def test_every_static_page_passes_axe(static, driver):
    url, output = static
    folders = pages(output)
    assert len(folders) >= 10 and "catalog/keyboard" in folders
    problems = {}
    for folder in folders:
        found = severe_violations(driver, url + (folder + "/" if folder else ""))
        if found:
            problems[folder or "/"] = found
    assert not problems, problems


def test_served_catalog_pages_with_controls_pass_axe(served, static, driver):
    _, output = static
    problems = {}
    catalog = [f for f in pages(output) if f.startswith("catalog/")]
    for folder in catalog + ["catalog/veil?orientation=sideways&message=%3Cb%3E"]:
        found = severe_violations(driver, served + folder.replace("?", "/?") + ("" if "?" in folder else "/"))
        if found:
            problems[folder] = found
    assert not problems, problems


def focus_outline(driver):
    return driver.execute_script(
        "const s = getComputedStyle(document.activeElement); return [document.activeElement.id || document.activeElement.tagName, s.outlineStyle, s.outlineWidth]")


def test_keyboard_focus_is_visible_on_controls(served, driver):
    driver.get(served + "catalog/veil/")
    driver.execute_script("document.querySelector('.crumbs a').focus()")
    seen = []
    for _ in range(8):
        driver.switch_to.active_element.send_keys(Keys.TAB)
        seen.append(focus_outline(driver))
    assert any(name == "p-message" for name, _, _ in seen), seen
    assert all(style != "none" and width != "0px" for _, style, width in seen), seen


def test_every_control_has_a_label(served, static, driver):
    _, output = static
    for folder in [f for f in pages(output) if f.startswith("catalog/")]:
        driver.get(served + folder + "/")
        unlabelled = driver.execute_script(
            "return [...document.querySelectorAll('input, select, textarea, button')]"
            ".filter(e => !(e.labels && e.labels.length) && !e.getAttribute('aria-label') && !e.textContent.trim())"
            ".map(e => e.outerHTML.slice(0, 80))")
        assert not unlabelled, (folder, unlabelled)
