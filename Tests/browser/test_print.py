"""Printing: light colours on paper even when the screen is dark, and no demo controls."""
from demo_support import emulate


def _luminance(css_colour):
    """Relative brightness (0-255) of an `rgb(...)`/`rgba(...)` computed colour."""
    numbers = [float(part) for part in css_colour[css_colour.index("(") + 1:-1].split(",")[:3]]
    return 0.2126 * numbers[0] + 0.7152 * numbers[1] + 0.0722 * numbers[2]


def _print_media(browser, scheme):
    features = [{"name": "prefers-color-scheme", "value": scheme}]
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print", "features": features})


def test_dark_readers_print_light_chips_and_inline_code(browser, server, site):
    path = "tca-navegacion-01-alertas/index.html"
    assert (site / path).exists()
    try:
        _print_media(browser, "dark")
        browser.get(server + path)
        colours = browser.execute_script("""
            function bg(selector) { var e = document.querySelector(selector); return e && getComputedStyle(e).backgroundColor; }
            function fg(selector) { var e = document.querySelector(selector); return e && getComputedStyle(e).color; }
            return {code: bg('.prose p code'), codeText: fg('.prose p code'), tag: bg('.tag'), badge: bg('.code-badge'),
                    notice: bg('.article-notice'), body: bg('body')};""")
        for name in ("code", "tag", "badge", "notice", "body"):
            assert colours[name] is not None, name
            assert _luminance(colours[name]) > 200, (name, colours[name])
        assert _luminance(colours["codeText"]) < 80, colours["codeText"]
    finally:
        emulate(browser)
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})


def test_the_demo_is_not_printed(browser, server, site):
    path = next(p.relative_to(site).as_posix() for p in sorted(site.glob("*/index.html"))
                if "data-alarm-demo" in p.read_text(encoding="utf-8") and not p.parent.name == "demo")
    try:
        _print_media(browser, "light")
        browser.get(server + path)
        shown = browser.execute_script(
            "return Array.from(document.querySelectorAll('.alarm-demo')).map(function (e) { return getComputedStyle(e).display; })")
        assert shown and all(display == "none" for display in shown), shown
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "", "features": []})
