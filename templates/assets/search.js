// Site search over titles, headings, code identifiers and text of every article, in the browser.
// The index (search/, written by sitegen at build time) is loaded piece by piece with
// <script> elements, only what a query needs, so search works from file:// with no server.
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

  // The index is split (see Sources/Rendering/SearchShards.swift): a manifest, term
  // shards by prefix and result chunks, each a script that stores its data under
  // window.sitegenSearchData[name]. Only the files a query needs are loaded.
  var folder = null, manifest = null, sectionStart = null, docOfSection = null, chunkStarts = null, blockFirst = null;
  var loading = {};

  function data() { return window.sitegenSearchData || (window.sitegenSearchData = {}); }

  function loadScript(name) {
    if (data()[name] !== undefined) return Promise.resolve(data()[name]);
    if (!loading[name]) {
      loading[name] = new Promise(function (resolve, reject) {
        var script = document.createElement("script");
        script.src = folder + name + ".js";
        script.onload = function () { data()[name] !== undefined ? resolve(data()[name]) : reject(new Error(name)); };
        script.onerror = function () { delete loading[name]; reject(new Error(name)); };
        document.head.appendChild(script);
      });
    }
    return loading[name];
  }

  function numbers(text) {
    return text ? text.split(",").map(function (n) { return parseInt(n, 36); }) : [];
  }

  function open(manifestURL) {
    folder = manifestURL.replace(/[^\/]*$/, "");
    return loadScript("manifest").then(function (loaded) {
      manifest = loaded;
      var counts = numbers(loaded.n);
      sectionStart = [];
      docOfSection = [];
      counts.forEach(function (count, doc) {
        sectionStart.push(docOfSection.length);
        for (var i = 0; i < count; i++) docOfSection.push(doc);
      });
      chunkStarts = numbers(loaded.c);
      // The first section of each block of articles (one block when the manifest names none).
      blockFirst = numbers(loaded.g || "0").map(function (doc) {
        return doc < sectionStart.length ? sectionStart[doc] : docOfSection.length;
      });
    });
  }

  // The shards that hold every term equal to word (or, as a prefix, starting with it):
  // the longest key that begins the word, and every longer key that the word begins.
  function shardsFor(word, prefix) {
    var keys = manifest.k, needed = [], longest = -1;
    for (var i = 0; i < keys.length; i++) {
      if (word.startsWith(keys[i]) && (longest < 0 || keys[i].length > keys[longest].length)) longest = i;
      else if (prefix && keys[i].length > word.length && keys[i].startsWith(word)) needed.push(i);
    }
    if (longest >= 0) needed.push(longest);
    return needed;
  }

  // The entries of the loaded shards that a word matches: equal to it, or starting with it
  // while it is typed. An entry is [section postings, title postings] or, for a common
  // term cut into pieces, ["", title postings, piece number].
  function matching(word, prefix, shards) {
    var found = [];
    shards.forEach(function (shard) {
      Object.keys(shard).forEach(function (term) {
        if (prefix ? term.startsWith(word) : term === word) found.push(shard[term]);
      });
    });
    return found;
  }

  // A word of five letters or more that no term matches may be mistyped (`navigacion`):
  // the terms that begin with its first two letters and are one edit from it (two from
  // eight letters) stand for it, the closest ones. A slip in the first two letters is not
  // forgiven: those letters say which shards to read.
  function mistyped(word) { return Array.from(word).length >= 5; }
  function head(word) { return Array.from(word).slice(0, 2).join(""); }

  function nearest(word, shards) {
    var n = Array.from(word).length, start = head(word);
    var limit = n >= 8 ? 2 : 1, best = [], bestDistance = limit + 1;
    shards.forEach(function (shard) {
      Object.keys(shard).forEach(function (term) {
        if (!term.startsWith(start) || Math.abs(Array.from(term).length - n) > limit) return;
        var d = distance(word, term, limit);
        if (d > limit) return;
        if (d < bestDistance) { bestDistance = d; best = [term]; }
        else if (d === bestDistance && best.indexOf(term) < 0) best.push(term);
      });
    });
    return best;
  }

  // Edits between a and b (a letter added, removed or changed, two neighbours swapped);
  // limit + 1 once it is clear there are more than limit.
  function distance(a, b, limit) {
    a = Array.from(a); b = Array.from(b);
    var rows = [], i, j;
    for (i = 0; i <= a.length; i++) { rows.push([i]); }
    for (j = 1; j <= b.length; j++) rows[0][j] = j;
    for (i = 1; i <= a.length; i++) {
      var smallest = rows[i][0];
      for (j = 1; j <= b.length; j++) {
        var cost = a[i - 1] === b[j - 1] ? 0 : 1;
        var d = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2][j - 2] + 1);
        rows[i][j] = d;
        smallest = Math.min(smallest, d);
      }
      if (smallest > limit) return limit + 1;
    }
    return rows[a.length][b.length];
  }

  // The terms the last search read in place of mistyped words (word → [terms]), which the
  // passages mark as they mark the words themselves.
  var corrections = {};

  function isPieced(entry) { return entry.length > 2; }

  // section → best field for one query word: 0 heading, 1 code identifier, 2 text, 3 title;
  // and, for a word of the text, its place among the section's words. Only sections from
  // `low` to `high` (excluded); a cut term's postings come from its pieces of `blocks`, loaded.
  function fieldsFor(entries, blocks, low, high) {
    var fields = new Map();
    function decode(text, section) {
      numbers(text).forEach(function (code) {
        var place = code % 64, value = Math.floor(code / 64);
        section += value >> 2;
        if (section < low || section >= high) return;
        var field = value & 3, known = fields.get(section);
        if (known === undefined || field < known.field || (field === known.field && place < known.place)) {
          fields.set(section, { field: field, place: place });
        }
      });
    }
    entries.forEach(function (entry) {
      if (isPieced(entry)) {
        blocks.forEach(function (block) { decode(data()["g" + entry[2] + "-" + block], blockFirst[block]); });
      } else {
        decode(entry[0], 0);
      }
    });
    // The sections of the articles whose title has the word, where the word is nowhere else.
    entries.forEach(function (entry) {
      var doc = 0;
      numbers(entry[1]).forEach(function (delta) {
        doc += delta;
        var end = Math.min(doc + 1 < sectionStart.length ? sectionStart[doc + 1] : docOfSection.length, high);
        for (var s = Math.max(sectionStart[doc], low); s < end; s++) if (!fields.has(s)) fields.set(s, { field: 3, place: 0 });
      });
    });
    return fields;
  }

  // The last index of the ascending `starts` whose value is at most `value` (0 when none is).
  function lastAtMost(starts, value) {
    var low = 0, high = starts.length - 1;
    while (low < high) {
      var middle = (low + high + 1) >> 1;
      if (starts[middle] <= value) low = middle; else high = middle - 1;
    }
    return low;
  }

  function blockOf(section) { return lastAtMost(blockFirst, section); }

  function chunkOf(doc) { return lastAtMost(chunkStarts, doc); }

  // Words of the query that stand close together in a section's text rank it higher: the
  // places (order of first use among its words; -1 where a word is not in the text) of
  // consecutive query words at most 3 apart add 2, at most 10 apart add 1.
  function proximity(places) {
    if (places.length < 2 || places.indexOf(-1) >= 0) return 0;
    var widest = 0;
    for (var i = 1; i < places.length; i++) widest = Math.max(widest, Math.abs(places[i] - places[i - 1]));
    return widest <= 3 ? 2 : widest <= 10 ? 1 : 0;
  }

  // Scores the sections of maps[0] from `low` to `high` (excluded, ascending) that every map
  // has, appending to `results`.
  function score(maps, results, low, high) {
    var sections = Array.from(maps[0].keys()).filter(function (section) { return section >= low && section < high; });
    sections.sort(function (a, b) { return a - b; }).forEach(function (section) {
      var doc = docOfSection[section], first = sectionStart[doc] === section, total = 0, places = [];
      for (var i = 0; i < maps.length; i++) {
        var found = maps[i].get(section);
        if (found === undefined) return;
        var field = found.field;
        total += field === 0 ? 5 : field === 1 ? 3 : field === 2 ? 1 : (first ? 10 : 0.1);
        places.push(field === 2 ? found.place : -1);
      }
      total += proximity(places);
      if (total >= 1) results.push({ section: section, doc: doc, score: total });
    });
  }

  // The best `limit` results, at most three per article; the sort is stable, so sections
  // of equal score keep their order.
  function pick(results, limit) {
    var sorted = results.slice().sort(function (a, b) { return b.score - a.score; });
    var perArticle = new Map(), picked = [];
    for (var j = 0; j < sorted.length && picked.length < limit; j++) {
      var count = perArticle.get(sorted[j].doc) || 0;
      if (count >= 3) continue;
      perArticle.set(sorted[j].doc, count + 1);
      picked.push(sorted[j]);
    }
    return picked;
  }

  // The picked results with their articles' titles, addresses and sections, from the chunks.
  function describe(picked) {
    var chunks = [];
    picked.forEach(function (result) {
      var chunk = chunkOf(result.doc);
      if (chunks.indexOf(chunk) < 0) chunks.push(chunk);
    });
    return Promise.all(chunks.map(function (c) { return loadScript("d" + c); })).then(function () {
      return picked.map(function (result) {
        var chunk = chunkOf(result.doc);
        var doc = data()["d" + chunk][result.doc - chunkStarts[chunk]];
        var section = doc.s[result.section - sectionStart[result.doc]];
        return { doc: { t: doc.t, u: doc.u, d: doc.d }, heading: section[0], anchor: section[1], snippet: section[2],
                 text: section[3] || "", code: section[4] || "" };
      });
    });
  }

  // Every query word must appear in the section (its text or its code), its heading or its
  // article's title; a word counts most in the title, then the heading, the code, the text.
  // The last word matches as a prefix while the reader is still typing it.
  // Resolves to [{doc: {t, u, d}, heading, anchor, snippet, text}], best first.
  //
  // A query with a common word, cut into pieces by block, reads one block's pieces at a
  // time: after each block with results, `early` (optional) gets the best results so far,
  // and may answer false to stop (then the search resolves to null). The final results are
  // those of the whole index.
  function search(query, limit, early) {
    if (!manifest) return Promise.resolve([]);
    limit = limit || 10;
    var words = terms(query);
    if (!words.length) return Promise.resolve([]);
    var typing = !/\s$/.test(query);
    var prefixes = words.map(function (_, i) { return typing && i === words.length - 1; });
    var perWord = words.map(function (word, i) { return shardsFor(word, prefixes[i]); });
    var names = [];
    perWord.forEach(function (list) { list.forEach(function (n) { if (names.indexOf(n) < 0) names.push(n); }); });
    var shardsOf = function (list) { return list.map(function (n) { return data()["t" + n]; }); };
    var nearShards = [];
    return Promise.all(names.map(function (n) { return loadScript("t" + n); })).then(function () {
      // The shards of the first two letters of each word that may be mistyped.
      var more = [];
      words.forEach(function (word, i) {
        nearShards[i] = [];
        if (!mistyped(word) || matching(word, prefixes[i], shardsOf(perWord[i])).length) return;
        nearShards[i] = shardsFor(head(word), true);
        nearShards[i].forEach(function (n) { if (more.indexOf(n) < 0) more.push(n); });
      });
      return Promise.all(more.map(function (n) { return loadScript("t" + n); }));
    }).then(function () {
      corrections = {};
      var entries = words.map(function (word, i) {
        var found = matching(word, prefixes[i], shardsOf(perWord[i]));
        if (found.length || !nearShards[i].length) return found;
        var shards = shardsOf(nearShards[i]);
        var near = nearest(word, shards);
        if (near.length) corrections[word] = near;
        return near.reduce(function (all, term) { return all.concat(matching(term, false, shards)); }, []);
      });
      var all = docOfSection.length;
      // The sections of each word without pieces, read once; null for a word with pieces.
      var whole = entries.map(function (list) { return list.some(isPieced) ? null : fieldsFor(list, [], 0, all); });
      if (whole.every(function (map) { return map !== null; })) {
        var results = [];
        score(whole, results, 0, all);
        return describe(pick(results, limit));
      }
      // Blocks where every word without pieces is found: no other block can hold a result.
      var blocks = blockFirst.map(function (_, block) { return block; });
      whole.forEach(function (map) {
        if (map === null) return;
        var holding = new Set();
        map.forEach(function (_, section) { holding.add(blockOf(section)); });
        blocks = blocks.filter(function (block) { return holding.has(block); });
      });
      var pieces = [];
      entries.forEach(function (list) {
        list.forEach(function (entry) { if (isPieced(entry) && pieces.indexOf(entry[2]) < 0) pieces.push(entry[2]); });
      });
      var found = [];
      function next(at) {
        if (at >= blocks.length) return describe(pick(found, limit));
        var block = blocks[at];
        return Promise.all(pieces.map(function (n) { return loadScript("g" + n + "-" + block); })).then(function () {
          var low = blockFirst[block], high = block + 1 < blockFirst.length ? blockFirst[block + 1] : all;
          var before = found.length;
          score(entries.map(function (list, i) { return whole[i] || fieldsFor(list, [block], low, high); }), found, low, high);
          if (!early || found.length === before || at === blocks.length - 1) return next(at + 1);
          return describe(pick(found, limit)).then(function (partial) {
            return early(partial) === false ? null : next(at + 1);
          });
        });
      }
      return next(0);
    });
  }

  // Whether a word of a page matches a word of `query` (folded and stemmed as the index is;
  // the last word as a prefix while it is being typed; a forgiven typo's corrections too).
  // With `parts`, an identifier also matches by its camel-case parts (ViewStore: view, store),
  // as the index's code terms do.
  function matcher(query, parts) {
    var wanted = terms(query), typing = !/\s$/.test(query);
    function one(word) {
      var term = terms(word)[0];
      if (!term) return false;
      for (var i = 0; i < wanted.length; i++) {
        if (term === wanted[i] || (typing && i === wanted.length - 1 && fold(word).startsWith(wanted[i]))) return true;
        if ((corrections[wanted[i]] || []).indexOf(term) >= 0) return true;
      }
      return false;
    }
    return function (word) {
      if (one(word)) return true;
      if (!parts) return false;
      var pieces = word.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|_/u);
      return pieces.length > 1 && pieces.some(one);
    };
  }

  // `text` cut into [{text, mark}] pieces between `start` and `end`, the words `matches` takes marked.
  function marked(text, words, matches, start, end) {
    var pieces = [], at = start;
    words.forEach(function (w) {
      if (w.start < start || w.end > end || !matches(w.word)) return;
      if (w.start > at) pieces.push({ text: text.slice(at, w.start), mark: false });
      pieces.push({ text: text.slice(w.start, w.end), mark: true });
      at = w.end;
    });
    if (at < end) pieces.push({ text: text.slice(at, end), mark: false });
    return pieces;
  }

  function wordsOf(text, pattern) {
    var words = [], found;
    while ((found = pattern.exec(text))) words.push({ start: found.index, end: found.index + found[0].length, word: found[0] });
    return words;
  }

  // The passage of `text` around the first word that matches a query word, as [{text, mark}]
  // pieces: the matching words are marked.
  function passage(text, query, length) {
    var matches = matcher(query, false);
    var words = wordsOf(text, /[\p{L}\p{N}]+/gu);
    var first = words.find(function (w) { return matches(w.word); });
    if (!first) return null;
    // About a third of the passage before the first match, cut at a space.
    var start = Math.max(0, first.start - Math.floor(length / 3));
    if (start > 0) { var space = text.indexOf(" ", start); start = space >= 0 && space < first.start ? space + 1 : start; }
    var end = Math.min(text.length, start + length);
    if (end < text.length) { var last = text.lastIndexOf(" ", end); end = last > first.end ? last : end; }
    var pieces = marked(text, words, matches, start, end);
    if (start > 0) pieces.unshift({ text: "…", mark: false });
    if (end < text.length) pieces.push({ text: "…", mark: false });
    return pieces;
  }

  // The first of a section's code lines (one per line) with an identifier that matches the
  // query, as [{text, mark}] pieces; null when none has one.
  function codeLine(code, query) {
    var matches = matcher(query, true);
    var lines = code ? code.split("\n") : [];
    for (var i = 0; i < lines.length; i++) {
      var words = wordsOf(lines[i], /[\p{L}_][\p{L}\p{N}_]*/gu);
      if (words.some(function (w) { return matches(w.word); })) return marked(lines[i], words, matches, 0, lines[i].length);
    }
    return null;
  }

  window.sitegenSearch = { fold: fold, stem: stem, terms: terms, search: search, open: open, passage: passage,
                           codeLine: codeLine, proximity: proximity, corrections: function () { return corrections; } };

  // A page opened from a search result (`?resaltar=word word`) marks the first place after
  // its anchor where those words stand — in the text or in the code — and brings it into view.
  function land() {
    var asked = new URLSearchParams(window.location.search).get("resaltar");
    var prose = document.querySelector(".prose");
    if (!asked || !prose) return;
    var wanted = asked.split(/\s+/).filter(Boolean).slice(0, 8).map(fold);
    var stems = terms(asked);
    var matches = function (word) {
      var folded = fold(word);
      return wanted.indexOf(folded) >= 0 || stems.indexOf(terms(word)[0]) >= 0;
    };
    var anchor = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    var nodes = [], walker = document.createTreeWalker(prose, NodeFilter.SHOW_TEXT), node;
    while ((node = walker.nextNode())) {
      var parent = node.parentElement;
      if (parent.closest(".code-hidden, .heading-anchor, .code-header, script, style")) continue;
      nodes.push(node);
    }
    // From the anchor on; the whole text when the words are not after it.
    var after = anchor ? nodes.filter(function (n) { return anchor.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING || anchor.contains(n); }) : nodes;
    var found = null;
    [after, nodes].some(function (list) {
      return list.some(function (n) {
        var word = wordsOf(n.data, /[\p{L}_][\p{L}\p{N}_]*/gu).find(function (w) { return matches(w.word); });
        if (word) found = { node: n, word: word };
        return !!word;
      });
    });
    if (!found) return;
    var range = document.createRange();
    range.setStart(found.node, found.word.start);
    range.setEnd(found.node, found.word.end);
    var mark = document.createElement("mark");
    mark.className = "search-hit";
    range.surroundContents(mark);
    // Once the page is laid out and the browser has gone to the anchor.
    function bring() { window.requestAnimationFrame(function () { mark.scrollIntoView({ block: "center" }); }); }
    if (document.readyState === "complete") bring(); else window.addEventListener("load", bring);
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", land); else land();

  var box = document.querySelector(".site-search");
  if (!box) return;
  var input = box.querySelector("input");
  var list = box.querySelector(".search-results");
  var status = box.querySelector(".search-status");
  var root = box.getAttribute("data-root") || "";
  var fileLinks = box.hasAttribute("data-file-links");
  var state = "idle";
  box.hidden = false;

  var rendered = 0;

  function load() {
    if (state !== "idle") return;
    state = "loading";
    open(box.getAttribute("data-index")).then(function () {
      state = "ready";
      render();
    }, failed);
  }

  function failed() {
    state = "failed";
    status.textContent = "No se pudo cargar el índice de búsqueda.";
  }

  function render() {
    var query = input.value;
    // Shards arrive in any order: only the answer to the latest query is shown.
    var ticket = ++rendered;
    // Cleared at once, so the list never shows an earlier query's results as this one's.
    list.textContent = "";
    if (!query.trim() || state !== "ready") {
      list.hidden = true;
      status.textContent = "";
      return;
    }
    // A query with common words on a large site shows the first blocks' results while the
    // others load.
    search(query, 10, function (partial) {
      if (ticket !== rendered) return false;
      show(query, partial, true);
      return true;
    }).then(function (found) {
      if (found && ticket === rendered) show(query, found, false);
    }, failed);
  }

  function show(query, found, partial) {
    list.textContent = "";
    found.forEach(function (section) {
      var item = document.createElement("li");
      var link = document.createElement("a");
      // Opened from the files (--for-files), a link names the page's index.html, not its folder.
      var page = section.doc.u;
      if (fileLinks && (page === "" || page.endsWith("/"))) page += "index.html";
      // The passage the query matched, its words marked; else the code line it matched in;
      // else the section's first words.
      var pieces = passage(section.text, query, 160), inCode = false;
      if (!pieces) { pieces = codeLine(section.code, query); inCode = !!pieces; }
      var hits = [];
      (pieces || []).forEach(function (piece) { if (piece.mark && hits.indexOf(piece.text) < 0) hits.push(piece.text); });
      // The page marks where the words stand (`land`).
      link.href = root + page + (hits.length ? "?resaltar=" + encodeURIComponent(hits.slice(0, 8).join(" ")) : "")
        + (section.anchor ? "#" + section.anchor : "");
      var title = document.createElement("span");
      title.className = "search-result-title";
      title.textContent = section.anchor ? section.doc.t + " › " + section.heading : section.doc.t;
      var snippet = document.createElement(inCode ? "code" : "span");
      snippet.className = "search-result-snippet" + (inCode ? " search-result-code" : "");
      if (pieces) {
        pieces.forEach(function (piece) {
          if (!piece.mark) { snippet.appendChild(document.createTextNode(piece.text)); return; }
          var mark = document.createElement("mark");
          mark.textContent = piece.text;
          snippet.appendChild(mark);
        });
      } else {
        snippet.textContent = section.snippet || section.doc.d;
      }
      link.appendChild(title);
      link.appendChild(snippet);
      item.appendChild(link);
      list.appendChild(item);
    });
    if (!found.length && !partial) {
      var empty = document.createElement("li");
      empty.className = "search-empty";
      empty.textContent = "Sin resultados para «" + query.trim() + "».";
      list.appendChild(empty);
    }
    list.hidden = false;
    status.textContent = (found.length === 1 ? "1 resultado" : found.length + " resultados") + (partial ? ", buscando más…" : "");
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
