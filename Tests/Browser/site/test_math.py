"""Math as a reader sees it: Chromium lays the MathML out as math (a fraction's numerator above its
denominator, a display's sum with its limits above and below), with no script on the page."""
import os, subprocess

import pytest
from site_support import REPO, VITRINE, serve

PAGE = """# Math

Inline $\\frac{a}{b}$ in a line.

$$
\\sum_{i=1}^{n} i = \\frac{n(n+1)}{2}
$$

Kept: $\\unknowncommand{x}$.
"""


@pytest.fixture(scope="module")
def math_site(workdir):
    source = os.path.join(workdir, "math-source")
    os.makedirs(source, exist_ok=True)
    with open(os.path.join(source, "index.md"), "w") as f:
        f.write(PAGE)
    with open(os.path.join(source, "config.yml"), "w") as f:
        f.write("title: Math\n")
    output = os.path.join(workdir, "math-output")
    result = subprocess.run([VITRINE, "build", "--site", source, "--templates", os.path.join(REPO, "Templates"), "--output", output],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "1 formula kept as TeX" in result.stderr
    with serve(output) as url:
        yield url


def rect(browser, script):
    return browser.execute_script(f"const r = {script}.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom];")


def test_a_fraction_is_drawn_as_one(math_site, browser):
    browser.get(f"{math_site}/")
    # No math script: the browser draws MathML itself.
    assert browser.execute_script("return [...document.scripts].filter(s => /math|katex/i.test(s.src)).length") == 0
    numerator = rect(browser, "document.querySelector('p math mfrac').children[0]")
    denominator = rect(browser, "document.querySelector('p math mfrac').children[1]")
    # MathML laid out: the numerator sits above the denominator, not beside it as unknown elements would.
    assert numerator[3] <= denominator[1] + 1
    assert abs((numerator[0] + numerator[2]) / 2 - (denominator[0] + denominator[2]) / 2) < 2


def test_a_display_puts_limits_above_and_below_the_sum(math_site, browser):
    browser.get(f"{math_site}/")
    assert browser.execute_script("return getComputedStyle(document.querySelector('math[display=block]')).display").startswith("block")
    operator = rect(browser, "document.querySelector('munderover').children[0]")
    below = rect(browser, "document.querySelector('munderover').children[1]")
    above = rect(browser, "document.querySelector('munderover').children[2]")
    assert above[3] <= operator[1] + 2 and below[1] >= operator[3] - 2


def test_unknown_tex_shows_as_written(math_site, browser):
    browser.get(f"{math_site}/")
    assert browser.execute_script("return document.querySelector('code.math').textContent") == "\\unknowncommand{x}"
