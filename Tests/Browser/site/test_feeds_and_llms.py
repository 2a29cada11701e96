"""A section's feed as a browser finds it: the page's <link rel="alternate"> leads to an Atom feed Chromium's
XML parser reads, and the page's Markdown and llms.txt are served beside the pages."""
import os, subprocess

import pytest
from site_support import REPO, VITRINE, serve

BLOG = {
    "config.yml": "title: Acme & Co\nbaseURL: https://example.org/docs/\n",
    "index.md": "# Acme\n\nWelcome.\n",
    "blog/index.md": "---\ntitle: Blog\nfeed: true\n---\n",
    "blog/first.md": "---\ntitle: 'Fish & <chips>'\ndate: 2024-03-01\n---\nUse `a < b` & [home](../index.md).\n",
    "blog/second.md": "---\ntitle: Second\ndate: 2024-05-31\n---\nText.\n",
}


@pytest.fixture(scope="module")
def blog(workdir):
    source = os.path.join(workdir, "blog-source")
    for path, text in BLOG.items():
        os.makedirs(os.path.dirname(os.path.join(source, path)), exist_ok=True)
        with open(os.path.join(source, path), "w") as f:
            f.write(text)
    output = os.path.join(workdir, "blog-output")
    result = subprocess.run([VITRINE, "build", "--site", source, "--templates", os.path.join(REPO, "Templates"), "--output", output],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    with serve(output) as url:
        yield url


# Each fetches arguments[0] from the page and hands back what it read.
READ_TEXT = """
const done = arguments[arguments.length - 1];
fetch(arguments[0]).then(r => r.text()).then(done, e => done('failed: ' + e));
"""
READ_ENTRY_TITLES = """
const done = arguments[arguments.length - 1];
fetch(arguments[0]).then(r => r.text()).then(text => {
  const xml = new DOMParser().parseFromString(text, 'application/xml');
  done(xml.querySelector('parsererror') ? 'parse error' : [...xml.querySelectorAll('entry > title')].map(t => t.textContent));
}, e => done('failed: ' + e));
"""


def test_the_feed_is_found_from_a_page_and_parses(blog, browser):
    browser.get(f"{blog}/blog/first/")
    link = browser.find_element("css selector", "link[rel=alternate][type='application/atom+xml']")
    assert link.get_attribute("title") == "Blog · Acme & Co"
    assert link.get_property("href") == f"{blog}/blog/atom.xml"
    assert browser.execute_async_script(READ_ENTRY_TITLES, link.get_property("href")) == ["Second", "Fish & <chips>"]


def test_markdown_and_llms_txt_are_served(blog, browser):
    browser.get(f"{blog}/")
    assert browser.execute_async_script(READ_TEXT, f"{blog}/blog/first/index.md") == "Use `a < b` & [home](../index.md).\n"
    llms = browser.execute_async_script(READ_TEXT, f"{blog}/llms.txt")
    assert llms.startswith("# Acme & Co\n\n> Welcome.\n\n## Home\n\n- [Acme](https://example.org/docs/index.md): Welcome.\n")
