/* Find as you type and sort by a column. The page is complete without this script. */
(function () {
  "use strict";
  var table = document.getElementById("standings");
  if (!table) { return; }
  var body = table.tBodies[0];
  var rows = Array.prototype.slice.call(body.rows);
  var texts = rows.map(function (r) { return (r.cells[1].textContent + " " + r.cells[6].textContent).toLowerCase(); });
  var box = document.getElementById("q");
  var count = document.getElementById("count");
  /* "{shown} of 41 players" in the club's language, written into the page by the publisher. */
  var said = count.getAttribute("data-words") || "{shown} of " + rows.length + " players";
  function filter() {
    var words = box.value.toLowerCase().split(/\s+/).filter(Boolean);
    var shown = 0;
    rows.forEach(function (r, i) {
      var hit = words.every(function (w) { return texts[i].indexOf(w) >= 0; });
      r.hidden = !hit;
      if (hit) { shown += 1; }
    });
    count.textContent = words.length ? said.replace("{shown}", shown) : "";
  }
  box.parentNode.hidden = false;
  box.addEventListener("input", filter);
  var m = /[#&]q=([^&]*)/.exec(location.hash);
  if (m) { box.value = decodeURIComponent(m[1].replace(/\+/g, " ")); }
  filter();

  function key(row, col, kind) {
    var c = row.cells[col];
    var k = c.getAttribute("data-key");
    var t = k !== null ? k : c.textContent.trim();
    return kind === "num" ? parseFloat(t) || 0 : t.toLowerCase();
  }
  var heads = Array.prototype.slice.call(table.tHead.rows[0].cells);
  heads.forEach(function (th, col) {
    var kind = th.getAttribute("data-sort");
    var b = document.createElement("button");
    b.type = "button";
    b.className = "sort";
    b.textContent = th.textContent;
    th.textContent = "";
    th.appendChild(b);
    b.addEventListener("click", function () {
      var cur = th.getAttribute("aria-sort");
      var down = cur ? cur === "ascending" : (kind === "num" && col !== 0);
      heads.forEach(function (h) { h.removeAttribute("aria-sort"); });
      th.setAttribute("aria-sort", down ? "descending" : "ascending");
      var order = rows.map(function (r, i) { return [key(r, col, kind), i, r]; });
      order.sort(function (a, b) {
        if (a[0] < b[0]) { return down ? 1 : -1; }
        if (a[0] > b[0]) { return down ? -1 : 1; }
        return a[1] - b[1];
      });
      order.forEach(function (o) { body.appendChild(o[2]); });
    });
  });
}());
