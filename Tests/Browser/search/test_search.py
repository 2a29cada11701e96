"""The search box in Chromium: results from the static index at the root, under a sub-path and in the
preview server; keyboard use; hostile index text staying text; accessibility; the script's size."""
import gzip
import os
import time
from pathlib import Path

import pytest
from axe_selenium_python import Axe
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

REPO = Path(__file__).resolve().parents[3]
# The script as written (its comments too), and as a static host sends it.
SCRIPT_LIMIT, SCRIPT_GZIP_LIMIT = 13 * 1024, 5.5 * 1024


def wait_for(condition, timeout=60.0, what="condition"):
    """Polls `condition` until it holds and returns its value; the timeout only turns a hang into a failure."""
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        try:
            value = condition()
            if value:
                return value
        except Exception:
            pass
        time.sleep(0.02)
    pytest.fail(f"not within {timeout} s: {what}")


def loaded_resources(driver):
    return driver.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")


def tab_to_search(driver):
    """Reaches the search field from the top of the page with Tab alone."""
    driver.find_element("tag name", "body").send_keys(Keys.TAB)
    for _ in range(15):
        if driver.switch_to.active_element.get_attribute("id") == "search-input":
            return driver.switch_to.active_element
        driver.switch_to.active_element.send_keys(Keys.TAB)
    pytest.fail("Tab never reached the search field")


def results(driver):
    return driver.execute_script("""
        return [...document.querySelectorAll('#search-results a')].map(a => ({
            href: a.href, title: a.querySelector('.search-title').textContent,
            section: a.querySelector('.search-section').textContent,
            snippet: a.querySelector('.search-snippet').textContent,
            marks: [...a.querySelectorAll('mark')].map(m => m.textContent)}))""")


def search(driver, field, text):
    field.send_keys(text)
    return wait_for(lambda: results(driver), what=f"results for {text!r}")


def console_errors(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def test_the_script_is_small():
    script = (REPO / "Templates" / "static" / "search.js").read_bytes()
    assert len(script) <= SCRIPT_LIMIT
    assert len(gzip.compress(script, 9)) <= SCRIPT_GZIP_LIMIT


def test_a_word_on_another_page_is_found_and_opened_with_the_keyboard(static_site, driver):
    url, _ = static_site
    driver.get_log("browser")
    driver.get(url)
    assert not any(name.endswith("search.js") for name in loaded_resources(driver)), "search.js loads before use"
    field = tab_to_search(driver)
    wait_for(lambda: any(name.endswith("/search.js") for name in loaded_resources(driver)), what="search.js loaded on focus")
    found = search(driver, field, "quixot")
    assert len(found) == 1
    assert found[0]["href"] == url + "guide/install/#calibrate-the-xylograph"
    assert found[0]["title"] == "Installing the crane"
    assert found[0]["section"] == "Guide › Calibrate the xylograph"
    assert found[0]["marks"] == ["quixotically"]
    assert "Turn the dial quixotically" in found[0]["snippet"]
    assert driver.execute_script("return document.querySelector('.search [role=status]').textContent") == "1 result"
    field.send_keys(Keys.ARROW_DOWN)
    assert driver.switch_to.active_element.get_attribute("href") == found[0]["href"]
    driver.switch_to.active_element.send_keys(Keys.ENTER)
    wait_for(lambda: driver.current_url == url + "guide/install/#calibrate-the-xylograph", what="the result opened")
    assert console_errors(driver) == []


def test_arrows_move_escape_closes_and_clears(static_site, driver):
    url, _ = static_site
    driver.get(url + "guide/")
    field = tab_to_search(driver)
    found = search(driver, field, "harbour")
    assert len(found) == 4
    hrefs = [result["href"] for result in found]
    focused = lambda: driver.switch_to.active_element.get_attribute("href") or driver.switch_to.active_element.get_attribute("id")
    keys = lambda key: ActionChains(driver).send_keys(key).perform()  # to whatever has focus
    keys(Keys.ARROW_DOWN)
    keys(Keys.ARROW_DOWN)
    assert focused() == hrefs[1]
    keys(Keys.ARROW_UP)
    keys(Keys.ARROW_UP)
    assert focused() == "search-input", "ArrowUp from the first result goes back to the field"
    keys(Keys.ARROW_UP)
    assert focused() == hrefs[3], "ArrowUp from the field goes to the last result"
    keys(Keys.ESCAPE)
    assert focused() == "search-input"
    assert not driver.find_element("id", "search-results").is_displayed()
    assert field.get_attribute("value") == "harbour"
    keys(Keys.ESCAPE)
    assert field.get_attribute("value") == ""


def test_multi_word_queries_need_every_word(static_site, driver):
    url, _ = static_site
    driver.get(url)
    field = tab_to_search(driver)
    found = search(driver, field, "harbour zebra")
    assert [result["href"] for result in found] == [url + "guide/hostile/#alarm"]
    field.send_keys(Keys.SPACE, "quixot")
    wait_for(lambda: "No results" in driver.find_element("css selector", ".search [role=status]").text, what="no results")
    assert results(driver) == []


@pytest.mark.parametrize("query, pages, marks", [
    # Inflections no page has: the words sharing the stem are found (StemGroups.swift).
    # (Equal scores: pages in URL order.)
    ("mooring", ["guide/ferries/", "guide/tides/"], {"moored", "moor"}),
    ("recalculating", ["guide/ferries/", "guide/tides/"], {"recalculated", "recalculation"}),
    # A form no page has of a word no other word shares a stem with.
    ("settling", ["guide/install/#calibrate-the-xylograph"], {"settles"}),
    # A word a page has finds the others of its stem too.
    ("moor", ["guide/ferries/", "guide/tides/"], {"moor", "moored"}),
    # One letter missing.
    ("quixoticaly", ["guide/install/#calibrate-the-xylograph"], {"quixotically"}),
    # Without accents, and ß spelled ss.
    ("element strasse", ["guide/tides/"], {"élément", "Straße"}),
    # Japanese, inside a run of characters with no spaces.
    ("検索", ["guide/tides/"], {"検索"}),
])
def test_words_are_found_by_meaning(static_site, driver, query, pages, marks):
    url, _ = static_site
    driver.get(url)
    field = tab_to_search(driver)
    found = search(driver, field, query)
    assert [result["href"] for result in found] == [url + page for page in pages]
    assert {mark for result in found for mark in result["marks"]} == marks
    assert console_errors(driver) == []


def test_a_hostile_heading_is_shown_as_text_and_never_runs(static_site, driver):
    url, _ = static_site
    driver.get(url)
    field = tab_to_search(driver)
    found = search(driver, field, "zebrafinch")
    assert found[0]["title"] == "<img src=x onerror=window.pwnedTitle=1> Hostile headings"
    assert found[0]["section"] == 'Guide › <script>window.pwned = 1</script> Zebrafinch <img src=x onerror="window.pwnedImage = 1">'
    assert driver.execute_script("return document.querySelectorAll('#search-results script, #search-results img').length") == 0
    # Nothing ran either. The pause gives an injected image's error handler its chance to fire: a slow
    # machine can only shorten that chance, never fail results that stay text.
    time.sleep(0.3)
    assert driver.execute_script("return [window.pwned, window.pwnedImage, window.pwnedTitle]") == [None, None, None]


def test_works_under_a_sub_path(sub_path_site, driver):
    driver.get(sub_path_site + "guide/")
    field = tab_to_search(driver)
    assert driver.find_element("css selector", ".search").get_attribute("data-root") == "../"
    found = search(driver, field, "quixotically")
    assert found[0]["href"] == sub_path_site + "guide/install/#calibrate-the-xylograph"
    assert all("/docs/search/" in name for name in loaded_resources(driver) if "/search/" in name)
    field.send_keys(Keys.ENTER)
    wait_for(lambda: driver.current_url == sub_path_site + "guide/install/#calibrate-the-xylograph", what="the result opened")


def test_a_relative_build_browses_and_searches_from_disk(file_site, driver):
    driver.get(file_site + "index.html")
    driver.find_element("css selector", ".sidebar a[href='./guide/index.html']").click()
    wait_for(lambda: driver.current_url == file_site + "guide/index.html", what="the folder link opened its index.html")
    assert driver.find_element("tag name", "h1").text == "Guide"
    field = tab_to_search(driver)
    found = search(driver, field, "quixotically")
    assert found[0]["href"] == file_site + "guide/install/index.html#calibrate-the-xylograph"
    assert driver.execute_script("return document.querySelectorAll('script[src$=\"search/index.json.js\"]').length") == 1, "the index came as a script"
    field.send_keys(Keys.ENTER)
    wait_for(lambda: driver.current_url == file_site + "guide/install/index.html#calibrate-the-xylograph", what="the result opened")
    driver.find_element("css selector", "a.brand").click()
    wait_for(lambda: driver.current_url == file_site + "index.html", what="the header's home link opened index.html")
    assert console_errors(driver) == []


def test_works_in_the_preview_server(preview_site, driver):
    driver.get(preview_site)
    field = tab_to_search(driver)
    found = search(driver, field, "xylograph")
    assert found[0]["href"] == preview_site + "guide/install/#calibrate-the-xylograph"


def test_without_javascript_the_box_is_a_link_to_the_page_list(static_site):
    _, output = static_site
    html = (output / "guide" / "install" / "index.html").read_text()
    assert '<a class="search-fallback" href="../../search/">Search</a>' in html
    assert '<div class="search-field" role="search" hidden>' in html
    assert (output / "search" / "index.html").exists()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_open_results_pass_axe(static_site, driver, scheme):
    url, _ = static_site
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        driver.get(url)
        field = tab_to_search(driver)
        search(driver, field, "harbour")
        field.send_keys(Keys.ARROW_DOWN)
        axe = Axe(driver)
        axe.inject()
        violations = axe.run()["violations"]
        found = [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3]) for v in violations]
        assert not found, found
    finally:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
