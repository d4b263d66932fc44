// What the compiler saw: each name of a verified block (`[data-s]`) shows its declaration —
// what it is, where it is declared, a link to the block that declares it — on hover (a
// mouse), on tap or click (touch readers never hover) and from the keyboard (Enter in a
// focused block goes to its first name, ← and → to the others). Escape closes it. The page's
// table of declarations is the JSON at the end of its body (`#simbolos`; `data-s` is a row);
// the code reads the same without this script.
(function () {
  "use strict";
  var popover = document.createElement("div");
  popover.className = "symbol-popover";
  popover.id = "simbolo";
  popover.setAttribute("role", "tooltip");
  popover.hidden = true;
  document.body.appendChild(popover);
  var current = null;   // the name the popover is about
  var pinned = false;   // opened by a tap, a click or the keyboard: stays until closed
  var table = null;     // the page's declarations, read on first use

  function entryOf(name) {
    if (!table) {
      var script = document.getElementById("simbolos");
      try { table = script ? JSON.parse(script.textContent) : []; } catch (error) { table = []; }
    }
    return table[Number(name.getAttribute("data-s"))] || null;
  }

  function show(name, pin) {
    var entry = entryOf(name);
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
    if (current) current.removeAttribute("aria-describedby");
    current = null;
    pinned = false;
    popover.hidden = true;
  }

  document.addEventListener("pointerover", function (event) {
    if (event.pointerType !== "mouse" || pinned) return;
    var name = event.target.closest && event.target.closest("[data-s]");
    if (name) show(name, false);
    else if (current && !popover.contains(event.target)) hide();
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
    if (event.key === "Escape" && current) {
      var pre = current.closest("pre");
      var hadFocus = document.activeElement === current;
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
