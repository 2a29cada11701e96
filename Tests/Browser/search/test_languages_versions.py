"""A site in three languages published as three versions side by side (`vitrine build --version`), served by
python's http.server as any static host serves it: the version and language switchers on a deep page, and
search in each language's own index with an inflection, a typo, an accent and a Japanese word."""
import subprocess, textwrap

import pytest
from selenium.webdriver.support.ui import Select

from conftest import REPO, http_server, vitrine_binary
from test_search import console_errors, results, tab_to_search, wait_for

PAGES = {
    "config.yml": """
        title: Harbour
        languages: [en, fr, ja]
        """,
    "en/index.md": "# Harbour\n\nThe harbour documentation.\n",
    "en/guide/index.md": "# Guide\n\nOne page per task.\n",
    "en/guide/tides.md": """
        # Tide tables

        The ferry moored beside the élément of the Straße quay.

        The tables are recalculated nightly, quixotically.
        """,
    "fr/index.md": "# Le port\n\nLa documentation du port.\n",
    "fr/guide/index.md": "# Guide\n\nUne page par tâche.\n",
    "fr/guide/tides.md": """
        # Tables des marées

        Les tables sont recalculées chaque nuit près de l'élément du quai.
        """,
    "ja/index.md": "# 港\n\n港のドキュメントです。\n",
    "ja/guide/tides.md": "# 潮汐表\n\n潮汐表の全文検索ができます。\n",
}


@pytest.fixture(scope="module")
def published(tmp_path_factory):
    """Versions 1.0 (without the ferries page), 2.0 and 3.0 (latest) in one output, served; yields its URL."""
    source = tmp_path_factory.mktemp("languages") / "Site"
    for name, text in PAGES.items():
        (source / name).parent.mkdir(parents=True, exist_ok=True)
        (source / name).write_text(textwrap.dedent(text).lstrip())
    output = tmp_path_factory.mktemp("published") / "site"
    for version, extra in [("1.0", []), ("2.0", []), ("3.0", ["--alias", "latest"])]:
        if version != "1.0":
            (source / "en/guide/ferries.md").write_text("# Ferries\n\nFerries moor here.\n")
        result = subprocess.run([vitrine_binary(), "build", "--site", str(source), "--templates", str(REPO / "Templates"),
                                 "--output", str(output), "--version", version, *extra], capture_output=True, text=True)
        assert result.returncode == 0, result.stderr
    with http_server(output) as url:
        yield url


def choose_version(driver, name):
    select = driver.find_element("id", "version-choice")
    wait_for(lambda: len(select.find_elements("tag name", "option")) == 3, what="the versions listed")
    Select(select).select_by_value(name)


def test_the_root_sends_readers_to_the_latest_version_in_the_default_language(published, driver):
    driver.get(published)
    wait_for(lambda: driver.current_url == published + "3.0/en/", what="the redirects followed")


def test_the_version_switcher_keeps_the_page_and_falls_back_to_the_versions_home(published, driver):
    driver.get(published + "3.0/fr/guide/tides/")
    choose_version(driver, "2.0")
    wait_for(lambda: driver.current_url == published + "2.0/fr/guide/tides/", what="the same page in 2.0")
    assert driver.find_element("id", "version-choice").get_attribute("value") == "2.0"
    # The ferries page is not in 1.0: its switcher lands on 1.0's home.
    driver.get(published + "2.0/en/guide/ferries/")
    choose_version(driver, "1.0")
    wait_for(lambda: driver.current_url.startswith(published + "1.0/"), what="1.0")
    wait_for(lambda: driver.current_url == published + "1.0/en/", what="1.0's home")
    # The switcher's look for the page in 1.0 answers 404, which the console notes; nothing else may fail.
    assert [error for error in console_errors(driver) if "404" not in error] == []


def test_the_language_switcher_goes_to_the_translation_or_the_marked_original(published, driver):
    driver.get(published + "2.0/fr/guide/tides/")
    assert driver.find_element("tag name", "html").get_attribute("lang") == "fr"
    driver.find_element("css selector", ".language-switch a[hreflang=ja]").click()
    wait_for(lambda: driver.current_url == published + "2.0/ja/guide/tides/", what="the Japanese page")
    assert driver.find_element("css selector", "h1").text == "潮汐表"
    assert driver.find_element("css selector", ".search input").get_attribute("placeholder") == "検索"
    # The French site has no ferries page of its own: the English one, marked, in the French menu.
    driver.find_element("css selector", ".language-switch a[hreflang=fr]").click()
    wait_for(lambda: driver.current_url == published + "2.0/fr/guide/tides/", what="back in French")
    driver.get(published + "2.0/fr/guide/ferries/")
    assert driver.find_element("css selector", "article").get_attribute("lang") == "en"
    assert "pas encore traduite" in driver.find_element("css selector", ".fallback-note").text


@pytest.mark.parametrize("page, query, found, marks", [
    ("3.0/en/", "recalculating", "3.0/en/guide/tides/", {"recalculated"}),
    ("3.0/en/", "quixoticaly", "3.0/en/guide/tides/", {"quixotically"}),
    ("3.0/en/", "element strasse", "3.0/en/guide/tides/", {"élément", "Straße"}),
    ("3.0/fr/", "recalculer", "3.0/fr/guide/tides/", {"recalculées"}),
    ("3.0/ja/", "検索", "3.0/ja/guide/tides/", {"検索"}),
])
def test_each_language_searches_its_own_pages(published, driver, page, query, found, marks):
    driver.get(published + page)
    field = tab_to_search(driver)
    field.send_keys(query)
    hits = wait_for(lambda: results(driver), what=f"results for {query!r}")
    assert hits[0]["href"] == published + found
    assert {mark for hit in hits for mark in hit["marks"]} >= marks
    language = page.split("/")[1]
    assert all(f"/3.0/{language}/" in hit["href"] for hit in hits), "a search finds its own language's pages"
