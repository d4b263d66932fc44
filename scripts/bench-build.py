#!/usr/bin/env python3
"""Benchmark of `sitegen build` on generated corpora (not a test: it prints figures).

Builds corpora of 1,000 and 10,000 articles by cycling the bodies of the articles of
content/ (each article gets a unique title and slug, tags and a series), then times
`sitegen build` on each: a cold build (no output, no record), a rebuild with nothing
changed and a rebuild after one article changed, with wall time, CPU time and peak
memory (GNU time). With --hugo, Debian's `hugo` (apt-get install hugo) builds the same
corpus with a minimal theme, alternating with sitegen, and the table gives the ratios.
With --serve, it times saving an article until `sitegen serve` (and `hugo server`)
serves its new version.

It also reports what a reader downloads: the size of the whole search index
(search-index.js, written only when site.yml asks for it and never loaded by readers), the search bytes before the first result
(measured in headless Chromium when selenium is installed: the search/ files assets/search.js
loads until it has results to show; else estimated from the files) and the total weight of an article page (its HTML plus the CSS and
JavaScript it references), for the project's own content/ and for each corpus.

    scripts/bench-build.py [--sizes 1000,10000] [--hugo] [--serve] [--runs 3] [--binary PATH] [--keep]

Use a release binary for real figures: `swift build -c release --product sitegen`
(the default --binary is .build/release/sitegen).
"""
import argparse, json, os, pathlib, re, shutil, statistics, subprocess, sys, tempfile, time, unicodedata

ROOT = pathlib.Path(__file__).resolve().parent.parent
# The published articles: the seed texts of ../shared/seeds with their markup fixed. The seeds
# themselves no longer build, since the Markdown checks stop on their defects (prose inside
# code blocks, bare generics, Xcode placeholders).
SEEDS = ROOT / "content"

TAGS = ["SwiftUI", "UIKit", "Combine", "TCA", "Navegación", "Testing", "Observation", "Deeplinks"]


def seed_bodies():
    bodies = []
    for path in sorted(SEEDS.glob("*.md")):
        text = path.read_text(encoding="utf-8")
        if text.startswith("---\n"):  # drop the seed's own front matter
            end = text.find("\n---", 4)
            text = text[end + 4:] if end > 0 else text
        bodies.append(text)
    return bodies


def make_corpus(folder: pathlib.Path, count: int):
    content = folder / "content"
    content.mkdir(parents=True)
    (content / "site.yml").write_text(
        "title: Banco de pruebas\ndescription: Un corpus generado.\n"
        "baseURL: https://example.org/\nauthor: bench\nlanguage: es\n", encoding="utf-8")
    bodies = seed_bodies()
    total = 0
    for index in range(count):
        body = bodies[index % len(bodies)]
        tags = f"[{TAGS[index % len(TAGS)]}, {TAGS[(index * 3 + 1) % len(TAGS)]}]"
        series = f"series: Serie {index // 5}\npart: {index % 5 + 1}\n" if index % 2 == 0 else ""
        text = (f"---\ntitle: \"Artículo {index}\"\ndescription: Texto de prueba número {index}.\n"
                f"tags: {tags}\n{series}order: {index}\n---\n{body}")
        (content / f"articulo-{index:05d}.md").write_text(text, encoding="utf-8")
        total += len(text.encode())
    return total


def hugo_site(folder: pathlib.Path, highlight: bool = False):
    """A minimal Hugo site over the same Markdown (front matter is compatible); with
    `highlight`, Hugo colours code fences with Chroma, as sitegen colours Swift blocks."""
    (folder / "hugo.toml").write_text('baseURL = "https://example.org/"\nlanguageCode = "es"\ntitle = "Banco"\n'
                                      'disableKinds = ["taxonomy", "term"]\n[markup.highlight]\n'
                                      f'codeFences = {"true" if highlight else "false"}\n'
                                      '[markup.goldmark.renderer]\nunsafe = true\n')
    layouts = folder / "layouts" / "_default"
    layouts.mkdir(parents=True)
    (layouts / "single.html").write_text("<!DOCTYPE html><html lang=\"es\"><head><title>{{ .Title }}</title></head>"
                                         "<body><h1>{{ .Title }}</h1>{{ .Content }}</body></html>")
    (layouts / "list.html").write_text("<!DOCTYPE html><html><body><ul>{{ range .Pages }}<li><a href=\"{{ .RelPermalink }}\">"
                                       "{{ .Title }}</a></li>{{ end }}</ul></body></html>")
    shutil.copytree(folder / "content", folder / "hugo-content", dirs_exist_ok=True)
    (folder / "hugo-content" / "site.yml").unlink()


def measure(command, cwd):
    """Runs `command`; returns wall seconds, CPU seconds (user + system) and peak MiB (GNU time)."""
    start = time.perf_counter()
    result = subprocess.run(["/usr/bin/time", "-f", "%M %U %S"] + command, cwd=cwd,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    if result.returncode != 0:
        sys.stderr.write(result.stderr[-3000:])
        raise SystemExit(f"bench: {' '.join(command)} failed with {result.returncode}")
    peak_kib, user, system = result.stderr.strip().splitlines()[-1].split()
    return wall, float(user) + float(system), int(peak_kib) / 1024


def edit_article(folder: pathlib.Path, number: int, text: str):
    """Appends a paragraph to one article of the corpus (in content/ and hugo-content/)."""
    for sub in ("content", "hugo-content"):
        path = folder / sub / f"articulo-{number:05d}.md"
        if path.exists():
            with path.open("a", encoding="utf-8") as out:
                out.write(f"\n{text}\n")


def free_port():
    import socket
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def fetch(url):
    import urllib.request
    try:
        with urllib.request.urlopen(url, timeout=5) as response:
            return response.read().decode("utf-8", "replace")
    except Exception:
        return ""


def serve_latency(command, cwd, port, folder, edits=3, start_timeout=900):
    """Starts a preview server, then times each of `edits` saves of one article until the
    served page shows the new text (polled every millisecond). Returns the median seconds."""
    page = f"http://127.0.0.1:{port}/articulo-00007/"
    server = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.time() + start_timeout
        while "articulo" not in fetch(page).lower() and "Artículo 7" not in fetch(page):
            if time.time() > deadline or server.poll() is not None:
                raise SystemExit(f"bench: {' '.join(command)} did not serve {page}")
            time.sleep(0.2)
        time.sleep(1.0)
        latencies = []
        for edit in range(edits):
            marker = f"marcaservidor{edit}x{int(time.time() * 1000)}"
            start = time.perf_counter()
            edit_article(folder, 7, marker)
            while marker not in fetch(page):
                if time.perf_counter() - start > 120:
                    raise SystemExit(f"bench: {page} never showed the edit")
                time.sleep(0.001)
            latencies.append(time.perf_counter() - start)
            time.sleep(1.0)
        return statistics.median(latencies)
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()


ASSET = re.compile(r'<(?:link[^>]+href|script[^>]+src)="([^"]+\.(?:css|js))"')


def page_weight(page: pathlib.Path):
    """Bytes of an HTML page plus the CSS and JS files it references."""
    html = page.read_text(encoding="utf-8")
    total = len(html.encode())
    for reference in ASSET.findall(html):
        asset = (page.parent / reference).resolve()
        if asset.exists():
            total += asset.stat().st_size
    return total


def reader_figures(public: pathlib.Path, label: str):
    """Prints the search index size and the article pages' weight (median and largest)."""
    index = public / "search-index.js"
    whole = f"search-index.js {index.stat().st_size / 1024:.1f} KiB" if index.exists() else "no search-index.js (not asked for)"
    weights = sorted((page_weight(page), page.relative_to(public).as_posix())
                     for page in public.rglob("index.html")
                     if 'class="article"' in page.read_text(encoding="utf-8"))
    if not weights:
        return
    median = statistics.median(weight for weight, _ in weights)
    largest, largest_page = weights[-1]
    print(f"  {label}: {whole}; article page (HTML+CSS+JS) "
          f"median {median / 1024:.1f} KiB, largest {largest / 1024:.1f} KiB ({largest_page})", flush=True)


# Typical queries, as a reader types them (the last word is a prefix until a space follows).
SEARCH_QUERIES = ["navegacion", "alerta", "store", "vista modelo"]
# The first words' beginnings, as the first results appear while a reader types them.
SEARCH_PREFIXES = ["na", "al", "st", "vi"]


def _search_terms(query):
    """The query's terms, folded and stemmed as assets/search.js does (stop words aside)."""
    folded = "".join(c for c in unicodedata.normalize("NFD", query) if not unicodedata.combining(c)).lower()
    out = []
    for word in re.findall(r"\w+", folded):
        if len(word) < 2:
            continue
        if len(word) >= 5:
            if word[-1] in "aeo":
                word = word[:-1]
            elif word[-1] == "s" and word[-2] == "e" and word[-3] == "c":
                word = word[:-3] + "z"
            elif word[-1] == "s" and word[-2] in "aeo":
                word = word[:-2]
            elif word[-1] == "s" and word[-2] not in "siu" and word[-2].isalpha():
                word = word[:-1]
        out.append(word)
    return out


def search_bytes(public: pathlib.Path, query: str):
    """An estimate of the bytes a reader downloads before the first results of `query`, for
    when no browser is at hand: the manifest, the term shards its words need (as search.js
    picks them), the first block's pieces of their cut terms, and the ten largest result
    chunks (an upper bound: ten results come from at most ten chunks)."""
    folder = public / "search"

    def stored(path):
        text = path.read_text(encoding="utf-8")
        return json.loads(text[text.index("]=") + 2:].rstrip().rstrip(";"))

    manifest = stored(folder / "manifest.js")
    keys, words = manifest["k"], _search_terms(query)
    total = (folder / "manifest.js").stat().st_size
    needed, pieces = set(), set()
    for position, word in enumerate(words):
        prefix = position == len(words) - 1
        shards = set()
        begins = [i for i, key in enumerate(keys) if word.startswith(key)]
        if begins:
            shards.add(max(begins, key=lambda i: len(keys[i])))
        if prefix:
            shards.update(i for i, key in enumerate(keys) if len(key) > len(word) and key.startswith(word))
        for shard in shards:
            for term, entry in stored(folder / f"t{shard}.js").items():
                if len(entry) > 2 and (term.startswith(word) if prefix else term == word):
                    pieces.add(entry[2])
        needed |= shards
    total += sum(manifest["b"][i] for i in needed)
    total += sum((folder / f"g{piece}-0.js").stat().st_size for piece in pieces)
    chunks = sorted((p.stat().st_size for p in folder.glob("d*.js")), reverse=True)[:10]
    return total + sum(chunks)


def browser_search_bytes(public: pathlib.Path, queries):
    """The bytes of search/ files the real assets/search.js downloads, in headless Chromium,
    before it has results to show for each query (its early results, for a query of common
    words on a large site; else its final ones), each query by a new reader. None without
    selenium and chromedriver."""
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        return None
    import functools, http.server, threading
    if not pathlib.Path("/usr/bin/chromedriver").exists():
        return None
    os.environ.setdefault("SE_AVOID_STATS", "true")
    class Handler(http.server.SimpleHTTPRequestHandler):
        # Every query is a new reader's: nothing comes from the browser's cache.
        def end_headers(self):
            self.send_header("Cache-Control", "no-store")
            super().end_headers()

        def log_message(self, *args):
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(public)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    options = webdriver.ChromeOptions()
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"]:
        options.add_argument(flag)
    browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    browser.set_script_timeout(120)
    figures = {}
    try:
        for query in queries:
            browser.get(f"http://127.0.0.1:{httpd.server_address[1]}/")
            figures[query] = browser.execute_async_script("""
                var done = arguments[arguments.length - 1], query = arguments[0];
                performance.setResourceTimingBufferSize(100000);
                function bytes() {
                  return performance.getEntriesByType("resource").filter(function (e) { return e.name.indexOf("/search/") >= 0; })
                    .reduce(function (sum, e) { return sum + e.encodedBodySize; }, 0);
                }
                var first = null;
                window.sitegenSearch.open("search/manifest.js").then(function () {
                  return window.sitegenSearch.search(query, 10, function () { if (first === null) first = bytes(); });
                }).then(function () { done(first === null ? bytes() : first); }, function (e) { done("error: " + e); });""", query)
    finally:
        browser.quit()
        httpd.shutdown()
        httpd.server_close()
    return figures


def search_figures(public: pathlib.Path, label: str):
    """Prints search bytes before the first result, split index against the old single file."""
    whole = public / "search-index.js"
    if not (public / "search" / "manifest.js").exists():
        return
    measured = browser_search_bytes(public, SEARCH_QUERIES + SEARCH_PREFIXES)
    how = "measured in Chromium" if measured else "estimated (no selenium/chromedriver)"
    figures = {query: (measured or {}).get(query) or search_bytes(public, query) for query in SEARCH_QUERIES}
    typing = {query: (measured or {}).get(query) or search_bytes(public, query) for query in SEARCH_PREFIXES}
    every = sum(p.stat().st_size for p in (public / "search").iterdir())
    single = f"single file {whole.stat().st_size / 1024:.1f} KiB → split " if whole.exists() else "split index: "
    print(f"  {label}: search bytes before the first result ({how}): {single}" + ", ".join(f"«{q}» {b / 1024:.1f} KiB" for q, b in figures.items())
          + f" (largest {max(figures.values()) / 1024:.1f} KiB; search/ holds {every / 1024:.1f} KiB)", flush=True)
    print(f"  {label}: while typing, at two letters: " + ", ".join(f"«{q}» {b / 1024:.1f} KiB" for q, b in typing.items()),
          flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--binary", default=str(ROOT / ".build" / "release" / "sitegen"))
    parser.add_argument("--hugo", action="store_true", help="also build each corpus with hugo")
    parser.add_argument("--keep", action="store_true", help="keep the generated corpora")
    parser.add_argument("--runs", type=int, default=3, help="runs of each build, alternating tools (medians are printed)")
    parser.add_argument("--serve", action="store_true", help="also time save → new page with `sitegen serve` (and `hugo server`)")
    parser.add_argument("--highlight", action="store_true",
                        help="highlight Swift blocks (off by default: Hugo runs with codeFences = false, as the reference figures)")
    args = parser.parse_args()
    binary = pathlib.Path(args.binary).resolve()
    if not binary.exists():
        raise SystemExit(f"bench: {binary} not found; run: swift build -c release --product sitegen")
    print(f"binary: {binary}")
    with tempfile.TemporaryDirectory(prefix="sitegen-bench-content-") as folder:
        result = subprocess.run([str(binary), "build", "--no-verify", "--content", "content", "--templates", "templates",
                                 "--output", str(pathlib.Path(folder) / "public")], cwd=ROOT, capture_output=True, text=True)
        if result.returncode == 0:
            print("reader downloads:")
            reader_figures(pathlib.Path(folder) / "public", "content/")
            search_figures(pathlib.Path(folder) / "public", "content/")
        else:
            print(f"content/ does not build: {result.stderr.strip()[-500:]}")
    runs = args.runs
    for size in [int(s) for s in args.sizes.split(",")]:
        folder = pathlib.Path(tempfile.mkdtemp(prefix=f"sitegen-bench-{size}-"))
        megabytes = make_corpus(folder, size) / 1e6
        have_hugo = args.hugo and shutil.which("hugo")
        if args.hugo and not have_hugo:
            print("hugo: not installed (apt-get install hugo)")
        if have_hugo:
            hugo_site(folder, highlight=args.highlight)
        highlight = [] if args.highlight else ["--no-highlight"]
        sitegen = [str(binary), "build", "--no-verify"] + highlight + ["--content", "content", "--templates", str(ROOT / "templates"),
                                                                          "--output", "public"]
        hugo = ["hugo", "--quiet", "--contentDir", "hugo-content", "-d", "hugo-public"]

        # A cold build's output is moved aside, not deleted, until the size is done: on ext4
        # without a journal (this machine's /tmp) every new inode is checked against those
        # deleted in the last minute or more, so deleting 30,000 files right before a build
        # made that build pay for them, by as much as a third of its CPU and unevenly.
        trash = folder / "trash"

        def clean_outputs(tool):
            trash.mkdir(exist_ok=True)
            for path in ((folder / "public", folder / ".public-sitegen-record") if tool == "sitegen"
                         else (folder / "hugo-public", folder / "resources")):
                if path.exists():
                    path.rename(trash / f"{len(list(trash.iterdir()))}-{path.name}")

        # Cold builds, alternating, then a rebuild with nothing changed and one after one
        # article changed (a paragraph appended), each time for both tools.
        figures = {"sitegen": {}, "hugo": {}}
        for run in range(runs):
            for tool, command in (("sitegen", sitegen), ("hugo", hugo)):
                if tool == "hugo" and not have_hugo:
                    continue
                clean_outputs(tool)
                figures[tool].setdefault("cold", []).append(measure(command, folder))
                figures[tool].setdefault("no change", []).append(measure(command, folder))
                edit_article(folder, 3 + run, f"Un párrafo nuevo, edición {run}.")
                figures[tool].setdefault("one edit", []).append(measure(command, folder))
        pages = sum(1 for p in (folder / "public").rglob("*.html"))
        print(f"\n{size} articles ({megabytes:.1f} MB of Markdown, {pages} sitegen pages; medians of {runs}, alternating; "
              f"{'with' if args.highlight else 'without'} highlighting, no verify)")
        print(f"  {'':22} {'sitegen wall':>13} {'CPU':>8} {'peak MiB':>9}   {'hugo wall':>10} {'CPU':>8} {'peak MiB':>9}   {'wall ratio':>10} {'CPU ratio':>9} {'mem ratio':>9}")
        for row in ("cold", "no change", "one edit"):
            mine = [statistics.median(x[i] for x in figures["sitegen"][row]) for i in range(3)]
            line = f"  {row + ' build':22} {mine[0]:12.2f}s {mine[1]:7.2f}s {mine[2]:9.0f}"
            if have_hugo:
                theirs = [statistics.median(x[i] for x in figures["hugo"][row]) for i in range(3)]
                line += (f"   {theirs[0]:9.2f}s {theirs[1]:7.2f}s {theirs[2]:9.0f}"
                         f"   {mine[0] / theirs[0]:9.2f}× {mine[1] / theirs[1]:8.2f}× {mine[2] / theirs[2]:8.2f}×")
            print(line, flush=True)
        cold = statistics.median(x[0] for x in figures["sitegen"]["cold"])
        print(f"  sitegen: no-change rebuild {statistics.median(x[0] for x in figures['sitegen']['no change']) / cold:.1%} "
              f"and one-edit rebuild {statistics.median(x[0] for x in figures['sitegen']['one edit']) / cold:.1%} of its cold build", flush=True)
        if args.serve:
            port = free_port()
            mine = serve_latency([str(binary), "serve", "--no-verify"] + highlight + ["--content", "content", "--templates",
                                 str(ROOT / "templates"), "--output", "public", "--port", str(port)], folder, port, folder)
            line = f"  serve, save → new page served: sitegen {mine * 1000:.0f} ms"
            if have_hugo:
                port = free_port()
                theirs = serve_latency(["hugo", "server", "--contentDir", "hugo-content", "--bind", "127.0.0.1", "--port", str(port),
                                        "--disableLiveReload"], folder, port, folder)
                line += f", hugo server {theirs * 1000:.0f} ms ({mine / theirs:.1f}×)"
            print(line, flush=True)
        reader_figures(folder / "public", f"{size} articles")
        search_figures(folder / "public", f"{size} articles")
        shutil.rmtree(trash, ignore_errors=True)
        if args.keep:
            print(f"kept: {folder}")
        else:
            shutil.rmtree(folder)


if __name__ == "__main__":
    main()
