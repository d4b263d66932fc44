// Copy buttons for code blocks. Progressive enhancement: without JavaScript the page
// shows the code and no button. The copied text is what the page shows: hidden doctest
// lines are never in the HTML, and line numbers are drawn by CSS, not text.
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

  document.querySelectorAll(".code-block").forEach(function (block) {
    var code = block.querySelector("pre.code code");
    var header = block.querySelector(".code-header");
    if (!code || !header) return;
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = "Copiar";
    button.setAttribute("aria-label", "Copiar el código");
    button.addEventListener("click", function () {
      var text = code.textContent;
      button.dataset.copied = text;
      copy(text).then(
        function () { show(button, "Copiado", "Código copiado"); },
        function () { show(button, "No se pudo copiar", "No se pudo copiar el código"); });
    });
    header.appendChild(button);
  });
})();
