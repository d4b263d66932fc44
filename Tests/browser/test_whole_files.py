"""«Ver el archivo completo en este paso»: every step of the long parts opens the file as the
checker compiled it after that step, from a plain link (no JavaScript needed, reachable with
the keyboard), on a phone and on a desktop; the step's own lines are marked there, and the
section leads back to its block."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import measure

PARTS = ["uikit-a-swiftui-03-listado-de-alarmas", "uikit-a-swiftui-04-anadir-alarma",
         "uikit-a-swiftui-05-comportamiento-derivado"]

# Per step of the table of contents: whether a block of the step links to its whole file.
STEPS = """
var links = Array.prototype.map.call(document.querySelectorAll('nav.toc a[href^="#"]'), function (a) {
  return document.getElementById(decodeURIComponent(a.getAttribute('href').slice(1))); });
return links.map(function (start, i) {
  var end = links[i + 1], found = false;
  for (var node = start; node && node !== end; node = node.nextElementSibling) {
    if (node.querySelector && node.querySelector('.code-whole-file a')) { found = true; break; }
  }
  return found;
});
"""


def test_every_step_of_the_long_parts_opens_its_whole_file(browser, server):
    steps, with_file = 0, 0
    for part in PARTS:
        browser.get(server + part + "/index.html")
        found = browser.execute_script(STEPS)
        steps += len(found)
        with_file += sum(found)
    measure("steps of parts 03–05 that open their whole file", f"{with_file} of {steps}")
    assert steps >= 60
    # Two steps are placed where the check passed only beside other blocks' errors: no place, no file.
    assert with_file >= steps - 2


def test_a_step_opens_its_file_with_its_lines_marked_and_leads_back(browser, server):
    part = PARTS[2]
    for width in (390, 1280):
        browser.set_window_size(width, 900)
        browser.get(server + part + "/index.html")
        links = browser.find_elements(By.CSS_SELECTOR, ".code-whole-file a")
        assert len(links) >= 15
        link = links[len(links) // 2]
        block = link.find_element(By.XPATH, "./ancestor::div[contains(@class, 'code-block')][1]")
        # The block's own visible lines, as the page shows them.
        own = [line.strip() for line in browser.execute_script(
            "var code = arguments[0].querySelector('pre.code code').cloneNode(true);"
            "code.querySelectorAll('.code-hidden').forEach(function (n) { n.remove(); });"
            "return code.textContent.split('\\n');", block) if line.strip()]
        anchor = link.get_attribute("id")
        # The keyboard reaches the link and opens it.
        browser.execute_script("arguments[0].focus()", link)
        assert browser.switch_to.active_element == link
        link.send_keys(Keys.ENTER)
        WebDriverWait(browser, 5).until(lambda d: "/archivos/" + part + "/" in d.current_url)
        section = browser.find_element(By.ID, anchor)
        top = browser.execute_script("return arguments[0].getBoundingClientRect().top", section)
        assert -5 <= top < 200, f"the section is at the top of the window ({top})"
        marked = [line.strip() for line in browser.execute_script(
            "return Array.prototype.map.call(arguments[0].querySelectorAll('.line-step:not(.line-hidden)'),"
            " function (n) { return n.textContent; })", section) if line.strip()]
        assert marked == own, (marked[:5], own[:5])
        whole = section.find_elements(By.CSS_SELECTOR, "pre.code .line")
        assert len(whole) > len(own), "the whole file, not only the step"
        assert not browser.execute_script("return document.documentElement.scrollWidth > document.documentElement.clientWidth")
        back = section.find_element(By.LINK_TEXT, "Ver el bloque en el artículo")
        browser.execute_script("arguments[0].click()", back)
        WebDriverWait(browser, 5).until(lambda d: d.current_url.endswith(part + "/#" + anchor) or d.current_url.endswith("#" + anchor))
        assert browser.find_element(By.ID, anchor).tag_name == "a"
    browser.set_window_size(1280, 900)


def test_a_changed_file_marks_what_changed_and_strikes_what_went(browser, server):
    """Somewhere in the long parts a step removes lines of its file's previous version: they are
    struck through, and the copy button leaves them out."""
    found = False
    for part in PARTS:
        browser.get(server + "archivos/" + part + "/index.html")
        removed = browser.find_elements(By.CSS_SELECTOR, "section.whole-file del.line-removed")
        added = browser.find_elements(By.CSS_SELECTOR, "section.whole-file ins.line-added")
        if not removed:
            continue
        found = True
        assert added
        style = browser.execute_script("return getComputedStyle(arguments[0]).textDecorationLine", removed[0])
        assert "line-through" in style
        # The + and − stand in their gutter on a phone too, where a wrapped line's hanging indent
        # (a negative text-indent) would otherwise carry them out of sight.
        browser.set_window_size(390, 900)
        for line, mark in ((added[0], '"+"'), (removed[0], '"−"')):
            before = browser.execute_script(
                "var s = getComputedStyle(arguments[0], '::before'); return [s.content, s.textIndent]", line)
            assert before == [mark, "0px"], before
        browser.set_window_size(1280, 900)
        section = removed[0].find_element(By.XPATH, "./ancestor::section[1]")
        button = section.find_element(By.CSS_SELECTOR, ".copy-button")
        browser.execute_script("arguments[0].click()", button)
        WebDriverWait(browser, 5).until(lambda d: button.get_attribute("data-copied") is not None)
        copied = button.get_attribute("data-copied")
        assert removed[0].text.strip() not in copied.split("\n") or removed[0].text.strip() == ""
        break
    assert found, "a step of parts 03–05 removes lines"
