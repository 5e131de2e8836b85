// Steps through the events the page holds: each part of the board shows the fragment of that event.
(function () {
  "use strict";
  var data = KATRO;
  var last = data.frames.length - 1;
  var index = -1;
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
  function chapterAt(k) {
    var c = data.chapters;
    for (var i = 0; i < c.length; i++) { if (c[i].at >= k) { return c[i]; } }
    return c[c.length - 1];
  }
  function setText(id, text) {
    var node = document.getElementById(id);
    node.textContent = text || "";
    return node;
  }

  function show(k, fromHash) {
    k = Math.max(0, Math.min(last, k | 0));
    if (k === index) { return; }
    index = k;
    var frame = data.frames[k];
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
    if (data.chapters.length > 0) {
      var c = chapterAt(k);
      // a front-row question waits at its turn's start, the last event of the step before
      var q = data.chapters.filter(function (x) { return x.frontRow && x.askAt === k; })[0] || c;
      document.getElementById("lesson").hidden = false;
      setText("caption", c.caption);
      setText("note", c.note);
      document.getElementById("question").hidden = !q.question || k >= q.answerAt;
      setText("question-text", q.question);
      document.getElementById("answer").hidden = !q.answer || k < q.answerAt;
      setText("answer-text", q.answer);
    }
    document.getElementById("first").disabled = document.getElementById("back-seed").disabled =
      document.getElementById("back-lap").disabled = document.getElementById("back-turn").disabled = k === 0;
    document.getElementById("last").disabled = document.getElementById("forward-seed").disabled =
      document.getElementById("forward-lap").disabled = document.getElementById("forward-turn").disabled = k === last;
    if (!fromHash) {
      history.replaceState(null, "", "#event=" + k);
    }
  }

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
  Object.keys(moves).forEach(function (id) {
    document.getElementById(id).addEventListener("click", function () { show(moves[id]()); });
  });
  scrub.addEventListener("input", function () { show(parseInt(scrub.value, 10)); });

  document.addEventListener("keydown", function (e) {
    if (e.target === scrub || e.altKey || e.ctrlKey || e.metaKey) { return; }
    var id = null;
    if (e.key === "ArrowRight") { id = e.shiftKey ? "forward-lap" : "forward-seed"; }
    else if (e.key === "ArrowLeft") { id = e.shiftKey ? "back-lap" : "back-seed"; }
    else if (e.key === "PageDown") { id = "forward-turn"; }
    else if (e.key === "PageUp") { id = "back-turn"; }
    else if (e.key === "Home") { id = "first"; }
    else if (e.key === "End") { id = "last"; }
    if (id) { e.preventDefault(); show(moves[id]()); }
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
    if (Math.abs(dx) > 30) { show(moves[dx < 0 ? "forward-seed" : "back-seed"]()); }
  });

  function fromHash() {
    var m = /(?:^#|&)event=(\d+)/.exec(location.hash);
    return m ? parseInt(m[1], 10) : null;
  }
  window.addEventListener("hashchange", function () {
    var k = fromHash();
    if (k !== null) { show(k, true); }
  });
  var k0 = fromHash();
  show(k0 === null ? data.start : k0, true);
}());
