"""The deeplink demo in headless Chromium: the page against the golden file recorded from
`sitegen deeplink`, the drawn app clicked and driven by keyboard, untrusted input shown as
text, both styles in light and dark (screenshots), and axe-core's serious rules.

The site is built with the built `sitegen` into a temporary folder and served on
127.0.0.1 (demo_support.py); run `swift build` first."""
import contextlib
import html
import json
import re
import urllib.parse

import pytest

import demo_support

FIRST = "C3050F46-B575-46D1-93C3-95858E365C8D"
SECOND = "5B7C1D2E-3F40-4A51-8B62-7C83D94EA5F6"
DELETE_FIRST = f"deeplink:///alarms/{FIRST}/delete"
TIME_ZONE = "Europe/Madrid"   # the device's zone: rows show local times, as DateFormatter does


# MARK: Fixtures (named demo_* so they never shadow conftest.py's)

@pytest.fixture(scope="module")
def demo_site(tmp_path_factory):
    return demo_support.build_site(tmp_path_factory.mktemp("demo-site") / "public")


@pytest.fixture(scope="module")
def demo_server(demo_site):
    with demo_support.serve(demo_site) as base:
        yield base


@pytest.fixture(scope="module")
def demo_browser():
    driver = demo_support.make_browser()
    yield driver
    driver.quit()


@pytest.fixture(scope="module")
def golden():
    return demo_support.load_golden()


@pytest.fixture
def page(demo_browser, demo_server):
    """Opens the demo page (with an optional query) in light mode and the test's time zone."""
    def open_page(query="", scheme="light"):
        demo_support.emulate(demo_browser, scheme, TIME_ZONE)
        demo_browser.get(demo_server + "demo/" + query)
        wait_until(demo_browser, lambda d: d.execute_script("return !!window.sitegenDemo"))
        return demo_browser
    return open_page


def wait_until(driver, condition, timeout=10):
    from selenium.webdriver.support.ui import WebDriverWait
    return WebDriverWait(driver, timeout).until(condition)


def settle(driver):
    """Waits for the app's animations (a sheet rising, an alert appearing, a row sliding) to
    end, as a finger would, so that a click lands where the button rests."""
    wait_until(driver, lambda d: d.execute_script(
        "return document.getAnimations().every(a => a.playState !== 'running' && a.playState !== 'pending')"))


def click(driver, selector):
    settle(driver)
    driver.find_element("css selector", selector).click()


def state(driver):
    return driver.execute_script("return window.sitegenDemo.state()")


def css(driver, selector):
    return driver.find_elements("css selector", selector)


def active(driver):
    return driver.switch_to.active_element


def demo_query(*links):
    return "?" + "&".join("link=" + urllib.parse.quote(link, safe="") for link in links)


# MARK: Parity with sitegen deeplink

def test_the_golden_file_has_at_least_40_cases(golden):
    assert len(golden["cases"]) >= 40
    assert len({case["name"] for case in golden["cases"]}) == len(golden["cases"])


REPLAY = """
const cases = JSON.parse(arguments[0]);
const out = [];
for (const c of cases) {
  window.sitegenDemo.reset();
  if (c.now !== null) window.sitegenDemo.setNow(c.now);
  const results = c.links.map(link => {
    const result = window.sitegenDemo.open(link);
    return result.opened ? "opened" : "ignored: " + result.reason;
  });
  out.push({ name: c.name, results: results, state: window.sitegenDemo.state() });
}
return JSON.stringify(out);
"""


def test_every_golden_case_gives_the_same_state_in_the_page(page, golden):
    driver = page()
    replayed = json.loads(driver.execute_script(REPLAY, json.dumps(golden["cases"])))
    mismatches = []
    for case, got in zip(golden["cases"], replayed):
        if got["results"] != case["results"] or got["state"] != case["state"]:
            mismatches.append(f"{case['name']} {case['links']!r} now={case['now']}:\n"
                              f"  sitegen: {case['results']} {json.dumps(case['state'], sort_keys=True)}\n"
                              f"  page:    {got['results']} {json.dumps(got['state'], sort_keys=True)}")
    assert not mismatches, f"{len(mismatches)} of {len(golden['cases'])} cases differ:\n" + "\n".join(mismatches)
    # Same key order as `sitegen deeplink` (sorted), `route: null` written out.
    start = next(case for case in golden["cases"] if case["name"] == "start state")
    driver.execute_script("window.sitegenDemo.reset()")
    page_json = driver.execute_script("return JSON.stringify(window.sitegenDemo.state())")
    assert page_json == json.dumps(start["state"], sort_keys=True, separators=(",", ":"))
    assert '"route":null' in page_json


def test_the_start_state_comes_from_alarmcore(demo_site, golden):
    page_html = (demo_site / "demo" / "index.html").read_text(encoding="utf-8")
    embedded = re.search(r'<script type="application/json" class="alarm-demo-start">(.*?)</script>', page_html, re.S)
    start = next(case for case in golden["cases"] if case["name"] == "start state")
    assert json.loads(embedded.group(1)) == start["state"]


def test_set_now_rejects_what_sitegen_rejects(page):
    driver = page()
    message = driver.execute_script(
        "try { window.sitegenDemo.setNow('2025-01-06T09:41:00'); return null; } catch (e) { return e.message; }")
    assert message and "is not a date" in message
    assert driver.execute_script("return window.sitegenDemo.setNow('2030-01-01T00:00:00+01:00').selectedTab") == "alarms"
    added = driver.execute_script("return window.sitegenDemo.open('deeplink:///alarms/add').state.route")
    assert added == {"case": "add", "date": "2029-12-31T23:00:00.000Z", "isOn": False}


def tap(driver, step):
    """Does one step of demo-interactions.json on the drawn app, as a reader would."""
    from selenium.webdriver.common.keys import Keys
    kind = step["do"]
    if kind == "open":
        driver.execute_script("window.sitegenDemo.open(arguments[0])", step["url"])
        return
    if kind in ("delete", "toggle"):
        # A swipe action: reached with the keyboard, which slides it into view.
        driver.find_element("css selector", f"[data-key={kind}-{step['id']}]").send_keys(Keys.ENTER)
        return
    if kind == "addIsOn":
        settle(driver)
        switch = driver.find_element("css selector", "[data-dialog=add] [role=switch]")
        if switch.is_selected() != step["isOn"]:
            switch.click()
        return
    selector = {
        "toggleStyle": "[data-key=main-switch]",
        "selectTab": f"[data-key=tab-{step.get('tab')}]",
        "add": "[data-key=add]",
        "addCancel": "[data-dialog=add] [data-action=cancel]",
        "addSave": "[data-dialog=add] [data-action=confirm]",
        "confirm": "[data-dialog] [data-action=confirm]",
        "cancel": "[data-dialog] [data-action=cancel]",
    }[kind]
    click(driver, selector)


def test_taps_on_the_drawn_app_reach_alarmcores_states(page):
    """Tests/AlarmCoreTests/Fixtures/demo-interactions.json, recorded from AlarmCore's view
    models by DemoInteractionTests, done here by clicking and keying the drawn app."""
    recorded = json.loads((demo_support.ROOT / "Tests" / "AlarmCoreTests" / "Fixtures" / "demo-interactions.json")
                          .read_text(encoding="utf-8"))["cases"]
    assert len(recorded) >= 15
    driver = page()
    mismatches = []
    for case in recorded:
        driver.execute_script("window.sitegenDemo.reset()")
        if case.get("now"):
            driver.execute_script("window.sitegenDemo.setNow(arguments[0])", case["now"])
        for step in case["steps"]:
            tap(driver, step)
        got = state(driver)
        drawn = [row.get_attribute("data-id") for row in css(driver, ".alarm-row")]
        if got != case["state"] or drawn != [item["id"] for item in got["items"]]:
            mismatches.append(f"{case['name']}:\n  AlarmCore: {json.dumps(case['state'], sort_keys=True)}\n"
                              f"  page:      {json.dumps(got, sort_keys=True)}\n  drawn rows: {drawn}")
    assert not mismatches, "\n".join(mismatches)


# MARK: "Probar" links

def probar_links(demo_site):
    """(page, data-deeplink, href) of every "Probar" link of the built articles."""
    found = []
    for path in sorted(demo_site.rglob("index.html")):
        text = path.read_text(encoding="utf-8")
        for match in re.finditer(r'<a class="deeplink-try-(?:link|inline)" href="([^"]*)" data-deeplink="([^"]*)"', text):
            found.append((path.relative_to(demo_site).as_posix(), html.unescape(match.group(2)), html.unescape(match.group(1))))
    return found


def test_every_deeplink_of_the_article_has_a_probar_link_and_a_golden_case(demo_site, golden):
    links = probar_links(demo_site)
    tried = {link for _, link, _ in links}
    assert DELETE_FIRST in tried
    assert "deeplink:///alarms/add?isOn=true&date=2015-01-01T00:00:00.000Z" in tried
    single = {tuple(case["links"]) for case in golden["cases"]}
    for page_path, link, href in links:
        assert (link,) in single, f"{page_path}: no golden case for {link}"
        target, _, query = href.partition("?")
        assert target.endswith("demo/"), href
        assert query.startswith("link=") and urllib.parse.unquote(query[len("link="):]) == link, href
    for written in golden["articleLinks"]:
        as_tried = re.sub(r"/:[A-Za-z]+(?=/|$)", "/" + FIRST, written)
        assert as_tried in tried, f"the article's {written} has no Probar link"


def test_a_probar_link_opens_the_demo_page_in_that_state(demo_browser, demo_server, demo_site):
    page_path, link, href = next(entry for entry in probar_links(demo_site) if entry[1] == DELETE_FIRST)
    demo_support.emulate(demo_browser, "light", TIME_ZONE)
    demo_browser.get(demo_server + page_path)
    demo_browser.get(urllib.parse.urljoin(demo_server + page_path, href))
    wait_until(demo_browser, lambda d: css(d, "[role=alertdialog]"))
    assert state(demo_browser)["route"] == {"case": "items", "id": FIRST, "route": "deleteAlert"}
    assert "link=" in demo_browser.current_url
    # The alert is a labelled modal dialog and has the focus.
    alert = css(demo_browser, "[role=alertdialog]")[0]
    assert alert.get_attribute("aria-modal") == "true"
    title = demo_browser.find_element("id", alert.get_attribute("aria-labelledby")).text
    assert re.fullmatch(r"\d\d:\d\d", title)
    assert alert.find_element("css selector", "[data-action=cancel]") == active(demo_browser)


def part_05_with_delete_link(demo_site):
    """The page of part 05, which has a "Probar" link for deleting the first alarm."""
    return next(entry[0] for entry in probar_links(demo_site) if entry[1] == DELETE_FIRST and "05" in entry[0])


def open_delete_alert_from_part_05(demo_browser, demo_server, demo_site):
    """Opens part 05 and follows its "Probar" link for deleting the first alarm: the embedded
    demo shows the delete alert. Returns the link."""
    demo_support.emulate(demo_browser, "light", TIME_ZONE)
    demo_browser.get(demo_server + part_05_with_delete_link(demo_site))
    wait_until(demo_browser, lambda d: d.execute_script("return !!window.sitegenDemo"))
    link = next(a for a in css(demo_browser, "a.deeplink-try-link") if a.get_attribute("data-deeplink") == DELETE_FIRST)
    link.click()
    wait_until(demo_browser, lambda d: css(d, ".alarm-demo [role=alertdialog]"))
    return link


def test_a_probar_link_in_an_article_opens_the_embedded_demo(demo_browser, demo_server, demo_site):
    link = open_delete_alert_from_part_05(demo_browser, demo_server, demo_site)
    assert "/demo/" not in demo_browser.current_url
    assert state(demo_browser)["route"]["route"] == "deleteAlert"
    active(demo_browser).send_keys("\ue00c")  # Escape: cancel, focus back on the link
    wait_until(demo_browser, lambda d: not css(d, ".alarm-demo [role=alertdialog]"))
    assert state(demo_browser)["route"] is None
    assert active(demo_browser) == link


# MARK: The drawn app

def test_open_a_delete_link_confirm_and_the_row_is_gone(page):
    driver = page(demo_query(DELETE_FIRST))
    wait_until(driver, lambda d: css(d, "[role=alertdialog]"))
    assert len(css(driver, ".alarm-row")) == 3
    click(driver, "[role=alertdialog] [data-action=confirm]")
    wait_until(driver, lambda d: not css(d, "[role=alertdialog]"))
    assert [row.get_attribute("data-id") for row in css(driver, ".alarm-row")] == [
        SECOND, "9E8D7C6B-5A49-4382-9170-6F5E4D3C2B1A"]
    after = state(driver)
    assert after["route"] is None and FIRST not in [item["id"] for item in after["items"]]
    # The deleted alarm cannot be opened any more, and says why.
    result = driver.execute_script("return window.sitegenDemo.open(arguments[0])", DELETE_FIRST)
    assert result["opened"] is False and result["reason"] == f"no alarm with id {FIRST}"


def test_open_an_add_link_with_a_date_press_add_and_see_the_new_row(page):
    from selenium.webdriver.common.keys import Keys
    driver = page()
    address = driver.find_element("css selector", "[data-address-input]")
    address.send_keys("deeplink:///alarms/add?isOn=true&date=2015-01-01T08:30:00.000Z" + Keys.ENTER)
    sheet = wait_until(driver, lambda d: css(d, "[role=dialog][data-dialog=add]"))[0]
    assert sheet.get_attribute("aria-modal") == "true"
    assert driver.find_element("id", sheet.get_attribute("aria-labelledby")).get_attribute("textContent") == "Add Alarm"
    assert sheet.find_element("css selector", "[role=switch]").is_selected()
    assert sheet.find_element("css selector", "input[type=time]").get_attribute("value") == "09:30"  # 08:30Z in Madrid
    assert sheet.find_element("css selector", "input[type=date]").get_attribute("value") == "2015-01-01"
    click(driver, "[role=dialog][data-dialog=add] [data-action=confirm]")
    wait_until(driver, lambda d: not css(d, "[role=dialog]"))
    rows = css(driver, ".alarm-row")
    assert len(rows) == 4
    assert rows[-1].find_element("css selector", ".alarm-time").text == "09:30"
    assert rows[-1].find_element("css selector", ".alarm-date").text == "Thursday, 1 January, 2015"
    assert state(driver)["items"][-1] == {"date": "2015-01-01T08:30:00.000Z", "id": "00000000-0000-0000-0000-000000000001",
                                          "isOn": True, "route": None}
    assert state(driver)["route"] is None
    assert active(driver) == driver.find_element("css selector", "[data-address] [type=submit]")


def test_the_add_button_and_the_sheet_controls_change_the_same_state(page):
    driver = page()
    click(driver, "[data-key=add]")
    sheet = wait_until(driver, lambda d: css(d, "[data-dialog=add]"))[0]
    assert state(driver)["route"] == {"case": "add", "date": "2025-01-06T09:41:00.000Z", "isOn": True}
    assert active(driver) == sheet.find_element("css selector", "input[type=date]")
    click(driver, "[data-dialog=add] [role=switch]")
    time_input = driver.find_element("css selector", "[data-dialog=add] input[type=time]")
    driver.execute_script("arguments[0].value = '06:15'; arguments[0].dispatchEvent(new Event('change', {bubbles: true}))", time_input)
    assert state(driver)["route"] == {"case": "add", "date": "2025-01-06T05:15:00.000Z", "isOn": False}
    click(driver, "[data-dialog=add] [data-action=cancel]")
    wait_until(driver, lambda d: not css(d, "[data-dialog]"))
    assert state(driver)["route"] is None and len(state(driver)["items"]) == 3
    assert active(driver) == driver.find_element("css selector", "[data-key=add]")


def test_keyboard_alone_toggle_an_alarm(page):
    from selenium.webdriver.common.keys import Keys
    driver = page()
    # Tab from the style button: the Add button, then the first row's leading swipe
    # action, which slides into view.
    driver.find_element("css selector", "[data-key=main-switch]").send_keys(Keys.TAB)
    assert active(driver).get_attribute("data-key") == "add"
    active(driver).send_keys(Keys.TAB)
    assert active(driver).get_attribute("data-key") == f"toggle-{FIRST}"
    assert css(driver, ".alarm-row")[0].get_attribute("data-revealed") == "leading"
    assert "Enable" in active(driver).get_attribute("aria-label")
    active(driver).send_keys(Keys.ENTER)
    dialog = wait_until(driver, lambda d: css(d, "[data-dialog=toggleConfirmationDialog]"))[0]
    assert dialog.get_attribute("role") == "dialog" and dialog.get_attribute("aria-modal") == "true"
    assert active(driver).text == "Enable"
    # Focus stays in the dialog.
    active(driver).send_keys(Keys.TAB)
    assert active(driver).text == "Cancel"
    active(driver).send_keys(Keys.TAB)
    assert active(driver).text == "Enable"
    active(driver).send_keys(Keys.ENTER)
    wait_until(driver, lambda d: not css(d, "[data-dialog]"))
    assert state(driver)["items"][0]["isOn"] is True
    assert active(driver).get_attribute("data-key") == f"toggle-{FIRST}"
    assert css(driver, ".alarm-row")[0].find_element("css selector", ".alarm-status").text == ""


def test_keyboard_alone_tabs_and_escape(page):
    from selenium.webdriver.common.keys import Keys
    driver = page(demo_query(f"deeplink:///alarms/{SECOND}/toggle"))
    wait_until(driver, lambda d: css(d, "[data-dialog=toggleConfirmationDialog]"))
    active(driver).send_keys(Keys.ESCAPE)
    wait_until(driver, lambda d: not css(d, "[data-dialog]"))
    assert state(driver)["route"] is None
    tab = driver.find_element("css selector", "[data-key=tab-alarms]")
    tab.send_keys(Keys.ARROW_RIGHT)
    assert state(driver)["selectedTab"] == "crono"
    assert active(driver).get_attribute("aria-selected") == "true"
    active(driver).send_keys(Keys.HOME)
    assert state(driver)["selectedTab"] == "clock"
    assert css(driver, "[role=tabpanel]:not([hidden])")[0].text == "Clock"


def test_swipe_a_row_to_reach_its_delete_action(page):
    from selenium.webdriver.common.action_chains import ActionChains
    driver = page()
    content = css(driver, ".alarm-row .row-content")[1]
    ActionChains(driver).click_and_hold(content).move_by_offset(-70, 0).release().perform()
    row = css(driver, ".alarm-row")[1]
    assert row.get_attribute("data-revealed") == "trailing"
    settle(driver)  # the row slides
    row.find_element("css selector", "[data-action=delete]").click()
    wait_until(driver, lambda d: css(d, "[role=alertdialog]"))
    assert state(driver)["route"] == {"case": "items", "id": SECOND, "route": "deleteAlert"}
    assert state(driver)["items"][1]["route"] == "deleteAlert"


def test_a_tab_link_keeps_the_alert_for_later(page):
    driver = page(demo_query(DELETE_FIRST, "deeplink:///clock"))
    assert not css(driver, "[role=alertdialog]")
    assert css(driver, "[role=tabpanel]:not([hidden])")[0].text == "Clock"
    click(driver, "[data-key=tab-alarms]")
    wait_until(driver, lambda d: css(d, "[role=alertdialog]"))


def test_the_state_is_shown_as_swift_and_as_deeplinks_and_the_address_carries_it(page):
    from selenium.webdriver.common.keys import Keys
    driver = page()
    assert "link=" not in driver.current_url, "a plain visit keeps a plain address"
    address = driver.find_element("css selector", "[data-address-input]")
    address.send_keys(f"deeplink:///alarms/{SECOND.lower()}/toggle" + Keys.ENTER)
    wait_until(driver, lambda d: css(d, "[data-dialog]"))
    assert driver.find_element("css selector", "[data-swift-route]").text == \
        f".items(id: {SECOND}, route: .toggleConfirmationDialog)"
    assert [li.text for li in css(driver, "[data-state-links] li")] == [f"deeplink:///alarms/{SECOND}/toggle"]
    assert urllib.parse.unquote(urllib.parse.urlparse(driver.current_url).query) == \
        f"link=deeplink:///alarms/{SECOND}/toggle"
    shared = driver.current_url
    driver.get(shared)
    wait_until(driver, lambda d: css(d, "[data-dialog=toggleConfirmationDialog]"))
    assert state(driver)["route"] == {"case": "items", "id": SECOND, "route": "toggleConfirmationDialog"}
    # Reset: the start state again.
    click(driver, "[data-dialog] [data-action=cancel]")
    click(driver, "[data-reset]")
    assert driver.find_element("css selector", "[data-swift-route]").text == "nil"


# MARK: Untrusted input

@pytest.mark.parametrize("text", ["<img src=x onerror=\"window.pwned=1\">", "deeplink:///<b>bold</b>",
                                  "deeplink:///%3Cscript%3Ewindow.pwned%3D1%3C%2Fscript%3E", "javascript:window.pwned=1"])
def test_typed_text_is_shown_as_text_with_a_spanish_reason_and_changes_nothing(page, golden, text):
    from selenium.webdriver.common.keys import Keys
    driver = page()
    before = state(driver)
    driver.find_element("css selector", "[data-address-input]").send_keys(text + Keys.ENTER)
    result = driver.find_element("css selector", "[data-result]")
    parsed = driver.execute_script("return window.SitegenAlarmCore.parseDeeplink(arguments[0])", text)
    expected = parsed["reason"]
    assert result.text == "Ignorado: " + parsed["message"]
    assert expected not in result.text, "the reader reads the reason in Spanish"
    assert not result.find_elements("css selector", "img, b, script")
    assert not css(driver, ".alarm-demo img, .alarm-demo b, .alarm-demo script:not([src]):not(.alarm-demo-start)")
    assert driver.execute_script("return window.pwned") is None
    assert state(driver) == before
    # The reason is AlarmCore's, word for word, where the golden file has the link.
    recorded = [case for case in golden["cases"] if case["links"] == [text]]
    if recorded:
        assert "ignored: " + expected == recorded[0]["results"][0]


def test_a_malformed_page_address_is_reported_not_opened(page):
    driver = page("?link=%E0%A4%A")
    assert "Ignorado" in driver.find_element("css selector", "[data-result]").text
    assert state(driver)["route"] is None and state(driver)["selectedTab"] == "alarms"


# MARK: What the reader reads: Spanish, without the site's internals

ENGLISH_REASONS = re.compile(r"\b(unknown|expected|unsupported|invalid|no alarm|is not|empty link|no path|not a URL)\b")


@pytest.mark.parametrize("text, expected", [
    ("deeplink:///ajustes", "Ignorado: «ajustes» no es una pestaña (se espera clock, alarms o crono)."),
    ("https://example.com/alarms", "Ignorado: la app no abre enlaces «https:», solo los de deeplink:."),
    ("deeplink://alarms", "Ignorado: sobra «alarms» entre las barras: escribe deeplink:///… con tres barras."),
    ("deeplink:///alarms/pepe/delete", "Ignorado: «pepe» no es el id de una alarma (un UUID)."),
    ("deeplink:///alarms/00000000-0000-0000-0000-000000000009/toggle",
     "Ignorado: no hay ninguna alarma con el id 00000000-0000-0000-0000-000000000009."),
    ("", "Ignorado: el enlace está vacío."),
])
def test_an_invalid_link_is_explained_in_spanish(page, text, expected):
    from selenium.webdriver.common.keys import Keys
    driver = page()
    address = driver.find_element("css selector", "[data-address-input]")
    address.send_keys(text + Keys.ENTER)
    result = driver.find_element("css selector", "[data-result]")
    wait_until(driver, lambda d: result.text)
    assert result.text == expected
    assert not ENGLISH_REASONS.search(result.text), result.text
    assert "is-ignored" in result.get_attribute("class")


def reader_text(driver):
    """The words of the demo (and the demo page's intro and notes) a reader can meet: text,
    labels, placeholders and titles, scripts left out."""
    return driver.execute_script("""
        const parts = [];
        for (const node of document.querySelectorAll('.alarm-demo, .demo-page, .demo-notes')) {
          const copy = node.cloneNode(true);
          copy.querySelectorAll('script').forEach(s => s.remove());
          parts.push(copy.textContent);
          copy.querySelectorAll('[aria-label], [title], [placeholder]').forEach(el => parts.push(
            el.getAttribute('aria-label') || '', el.getAttribute('title') || '', el.getAttribute('placeholder') || ''));
          parts.push(node.getAttribute('aria-label') || '');
        }
        return parts.join(' ');""")


def test_the_demo_names_none_of_the_sites_internals(demo_browser, demo_server, demo_site):
    pages = ["demo/"] + sorted({page_path.removesuffix("index.html") for page_path, _, _ in probar_links(demo_site)
                                if "demo/" not in page_path})
    assert len(pages) >= 5
    demo_support.emulate(demo_browser, "light", TIME_ZONE)
    for page_path in pages:
        demo_browser.get(demo_server + page_path)
        wait_until(demo_browser, lambda d: d.execute_script("return !!window.sitegenDemo"))
        lead = css(demo_browser, ".alarm-demo-lead, .demo-page .lead")
        assert lead and "el código del tutorial" in lead[0].text, page_path
        # Every kind of status line: opened, ignored, and a change made in the app.
        for link in ("deeplink:///crono", "deeplink:///nada", "deeplink:///alarms"):
            demo_browser.execute_script("window.sitegenDemo.open(arguments[0])", link)
        click(demo_browser, "[data-key=main-switch]")
        words = reader_text(demo_browser)
        for internal in ("AlarmCore", "sitegen", "DESIGN.md", "golden"):
            assert internal.lower() not in words.lower(), f"{page_path}: the reader meets '{internal}'"


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 1000)])
@pytest.mark.parametrize("style", ["swiftui", "uikit"])
def test_the_add_sheets_date_and_time_fields_are_not_clipped(demo_browser, demo_server, width, height, style):
    with demo_support.viewport(demo_browser, width, height):
        demo_support.emulate(demo_browser, "light", TIME_ZONE)
        query = demo_query("deeplink:///alarms/add?isOn=true&date=2015-01-01T00:00:00.000Z") + ("&ui=uikit" if style == "uikit" else "")
        demo_browser.get(demo_server + "demo/" + query)
        wait_until(demo_browser, lambda d: css(d, "[data-dialog=add]"))
        settle(demo_browser)
        fields = demo_browser.execute_script("""
            return Array.from(document.querySelectorAll('[data-dialog=add] .picker-input')).map(input => {
              // The width the field needs for its text (a 12-hour time has AM/PM), measured on a copy.
              const copy = input.cloneNode();
              copy.style.width = 'max-content';
              input.parentNode.appendChild(copy);
              const needed = copy.getBoundingClientRect().width;
              copy.remove();
              const box = input.getBoundingClientRect(), sheet = input.closest('[data-dialog]').getBoundingClientRect();
              return { type: input.type, scrollWidth: input.scrollWidth, clientWidth: input.clientWidth,
                       width: box.width, needed: needed, left: box.left, right: box.right,
                       sheetLeft: sheet.left, sheetRight: sheet.right };
            });""")
        assert [field["type"] for field in fields] == ["date", "time"]
        for field in fields:
            assert field["scrollWidth"] <= field["clientWidth"], field
            assert field["width"] + 0.5 >= field["needed"], f"the {field['type']} field is clipped: {field}"
            assert field["sheetLeft"] <= field["left"] and field["right"] <= field["sheetRight"], field


# MARK: The status line and the address bar follow the app

def status_text(driver):
    return driver.find_element("css selector", "[data-result]").text


def address_value(driver):
    return driver.find_element("css selector", "[data-address-input]").get_attribute("value")


def test_status_and_address_follow_every_dialog(page):
    from selenium.webdriver.common.keys import Keys
    driver = page()
    address = driver.find_element("css selector", "[data-address-input]")
    # A dialog opened by a link, closed in the app.
    address.send_keys(DELETE_FIRST + Keys.ENTER)
    wait_until(driver, lambda d: css(d, "[role=alertdialog]"))
    assert status_text(driver) == "Abierto: " + DELETE_FIRST
    assert address_value(driver) == DELETE_FIRST
    click(driver, "[role=alertdialog] [data-action=cancel]")
    wait_until(driver, lambda d: not css(d, "[role=alertdialog]"))
    assert status_text(driver) == "En la app: Se cerró la alerta sin borrar nada."
    assert address_value(driver) == "deeplink:///alarms"
    assert urllib.parse.unquote(urllib.parse.urlparse(driver.current_url).query) == "link=deeplink:///alarms"
    # A dialog opened in the app, then confirmed.
    driver.find_element("css selector", f"[data-key=delete-{SECOND}]").send_keys(Keys.ENTER)
    wait_until(driver, lambda d: css(d, "[role=alertdialog]"))
    assert status_text(driver) == "En la app: Se abrió la alerta para borrar la alarma de las 08:30."
    assert address_value(driver) == f"deeplink:///alarms/{SECOND}/delete"
    assert urllib.parse.unquote(urllib.parse.urlparse(driver.current_url).query) == f"link=deeplink:///alarms/{SECOND}/delete"
    click(driver, "[role=alertdialog] [data-action=confirm]")
    wait_until(driver, lambda d: not css(d, "[role=alertdialog]"))
    assert status_text(driver) == "En la app: Se cerró la alerta: la alarma de las 08:30 se ha borrado."
    assert address_value(driver) == "deeplink:///alarms"
    # The confirmation dialog.
    driver.find_element("css selector", f"[data-key=toggle-{FIRST}]").send_keys(Keys.ENTER)
    wait_until(driver, lambda d: css(d, "[data-dialog=toggleConfirmationDialog]"))
    assert address_value(driver) == f"deeplink:///alarms/{FIRST}/toggle"
    assert status_text(driver).startswith("En la app: Se abrió el diálogo")
    click(driver, "[data-dialog] [data-action=confirm]")
    wait_until(driver, lambda d: not css(d, "[data-dialog]"))
    assert status_text(driver) == "En la app: Se cerró el diálogo: la alarma de las 08:00 está activada."
    assert address_value(driver) == "deeplink:///alarms"
    # The sheet: its link follows the switch, and saving says what was added.
    click(driver, "[data-key=add]")
    wait_until(driver, lambda d: css(d, "[data-dialog=add]"))
    assert status_text(driver) == "En la app: Se abrió la hoja para añadir una alarma."
    assert address_value(driver) == "deeplink:///alarms/add?isOn=true&date=2025-01-06T09:41:00.000Z"
    click(driver, "[data-dialog=add] [role=switch]")
    assert address_value(driver) == "deeplink:///alarms/add?isOn=false&date=2025-01-06T09:41:00.000Z"
    assert status_text(driver) == "En la app: La nueva alarma estará desactivada."
    click(driver, "[data-dialog=add] [data-action=confirm]")
    wait_until(driver, lambda d: not css(d, "[data-dialog]"))
    assert status_text(driver) == "En la app: Se cerró la hoja: se ha añadido la alarma de las 10:41, desactivada."
    assert address_value(driver) == "deeplink:///alarms"
    # A dialog closed by a link.
    driver.execute_script("window.sitegenDemo.open(arguments[0])", f"deeplink:///alarms/{FIRST}/toggle")
    wait_until(driver, lambda d: css(d, "[data-dialog]"))
    address.clear()
    address.send_keys("deeplink:///clock" + Keys.ENTER)
    wait_until(driver, lambda d: not css(d, "[data-dialog]"))
    assert status_text(driver) == "Abierto: deeplink:///clock" and address_value(driver) == "deeplink:///clock"


def test_status_and_address_follow_the_dialog_of_an_embedded_demo(demo_browser, demo_server, demo_site):
    open_delete_alert_from_part_05(demo_browser, demo_server, demo_site)
    assert address_value(demo_browser) == DELETE_FIRST and status_text(demo_browser) == "Abierto: " + DELETE_FIRST
    active(demo_browser).send_keys("\ue00c")  # Escape
    wait_until(demo_browser, lambda d: not css(d, ".alarm-demo [role=alertdialog]"))
    assert status_text(demo_browser) == "En la app: Se cerró la alerta sin borrar nada."
    assert address_value(demo_browser) == "deeplink:///alarms"
    assert urllib.parse.urlparse(demo_browser.current_url).path.endswith(part_05_with_delete_link(demo_site))


# MARK: Back and Forward

def history_length(driver):
    return driver.execute_script("return history.length")


@contextlib.contextmanager
def fresh_tab(driver):
    """A new tab, with a history of its own (a tab keeps at most 50 entries)."""
    first = driver.current_window_handle
    driver.switch_to.new_window("tab")
    try:
        yield driver
    finally:
        driver.close()
        driver.switch_to.window(first)


@pytest.mark.parametrize("where", ["demo page", "article"])
def test_back_and_forward_step_through_the_opened_links(demo_browser, demo_server, demo_site, where):
    if where == "demo page":
        page_path = "demo/"
    else:
        page_path = next(entry[0] for entry in probar_links(demo_site) if entry[1] == DELETE_FIRST and "05" in entry[0])
    with fresh_tab(demo_browser) as driver:
        demo_support.emulate(driver, "light", TIME_ZONE)
        step_back_and_forth(driver, demo_server, page_path, where)


def step_back_and_forth(driver, demo_server, page_path, where):
    from selenium.webdriver.common.keys import Keys
    driver.get(demo_server)  # somewhere else first: the page's entry comes after it
    before_load = history_length(driver)
    driver.get(demo_server + page_path)
    wait_until(driver, lambda d: d.execute_script("return !!window.sitegenDemo"))
    assert history_length(driver) == before_load + 1, "the first load adds no entry of its own"
    page_url = driver.current_url
    start = state(driver)

    address = driver.find_element("css selector", "[data-address-input]")
    address.send_keys("deeplink:///clock" + Keys.ENTER)
    after_clock = state(driver)
    address.clear()
    address.send_keys(DELETE_FIRST + Keys.ENTER)
    wait_until(driver, lambda d: css(d, ".alarm-demo [role=alertdialog]"))
    after_delete = state(driver)
    assert history_length(driver) == before_load + 3
    # An ignored link is no step.
    address.clear()
    address.send_keys("deeplink:///nada" + Keys.ENTER)
    assert history_length(driver) == before_load + 3

    driver.back()
    wait_until(driver, lambda d: not css(d, ".alarm-demo [role=alertdialog]"))
    assert state(driver) == after_clock
    assert css(driver, "[role=tabpanel]:not([hidden])")[0].text == "Clock"
    assert address_value(driver) == "deeplink:///clock" and status_text(driver) == "Abierto: deeplink:///clock"
    driver.back()
    wait_until(driver, lambda d: state(d) == start)
    assert address_value(driver) == ""
    assert driver.current_url == page_url, "Back came back to the page as it was loaded, without leaving it"
    driver.forward()
    wait_until(driver, lambda d: state(d) == after_clock)
    assert address_value(driver) == "deeplink:///clock"
    driver.forward()
    wait_until(driver, lambda d: css(d, ".alarm-demo [role=alertdialog]"))
    assert state(driver) == after_delete
    assert address_value(driver) == DELETE_FIRST and status_text(driver) == "Abierto: " + DELETE_FIRST
    if where == "demo page":
        assert urllib.parse.unquote(urllib.parse.urlparse(driver.current_url).query) == "link=" + DELETE_FIRST
    else:
        assert driver.current_url == page_url, "an article keeps its address"
    # What the app did on an entry stays with it: delete the alarm, go back and forth.
    click(driver, ".alarm-demo [role=alertdialog] [data-action=confirm]")
    wait_until(driver, lambda d: not css(d, ".alarm-demo [role=alertdialog]"))
    after_tap = state(driver)
    assert len(after_tap["items"]) == 2
    driver.back()
    wait_until(driver, lambda d: state(d) == after_clock)
    driver.forward()
    wait_until(driver, lambda d: state(d) == after_tap)
    assert status_text(driver) == "En la app: Se cerró la alerta: la alarma de las 08:00 se ha borrado."


# MARK: On a phone, opening a link brings the app into view

def screen_in_view(driver):
    return driver.execute_script("""
        const r = document.querySelector('.alarm-demo [data-screen]').getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;""")


def scroll_still(driver, frames=5):
    """Waits until the window has not scrolled for `frames` animation frames. A smooth scroll
    goes on for a few frames after the screen is in view; an instant scroll made meanwhile
    gets the rest of it added, and the page lands a pixel or two away from where it was put."""
    driver.execute_async_script("""
        const done = arguments[arguments.length - 1], frames = arguments[0];
        let last = scrollY, still = 0;
        function step() {
            if (scrollY === last) { still += 1; } else { still = 0; last = scrollY; }
            if (still >= frames) { done(); } else { requestAnimationFrame(step); }
        }
        requestAnimationFrame(step);""", frames)


def scroll_to(driver, element):
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", element)
    assert not screen_in_view(driver), "the test starts with the phone out of view"


@pytest.mark.parametrize("reduced_motion", [False, True])
def test_on_a_phone_opening_a_link_scrolls_to_the_app(demo_browser, demo_server, demo_site, reduced_motion):
    from selenium.webdriver.common.keys import Keys
    driver = demo_browser
    page_path = next(entry[0] for entry in probar_links(demo_site) if entry[1] == DELETE_FIRST and "05" in entry[0])
    with demo_support.viewport(driver, 390, 844):
        demo_support.emulate(driver, "light", TIME_ZONE, reduced_motion=reduced_motion)

        def opened(scrolled_at):
            if reduced_motion:  # no animation: in view at once
                assert screen_in_view(driver)
            wait_until(driver, screen_in_view)
            scroll_still(driver)
            assert driver.execute_script("return scrollY") != scrolled_at

        # The address bar of the demo page, far below the phone.
        driver.get(demo_server + "demo/")
        wait_until(driver, lambda d: d.execute_script("return !!window.sitegenDemo"))
        address = driver.find_element("css selector", "[data-address-input]")
        scroll_to(driver, address)
        at = driver.execute_script("return scrollY")
        address.send_keys("deeplink:///crono" + Keys.ENTER)
        opened(at)
        # A link of the demo's chapter list.
        chapter_link = css(driver, ".alarm-demo-links a[data-deeplink]")[0]
        scroll_to(driver, chapter_link)
        at = driver.execute_script("return scrollY")
        chapter_link.click()
        opened(at)
        # An ignored link leaves the page where it is: its explanation is next to the bar.
        scroll_to(driver, address)
        at = driver.execute_script("return scrollY")
        address.clear()
        address.send_keys("deeplink:///nada" + Keys.ENTER)
        assert driver.execute_script("return scrollY") == at and not screen_in_view(driver)
        # A "Probar" link in the article, far above the demo.
        driver.get(demo_server + page_path)
        wait_until(driver, lambda d: d.execute_script("return !!window.sitegenDemo"))
        link = next(a for a in css(driver, "a.deeplink-try-link") if a.get_attribute("data-deeplink") == DELETE_FIRST)
        scroll_to(driver, link)
        at = driver.execute_script("return scrollY")
        link.click()
        opened(at)
        assert css(driver, ".alarm-demo [role=alertdialog]")


@pytest.mark.parametrize("width, height", [(390, 844), (1280, 800)])
def test_after_a_probar_link_the_reader_gets_back_to_the_text(demo_browser, demo_server, demo_site, width, height):
    """A "Probar" link of the text brings the phone into view with «Volver al texto» in sight;
    that control, or the browser's Back, returns to where the reader was, the link focused."""
    driver = demo_browser
    page_path = next(entry[0] for entry in probar_links(demo_site) if entry[1] == DELETE_FIRST and "05" in entry[0])
    with demo_support.viewport(driver, width, height):
        demo_support.emulate(driver, "light", TIME_ZONE, reduced_motion=True)
        driver.get(demo_server + page_path)
        wait_until(driver, lambda d: d.execute_script("return !!window.sitegenDemo"))
        back = css(driver, ".alarm-demo [data-return]")[0]
        assert not back.is_displayed(), "no way back before the reader left the text"

        def follow():
            link = next(a for a in css(driver, "a.deeplink-try-link") if a.get_attribute("data-deeplink") == DELETE_FIRST)
            scroll_to(driver, link)
            at = driver.execute_script("return scrollY")
            link.click()
            wait_until(driver, screen_in_view)
            scroll_still(driver)
            assert driver.execute_script("return scrollY") != at
            return link, at

        link, at = follow()
        wait_until(driver, lambda d: back.is_displayed())
        box = driver.execute_script("var r = arguments[0].getBoundingClientRect(); return [r.top, r.bottom, innerHeight]", back)
        assert 0 <= box[0] and box[1] <= box[2], f"«Volver al texto» is in the window: {box}"
        assert back.text.strip().endswith("Volver al texto")
        back.click()
        scroll_still(driver)
        assert abs(driver.execute_script("return scrollY") - at) <= 2
        assert driver.execute_script("return document.activeElement") == link
        assert not back.is_displayed()
        # The browser's Back does the same, the app as it was before the link.
        driver.execute_script("window.sitegenDemo.reset()")
        before = driver.execute_script("return JSON.stringify(window.sitegenDemo.state())")
        link, at = follow()
        assert css(driver, ".alarm-demo [role=alertdialog]")
        driver.back()
        wait_until(driver, lambda d: abs(d.execute_script("return scrollY") - at) <= 2)
        assert not back.is_displayed()
        assert driver.execute_script("return JSON.stringify(window.sitegenDemo.state())") == before
        assert not css(driver, ".alarm-demo [role=alertdialog]")


# MARK: Each article's copy starts at its chapter

def open_embedded(driver, server, site, part):
    page_path = next(path.relative_to(site).as_posix() for path in sorted(site.glob(f"uikit-a-swiftui-{part}-*/index.html")))
    demo_support.emulate(driver, "light", TIME_ZONE)
    driver.get(server + page_path)
    wait_until(driver, lambda d: d.execute_script("return !!window.sitegenDemo"))
    return driver


def test_part_02_has_only_the_tabs_and_part_05_the_finished_app(demo_browser, demo_server, demo_site):
    """Needs the front matter's `demo: <stage>` (parts 02–05) in sitegen and content/."""
    driver = open_embedded(demo_browser, demo_server, demo_site, "02")
    assert driver.find_element("css selector", ".alarm-demo").get_attribute("data-stage") == "pestanas"
    assert not css(driver, ".alarm-demo .alarm-list, .alarm-demo .alarm-row, .alarm-demo [data-key=add]")
    assert css(driver, "[role=tabpanel]:not([hidden])")[0].text == "Alarms"
    assert state(driver) == {"isSwiftUI": True, "selectedTab": "alarms"}
    assert not [dt for dt in css(driver, ".state-list dt") if "route" in dt.text]
    # Its open(url:) selects a tab and nothing else.
    assert driver.execute_script("return window.sitegenDemo.open('deeplink:///crono').state.selectedTab") == "crono"
    result = driver.execute_script("return window.sitegenDemo.open(arguments[0])", DELETE_FIRST)
    assert result["opened"] is False and "«delete»" in result["message"] and "no es una pestaña" in result["message"]
    assert "Ignorado: en este capítulo" in status_text(driver)
    assert not css(driver, ".alarm-demo [data-dialog]")

    driver = open_embedded(demo_browser, demo_server, demo_site, "05")
    assert driver.find_element("css selector", ".alarm-demo").get_attribute("data-stage") == "completa"
    assert len(css(driver, ".alarm-demo .alarm-list .alarm-row")) == 3
    assert css(driver, f".alarm-demo [data-key=toggle-{FIRST}]") and css(driver, ".alarm-demo [data-key=add]")
    result = driver.execute_script("return window.sitegenDemo.open(arguments[0])", f"deeplink:///alarms/{FIRST}/toggle")
    assert result["opened"] is True
    assert css(driver, ".alarm-demo [data-dialog=toggleConfirmationDialog]")


@pytest.mark.parametrize("part", ["02", "03", "04", "05"])
def test_the_example_under_the_address_bar_is_a_link_the_chapter_opens(demo_browser, demo_server, demo_site, part):
    driver = open_embedded(demo_browser, demo_server, demo_site, part)
    example = css(driver, ".alarm-demo [data-address-example] a[data-deeplink]")[0]
    link = example.get_attribute("data-deeplink")
    assert link.startswith("deeplink:///") and example.text == link
    result = driver.execute_script("return window.sitegenDemo.open(arguments[0])", link)
    assert result["opened"] is True and not result["partial"], (part, link, result["message"])
    # A click on it opens it in the app, as if typed.
    driver.execute_script("window.sitegenDemo.reset()")
    example.click()
    assert address_value(driver) == link and status_text(driver) == "Abierto: " + link


# Every text of the demo's address form and its paragraph of help, with what it needs to be
# shown whole: its lines inside the panel, no field or box that scrolls or clips it, no ellipsis;
# and the address field's placeholder against the room the field has.
SHOWN_WHOLE = """
var demo = document.querySelector('.alarm-demo'), panel = demo.querySelector('.alarm-demo-panel').getBoundingClientRect();
var problems = [], texts = {};
['[data-demo-help]', '[data-address-example]', '[data-result]', '.alarm-demo-lead'].forEach(function (selector) {
  var element = demo.querySelector(selector);
  if (!element) return;
  texts[selector] = element.innerText;
  var style = getComputedStyle(element);
  if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') problems.push([selector, 'clamped']);
  if (element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1) problems.push([selector, 'overflows']);
  // Each word's boxes (a space that ends a line of pre-wrap text may hang past the edge, unseen).
  var box = element.closest('.alarm-demo-panel') ? panel : demo.getBoundingClientRect();
  var walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT), word = /\\S+/g, match;
  while (walker.nextNode()) {
    var node = walker.currentNode;
    while ((match = word.exec(node.textContent))) {
      var range = document.createRange();
      range.setStart(node, match.index); range.setEnd(node, match.index + match[0].length);
      Array.prototype.forEach.call(range.getClientRects(), function (r) {
        if (r.width && (r.left < box.left - 1 || r.right > box.right + 1)) problems.push([selector, 'outside', match[0], r.left, r.right, box.left, box.right]);
      });
    }
  }
});
var input = demo.querySelector('[data-address-input]'), style = getComputedStyle(input);
var context = document.createElement('canvas').getContext('2d');
context.font = style.fontSize + ' ' + style.fontFamily;
var room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
if (context.measureText(input.placeholder).width > room) problems.push(['placeholder', input.placeholder, room]);
return {problems: problems, texts: texts};
"""


@pytest.mark.parametrize("width, height", [(360, 780), (390, 844), (1280, 1000)])
def test_part_04_shows_its_example_and_messages_whole(demo_browser, demo_server, demo_site, width, height):
    """Part 04's example (the add link, the longest of the chapters) was the address field's
    placeholder, cut on a phone after «deeplink:///alarms/a»: it is a line of its own now. Its
    help and status line are shown whole too, and a link it opens in part names all it opens."""
    with demo_support.viewport(demo_browser, width, height):
        driver = open_embedded(demo_browser, demo_server, demo_site, "04")
        found = driver.execute_script(SHOWN_WHOLE)
        assert not found["problems"], found
        assert found["texts"]["[data-address-example]"] == "Por ejemplo: deeplink:///alarms/add?isOn=true"
        assert found["texts"]["[data-demo-help]"].endswith("igual que deeplink:///alarms/add?isOn=true.")
        address = driver.find_element("css selector", "[data-address-input]")
        for link, expected in [
            ("deeplink:///alarms/add?isOn=true&date=2015-01-01T00:00:00.000Z",
             "Abierto: deeplink:///alarms/add?isOn=true&date=2015-01-01T00:00:00.000Z"),
            (f"deeplink:///alarms/{FIRST}/toggle",
             f"Abierto en parte: deeplink:///alarms/{FIRST}/toggle\nLa app cambió a la pestaña «alarms», pero en este "
             "capítulo solo sabe abrir deeplink:///alarms/add y deeplink:///alarms/:id/delete."),
            ("deeplink:///alarms/nada",
             "Abierto en parte: deeplink:///alarms/nada\nLa app cambió a la pestaña «alarms», pero en este "
             "capítulo solo sabe abrir deeplink:///alarms/add y deeplink:///alarms/:id/delete."),
        ]:
            driver.execute_script("window.sitegenDemo.reset()")
            address.clear()
            address.send_keys(link)
            driver.find_element("css selector", "[data-address] [type=submit]").click()
            found = driver.execute_script(SHOWN_WHOLE)
            assert found["texts"]["[data-result]"] == expected
            assert not found["problems"], (link, found)


@pytest.mark.parametrize("part, link", [("02", "deeplink:///alarms/add?isOn=true"), ("03", "deeplink:///alarms/nada/toggle"),
                                        ("05", "deeplink:///alarms/1/toggle")])
def test_every_chapters_help_example_and_status_are_shown_whole_on_a_phone(demo_browser, demo_server, demo_site, part, link):
    with demo_support.viewport(demo_browser, 360, 780):
        driver = open_embedded(demo_browser, demo_server, demo_site, part)
        found = driver.execute_script(SHOWN_WHOLE)
        assert not found["problems"], found
        assert found["texts"]["[data-demo-help]"] and found["texts"]["[data-address-example]"].startswith("Por ejemplo: deeplink:///")
        address = driver.find_element("css selector", "[data-address-input]")
        address.clear()
        address.send_keys(link)
        driver.find_element("css selector", "[data-address] [type=submit]").click()
        found = driver.execute_script(SHOWN_WHOLE)
        assert link in found["texts"]["[data-result]"] or found["texts"]["[data-result]"].startswith("Ignorado: ")
        assert found["texts"]["[data-result]"].rstrip().endswith("."), found["texts"]["[data-result]"]
        assert not found["problems"], (link, found)


def test_part_03_has_the_list_with_its_delete_alert_and_no_add_button(demo_browser, demo_server, demo_site):
    from selenium.webdriver.common.keys import Keys
    driver = open_embedded(demo_browser, demo_server, demo_site, "03")
    assert driver.find_element("css selector", ".alarm-demo").get_attribute("data-stage") == "lista"
    assert len(css(driver, ".alarm-demo .alarm-row")) == 3
    assert not css(driver, ".alarm-demo [data-key=add], .alarm-demo .swipe-leading")
    # A tap on a row switches it (didSelectRowAt / onTapGesture).
    click(driver, f"[data-key=row-{FIRST}]")
    assert state(driver)["items"][0] == {"date": "2025-01-07T07:00:00.000Z", "id": FIRST, "isOn": True}
    assert status_text(driver) == "En la app: La alarma de las 08:00 está activada."
    # The delete link opens the list's alert; the toggle link only selects the tab.
    driver.execute_script("window.sitegenDemo.open('deeplink:///clock')")
    result = driver.execute_script("return window.sitegenDemo.open(arguments[0])", f"deeplink:///alarms/{SECOND}/toggle")
    assert result["opened"] is True and result["partial"] is True
    assert state(driver)["selectedTab"] == "alarms" and state(driver)["route"] is None
    assert status_text(driver).startswith("Abierto en parte:")
    driver.execute_script("window.sitegenDemo.open(arguments[0])", DELETE_FIRST)
    wait_until(driver, lambda d: css(d, ".alarm-demo [role=alertdialog]"))
    assert state(driver)["route"] == {"case": "deleteAlert", "id": FIRST}
    assert driver.find_element("css selector", "[data-swift-route]").text.startswith(f".deleteAlert(AlarmItem(id: {FIRST}")
    active(driver).send_keys(Keys.ESCAPE)
    wait_until(driver, lambda d: not css(d, ".alarm-demo [role=alertdialog]"))
    # The add link is not understood yet.
    result = driver.execute_script("return window.sitegenDemo.open('deeplink:///alarms/add')")
    assert result["opened"] is False and "no entiende la ruta «/alarms/add»" in result["message"]


def test_part_04_adds_alarms_with_the_sheet_and_its_link(demo_browser, demo_server, demo_site):
    driver = open_embedded(demo_browser, demo_server, demo_site, "04")
    assert driver.find_element("css selector", ".alarm-demo").get_attribute("data-stage") == "anadir"
    assert not css(driver, ".alarm-demo .swipe-leading")
    result = driver.execute_script("return window.sitegenDemo.open(arguments[0])",
                                   "deeplink:///alarms/add?isOn=true&date=2015-01-01T00:00:00.000Z")
    assert result["opened"] is True
    assert state(driver)["route"] == {"case": "add", "date": "2015-01-01T00:00:00.000Z", "isOn": True}
    click(driver, ".alarm-demo [data-dialog=add] [data-action=confirm]")
    wait_until(driver, lambda d: not css(d, ".alarm-demo [data-dialog]"))
    assert len(state(driver)["items"]) == 4
    click(driver, ".alarm-demo [data-key=add]")
    wait_until(driver, lambda d: css(d, ".alarm-demo [data-dialog=add]"))
    # The toggle link of part 05 only selects the tab here.
    result = driver.execute_script("return window.sitegenDemo.open(arguments[0])", f"deeplink:///alarms/{FIRST}/toggle")
    assert result["partial"] is True


# MARK: Both styles, light and dark

@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_screenshots_of_both_styles_are_not_blank(page, tmp_path_factory, scheme):
    folder = tmp_path_factory.mktemp("demo-screenshots")
    driver = page(demo_query(DELETE_FIRST), scheme=scheme)
    pictures = {}
    for style in ("swiftui", "uikit"):
        screen = driver.find_element("css selector", "[data-screen]")
        if screen.get_attribute("data-style") != style:
            driver.execute_script("window.sitegenDemo.reset()")
            click(driver, "[data-key=main-switch]")
            driver.execute_script("window.sitegenDemo.open(arguments[0])", DELETE_FIRST)
            screen = driver.find_element("css selector", "[data-screen]")
        assert screen.get_attribute("data-style") == style
        assert state(driver)["isSwiftUI"] is (style == "swiftui")
        settle(driver)  # the alert's animation ends
        phone = driver.find_element("css selector", ".phone")
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", phone)
        png = phone.screenshot_as_png
        (folder / f"demo-{style}-{scheme}.png").write_bytes(png)
        colours = demo_support.colour_count(png)
        assert colours >= 200, f"{style} {scheme}: only {colours} colours, the screenshot looks blank"
        pictures[style] = png
    assert pictures["swiftui"] != pictures["uikit"], "the two styles look the same"
    print(f"screenshots in {folder}")


# MARK: Accessibility

@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("query", ["", demo_query(DELETE_FIRST), demo_query("deeplink:///alarms/add"),
                                   demo_query(f"deeplink:///alarms/{SECOND}/toggle") + "&ui=uikit"])
def test_no_serious_or_critical_axe_violations(page, scheme, query):
    axe_module = pytest.importorskip("axe_selenium_python")
    driver = page(query, scheme=scheme)
    settle(driver)  # animations end, so colours are final
    axe = axe_module.Axe(driver)
    axe.inject()
    results = axe.run()
    serious = [v for v in results["violations"] if v.get("impact") in ("serious", "critical")]
    assert not serious, "\n".join(f"{v['impact']}: {v['id']}: {v['help']} {[n['target'] for n in v['nodes'][:4]]}"
                                  for v in serious)


def test_every_control_has_a_name(page):
    driver = page(demo_query("deeplink:///alarms/add"))
    unnamed = driver.execute_script("""
        return Array.from(document.querySelectorAll('.alarm-demo button, .alarm-demo input, .alarm-demo a'))
          .filter(el => !(el.getAttribute('aria-label') || el.textContent.trim() || (el.labels && el.labels.length)))
          .map(el => el.outerHTML.slice(0, 80));""")
    assert unnamed == []
