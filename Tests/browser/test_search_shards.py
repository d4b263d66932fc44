"""The split search index (search/) finds exactly what the whole index (search-index.js)
found, on content/: the old algorithm and the new one run side by side in Chromium."""
import functools
import http.server
import json
import pathlib
import re
import subprocess
import threading

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT, measure

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
    # mistyped words: one or two slips forgiven from five letters
    "navigacion", "navigacion ", "navegacoin ", "comportamineto ", "alretas ", "vista modleo ", "pingüino ",
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


def _compare(browser, queries):
    """Runs each query through both searches; returns how many queries found something."""
    found = 0
    for query in queries:
        whole = browser.execute_script("return window.wholeIndexSearch(arguments[0], 10)", query)
        split = browser.execute_async_script(
            "var done = arguments[arguments.length - 1];"
            "window.sitegenSearch.search(arguments[0], 10).then(function (found) {"
            "  done(found.map(function (s) { return { t: s.doc.t, u: s.doc.u, d: s.doc.d, heading: s.heading,"
            "    anchor: s.anchor, snippet: s.snippet }; })); }, function (e) { done('error: ' + e); });", query)
        assert split == whole, f"«{query}»: split index gives {split}, whole index gave {whole}"
        found += bool(whole)
    return found


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
    queries = _queries(site)
    assert len(queries) > 40
    assert _compare(browser, QUERIES) > 15, "most fixed queries find something, so the comparison means something"
    _compare(browser, queries)


def _corpus_site(sitegen, tmp_path, settings=""):
    """300 articles made from content/'s texts, built with `settings` added to site.yml."""
    content = tmp_path / "content"
    content.mkdir()
    (content / "site.yml").write_text("title: Corpus\nbaseURL: https://example.org/\nlanguage: es\nsearch_whole_index: true\n" + settings,
                                      encoding="utf-8")
    bodies = []
    for path in sorted((ROOT / "content").glob("*.md")):
        text = path.read_text(encoding="utf-8")
        bodies.append(text[text.find("\n---", 4) + 4:] if text.startswith("---\n") else text)
    for number in range(300):
        (content / f"articulo-{number:03d}.md").write_text(
            f"---\ntitle: \"Artículo {number} de {['navegación', 'alertas', 'vistas'][number % 3]}\"\n"
            f"description: Prueba {number}.\n---\n{bodies[number % len(bodies)]}", encoding="utf-8")
    site = tmp_path / "public"
    result = subprocess.run([str(sitegen), "build", "--no-verify", "--no-highlight", "--content", str(content),
                             "--templates", str(ROOT / "templates"), "--output", str(site)],
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    return site


CORPUS_QUERIES = QUERIES + ["a", "co", "con", "vi", "vist", "pa", "12", "articul 12", "articulo 7 ",
                            "navegacion vista mo", "swiftui navigationstack", "re", "reducer", "alertas de"]


class _Served:
    def __init__(self, site):
        handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(site))
        handler.log_message = lambda *args: None
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"

    def __enter__(self):
        return self.url

    def __exit__(self, *args):
        self.httpd.shutdown()
        self.httpd.server_close()


def test_split_index_with_many_shards_finds_the_same(browser, sitegen, tmp_path):
    """content/ fits in a few shards: 300 articles made from its texts need dozens, and
    prefixes that span several of them."""
    site = _corpus_site(sitegen, tmp_path)
    assert len(list((site / "search").glob("t*.js"))) > 20
    with _Served(site) as url:
        _prepare(browser, url)
        assert _compare(browser, CORPUS_QUERIES) > 25


def test_common_words_cut_into_pieces_find_the_same(browser, sitegen, tmp_path):
    """A large site cuts the postings of common words into one piece per block of articles:
    small blocks and pieces (site.yml's search layout settings) make 300 articles do it.
    The results are the whole index's, and a query shows the first blocks' results early."""
    site = _corpus_site(sitegen, tmp_path, "search_block_sections: 150\nsearch_piece_bytes: 400\n")
    pieces = list((site / "search").glob("g*.js"))
    assert len(pieces) > 100, "common words are cut into pieces"
    with _Served(site) as url:
        _prepare(browser, url)
        assert _compare(browser, CORPUS_QUERIES) > 25
        # The early results are the best of the blocks read so far, never more than the final ten.
        early = browser.execute_async_script("""
            var done = arguments[arguments.length - 1], partials = [];
            window.sitegenSearch.search("vista modelo", 10, function (found) { partials.push(found.length); }).then(
              function (found) { done({ partials: partials, final: found.length }); },
              function (e) { done("error: " + e); });""")
        assert early["partials"], "a query of common words shows results before it has read every block"
        assert early["final"] == 10 and all(0 < count <= 10 for count in early["partials"])
        # A search the reader abandons (a newer query) stops reading blocks.
        stopped = browser.execute_async_script("""
            var done = arguments[arguments.length - 1];
            window.sitegenSearch.search("vista modelo", 10, function () { return false; }).then(
              function (found) { done(found === null); }, function (e) { done("error: " + e); });""")
        assert stopped is True


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
