// The parts of a series from the keyboard: ← opens the previous part, → the next, as the
// links of the part bar (`.part-nav`) do. Only when nothing else wants the arrows: no
// modifier key, and the focus on the page itself or on a plain link — never in a field, a
// code block that scrolls sideways, the demo or anything else that takes keys.
(function () {
  "use strict";
  var bar = document.querySelector(".part-nav");
  if (!bar) return;
  var links = { ArrowLeft: bar.querySelector(".part-nav-prev"), ArrowRight: bar.querySelector(".part-nav-next") };

  function takesKeys(element) {
    if (!element || element === document.body || element === document.documentElement) return false;
    if (element.isContentEditable) return true;
    if (element.closest("input, textarea, select, button, pre, [tabindex], [role], .alarm-demo, details > summary")) {
      // A plain link of the page (`a[href]`) lets the arrows go; anything interactive keeps them.
      return !(element.matches("a[href]") && !element.closest("pre, .alarm-demo, [role]"));
    }
    return false;
  }

  document.addEventListener("keydown", function (event) {
    var link = links[event.key];
    if (!link || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (takesKeys(event.target) || takesKeys(document.activeElement)) return;
    event.preventDefault();
    window.location.href = link.href;
  });
})();
