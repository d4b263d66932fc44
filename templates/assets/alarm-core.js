/*
 * The Alarm app of article 000 without its screens: the deeplink rules, the dates and the
 * view models' state changes of Sources/AlarmCore, rewritten in plain JavaScript for the
 * site's demo. It follows Sources/AlarmCore/AlarmCore.docc/Deeplinks.md literally, and
 * Tests/browser/test_demo.py checks it against `sitegen deeplink` through the golden file
 * Tests/AlarmCoreTests/Fixtures/deeplink-golden.json.
 *
 * No DOM here: alarm-demo.js draws the app. Exposed as window.SitegenAlarmCore.
 */
(function (global) {
  "use strict";

  // MARK: Reasons (DeeplinkError.description, word for word) and what the reader reads

  var Reason = {
    empty: function () { return "empty link"; },
    notAURL: function () { return "not a URL (expected deeplink:///...)"; },
    unsupportedScheme: function (scheme) { return "unsupported scheme '" + scheme + "' (expected deeplink:)"; },
    missingSlashes: function () { return "expected '//' after 'deeplink:'"; },
    unexpectedHost: function (host) { return "unexpected host '" + host + "' (write deeplink:///...)"; },
    invalidPercentEncoding: function () { return "invalid percent-encoding"; },
    emptyPath: function () { return "no path (try deeplink:///alarms)"; },
    unknownTab: function (tab) { return "unknown tab '" + tab + "' (expected clock, alarms or crono)"; },
    unknownPath: function (path) { return "unknown path '" + path + "'"; },
    notAUUID: function (text) { return "'" + text + "' is not an alarm id (UUID)"; },
    unknownAlarm: function (id) { return "no alarm with id " + id; }
  };

  /** The same reasons, in Spanish, for the demo's status line. */
  var Motivo = {
    empty: function () { return "el enlace está vacío."; },
    notAURL: function () { return "no es una URL (se espera deeplink:///…)."; },
    unsupportedScheme: function (scheme) { return "la app no abre enlaces «" + scheme + ":», solo los de deeplink:."; },
    missingSlashes: function () { return "faltan las dos barras «//» después de «deeplink:»."; },
    unexpectedHost: function (host) { return "sobra «" + host + "» entre las barras: escribe deeplink:///… con tres barras."; },
    invalidPercentEncoding: function () { return "hay un carácter mal codificado con % (se espera %XX, en UTF-8)."; },
    emptyPath: function () { return "falta la ruta (prueba deeplink:///alarms)."; },
    unknownTab: function (tab) { return "«" + tab + "» no es una pestaña (se espera clock, alarms o crono)."; },
    unknownPath: function (path) { return "la app no conoce la ruta «" + path + "»."; },
    notAUUID: function (text) { return "«" + text + "» no es el id de una alarma (un UUID)."; },
    unknownAlarm: function (id) { return "no hay ninguna alarma con el id " + id + "."; }
  };

  /** A link that is not understood: carries the reason `sitegen deeplink` prints, and the
   *  Spanish message the demo shows. */
  function Ignored(key, args, message) {
    args = args || [];
    this.reason = Reason[key] ? Reason[key].apply(null, args) : key;
    this.message = message || (Motivo[key] ? Motivo[key].apply(null, args) : key);
  }

  var TABS = ["clock", "alarms", "crono"];
  var ROW_ROUTES = { delete: "deleteAlert", toggle: "toggleConfirmationDialog" };

  // MARK: Text as UTF-8 bytes (the Swift code reads `String.utf8`)

  var utf8Encoder = new TextEncoder();
  // fatal: overlong forms, surrogates and stray bytes are errors; ignoreBOM: a decoded
  // U+FEFF stays, as every other character does.
  var strictUTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

  function asciiLowercased(text) {
    return text.replace(/[A-Z]/g, function (c) { return String.fromCharCode(c.charCodeAt(0) + 32); });
  }

  function hexValue(byte) {
    if (byte >= 0x30 && byte <= 0x39) { return byte - 0x30; }
    if (byte >= 0x61 && byte <= 0x66) { return byte - 0x61 + 10; }
    if (byte >= 0x41 && byte <= 0x46) { return byte - 0x41 + 10; }
    return -1;
  }

  /** `%XX` (either case) becomes a byte, everything else stays; the bytes must be UTF-8. */
  function percentDecoded(text) {
    var input = utf8Encoder.encode(text);
    var output = new Uint8Array(input.length);
    var count = 0;
    for (var index = 0; index < input.length;) {
      if (input[index] === 0x25) {
        if (!(index + 2 < input.length)) { throw new Ignored("invalidPercentEncoding"); }
        var high = hexValue(input[index + 1]);
        var low = hexValue(input[index + 2]);
        if (high < 0 || low < 0) { throw new Ignored("invalidPercentEncoding"); }
        output[count++] = (high << 4) | low;
        index += 3;
      } else {
        output[count++] = input[index];
        index += 1;
      }
    }
    try {
      return strictUTF8.decode(output.subarray(0, count));
    } catch (error) {
      throw new Ignored("invalidPercentEncoding");
    }
  }

  // MARK: Dates (DeeplinkDate)

  var MS_PER_DAY = 86400000;

  function floorDivide(a, b) { return Math.floor(a / b); }

  /** Days from 1970-01-01 in the proleptic Gregorian calendar (Hinnant's days_from_civil). */
  function daysFromCivil(year, month, day) {
    var y = month <= 2 ? year - 1 : year;
    var era = floorDivide(y, 400);
    var yearOfEra = y - era * 400;
    var dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
    var dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
    return era * 146097 + dayOfEra - 719468;
  }

  function civilFromDays(days) {
    var z = days + 719468;
    var era = floorDivide(z, 146097);
    var dayOfEra = z - era * 146097;
    var yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365);
    var dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
    var mp = Math.floor((5 * dayOfYear + 2) / 153);
    var day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
    var month = mp < 10 ? mp + 3 : mp - 9;
    return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day };
  }

  var MIN_MS = daysFromCivil(0, 1, 1) * MS_PER_DAY;
  var MAX_MS = daysFromCivil(9999, 12, 31) * MS_PER_DAY + MS_PER_DAY - 1;

  function isLeapYear(year) { return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0; }

  function daysInMonth(year, month) {
    if (month === 2) { return isLeapYear(year) ? 29 : 28; }
    return [4, 6, 9, 11].indexOf(month) >= 0 ? 30 : 31;
  }

  /**
   * Reads `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` into milliseconds since 1970, or
   * returns null (AlarmCore.docc/Deeplinks.md, "Dates").
   */
  function parseDate(text) {
    var bytes = utf8Encoder.encode(String(text));
    var position = 0;
    function isDigit(byte) { return byte >= 0x30 && byte <= 0x39; }
    function number(width) {
      if (position + width > bytes.length) { return null; }
      var value = 0;
      for (var i = position; i < position + width; i++) {
        if (!isDigit(bytes[i])) { return null; }
        value = value * 10 + (bytes[i] - 0x30);
      }
      position += width;
      return value;
    }
    function literal(character) {
      if (position < bytes.length && bytes[position] === character.charCodeAt(0)) {
        position += 1;
        return true;
      }
      return false;
    }

    var year = number(4); if (year === null || !literal("-")) { return null; }
    var month = number(2); if (month === null || !literal("-")) { return null; }
    var day = number(2); if (day === null || !literal("T")) { return null; }
    var hour = number(2); if (hour === null || !literal(":")) { return null; }
    var minute = number(2); if (minute === null || !literal(":")) { return null; }
    var second = number(2); if (second === null) { return null; }

    // Fraction: one or more digits; the first three are milliseconds, the rest are dropped.
    var millisecond = 0;
    if (literal(".")) {
      var start = position;
      var digits = 0;
      while (position < bytes.length && isDigit(bytes[position])) {
        if (digits < 3) { millisecond = millisecond * 10 + (bytes[position] - 0x30); }
        digits += 1;
        position += 1;
      }
      if (position === start) { return null; }
      for (var pad = digits; pad < 3; pad++) { millisecond *= 10; }
    }

    // Zone: `Z`, or an offset `+HH:MM` / `-HH:MM` added to UTC to get local time.
    var offsetMinutes = 0;
    if (!literal("Z")) {
      if (position < bytes.length && (bytes[position] === 0x2B || bytes[position] === 0x2D)) {
        var sign = bytes[position] === 0x2D ? -1 : 1;
        position += 1;
        var offsetHour = number(2);
        if (offsetHour === null || !literal(":")) { return null; }
        var offsetMinute = number(2);
        if (offsetMinute === null || offsetHour > 23 || offsetMinute > 59) { return null; }
        offsetMinutes = sign * (offsetHour * 60 + offsetMinute);
      } else {
        return null;
      }
    }
    if (position !== bytes.length) { return null; }

    if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59 || second > 59) {
      return null;
    }
    var local = daysFromCivil(year, month, day) * MS_PER_DAY + ((hour * 60 + minute) * 60 + second) * 1000 + millisecond;
    var utc = local - offsetMinutes * 60000;
    if (utc < MIN_MS || utc > MAX_MS) { return null; }
    return utc;
  }

  function pad(value, width) {
    var digits = String(Math.abs(value));
    while (digits.length < width) { digits = "0" + digits; }
    return (value < 0 ? "-" : "") + digits;
  }

  /** Writes milliseconds since 1970 as `YYYY-MM-DDTHH:MM:SS.mmmZ` (UTC). */
  function formatDate(milliseconds) {
    var ms = Math.round(milliseconds);
    var days = floorDivide(ms, MS_PER_DAY);
    var inDay = ms - days * MS_PER_DAY;
    var civil = civilFromDays(days);
    return pad(civil.year, 4) + "-" + pad(civil.month, 2) + "-" + pad(civil.day, 2) +
      "T" + pad(Math.floor(inDay / 3600000), 2) + ":" + pad(Math.floor(inDay / 60000) % 60, 2) + ":" +
      pad(Math.floor(inDay / 1000) % 60, 2) + "." + pad(inDay % 1000, 3) + "Z";
  }

  // MARK: Deeplinks (AlarmDeeplink.parse)

  function isUUID(text) {
    return /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/.test(text);
  }

  /** The parts of a `deeplink:///...` link: its path segments and query items, decoded. */
  function splitLink(text) {
    if (text.length === 0) { throw new Ignored("empty"); }

    // Scheme: everything before the first ':'.
    var colon = text.indexOf(":");
    if (colon < 0) { throw new Ignored("notAURL"); }
    var writtenScheme = text.slice(0, colon);
    if (!/^[A-Za-z][A-Za-z0-9+\-.]*$/.test(writtenScheme)) { throw new Ignored("notAURL"); }
    if (asciiLowercased(writtenScheme) !== "deeplink") { throw new Ignored("unsupportedScheme", [writtenScheme]); }

    // Fragment: dropped. Query: after the first '?'.
    var rest = text.slice(colon + 1);
    var hash = rest.indexOf("#");
    if (hash >= 0) { rest = rest.slice(0, hash); }
    var query = "";
    var questionMark = rest.indexOf("?");
    if (questionMark >= 0) {
      query = rest.slice(questionMark + 1);
      rest = rest.slice(0, questionMark);
    }

    // Authority: must be present ("//") and empty.
    if (rest.slice(0, 2) !== "//") { throw new Ignored("missingSlashes"); }
    rest = rest.slice(2);
    var slash = rest.indexOf("/");
    var pathStart = slash < 0 ? rest.length : slash;
    if (pathStart !== 0) { throw new Ignored("unexpectedHost", [rest.slice(0, pathStart)]); }

    // Path segments, then query items, each percent-decoded; empty ones dropped.
    var segments = rest.split("/").filter(function (s) { return s.length > 0; }).map(percentDecoded);
    var items = query.split("&").filter(function (s) { return s.length > 0; }).map(function (item) {
      var equals = item.indexOf("=");
      if (equals < 0) { return { name: percentDecoded(item), value: null }; }
      return { name: percentDecoded(item.slice(0, equals)), value: percentDecoded(item.slice(equals + 1)) };
    });
    return {
      segments: segments,
      firstValue: function (name) {
        for (var i = 0; i < items.length; i++) {
          if (items[i].name === name) { return items[i].value; }
        }
        return null;
      }
    };
  }

  function parseOrThrow(text) {
    var parts = splitLink(text);
    var segments = parts.segments;
    if (segments.length === 0) { throw new Ignored("emptyPath"); }
    var tab = segments[0];
    if (TABS.indexOf(tab) < 0) { throw new Ignored("unknownTab", [tab]); }
    var unknownPath = new Ignored("unknownPath", ["/" + segments.join("/")]);

    if (segments.length === 1) {
      return { kind: "tab", tab: tab };
    }
    if (segments.length === 2 && tab === "alarms" && segments[1] === "add") {
      var isOnValue = parts.firstValue("isOn");
      var dateValue = parts.firstValue("date");
      return {
        kind: "add",
        isOn: isOnValue !== null && asciiLowercased(isOnValue) === "true",
        date: dateValue === null ? null : parseDate(dateValue)
      };
    }
    if (segments.length === 3 && tab === "alarms") {
      var route = Object.prototype.hasOwnProperty.call(ROW_ROUTES, segments[2]) ? ROW_ROUTES[segments[2]] : null;
      if (route === null) { throw unknownPath; }
      if (!isUUID(segments[1])) { throw new Ignored("notAUUID", [segments[1]]); }
      return { kind: "item", id: segments[1].toUpperCase(), route: route };
    }
    throw unknownPath;
  }

  /** `{ link }` for a link of the app, `{ reason, message }` for anything else. */
  function parseDeeplink(text) {
    try {
      return { link: parseOrThrow(String(text)) };
    } catch (error) {
      if (error instanceof Ignored) { return { reason: error.reason, message: error.message }; }
      throw error;
    }
  }

  // MARK: Stages: the app as each chapter of the series leaves it

  /**
   * What the app can do at the end of each chapter (the front matter's `demo:`):
   * - pestanas (part 02): the tab bar and MainView's style button; `open(url:)` selects the
   *   tab named by the link's last path component, and does nothing with anything else.
   * - lista (part 03): the alarm list; a tap on a row switches it on or off, the trailing
   *   swipe asks with an alert before deleting; `open(url:)` also understands
   *   `/:tab/:id/delete` (the id compared with `uuidString`, upper case).
   * - anadir (part 04): the Add button and its sheet; `open(url:)` also understands
   *   `/:tab/add?isOn=&date=` (a date as `yyyy-MM-dd'T'HH:mm:ss.SSSZZZZZ`, else now).
   * - completa (part 05, the demo page): the finished app, AlarmCore's rules.
   */
  var STAGES = ["pestanas", "lista", "anadir", "completa"];
  var STAGE_FEATURES = {
    pestanas: { list: false, add: false, rowTap: false, rowRoutes: false },
    lista: { list: true, add: false, rowTap: true, rowRoutes: false },
    anadir: { list: true, add: true, rowTap: true, rowRoutes: false },
    completa: { list: true, add: true, rowTap: false, rowRoutes: true }
  };

  function stageNamed(name) {
    return STAGES.indexOf(name) >= 0 ? name : "completa";
  }

  /** The link paths a stage's `open(url:)` understands, for its messages. */
  var STAGE_PATHS = {
    pestanas: "deeplink:///clock, deeplink:///alarms y deeplink:///crono",
    lista: "deeplink:///<pestaña> y deeplink:///alarms/:id/delete",
    anadir: "deeplink:///<pestaña>, deeplink:///alarms/add?isOn=…&date=… y deeplink:///alarms/:id/delete"
  };

  /** A link only partly understood: the tab changed, the rest did nothing. */
  function partly(reason, message) {
    return { opened: true, partial: true, reason: reason, message: message };
  }

  var OPENED = { opened: true, partial: false, reason: null, message: null };

  /** A date as the chapter's DateFormatter reads it, or null. */
  function chapterDate(text) {
    if (text === null || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}(Z|[+-]\d{2}:\d{2})$/.test(text)) { return null; }
    return parseDate(text);
  }

  /** MainViewModel.open(url:) of parts 02, 03 and 04, on a link split by splitLink. */
  function openInChapter(app, parts) {
    var segments = parts.segments;
    var stage = app.stage;
    var last = segments[segments.length - 1];
    if (stage === "pestanas") {
      // guard let tab = Tab(rawValue: url.lastPathComponent) else { return }
      if (segments.length === 0) { throw new Ignored("emptyPath"); }
      if (TABS.indexOf(last) < 0) {
        throw new Ignored("unknownTab", [last], "en este capítulo la app solo lee el último tramo de la ruta («" + last +
          "») y no es una pestaña: entiende " + STAGE_PATHS.pestanas + ".");
      }
      app.selectedTab = last;
      return OPENED;
    }
    var pathText = "/" + segments.join("/");
    var unknownPath = new Ignored("unknownPath", [pathText], "en este capítulo la app no entiende la ruta «" + pathText +
      "»: solo " + STAGE_PATHS[stage] + ".");
    if (segments.length === 0) { throw new Ignored("emptyPath"); }
    if (segments.length === 1) {
      if (TABS.indexOf(last) < 0) { throw new Ignored("unknownTab", [last]); }
      app.selectedTab = last;
      return OPENED;
    }
    if (segments.length === 3 || (segments.length === 2 && stage === "anadir")) {
      var tab = segments[0];
      if (TABS.indexOf(tab) < 0) { throw new Ignored("unknownTab", [tab]); }
      app.selectedTab = tab;
      var selected = "la app cambió a la pestaña «" + tab + "», pero ";
      // What this chapter's app opens beyond a tab, all of it (part 04 opens two links).
      var opens = stage === "anadir" ? "deeplink:///alarms/add y deeplink:///alarms/:id/delete" : "deeplink:///alarms/:id/delete";
      if (segments.length === 2) {
        if (last !== "add") {
          return partly("unknown path '" + pathText + "'", selected + "en este capítulo solo sabe abrir " + opens + ".");
        }
        var isOnValue = parts.firstValue("isOn");
        var date = chapterDate(parts.firstValue("date"));
        app.route = { case: "add", item: { id: app.nextID(), date: date === null ? app.now : date,
          isOn: isOnValue !== null && isOnValue.toLowerCase() === "true" } };
        return OPENED;
      }
      if (last !== "delete") {
        return partly("unknown path '" + pathText + "'", selected + "en este capítulo solo sabe abrir " + opens + ".");
      }
      var id = segments[1];
      if (app.indexOf(id) < 0) {
        var upper = isUUID(id) && app.indexOf(id.toUpperCase()) >= 0;
        return partly("no alarm with id " + id, selected + "ninguna alarma tiene el id «" + id + "»" +
          (upper ? " (el código lo compara con uuidString, que va en mayúsculas)." : "."));
      }
      app.route = { case: "items", id: id, route: "deleteAlert" };
      return OPENED;
    }
    throw unknownPath;
  }

  // MARK: The app (MainViewModel, TabBarViewModel, AlarmsListViewModel, row view models)

  /** The n-th id of `AlarmEnvironment.fixed(now:)`: n in the last eight bytes. */
  function countedUUID(n) {
    var hex = n.toString(16).toUpperCase();
    while (hex.length < 16) { hex = "0" + hex; }
    return "00000000-0000-0000-" + hex.slice(0, 4) + "-" + hex.slice(4);
  }

  /**
   * The demo app: starts from `start` (a DemoState object, as `sitegen deeplink` prints it
   * with no links) with its clock stopped at `nowMs`.
   */
  function AlarmApp(start, nowMs, stage) {
    this.start = start;
    this.startNow = nowMs;
    this.stage = stageNamed(stage);
    this.features = STAGE_FEATURES[this.stage];
    this.reset();
  }

  AlarmApp.prototype.reset = function () {
    var start = this.start;
    this.now = this.startNow;
    this.counter = 0;
    this.isSwiftUI = start.isSwiftUI;
    this.selectedTab = start.selectedTab;
    // Before part 03 there is no list, nor alarms.
    this.items = this.features.list ? start.items.map(function (item) {
      return { id: item.id, date: parseDate(item.date), isOn: item.isOn };
    }) : [];
    this.route = null;
    if (start.route && start.route.case === "items") {
      this.route = { case: "items", id: start.route.id, route: start.route.route };
    } else if (start.route && start.route.case === "add") {
      this.route = { case: "add", item: { id: this.nextID(), date: parseDate(start.route.date), isOn: start.route.isOn } };
    }
  };

  AlarmApp.prototype.nextID = function () {
    this.counter += 1;
    return countedUUID(this.counter);
  };

  AlarmApp.prototype.indexOf = function (id) {
    for (var i = 0; i < this.items.length; i++) {
      if (this.items[i].id === id) { return i; }
    }
    return -1;
  };

  /**
   * Opens a deeplink given as text (MainViewModel.openDeeplink, or the chapter's open(url:)):
   * `{ opened, partial, reason, message }`; `reason` in AlarmCore's words, `message` in
   * Spanish for the reader. An ignored link changes nothing.
   */
  AlarmApp.prototype.open = function (text) {
    text = String(text);
    if (this.stage !== "completa") {
      try {
        return openInChapter(this, splitLink(text));
      } catch (error) {
        if (error instanceof Ignored) { return { opened: false, partial: false, reason: error.reason, message: error.message }; }
        throw error;
      }
    }
    var parsed = parseDeeplink(text);
    if (parsed.reason !== undefined) { return { opened: false, partial: false, reason: parsed.reason, message: parsed.message }; }
    var link = parsed.link;
    switch (link.kind) {
      case "tab":
        this.selectedTab = link.tab;
        break;
      case "add":
        var item = { id: this.nextID(), date: link.date === null ? this.now : link.date, isOn: link.isOn };
        this.selectedTab = "alarms";
        this.route = { case: "add", item: item };
        break;
      case "item":
        if (this.indexOf(link.id) < 0) {
          var unknown = new Ignored("unknownAlarm", [link.id]);
          return { opened: false, partial: false, reason: unknown.reason, message: unknown.message };
        }
        this.selectedTab = "alarms";
        this.route = { case: "items", id: link.id, route: link.route };
        break;
    }
    return OPENED;
  };

  /** What a row presents: the list's route when it names the row (the route binding). */
  AlarmApp.prototype.rowRoute = function (id) {
    return this.route && this.route.case === "items" && this.route.id === id ? this.route.route : null;
  };

  // MainView's button.
  AlarmApp.prototype.toggleStyle = function () { this.isSwiftUI = !this.isSwiftUI; };
  // The tab bar.
  AlarmApp.prototype.selectTab = function (tab) {
    if (TABS.indexOf(tab) < 0) { throw new RangeError("unknown tab " + tab); }
    this.selectedTab = tab;
  };

  // AlarmItemRowViewModel: a row's route set to r makes the list's `.items(id:, route: r)`;
  // a row closing clears the list's route only when it points at that row.
  AlarmApp.prototype.setRowRoute = function (id, route) {
    if (this.indexOf(id) < 0) { return; }
    if (route) {
      this.route = { case: "items", id: id, route: route };
    } else if (this.route && this.route.case === "items" && this.route.id === id) {
      this.route = null;
    }
  };
  // Parts 03 and 04: a tap on a row switches it (AlarmsListViewModel.toggle(alarm:)).
  AlarmApp.prototype.rowTapped = function (id) {
    var index = this.indexOf(id);
    if (index >= 0) { this.items[index].isOn = !this.items[index].isOn; }
  };
  AlarmApp.prototype.deleteButtonTapped = function (id) { this.setRowRoute(id, "deleteAlert"); };
  AlarmApp.prototype.toggleButtonTapped = function (id) { this.setRowRoute(id, "toggleConfirmationDialog"); };
  AlarmApp.prototype.rowCancelButtonTapped = function (id) { this.setRowRoute(id, null); };
  AlarmApp.prototype.deleteConfirmationButtonTapped = function (id) {
    var index = this.indexOf(id);
    if (index < 0) { return; }
    // onDelete: the list removes the row; a route left pointing at a row that is gone closes.
    this.items.splice(index, 1);
    if (this.route && this.route.case === "items" && this.indexOf(this.route.id) < 0) { this.route = null; }
  };
  AlarmApp.prototype.toggleConfirmationButtonTapped = function (id) {
    var index = this.indexOf(id);
    if (index < 0) { return; }
    this.items[index].isOn = !this.items[index].isOn;
    this.setRowRoute(id, null);
  };

  // AlarmsListViewModel.
  AlarmApp.prototype.addButtonTapped = function () {
    this.route = { case: "add", item: { id: this.nextID(), date: this.now, isOn: true } };
  };
  AlarmApp.prototype.cancelButtonTapped = function () { this.route = null; };
  AlarmApp.prototype.addSheetItem = function () {
    return this.route && this.route.case === "add" ? this.route.item : null;
  };
  AlarmApp.prototype.saveButtonTapped = function () {
    var item = this.addSheetItem();
    if (!item) { return; }
    this.items.push({ id: item.id, date: item.date, isOn: item.isOn });
    this.route = null;
  };
  // AlarmItemViewModel: the sheet's date picker and switch.
  AlarmApp.prototype.setSheetDate = function (milliseconds) {
    var item = this.addSheetItem();
    if (item && milliseconds >= MIN_MS && milliseconds <= MAX_MS) { item.date = Math.round(milliseconds); }
  };
  AlarmApp.prototype.setSheetIsOn = function (isOn) {
    var item = this.addSheetItem();
    if (item) { item.isOn = !!isOn; }
  };

  /**
   * The state as DESIGN.md "Demo state" has it; keys in the order `sitegen deeplink` sorts
   * them. Before part 05 only what the chapter's view models hold: no items before part 03,
   * and the list's route is `.deleteAlert(item)` (written `{ case: "deleteAlert", id }`).
   */
  AlarmApp.prototype.state = function () {
    var self = this;
    if (!this.features.list) {
      return { isSwiftUI: this.isSwiftUI, selectedTab: this.selectedTab };
    }
    var rowRoutes = this.features.rowRoutes;
    var route = null;
    if (this.route && this.route.case === "add") {
      route = { case: "add", date: formatDate(this.route.item.date), isOn: this.route.item.isOn };
    } else if (this.route && this.route.case === "items") {
      route = rowRoutes ? { case: "items", id: this.route.id, route: this.route.route } : { case: "deleteAlert", id: this.route.id };
    }
    return {
      isSwiftUI: this.isSwiftUI,
      items: this.items.map(function (item) {
        var row = { date: formatDate(item.date), id: item.id, isOn: item.isOn };
        if (rowRoutes) { row.route = self.rowRoute(item.id); }
        return row;
      }),
      route: route,
      selectedTab: this.selectedTab
    };
  };

  /** Everything needed to come back to this moment (the browser's Back and Forward). */
  AlarmApp.prototype.snapshot = function () {
    var route = null;
    if (this.route && this.route.case === "add") {
      route = { case: "add", item: { id: this.route.item.id, date: this.route.item.date, isOn: this.route.item.isOn } };
    } else if (this.route) {
      route = { case: "items", id: this.route.id, route: this.route.route };
    }
    return {
      stage: this.stage, now: this.now, counter: this.counter, isSwiftUI: this.isSwiftUI, selectedTab: this.selectedTab,
      items: this.items.map(function (item) { return { id: item.id, date: item.date, isOn: item.isOn }; }),
      route: route
    };
  };

  /** Back to a snapshot of this app; false (and no change) for anything else. */
  AlarmApp.prototype.restore = function (snapshot) {
    function isDate(value) { return typeof value === "number" && isFinite(value) && value >= MIN_MS && value <= MAX_MS; }
    function isItem(item) { return item && typeof item.id === "string" && isDate(item.date) && typeof item.isOn === "boolean"; }
    var s = snapshot;
    if (!s || s.stage !== this.stage || !isDate(s.now) || typeof s.counter !== "number" || typeof s.isSwiftUI !== "boolean" ||
        TABS.indexOf(s.selectedTab) < 0 || !Array.isArray(s.items) || !s.items.every(isItem)) { return false; }
    var route = s.route;
    if (route !== null && !(route && ((route.case === "add" && isItem(route.item)) ||
        (route.case === "items" && typeof route.id === "string" && (route.route === "deleteAlert" || route.route === "toggleConfirmationDialog"))))) {
      return false;
    }
    this.now = s.now;
    this.counter = s.counter;
    this.isSwiftUI = s.isSwiftUI;
    this.selectedTab = s.selectedTab;
    this.items = s.items.map(function (item) { return { id: item.id, date: item.date, isOn: item.isOn }; });
    this.route = route === null ? null : route.case === "add"
      ? { case: "add", item: { id: route.item.id, date: route.item.date, isOn: route.item.isOn } }
      : { case: "items", id: route.id, route: route.route };
    return true;
  };

  var api = {
    Reason: Reason,
    Motivo: Motivo,
    STAGES: STAGES,
    STAGE_FEATURES: STAGE_FEATURES,
    parseDeeplink: parseDeeplink,
    parseDate: parseDate,
    formatDate: formatDate,
    countedUUID: countedUUID,
    AlarmApp: AlarmApp,
    TABS: TABS
  };
  if (typeof module === "object" && module.exports) {
    module.exports = api;
  } else {
    global.SitegenAlarmCore = api;
  }
})(typeof window !== "undefined" ? window : this);
