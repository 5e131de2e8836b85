// Steps through the events the page holds: each part of the board shows the fragment of that event.
// A lesson's question waits at its event, over a board that hides its answer, until the answer is
// asked for (its button, or any step on); every way forward stops there first, as in the app. A faded
// step's lap waits the same way before each seed the learner sows in the app: a tap on a hole (or
// "Show me") sows it and says where it fell. Where questions and taps wait and whose answers stay is
// read from the lesson's table, not decided here.
(function () {
  "use strict";
  var data = KATRO;
  // the game's last event; the frames after it are the boards the questions wait over
  var last = data.events;
  var index = -1;
  // the questions whose answer has been shown, by the event where they wait
  var revealed = {};
  // where the last tap on a faded lap fell, said at the event it sowed up to
  var told = { event: -1, text: "" };
  var slots = [];
  for (var i = 0; ; i++) {
    var slot = document.getElementById("part-" + i);
    if (!slot) { break; }
    slots.push({ node: slot, shown: -1 });
  }
  var fragments = data.fragments.map(function (f) {
    var tab = f.indexOf("\t");
    return { attributes: JSON.parse(f.substring(0, tab)), svg: f.substring(tab + 1) };
  });
  var counter = document.getElementById("event");
  var scrub = document.getElementById("scrub");
  scrub.max = String(last);

  function nextAfter(stops, k) {
    for (var i = 0; i < stops.length; i++) { if (stops[i] > k) { return stops[i]; } }
    return last;
  }
  function previousBefore(stops, k) {
    var best = 0;
    for (var i = 0; i < stops.length; i++) { if (stops[i] < k) { best = stops[i]; } }
    return best;
  }
  // which question waits at each event and whose answer stays shown there is the lesson's to say
  // (data.waits, data.answers): the page only looks it up and remembers what it has revealed
  // the question that waits at k, its answer not shown yet
  function waitingAt(k) {
    var q = data.waits[k];
    return q >= 0 && !revealed[q] ? q : -1;
  }
  // the first event on the way from k (exclusive) to `to` (inclusive) where a question waits
  function waitingOn(k, to) {
    for (var e = k + 1; e <= to; e++) { if (waitingAt(e) >= 0) { return e; } }
    return -1;
  }
  // the answered question whose answer stays shown at k
  function answeredAt(k) {
    var q = data.answers[k];
    return q >= 0 && revealed[q] ? q : -1;
  }
  function line(i) { return i < 0 ? "" : data.lines[i]; }
  function setText(id, text) {
    var node = document.getElementById(id);
    node.textContent = text || "";
    return node;
  }

  function show(k, fromHash) {
    k = Math.max(0, Math.min(last, k | 0));
    if (k === index && !fromHash) { return; }
    index = k;
    var waiting = waitingAt(k) >= 0 ? data.questions[waitingAt(k)] : null;
    var frame = data.frames[waiting ? waiting.frame : k];
    for (var i = 0; i < slots.length; i++) {
      var s = slots[i];
      if (s.shown === frame[i]) { continue; }
      var f = fragments[frame[i]];
      s.node.innerHTML = f.svg;
      var names = Object.keys(f.attributes);
      for (var j = 0; j < names.length; j++) { s.node.setAttribute(names[j], f.attributes[names[j]]); }
      s.shown = frame[i];
    }
    counter.setAttribute("data-index", String(k));
    counter.textContent = data.counter.replace("{0}", String(k)).replace("{1}", String(last));
    scrub.value = String(k);
    setText("narration", data.narration[k]);
    if (data.lesson) {
      var answered = waiting || answeredAt(k) < 0 ? null : data.questions[answeredAt(k)];
      document.getElementById("lesson").hidden = false;
      setText("caption", line(data.said[k][0]));
      setText("note", line(data.said[k][1]));
      var sowing = waiting !== null && waiting.hole !== undefined;
      document.getElementById("question").hidden = !waiting;
      document.documentElement.classList.toggle("sowing", sowing);
      setText("question-label", sowing ? data.sow : data.ask);
      setText("show-answer", sowing ? data.showMe : data.showAnswer);
      setText("question-text", waiting ? waiting.question : "");
      setText("told", told.event === k ? told.text : "").hidden = told.event !== k;
      document.getElementById("answer").hidden = !answered;
      setText("answer-text", answered ? answered.answer : "");
    }
    document.getElementById("first").disabled = document.getElementById("back-seed").disabled =
      document.getElementById("back-lap").disabled = document.getElementById("back-turn").disabled = k === 0;
    document.getElementById("last").disabled = document.getElementById("forward-seed").disabled =
      document.getElementById("forward-lap").disabled = document.getElementById("forward-turn").disabled = k === last;
    if (!fromHash) {
      writeHash();
    }
  }
  function writeHash() {
    history.replaceState(null, "", (projecting() ? "#projector&event=" : "#event=") + index);
  }

  // the projector layout is the teacher's choice, never the screen size's
  var projectorButton = document.getElementById("projector");
  function projecting() { return document.documentElement.classList.contains("projector"); }
  function project(on) {
    document.documentElement.classList.toggle("projector", on);
    projectorButton.setAttribute("aria-pressed", String(on));
    if (index >= 0) { writeHash(); }
  }
  projectorButton.addEventListener("click", function () { project(!projecting()); });

  // on a phone the picture is cut to what it draws and the hand goes under the board, so that the
  // holes, and their numbers, are as large as the screen's width allows
  var board = document.getElementById("board");
  var wholeView = board.getAttribute("viewBox");
  var wholeSize = [board.getAttribute("width"), board.getAttribute("height")];
  var hand = board.querySelector("[data-part='hand']");
  function fitPhone() {
    var narrow = window.matchMedia("(max-width: 600px)").matches;
    board.setAttribute("viewBox", wholeView);
    board.setAttribute("width", wholeSize[0]);
    board.setAttribute("height", wholeSize[1]);
    if (hand) { hand.removeAttribute("transform"); }
    if (!narrow) { return; }
    // the board's shadow: the first shape after the page's background
    var frame = board.querySelectorAll(":scope > rect")[1];
    if (hand && frame) {
      var f = frame.getBBox(), h = hand.getBBox();
      hand.setAttribute("transform", "translate(" + (f.x + (f.width - h.width) / 2 - h.x) + " " + (f.y + f.height + 12 - h.y) + ")");
    }
    // what a reader needs: the board (its shadow), the row labels, the holes and the hand
    var parts = [frame].concat(Array.prototype.slice.call(
      board.querySelectorAll("[data-part^='row-'], [data-part^='hole-'], [data-part='hand']")));
    var all = null;
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i];
      if (!part) { continue; }
      var b = part.getBBox();
      if (part.getAttribute("transform")) {
        var t = part.transform.baseVal.consolidate().matrix;
        b = { x: b.x + t.e, y: b.y + t.f, width: b.width, height: b.height };
      }
      if (b.width === 0 && b.height === 0) { continue; }
      all = all ? union(all, b) : { x: b.x, y: b.y, width: b.width, height: b.height };
    }
    if (all) {
      // the size sets the picture's proportions, the style its width on the page
      board.setAttribute("viewBox", [all.x - 4, all.y - 4, all.width + 8, all.height + 8].join(" "));
      board.setAttribute("width", String(all.width + 8));
      board.setAttribute("height", String(all.height + 8));
    }
  }
  function union(a, b) {
    var x = Math.min(a.x, b.x), y = Math.min(a.y, b.y);
    return { x: x, y: y, width: Math.max(a.x + a.width, b.x + b.width) - x,
      height: Math.max(a.y + a.height, b.y + b.height) - y };
  }
  window.addEventListener("resize", fitPhone);
  board.addEventListener("click", function (e) {
    var q = waitingAt(index);
    var hole = e.target.closest("[data-hole]");
    if (q >= 0 && data.questions[q].hole !== undefined && hole) { sow(q, hole.getAttribute("data-hole")); }
  });

  var moves = {
    "first": function () { return 0; },
    "back-turn": function () { return previousBefore(data.turnStarts, index); },
    "back-lap": function () { return previousBefore(data.lapStarts, index); },
    "back-seed": function () { return index - 1; },
    "forward-seed": function () { return index + 1; },
    "forward-lap": function () { return nextAfter(data.lapEnds, index); },
    "forward-turn": function () { return nextAfter(data.turnStarts.slice(1), index); },
    "last": function () { return last; }
  };
  // a step forward stops where a question waits; from there, it first shows the answer
  function go(to) {
    to = Math.max(0, Math.min(last, to | 0));
    if (to > index) {
      var here = waitingAt(index);
      if (here >= 0) { reveal(here); return; }
      var stop = waitingOn(index, to);
      if (stop >= 0) { to = stop; }
    }
    show(to);
  }
  function reveal(q) {
    if (data.questions[q].hole !== undefined) { sow(q, null); return; }
    revealed[q] = true;
    show(index, true);
  }
  // the seed a faded lap waits for, sown where it falls whatever hole was tapped (none: "Show me"),
  // the tap told right, or wrong with the hole tapped and the lap's path
  function sow(q, hole) {
    var f = data.questions[q];
    revealed[q] = true;
    told = { event: f.to, text: hole === null ? f.answer : hole === f.hole ? f.right : f.wrong.replace("{0}", hole) };
    go(f.to);
  }
  document.getElementById("show-answer").addEventListener("click", function () {
    var q = waitingAt(index);
    if (q >= 0) { reveal(q); }
  });
  Object.keys(moves).forEach(function (id) {
    document.getElementById(id).addEventListener("click", function () { go(moves[id]()); });
  });
  scrub.addEventListener("input", function () { go(parseInt(scrub.value, 10)); });

  document.addEventListener("keydown", function (e) {
    if (e.target === scrub || e.altKey || e.ctrlKey || e.metaKey) { return; }
    var id = null;
    if (e.key === "ArrowRight") { id = e.shiftKey ? "forward-lap" : "forward-seed"; }
    else if (e.key === "ArrowLeft") { id = e.shiftKey ? "back-lap" : "back-seed"; }
    else if (e.key === "PageDown") { id = "forward-turn"; }
    else if (e.key === "PageUp") { id = "back-turn"; }
    else if (e.key === "Home") { id = "first"; }
    else if (e.key === "End") { id = "last"; }
    else if (e.key === "p" || e.key === "P") { e.preventDefault(); project(!projecting()); return; }
    if (id) { e.preventDefault(); go(moves[id]()); }
  });

  // a swipe on the board steps one seed: to the left forwards, to the right back
  var stage = document.getElementById("stage");
  var startX = null;
  stage.addEventListener("touchstart", function (e) {
    startX = e.changedTouches.length === 1 ? e.changedTouches[0].clientX : null;
  }, { passive: true });
  stage.addEventListener("touchend", function (e) {
    if (startX === null) { return; }
    var dx = e.changedTouches[0].clientX - startX;
    startX = null;
    if (Math.abs(dx) > 30) { go(moves[dx < 0 ? "forward-seed" : "back-seed"]()); }
  });

  function fromHash() {
    var m = /(?:^#|&)event=(\d+)/.exec(location.hash);
    return m ? parseInt(m[1], 10) : null;
  }
  // an address points at an event: the questions before it count as answered, one waiting there is asked
  function open(k) {
    for (var e = 0; e < k && e < data.waits.length; e++) { if (data.waits[e] >= 0) { revealed[data.waits[e]] = true; } }
    show(k, true);
  }
  window.addEventListener("hashchange", function () {
    var k = fromHash();
    if (k !== null && k !== index) { open(k); }
  });
  var k0 = fromHash();
  project(/(?:^#|&)projector(?:&|$)/.test(location.hash));
  fitPhone();
  open(k0 === null ? data.start : k0);
}());
