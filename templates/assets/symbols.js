// What the compiler saw: each name of a verified block (`[data-s]`) shows its declaration —
// what it is, where it is declared, a link to the block that declares it — on hover (a
// mouse), on tap or click (touch readers never hover) and from the keyboard (Enter in a
// focused block goes to its first name, ← and → to the others). Escape closes it. The page's
// table of declarations is a file of its own (this script's `data-symbols`; `data-s` is a
// row), a script that stores it under window.sitegenSymbols: loaded when the reader first
// points at, taps or focuses a block, never with the page. The code reads the same without it.
(function () {
  "use strict";
  var tableURL = document.currentScript && document.currentScript.getAttribute("data-symbols");
  var popover = document.createElement("div");
  popover.className = "symbol-popover";
  popover.id = "simbolo";
  popover.setAttribute("role", "tooltip");
  popover.hidden = true;
  document.body.appendChild(popover);
  var current = null;   // the name the popover is about
  var pinned = false;   // opened by a tap, a click or the keyboard: stays until closed
  var table = null;     // the page's declarations, once loaded
  var loading = false;
  var waiting = null;   // the name to show once the table is here: [name, pin]

  // Starts loading the table (once); a name asked for meanwhile is shown when it comes.
  function load() {
    if (table || loading) return;
    if (!tableURL) { table = []; return; }
    loading = true;
    var script = document.createElement("script");
    script.src = tableURL;
    script.onload = function () {
      table = Array.isArray(window.sitegenSymbols) ? window.sitegenSymbols : [];
      if (waiting) show(waiting[0], waiting[1]);
    };
    // A failed load is tried again at the next name asked for.
    script.onerror = function () {
      loading = false;
      waiting = null;
      script.remove();
    };
    document.head.appendChild(script);
  }

  function show(name, pin) {
    if (!table) {
      waiting = [name, pin];
      load();
      return;
    }
    waiting = null;
    var entry = table[Number(name.getAttribute("data-s"))];
    if (!entry) return;
    if (current && current !== name) current.removeAttribute("aria-describedby");
    current = name;
    pinned = pin;
    popover.textContent = "";
    var declaration = document.createElement("code");
    declaration.textContent = entry[0];
    var about = document.createElement("p");
    about.textContent = entry[1] + " · " + entry[2];
    popover.appendChild(declaration);
    popover.appendChild(about);
    if (entry[3]) {
      var link = document.createElement("a");
      link.href = entry[3];
      link.textContent = "Ir al bloque que lo declara";
      popover.appendChild(link);
    }
    name.setAttribute("aria-describedby", popover.id);
    popover.hidden = false;
    place(name);
  }

  function place(name) {
    var box = name.getBoundingClientRect();
    var width = Math.min(popover.offsetWidth, document.documentElement.clientWidth - 16);
    var left = Math.max(8, Math.min(box.left, document.documentElement.clientWidth - width - 8));
    var top = box.bottom + 6;
    // Above the name when there is no room under it.
    if (top + popover.offsetHeight > window.innerHeight && box.top - popover.offsetHeight - 6 > 0) {
      top = box.top - popover.offsetHeight - 6;
    }
    popover.style.left = left + window.scrollX + "px";
    popover.style.top = top + window.scrollY + "px";
  }

  function hide() {
    waiting = null;
    if (current) current.removeAttribute("aria-describedby");
    current = null;
    pinned = false;
    popover.hidden = true;
  }

  // A pointer over a block, or a block focused: the reader may ask for a name next.
  document.addEventListener("pointerover", function (event) {
    if (event.target.closest && event.target.closest("pre.code")) load();
  });
  document.addEventListener("focusin", function (event) {
    if (event.target.closest && event.target.closest("pre.code")) load();
  });
  document.addEventListener("pointerover", function (event) {
    // A name clicked while the table loads stays asked for.
    if (event.pointerType !== "mouse" || pinned || (waiting && waiting[1])) return;
    var name = event.target.closest && event.target.closest("[data-s]");
    if (name) show(name, false);
    else if ((current || waiting) && !popover.contains(event.target)) hide();
  });
  document.addEventListener("click", function (event) {
    var name = event.target.closest && event.target.closest("[data-s]");
    if (name) {
      if (current === name && pinned) hide();
      else show(name, true);
    } else if (!popover.contains(event.target)) {
      hide();
    }
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && (current || waiting)) {
      var name = current || waiting[0];
      var pre = name.closest("pre");
      var hadFocus = document.activeElement === name;
      hide();
      if (hadFocus && pre) pre.focus();
      return;
    }
    var target = event.target;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // Enter in a focused block: its first name.
    if (event.key === "Enter" && target.matches && target.matches("pre.code")) {
      var first = shownNames(target)[0];
      if (!first) return;
      event.preventDefault();
      focusName(first);
      return;
    }
    if ((event.key === "ArrowRight" || event.key === "ArrowLeft") && target.matches && target.matches("[data-s]")) {
      var names = shownNames(target.closest("pre"));
      var next = names[names.indexOf(target) + (event.key === "ArrowRight" ? 1 : -1)];
      event.preventDefault();
      if (next) focusName(next);
    }
  });
  window.addEventListener("resize", function () { if (current) place(current); });

  // The names a reader sees: a hidden line's are not drawn until asked for.
  function shownNames(pre) {
    return Array.prototype.filter.call(pre.querySelectorAll("[data-s]"), function (name) {
      return name.getClientRects().length > 0;
    });
  }

  function focusName(name) {
    name.tabIndex = -1;
    name.focus();
    show(name, true);
  }
})();
