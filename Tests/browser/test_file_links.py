"""A site built with --for-files works opened from its files: links name index.html, search
results too, and the demo's "Probar" links open the demo page."""
import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ROOT


@pytest.fixture(scope="module")
def file_site(sitegen, tmp_path_factory):
    output = tmp_path_factory.mktemp("files") / "public"
    result = subprocess.run([str(sitegen), "build", "--for-files", "--content", "content", "--templates", "templates",
                             "--output", str(output)], cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr
    return output


def test_following_links_from_the_files_reaches_pages_not_folders(browser, file_site):
    browser.get((file_site / "index.html").as_uri())
    article = browser.find_element(By.CSS_SELECTOR, "a.card-title")
    assert article.get_attribute("href").endswith("/index.html")
    article.click()
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "article.article"))
    links = [href for href in (a.get_attribute("href") for a in browser.find_elements(By.CSS_SELECTOR, "a[href]"))
             if href.startswith("file:")]
    assert len(links) > 10
    for href in links:
        path = href.split("#")[0].split("?")[0]
        assert not path.endswith("/"), f"{href} names a folder"
    browser.find_element(By.CSS_SELECTOR, "nav.series-nav a[rel=next]").click()
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "article.article h1"))
    assert "Index of" not in browser.page_source


def test_search_results_and_probar_links_work_from_the_files(browser, file_site):
    browser.get((file_site / "index.html").as_uri())
    box = browser.find_element(By.ID, "buscar")
    box.send_keys("deeplink ")
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".search-results a"))
    result = browser.find_element(By.CSS_SELECTOR, ".search-results a").get_attribute("href")
    assert result.split("#")[0].endswith("/index.html"), result
    browser.get((file_site / "uikit-a-swiftui-02-primer-deeplink" / "index.html").as_uri())
    probar = browser.find_element(By.CSS_SELECTOR, "a.deeplink-try-link")
    assert "/demo/index.html?link=" in probar.get_attribute("href")
    browser.get(probar.get_attribute("href"))
    WebDriverWait(browser, 10).until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-alarm-demo]"))
