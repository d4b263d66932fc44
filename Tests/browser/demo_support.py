"""Helpers for the deeplink demo's browser tests (test_demo.py): build the site with the
built `sitegen`, serve it on 127.0.0.1, drive headless Chromium, read screenshots.

Kept apart from conftest.py so that other browser tests can have their own fixtures."""
import contextlib
import functools
import http.server
import json
import os
import pathlib
import shutil
import struct
import subprocess
import threading
import zlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "Tests" / "AlarmCoreTests" / "Fixtures" / "deeplink-golden.json"
os.environ.setdefault("SE_AVOID_STATS", "true")  # Selenium Manager must never reach the network


def sitegen_binary():
    """The built `sitegen`: $SITEGEN_BIN, else .build/debug, else .build/release."""
    if os.environ.get("SITEGEN_BIN"):
        return pathlib.Path(os.environ["SITEGEN_BIN"])
    for configuration in ("debug", "release"):
        candidate = ROOT / ".build" / configuration / "sitegen"
        if candidate.exists():
            return candidate
    raise FileNotFoundError("sitegen binary not found: run `swift build` first or set SITEGEN_BIN")


def build_site(output):
    """Builds content/ with templates/ into `output` (a folder that does not exist yet)."""
    result = subprocess.run([str(sitegen_binary()), "build", "--content", "content", "--templates", "templates",
                             "--output", str(output)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    if result.returncode != 0:
        raise RuntimeError(f"sitegen build failed:\n{result.stdout}\n{result.stderr}")
    return pathlib.Path(output)


def load_golden():
    return json.loads(GOLDEN.read_text(encoding="utf-8"))


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


@contextlib.contextmanager
def serve(folder, lifetime=900):
    """Serves `folder` on 127.0.0.1 at a free port; yields the base URL. The server thread
    stops when the block ends, and by itself after `lifetime` seconds whatever happens."""
    handler = functools.partial(_QuietHandler, directory=str(folder))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, name="demo-site-server", daemon=True)
    thread.start()
    watchdog = threading.Timer(lifetime, httpd.shutdown)
    watchdog.daemon = True
    watchdog.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        watchdog.cancel()
        httpd.shutdown()
        httpd.server_close()
        thread.join(timeout=10)


def make_browser(width=1280, height=1000):
    """Headless Chromium through Debian's chromedriver: no download, no network."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                     f"--window-size={width},{height}", "--lang=es", "--hide-scrollbars",
                     "--force-device-scale-factor=1"):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(60)
    return driver


def emulate(driver, scheme=None, timezone=None, reduced_motion=False):
    """Light or dark colour scheme, reduced motion and the device's time zone, as Chromium's
    DevTools set them."""
    features = [{"name": "prefers-color-scheme", "value": scheme}] if scheme else []
    features.append({"name": "prefers-reduced-motion", "value": "reduce" if reduced_motion else "no-preference"})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": features})
    if timezone:
        driver.execute_cdp_cmd("Emulation.setTimezoneOverride", {"timezoneId": timezone})


@contextlib.contextmanager
def viewport(driver, width, height):
    """A window of `width` × `height` CSS pixels (a phone: 390 × 844) for the block's pages."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    try:
        yield driver
    finally:
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


# MARK: PNG, read without third-party packages

def png_pixels(data):
    """(width, height, rows of RGBA tuples) of an 8-bit, non-interlaced PNG such as
    Chromium's screenshots (colour types 2 and 6)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    position, idat, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    assert depth == 8 and colour in (2, 6) and interlace == 0, f"unsupported PNG {header}"
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            up_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 0xFF
            elif kind == 2:
                line[i] = (line[i] + up) & 0xFF
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 0xFF
            elif kind == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                predictor = left if pa <= pb and pa <= pc else up if pb <= pc else up_left
                line[i] = (line[i] + predictor) & 0xFF
        rows.append([tuple(line[i:i + channels]) for i in range(0, stride, channels)])
        previous = line
    return width, height, rows


def colour_count(data):
    """How many distinct colours a PNG has: a blank or one-colour picture has very few."""
    _, _, rows = png_pixels(data)
    return len({pixel[:3] for row in rows for pixel in row})
