"""End to end: `vitrine serve` and a real headless Chromium.

Opens a page, edits its Markdown file and sees the new text; breaks a fence and sees the overlay with the
location; fixes it and sees the overlay go; Ctrl-C then stops the server. Runs on a copy of the site in a
temporary folder, so the repository is never touched. The binary comes from $VITRINE (default
.build/debug/vitrine). How fast a rebuild reaches the page is for benchmarks: every wait here returns as
soon as what it waits for has happened, and its limit only turns a hang into a failure.
"""
import json, os, re, shutil, signal, socket, subprocess, time

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

HANG_GUARD_SECONDS = 60
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
VITRINE = os.path.abspath(os.path.join(ROOT, os.environ.get("VITRINE", ".build/debug/vitrine")))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def site(tmp_path):
    shutil.copytree(os.path.join(ROOT, "Site"), tmp_path / "Site")
    shutil.copytree(os.path.join(ROOT, "Templates"), tmp_path / "Templates")
    # The test's own home page, so editing the real docs never breaks the test.
    (tmp_path / "Site" / "index.md").write_text(
        "---\ntitle: Home\n---\n# Preview test\n\nThe grey spinner, from a fence:\n\n"
        "```vitrine activity-indicator style=gray\n```\n")
    return tmp_path


@pytest.fixture
def server(site):
    port = free_port()
    proc = subprocess.Popen(
        [VITRINE, "serve", "--site", "Site", "--templates", "Templates", "--port", str(port)],
        cwd=site, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    line = proc.stdout.readline()
    assert f"http://127.0.0.1:{port}/" in line, line
    yield f"http://127.0.0.1:{port}/"
    proc.send_signal(signal.SIGINT)
    try:
        status = proc.wait(timeout=HANG_GUARD_SECONDS)
    except subprocess.TimeoutExpired:
        proc.kill()
        pytest.fail("Ctrl-C did not stop the server")
    assert status == 0, f"Ctrl-C stopped the server with status {status}"


@pytest.fixture
def browser():
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    # The DevTools network events show when the page's reload stream has been greeted.
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    yield driver
    driver.quit()


def wait_for(condition, what):
    """Polls `condition` until it holds, or fails after the hang guard."""
    started = time.monotonic()
    while time.monotonic() - started < HANG_GUARD_SECONDS:
        try:
            if condition():
                return
        except Exception:
            pass
        time.sleep(0.02)
    pytest.fail(f"not within {HANG_GUARD_SECONDS} s: {what}")


def reload_stream_greeted(browser):
    """Whether the page's reload stream has had the server's hello since the last look. From then on the
    server knows the tab, so a rebuild reaches it as an event; before, a rebuild would reload the page
    through the hello's generation instead, which would lose what a test keeps in it."""
    for entry in browser.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.eventSourceMessageReceived" and message["params"].get("eventName") == "hello":
            return True
    return False


def save(path, text):
    """Saves as many editors do, by renaming a hidden temporary file over the old one: the server never
    sees the file emptied and not yet written, however slowly this test runs between the two."""
    temporary = path.with_name("." + path.name + ".saving")
    temporary.write_text(text)
    os.replace(temporary, path)


def overlay_text(browser):
    found = browser.find_elements(By.ID, "__vitrine-overlay")
    return found[0].text if found else None


def test_edit_break_and_fix(site, server, browser):
    page = site / "Site" / "index.md"
    original = page.read_text()
    browser.get(server)
    assert "Fresh words" not in browser.find_element(By.TAG_NAME, "body").text
    wait_for(lambda: reload_stream_greeted(browser), "the reload stream's hello")

    save(page, original.replace("The grey spinner", "Fresh words: the grey spinner", 1))
    wait_for(lambda: "Fresh words" in browser.find_element(By.TAG_NAME, "body").text, "the edited text")

    fence_line = next(i for i, l in enumerate(original.splitlines(), 1) if l.startswith("```vitrine"))
    save(page, original.replace("style=gray", 'style="<b>grey-ish</b>"', 1))
    wait_for(lambda: overlay_text(browser), "the overlay")
    text = overlay_text(browser)
    assert re.search(rf"index\.md:{fence_line}:\d+", text), text
    assert "<b>grey-ish</b>" in text, "the message is shown as text, not parsed as HTML: " + text
    assert not browser.find_elements(By.CSS_SELECTOR, "#__vitrine-overlay b")
    assert "Fresh words" in browser.find_element(By.TAG_NAME, "body").text, "the last good page stays"

    save(page, original)
    wait_for(lambda: overlay_text(browser) is None, "the overlay gone")
    assert "Fresh words" not in browser.find_element(By.TAG_NAME, "body").text


def test_stylesheet_change_swaps_without_reload(site, server, browser):
    browser.get(server)
    browser.execute_script("window.__marker = 'still here'")
    wait_for(lambda: reload_stream_greeted(browser), "the reload stream's hello")
    css = site / "Templates" / "static" / "style.css"
    save(css, css.read_text() + "\nbody { outline: 3px solid rgb(1, 2, 3); }\n")
    wait_for(lambda: browser.execute_script(
        "return getComputedStyle(document.body).outlineColor") == "rgb(1, 2, 3)", "the new stylesheet")
    assert browser.execute_script("return window.__marker") == "still here"
