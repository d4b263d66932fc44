"""Every internal link and anchor of the built site resolves, checked over the files
(sitegen's LinkChecker checks the same in Swift before writing; this checks the result)."""
import html.parser
import json
import re
import urllib.parse


class _Collector(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids, self.links = set(), []

    def handle_starttag(self, tag, attributes):
        for name, value in attributes:
            if name == "id" and value:
                self.ids.add(value)
            if name in ("href", "src") and value is not None:
                self.links.append(value)
            if name == "data-index" and value:  # the search box's index script
                self.links.append(value)


def _parse(path):
    collector = _Collector()
    collector.feed(path.read_text(encoding="utf-8"))
    return collector


def _base_path(site):
    """The path of the site's address (`/sitegen/`), from the home page's canonical link; "/"
    for a site whose settings give no address (no canonical link)."""
    canonical = re.search(r'<link rel="canonical" href="([^"]+)"', (site / "index.html").read_text(encoding="utf-8"))
    return (urllib.parse.urlsplit(canonical.group(1)).path or "/") if canonical else "/"


def _target(site, page, link):
    """The file a link leads to and its anchor, or None for external links."""
    parsed = urllib.parse.urlsplit(link)
    if parsed.scheme or link.startswith("//"):
        return None
    path = urllib.parse.unquote(parsed.path)
    if page.name == "404.html" and path.startswith("/"):
        # 404.html is served at any address: its links start from the site's base path.
        base_path = _base_path(site)
        assert path.startswith(base_path), f"404.html: {link} is outside the base path {base_path}"
        path = path[len(base_path):]
        base = site
    elif path.startswith("/"):
        raise AssertionError(f"{page}: absolute link {link} (links must be relative)")
    else:
        base = page.parent
    target = (base / path).resolve() if path else page
    if target.is_dir():
        target = target / "index.html"
    return target, urllib.parse.unquote(parsed.fragment)


def test_every_internal_link_and_anchor_resolves(site):
    site = site.resolve()
    pages = {path.resolve(): _parse(path) for path in site.rglob("*.html")}
    problems = []
    checked = 0
    for page, collected in pages.items():
        for link in collected.links:
            found = _target(site, page, link)
            if found is None:
                continue
            target, anchor = found
            checked += 1
            relative = page.relative_to(site)
            if not str(target).startswith(str(site)):
                problems.append(f"{relative}: {link} leaves the site")
            elif not target.exists():
                problems.append(f"{relative}: {link} leads nowhere")
            elif anchor and target.suffix == ".html" and anchor not in pages[target].ids:
                problems.append(f"{relative}: {link} has no element with id '{anchor}'")
    assert checked > 100
    assert not problems, "\n".join(problems)


def test_search_results_lead_to_existing_headings(site):
    text = (site / "search-index.js").read_text(encoding="utf-8")
    index = json.loads(re.match(r"window\.sitegenSearchIndex=(.*);\s*$", text, re.S).group(1))
    assert index["docs"], "the index lists the articles"
    for doc in index["docs"]:
        page = site / doc["u"] / "index.html" if doc["u"].endswith("/") or not doc["u"] else site / doc["u"]
        ids = _parse(page).ids
        for heading, anchor, _snippet, _terms, *_code in doc["s"]:
            assert not anchor or anchor in ids, f"{doc['u']}#{anchor} ({heading}) does not exist"


def test_every_page_names_an_icon_that_exists(site):
    """A page that names no icon makes the browser ask for /favicon.ico, which is not there."""
    import re
    pages = sorted(site.rglob("*.html"))
    assert pages
    for page in pages:
        html = page.read_text(encoding="utf-8")
        icons = re.findall(r'<link rel="icon" href="([^"]+)"', html)
        assert len(icons) == 1, page
        # 404.html names it from the base path (it is served at any depth); the others relatively.
        target = site / icons[0][len(_base_path(site)):] if icons[0].startswith("/") else page.parent / icons[0]
        assert target.resolve().is_file(), (page, icons[0])
