// The search of search-index.js as assets/search.js did it before the index was split
// (commit 5c91406): one whole index, every section scanned — with the code identifiers
// each section holds since, between its heading and its text, the bonus for query
// words that stand close together in the text, and mistyped words read as the terms
// nearest to them. Tests/browser/test_search_shards.py
// compares its results with the split index's, query by query.
window.wholeIndexSearch = (function () {
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

  // The place of a query word among a section's words (its first matching term; at most 63, as
  // the split index records it).
  function placeOf(list, word, prefix) {
    for (var i = 0; i < list.length; i++) {
      if (prefix ? list[i].startsWith(word) : list[i] === word) return Math.min(i, 63);
    }
    return -1;
  }

  function prepare(index) {
    sections = [];
    index.docs.forEach(function (doc) {
      var title = padded(terms(doc.t));
      doc.s.forEach(function (section, position) {
        sections.push({
          doc: doc, first: position === 0, heading: section[0], anchor: section[1], snippet: section[2],
          titleTerms: title, headingTerms: padded(terms(section[0])), bodyTerms: " " + section[3] + " ",
          codeTerms: " " + (section[4] || "") + " ", bodyList: section[3] ? section[3].split(" ") : []
        });
      });
    });
  }

  // Edits between a and b (a letter added, removed or changed, two neighbours swapped).
  function distance(a, b) {
    a = Array.from(a); b = Array.from(b);
    var rows = [], i, j;
    for (i = 0; i <= a.length; i++) rows.push([i]);
    for (j = 1; j <= b.length; j++) rows[0][j] = j;
    for (i = 1; i <= a.length; i++) {
      for (j = 1; j <= b.length; j++) {
        var d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
        rows[i][j] = d;
      }
    }
    return rows[a.length][b.length];
  }

  // Every term of the index, once.
  var vocabulary = null;
  function allTerms() {
    if (vocabulary) return vocabulary;
    var seen = new Set();
    sections.forEach(function (section) {
      [section.titleTerms, section.headingTerms, section.bodyTerms, section.codeTerms].forEach(function (text) {
        text.split(" ").forEach(function (term) { if (term) seen.add(term); });
      });
    });
    vocabulary = Array.from(seen);
    return vocabulary;
  }

  // What a query word stands for: itself; or — five letters or more, matching no term — the
  // terms that begin with its first two letters at the fewest edits from it, at most one (two
  // from eight letters).
  function alternatives(word, prefix) {
    var all = allTerms();
    if (Array.from(word).length < 5 || all.some(function (t) { return prefix ? t.startsWith(word) : t === word; })) return [word];
    var n = Array.from(word).length, limit = n >= 8 ? 2 : 1, start = Array.from(word).slice(0, 2).join("");
    var best = [], bestDistance = limit + 1;
    all.forEach(function (term) {
      if (!term.startsWith(start) || Math.abs(Array.from(term).length - n) > limit) return;
      var d = distance(word, term);
      if (d < bestDistance) { bestDistance = d; best = [term]; } else if (d === bestDistance) best.push(term);
    });
    return best;
  }

  // Every query word must appear in the section, its heading or its article's title.
  // The last word matches as a prefix while the reader is still typing it.
  function search(query, limit) {
    if (!sections) return [];
    var words = terms(query);
    if (!words.length) return [];
    var typing = !/\s$/.test(query);
    var meant = words.map(function (word, i) { return alternatives(word, typing && i === words.length - 1); });
    var results = [];
    sections.forEach(function (section) {
      var score = 0, places = [];
      for (var i = 0; i < words.length; i++) {
        var corrected = meant[i].length !== 1 || meant[i][0] !== words[i];
        var prefix = typing && i === words.length - 1 && !corrected;
        var place = -1;
        var any = function (text) { return meant[i].some(function (term) { return has(text, term, prefix); }); };
        if (any(section.headingTerms)) score += 5;
        else if (any(section.codeTerms)) score += 3;
        else if (any(section.bodyTerms)) {
          score += 1;
          meant[i].forEach(function (term) {
            var at = placeOf(section.bodyList, term, prefix);
            if (at >= 0 && (place < 0 || at < place)) place = at;
          });
        }
        else if (any(section.titleTerms)) score += section.first ? 10 : 0.1;
        else return;
        places.push(place);
      }
      if (places.length > 1 && places.indexOf(-1) < 0) {
        var widest = 0;
        for (var k = 1; k < places.length; k++) widest = Math.max(widest, Math.abs(places[k] - places[k - 1]));
        score += widest <= 3 ? 2 : widest <= 10 ? 1 : 0;
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

  prepare(window.sitegenSearchIndex);
  return function (query, limit) {
    return search(query, limit).map(function (section) {
      return { t: section.doc.t, u: section.doc.u, d: section.doc.d, heading: section.heading,
               anchor: section.anchor, snippet: section.snippet };
    });
  };
})();
