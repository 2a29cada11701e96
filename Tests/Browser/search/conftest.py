"""Fixtures for the search tests: a small site of our own, built with `$VITRINE build` from the repository's
templates, served by python's http.server at the root and, built with --base-url /docs/, from a parent folder;
and the same site under `vitrine serve`. The browser is the shared session `driver` (Tests/Browser/conftest.py)."""
import contextlib, functools, http.server, os, shutil, signal, socket, subprocess, textwrap, threading
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]

PAGES = {
    "config.yml": """
        title: Harbour Docs
        description: A site for the search tests.
        language: en
        rawHTML: true
        """,
    "index.md": """
        ---
        title: Welcome
        order: 1
        ---
        # Welcome

        The home page of the harbour documentation. Read the guide to get going.
        """,
    "guide/index.md": """
        ---
        title: Guide
        order: 2
        ---
        # Guide

        Everything about running the harbour, one page per task.
        """,
    # The word "quixotically" is on this page only, in its second section.
    "guide/install.md": """
        ---
        title: Installing the crane
        ---
        # Installing the crane

        Unpack the crane and bolt it to the quay of the harbour.

        <h2 id="calibrate-the-xylograph">Calibrate the xylograph<a class="anchor" href="#calibrate-the-xylograph" aria-label="Link to this section: Calibrate the xylograph">#</a></h2>

        Turn the dial quixotically until the needle settles, then write down the configuration.

        <h2 id="tidy-up">Tidy up<a class="anchor" href="#tidy-up" aria-label="Link to this section: Tidy up">#</a></h2>

        Sweep the quay.
        """,
    # A heading and a title that are markup if anything ever puts them in the page as HTML.
    "guide/hostile.md": """
        ---
        title: "<img src=x onerror=window.pwnedTitle=1> Hostile headings"
        ---
        # Hostile headings

        <h2 id="alarm">&lt;script&gt;window.pwned = 1&lt;/script&gt; Zebrafinch &lt;img src=x onerror="window.pwnedImage = 1"&gt;<a class="anchor" href="#alarm" aria-label="Link to this section: alarm">#</a></h2>

        The zebrafinch alarm rings when the tide turns in the harbour.
        """,
    # Words found by another form: an inflection no page has, a typo, a word without its accents, a
    # Japanese word inside a run (see test_search.py's test_words_are_found_by_meaning).
    "guide/tides.md": """
        ---
        title: Tide tables
        ---
        # Tide tables

        The ferry moored beside the élément of the Straße quay. 潮汐表の全文検索ができます。

        The tables are recalculated nightly.
        """,
    "guide/ferries.md": """
        ---
        title: Ferries
        ---
        # Ferries

        Ferries moor here, and the recalculation runs at noon.
        """,
}


def vitrine_binary():
    path = os.path.abspath(os.path.join(REPO, os.environ.get("VITRINE", ".build/debug/vitrine")))
    assert os.access(path, os.X_OK), f"vitrine binary not found: {path} (build with `swift build` or set VITRINE)"
    return path


@pytest.fixture(scope="session")
def source(tmp_path_factory):
    """The fixture site; the theme's stylesheets and icon come from Templates/static."""
    folder = tmp_path_factory.mktemp("search-site") / "Site"
    for name, text in PAGES.items():
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(textwrap.dedent(text).lstrip())
    return folder


def build(source, output, *extra):
    result = subprocess.run([vitrine_binary(), "build", "--site", str(source), "--templates", str(REPO / "Templates"),
                             "--output", str(output), *extra], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return output


@contextlib.contextmanager
def http_server(folder):
    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(folder)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()


@pytest.fixture(scope="session")
def static_site(source, tmp_path_factory):
    """Built for `/` and served; yields (base URL ending in /, output folder)."""
    output = build(source, tmp_path_factory.mktemp("search-out") / "site")
    with http_server(output) as url:
        yield url, output


@pytest.fixture(scope="session")
def sub_path_site(source, tmp_path_factory):
    """Built with --base-url /docs/ into parent/docs, the parent served; yields the URL of /docs/."""
    parent = tmp_path_factory.mktemp("search-parent")
    build(source, parent / "docs", "--base-url", "/docs/")
    with http_server(parent) as url:
        yield url + "docs/"


@pytest.fixture(scope="session")
def file_site(source, tmp_path_factory):
    """Built with --relative and opened from disk; yields the file:// URL of its folder (ending in /)."""
    output = build(source, tmp_path_factory.mktemp("search-file") / "site", "--relative")
    return output.as_uri() + "/"


@pytest.fixture(scope="session")
def preview_site(source):
    """`vitrine serve` on the fixture site; yields its URL (ending in /)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    process = subprocess.Popen([vitrine_binary(), "serve", "--site", str(source), "--templates", str(REPO / "Templates"),
                                "--port", str(port)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    line = process.stdout.readline()
    assert f"http://127.0.0.1:{port}/" in line, line
    yield f"http://127.0.0.1:{port}/"
    process.send_signal(signal.SIGINT)
    process.wait(timeout=60)
