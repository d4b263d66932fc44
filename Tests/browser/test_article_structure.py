"""Structure of the long parts: a table of contents of the steps of the code that follows the
reader, heading anchors that touch readers can see, the series' parts at the foot."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import measure

PART_04 = "uikit-a-swiftui-04-anadir-alarma/index.html"
PART_05 = "uikit-a-swiftui-05-comportamiento-derivado/index.html"


def test_the_table_of_contents_of_steps_follows_the_reader(browser, server):
    browser.set_window_size(1280, 900)
    browser.get(server + PART_04)
    toc = browser.find_element(By.CSS_SELECTOR, "nav.toc")
    assert toc.is_displayed()
    assert toc.find_element(By.CSS_SELECTOR, ".toc-title").text.lower() == "pasos del código"
    links = toc.find_elements(By.CSS_SELECTOR, "a")
    assert len(links) == 13
    for index in (2, 8, 12):
        target = links[index].get_attribute("href").split("#", 1)[1]
        browser.execute_script("document.getElementById(arguments[0]).scrollIntoView({block: 'start'})", target)
        WebDriverWait(browser, 5).until(lambda d: links[index].get_attribute("aria-current") == "true")
        current = toc.find_elements(By.CSS_SELECTOR, 'a[aria-current="true"]')
        assert current == [links[index]], "only the entry being read is marked"
    browser.execute_script("window.scrollTo(0, 0)")
    WebDriverWait(browser, 5).until(lambda d: not toc.find_elements(By.CSS_SELECTOR, 'a[aria-current="true"]'))


def test_on_a_phone_the_steps_are_collapsed_numbered_and_say_what_they_do(browser, server):
    """At 390 px the table of contents is one line above the text, closed; opened (by touch or
    keyboard) it lists numbered steps, each with what the text says it does. At 1280 px it is open."""
    browser.set_window_size(390, 844)
    browser.get(server + PART_05)
    toc = browser.find_element(By.CSS_SELECTOR, "nav.toc")
    details = toc.find_element(By.CSS_SELECTOR, "details")
    assert details.get_attribute("open") is None
    first = browser.find_element(By.CSS_SELECTOR, ".prose > p")
    top = browser.execute_script("return arguments[0].getBoundingClientRect().top + window.scrollY", first)
    measure("part 05 at 390 px: first sentence starts at", f"{top:.0f} px")
    assert top < 900, "the first sentence is on the first screen or just below it"
    summary = toc.find_element(By.CSS_SELECTOR, "summary")
    assert summary.size["height"] >= 44, "a finger-sized control"
    summary.send_keys(Keys.ENTER)
    WebDriverWait(browser, 5).until(lambda d: details.get_attribute("open") is not None)
    items = toc.find_elements(By.CSS_SELECTOR, "li")
    assert browser.execute_script("return getComputedStyle(arguments[0]).listStyleType", items[0]) == "decimal"
    summaries = [item.find_element(By.CSS_SELECTOR, ".toc-step-summary").text for item in items
                 if item.find_elements(By.CSS_SELECTOR, ".toc-step-summary")]
    assert len(summaries) >= len(items) - 2, summaries
    assert any("AlarmItemRowViewModel" in text for text in summaries), summaries
    assert all(len(text) <= 61 for text in summaries), summaries
    browser.set_window_size(1280, 900)
    browser.get(server + PART_05)
    assert browser.find_element(By.CSS_SELECTOR, "nav.toc details").get_attribute("open") is not None


def test_a_step_link_lands_on_the_paragraph_that_introduces_its_code(browser, server):
    browser.get(server + PART_04)
    link = browser.find_elements(By.CSS_SELECTOR, "nav.toc a")[8]
    target = browser.find_element(By.ID, link.get_attribute("href").split("#", 1)[1])
    assert target.tag_name == "p"
    following = browser.execute_script("return arguments[0].nextElementSibling.className", target)
    assert "code-block" in following
    assert "AlarmItemView" in target.text


def test_heading_anchors_show_on_touch_screens(browser, server, articles):
    # Headless Chromium has no mouse: it matches (hover: none), as a phone does.
    path = next(p for p in articles if p.startswith("uikit-a-swiftui-01"))
    browser.get(server + path)
    assert browser.execute_script("return matchMedia('(hover: none)').matches")
    anchor = browser.find_element(By.CSS_SELECTOR, ".prose h2 .heading-anchor")
    assert float(browser.execute_script("return getComputedStyle(arguments[0]).opacity", anchor)) > 0.5
    assert anchor.is_displayed() and anchor.get_attribute("href").endswith("#" + anchor.find_element(By.XPATH, "..").get_attribute("id"))


def test_every_part_of_a_series_lists_its_parts_at_the_foot(browser, server):
    browser.get(server + PART_04)
    parts = browser.find_element(By.CSS_SELECTOR, "nav.series-parts")
    items = parts.find_elements(By.CSS_SELECTOR, "li")
    assert len(items) == 5
    current = parts.find_elements(By.CSS_SELECTOR, '[aria-current="page"]')
    assert len(current) == 1 and items[3].find_element(By.CSS_SELECTOR, "span") == current[0]
    assert browser.find_element(By.CSS_SELECTOR, "nav.series-nav a[rel=prev]") and browser.find_element(By.CSS_SELECTOR, "nav.series-nav a[rel=next]")


def test_the_parts_of_a_series_are_at_hand_while_reading(browser, server):
    """Half way down a long part, on a phone and on a desktop, the bar with the previous and next
    parts is at the top of the window; ← and → open them unless a field or a code block has the
    keys."""
    for width, height in ((390, 844), (1280, 800)):
        browser.set_window_size(width, height)
        browser.get(server + PART_04)
        browser.execute_script("window.scrollTo(0, document.documentElement.scrollHeight / 2)")
        bar = browser.find_element(By.CSS_SELECTOR, "nav.part-nav")
        top = browser.execute_script("return arguments[0].getBoundingClientRect().top", bar)
        assert abs(top) < 1, f"at {width} px the part bar is at the top of the window ({top})"
        for selector, slug in ((".part-nav-prev", "uikit-a-swiftui-03"), (".part-nav-next", "uikit-a-swiftui-05")):
            link = bar.find_element(By.CSS_SELECTOR, selector)
            assert link.is_displayed() and slug in link.get_attribute("href")
            assert link.size["height"] >= 40 and link.size["width"] >= 40, "a finger-sized link"
            assert link.get_attribute("aria-label").startswith("Parte ")
        assert "parte 4 de 5" in bar.text
    # Keys: with the focus in the search field the arrows move its caret, not the page.
    browser.get(server + PART_04)
    search = browser.find_element(By.ID, "buscar")
    search.send_keys("abc", Keys.ARROW_RIGHT)
    assert PART_04.split("/")[0] in browser.current_url
    browser.execute_script("document.activeElement.blur()")
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
    WebDriverWait(browser, 5).until(lambda d: "uikit-a-swiftui-05" in d.current_url)
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
    WebDriverWait(browser, 5).until(lambda d: "uikit-a-swiftui-04" in d.current_url)
    # The first part has no previous one: ← stays.
    browser.get(server + "uikit-a-swiftui-01-antes-de-empezar/index.html")
    assert not browser.find_elements(By.CSS_SELECTOR, ".part-nav-prev")
    browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
    assert "uikit-a-swiftui-01" in browser.current_url


def test_the_authors_guide_is_published_and_reached_from_every_footer(browser, server):
    """The author's guide (content/guia-del-autor.md, a standalone page) is linked from the footer
    of every page; its examples carry the badges of the checks it describes; it is in no listing."""
    for width in (390, 1280):
        browser.set_window_size(width, 900)
        browser.get(server)
        assert not browser.find_elements(By.CSS_SELECTOR, "main a[href*='guia-del-autor']"), "not listed as an article"
        link = browser.find_element(By.CSS_SELECTOR, "footer.site-footer a[href*='guia-del-autor']")
        assert link.text == "Guía del autor"
        browser.execute_script("arguments[0].click()", link)
        WebDriverWait(browser, 5).until(lambda d: "guia-del-autor" in d.current_url)
        assert browser.find_element(By.TAG_NAME, "h1").text == "Guía del autor"
        badges = [badge.text for badge in browser.find_elements(By.CSS_SELECTOR, ".code-badge")]
        assert badges and set(badges) <= {"Ejecutado", "Compilado", "Tipos comprobados"}, badges
        assert not browser.execute_script("return document.documentElement.scrollWidth > document.documentElement.clientWidth")
    browser.set_window_size(1280, 900)
