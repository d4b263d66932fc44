/*
 * The Alarm app demo: draws the series' app in a phone (SwiftUI and UIKit looks), opens
 * deeplinks typed in its address bar or clicked in the article, and shows the state.
 * The rules and the state live in alarm-core.js (window.SitegenAlarmCore); this file only
 * draws and listens. Anything the reader types is shown with textContent, never as HTML.
 *
 * Each copy starts at its chapter's stage (data-stage: pestanas, lista, anadir, completa;
 * anything else is completa), and can do only what the app of that chapter does.
 * Everything addressed to the reader (status line, help) is in Spanish; the phone shows the
 * app's own English labels.
 *
 * Opening a deeplink adds an entry to the browser's history (the first demo of the page
 * only): Back and Forward step through the opened links, each entry keeping the state it
 * had; using the app updates the current entry.
 *
 * window.sitegenDemo (the first demo of the page):
 *   open(url)   -> { opened, partial, reason, message, state }   (reason as AlarmCore words
 *                  it, message as the reader reads it)
 *   state()     -> the state, as DESIGN.md "Demo state" and `sitegen deeplink` have it (before
 *                  part 05, only what that chapter's view models hold)
 *   stage       -> the stage of the app
 *   reset()     -> the start state (start alarms, default clock, ids counted from 1 again)
 *   setNow(iso) -> the state; the clock for alarms added without a date (throws on a bad date)
 */
(function () {
  "use strict";

  var Core = window.SitegenAlarmCore;
  if (!Core) { return; }

  var SVG = "http://www.w3.org/2000/svg";
  var DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  var MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August",
    "September", "October", "November", "December"];
  var TAB_TITLES = { clock: "Clock", alarms: "Alarms", crono: "Crono" };
  var ICONS = {
    clock: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm-1 3v6l5 3 1-1.6-4-2.4V7h-2Z",
    alarms: "M12 4a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 2a7 7 0 1 1 0 14 7 7 0 0 1 0-14Zm-1 2v5.4l3.8 2.3 1-1.6-2.8-1.7V8h-2ZM5.3 1.5 1 5l1.3 1.5L6.6 3 5.3 1.5Zm13.4 0L17.4 3l4.3 3.5L23 5l-4.3-3.5Z",
    crono: "M9 1h6v2H9V1Zm3 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 2a7 7 0 1 1 0 14 7 7 0 0 1 0-14Zm-1 2v6h2V8h-2Zm7.3-3.7 1.4-1.4 2 2-1.4 1.4-2-2Z",
    trash: "M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 5h12l-1 13H7L6 8Zm4 2v9h1.5v-9H10Zm3.5 0v9H15v-9h-1.5Z",
    alarm: "M12 4a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-1 4h2v5.4l2.8 1.7-1 1.6-3.8-2.3V8ZM5.3 1.5 1 5l1.3 1.5L6.6 3 5.3 1.5Zm13.4 0L17.4 3l4.3 3.5L23 5l-4.3-3.5Z"
  };

  // MARK: Small DOM helpers (text always through textContent)

  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      var value = attributes[name];
      if (value === null || value === undefined || value === false) { return; }
      if (name === "text") { node.textContent = value; } else if (name.slice(0, 2) === "on") {
        node.addEventListener(name.slice(2), value);
      } else { node.setAttribute(name, value === true ? "" : String(value)); }
    });
    (children || []).forEach(function (child) {
      if (child === null || child === undefined) { return; }
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    });
    return node;
  }

  function icon(name, className) {
    var svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "0 0 24 24");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    svg.setAttribute("class", "demo-icon " + (className || ""));
    var path = document.createElementNS(SVG, "path");
    path.setAttribute("d", ICONS[name]);
    path.setAttribute("fill", "currentColor");
    svg.appendChild(path);
    return svg;
  }

  function pad2(value) { return (value < 10 ? "0" : "") + value; }

  function pad4(value) {
    var text = String(Math.abs(value));
    while (text.length < 4) { text = "0" + text; }
    return (value < 0 ? "-" : "") + text;
  }

  // The device's time zone, as the app's DateFormatter uses it.
  function alarmName(ms) { var d = new Date(ms); return pad2(d.getHours()) + ":" + pad2(d.getMinutes()); }
  function alarmDescription(ms) {
    var d = new Date(ms);
    return DAYS[d.getDay()] + ", " + d.getDate() + " " + MONTHS[d.getMonth()] + ", " + pad4(d.getFullYear());
  }
  var MESES = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre",
    "noviembre", "diciembre"];
  function spanishDate(ms) { var d = new Date(ms); return d.getDate() + " de " + MESES[d.getMonth()] + " de " + d.getFullYear(); }
  function alarmStatus(item) { return item.isOn ? "Disable" : "Enable"; }
  function dateInputValue(ms) { var d = new Date(ms); return pad4(d.getFullYear()) + "-" + pad2(d.getMonth() + 1) + "-" + pad2(d.getDate()); }
  function timeInputValue(ms) { var d = new Date(ms); return pad2(d.getHours()) + ":" + pad2(d.getMinutes()); }

  // MARK: Query of the page address, read by hand: `+` is a plus sign, not a space.

  function queryValues(search, name) {
    var values = [];
    search.replace(/^\?/, "").split("&").forEach(function (item) {
      var equals = item.indexOf("=");
      var key = equals < 0 ? item : item.slice(0, equals);
      if (key !== name) { return; }
      try {
        values.push(decodeURIComponent(equals < 0 ? "" : item.slice(equals + 1)));
      } catch (error) {
        values.push(null);
      }
    });
    return values;
  }

  function queryEncoded(text) {
    return encodeURIComponent(text).replace(/[!'()*]/g, function (c) {
      return "%" + c.charCodeAt(0).toString(16).toUpperCase();
    });
  }

  // MARK: The Swift value of the state and the links that lead to it

  function swiftItem(item) {
    return "AlarmItem(id: " + item.id + ", date: " + Core.formatDate(item.date) + ", isOn: " + item.isOn + ")";
  }

  function swiftRoute(app) {
    var route = app.route;
    if (!route) { return "nil"; }
    if (route.case === "items") {
      if (!app.features.rowRoutes) {
        // Parts 03 and 04: the list's own route, `.deleteAlert(AlarmItem)`.
        var index = app.indexOf(route.id);
        return ".deleteAlert(" + (index >= 0 ? swiftItem(app.items[index]) : route.id) + ")";
      }
      return ".items(id: " + route.id + ", route: ." + route.route + ")";
    }
    return ".add(AlarmItemViewModel(alarmItem: " + swiftItem(route.item) + "))";
  }

  /** The link that opens a route of the list. */
  function routeLink(route) {
    if (route.case === "add") {
      return "deeplink:///alarms/add?isOn=" + route.item.isOn + "&date=" + Core.formatDate(route.item.date);
    }
    return "deeplink:///alarms/" + route.id + "/" + (route.route === "deleteAlert" ? "delete" : "toggle");
  }

  function linksLeadingTo(app) {
    var links = [];
    if (app.route) { links.push(routeLink(app.route)); }
    if (links.length === 0 || app.selectedTab !== "alarms") { links.push("deeplink:///" + app.selectedTab); }
    return links;
  }

  /** The link of what the phone shows: its dialog's, else its tab's. */
  function currentLink(app) {
    return app.route && app.selectedTab === "alarms" ? routeLink(app.route) : "deeplink:///" + app.selectedTab;
  }

  /** What the reader can do with the app of each chapter (the paragraph above the demo). */
  var STAGE_HELP = {
    pestanas: ["En este capítulo la app tiene sus tres pestañas y el botón que cambia entre UIKit y SwiftUI; aún no hay listado de alarmas. Un deeplink elige la pestaña: prueba ",
      { code: "deeplink:///crono" }, "."],
    lista: ["En este capítulo ya hay listado: toca una alarma para activarla o desactivarla, o deslízala a la izquierda (o llega a su botón de borrar con el tabulador) para borrarla tras una alerta, la misma que abre ",
      { code: "deeplink:///alarms/:id/delete" }, "."],
    anadir: ["En este capítulo, además del listado (toca una alarma para activarla o desactivarla, deslízala para borrarla), el botón Add abre la hoja para añadir una alarma, igual que ",
      { code: "deeplink:///alarms/add?isOn=true" }, "."],
    completa: ["Desliza una alarma (o llega a sus acciones con el tabulador) para borrarla o activarla, o añade otra con Add."]
  };

  /** The example under the address bar: a link the chapter's app opens, shown whole (a
   *  placeholder is cut to the field's width, on a phone after «deeplink:///alarms/a»). */
  var STAGE_EXAMPLE = {
    pestanas: "deeplink:///crono",
    lista: "deeplink:///alarms",
    anadir: "deeplink:///alarms/add?isOn=true",
    completa: "deeplink:///alarms/add?isOn=true"
  };

  /** What a dialog is called in the status line. */
  var DIALOG_NAMES = {
    deleteAlert: "la alerta para borrar la alarma",
    toggleConfirmationDialog: "el diálogo para activar o desactivar la alarma",
    add: "la hoja para añadir una alarma"
  };

  // MARK: One demo on the page

  function Demo(root) {
    this.root = root;
    var startElement = root.querySelector("script.alarm-demo-start");
    var start = JSON.parse(startElement.textContent);
    this.defaultNow = Core.parseDate(root.getAttribute("data-default-now"));
    this.app = new Core.AlarmApp(start, this.defaultNow, root.getAttribute("data-stage"));
    this.isPage = root.hasAttribute("data-demo-page");
    this.pageURL = root.getAttribute("data-page-url") || "./";
    this.screen = root.querySelector("[data-screen]");
    this.phone = root.querySelector(".phone") || this.screen;
    this.form = root.querySelector("[data-address]");
    this.input = root.querySelector("[data-address-input]");
    this.result = root.querySelector("[data-result]");
    this.swiftRouteOutput = root.querySelector("[data-swift-route]");
    this.tabOutput = root.querySelector("[data-swift-tab]");
    this.styleOutput = root.querySelector("[data-swift-style]");
    this.linksOutput = root.querySelector("[data-state-links]");
    this.linksNote = root.querySelector("[data-links-note]");
    this.jsonOutput = root.querySelector("[data-state-json]");
    this.share = root.querySelector("[data-share]");
    this.returnControl = root.querySelector("[data-return]");
    this.returnTo = null;        // { link, y }: the "Probar" link of the text that opened the app, and where the reader was
    this.opener = null;          // the control to focus when the open dialog closes
    this.presented = null;       // key of the dialog on screen
    this.revealed = null;        // { id, side } of the row showing a swipe action
    this.status = null;          // what the status line says: { kind, text, detail }
    this.keepsHistory = false;   // true for the one demo of the page that uses the history
    root.setAttribute("data-stage", this.app.stage);
    this.describeStage();
    this.connect();
    root.classList.add("is-ready");
    this.render({ focus: false });
  }

  /** The help for the reader and the state rows that the chapter's app has. */
  Demo.prototype.describeStage = function () {
    var help = this.root.querySelector("[data-demo-help]");
    if (help) {
      help.textContent = "";
      STAGE_HELP[this.app.stage].forEach(function (part) {
        help.appendChild(typeof part === "string" ? document.createTextNode(part) : el("code", { text: part.code }));
      });
    }
    var list = this.app.features.list;
    Array.prototype.forEach.call(this.root.querySelectorAll("[data-list-state]"), function (node) { node.hidden = !list; });
    var example = this.root.querySelector("[data-address-example]");
    var link = STAGE_EXAMPLE[this.app.stage];
    if (example && link) {
      example.textContent = "";
      example.appendChild(document.createTextNode("Por ejemplo: "));
      example.appendChild(el("a", { href: this.pageURL + "?link=" + queryEncoded(link), "data-deeplink": link }, [el("code", { text: link })]));
      example.hidden = false;
    }
  };

  Demo.prototype.connect = function () {
    var self = this;
    this.form.addEventListener("submit", function (event) {
      event.preventDefault();
      self.openLink(self.input.value, self.form.querySelector("[type=submit]"));
    });
    this.root.querySelector("[data-reset]").addEventListener("click", function (event) {
      self.reset();
      self.input.value = currentLink(self.app);
      self.showStatus({ kind: "info", text: "Demo reiniciada: la app vuelve a su estado inicial." });
      self.render({ focus: false });
      self.remember(false);
      event.currentTarget.focus();
    });
    if (this.returnControl) {
      this.returnControl.addEventListener("click", function () { self.backToText(); });
    }
    this.root.addEventListener("click", function (event) {
      var link = event.target.closest ? event.target.closest("a[data-deeplink]") : null;
      if (!link || !self.root.contains(link) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) { return; }
      event.preventDefault();
      self.openLink(link.getAttribute("data-deeplink"), link);
    });
    this.screen.addEventListener("keydown", function (event) { self.onKeyDown(event); });
  };

  /**
   * Opens `text` as if typed in the address bar; `opener` gets the focus back afterwards.
   * A link the app opens (even in part) adds a history entry and brings the phone into view.
   */
  Demo.prototype.openLink = function (text, opener) {
    text = String(text);
    this.syncAddress = true;
    var before = this.presentedKey();
    var result = this.app.open(text);
    this.input.value = text;
    this.showStatus(this.linkStatus(text, result));
    this.revealed = null;
    if (this.presentedKey() !== before && this.presentedKey()) { this.opener = opener || null; }
    this.render({ focus: true, preventScroll: true });
    // An ignored link changes nothing: the history entry keeps the link that led to it.
    if (result.opened) {
      this.remember(true);
      this.revealScreen();
    }
    return result;
  };

  /**
   * A "Probar" link of the article's text: the reading position goes into the current history
   * entry (Back returns to it), the link opens in the app, and "Volver al texto" appears.
   */
  Demo.prototype.openFromText = function (link) {
    var y = window.scrollY || window.pageYOffset || 0;
    this.noteReading(y);
    var result = this.openLink(link.getAttribute("data-deeplink"), link);
    if (result.opened && this.returnControl) {
      this.returnTo = { link: link, y: y };
      this.returnControl.hidden = false;
    }
    return result;
  };

  /** Keeps the reading position `y` in the current history entry, with the app's state. */
  Demo.prototype.noteReading = function (y) {
    if (!this.keepsHistory || !window.history || !window.history.replaceState) { return; }
    var current = window.history.state && window.history.state.sitegenDemo ? window.history.state : this.entry();
    var next = {};
    Object.keys(current).forEach(function (key) { next[key] = current[key]; });
    next.sitegenReading = { y: y };
    try { window.history.replaceState(next, "", window.location.href); } catch (error) { /* file:// pages may refuse */ }
  };

  /** Back to where the reader was in the text, its "Probar" link focused. */
  Demo.prototype.backToText = function () {
    var back = this.returnTo;
    this.leaveText();
    if (!back) { return; }
    window.scrollTo(0, back.y);
    if (back.link && document.contains(back.link)) { back.link.focus({ preventScroll: true }); }
  };

  Demo.prototype.leaveText = function () {
    this.returnTo = null;
    if (this.returnControl) { this.returnControl.hidden = true; }
  };

  Demo.prototype.linkStatus = function (text, result) {
    var shown = text === "" ? "(vacío)" : text;
    if (!result.opened) { return { kind: "ignored", text: result.message }; }
    if (result.partial) { return { kind: "partial", text: shown, detail: capitalized(result.message) }; }
    return { kind: "opened", text: shown };
  };

  var STATUS_LABELS = { opened: "Abierto: ", partial: "Abierto en parte: ", ignored: "Ignorado: ", app: "En la app: " };

  /** The status line: a label and text, drawn as text; `status` is kept for the history. */
  Demo.prototype.showStatus = function (status) {
    this.status = status;
    this.result.classList.remove("is-ignored", "is-opened", "is-partial", "is-app");
    this.result.textContent = "";
    if (!status) { return; }
    var label = STATUS_LABELS[status.kind];
    if (label) {
      this.result.appendChild(el("strong", { text: label }));
      this.result.classList.add("is-" + status.kind);
    }
    this.result.appendChild(document.createTextNode(status.text + (status.detail ? "\n" + status.detail : "")));
  };

  Demo.prototype.reset = function () {
    this.syncAddress = true;
    this.app.reset();
    this.opener = null;
    this.revealed = null;
    this.input.value = "";
    this.showStatus(null);
  };

  Demo.prototype.presentedKey = function () {
    if (this.app.selectedTab !== "alarms" || !this.app.route) { return null; }
    var route = this.app.route;
    return route.case === "add" ? "sheet:" + route.item.id : route.route + ":" + route.id;
  };

  /** What the status line needs to tell a change made by using the app. */
  Demo.prototype.moment = function () {
    var app = this.app;
    var route = app.route;
    var item = route ? (route.case === "add" ? route.item : app.items[app.indexOf(route.id)]) : null;
    return {
      key: this.presentedKey(),
      dialog: route ? (route.case === "add" ? "add" : route.route) : null,
      dialogItem: item ? { id: item.id, date: item.date, isOn: item.isOn } : null,
      tab: app.selectedTab,
      isSwiftUI: app.isSwiftUI,
      items: app.items.map(function (item) { return { id: item.id, date: item.date, isOn: item.isOn }; })
    };
  };

  function findItem(items, id) {
    for (var i = 0; i < items.length; i++) { if (items[i].id === id) { return items[i]; } }
    return null;
  }

  function capitalized(text) { return text.charAt(0).toUpperCase() + text.slice(1); }

  function onOff(isOn) { return isOn ? "activada" : "desactivada"; }

  /** The sentence for the status line after using the app, or null when nothing changed. */
  function describeChange(before, after) {
    if (after.key && after.key !== before.key) {
      var name = after.dialog === "add" ? "" : " de las " + alarmName(after.dialogItem.date);
      return "se abrió " + DIALOG_NAMES[after.dialog] + name + ".";
    }
    if (before.key && !after.key && after.tab === before.tab) {
      var item = before.dialogItem;
      if (before.dialog === "add") {
        var added = after.items.length > before.items.length ? after.items[after.items.length - 1] : null;
        return added ? "se cerró la hoja: se ha añadido la alarma de las " + alarmName(added.date) + ", " + onOff(added.isOn) + "."
          : "se cerró la hoja sin añadir nada.";
      }
      var now = item && findItem(after.items, item.id);
      if (before.dialog === "deleteAlert") {
        return item && !now ? "se cerró la alerta: la alarma de las " + alarmName(item.date) + " se ha borrado."
          : "se cerró la alerta sin borrar nada.";
      }
      return now && now.isOn !== item.isOn ? "se cerró el diálogo: la alarma de las " + alarmName(item.date) + " está " + onOff(now.isOn) + "."
        : "se cerró el diálogo sin cambiar nada.";
    }
    if (after.isSwiftUI !== before.isSwiftUI) { return "ahora se ve la versión " + (after.isSwiftUI ? "SwiftUI." : "UIKit."); }
    if (after.tab !== before.tab) { return "pestaña " + TAB_TITLES[after.tab] + "."; }
    for (var i = 0; i < after.items.length; i++) {
      var was = findItem(before.items, after.items[i].id);
      if (was && was.isOn !== after.items[i].isOn) {
        return "la alarma de las " + alarmName(after.items[i].date) + " está " + onOff(after.items[i].isOn) + ".";
      }
    }
    return null;
  }

  /** After using the app: the status line says what changed, the address bar shows the
   *  link of what the phone shows, and the history entry keeps the state. */
  Demo.prototype.changed = function (before, sentence) {
    var text = sentence || describeChange(before, this.moment());
    if (text) { this.showStatus({ kind: "app", text: capitalized(text) }); }
    this.input.value = currentLink(this.app);
    this.remember(false);
  };

  /** A tap in the app: runs the view model's method, then draws, keeping the focus sensible. */
  Demo.prototype.act = function (event, change) {
    this.syncAddress = true;
    var before = this.moment();
    var opener = event && event.currentTarget;
    change.call(this);
    var after = this.presentedKey();
    if (after && after !== before.key) { this.opener = opener; }
    this.render({ focus: true, fromKey: opener && opener.getAttribute("data-key") });
    this.changed(before);
  };

  /** Brings the phone's screen into view when most of it is out of the window (on a
   *  phone, the address bar and the links are far below it). */
  Demo.prototype.revealScreen = function () {
    var rect = this.screen.getBoundingClientRect();
    var height = window.innerHeight || document.documentElement.clientHeight;
    if (!rect.height || !height) { return; }
    var shown = Math.min(rect.bottom, height) - Math.max(rect.top, 0);
    if (shown >= Math.min(rect.height, height) * 0.9) { return; }
    var still = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    this.phone.scrollIntoView({ behavior: still ? "auto" : "smooth", block: rect.height <= height ? "center" : "start", inline: "nearest" });
  };

  // MARK: History: Back and Forward step through the opened links

  Demo.prototype.entry = function () {
    return { sitegenDemo: { id: this.root.id, app: this.app.snapshot(), address: this.input.value, status: this.status } };
  };

  /** Writes the state into the history: a new entry (`push`) or the current one. */
  Demo.prototype.remember = function (push) {
    if (!window.history || !window.history.replaceState) { return; }
    var url = this.isPage && this.syncAddress ? this.shareURL() : window.location.href;
    if (!this.keepsHistory) {
      if (this.isPage && this.syncAddress) {
        try { window.history.replaceState(window.history.state, "", url); } catch (error) { /* file:// pages may refuse */ }
      }
      return;
    }
    try {
      window.history[push ? "pushState" : "replaceState"](this.entry(), "", url);
    } catch (error) { /* file:// pages may refuse */ }
  };

  /** Back to a history entry of this demo; false when it is not one. */
  Demo.prototype.restore = function (state) {
    var saved = state && state.sitegenDemo;
    if (!saved || saved.id !== this.root.id || !this.app.restore(saved.app)) { return false; }
    this.revealed = null;
    this.opener = null;
    this.input.value = typeof saved.address === "string" ? saved.address : "";
    var status = saved.status;
    this.showStatus(status && typeof status.text === "string" && typeof status.kind === "string"
      ? { kind: status.kind, text: status.text, detail: typeof status.detail === "string" ? status.detail : undefined } : null);
    return true;
  };

  Demo.prototype.keepHistory = function () {
    var self = this;
    this.keepsHistory = true;
    window.addEventListener("popstate", function (event) {
      // An entry left by a "Probar" link of the text: Back returns to where the reader was.
      var reading = event.state && event.state.sitegenReading;
      if (!self.restore(event.state)) {
        if (reading) { self.leaveText(); window.scrollTo(0, reading.y); }
        return;
      }
      var hadFocus = self.screen.contains(document.activeElement);
      self.render({ focus: false });
      var dialog = self.screen.querySelector("[data-dialog]");
      if (dialog) {
        (dialog.querySelector("[data-initial-focus]") || dialog).focus({ preventScroll: true });
      } else if (hadFocus || document.activeElement === document.body) {
        var again = self.screen.querySelector("[data-key=add]") || self.screen.querySelector("[data-key=main-switch]");
        if (again) { again.focus({ preventScroll: true }); }
      }
      if (reading) {
        self.leaveText();
        window.scrollTo(0, reading.y);
      } else {
        self.revealScreen();
      }
    });
  };

  // MARK: Drawing

  Demo.prototype.render = function (options) {
    options = options || {};
    var app = this.app;
    var active = document.activeElement;
    var activeKey = active && this.screen.contains(active) ? active.getAttribute("data-key") : null;
    var wasPresented = this.presented;
    var presented = this.presentedKey();

    var style = app.isSwiftUI ? "swiftui" : "uikit";
    this.screen.setAttribute("data-style", style);
    this.screen.textContent = "";
    this.screen.appendChild(this.statusBar());
    // The app speaks English (its own labels); the screen around it is the reader's.
    var appView = this.mainView();
    appView.setAttribute("lang", "en");
    this.screen.appendChild(appView);
    var dialog = presented ? this.dialog() : null;
    if (dialog) {
      dialog.setAttribute("lang", "en");
      appView.setAttribute("inert", "");
      appView.setAttribute("aria-hidden", "true");
      this.screen.appendChild(el("div", { class: "dialog-backdrop" + (app.route.case === "add" ? " is-sheet" : "") }));
      this.screen.appendChild(dialog);
    }
    this.screen.appendChild(el("div", { class: "home-indicator", "aria-hidden": "true" }));
    this.presented = presented;
    this.renderState();

    // Focus: into a dialog that just appeared, back to its opener when it went away, or
    // onto the same control again after the redraw.
    if (!options.focus) { return; }
    if (presented && presented !== wasPresented) {
      var first = dialog.querySelector("[data-initial-focus]") || dialog;
      // A link opened from outside the phone scrolls to it by itself (revealScreen).
      first.focus({ preventScroll: !!options.preventScroll });
    } else if (!presented && wasPresented) {
      var opener = this.opener;
      this.opener = null;
      if (opener && document.contains(opener)) {
        opener.focus();
      } else {
        var key = opener && opener.getAttribute && opener.getAttribute("data-key");
        var again = key && this.screen.querySelector("[data-key=\"" + key + "\"]");
        (again || this.screen.querySelector("[data-key=add]") || this.screen.querySelector("[data-key=main-switch]")).focus();
      }
    } else if (activeKey || options.fromKey) {
      var same = this.screen.querySelector("[data-key=\"" + (activeKey || options.fromKey) + "\"]");
      if (same) { same.focus(); }
    }
  };

  Demo.prototype.statusBar = function () {
    return el("div", { class: "status-bar", "aria-hidden": "true" }, [
      el("span", { class: "status-time", text: (function (d) { return d.getHours() + ":" + pad2(d.getMinutes()); })(new Date(this.app.now)) }),
      el("span", { class: "status-island" }),
      el("span", { class: "status-icons" }, [
        el("span", { class: "status-signal" }, [el("i"), el("i"), el("i"), el("i")]),
        el("span", { class: "status-wifi" }),
        el("span", { class: "status-battery" })
      ])
    ]);
  };

  Demo.prototype.mainView = function () {
    var self = this;
    var app = this.app;
    var id = this.root.id;
    // MainView: the style button above the tab bar.
    var button = el("button", {
      type: "button", class: "main-switch", "data-key": "main-switch",
      "aria-describedby": id + "-style-note",
      text: app.isSwiftUI ? "Use UIKit" : "Use SwiftUI",
      onclick: function (event) { self.act(event, function () { this.app.toggleStyle(); }); }
    });
    var note = el("span", { class: "visually-hidden", id: id + "-style-note", lang: "es", text: "Ahora: " + (app.isSwiftUI ? "SwiftUI" : "UIKit") });

    var panels = el("div", { class: "tab-panels" }, Core.TABS.map(function (tab) {
      var panel = el("div", {
        class: "tab-panel tab-panel-" + tab, role: "tabpanel", id: id + "-panel-" + tab,
        "aria-labelledby": id + "-tab-" + tab, hidden: tab !== app.selectedTab
      });
      if (tab === app.selectedTab) {
        // Before part 03 the Alarms tab is a label, as Clock and Crono are.
        if (tab === "alarms" && app.features.list) { panel.appendChild(self.alarmsList()); } else {
          panel.appendChild(el("p", { class: "tab-placeholder", text: TAB_TITLES[tab] }));
        }
      }
      return panel;
    }));

    var tabs = el("div", { class: "tab-bar", role: "tablist", "aria-label": "Tab bar" }, Core.TABS.map(function (tab) {
      var selected = tab === app.selectedTab;
      return el("button", {
        type: "button", role: "tab", class: "tab-item", id: id + "-tab-" + tab, "data-key": "tab-" + tab,
        "data-tab": tab, "aria-selected": selected ? "true" : "false", "aria-controls": id + "-panel-" + tab,
        tabindex: selected ? "0" : "-1",
        onclick: function (event) { self.act(event, function () { this.app.selectTab(tab); }); }
      }, [icon(tab), el("span", { text: TAB_TITLES[tab] })]);
    }));

    return el("div", { class: "app-view" }, [el("div", { class: "main-switch-bar" }, [button, note]),
      el("div", { class: "tab-view" }, [panels, tabs])]);
  };

  Demo.prototype.alarmsList = function () {
    var self = this;
    var app = this.app;
    var swiftUI = app.isSwiftUI;
    // The Add button comes in part 04; in SwiftUI, so does the NavigationView that shows
    // the list's title (part 03's UIKit list already sits in a UINavigationController).
    var add = app.features.add ? el("button", {
      type: "button", class: "bar-button", "data-key": "add", "aria-label": "Add alarm", text: "Add",
      onclick: function (event) { self.act(event, function () { this.app.addButtonTapped(); }); }
    }) : null;
    var hasNavigation = !swiftUI || app.features.add;
    var nav = hasNavigation ? el("div", { class: "nav-bar" + (swiftUI ? " is-large" : "") }, [
      el("div", { class: "nav-bar-row" }, [el("span", { class: "nav-leading" }),
        swiftUI ? el("span", { class: "nav-inline-title" }) : el("span", { class: "nav-inline-title", text: "Alarms" }),
        el("span", { class: "nav-trailing" }, [add])]),
      swiftUI ? el("div", { class: "nav-large-title", text: "Alarms" }) : null
    ]) : null;

    var rows = app.items.map(function (item, index) { return self.row(item, index); });
    var list = rows.length ? el("ul", { class: "alarm-list", "aria-label": "Alarms" }, rows)
      : el("p", { class: "alarm-list-empty", text: "No alarms" });
    return el("div", { class: "alarms-screen" + (hasNavigation ? "" : " has-no-navigation") }, [nav, el("div", { class: "alarm-scroll" }, [list])]);
  };

  Demo.prototype.row = function (item, index) {
    var self = this;
    var swiftUI = this.app.isSwiftUI;
    var features = this.app.features;
    var name = alarmName(item.date);
    var revealed = this.revealed && this.revealed.id === item.id ? this.revealed.side : null;
    // Part 05: the leading swipe asks to switch the alarm on or off.
    var toggle = features.rowRoutes ? el("button", {
      type: "button", class: "swipe-action swipe-leading", "data-key": "toggle-" + item.id,
      "data-action": "toggle", "aria-label": alarmStatus(item) + " alarm " + name, title: alarmStatus(item),
      onclick: function (event) { self.pressingAction = false; self.act(event, function () { this.revealed = null; this.app.toggleButtonTapped(item.id); }); },
      onpointerdown: function () { self.pressingAction = true; },
      onfocus: function () { self.revealOnFocus(item.id, "leading"); },
      onblur: function () { self.pressingAction = false; self.reveal(null); }
    }, [swiftUI ? icon("alarm") : null, el("span", { text: alarmStatus(item) })]) : null;
    var remove = el("button", {
      type: "button", class: "swipe-action swipe-trailing", "data-key": "delete-" + item.id,
      "data-action": "delete", "aria-label": (swiftUI ? "Trash" : "Remove") + " alarm " + name, title: swiftUI ? "Trash" : "Remove",
      onclick: function (event) { self.pressingAction = false; self.act(event, function () { this.revealed = null; this.app.deleteButtonTapped(item.id); }); },
      onpointerdown: function () { self.pressingAction = true; },
      onfocus: function () { self.revealOnFocus(item.id, "trailing"); },
      onblur: function () { self.pressingAction = false; self.reveal(null); }
    }, [swiftUI ? icon("trash") : null, el("span", { text: swiftUI ? "Trash" : "Remove" })]);
    var text = [
      el("span", { class: "row-text" }, [
        el("span", { class: "alarm-time", text: name }),
        el("span", { class: "alarm-date", text: alarmDescription(item.date) })
      ]),
      el("span", { class: "alarm-status", text: item.isOn ? "" : "Disabled" })
    ];
    // Parts 03 and 04: a tap on the row switches the alarm (didSelectRowAt, onTapGesture).
    var content = features.rowTap ? el("button", {
      type: "button", class: "row-content is-tappable", "data-key": "row-" + item.id, "data-action": "tap",
      "aria-pressed": item.isOn ? "true" : "false",
      onclick: function (event) {
        // A click that ends a drag is not a tap (a key press has no pointer: detail 0).
        if (self.dragged && event.detail !== 0) { self.dragged = false; return; }
        if (self.revealed) { self.reveal(null); return; }
        self.act(event, function () { this.app.rowTapped(item.id); });
      }
    }, text) : el("div", { class: "row-content" }, text);
    var row = el("li", {
      class: "alarm-row" + (item.isOn ? " is-on" : " is-off") + (index % 2 ? " is-odd" : ""),
      "data-id": item.id, "data-revealed": revealed || "none"
    }, [toggle, content, remove]);
    this.swipeable(row, content, item.id);
    return row;
  };

  /** A swipe action reached with the keyboard slides into view; one pressed with the
   *  pointer (on its uncovered edge) stays put, so that the press ends on it. */
  Demo.prototype.revealOnFocus = function (id, side) {
    if (this.pressingAction) { this.pressingAction = false; return; }
    this.reveal(id, side);
  };

  Demo.prototype.reveal = function (id, side) {
    this.revealed = id ? { id: id, side: side } : null;
    var rows = this.screen.querySelectorAll(".alarm-row");
    for (var i = 0; i < rows.length; i++) {
      var mine = id && rows[i].getAttribute("data-id") === id;
      rows[i].setAttribute("data-revealed", mine ? side : "none");
    }
  };

  /** Drag a row sideways to show its swipe action, as on the phone. */
  Demo.prototype.swipeable = function (row, content, id) {
    var self = this;
    var startX = null;
    content.addEventListener("pointerdown", function (event) {
      if (event.button !== 0) { return; }
      self.dragged = false;
      startX = event.clientX;
      row.classList.add("is-dragging");
    });
    function end(event) {
      if (startX === null) { return; }
      var dx = event.clientX - startX;
      startX = null;
      row.classList.remove("is-dragging");
      content.style.transform = "";
      var current = row.getAttribute("data-revealed");
      var hasLeading = !!row.querySelector(".swipe-leading");
      self.dragged = Math.abs(dx) > 30;
      if (dx > 30) { self.reveal(current === "trailing" || !hasLeading ? null : id, "leading"); } else if (dx < -30) {
        self.reveal(current === "leading" ? null : id, "trailing");
      } else if (current !== "none") { self.reveal(null); self.dragged = true; }
    }
    content.addEventListener("pointermove", function (event) {
      if (startX === null) { return; }
      var dx = Math.max(-96, Math.min(row.querySelector(".swipe-leading") ? 96 : 0, event.clientX - startX));
      content.style.transform = "translateX(" + dx + "px)";
    });
    content.addEventListener("pointerup", end);
    content.addEventListener("pointercancel", end);
    content.addEventListener("pointerleave", end);
  };

  Demo.prototype.dialog = function () {
    var route = this.app.route;
    if (route.case === "add") { return this.addSheet(route.item); }
    var item = this.app.items[this.app.indexOf(route.id)];
    return route.route === "deleteAlert" ? this.deleteAlert(item) : this.toggleDialog(item);
  };

  function dialogButton(label, className, key, onclick, extra) {
    var attributes = { type: "button", class: "dialog-button " + className, "data-key": key, text: label, onclick: onclick };
    Object.keys(extra || {}).forEach(function (name) { attributes[name] = extra[name]; });
    return el("button", attributes);
  }

  Demo.prototype.deleteAlert = function (item) {
    var self = this;
    var id = this.root.id;
    var swiftUI = this.app.isSwiftUI;
    var cancel = dialogButton("Cancel", "is-cancel", "alert-cancel", function (event) {
      self.act(event, function () { this.app.rowCancelButtonTapped(item.id); });
    }, { "data-initial-focus": true, "data-action": "cancel" });
    var confirm = dialogButton("Delete", "is-destructive", "alert-delete", function (event) {
      self.act(event, function () { this.app.deleteConfirmationButtonTapped(item.id); });
    }, { "data-action": "confirm" });
    return el("div", {
      class: "alert", role: "alertdialog", "aria-modal": "true", tabindex: "-1",
      "aria-labelledby": id + "-alert-title", "aria-describedby": id + "-alert-message", "data-dialog": "deleteAlert"
    }, [
      el("div", { class: "alert-body" }, [
        el("p", { class: "alert-title", id: id + "-alert-title", text: alarmName(item.date) }),
        el("p", { class: "alert-message", id: id + "-alert-message",
          text: swiftUI ? "Are you sure you want to delete this alert?"
            : "Are you sure you want to delete this " + (this.app.features.rowRoutes ? "item?" : "alarm?") })
      ]),
      el("div", { class: "alert-buttons" }, [cancel, confirm])
    ]);
  };

  Demo.prototype.toggleDialog = function (item) {
    var self = this;
    var id = this.root.id;
    var confirm = dialogButton(alarmStatus(item), "is-default", "sheet-confirm", function (event) {
      self.act(event, function () { this.app.toggleConfirmationButtonTapped(item.id); });
    }, { "data-initial-focus": true, "data-action": "confirm" });
    var cancel = dialogButton("Cancel", "is-cancel", "sheet-cancel", function (event) {
      self.act(event, function () { this.app.rowCancelButtonTapped(item.id); });
    }, { "data-action": "cancel" });
    return el("div", {
      class: "action-sheet", role: "dialog", "aria-modal": "true", tabindex: "-1",
      "aria-labelledby": id + "-sheet-title", "aria-describedby": id + "-sheet-message", "data-dialog": "toggleConfirmationDialog"
    }, [
      el("div", { class: "action-group" }, [
        el("div", { class: "action-header" }, [
          el("p", { class: "action-title", id: id + "-sheet-title", text: alarmName(item.date) }),
          el("p", { class: "action-message", id: id + "-sheet-message", text: alarmDescription(item.date) })
        ]),
        confirm
      ]),
      el("div", { class: "action-group action-cancel" }, [cancel])
    ]);
  };

  Demo.prototype.addSheet = function (item) {
    var self = this;
    var id = this.root.id;
    var swiftUI = this.app.isSwiftUI;
    var cancel = el("button", {
      type: "button", class: "bar-button", "data-key": "add-cancel", "data-action": "cancel", text: "Cancel",
      onclick: function (event) { self.act(event, function () { this.app.cancelButtonTapped(); }); }
    });
    var save = el("button", {
      type: "button", class: "bar-button is-bold", "data-key": "add-save", "data-action": "confirm",
      text: swiftUI ? "Save" : "Add",
      onclick: function (event) { self.act(event, function () { this.app.saveButtonTapped(); }); }
    });
    function changeDate(part, value) {
      var date = new Date(item.date);
      var match;
      if (part === "date" && (match = /^(\d{4,})-(\d{2})-(\d{2})$/.exec(value))) {
        date.setFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
      } else if (part === "time" && (match = /^(\d{2}):(\d{2})$/.exec(value))) {
        date.setHours(Number(match[1]), Number(match[2]));
      } else { return; }
      // Only the state panel is drawn again: redrawing the sheet would disturb the picker.
      self.syncAddress = true;
      self.app.setSheetDate(date.getTime());
      self.renderState();
      var edited = self.app.addSheetItem();
      self.changed(null, "la nueva alarma será a las " + alarmName(edited.date) + " del " + spanishDate(edited.date) + ".");
    }
    var dateInput = el("input", {
      type: "date", class: "picker-input", id: id + "-add-date", "data-key": "add-date", value: dateInputValue(item.date),
      "data-initial-focus": true, "aria-label": "Date", onchange: function (event) { changeDate("date", event.target.value); }
    });
    var timeInput = el("input", {
      type: "time", class: "picker-input", id: id + "-add-time", "data-key": "add-time", value: timeInputValue(item.date),
      "aria-label": "Time", onchange: function (event) { changeDate("time", event.target.value); }
    });
    var toggle = el("input", {
      type: "checkbox", role: "switch", class: "ios-switch", id: id + "-add-on", "data-key": "add-on",
      checked: item.isOn, "aria-checked": item.isOn ? "true" : "false",
      onchange: function (event) {
        self.syncAddress = true;
        self.app.setSheetIsOn(event.target.checked);
        event.target.setAttribute("aria-checked", event.target.checked ? "true" : "false");
        self.renderState();
        self.changed(null, "la nueva alarma estará " + onOff(event.target.checked) + ".");
      }
    });
    var titleID = id + "-add-title";
    var content = swiftUI
      ? el("div", { class: "form" }, [el("div", { class: "form-section" }, [
        el("div", { class: "form-row" }, [el("span", { class: "form-label", text: "Date" }),
          el("span", { class: "picker-pills" }, [dateInput, timeInput])]),
        el("div", { class: "form-row" }, [el("label", { class: "form-label", for: id + "-add-on", text: "Do you want to activate?" }), toggle])
      ])])
      : el("div", { class: "uikit-form" }, [
        el("div", { class: "wheels" }, [dateInput, timeInput]),
        el("div", { class: "switch-row" }, [el("label", { for: id + "-add-on", text: "Do you want to activate?" }), toggle])
      ]);
    return el("div", {
      class: "sheet", role: "dialog", "aria-modal": "true", tabindex: "-1", "aria-labelledby": titleID, "data-dialog": "add"
    }, [
      el("div", { class: "sheet-grabber", "aria-hidden": "true" }),
      el("div", { class: "nav-bar sheet-bar" }, [el("div", { class: "nav-bar-row" }, [
        el("span", { class: "nav-leading" }, [cancel]),
        el("span", { class: "nav-inline-title" + (swiftUI ? " visually-hidden" : ""), id: titleID, text: "Add Alarm" }),
        el("span", { class: "nav-trailing" }, [save])
      ])]),
      content
    ]);
  };

  Demo.prototype.shareURL = function () {
    return this.pageURL + "?" + linksLeadingTo(this.app).map(function (link) { return "link=" + queryEncoded(link); }).join("&") +
      (this.app.isSwiftUI ? "" : "&ui=uikit");
  };

  Demo.prototype.renderState = function () {
    var state = this.app.state();
    this.swiftRouteOutput.textContent = swiftRoute(this.app);
    this.tabOutput.textContent = "." + state.selectedTab;
    this.styleOutput.textContent = String(state.isSwiftUI);
    var links = linksLeadingTo(this.app);
    this.linksOutput.textContent = "";
    var self = this;
    links.forEach(function (link) {
      self.linksOutput.appendChild(el("li", {}, [el("code", { text: link })]));
    });
    // Does opening those links on the start state give this state (the style aside)?
    var replay = new Core.AlarmApp(this.app.start, this.app.now, this.app.stage);
    links.forEach(function (link) { replay.open(link); });
    var replayed = replay.state();
    replayed.isSwiftUI = state.isSwiftUI;
    var exact = JSON.stringify(replayed) === JSON.stringify(state);
    this.linksNote.textContent = exact ? "" :
      "Los cambios hechos tocando la app (borrar, activar o añadir alarmas) no caben en un deeplink: el enlace lleva a esta pantalla, con las alarmas iniciales.";
    this.share.setAttribute("href", this.shareURL());
    this.jsonOutput.textContent = JSON.stringify(state, null, 2);
  };

  // MARK: Keyboard

  Demo.prototype.onKeyDown = function (event) {
    var dialog = this.screen.querySelector("[data-dialog]");
    if (dialog) {
      if (event.key === "Escape") {
        event.preventDefault();
        var cancel = dialog.querySelector("[data-action=cancel]");
        if (cancel) { cancel.click(); }
        return;
      }
      if (event.key === "Tab") {
        // Keep the focus inside the dialog, as a modal presentation does.
        var focusable = Array.prototype.filter.call(dialog.querySelectorAll("button, input"), function (node) { return !node.disabled; });
        if (!focusable.length) { return; }
        var first = focusable[0];
        var last = focusable[focusable.length - 1];
        if (event.shiftKey && (document.activeElement === first || document.activeElement === dialog)) {
          event.preventDefault(); last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault(); first.focus();
        }
      }
      return;
    }
    var tab = event.target.closest && event.target.closest("[role=tab]");
    if (tab && ["ArrowLeft", "ArrowRight", "Home", "End"].indexOf(event.key) >= 0) {
      event.preventDefault();
      var index = Core.TABS.indexOf(tab.getAttribute("data-tab"));
      var next = event.key === "Home" ? 0 : event.key === "End" ? Core.TABS.length - 1
        : (index + (event.key === "ArrowRight" ? 1 : Core.TABS.length - 1)) % Core.TABS.length;
      var target = Core.TABS[next];
      var before = this.moment();
      this.syncAddress = true;
      this.app.selectTab(target);
      this.render({ focus: true, fromKey: "tab-" + target });
      var focusTab = this.screen.querySelector("[data-key=\"tab-" + target + "\"]");
      if (focusTab) { focusTab.focus(); }
      this.changed(before);
    }
  };

  // MARK: Start

  /** The page's address (the demo page) or the history entry (a reload, a return) gives
   *  the state to start from; the first load adds no history entry. */
  Demo.prototype.start = function () {
    var restored = this.keepsHistory && this.restore(window.history.state);
    if (restored) {
      this.syncAddress = this.isPage && window.location.search.length > 1;
      this.render({ focus: false });
    } else {
      this.startFromAddress();
    }
    this.remember(false);
    var dialog = this.screen.querySelector("[data-dialog]");
    if (dialog && this.isPage) {
      this.opener = this.form.querySelector("[type=submit]");
      (dialog.querySelector("[data-initial-focus]") || dialog).focus();
    }
  };

  Demo.prototype.startFromAddress = function () {
    if (!this.isPage) { return; }
    var search = window.location.search;
    var nows = queryValues(search, "now");
    if (nows.length && nows[0] !== null) {
      var now = Core.parseDate(nows[0]);
      if (now !== null) { this.app.now = now; }
    }
    if (queryValues(search, "ui")[0] === "uikit") { this.app.isSwiftUI = false; }
    var links = queryValues(search, "link");
    var status = null;
    var lastText = "";
    for (var i = 0; i < links.length; i++) {
      if (links[i] === null) {
        status = { kind: "ignored", text: "la dirección de la página no está bien codificada (cada % debe ir seguido de dos cifras hexadecimales, en UTF-8)." };
        continue;
      }
      status = this.linkStatus(links[i], this.app.open(links[i]));
      lastText = links[i];
    }
    if (links.length) {
      this.input.value = lastText;
      this.showStatus(status);
    }
    // The address changes with the state once there is something to keep in it.
    this.syncAddress = links.length > 0 || nows.length > 0 || queryValues(search, "ui").length > 0;
    this.render({ focus: false });
  };

  var demos = [];
  Array.prototype.forEach.call(document.querySelectorAll("[data-alarm-demo]"), function (root) {
    demos.push(new Demo(root));
  });

  if (demos.length) {
    var main = demos[0];
    // One demo per page keeps the history, so that two can never fight over it.
    main.keepHistory();
    demos.forEach(function (demo) { demo.start(); });
    // An article's "Probar" links open in the demo embedded further down the page.
    if (!main.isPage) {
      document.addEventListener("click", function (event) {
        var link = event.target.closest ? event.target.closest("a[data-deeplink]") : null;
        if (!link || main.root.contains(link) || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) { return; }
        event.preventDefault();
        main.openFromText(link);
      });
    }
    window.sitegenDemo = {
      stage: main.app.stage,
      open: function (url) {
        var result = main.openLink(String(url), null);
        return { opened: result.opened, partial: result.partial, reason: result.reason, message: result.message, state: main.app.state() };
      },
      state: function () { return main.app.state(); },
      reset: function () {
        main.reset();
        main.render({ focus: false });
        main.remember(false);
        return main.app.state();
      },
      setNow: function (iso) {
        var now = Core.parseDate(String(iso));
        if (now === null) { throw new RangeError("'" + iso + "' is not a date like 2025-01-06T09:41:00.000Z"); }
        main.app.now = now;
        main.render({ focus: false });
        main.remember(false);
        return main.app.state();
      }
    };
  }
})();
