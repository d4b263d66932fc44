"""The site served under a path, as GitHub Pages serves a project site
(`https://owner.github.io/repo/`): built with `--base-url`, every page, asset, search result,
the demo and the feed work under `/sitegen/`, and the 404 page — served for any missing
address under it — keeps its styles and its links."""
import functools
import http.server
import os
import subprocess
import threading
import time
import urllib.error
import urllib.request
import xml.etree.ElementTree as ElementTree

import pytest
from selenium.webdriver.common.by import By

from conftest import ROOT

PROJECT = "sitegen"


class _ProjectSiteHandler(http.server.SimpleHTTPRequestHandler):
    """Files under the served folder; a missing address under /sitegen/ gets that site's
    404.html with status 404, as GitHub Pages answers for a project site."""

    def log_message(self, *args):
        pass

    def send_error(self, code, message=None, explain=None):
        if code == 404 and self.path.startswith(f"/{PROJECT}/"):
            with open(os.path.join(self.directory, PROJECT, "404.html"), "rb") as page:
                body = page.read()
            self.send_response(404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)
            return
        super().send_error(code, message, explain)


class _QuietServer(http.server.ThreadingHTTPServer):
    """A browser that drops a request it no longer needs is not an error worth a traceback."""

    def handle_error(self, request, client_address):
        pass


@pytest.fixture(scope="module")
def project_site(sitegen, tmp_path_factory):
    """The site built for http://127.0.0.1:PORT/sitegen/ and served there (stops by itself)."""
    root = tmp_path_factory.mktemp("project-site")
    handler = functools.partial(_ProjectSiteHandler, directory=str(root))
    httpd = _QuietServer(("127.0.0.1", 0), handler)
    base = f"http://127.0.0.1:{httpd.server_address[1]}/{PROJECT}/"
    result = subprocess.run([str(sitegen), "build", "--no-verify", "--content", "content", "--templates", "templates",
                             "--output", str(root / PROJECT), "--base-url", base],
                            cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    watchdog = threading.Timer(600, httpd.shutdown)
    watchdog.daemon = True
    watchdog.start()
    yield base
    watchdog.cancel()
    httpd.shutdown()
    httpd.server_close()
    thread.join(timeout=5)


@pytest.fixture(autouse=True)
def forget_the_404s(browser):
    """The 404 answers these tests ask for are not errors: the shared browser's log is left
    empty for the tests that read it."""
    yield
    browser.get_log("browser")


def status(url):
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status
    except urllib.error.HTTPError as error:
        return error.code


def same_site_links(driver, base):
    """Every link, stylesheet, script and image of the page that stays on the site."""
    urls = driver.execute_script("""
        return Array.from(document.querySelectorAll('a[href], link[href], script[src], img[src]'))
            .map(function (e) { return e.href || e.src; });""")
    host = base.split(f"/{PROJECT}/")[0]
    here = driver.current_url.split("#")[0]
    return sorted({url.split("#")[0] for url in urls if url.startswith(host)} - {"", here})


@pytest.mark.parametrize("width", [390, 1280])
def test_the_404_page_keeps_its_styles_and_links_under_the_project_path(project_site, browser, width):
    browser.set_window_size(width, 900)
    missing = project_site + "no/existe/esta/pagina/"
    assert status(missing) == 404
    browser.get(missing)
    assert "no encontrada" in browser.title.lower() or "no encontrada" in browser.page_source.lower()
    # site.css applied: its rules are there and the page is not in the browser's default font.
    rules = browser.execute_script(
        "return Array.from(document.styleSheets).reduce(function (n, s) { try { return n + s.cssRules.length } catch (e) { return n } }, 0)")
    assert rules > 50
    assert "Times" not in browser.execute_script("return getComputedStyle(document.body).fontFamily")
    links = same_site_links(browser, project_site)
    assert links and all(f"/{PROJECT}/" in url for url in links), links
    broken = [url for url in links if status(url) != 200]
    assert not broken, broken
    home = browser.find_element(By.CSS_SELECTOR, "a.button").get_attribute("href")
    assert home == project_site


@pytest.mark.parametrize("width", [390, 1280])
def test_pages_assets_search_and_demo_work_under_the_project_path(project_site, browser, width):
    browser.set_window_size(width, 900)
    for page in ["", "demo/", "etiquetas/"]:
        browser.get(project_site + page)
        broken = [url for url in same_site_links(browser, project_site) if status(url) != 200]
        assert not broken, (page, broken)
    # The demo's script ran (it draws the app and exposes its state).
    browser.get(project_site + "demo/")
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and not browser.execute_script("return !!window.sitegenDemo"):
        time.sleep(0.05)
    assert browser.execute_script("return !!window.sitegenDemo")
    # Search from the 404 page, the deepest address there is: its results lead to pages that exist.
    browser.get(project_site + "a/b/c/")
    field = browser.find_element(By.CSS_SELECTOR, ".site-search input")
    if not field.is_displayed():
        toggle = browser.find_elements(By.CSS_SELECTOR, ".search-toggle, [aria-controls*=search]")
        if toggle:
            toggle[0].click()
    browser.execute_script("arguments[0].value = 'alerta'; arguments[0].dispatchEvent(new Event('input'))", field)
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline and not browser.find_elements(By.CSS_SELECTOR, ".search-results a"):
        time.sleep(0.05)
    results = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, ".search-results a")]
    assert results, "search found nothing on the 404 page"
    assert all(url.startswith(project_site) and status(url.split("#")[0]) == 200 for url in results), results


def test_the_feed_links_every_entry_under_the_project_path(project_site):
    with urllib.request.urlopen(project_site + "feed.xml", timeout=10) as response:
        feed = ElementTree.fromstring(response.read())
    links = [element.get("href") or (element.text or "") for element in feed.iter()
             if element.tag.endswith("link") or element.tag.endswith("id")]
    pages = [link for link in links if link.startswith("http")]
    assert len(pages) >= 9, links
    assert all(link.startswith(project_site) for link in pages), pages
    assert all(status(link) == 200 for link in pages if not link.endswith("feed.xml")), pages
