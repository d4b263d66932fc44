"""Types on hover and tap: each name of a verified block shows the compiler's declaration of
it — in a UIKit, a SwiftUI, a TCA and a plain Swift block — on hover (a mouse), on tap (a
touch screen) and from the keyboard; Escape closes it; a name another block declares links
to that block."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import measure

# (article kind, page, badge of the block, name, what the popover must say)
KINDS = [
    ("UIKit", "uikit-a-swiftui-03-listado-de-alarmas", "typechecked", "UIViewController",
     ["class UIViewController", "declarado en UIKit"]),
    ("SwiftUI", "objetos-observables", "typechecked", "NavigationView", ["struct NavigationView", "declarado en SwiftUI"]),
    ("TCA", "tca-navegacion-01-alertas", "typechecked", "Reducer", ["struct Reducer", "declarado en ComposableArchitecture"]),
    # A program that ran (content/'s compile blocks are checked in batches, which write no index).
    ("Swift", "uikit-a-swiftui-02-primer-deeplink", "ran", "Tab", ["enum Tab", "enumeración"]),
]

FIND = """
var badge = arguments[0], text = arguments[1];
var names = document.querySelectorAll('.code-block [data-s]');
for (var i = 0; i < names.length; i++) {
  var block = names[i].closest('.code-block');
  if (names[i].textContent === text && block.querySelector('.code-badge-' + badge)) return names[i];
}
return null;
"""


# The page's table of declarations, loaded as symbols.js loads it (its own file, a script).
TABLE = """
var done = arguments[arguments.length - 1];
if (window.sitegenSymbols) return done(window.sitegenSymbols);
var script = document.createElement('script');
script.src = document.querySelector('script[data-symbols]').getAttribute('data-symbols');
script.onload = function () { done(window.sitegenSymbols || null); };
script.onerror = function () { done(null); };
document.head.appendChild(script);
"""


def table(browser):
    return browser.execute_async_script(TABLE)


def popover(browser):
    return browser.find_element(By.ID, "simbolo")


def tap(browser, element=None):
    """A finger's tap at the element's centre, or on the page's left margin (Chromium's touch
    events, pointerType "touch")."""
    box = browser.execute_script("var r = arguments[0].getBoundingClientRect();"
                                 "return [r.left + r.width / 2, r.top + r.height / 2];", element) if element else [1, 450]
    point = {"x": box[0], "y": box[1]}
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    try:
        browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [point]})
        browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    finally:
        browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})


def test_a_name_of_each_article_kind_shows_its_declaration_on_hover_and_tap(browser, server):
    for kind, page, badge, name, expected in KINDS:
        for width in (390, 1280):
            browser.set_window_size(width, 900)
            browser.get(server + page + "/index.html")
            element = browser.execute_script(FIND, badge, name)
            assert element is not None, f"{kind}: no {name} in a {badge} block of {page}"
            browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
            # A mouse over the name.
            ActionChains(browser).move_to_element(element).perform()
            WebDriverWait(browser, 5).until(lambda d: popover(d).is_displayed())
            text = popover(browser).text
            assert all(part in text for part in expected), (kind, text)
            assert element.get_attribute("aria-describedby") == "simbolo"
            assert popover(browser).get_attribute("role") == "tooltip"
            # Under the name, inside the window.
            box = browser.execute_script("var p = document.getElementById('simbolo').getBoundingClientRect(),"
                                         " n = arguments[0].getBoundingClientRect();"
                                         "return [p.left, p.right, p.top, n.bottom, n.top, p.bottom];", element)
            assert box[0] >= 0 and box[1] <= width
            assert box[2] >= box[3] or box[5] <= box[4]
            ActionChains(browser).send_keys(Keys.ESCAPE).perform()
            WebDriverWait(browser, 5).until(lambda d: not popover(d).is_displayed())
            # A tap on the name: the popover opens and stays; a tap elsewhere closes it.
            tap(browser, element)
            WebDriverWait(browser, 5).until(lambda d: popover(d).is_displayed())
            assert all(part in popover(browser).text for part in expected)
            tap(browser)
            WebDriverWait(browser, 5).until(lambda d: not popover(d).is_displayed())
        measure(f"{kind} name on hover and tap", f"{name}: {text.splitlines()[0]}")


def test_the_keyboard_reaches_the_names_and_escape_closes(browser, server):
    browser.set_window_size(1280, 900)
    browser.get(server + "tca-navegacion-01-alertas/index.html")
    pre = browser.execute_script("return document.querySelector('.code-block [data-s]').closest('pre.code')")
    browser.execute_script("arguments[0].focus()", pre)
    ActionChains(browser).send_keys(Keys.ENTER).perform()
    first = browser.switch_to.active_element
    assert first.get_attribute("data-s") is not None
    WebDriverWait(browser, 5).until(lambda d: popover(d).is_displayed())
    ActionChains(browser).send_keys(Keys.ARROW_RIGHT).perform()
    second = browser.switch_to.active_element
    assert second != first and second.get_attribute("data-s") is not None
    assert second.get_attribute("aria-describedby") == "simbolo"
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    assert not popover(browser).is_displayed()
    assert browser.switch_to.active_element == pre


def test_a_name_declared_in_another_block_links_to_it(browser, server):
    browser.set_window_size(1280, 900)
    browser.get(server + "tca-navegacion-01-alertas/index.html")
    rows = table(browser)
    linked = browser.execute_script("""
        var table = arguments[0];
        var names = document.querySelectorAll('.code-block [data-s]');
        for (var j = 0; j < names.length; j++) {
          var entry = table[Number(names[j].getAttribute('data-s'))];
          if (entry[3] && entry[3].charAt(0) === '#' && names[j].getClientRects().length) return [names[j], entry[3]];
        }
        return null;""", rows)
    assert linked, "a name links to the block that declares it"
    name, href = linked
    text = name.text
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", name)
    name.click()
    WebDriverWait(browser, 5).until(lambda d: popover(d).is_displayed())
    popover(browser).find_element(By.LINK_TEXT, "Ir al bloque que lo declara").click()
    WebDriverWait(browser, 5).until(lambda d: d.current_url.endswith(href))
    target = browser.find_element(By.ID, href[1:])
    # The block it lands on declares the name, and is in view.
    assert target.tag_name == "pre"
    assert text in target.text
    top = browser.execute_script("return arguments[0].getBoundingClientRect().top", target)
    assert -5 <= top <= 900


def test_the_names_of_verified_blocks_carry_their_declaration(browser, server, articles):
    counts = {"typechecked": [0, 0], "compiled": [0, 0], "ran": [0, 0]}
    for path in articles:
        browser.get(server + path)
        found = browser.execute_script("""
            var counts = {};
            document.querySelectorAll('.code-block').forEach(function (block) {
              var badge = block.querySelector('.code-badge');
              if (!badge) return;
              var level = ['typechecked', 'compiled', 'ran'].filter(function (b) { return badge.classList.contains('code-badge-' + b); })[0];
              if (!level) return;
              var c = counts[level] || (counts[level] = [0, 0]);
              block.querySelectorAll('pre.code .tok-identifier, pre.code .tok-type').forEach(function (token) {
                c[0] += 1;
                if (token.hasAttribute('data-s') || token.querySelector('[data-s]')) c[1] += 1;
              });
            });
            return counts;""")
        for level, (total, marked) in found.items():
            counts[level][0] += total
            counts[level][1] += marked
        # Every name's row is in the page's table, and says something.
        numbers = browser.execute_script(
            "return Array.prototype.map.call(document.querySelectorAll('[data-s]'), function (n) { return Number(n.getAttribute('data-s')); });")
        if numbers:
            rows = table(browser)
            assert rows and max(numbers) < len(rows), path
            assert all(row[0] and row[1] and row[2] for row in rows), path
    for level, (total, marked) in counts.items():
        measure(f"names of {level} blocks with their declaration", f"{marked} of {total} ({100 * marked / max(total, 1):.1f} %)")
    total, marked = counts["typechecked"]
    assert total > 2000 and marked / total >= 0.995
    total, marked = counts["compiled"]
    assert total > 300 and marked / total >= 0.99
    total, marked = counts["ran"]
    assert total > 150 and marked / total >= 0.99


LOADED = """return performance.getEntriesByType('resource').map(function (e) { return e.name; })
                  .filter(function (n) { return n.indexOf('/simbolos/') >= 0; });"""


def test_the_table_comes_only_when_a_reader_reaches_for_a_name(browser, server, site):
    """The page carries the rows' numbers only: its table of declarations is a file of its own,
    loaded when the pointer first comes over a block (or a tap, or the keyboard) — from the
    server and from a site opened from disk alike."""
    browser.set_window_size(1280, 900)
    for url in (server + "uikit-a-swiftui-03-listado-de-alarmas/index.html",
                (site / "uikit-a-swiftui-03-listado-de-alarmas" / "index.html").as_uri()):
        browser.get(url)
        assert browser.execute_script("return document.getElementById('simbolos')") is None, "no table inside the page"
        assert browser.execute_script(LOADED) == [], "the table is loaded before anyone asks"
        assert browser.execute_script("return window.sitegenSymbols === undefined")
        # A tap straight on a name, before anything loaded: the popover opens once the table is here.
        element = browser.execute_script(FIND, "typechecked", "UIViewController")
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
        tap(browser, element)
        WebDriverWait(browser, 5).until(lambda d: popover(d).is_displayed())
        assert "class UIViewController" in popover(browser).text
        if url.startswith("http"):
            assert len(browser.execute_script(LOADED)) == 1
        measure("table of declarations, loaded at first tap", url.split("/")[0] + " " + str(len(table(browser))) + " rows")
        tap(browser)


def test_a_pointer_that_left_the_name_before_the_table_came_shows_nothing(browser, server):
    """The table loads while the pointer moves on: it shows no popover for a name it left."""
    browser.set_window_size(1280, 900)
    browser.get(server + "objetos-observables/index.html")
    element = browser.execute_script(FIND, "typechecked", "NavigationView")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    # A slow network, and no cached copy: the table takes 1.5 s to come.
    browser.execute_cdp_cmd("Network.enable", {})
    browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
    browser.execute_cdp_cmd("Network.emulateNetworkConditions",
                            {"offline": False, "latency": 1500, "downloadThroughput": -1, "uploadThroughput": -1})
    try:
        # Over the name, then straight to the page's heading, without waiting for the table.
        heading = browser.find_element(By.TAG_NAME, "h1")
        ActionChains(browser).move_to_element(element).move_to_element(heading).perform()
        assert browser.execute_script("return window.sitegenSymbols === undefined"), "the table came too soon to test"
        WebDriverWait(browser, 10).until(lambda d: d.execute_script("return Array.isArray(window.sitegenSymbols)"))
        assert not popover(browser).is_displayed()
        # A name hovered while the table comes is shown when it is here.
        ActionChains(browser).move_to_element(element).perform()
        WebDriverWait(browser, 5).until(lambda d: popover(d).is_displayed())
    finally:
        browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": False})
        browser.execute_cdp_cmd("Network.emulateNetworkConditions",
                                {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
        browser.execute_cdp_cmd("Network.disable", {})
