// Sorting and filtering of the index, without a server (works from file://).
(function () {
  var table = document.getElementById("trials");
  if (!table) return;
  var body = table.tBodies[0];
  var rows = Array.prototype.slice.call(body.rows);
  var text = document.getElementById("filter");
  var verdict = document.getElementById("verdict-filter");
  var shown = document.getElementById("shown");
  function apply() {
    var needle = (text.value || "").toLowerCase();
    var want = verdict.value;
    var count = 0;
    rows.forEach(function (row) {
      var ok = (!needle || row.textContent.toLowerCase().indexOf(needle) >= 0) &&
               (!want || row.getAttribute("data-verdict") === want);
      row.hidden = !ok;
      if (ok) count += 1;
    });
    shown.textContent = String(count);
  }
  text.addEventListener("input", apply);
  verdict.addEventListener("change", apply);
  Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, column) {
    th.addEventListener("click", function () {
      var numeric = th.hasAttribute("data-num");
      var ascending = !th.classList.contains("asc");
      Array.prototype.forEach.call(table.tHead.rows[0].cells, function (other) { other.classList.remove("asc", "desc"); });
      th.classList.add(ascending ? "asc" : "desc");
      function key(row) {
        var cell = row.cells[column];
        var value = cell.getAttribute("data-sort");
        if (value === null) value = cell.textContent;
        return numeric ? (parseFloat(value) || -1) : value.toLowerCase();
      }
      rows.sort(function (a, b) {
        var x = key(a), y = key(b);
        return (x < y ? -1 : x > y ? 1 : 0) * (ascending ? 1 : -1);
      });
      rows.forEach(function (row) { body.appendChild(row); });
    });
  });
})();

// The task page's function x trial grid: rows by failure rate (as rendered) or by name.
(function () {
  var svg = document.getElementById("function-grid");
  var button = document.getElementById("grid-sort");
  if (!svg || !button) return;
  var rows = Array.prototype.slice.call(svg.querySelectorAll("g.grid-row"));
  var top = rows.length ? rows[0].transform.baseVal.getItem(0).matrix.f : 0;  // below the column labels
  var step = rows.length > 1 ? rows[1].transform.baseVal.getItem(0).matrix.f - top : 14;
  function place(order) {
    rows.sort(function (a, b) {
      if (order === "name") return a.getAttribute("data-name") < b.getAttribute("data-name") ? -1 : 1;
      var d = parseFloat(b.getAttribute("data-rate")) - parseFloat(a.getAttribute("data-rate"));
      return d || (a.getAttribute("data-name") < b.getAttribute("data-name") ? -1 : 1);
    });
    rows.forEach(function (row, i) { row.setAttribute("transform", "translate(0," + (top + i * step) + ")"); });
  }
  button.addEventListener("click", function () {
    var next = button.getAttribute("data-order") === "rate" ? "name" : "rate";
    place(next);
    button.setAttribute("data-order", next);
    button.textContent = next === "rate" ? "sort by name" : "sort by failure rate";
  });
})();
