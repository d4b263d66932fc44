"""Client-side search: Spanish-aware, links to the matched heading, works from file://."""
import json
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import measure


def _index(site):
    text = (site / "search-index.js").read_text(encoding="utf-8")
    return json.loads(re.match(r"window\.sitegenSearchIndex=(.*);\s*$", text, re.S).group(1))


def _search(browser, query):
    box = browser.find_element(By.ID, "buscar")
    box.clear()
    box.send_keys(query)
    WebDriverWait(browser, 10).until(
        lambda d: d.find_elements(By.CSS_SELECTOR, ".search-results li"))
    return [(link.text, link.get_attribute("href"))
            for link in browser.find_elements(By.CSS_SELECTOR, ".search-results a")]


def test_index_size_is_reported(site):
    size = (site / "search-index.js").stat().st_size
    measure("search-index.js", f"{size} bytes ({size / 1024:.1f} KiB) for {len(_index(site)['docs'])} articles")
    assert size < 512 * 1024


def test_slash_focuses_the_search_box(browser, server):
    browser.get(server)
    browser.find_element(By.TAG_NAME, "body").send_keys("/")
    assert browser.switch_to.active_element.get_attribute("id") == "buscar"


def test_accents_and_case_are_folded(browser, server):
    browser.get(server)
    results = _search(browser, "navegacion")
    assert results, "navegacion finds the articles about Navegación"
    assert any("Navegación" in title for title, _ in results)
    upper = _search(browser, "NAVEGACIÓN")
    assert [href for _, href in upper] == [href for _, href in results]


def test_singular_finds_plural(browser, server):
    browser.get(server)
    singular = {href for _, href in _search(browser, "alerta ")}
    plural = {href for _, href in _search(browser, "alertas ")}
    assert singular and singular == plural


def test_result_leads_to_the_matched_heading(browser, server):
    browser.get(server)
    results = _search(browser, "alertas")
    anchored = [href for _, href in results if "#" in href]
    assert anchored, results
    browser.get(anchored[0])
    anchor = anchored[0].split("#", 1)[1]
    assert browser.find_elements(By.ID, anchor), f"no heading #{anchor} on {anchored[0]}"


def test_keyboard_moves_through_results(browser, server):
    browser.get(server)
    _search(browser, "store")
    browser.find_element(By.ID, "buscar").send_keys(Keys.ARROW_DOWN)
    active = browser.switch_to.active_element
    assert active.tag_name == "a" and active.find_element(By.XPATH, "..").tag_name == "li"


def test_search_works_from_files_without_a_server(browser, site):
    browser.get((site / "index.html").as_uri())
    results = _search(browser, "navegacion")
    assert results and all(href.startswith("file://") for _, href in results)


def test_browser_and_build_fold_words_the_same_way(browser, server, site):
    """search.js's terms() and Swift's SpanishText.terms meet: the words of every snippet,
    as the browser folds them, are among the terms the build indexed for that section."""
    browser.get(server)
    browser.find_element(By.ID, "buscar").click()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return !!window.sitegenSearchData && !!window.sitegenSearchData.manifest"))
    checked = 0
    for doc in _index(site)["docs"]:
        for _heading, _anchor, snippet, terms in doc["s"]:
            snippet = snippet.rstrip("…")
            browser_terms = browser.execute_script("return window.sitegenSearch.terms(arguments[0])", snippet)
            indexed = set(terms.split())
            missing = [term for term in browser_terms if term not in indexed]
            assert not missing, f"{doc['u']}: {missing} not in the index for «{snippet}»"
            checked += 1
    assert checked > 20
    assert browser.execute_script("return window.sitegenSearch.terms('Navegación acciones veces alertas sheets')") \
        == ["navegacion", "accion", "vez", "alert", "sheet"]
