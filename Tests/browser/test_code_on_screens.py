"""Code on every screen: on a 390 px phone code wraps with a hanging indent instead of
scrolling sideways; on a 1280 px desktop a block wider than its column scrolls and says so;
tabs are 4 columns wide."""
import contextlib

from selenium.webdriver.common.by import By

from conftest import measure

# Per block: does it scroll sideways, its longest visible line (tabs as 4 columns), and
# whether its "scroll" hint is shown.
BLOCKS = """
return Array.prototype.map.call(document.querySelectorAll('.code-block pre.code'), function (pre) {
  var code = pre.querySelector('code').cloneNode(true);
  code.querySelectorAll('.code-hidden').forEach(function (hidden) { hidden.remove(); });
  var longest = Math.max.apply(null, code.textContent.split('\\n').map(function (line) {
    return line.replace(/\\t/g, '    ').length; }));
  var hint = pre.closest('.code-block').querySelector('.scroll-hint');
  return {scrolls: pre.scrollWidth > pre.clientWidth + 1, longest: longest,
          hint: !!hint && hint.offsetParent !== null, hintText: hint ? hint.textContent : null};
});
"""


@contextlib.contextmanager
def window(browser, width):
    before = browser.get_window_size()
    browser.set_window_size(width, 900)
    try:
        yield
    finally:
        browser.set_window_size(before["width"], before["height"])


def blocks_on_every_article(browser, server, articles):
    found = []
    for path in articles:
        browser.get(server + path)
        page = browser.execute_script("return document.documentElement.scrollWidth > document.documentElement.clientWidth")
        found.append((path, page, browser.execute_script(BLOCKS)))
    return found


def test_on_a_phone_no_code_block_scrolls_sideways(browser, server, articles):
    with window(browser, 390):
        found = blocks_on_every_article(browser, server, articles)
    total = sum(len(blocks) for _, _, blocks in found)
    scrolling = [(path, block) for path, _, blocks in found for block in blocks if block["scrolls"]]
    measure("code blocks scrolling sideways at 390 px", f"{len(scrolling)} of {total}")
    assert total > 150
    assert not [path for path, page, _ in found if page], "a page scrolls sideways at 390 px"
    assert not [item for item in scrolling if item[1]["longest"] <= 60], "a block of lines up to 60 columns scrolls"
    assert not scrolling
    assert not [item for _, _, blocks in found for item in blocks if item["hint"]], "no hint where nothing scrolls"


CUT_NAMES = """
    var cut = [], names = 0;
    document.querySelectorAll('pre.code .tok-identifier, pre.code .tok-type').forEach(function (span) {
        if (span.closest('.code-hidden')) return;
        names++;
        var rects = span.getClientRects();
        if (rects.length < 2 || rects[0].top === rects[1].top) return;
        var line = span.closest('.line'), style = getComputedStyle(line);
        var probe = document.createElement('span');
        probe.textContent = span.textContent;
        probe.style.whiteSpace = 'pre';
        line.closest('pre').appendChild(probe);
        var width = probe.getBoundingClientRect().width;
        probe.remove();
        var room = line.getBoundingClientRect().width - parseFloat(style.paddingLeft);
        cut.push({ name: span.textContent, width: width, room: room, size: line.style.fontSize });
    });
    return { names: names, cut: cut };"""


def test_on_a_phone_code_wraps_between_tokens_not_inside_names(browser, server, articles):
    """At 390 px a long line wraps where one token ends and the next begins (the highlighter's
    <wbr>s); a name is cut only when it is wider than the room a wrapped line has."""
    with window(browser, 390):
        names, cut = 0, []
        for path in articles:
            browser.get(server + path)
            found = browser.execute_script(CUT_NAMES)
            names += found["names"]
            cut += found["cut"]
    measure("names cut across lines at 390 px", f"{len(cut)} of {names}: " + ", ".join(sorted({c['name'] for c in cut})))
    assert names > 1000
    # A name with the call or the punctuation that sticks to it (`Tapped()`, two or three
    # columns) wider than the room may be cut; no shorter one.
    fits = [c for c in cut if c["width"] * (len(c["name"]) + 3) / len(c["name"]) <= c["room"]]
    assert not fits, fits[:5]
    # A line whose names would break is drawn smaller (down to 80 %) until they stand whole:
    # only names wider than the room even at 80 % are still cut (2 of content/'s, 13 without it).
    assert len(cut) <= 8
    assert all(c["size"].endswith("em") and abs(float(c["size"][:-2]) - 0.8) < 1e-6 for c in cut), cut


def test_on_a_phone_a_line_is_drawn_smaller_rather_than_cut_inside_a_name(browser, server):
    """copy-code.js shrinks a line (never below 80 %) whose long name would otherwise break inside;
    at 1280 px, where code does not wrap, no line is shrunk."""
    path = "tca-navegacion-01-alertas/index.html"
    with window(browser, 390):
        browser.get(server + path)
        shrunk = browser.execute_script(
            "return Array.prototype.map.call(document.querySelectorAll('pre.code .line.is-shrunk'),"
            " function (l) { return [l.textContent, parseFloat(l.style.fontSize)]; })")
        assert shrunk, "a line of part 01 of the TCA series is drawn smaller"
        assert all(0.8 <= size < 1 for _, size in shrunk), shrunk
        assert any("changeStyleConfirmationDialog" in text for text, _ in shrunk), shrunk
    with window(browser, 1280):
        browser.get(server + path)
        assert browser.execute_script("return document.querySelectorAll('pre.code .line.is-shrunk').length") == 0


def test_on_a_desktop_a_block_that_scrolls_says_so(browser, server, articles):
    with window(browser, 1280):
        found = blocks_on_every_article(browser, server, articles)
    blocks = [block for _, _, blocks in found for block in blocks]
    scrolling = [block for block in blocks if block["scrolls"]]
    measure("code blocks scrolling sideways at 1280 px", f"{len(scrolling)} of {len(blocks)}")
    # Code takes the free gutter beside the text (78 columns fit before, 98 now; 40 blocks scrolled).
    assert len(blocks) > 150
    assert len(scrolling) <= 10, sorted(block["longest"] for block in scrolling)
    assert all(block["hint"] for block in scrolling), "a block that scrolls shows its hint"
    assert not any(block["hint"] for block in blocks if not block["scrolls"])
    assert all(block["longest"] > 60 for block in scrolling)
    # The hint speaks to the device in use. Headless Chromium has no pointer at all: the
    # keyboard's arrows scroll the (focusable) block.
    assert browser.execute_script("return matchMedia('(pointer: none)').matches") is True
    assert scrolling and all(block["hintText"] == "Flechas del teclado para ver más →" for block in scrolling), scrolling[:1]
    hints = {"keyboard": scrolling[0]["hintText"]}
    wide_code = [path for path, _, blocks in found if any(block["scrolls"] for block in blocks)]
    # A touch screen (Chromium's touch emulation makes the primary pointer coarse): a finger slides.
    browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})
    try:
        with window(browser, 1280):
            browser.get(server + articles[0])
            assert browser.execute_script("return matchMedia('(pointer: coarse)').matches") is True
            touch = [block for _, _, blocks in blocks_on_every_article(browser, server, wide_code) for block in blocks]
    finally:
        browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": False})
    hinted = [block for block in touch if block["scrolls"]]
    assert hinted and all(block["hintText"] == "Desliza para ver más →" for block in hinted), hinted[:1]
    hints["touch"] = hinted[0]["hintText"]
    # A mouse's answer to that media query (Chromium cannot emulate a pointer that hovers), given
    # before the page's scripts run.
    mouse_script = browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        var original = window.matchMedia.bind(window);
        window.matchMedia = function (query) {
          if (query.indexOf('hover: hover') >= 0 && query.indexOf('pointer: fine') >= 0) {
            return { matches: true, media: query, addEventListener: function () {}, removeEventListener: function () {} };
          }
          return original(query);
        };"""})
    try:
        with window(browser, 1280):
            mouse = [block for _, _, blocks in blocks_on_every_article(browser, server, wide_code) for block in blocks]
        hinted = [block for block in mouse if block["scrolls"]]
        assert hinted and all(block["hintText"] == "Mayús + rueda para ver más →" for block in hinted), hinted[:1]
        hints["mouse"] = hinted[0]["hintText"]
    finally:
        browser.execute_cdp_cmd("Page.removeScriptToEvaluateOnNewDocument", {"identifier": mouse_script["identifier"]})
    assert len(set(hints.values())) == 3, hints
    assert "Desliza" not in hints["mouse"] and "Desliza" not in hints["keyboard"]


# Where code, text and the table of contents sit on a wide screen.
GEOMETRY = """
var box = function (element) { var r = element.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
var toc = document.querySelector('.toc');
return {
  page: document.documentElement.scrollWidth > document.documentElement.clientWidth,
  viewport: document.documentElement.clientWidth,
  toc: toc ? box(toc) : null,
  measure: parseFloat(getComputedStyle(document.querySelector('.article-header')).maxWidth),
  blocks: Array.prototype.map.call(document.querySelectorAll('.prose > .code-block'), function (block) {
    var code = block.querySelector('pre.code code');
    return {box: box(block), codeLeft: code.getBoundingClientRect().left}; }),
  text: Array.prototype.map.call(document.querySelectorAll('.prose > p'), box)
};
"""


def test_on_wide_screens_code_takes_the_gutter_beside_the_text(browser, server, articles):
    """From 64rem code blocks reach into the gutter between the text and the table of contents
    (never under it), the text keeps its measure, and where there is a margin outside the
    page's column the code's first column lines up with the text."""
    for width in (1280, 1440, 1920):
        with window(browser, width):
            for path in articles:
                browser.get(server + path)
                found = browser.execute_script(GEOMETRY)
                assert not found["page"], f"{path} scrolls sideways at {width} px"
                text_left = min(p["left"] for p in found["text"])
                assert all(p["right"] - p["left"] <= found["measure"] + 1 for p in found["text"])
                for block in found["blocks"]:
                    assert block["box"]["right"] - block["box"]["left"] > found["measure"] + 100, (path, width)
                    assert block["box"]["left"] >= 8
                    assert abs(block["codeLeft"] - text_left) < 2, "the code lines up with the text"
                    if found["toc"]:
                        assert block["box"]["right"] <= found["toc"]["left"] - 12, (path, width, "under the table of contents")


def test_no_page_scrolls_sideways_at_any_width(browser, server, articles):
    for width in (390, 768, 1024, 1280, 1920):
        with window(browser, width):
            wide = [path for path, page, _ in blocks_on_every_article(browser, server, articles) if page]
        assert not wide, f"pages scrolling sideways at {width} px: {wide}"


# Per shown line of code: its height in line boxes and its continuation mark (the ::after
# pseudo-element), where the mark sits against the line's hanging indent.
MARKS = """
return Array.prototype.filter.call(document.querySelectorAll('.code-block pre.code .line'), function (line) {
  return !line.closest('.code-hidden');
}).map(function (line) {
  var style = getComputedStyle(line), mark = getComputedStyle(line, '::after');
  var lh = parseFloat(style.lineHeight);
  return {boxes: Math.round(line.getBoundingClientRect().height / lh), lh: lh,
          text: line.textContent.slice(0, 40), padding: parseFloat(style.paddingLeft),
          content: mark.content, display: mark.display, visibility: mark.visibility, opacity: parseFloat(mark.opacity),
          position: mark.position, top: parseFloat(mark.top), height: parseFloat(mark.height),
          left: parseFloat(mark.left), width: parseFloat(mark.width), colour: mark.backgroundColor,
          mask: mark.maskImage !== 'none' ? mark.maskImage : mark.webkitMaskImage,
          maskSize: mark.maskSize || mark.webkitMaskSize, repeat: mark.maskRepeat || mark.webkitMaskRepeat};
});
"""

# The mark's image drawn on a canvas: how many of its pixels it paints.
MARK_PIXELS = """
var done = arguments[arguments.length - 1];
var url = arguments[0].replace(/^url\\("?/, '').replace(/"?\\)$/, '');
var image = new Image();
image.onload = function () {
  var canvas = document.createElement('canvas'); canvas.width = 40; canvas.height = 40;
  var context = canvas.getContext('2d'); context.drawImage(image, 0, 0, 40, 40);
  var data = context.getImageData(0, 0, 40, 40).data, painted = 0;
  for (var i = 3; i < data.length; i += 4) { if (data[i] > 0) painted++; }
  done(painted);
};
image.onerror = function () { done(-1); };
image.src = url;
"""


def test_on_a_phone_each_continuation_line_is_marked(browser, server, articles):
    """At 390 px each line box after the first of a wrapped line carries a mark («↳») in the
    hanging indent, before the rest of the line; a line that did not wrap carries none. The mark
    is a pseudo-element without text: the copied code and screen readers never get it."""
    with window(browser, 390):
        lines = []
        for path in articles:
            browser.get(server + path)
            lines += [dict(line, path=path) for line in browser.execute_script(MARKS)]
        wrapped = [line for line in lines if line["boxes"] > 1]
        single = [line for line in lines if line["boxes"] <= 1]
        measure("wrapped lines with a continuation mark at 390 px",
                f"{len(wrapped)} of {len(lines)} lines wrapped, one mark per continuation line box")
        assert len(wrapped) > 300 and len(single) > 1000
        for line in wrapped:
            where = (line["path"], line["text"])
            assert line["content"] == '""' and line["display"] != "none" and line["visibility"] == "visible", where
            assert line["opacity"] > 0.5 and line["position"] == "absolute", where
            # From the second line box to the last: one arrow per continuation line box.
            assert abs(line["top"] - line["lh"]) < 1, where
            assert abs(line["height"] - (line["boxes"] - 1) * line["lh"]) < 2, where
            # In the hanging indent, just before where the rest of the line starts.
            assert line["width"] > 8 and line["left"] >= 0 and line["left"] + line["width"] <= line["padding"] + 0.5, where
            assert "svg" in line["mask"] and line["repeat"].startswith("repeat-y"), where
            assert abs(float(line["maskSize"].split()[1].rstrip("px")) - line["lh"]) < 0.5, where
            assert line["colour"] not in ("rgba(0, 0, 0, 0)", "transparent"), where
        assert not [line for line in single if line["height"] > 0.5], "a line that did not wrap has no mark"
        painted = browser.execute_async_script(MARK_PIXELS, wrapped[0]["mask"])
        assert painted > 40, f"the mark's image paints {painted} of 1600 pixels"
        # Copying a wrapped block gives its text, no mark.
        browser.get(server + wrapped[0]["path"])
        copied = browser.execute_script("""
            var line = Array.prototype.find.call(document.querySelectorAll('.code-block pre.code .line'), function (line) {
              return !line.closest('.code-hidden') && line.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(line).lineHeight); });
            var selection = getSelection(); selection.removeAllRanges();
            var range = document.createRange(); range.selectNodeContents(line); selection.addRange(range);
            return [selection.toString(), line.textContent];""")
        assert copied[0] == copied[1] and "↳" not in copied[0] and "↪" not in copied[0]
    with window(browser, 1280):
        browser.get(server + articles[0])
        wide = browser.execute_script(MARKS)
        assert wide and not [line for line in wide if line["boxes"] > 1], "wide screens keep each line on one line"
        assert all(line["content"] == "none" for line in wide), "and draw no mark"


def test_wrapped_lines_hang_deeper_than_their_indentation(browser, server, code_article):
    with window(browser, 390):
        browser.get(server + code_article)
        line = browser.find_element(By.CSS_SELECTOR, '.code-block pre.code .line[style="--i:4"]')
        style = browser.execute_script(
            "var s = getComputedStyle(arguments[0]); var probe = document.createElement('span');"
            "probe.textContent = '0000000000'; arguments[0].closest('pre').appendChild(probe);"
            "var ch = probe.getBoundingClientRect().width / 10; probe.remove();"
            "return [parseFloat(s.paddingLeft), parseFloat(s.textIndent), ch, getComputedStyle(arguments[0].closest('pre')).whiteSpace]",
            line)
        padding, indent, ch, white_space = style
        assert white_space == "pre-wrap"
        assert abs(padding - 6 * ch) < 1, "four columns of indentation hang two more"
        assert abs(indent + padding) < 0.5, "the first part of the line starts at the left edge"
    with window(browser, 1280):
        browser.get(server + code_article)
        assert browser.execute_script("return getComputedStyle(document.querySelector('.code-block pre.code')).whiteSpace") == "pre"


def test_tabs_are_four_columns_wide(browser, server, code_article):
    browser.get(server + code_article)
    assert browser.execute_script("return getComputedStyle(document.querySelector('.code-block pre.code')).tabSize") == "4"
