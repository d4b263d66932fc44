"""Quality gates on the built site (run by scripts/test.sh after swift test).

The site is built once per session with the `sitegen` binary of .build (or $SITEGEN_BIN)
into a temporary folder, and served on 127.0.0.1 at a random port by a thread that
stops at the end of the session (and by itself after ten minutes, whatever happens).
"""
import functools
import http.server
import os
import pathlib
import shutil
import subprocess
import tempfile
import threading

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
os.environ.setdefault("SE_AVOID_STATS", "true")  # Selenium Manager must never reach the network

MEASUREMENTS = []


def measure(name, value):
    """Figures printed at the end of the run (index size, page weight, reload time)."""
    MEASUREMENTS.append((name, value))


def pytest_terminal_summary(terminalreporter):
    if MEASUREMENTS:
        terminalreporter.section("measurements")
        for name, value in MEASUREMENTS:
            terminalreporter.write_line(f"{name}: {value}")


def sitegen_binary():
    if os.environ.get("SITEGEN_BIN"):
        return pathlib.Path(os.environ["SITEGEN_BIN"]).resolve()
    for configuration in ("debug", "release"):
        candidate = ROOT / ".build" / configuration / "sitegen"
        if candidate.exists():
            return candidate
    pytest.exit("sitegen binary not found: run `swift build` first or set SITEGEN_BIN", returncode=2)


@pytest.fixture(scope="session")
def sitegen():
    return sitegen_binary()


@pytest.fixture(scope="session")
def site(sitegen, tmp_path_factory):
    """The site built from content/ and templates/: the folder of its files."""
    output = tmp_path_factory.mktemp("site") / "public"
    result = subprocess.run([str(sitegen), "build", "--content", "content", "--templates", "templates",
                             "--output", str(output)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    return output


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@pytest.fixture(scope="session")
def server(site):
    """Base URL of the built site served on 127.0.0.1 (a random free port)."""
    handler = functools.partial(_QuietHandler, directory=str(site))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    watchdog = threading.Timer(600, httpd.shutdown)
    watchdog.daemon = True
    watchdog.start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    watchdog.cancel()
    httpd.shutdown()
    httpd.server_close()
    thread.join(timeout=5)


@pytest.fixture(scope="session")
def browser():
    """Headless Chromium through Debian's chromedriver (no download, no network)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     "--window-size=1280,900", "--lang=es", "--allow-file-access-from-files"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(60)
    yield driver
    driver.quit()


def article_paths(site):
    """Article pages of the built site (folders with an index.html and an <article>)."""
    pages = []
    for page in sorted(site.rglob("index.html")):
        if 'class="article"' in page.read_text(encoding="utf-8"):
            pages.append(page.relative_to(site).as_posix())
    return pages


@pytest.fixture(scope="session")
def articles(site):
    return article_paths(site)


@pytest.fixture(scope="session")
def code_article(site, articles):
    """The article with the most Swift blocks, as a path inside the site."""
    return max(articles, key=lambda path: (site / path).read_text(encoding="utf-8").count('data-language="swift"'))
