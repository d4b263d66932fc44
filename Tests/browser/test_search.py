"""Client-side search: Spanish-aware, links to the matched heading, works from file://."""
import json
import re
import urllib.parse

import pytest
from selenium.common.exceptions import StaleElementReferenceException
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
        for _heading, _anchor, snippet, terms, *_code in doc["s"]:
            snippet = snippet.rstrip("…")
            browser_terms = browser.execute_script("return window.sitegenSearch.terms(arguments[0])", snippet)
            indexed = set(terms.split())
            missing = [term for term in browser_terms if term not in indexed]
            assert not missing, f"{doc['u']}: {missing} not in the index for «{snippet}»"
            checked += 1
    assert checked > 20
    assert browser.execute_script("return window.sitegenSearch.terms('Navegación acciones veces alertas sheets')") \
        == ["navegacion", "accion", "vez", "alert", "sheet"]


def _results(browser, query):
    """[(title, href, snippet text, marked words)] of a query typed in the box."""
    _search(browser, query)
    return [(a.find_element(By.CSS_SELECTOR, ".search-result-title").text, a.get_attribute("href"),
             a.find_element(By.CSS_SELECTOR, ".search-result-snippet").text,
             [m.text for m in a.find_elements(By.CSS_SELECTOR, ".search-result-snippet mark")])
            for a in browser.find_elements(By.CSS_SELECTOR, ".search-results a")]


@pytest.mark.parametrize("identifier", ["ViewStore", "WithViewStore", "NavigationStack", "UITableViewDiffableDataSource"])
def test_code_identifiers_are_searchable(browser, server, site, identifier):
    browser.get(server)
    results = _results(browser, identifier + " ")
    assert results, f"{identifier} finds the blocks that use it"
    measure(f"first results for «{identifier}»", "; ".join(title for title, *_ in results[:3]))
    # Each result's page really has the identifier in its code.
    for _, href, *_ in results[:3]:
        path = urllib.parse.urlsplit(href).path.strip("/")
        html = (site / path / "index.html").read_text(encoding="utf-8")
        # The identifier, or one it is a camel-case part of (`viewStore`, `WithViewStore`), in code.
        assert re.search(r'class="tok-(?:type|identifier)"[^>]*>\w*' + identifier + r'\w*</span>', html, re.I), href


@pytest.mark.parametrize("query, attribute", [("ObservedObject", "ObservedObject"), ("@ObservedObject", "ObservedObject"),
                                              ("@Published", "Published"), ("Published", "Published")])
def test_attributes_are_searchable_with_and_without_at(browser, server, site, query, attribute):
    """Property wrappers and attributes (`@ObservedObject`) find the pages whose code uses them,
    typed with or without `@`; every article that uses one is among the results."""
    browser.get(server)
    results = _results(browser, query + " ")
    assert results, f"{query} finds the blocks that use it"
    measure(f"first results for «{query}»", "; ".join(title for title, *_ in results[:3]))
    pages = {urllib.parse.urlsplit(href).path.strip("/") for _, href, *_ in results}
    using = {path.parent.name for path in site.glob("*/index.html")
             if re.search(r'class="tok-attribute">@(?:<span data-s="\d+">)?' + attribute + "(?:</span>)?</span>",
                                 path.read_text(encoding="utf-8"))}
    assert using and using <= pages, (sorted(using), sorted(pages))


@pytest.mark.parametrize("query, meant", [("navigacion ", "navegacion"), ("navigacion", "navegacion"),
                                          ("navegacoin ", "navegacion"), ("comportamineto ", "comportamiento")])
def test_a_mistyped_word_finds_what_the_word_meant(browser, server, query, meant):
    """One or two slips in a word of five letters or more are forgiven: the results have the
    word meant (in a title, or marked in a snippet), and the search says which terms it read."""
    browser.get(server)
    results = _results(browser, query)
    assert results, f"«{query}» finds the pages with «{meant}»"
    measure(f"first results for «{query.strip()}»", "; ".join(title for title, *_ in results[:3]))
    fold = lambda text: browser.execute_script("return window.sitegenSearch.fold(arguments[0])", text)
    shown = [title for title, *_ in results] + [word for *_, marks in results for word in marks]
    assert any(meant[:7] in fold(text) for text in shown), shown
    read = browser.execute_script("return window.sitegenSearch.corrections()")
    assert any(meant[:7] in term for terms in read.values() for term in terms), read


def test_a_short_or_far_word_is_not_guessed(browser, server):
    browser.get(server)
    box = browser.find_element(By.ID, "buscar")
    for query in ["nvgcn ", "zzzxq "]:
        box.clear()
        box.send_keys(query)
        WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".search-empty"))


def test_ranking_puts_titles_and_headings_before_text(browser, server):
    browser.get(server)
    results = _results(browser, "alerta ")
    measure("first results for «alerta»", "; ".join(title for title, *_ in results[:3]))
    title = results[0][0].split(" › ")[0].lower()
    assert "alerta" in title, "an article titled with alerts first, not a teaser"


def test_snippets_show_the_matched_passage_with_the_words_marked(browser, server):
    browser.get(server)
    results = _results(browser, "confirmation dialog ")
    marked = [result for result in results if result[3]]
    assert marked, results
    for _, _, snippet, words in marked:
        # A word of the text, or an identifier of the code by its camel-case parts (toggleConfirmationDialog).
        assert all("confirmation" in word.lower() or "dialog" in word.lower() for word in words), words
        assert "confirmation" in snippet.lower() or "dialog" in snippet.lower()


def test_words_close_together_rank_first(browser, server):
    """Two sections with both words: the one where they stand together comes first."""
    browser.get(server)
    browser.find_element(By.ID, "buscar").click()
    WebDriverWait(browser, 10).until(lambda d: d.execute_script("return !!(window.sitegenSearchData || {}).manifest"))
    places = browser.execute_script("""
        return [[0, 2], [0, 30], [5, -1], [7]].map(function (p) {
          return window.sitegenSearch.proximity ? window.sitegenSearch.proximity(p) : null; });""")
    assert places == [2, 0, 0, 0]


@pytest.mark.parametrize("query, identifier", [("ObservedObject ", "ObservedObject"), ("ViewStore ", "ViewStore"),
                                               ("sheet ", "sheet")])
def test_a_code_hit_shows_its_code_line_with_the_name_marked(browser, server, query, identifier):
    """A section found only by its code shows the code line where the name stands, as code, the
    name marked — not the first words of its text."""
    browser.get(server)
    _search(browser, query)
    code_hits = browser.find_elements(By.CSS_SELECTOR, ".search-results code.search-result-code")
    assert code_hits, f"«{query.strip()}» has a result found in code"
    for snippet in code_hits:
        marks = [mark.text for mark in snippet.find_elements(By.CSS_SELECTOR, "mark")]
        assert marks and all(identifier.lower() in mark.lower() for mark in marks), (snippet.text, marks)
        assert "\n" not in snippet.text.strip(), "one line of code"
    measure(f"first code line shown for «{query.strip()}»", code_hits[0].text)


@pytest.mark.parametrize("query", ["navigacion", "ObservedObject ", "ViewStore "])
def test_a_result_lands_on_its_passage_and_marks_it(browser, server, query):
    """Following a result opens its page at the words it matched, marked and in view (the words of
    the text, or the name in the code), on a phone as on a desktop."""
    for width, height in ((390, 844), (1280, 800)):
        browser.set_window_size(width, height)
        browser.get(server)
        _search(browser, query)

        def first_marked(driver):
            """The first result that marks what it matched: (its address, the marked words)."""
            for link in driver.find_elements(By.CSS_SELECTOR, ".search-results a"):
                words = [mark.text for mark in link.find_elements(By.CSS_SELECTOR, ".search-result-snippet mark")]
                if words:
                    return link.get_attribute("href"), words
            return None
        href, expected = WebDriverWait(browser, 10, ignored_exceptions=(StaleElementReferenceException,)).until(first_marked)
        assert "resaltar=" in href
        browser.get(href)
        WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "mark.search-hit"))
        hit = browser.find_element(By.CSS_SELECTOR, "mark.search-hit")
        place = "var r = arguments[0].getBoundingClientRect(); return [r.top, r.bottom, innerHeight, location.href]"
        try:
            WebDriverWait(browser, 5).until(lambda d: d.execute_script(
                "var r = arguments[0].getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight", hit))
        except Exception:
            raise AssertionError(f"the mark is out of view at {width} px: {browser.execute_script(place, hit)}")
        assert hit.text.lower() in [word.lower() for word in expected], (hit.text, expected)
        browser.set_window_size(1280, 900)
