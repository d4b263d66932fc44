// The table of contents follows the reader: the entry of the section (or step of the code)
// being read is marked with aria-current and kept in view when the list itself scrolls.
// Without JavaScript the table of contents is a list of links behind its title, closed.
(function () {
  "use strict";
  var toc = document.querySelector(".toc");
  if (!toc) return;
  // Closed in the HTML (a phone reads the text first); open where it sits beside the text.
  var details = toc.querySelector(".toc-details");
  var wide = window.matchMedia("(min-width: 64rem)");
  function fit() { if (details) details.open = wide.matches; }
  fit();
  if (wide.addEventListener) wide.addEventListener("change", fit);
  var entries = Array.prototype.map.call(toc.querySelectorAll('a[href^="#"]'), function (link) {
    return { link: link, target: document.getElementById(decodeURIComponent(link.getAttribute("href").slice(1))) };
  }).filter(function (entry) { return entry.target; });
  if (!entries.length) return;
  var current = null;

  function update() {
    // The last section whose start has passed the upper third of the window.
    var line = window.innerHeight / 3;
    var found = null;
    for (var i = 0; i < entries.length; i++) {
      if (entries[i].target.getBoundingClientRect().top <= line) { found = entries[i]; } else { break; }
    }
    if (found === current) return;
    if (current) current.link.removeAttribute("aria-current");
    current = found;
    if (!current) return;
    current.link.setAttribute("aria-current", "true");
    // Keep the entry visible inside the list, without moving the page.
    var box = toc.getBoundingClientRect(), item = current.link.getBoundingClientRect();
    if (toc.scrollHeight > toc.clientHeight && (item.top < box.top || item.bottom > box.bottom)) {
      toc.scrollTop += item.top - box.top - box.height / 2;
    }
  }

  var pending = false;
  function schedule() {
    if (pending) return;
    pending = true;
    window.requestAnimationFrame(function () { pending = false; update(); });
  }
  window.addEventListener("scroll", schedule, { passive: true });
  window.addEventListener("resize", schedule);
  update();
})();
