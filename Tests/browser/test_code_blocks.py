"""Code blocks: highlighted at build time, a real copy button, no client-side highlighter."""
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import measure

ASSET = re.compile(r'<(?:link[^>]+href|script[^>]+src)="([^"]+\.(?:css|js))"')


def test_swift_is_highlighted_in_the_html(site, code_article):
    html = (site / code_article).read_text(encoding="utf-8")
    for kind in ("keyword", "type", "identifier", "string"):
        assert f'<span class="tok-{kind}">' in html, kind
    assert "hljs" not in html and "prism" not in html.lower()


def test_other_languages_are_escaped_and_plain(site, articles):
    for path in articles:
        html = (site / path).read_text(encoding="utf-8")
        for block in re.findall(r'<div class="code-block" data-language="(?!swift")[^"]*">.*?</div>\n</div>', html, re.S):
            assert "tok-" not in block


def test_copy_button_copies_the_visible_code(browser, server, code_article):
    browser.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": server.rstrip("/"), "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    browser.get(server + code_article)
    buttons = browser.find_elements(By.CSS_SELECTOR, ".code-block button.copy-button")
    blocks = browser.find_elements(By.CSS_SELECTOR, ".code-block")
    assert buttons and len(buttons) == len(blocks)
    button = buttons[1]
    assert button.get_attribute("type") == "button"
    assert button.get_attribute("aria-label") == "Copiar el código"
    browser.execute_script("arguments[0].scrollIntoView()", button)
    button.click()
    WebDriverWait(browser, 5).until(lambda d: button.text != "Copiar")
    assert button.text == "Copiado" and button.get_attribute("aria-label") == "Código copiado"
    clipboard = browser.execute_async_script(
        "var done = arguments[0]; navigator.clipboard.readText().then(done, function (e) { done('error: ' + e); });")
    shown = browser.execute_script(
        "var code = arguments[0].closest('.code-block').querySelector('pre.code code').cloneNode(true);"
        "code.querySelectorAll('.code-hidden').forEach(function (line) { line.remove(); });"
        "return code.textContent", button)
    assert clipboard == shown and "\n" in clipboard


def test_hidden_lines_show_on_request_and_are_never_copied(browser, server, site, articles):
    path = next(p for p in articles if 'data-hidden-lines="' in (site / p).read_text(encoding="utf-8"))
    browser.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": server.rstrip("/"), "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    browser.get(server + path)
    block = browser.find_element(By.CSS_SELECTOR, ".code-block[data-hidden-lines]")
    hidden = block.find_elements(By.CSS_SELECTOR, ".code-hidden")
    assert len(hidden) == int(block.get_attribute("data-hidden-lines"))
    assert not any(line.is_displayed() for line in hidden)
    toggle = block.find_element(By.CSS_SELECTOR, "button.hidden-lines-button")
    assert toggle.text == "Ver todo" and toggle.get_attribute("aria-pressed") == "false"
    assert "el artículo no muestra" in toggle.get_attribute("aria-label")
    browser.execute_script("arguments[0].scrollIntoView()", toggle)
    toggle.click()
    # An empty hidden line has no box of its own: what counts is that none is display: none.
    shown = "return Array.from(arguments[0]).every(function (l) { return getComputedStyle(l).display !== 'none'; })"
    assert browser.execute_script(shown, hidden)
    assert all(line.is_displayed() for line in hidden if line.text.strip())
    assert toggle.text == "Ocultar" and toggle.get_attribute("aria-pressed") == "true"
    copy = block.find_element(By.CSS_SELECTOR, "button.copy-button")
    copy.click()
    WebDriverWait(browser, 5).until(lambda d: copy.text != "Copiar")
    clipboard = browser.execute_async_script(
        "var done = arguments[0]; navigator.clipboard.readText().then(done, function (e) { done('error: ' + e); });")
    full = block.find_element(By.CSS_SELECTOR, "pre.code code").get_attribute("textContent")
    assert clipboard.count("\n") == full.count("\n") - len(hidden), "every hidden line is left out of the copy"
    assert clipboard == browser.execute_script(
        "var code = arguments[0].querySelector('pre.code code').cloneNode(true);"
        "code.querySelectorAll('.code-hidden').forEach(function (line) { line.remove(); });"
        "return code.textContent", block)
    toggle.click()
    assert not any(line.is_displayed() for line in hidden)


def test_article_page_weight(site, code_article):
    """An article page with its CSS and JS (the search index loads only when searching)."""
    html = (site / code_article).read_text(encoding="utf-8")
    page_folder = (site / code_article).parent
    total = len(html.encode())
    parts = [f"HTML {total}"]
    for reference in ASSET.findall(html):
        size = (page_folder / reference).resolve().stat().st_size
        total += size
        parts.append(f"{reference.rsplit('/', 1)[-1]} {size}")
    measure(f"article page weight ({code_article})", f"{total} bytes ({total / 1024:.1f} KiB): " + ", ".join(parts))
    assert total < 400 * 1024


def test_readers_are_told_where_the_code_differs_from_the_original(browser, server, articles):
    """The blocks corrected from the original articles say so above their code, on a phone and on a
    desktop, and the second TCA part says that the original ends where it ends."""
    notes = {}
    for width in (390, 1280):
        browser.set_window_size(width, 900)
        for path in articles:
            browser.get(server + path)
            for note in browser.find_elements(By.CSS_SELECTOR, ".code-block .code-correction"):
                block = note.find_element(By.XPATH, "./ancestor::div[contains(@class, 'code-block')][1]")
                assert note.is_displayed() and note.text.startswith("Corregido respecto al original.")
                assert browser.execute_script("return arguments[0].scrollWidth <= arguments[0].clientWidth", note)
                # Between the header and the code.
                assert browser.execute_script(
                    "return arguments[0].previousElementSibling.classList.contains('code-header')"
                    " && arguments[1].querySelector('pre.code').compareDocumentPosition(arguments[0]) & Node.DOCUMENT_POSITION_PRECEDING",
                    note, block)
                notes.setdefault(width, []).append(path)
    measure("code blocks with a note on how they differ from the original", len(notes[390]))
    assert notes[390] == notes[1280]
    assert len(notes[390]) >= 8 and len(set(notes[390])) == 5
    browser.get(server + "tca-navegacion-02-sheets/index.html")
    ending = browser.find_element(By.CSS_SELECTOR, ".prose .article-ending")
    assert "termina también el artículo original" in ending.text
    # Nothing of the article comes after it but the legend of its code.
    following = browser.execute_script(
        "var names = []; for (var n = arguments[0].nextElementSibling; n; n = n.nextElementSibling) names.push(n.className);"
        " return names", ending)
    assert all("code-legend" in name for name in following), following
