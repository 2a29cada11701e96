"""End to end: `vitrine serve` and a real headless Chromium.

Opens a page, edits its Markdown file and sees the new text within a second; breaks a fence and sees the
overlay with the location; fixes it and sees the overlay go. Runs on a copy of the site in a temporary
folder, so the repository is never touched. The binary comes from $VITRINE (default .build/debug/vitrine).
"""
import os, re, shutil, signal, socket, subprocess, time

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

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
    started = time.monotonic()
    assert proc.wait(timeout=5) == 0
    assert time.monotonic() - started < 1.0, "Ctrl-C must stop the server within a second"


@pytest.fixture
def browser():
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
    yield driver
    driver.quit()


def wait_for(condition, timeout):
    """Polls `condition` until it holds; returns the seconds it took, or fails."""
    started = time.monotonic()
    while time.monotonic() - started < timeout:
        try:
            if condition():
                return time.monotonic() - started
        except Exception:
            pass
        time.sleep(0.02)
    pytest.fail(f"not within {timeout} s")


def overlay_text(browser):
    found = browser.find_elements(By.ID, "__vitrine-overlay")
    return found[0].text if found else None


def test_edit_break_and_fix(site, server, browser):
    page = site / "Site" / "index.md"
    original = page.read_text()
    browser.get(server)
    assert "Fresh words" not in browser.find_element(By.TAG_NAME, "body").text
    time.sleep(0.3)  # let the page settle; the generation handshake covers a stream that connects late

    page.write_text(original.replace("The grey spinner", "Fresh words: the grey spinner", 1))
    took = wait_for(lambda: "Fresh words" in browser.find_element(By.TAG_NAME, "body").text, 3)
    assert took < 1.0, f"new text after {took:.2f} s"

    fence_line = next(i for i, l in enumerate(original.splitlines(), 1) if l.startswith("```vitrine"))
    page.write_text(original.replace("style=gray", 'style="<b>grey-ish</b>"', 1))
    wait_for(lambda: overlay_text(browser), 3)
    text = overlay_text(browser)
    assert re.search(rf"index\.md:{fence_line}:\d+", text), text
    assert "<b>grey-ish</b>" in text, "the message is shown as text, not parsed as HTML: " + text
    assert not browser.find_elements(By.CSS_SELECTOR, "#__vitrine-overlay b")
    assert "Fresh words" in browser.find_element(By.TAG_NAME, "body").text, "the last good page stays"

    page.write_text(original)
    wait_for(lambda: overlay_text(browser) is None, 3)
    assert "Fresh words" not in browser.find_element(By.TAG_NAME, "body").text


def test_stylesheet_change_swaps_without_reload(site, server, browser):
    browser.get(server)
    browser.execute_script("window.__marker = 'still here'")
    time.sleep(0.3)
    css = site / "Templates" / "static" / "style.css"
    css.write_text(css.read_text() + "\nbody { outline: 3px solid rgb(1, 2, 3); }\n")
    wait_for(lambda: browser.execute_script(
        "return getComputedStyle(document.body).outlineColor") == "rgb(1, 2, 3)", 3)
    assert browser.execute_script("return window.__marker") == "still here"
