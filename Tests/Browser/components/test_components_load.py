"""Every catalog preset loads in Chromium, inline in an HTML page and as an SVG file, without a
console error or warning, and its root <svg> is drawn at the size its width/height attributes say."""
import pytest

import components_support as support

CATALOG = support.catalog()
PRESETS = [p.id for p in CATALOG.presets]


def size_problems(size):
    problems = []
    if size["tag"] != "http://www.w3.org/2000/svg svg":
        problems.append(f"root element is {size['tag']}")
    if size["parserErrors"]:
        problems.append("the document has a parser error")
    try:
        want = (float(size["attrWidth"]), float(size["attrHeight"]))
    except (TypeError, ValueError):
        return problems + [f"width/height attributes are {size['attrWidth']!r} x {size['attrHeight']!r}"]
    got = (size["width"], size["height"])
    if not (got[0] > 0 and got[1] > 0):
        problems.append(f"rendered size {got} is empty")
    if abs(got[0] - want[0]) > 0.01 or abs(got[1] - want[1]) > 0.01:
        problems.append(f"rendered size {got} differs from the attributes {want}")
    return problems


def console_text(entries):
    return "\n".join(f"{e['level']}: {e['message']}" for e in entries)


def open_file(driver, path, size_js):
    console = support.load(driver, path)
    return console, driver.execute_script(size_js)


def test_render_all_writes_exactly_the_listed_presets():
    assert CATALOG.rendered_ids, "vitrine render --all wrote no SVG"
    assert CATALOG.rendered_ids == CATALOG.listed_ids


@pytest.mark.parametrize("preset_id", PRESETS)
def test_loads_inline_in_html(preset_id, alone):
    result = alone.get(CATALOG.by_id[preset_id])
    assert not support.console_problems(result.console), console_text(result.console)
    assert not size_problems(result.size)


@pytest.mark.parametrize("preset_id", PRESETS)
def test_loads_as_svg_file(preset_id, driver, size_js):
    console, size = open_file(driver, CATALOG.by_id[preset_id].path, size_js)
    assert not support.console_problems(console), console_text(console)
    assert not size_problems(size)


# Controls: the checks above see real defects.

BROKEN = ('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30" viewBox="0 0 40 30">'
          '<rect width="-5" height="10" fill="#000"/></svg>')


def test_control_a_bad_attribute_is_reported(driver, size_js):
    inline = support.open_items(driver, [("broken", BROKEN)], still=False)
    assert support.console_problems(inline), "a negative rect width went unnoticed inline"
    as_file, _ = open_file(driver, CATALOG.write_page(BROKEN, ".svg"), size_js)
    assert support.console_problems(as_file), "a negative rect width went unnoticed in an SVG file"


def test_control_malformed_xml_and_wrong_size_are_reported(driver, size_js):
    _, size = open_file(driver, CATALOG.write_page(BROKEN.replace("</svg>", ""), ".svg"), size_js)
    assert size_problems(size), "an unclosed <svg> went unnoticed"
    squeezed = BROKEN.replace('viewBox', 'style="width:20px" viewBox').replace('"-5"', '"5"')
    _, size = open_file(driver, CATALOG.write_page(squeezed, ".svg"), size_js)
    assert size_problems(size), "a root drawn at the wrong size went unnoticed"
