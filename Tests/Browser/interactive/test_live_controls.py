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

    Select(driver.find_element(By.ID, "p-orientation")).select_by_value("landscapeLeft")
    Select(driver.find_element(By.ID, "p-frame")).select_by_value("viewer")
    driver.find_element(By.CSS_SELECTOR, ".controls button[type=submit]").click()
    wait_for(lambda: "orientation=landscapeLeft" in driver.current_url)

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
    driver.find_element(By.CSS_SELECTOR, ".controls button[type=submit]").click()
    wait_for(lambda: "period=99" in driver.current_url)
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
