#!/usr/bin/env python3
"""Records the deeplink golden file: cases (a clock and a sequence of links) and what the
Alarm app's demo does with them, as `sitegen deeplink` prints it.

    swift build --product sitegen
    scripts/record-deeplink-golden.py [--sitegen .build/debug/sitegen] [--check]

Every case runs the built binary once:
    sitegen deeplink [--now NOW] -- LINK...
Its stdout is the final state (DESIGN.md "Demo state"); each ignored link prints
"sitegen deeplink: ignored '<link>': <reason>" on stderr, which gives each link's result.

The cases are the deeplinks written in the articles that embed the demo (front matter
`demo: true`), as written and as the site's "Probar" links open them (`:id` → the first
alarm's id), and the edge cases below. `swift test` (AlarmCoreTests, DeeplinkGoldenTests)
checks the file against AlarmCore and `Tests/browser/test_demo.py` against the web page.
With --check the file is compared, not written: exit 1 when it is out of date.
"""
import argparse
import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "Tests" / "AlarmCoreTests" / "Fixtures" / "deeplink-golden.json"

FIRST = "C3050F46-B575-46D1-93C3-95858E365C8D"
SECOND = "5B7C1D2E-3F40-4A51-8B62-7C83D94EA5F6"
THIRD = "9E8D7C6B-5A49-4382-9170-6F5E4D3C2B1A"

# (name, links, now): `now` None is the demo's default clock, 2025-01-06T09:41:00.000Z.
EDGE_CASES = [
    # Start state
    ("start state", [], None),
    ("start state with another clock", [], "2030-06-15T12:00:00.123+02:00"),
    # Tabs
    ("scheme in capitals", ["DeepLink:///clock"], None),
    ("unknown tab", ["deeplink:///settings"], None),
    ("tab in capitals is not a tab", ["deeplink:///Clock"], None),
    ("fullwidth letter in the tab", ["deeplink:///\uff43lock"], None),
    ("unknown tab with more path", ["deeplink:///settings/add"], None),
    ("percent-encoded tab", ["deeplink:///%63lock"], None),
    ("percent-encoded UTF-8 tab", ["deeplink:///caf%C3%A9"], None),
    ("encoded slash stays in the segment", ["deeplink:///alarms%2Fadd"], None),
    ("trailing space is part of the tab", ["deeplink:///clock "], None),
    ("leading space is not a scheme", [" deeplink:///clock"], None),
    # Paths
    ("empty segments dropped", ["deeplink:////clock//"], None),
    ("trailing slash on add", ["deeplink:///alarms/add/"], None),
    ("extra segment after add", ["deeplink:///alarms/add/extra"], None),
    ("add on another tab", ["deeplink:///clock/add"], None),
    ("Add in capitals", ["deeplink:///alarms/Add"], None),
    ("alarm without an action", [f"deeplink:///alarms/{FIRST}"], None),
    ("alarm with an unknown action", [f"deeplink:///alarms/{FIRST}/edit"], None),
    ("alarm action in capitals", [f"deeplink:///alarms/{FIRST}/Delete"], None),
    ("extra segment after delete", [f"deeplink:///alarms/{FIRST}/delete/now"], None),
    ("alarm link on another tab", [f"deeplink:///crono/{FIRST}/delete"], None),
    ("not an id, unknown action", ["deeplink:///alarms/not-an-id/edit"], None),
    ("no path", ["deeplink:///"], None),
    ("no path, only a query", ["deeplink:///?isOn=true"], None),
    ("empty authority and path", ["deeplink://"], None),
    # Alarm ids
    ("unknown id", ["deeplink:///alarms/00000000-0000-0000-0000-000000000000/delete"], None),
    ("id off by one digit", ["deeplink:///alarms/c3050f46-b575-46d1-93c3-95858e365c8e/toggle"], None),
    ("id in lower case", [f"deeplink:///alarms/{FIRST.lower()}/delete"], None),
    ("id in mixed case", ["deeplink:///alarms/9e8D7c6B-5a49-4382-9170-6F5E4D3C2B1A/toggle/"], None),
    ("id without hyphens", ["deeplink:///alarms/C3050F46B57546D193C395858E365C8D/delete"], None),
    ("id with a letter that is not hex", ["deeplink:///alarms/C3050F46-B575-46D1-93C3-95858E365C8Z/delete"], None),
    ("id in braces", ["deeplink:///alarms/%7BC3050F46-B575-46D1-93C3-95858E365C8D%7D/delete"], None),
    ("id percent-encoded", ["deeplink:///alarms/%43%33050F46-B575-46D1-93C3-95858E365C8D/toggle"], None),
    ("toggle the second alarm", [f"deeplink:///alarms/{SECOND}/toggle"], None),
    ("delete link ignores a query", [f"deeplink:///alarms/{THIRD}/delete?isOn=true"], None),
    # Add: the query
    ("add with the query reversed", ["deeplink:///alarms/add?date=2015-01-01T00:00:00.000Z&isOn=true"], None),
    ("isOn in capitals", ["deeplink:///alarms/add?isOn=TRUE"], None),
    ("isOn percent-encoded", ["deeplink:///alarms/add?isOn=%74rue"], None),
    ("isOn=1 is false", ["deeplink:///alarms/add?isOn=1"], None),
    ("isOn with a space", ["deeplink:///alarms/add?isOn= true"], None),
    ("isOn without a value", ["deeplink:///alarms/add?isOn"], None),
    ("isOn empty", ["deeplink:///alarms/add?isOn="], None),
    ("first isOn counts", ["deeplink:///alarms/add?isOn=false&isOn=true"], None),
    ("first isOn counts even without a value", ["deeplink:///alarms/add?isOn&isOn=true"], None),
    ("query names are case-sensitive", ["deeplink:///alarms/add?ison=true"], None),
    ("empty query items dropped", ["deeplink:///alarms/add?&&isOn=true&&"], None),
    ("value up to the end, '=' included", ["deeplink:///alarms/add?isOn=true=true"], None),
    ("plus is not a space", ["deeplink:///alarms/add?isOn=true+&date=2015-01-01T00:00:00Z"], None),
    ("bad percent-encoding in the query", ["deeplink:///alarms/add?isOn=%ZZ"], None),
    ("query decoded even when unused", ["deeplink:///clock?x=%G0"], None),
    ("query of a tab link is ignored", ["deeplink:///clock?isOn=true"], None),
    # Add: dates and time zones
    ("date with a positive offset", ["deeplink:///alarms/add?date=2015-01-01T01:00:00+01:00"], None),
    ("date with an encoded plus", ["deeplink:///alarms/add?date=2015-01-01T00:00:00.000%2B01:00"], None),
    ("date with a negative offset", ["deeplink:///alarms/add?date=2015-01-01T00:00:00.000-05:30"], None),
    ("date at +14:00 goes to the day before", ["deeplink:///alarms/add?date=2015-01-01T00:00:00.000+14:00"], None),
    ("date at -00:00", ["deeplink:///alarms/add?date=2015-01-01T00:00:00-00:00"], None),
    ("offset minutes only", ["deeplink:///alarms/add?date=2015-01-01T00:30:00-00:45"], None),
    ("offset +24:00 is invalid", ["deeplink:///alarms/add?date=2015-01-01T00:00:00+24:00&isOn=true"], None),
    ("offset without colon is invalid", ["deeplink:///alarms/add?date=2015-01-01T00:00:00+0100"], None),
    ("offset without minutes is invalid", ["deeplink:///alarms/add?date=2015-01-01T00:00:00+01"], None),
    ("date without seconds' fraction", ["deeplink:///alarms/add?date=2015-01-01T00:00:00Z"], None),
    ("half a second", ["deeplink:///alarms/add?date=2015-01-01T00:00:00.5Z"], None),
    ("fraction digits after the third dropped", ["deeplink:///alarms/add?date=2015-01-01T00:00:00.999999Z"], None),
    ("dot without digits is invalid", ["deeplink:///alarms/add?date=2015-01-01T00:00:00.Z"], None),
    ("comma fraction is invalid", ["deeplink:///alarms/add?date=2015-01-01T00:00:00,000Z"], None),
    ("date with encoded colons", ["deeplink:///alarms/add?date=2015-01-01T00%3A00%3A00Z"], None),
    ("29 February in a leap year", ["deeplink:///alarms/add?date=2016-02-29T00:00:00Z"], None),
    ("29 February 2000", ["deeplink:///alarms/add?date=2000-02-29T12:00:00Z"], None),
    ("29 February 1900 is invalid", ["deeplink:///alarms/add?date=1900-02-29T00:00:00Z"], None),
    ("29 February 2015 is invalid", ["deeplink:///alarms/add?date=2015-02-29T00:00:00Z"], None),
    ("31 April is invalid", ["deeplink:///alarms/add?date=2015-04-31T00:00:00Z"], None),
    ("month 13 is invalid", ["deeplink:///alarms/add?date=2015-13-01T00:00:00Z"], None),
    ("hour 24 is invalid", ["deeplink:///alarms/add?date=2015-01-01T24:00:00Z"], None),
    ("leap second is invalid", ["deeplink:///alarms/add?date=2015-06-30T23:59:60Z"], None),
    ("date without seconds is invalid", ["deeplink:///alarms/add?date=2015-01-01T00:00Z"], None),
    ("date without zone is invalid", ["deeplink:///alarms/add?date=2015-01-01T00:00:00"], None),
    ("day only is invalid", ["deeplink:///alarms/add?date=2015-01-01"], None),
    ("lower-case t is invalid", ["deeplink:///alarms/add?date=2015-01-01t00:00:00Z"], None),
    ("lower-case z is invalid", ["deeplink:///alarms/add?date=2015-01-01T00:00:00z"], None),
    ("space for T is invalid", ["deeplink:///alarms/add?date=2015-01-01%2000:00:00Z"], None),
    ("two-digit year is invalid", ["deeplink:///alarms/add?date=15-01-01T00:00:00Z"], None),
    ("signed year is invalid", ["deeplink:///alarms/add?date=%2B2015-01-01T00:00:00Z"], None),
    ("fullwidth digits are invalid", ["deeplink:///alarms/add?date=\uff12\uff10\uff11\uff15-01-01T00:00:00Z"], None),
    ("text after the zone is invalid", ["deeplink:///alarms/add?date=2015-01-01T00:00:00.000+01:00Z"], None),
    ("a word is not a date", ["deeplink:///alarms/add?date=yesterday&isOn=true"], None),
    ("date empty", ["deeplink:///alarms/add?date="], None),
    ("date without a value", ["deeplink:///alarms/add?date"], None),
    ("first date counts", ["deeplink:///alarms/add?date=2015-01-01T00:00:00Z&date=2016-01-01T00:00:00Z"], None),
    ("first date counts even when unreadable", ["deeplink:///alarms/add?date=bad&date=2016-01-01T00:00:00Z"], None),
    ("year 50 is not 1950", ["deeplink:///alarms/add?date=0050-06-15T12:00:00Z"], None),
    ("earliest date", ["deeplink:///alarms/add?date=0000-01-01T00:00:00.000Z"], None),
    ("before the earliest date", ["deeplink:///alarms/add?date=0000-01-01T00:00:00+00:01"], None),
    ("latest date", ["deeplink:///alarms/add?date=9999-12-31T23:59:59.999Z"], None),
    ("after the latest date", ["deeplink:///alarms/add?date=9999-12-31T23:59:59.999-00:01"], None),
    ("a millisecond before 1970", ["deeplink:///alarms/add?date=1969-12-31T23:59:59.999Z"], None),
    ("add without a date takes the clock", ["deeplink:///alarms/add?isOn=true"], "2030-06-15T12:00:00.123+02:00"),
    ("add on the earliest clock", ["deeplink:///alarms/add"], "0000-01-01T00:00:00Z"),
    ("add on the latest clock", ["deeplink:///alarms/add"], "9999-12-31T23:59:59.999Z"),
    # Fragments
    ("fragment dropped", ["deeplink:///clock#top"], None),
    ("fragment before the query hides it", ["deeplink:///alarms/add#x?isOn=true"], None),
    ("fragment after the query", ["deeplink:///alarms/add?isOn=true#fragment"], None),
    # Percent-encoding errors
    ("lone percent", ["deeplink:///%"], None),
    ("percent with one digit", ["deeplink:///clock%2"], None),
    ("percent with a non-hex digit", ["deeplink:///%G0"], None),
    ("byte that is not UTF-8", ["deeplink:///%FF"], None),
    ("overlong UTF-8", ["deeplink:///%C0%AF"], None),
    ("UTF-8 surrogate", ["deeplink:///%ED%A0%80"], None),
    ("lone percent in a query value", ["deeplink:///settings?x=%"], None),
    ("encoded NUL", ["deeplink:///clock%00"], None),
    ("encoded byte order mark stays", ["deeplink:///%EF%BB%BFclock"], None),
    # Read scalar by scalar: a combining mark, joiner or prepended mark hides no delimiter
    ("combining mark after '#'", ["deeplink:///clock#\u0301"], None),
    ("combining mark after '/'", ["deeplink:///clock/\u0301"], None),
    ("combining mark after ':'", ["deeplink:\u0301///clock"], None),
    ("combining mark after '&'", ["deeplink:///alarms/add?isOn=true&\u0301date=2015-01-01T00:00:00Z"], None),
    ("combining mark after '='", ["deeplink:///alarms/add?isOn=\u0301true"], None),
    ("joiner after '/'", ["deeplink:///alarms/\u200dadd"], None),
    ("prepended mark before '/'", ["deeplink:///\u0600/clock"], None),
    ("carriage return and line feed", ["deeplink:///clock\r\n"], None),
    ("emoji with a skin tone", ["deeplink:///alarms/add?isOn=true&x=\U0001f44b\U0001f3fd"], None),
    # Schemes, hosts and text that is not a URL
    ("empty text", [""], None),
    ("a word", ["xyz"], None),
    ("path without scheme", ["alarms/add"], None),
    ("absolute path without scheme", ["/alarms/add?date=2015-01-01T00:00:00Z"], None),
    ("empty scheme", [":///clock"], None),
    ("scheme starting with a digit", ["1deeplink:///clock"], None),
    ("http", ["http://example.com/alarms"], None),
    ("https", ["https://example.com/deeplink:///clock"], None),
    ("mailto", ["mailto:alarms"], None),
    ("javascript", ["javascript:alert(1)"], None),
    ("similar scheme", ["deeplinks:///clock"], None),
    ("scheme with a hyphen", ["deep-link:///clock"], None),
    ("nothing after the scheme", ["deeplink:"], None),
    ("one slash", ["deeplink:/clock"], None),
    ("no slash", ["deeplink:clock"], None),
    ("query before the slashes", ["deeplink:?//clock"], None),
    ("host instead of a path", ["deeplink://clock"], None),
    ("host alarms", ["deeplink://alarms/add"], None),
    ("host localhost", ["deeplink://localhost/clock"], None),
    ("HTML is text", ["<img src=x onerror=alert(1)>"], None),
    ("HTML inside a deeplink", ["deeplink:///<b>bold</b>"], None),
    ("script tag as a tab", ["deeplink:///%3Cscript%3Ealert(1)%3C%2Fscript%3E"], None),
    ("multi-line text", ["deeplink:///clock\ndeeplink:///crono"], None),
    # Sequences
    ("tab link keeps the alert", [f"deeplink:///alarms/{FIRST}/delete", "deeplink:///clock"], None),
    ("back to the alarms tab, alert still there",
     [f"deeplink:///alarms/{FIRST}/delete", "deeplink:///crono", "deeplink:///alarms"], None),
    ("a link replaces the route", ["deeplink:///alarms/add?isOn=true", f"deeplink:///alarms/{SECOND}/toggle"], None),
    ("alert moves to another row", [f"deeplink:///alarms/{FIRST}/delete", f"deeplink:///alarms/{THIRD}/toggle"], None),
    ("two add links", ["deeplink:///alarms/add", "deeplink:///alarms/add?date=2016-02-29T23:59:59.999Z"], None),
    ("ignored link changes nothing after a route",
     [f"deeplink:///alarms/{FIRST}/toggle", "deeplink:///settings", "deeplink://clock", ""], None),
    ("unknown alarm does not switch tabs", ["deeplink:///crono", "deeplink:///alarms/00000000-0000-0000-0000-000000000001/delete"], None),
    ("add then the article's delete link",
     ["deeplink:///alarms/add?isOn=true&date=2015-01-01T00:00:00.000Z", f"deeplink:///alarms/{FIRST}/delete"], None),
    ("every tab in turn", ["deeplink:///clock", "deeplink:///crono", "deeplink:///alarms", "deeplink:///clock"], None),
]

LINK = re.compile(r"deeplink:///[^\s\"'`<>()\[\]{}|\\]*")


FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})\s*([^\s`{,]*)")


def shown_lines(text):
    """The article's lines as readers see them: a Swift block's hidden lines (first
    non-blank characters `# `, or a lone `#`; see Sources/Doctest/HiddenLines.swift) left out."""
    fence, language = None, ""
    for line in text.split("\n"):
        match = FENCE.match(line)
        if fence is None and match:
            fence, language = match.group(1), match.group(2).lower()
        elif fence is not None and match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence) \
                and not match.group(2):
            fence, language = None, ""
        elif fence is not None and language == "swift" and (line.lstrip(" \t").startswith("# ") or line.strip(" \t") == "#"):
            continue
        yield line


def article_links():
    """Links written in the articles with `demo: true`, in order, each once, as written and
    as shown (DeeplinkTryLinks.links: a link that runs into a backslash, such as Swift's
    `\\(id)` in a string, is not a link as written)."""
    links = []
    for path in sorted((ROOT / "content").rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        front = text.split("\n---\n", 1)[0] if text.startswith("---\n") else ""
        if not re.search(r"^demo:\s*true\s*$", front, re.M):
            continue
        for line in shown_lines(text):
            for match in LINK.finditer(line):
                if line[match.end():match.end() + 1] == "\\":
                    continue
                link = match.group(0).rstrip(".,;:")
                if link not in links:
                    links.append(link)
    return links


def tryable(link, example_id):
    """The link as the site's "Probar" link opens it (DeeplinkTryLinks.tryable)."""
    prefix = "deeplink:///"
    path, tail = link[len(prefix):], ""
    cut = min([i for i in (path.find("?"), path.find("#")) if i >= 0], default=-1)
    if cut >= 0:
        path, tail = path[:cut], path[cut:]
    segments = [example_id if len(s) > 1 and s.startswith(":") else s for s in path.split("/")]
    return prefix + "/".join(segments) + tail


def run(sitegen, links, now):
    command = [str(sitegen), "deeplink"] + (["--now", now] if now else []) + ["--"] + links
    # Bytes, decoded without newline translation: a link may hold "\r\n".
    result = subprocess.run(command, capture_output=True, timeout=60)
    stdout, stderr = result.stdout.decode("utf-8"), result.stderr.decode("utf-8")
    if result.returncode != 0:
        sys.exit(f"record-deeplink-golden: {' '.join(command)} exited {result.returncode}:\n{stderr}")
    return results_from_stderr(links, stderr), json.loads(stdout)


def results_from_stderr(links, stderr):
    """Each link's result from the "ignored '<link>': <reason>" lines. A reason can hold a
    line break (it quotes the link), so it runs up to the line of a later link, not to
    the first line break."""
    def prefix(link):
        return f"sitegen deeplink: ignored '{link}': "

    results, rest = [], stderr
    for index, link in enumerate(links):
        if not rest.startswith(prefix(link)):
            results.append("opened")
            continue
        body = rest[len(prefix(link)):]
        ends = [body.find("\n" + prefix(later)) for later in links[index + 1:]]
        ends = [end for end in ends if end >= 0]
        end = min(ends) if ends else len(body) - 1
        if not body[end:].startswith("\n"):
            sys.exit(f"record-deeplink-golden: cannot read stderr for {links!r}:\n{stderr}")
        results.append("ignored: " + body[:end])
        rest = body[end + 1:]
    if rest:
        sys.exit(f"record-deeplink-golden: unexpected stderr for {links!r}:\n{stderr}")
    return results


def find_sitegen(explicit):
    if explicit:
        return pathlib.Path(explicit)
    for configuration in ("debug", "release"):
        candidate = ROOT / ".build" / configuration / "sitegen"
        if candidate.exists():
            return candidate
    sys.exit("record-deeplink-golden: build sitegen first (swift build --product sitegen) or pass --sitegen")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sitegen", help="the sitegen binary (default: .build/debug or .build/release)")
    parser.add_argument("--check", action="store_true", help="compare with the file instead of writing it")
    arguments = parser.parse_args()
    sitegen = find_sitegen(arguments.sitegen)

    _, start = run(sitegen, [], None)
    example_id = start["items"][0]["id"]
    cases = []
    written = article_links()
    for link in written:
        cases.append((f"article: {link}", [link], None))
    for link in dict.fromkeys(tryable(link, example_id) for link in written):
        if link not in written:
            cases.append((f"article, as tried: {link}", [link], None))
    cases.append(("article: every link in order", [tryable(link, example_id) for link in written], None))
    cases += EDGE_CASES

    names = [name for name, _, _ in cases]
    duplicates = {name for name in names if names.count(name) > 1}
    if duplicates:
        sys.exit(f"record-deeplink-golden: case names must be unique: {sorted(duplicates)}")

    recorded = []
    for name, links, now in cases:
        results, state = run(sitegen, links, now)
        recorded.append({"name": name, "now": now, "links": links, "results": results, "state": state})
    document = {
        "about": "Deeplink cases and the Alarm demo's state after them, recorded from `sitegen deeplink` by "
                 "scripts/record-deeplink-golden.py. `now` null is the default clock. Checked against AlarmCore "
                 "by swift test (DeeplinkGoldenTests) and against the web demo by Tests/browser/test_demo.py.",
        "articleLinks": written,
        "cases": recorded,
    }
    text = json.dumps(document, indent=2, sort_keys=True, ensure_ascii=True) + "\n"
    if arguments.check:
        current = GOLDEN.read_text(encoding="utf-8") if GOLDEN.exists() else ""
        if current != text:
            sys.exit(f"record-deeplink-golden: {GOLDEN.relative_to(ROOT)} is out of date; run scripts/record-deeplink-golden.py")
        print(f"{GOLDEN.relative_to(ROOT)}: {len(recorded)} cases, up to date")
        return
    GOLDEN.parent.mkdir(parents=True, exist_ok=True)
    GOLDEN.write_text(text, encoding="utf-8")
    print(f"wrote {GOLDEN.relative_to(ROOT)}: {len(recorded)} cases ({len(written)} links written in the articles)")


if __name__ == "__main__":
    main()
