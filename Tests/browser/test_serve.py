"""`sitegen serve`: serves the site on 127.0.0.1, rebuilds after an edit, reloads the open
page, refuses paths outside the site folder and sends the right content types."""
import re
import base64
import pathlib
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT, measure

PNG = base64.b64decode("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")


@pytest.fixture(scope="module")
def preview(sitegen, tmp_path_factory):
    """A project copy served by `sitegen serve --port 0`; stopped when the module ends,
    and by itself (--stop-after) if the test run dies first."""
    folder = tmp_path_factory.mktemp("serve")
    shutil.copytree(ROOT / "content", folder / "content")
    shutil.copytree(ROOT / "templates", folder / "templates")
    (folder / "templates" / "assets" / "pixel.png").write_bytes(PNG)
    (folder / "templates" / "assets" / "icon.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg"/>')
    log = folder / "serve.log"  # a file, not a pipe: a full pipe would block the server
    with open(log, "w") as stderr:
        process = subprocess.Popen([str(sitegen), "serve", "--port", "0", "--stop-after", "300"], cwd=folder,
                                   stdout=subprocess.PIPE, stderr=stderr, text=True)
    line = process.stdout.readline()
    assert "http://127.0.0.1:" in line, log.read_text()
    url = line.split("http://", 1)[1].split("/", 1)[0]
    yield {"base": f"http://{url}/", "host": url.split(":")[0], "port": int(url.split(":")[1]),
           "folder": folder, "process": process, "log": log}
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


def fetch(url):
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.headers.get("Content-Type"), response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers.get("Content-Type"), error.read()


def raw_status(preview, target):
    """The status of a request sent as written (urllib would normalise `..` away)."""
    with socket.create_connection((preview["host"], preview["port"]), timeout=10) as connection:
        connection.sendall(f"GET {target} HTTP/1.1\r\nHost: 127.0.0.1:{preview['port']}\r\n\r\n".encode())
        data = b""
        while chunk := connection.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split(b" ")[1]), body


def an_article(preview):
    for path in sorted((preview["folder"] / "content").glob("*.md")):
        if "tca-navegacion-01" in path.name:
            return path
    return sorted((preview["folder"] / "content").glob("*.md"))[0]


def test_serves_pages_with_the_reload_script(preview):
    status, content_type, body = fetch(preview["base"])
    assert status == 200 and content_type.startswith("text/html")
    assert b"/__sitegen/reload.js" in body
    status, content_type, body = fetch(preview["base"] + "__sitegen/version")
    assert status == 200 and content_type == "application/json" and b'"version"' in body


@pytest.mark.parametrize("path,expected", [
    ("", "text/html"), ("assets/site.css", "text/css"), ("assets/search.js", "text/javascript"),
    ("search-index.js", "text/javascript"), ("__sitegen/version", "application/json"),
    ("feed.xml", "application/xml"), ("robots.txt", "text/plain"),
    ("assets/icon.svg", "image/svg+xml"), ("assets/pixel.png", "image/png"),
])
def test_content_types(preview, path, expected):
    status, content_type, _ = fetch(preview["base"] + path)
    assert status == 200 and content_type.split(";")[0] == expected


def test_missing_page_is_404_with_the_site_page(preview):
    status, content_type, body = fetch(preview["base"] + "no-existe/")
    assert status == 404 and "Página no encontrada" in body.decode()


def test_folder_without_slash_redirects(preview):
    status, _ = raw_status(preview, "/etiquetas")
    assert status == 301


@pytest.mark.parametrize("target", [
    "/../../../../etc/passwd", "/assets/../../../etc/passwd", "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd", "/assets/..%2f..%2f..%2fetc/passwd", "//etc/passwd", "/etc/passwd",
    "/%2Fetc%2Fpasswd", "http://127.0.0.1/../etc/passwd", "/..\\..\\etc\\passwd", "/assets%00/site.css",
])
def test_paths_outside_the_site_are_refused(preview, target):
    status, body = raw_status(preview, target)
    assert status in (400, 403, 404), (target, status)
    assert b"root:" not in body


def test_edit_rebuilds_and_serves_the_change(preview):
    article = an_article(preview)
    marker = f"Marca de prueba {time.time_ns()}"
    version = fetch(preview["base"] + "__sitegen/version")[2]
    original = article.read_text(encoding="utf-8")
    article.write_text(original + f"\n\n{marker}\n", encoding="utf-8")
    saved = time.monotonic()
    deadline = saved + 60
    page = None
    while time.monotonic() < deadline:
        status, _, body = fetch(preview["base"] + "__sitegen/version")
        if body != version:
            break
        time.sleep(0.05)
    for path in (preview["folder"] / "public").rglob("index.html"):
        if marker in path.read_text(encoding="utf-8"):
            page = path.relative_to(preview["folder"] / "public").as_posix()
    assert page, "the edited article's page was rebuilt"
    status, _, body = fetch(preview["base"] + page)
    assert marker in body.decode()
    measure("serve: save → new page served", f"{time.monotonic() - saved:.2f} s")
    log = preview["log"].read_text()
    # The page came first, on its own; then the whole site, where only that page was rendered again.
    assert f"Showing the new {page}" in log, log
    while time.monotonic() < deadline and "Rebuilt" not in preview["log"].read_text():
        time.sleep(0.05)
    rebuilt = [line for line in preview["log"].read_text().splitlines() if line.startswith("Rebuilt")]
    # Kept: every page but the edited article's and those of the articles that embed the demo
    # (their pages show the demo's other chapters, so they are always rendered).
    embedding = sum(1 for path in article.parent.glob("*.md") if re.search(r"^demo:", path.read_text(encoding="utf-8"), re.M))
    found = re.search(r"\(rendered (\d+) of (\d+) article pages again", rebuilt[-1] if rebuilt else "")
    assert found and int(found.group(1)) == 1 + embedding < int(found.group(2)), rebuilt
    status, _, body = fetch(preview["base"] + page)
    assert marker in body.decode()


def wait_until_the_page_saw_the_version(browser, seconds=30):
    """Until the page's reload script has read the server's version (it marks the page)."""
    WebDriverWait(browser, seconds, poll_frequency=0.01).until(
        lambda driver: driver.execute_script("return document.documentElement.getAttribute('data-sitegen-version')") is not None)


def test_open_page_reloads_after_an_edit(preview, browser):
    article = an_article(preview)
    base = preview["base"]
    browser.get(base)
    link = [a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, "a.card-title")
            if "alertas" in a.get_attribute("href")]
    browser.get(link[0] if link else base)
    browser.execute_script("window.sitegenBeforeReload = true")
    wait_until_the_page_saw_the_version(browser)
    marker = f"Recarga automática {time.time_ns()}"
    article.write_text(article.read_text(encoding="utf-8") + f"\n\n{marker}\n", encoding="utf-8")
    saved = time.time()
    found = "return document.body !== null && document.body.innerHTML.indexOf(arguments[0]) >= 0"
    while time.time() < saved + 60:
        try:
            if browser.execute_script(found, marker):
                break
        except Exception:  # the page is being replaced
            pass
        time.sleep(0.01)
    elapsed = time.time() - saved
    assert browser.execute_script(found, marker), "the open page reloaded with the edit"
    assert not browser.execute_script("return window.sitegenBeforeReload === true")
    reload_started = browser.execute_script("return performance.timeOrigin") / 1000 - saved
    measure("serve: save → reloaded page in the browser",
            f"{elapsed:.2f} s (reload began {reload_started:.2f} s after the save)")


def test_build_error_is_shown_and_the_last_site_stays(preview, browser):
    article = an_article(preview)
    good = article.read_text(encoding="utf-8")
    browser.get(preview["base"])
    wait_until_the_page_saw_the_version(browser)
    try:
        article.write_text("---\ntitle: [roto\n---\nTexto\n", encoding="utf-8")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not browser.find_elements(By.ID, "sitegen-build-error"):
            time.sleep(0.1)
        banner = browser.find_elements(By.ID, "sitegen-build-error")
        assert banner and article.name in banner[0].text
        first = banner[0].text
        assert fetch(preview["base"])[0] == 200
        # Another error replaces it: the banner shows the latest, never a stale one.
        article.write_text("---\ntitle: Bien\ntags: [roto\n---\nTexto\n", encoding="utf-8")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            shown = browser.find_elements(By.ID, "sitegen-build-error")
            if shown and shown[0].text != first:
                break
            time.sleep(0.1)
        latest = browser.find_element(By.ID, "sitegen-build-error").text
        assert latest != first and article.name in latest and "it starts at line 3" in latest, (first, latest)
    finally:
        article.write_text(good, encoding="utf-8")
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and b'"error":null' not in fetch(preview["base"] + "__sitegen/version")[2]:
        time.sleep(0.1)
    assert b'"error":null' in fetch(preview["base"] + "__sitegen/version")[2]


def test_a_failing_block_shows_the_compilers_message_under_its_line(preview, browser):
    """In serve, a block that fails shows the compiler's message (with file:line) under the
    line it is about; the copied code leaves it out; once fixed, the message is gone."""
    article = an_article(preview)
    good = article.read_text(encoding="utf-8")
    failing = "\n\n```swift\nlet saludo = \"hola\"\nlet total: Int = saludo\nprint(total)\n```\n"
    wrong_line = (good + failing).split("\n").index("let total: Int = saludo") + 1
    page = preview["base"] + "tca-navegacion-01-alertas/"
    browser.get(page)
    wait_until_the_page_saw_the_version(browser)
    try:
        article.write_text(good + failing, encoding="utf-8")
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline and not browser.find_elements(By.CSS_SELECTOR, "pre.code .code-error"):
            time.sleep(0.1)
        errors = browser.find_elements(By.CSS_SELECTOR, "pre.code .code-error")
        assert errors, (preview["log"].read_text())[-2000:]
        text = errors[0].text
        assert f"content/{article.name}:{wrong_line}:" in text and "error:" in text, text
        # Under the line it is about: the line span just before it holds the wrong code.
        before = browser.execute_script("return arguments[0].previousElementSibling.textContent", errors[0])
        assert "let total: Int = saludo" in before
        block = errors[0].find_element(By.XPATH, "ancestor::div[contains(@class,'code-block')]")
        assert "Falla" in block.find_element(By.CSS_SELECTOR, ".code-header").text
        copied = browser.execute_script("""
            var copy = arguments[0].cloneNode(true);
            copy.querySelectorAll(".code-hidden, .code-error").forEach(function (n) { n.remove(); });
            return copy.textContent;""", block.find_element(By.CSS_SELECTOR, "pre.code code"))
        assert "error:" not in copied
        script = (ROOT / "templates" / "assets" / "copy-code.js").read_text()
        assert ".code-error" in script, "copy-code.js leaves the messages out of the copied code"
    finally:
        article.write_text(good, encoding="utf-8")
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and browser.find_elements(By.CSS_SELECTOR, "pre.code .code-error"):
        time.sleep(0.1)
    assert not browser.find_elements(By.CSS_SELECTOR, "pre.code .code-error"), "the message is gone once the block is fixed"


def test_serve_listens_on_loopback_only(preview):
    output = subprocess.run(["ss", "-ltnH"], capture_output=True, text=True).stdout if shutil.which("ss") else ""
    lines = [line for line in output.splitlines() if f":{preview['port']} " in line]
    if lines:
        assert all("127.0.0.1:" in line for line in lines), lines
