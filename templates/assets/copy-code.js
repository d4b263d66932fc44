// Copy buttons for code blocks, and the button that shows a block's hidden lines (the lines
// the doctests compile but the article does not show, in <span class="code-hidden">).
// Progressive enhancement: without JavaScript the page shows the code without its hidden
// lines and no button. The copied text is the code without hidden lines, whether they are
// shown or not; line numbers are drawn by CSS, not text.
(function () {
  "use strict";

  function copy(text) {
    if (navigator.clipboard && window.isSecureContext) {
      return navigator.clipboard.writeText(text).catch(function () { return copyBySelection(text); });
    }
    return copyBySelection(text);
  }

  // file:// pages are not a secure context, and a browser may refuse the clipboard API:
  // copy a selected, off-screen textarea instead.
  function copyBySelection(text) {
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.style.cssText = "position:fixed;top:0;left:-9999px";
      document.body.appendChild(area);
      area.select();
      var ok = false;
      try { ok = document.execCommand("copy"); } catch (error) { ok = false; }
      area.remove();
      if (ok) { resolve(); } else { reject(new Error("copy failed")); }
    });
  }

  function show(button, text, label) {
    button.textContent = text;
    button.setAttribute("aria-label", label);
    clearTimeout(button.sitegenTimer);
    button.sitegenTimer = setTimeout(function () {
      button.textContent = "Copiar";
      button.setAttribute("aria-label", "Copiar el código");
    }, 2000);
  }

  // The code as the article shows it: the text without the hidden lines.
  function visibleText(code) {
    var copy = code.cloneNode(true);
    // Hidden lines, messages and the lines a whole file's new version removed are not its code.
    copy.querySelectorAll(".code-hidden, .code-error, del.line-removed").forEach(function (line) { line.remove(); });
    return copy.textContent;
  }

  function addHiddenLinesToggle(block, header) {
    var count = block.getAttribute("data-hidden-lines");
    if (!count) return;
    var toggle = document.createElement("button");
    toggle.type = "button";
    toggle.className = "hidden-lines-button";
    toggle.setAttribute("aria-pressed", "false");
    function label() {
      var shown = block.classList.contains("show-hidden");
      toggle.textContent = shown ? "Ocultar" : "Ver todo";
      toggle.setAttribute("aria-pressed", shown ? "true" : "false");
      toggle.setAttribute("aria-label", (shown ? "Ocultar las " : "Ver las ") + count
        + (count === "1" ? " línea que" : " líneas que") + " el artículo no muestra");
    }
    label();
    toggle.addEventListener("click", function () {
      block.classList.toggle("show-hidden");
      label();
    });
    header.appendChild(toggle);
  }

  // A block that still scrolls sideways (a wide screen, a long line) says so in its header,
  // in the words of the device in use: a mouse (a fine pointer that hovers) needs Shift and the
  // wheel, a finger or a pen slides, and with no pointer at all the keyboard's arrows scroll
  // the block (it is focusable).
  var media = window.matchMedia ? {
    mouse: window.matchMedia("(hover: hover) and (pointer: fine)"),
    touch: window.matchMedia("(pointer: coarse), (pointer: fine) and (hover: none)")
  } : null;
  function hintText() {
    if (!media) return "Desplaza el código para ver más →";
    if (media.mouse.matches) return "Mayús + rueda para ver más →";
    if (media.touch.matches) return "Desliza para ver más →";
    return "Flechas del teclado para ver más →";
  }
  function addScrollHint(block, header, pre) {
    var hint = document.createElement("span");
    hint.className = "scroll-hint";
    hint.textContent = hintText();
    if (media && media.mouse.addEventListener) {
      var retell = function () { hint.textContent = hintText(); };
      media.mouse.addEventListener("change", retell);
      media.touch.addEventListener("change", retell);
    }
    header.appendChild(hint);
    function update() { block.classList.toggle("is-scrollable", pre.scrollWidth > pre.clientWidth + 1); }
    update();
    if (window.ResizeObserver) { new ResizeObserver(update).observe(pre); } else { window.addEventListener("resize", update); }
  }

  // Where code wraps (a phone), a line breaks between tokens; a name longer than the room its
  // line leaves would still break inside. Such a line is drawn smaller, step by step down to
  // 80 %, until its names stand whole. Measured again when the width changes (a phone turned).
  function isCut(span) {
    var rects = span.getClientRects();
    return rects.length > 1 && rects[0].top !== rects[rects.length - 1].top;
  }
  function fitNames() {
    document.querySelectorAll("pre.code .line.is-shrunk").forEach(function (line) {
      line.classList.remove("is-shrunk");
      line.style.fontSize = "";
    });
    var wrapping = document.querySelector("pre.code");
    if (!wrapping || getComputedStyle(wrapping).whiteSpace.indexOf("wrap") < 0) return;
    var cut = [];
    document.querySelectorAll("pre.code .tok-identifier, pre.code .tok-type").forEach(function (span) {
      var line = span.closest(".line");
      if (line && cut.indexOf(line) < 0 && !span.closest(".code-hidden") && isCut(span)) cut.push(line);
    });
    cut.forEach(function (line) {
      var names = line.querySelectorAll(".tok-identifier, .tok-type");
      var anyCut = function () { return Array.prototype.some.call(names, isCut); };
      // 95 %, 90 %, 85 %, 80 %: counted in twentieths, so the last step is exactly 80 %.
      for (var twentieths = 19; twentieths >= 16 && anyCut(); twentieths--) {
        line.classList.add("is-shrunk");
        line.style.fontSize = (twentieths / 20).toFixed(2) + "em";
      }
    });
  }
  var fitWidth = window.innerWidth;
  fitNames();
  window.addEventListener("resize", function () {
    if (window.innerWidth === fitWidth) return;
    fitWidth = window.innerWidth;
    fitNames();
  });

  document.querySelectorAll(".code-block").forEach(function (block) {
    var code = block.querySelector("pre.code code");
    var header = block.querySelector(".code-header");
    if (!code || !header) return;
    addScrollHint(block, header, code.parentNode);
    addHiddenLinesToggle(block, header);
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = "Copiar";
    button.setAttribute("aria-label", "Copiar el código");
    button.addEventListener("click", function () {
      var text = visibleText(code);
      button.dataset.copied = text;
      copy(text).then(
        function () { show(button, "Copiado", "Código copiado"); },
        function () { show(button, "No se pudo copiar", "No se pudo copiar el código"); });
    });
    header.appendChild(button);
  });
})();
