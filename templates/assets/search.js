// Site search over titles, headings and text of every article, in the browser.
// The index (search-index.js, written by sitegen at build time) is loaded with a
// <script> element on first use, so search works from file:// with no server.
// fold, stem and terms mirror Sources/Rendering/SpanishText.swift: keep them in step.
(function () {
  "use strict";

  var STOP = new Set(("de la que el en los se del las un por con no una su para es al lo como mas pero sus le ya " +
    "o este si porque esta entre cuando muy sin sobre tambien me hasta hay donde desde todo nos durante uno les " +
    "ni contra otros ese eso ante ellos e esto mi antes algunos unos yo otro otras otra tanto esa estos mucho " +
    "quienes nada muchos cual poco ella estar estas algunas algo nosotros the and of to in is it a y").split(" "));

  function fold(text) {
    return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  }

  function stem(word) {
    var letters = Array.from(word);
    var n = letters.length;
    if (n < 5) return word;
    var last = letters[n - 1], previous = letters[n - 2];
    var vowel = function (c) { return c === "a" || c === "e" || c === "o"; };
    if (vowel(last)) return letters.slice(0, n - 1).join("");
    if (last === "s") {
      if (previous === "e" && letters[n - 3] === "c") return letters.slice(0, n - 3).join("") + "z";
      if (vowel(previous)) return letters.slice(0, n - 2).join("");
      if ("siu".indexOf(previous) < 0 && /\p{L}/u.test(previous)) return letters.slice(0, n - 1).join("");
    }
    return word;
  }

  function terms(text) {
    var out = [];
    (fold(text).match(/[\p{L}\p{N}]+/gu) || []).forEach(function (word) {
      if (Array.from(word).length >= 2 && !STOP.has(word)) out.push(stem(word));
    });
    return out;
  }

  function padded(list) { return " " + list.join(" ") + " "; }

  function has(haystack, term, prefix) {
    return haystack.indexOf(prefix ? " " + term : " " + term + " ") >= 0;
  }

  var sections = null;

  function prepare(index) {
    sections = [];
    index.docs.forEach(function (doc) {
      var title = padded(terms(doc.t));
      doc.s.forEach(function (section, position) {
        sections.push({
          doc: doc, first: position === 0, heading: section[0], anchor: section[1], snippet: section[2],
          titleTerms: title, headingTerms: padded(terms(section[0])), bodyTerms: " " + section[3] + " "
        });
      });
    });
  }

  // Every query word must appear in the section, its heading or its article's title.
  // The last word matches as a prefix while the reader is still typing it.
  function search(query, limit) {
    if (!sections) return [];
    var words = terms(query);
    if (!words.length) return [];
    var typing = !/\s$/.test(query);
    var results = [];
    sections.forEach(function (section) {
      var score = 0;
      for (var i = 0; i < words.length; i++) {
        var prefix = typing && i === words.length - 1;
        if (has(section.headingTerms, words[i], prefix)) score += 5;
        else if (has(section.bodyTerms, words[i], prefix)) score += 1;
        else if (has(section.titleTerms, words[i], prefix)) score += section.first ? 10 : 0.1;
        else return;
      }
      if (score >= 1) results.push({ section: section, score: score });
    });
    results.sort(function (a, b) { return b.score - a.score; });
    var perArticle = new Map(), picked = [];
    for (var j = 0; j < results.length && picked.length < (limit || 10); j++) {
      var doc = results[j].section.doc, count = perArticle.get(doc) || 0;
      if (count >= 3) continue;
      perArticle.set(doc, count + 1);
      picked.push(results[j].section);
    }
    return picked;
  }

  window.sitegenSearch = { fold: fold, stem: stem, terms: terms, search: search };

  var box = document.querySelector(".site-search");
  if (!box) return;
  var input = box.querySelector("input");
  var list = box.querySelector(".search-results");
  var status = box.querySelector(".search-status");
  var root = box.getAttribute("data-root") || "";
  var state = "idle";
  box.hidden = false;

  function load() {
    if (state !== "idle") return;
    state = "loading";
    var script = document.createElement("script");
    script.src = box.getAttribute("data-index");
    script.onload = function () {
      prepare(window.sitegenSearchIndex);
      state = "ready";
      render();
    };
    script.onerror = function () {
      state = "failed";
      status.textContent = "No se pudo cargar el índice de búsqueda.";
    };
    document.head.appendChild(script);
  }

  function render() {
    var query = input.value;
    list.textContent = "";
    if (!query.trim() || state !== "ready") {
      list.hidden = true;
      status.textContent = "";
      return;
    }
    var found = search(query, 10);
    found.forEach(function (section) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      link.href = root + section.doc.u + (section.anchor ? "#" + section.anchor : "");
      var title = document.createElement("span");
      title.className = "search-result-title";
      title.textContent = section.anchor ? section.doc.t + " › " + section.heading : section.doc.t;
      var snippet = document.createElement("span");
      snippet.className = "search-result-snippet";
      snippet.textContent = section.snippet || section.doc.d;
      link.appendChild(title);
      link.appendChild(snippet);
      item.appendChild(link);
      list.appendChild(item);
    });
    if (!found.length) {
      var empty = document.createElement("li");
      empty.className = "search-empty";
      empty.textContent = "Sin resultados para «" + query.trim() + "».";
      list.appendChild(empty);
    }
    list.hidden = false;
    status.textContent = found.length === 1 ? "1 resultado" : found.length + " resultados";
  }

  function links() { return Array.prototype.slice.call(list.querySelectorAll("a")); }

  input.addEventListener("focus", load);
  input.addEventListener("input", function () { load(); render(); });
  input.addEventListener("keydown", function (event) {
    if (event.key === "ArrowDown" && links().length) { event.preventDefault(); links()[0].focus(); }
    if (event.key === "Escape") { input.value = ""; render(); }
    if (event.key === "Enter" && links().length) { event.preventDefault(); links()[0].click(); }
  });
  list.addEventListener("keydown", function (event) {
    var all = links(), at = all.indexOf(document.activeElement);
    if (event.key === "ArrowDown" && at < all.length - 1) { event.preventDefault(); all[at + 1].focus(); }
    if (event.key === "ArrowUp") { event.preventDefault(); (at > 0 ? all[at - 1] : input).focus(); }
    if (event.key === "Escape") { input.focus(); input.value = ""; render(); }
  });
  // "/" jumps to the search box, unless the reader is typing somewhere.
  document.addEventListener("keydown", function (event) {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey) return;
    var target = event.target;
    if (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
    event.preventDefault();
    input.focus();
    input.select();
  });
  document.addEventListener("click", function (event) {
    if (!box.contains(event.target)) list.hidden = true;
  });
})();
