"""The split search index (search/) finds exactly what the whole index (search-index.js)
found, on content/: the old algorithm and the new one run side by side in Chromium."""
import json
import pathlib
import re

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import measure

WHOLE_INDEX_SEARCH = (pathlib.Path(__file__).parent / "whole_index_search.js").read_text(encoding="utf-8")

QUERIES = [
    # single words, with and without a trailing space (a finished word is not a prefix)
    "navegacion", "navegacion ", "alerta", "alertas ", "store", "vista", "deeplink", "swiftui",
    # accents and case
    "NAVEGACIÓN", "Navegación ", "acción", "añadir", "comportamiento", "pingüino",
    # several words
    "alerta sheet", "navegacion list ", "vista modelo", "tca alertas", "store reducer estado",
    # prefixes while typing
    "na", "nav", "al", "st", "obs", "navigationst", "uik", "de", "alarm",
    # no match
    "zzzxq", "xyzzy plugh", "alerta zzzxq",
]


def _index(site):
    text = (site / "search-index.js").read_text(encoding="utf-8")
    return json.loads(re.match(r"window\.sitegenSearchIndex=(.*);\s*$", text, re.S).group(1))


def _queries(site):
    """The fixed queries, plus every title's and heading's first word, whole and as a prefix."""
    queries = list(QUERIES)
    for doc in _index(site)["docs"]:
        for text in [doc["t"]] + [section[0] for section in doc["s"]]:
            words = re.findall(r"\w+", text)
            if words:
                queries += [words[0] + " ", words[0][:3], " ".join(words[:2])]
    return list(dict.fromkeys(queries))


def _prepare(browser, server):
    browser.get(server)
    browser.set_script_timeout(30)
    browser.execute_async_script("""
        var done = arguments[arguments.length - 1];
        var old = document.createElement("script");
        old.src = "search-index.js";
        old.onload = function () {
          window.sitegenSearch.open("search/manifest.js").then(function () { done(true); });
        };
        document.head.appendChild(old);""")
    browser.execute_script(WHOLE_INDEX_SEARCH)


def test_split_index_finds_what_the_whole_index_found(browser, server, site):
    _prepare(browser, server)
    compared = 0
    for query in _queries(site):
        whole = browser.execute_script("return window.wholeIndexSearch(arguments[0], 10)", query)
        split = browser.execute_async_script(
            "var done = arguments[arguments.length - 1];"
            "window.sitegenSearch.search(arguments[0], 10).then(function (found) {"
            "  done(found.map(function (s) { return { t: s.doc.t, u: s.doc.u, d: s.doc.d, heading: s.heading,"
            "    anchor: s.anchor, snippet: s.snippet }; })); }, function (e) { done('error: ' + e); });", query)
        assert split == whole, f"«{query}»: split index gives {split}, whole index gave {whole}"
        compared += 1
    assert compared > 40
    found = sum(1 for q in QUERIES if browser.execute_script("return window.wholeIndexSearch(arguments[0], 10).length", q))
    assert found > 15, "most fixed queries find something, so the comparison means something"


def test_a_query_loads_only_its_shards(browser, server, site):
    browser.get(server)
    browser.execute_script("""window.searchErrors = [];
        window.addEventListener("error", function (e) { window.searchErrors.push(String(e.message)); });
        window.addEventListener("unhandledrejection", function (e) { window.searchErrors.push(String(e.reason)); });""")
    box = browser.find_element(By.ID, "buscar")
    box.send_keys("navegacion")
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".search-results li"))
    loaded = browser.execute_script(
        "return performance.getEntriesByType('resource').map(function (e) { return e.name; })"
        ".filter(function (n) { return /\\/search\\/|search-index/.test(n); })")
    assert not any(name.endswith("search-index.js") for name in loaded), loaded
    names = [name.rsplit("/", 1)[1] for name in loaded]
    assert "manifest.js" in names
    total = sum((site / "search" / name).stat().st_size for name in names)
    every = sum(path.stat().st_size for path in (site / "search").iterdir())
    measure("search bytes before the first result (navegacion)",
            f"{total} bytes in {len(names)} files, of {every} bytes in search/; whole index "
            f"{(site / 'search-index.js').stat().st_size} bytes")
    assert total < every
    # Typing on, deleting and a query with no match raise no error either.
    for keys in (" alertas", Keys.BACK_SPACE * 3, " zzzxq"):
        box.send_keys(keys)
        WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".search-results li"))
    assert "Sin resultados" in browser.find_element(By.CSS_SELECTOR, ".search-results").text
    assert browser.execute_script("return window.searchErrors") == []
    severe = [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE" and "favicon.ico" not in entry["message"]]
    assert not severe, severe
