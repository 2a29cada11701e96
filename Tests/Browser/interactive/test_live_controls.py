"""The served catalog page's form round trip, a refused value beside its field, and no form in the static build."""
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from .conftest import wait_for


def picture_size(driver):
    return driver.execute_script(
        "const i = document.getElementById('live-picture'); return i.complete ? [i.naturalWidth, i.naturalHeight] : null")


def test_changing_a_select_rerenders_the_picture_and_the_command(served, driver):
    driver.get(served + "catalog/veil/")
    command = driver.find_element(By.ID, "live-command")
    assert command.text == "vitrine render veil -o veil.svg"
    wait_for(lambda: picture_size(driver) and picture_size(driver)[0] > 0)
    width, height = picture_size(driver)
    assert height > width, "the default veil is portrait"

    driver.execute_script("window.samePage = true")
    Select(driver.find_element(By.ID, "p-orientation")).select_by_value("landscapeLeft")
    Select(driver.find_element(By.ID, "p-frame")).select_by_value("viewer")
    wait_for(lambda: "frame=viewer" in driver.current_url)
    wait_for(lambda: "frame=viewer" in (driver.find_element(By.ID, "live-picture").get_attribute("src") or ""))
    assert driver.execute_script("return window.samePage") is True, "drawn again in place, with no page load"
    assert not driver.find_element(By.CSS_SELECTOR, ".controls button[type=submit]").is_displayed(), "no button with script on"

    command = "vitrine render veil --orientation landscapeLeft --frame viewer -o veil.svg"
    assert driver.find_element(By.ID, "live-command").text == command
    assert Select(driver.find_element(By.ID, "p-orientation")).first_selected_option.get_attribute("value") == "landscapeLeft"
    source = driver.find_element(By.ID, "live-picture").get_attribute("src")
    assert "/__vitrine/render/veil.svg?orientation=landscapeLeft&frame=viewer" in source
    wait_for(lambda: picture_size(driver) and picture_size(driver)[0] > 0)
    width, height = picture_size(driver)
    assert width > height, "the viewer sees a landscape screen"


def test_a_refused_value_shows_the_cli_message_next_to_its_field(served, driver):
    driver.get(served + "catalog/activity-indicator/")
    period = driver.find_element(By.ID, "p-period")
    period.clear()
    period.send_keys("99")
    wait_for(lambda: "period=99" in driver.current_url)
    wait_for(lambda: driver.find_elements(By.ID, "p-period-error"))
    error = driver.find_element(By.ID, "p-period-error")
    assert error.text.startswith("invalid value '99' for '--period' of activity-indicator: expected")
    field = error.find_element(By.XPATH, "..")
    assert field.find_element(By.TAG_NAME, "label").text == "period"
    assert driver.find_element(By.ID, "p-period").get_attribute("aria-invalid") == "true"
    assert not driver.find_elements(By.ID, "live-picture")


def test_hostile_text_is_shown_as_text(served, driver):
    hostile = "<img src=x onerror=document.title='pwned'>"
    driver.get(served + "catalog/veil/?message=" + hostile.replace("<", "%3C").replace(">", "%3E").replace("=", "%3D").replace("'", "%27"))
    assert driver.title != "pwned"
    assert driver.find_element(By.ID, "p-message").get_attribute("value") == hostile
    assert "<img src=x onerror=document.title=" in driver.find_element(By.ID, "live-command").text
    assert not driver.find_elements(By.CSS_SELECTOR, "main img[src=x]")


def test_the_static_build_has_no_form_and_keeps_the_preset_grid(static, driver):
    url, _ = static
    driver.get(url + "catalog/veil/")
    assert not driver.find_elements(By.TAG_NAME, "form")
    tiles = driver.find_elements(By.CSS_SELECTOR, ".grid .tile img")
    assert tiles and all(driver.execute_script("return arguments[0].naturalWidth", tile) > 0 for tile in tiles)


def test_the_sites_own_component_draws_again_as_a_value_is_typed_or_chosen(served, driver):
    """The project's site declares a badge of its own (Site/components/badge.svg): its catalog page has the
    built-ins' live controls, and the picture follows each value typed or chosen with no page load: its width
    is computed from its label's, so a longer label gives a wider picture."""
    driver.get(served + "catalog/badge/")
    wait_for(lambda: picture_size(driver) and picture_size(driver)[0] > 0)
    width, height = picture_size(driver)
    assert height == 28 and 60 < width < 120
    driver.execute_script("window.samePage = true")
    label = driver.find_element(By.ID, "p-label")
    label.clear()
    label.send_keys("deploys")
    wait_for(lambda: "label=deploys" in (driver.find_element(By.ID, "live-picture").get_attribute("src") or ""))
    wait_for(lambda: picture_size(driver) and picture_size(driver)[0] > width)
    Select(driver.find_element(By.ID, "p-shape")).select_by_value("square")
    wait_for(lambda: "shape=square" in (driver.find_element(By.ID, "live-picture").get_attribute("src") or ""))
    assert driver.find_element(By.ID, "live-command").text == "vitrine render badge --label deploys --shape square -o badge.svg"
    count = driver.find_element(By.ID, "p-count")
    count.clear()
    count.send_keys("100000")
    # While the field is cleared the empty value is refused too; the last value typed is the one shown.
    wait_for(lambda: any("'100000'" in error.text for error in driver.find_elements(By.ID, "p-count-error")))
    assert driver.find_element(By.ID, "p-count-error").text.startswith("invalid value '100000' for '--count' of badge")
    assert not driver.find_elements(By.ID, "live-picture")
    assert driver.find_element(By.ID, "p-label") == label and label.get_attribute("value") == "deploys"
    assert driver.execute_script("return window.samePage") is True
