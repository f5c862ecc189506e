// The page: asks the worker (worker.js, started from the text engine.js
// holds) for everything and shows the answers. window.movebal is what
// tools/web-test drives besides the buttons.
"use strict";

const $ = (id) => document.getElementById(id);

const worker = new Worker(URL.createObjectURL(new Blob([MOVEBAL_WORKER_SOURCE], {type: "text/javascript"})));
const pending = new Map();  // id -> {resolve, reject, progress}
let nextId = 1;

worker.onmessage = (event) => {
  const {id, progress, result, error} = event.data;
  const waiting = pending.get(id);
  if (!waiting) return;
  if (progress !== undefined) {
    if (waiting.progress) waiting.progress(progress);
    return;
  }
  pending.delete(id);
  if (error !== undefined) waiting.reject(new Error(error));
  else waiting.resolve(result);
};

// One request to the worker; `progress` receives its progress messages.
function request(op, args = {}, progress = null) {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, {resolve, reject, progress});
    worker.postMessage(Object.assign({id, op}, args));
  });
}

function number(id) {
  return Number($(id).value);
}

function showError(message) {
  $("error").hidden = !message;
  $("error").textContent = message || "";
}

function formatQf(value) {
  if (value === undefined) return "";
  return value === null ? "none" : Number(value).toFixed(2);
}

// The figures as `check` gives them: with a pair absent it scores no
// further vacancy (Qf1av and Qf1max none, no vacancy table).
function show(view) {
  const figures = JSON.parse(view.checkJson);
  $("movement-name").textContent = view.name;
  $("figures").textContent = `${view.pairs} pairs, ${view.tables} tables, ${view.rounds} rounds` +
    (figures.absent ? `, pair ${figures.absent} absent` : "") +
    `: Qf ${formatQf(figures.Qf)}, Qf1av ${formatQf(figures.Qf1av)}, Qf1max ${formatQf(figures.Qf1max)}`;
  $("note").textContent = view.note;
  $("note").hidden = !view.note;
  $("report").srcdoc = view.reportHtml;  // sized to its content when loaded
  showVacancies(figures);
  $("vacancy-part").hidden = figures.absent > 0;
  $("walking").textContent = view.walking.trim();
  $("report-section").hidden = false;
  $("outputs").hidden = false;
  $("optimise").disabled = false;
  $("absent").max = view.pairs;
  $("absent").value = figures.absent;  // a new movement comes with nobody absent
  state.view = view;
}

// The vacancy table: each pair's Qf1, the Qf when that pair does not come;
// the pairs best left empty are marked.
function showVacancies(figures) {
  const table = $("vacancies");
  table.replaceChildren();
  const head = table.insertRow();
  for (const title of ["Pair absent", "Qf1", ""]) head.appendChild(document.createElement("th")).textContent = title;
  (figures.Qf1 || []).forEach((qf1, i) => {
    const row = table.insertRow();
    row.insertCell().textContent = i + 1;
    row.insertCell().textContent = formatQf(qf1);
    row.insertCell().textContent = figures.Qf1max_pairs.includes(i + 1) ? "best to leave empty" : "";
  });
}

// No movement held (a file refused): nothing of the one before stays live.
function forget() {
  state.view = null;
  for (const id of ["report-section", "outputs", "library-section"]) $(id).hidden = true;
  $("optimise").disabled = true;
}

const state = {view: null, busy: false};

async function run(what) {
  showError("");
  try {
    return await what();
  } catch (e) {
    showError(e.message);
    return null;
  }
}

async function openFile(file) {
  const text = await file.text();
  const view = await run(() => request("read", {text, name: file.name}));
  if (view) show(view);
  else forget();
}

// Several files: one line each as `movebal check` lists a library, a file
// that cannot be read named with the reason; the first movement read is
// then shown.
const libraryColumns = ["file", "P", "T", "R", "G", "Qf", "Qf1av", "Qf1max", "copies", "bmove", "pmove"];

async function openFiles(files) {
  if (files.length === 1) return openFile(files[0]);
  showError("");
  const table = $("library");
  table.replaceChildren();
  const head = table.insertRow();
  for (const title of libraryColumns) head.appendChild(document.createElement("th")).textContent = title;
  let first = null;
  for (const file of files) {
    const row = table.insertRow();
    row.insertCell().textContent = file.name;
    try {
      const view = await request("read", {text: await file.text(), name: file.name});
      const f = JSON.parse(view.checkJson);
      for (const value of [f.pairs, f.tables, f.rounds, f.groups, formatQf(f.Qf), formatQf(f.Qf1av),
                           formatQf(f.Qf1max), f.walking.most_copies, f.walking.longest_board_move,
                           f.walking.longest_pair_move]) {
        row.insertCell().textContent = value;
      }
      first = first || file;
    } catch (e) {
      const cell = row.insertCell();
      cell.colSpan = libraryColumns.length - 1;
      cell.className = "unread";
      cell.textContent = e.message;
    }
  }
  // The worker holds the last movement read, none if it was refused: open
  // the first again to show it.
  if (first) await openFile(first);
  else forget();
  $("library-section").hidden = false;
}

function setProgress(fraction, text) {
  $("progress").value = fraction;
  $("progress-text").textContent = text;
}

// A search with the time setting: progress bar, Stop, the best found shown.
async function search(op, args) {
  state.busy = true;
  for (const id of ["optimise", "design"]) $(id).disabled = true;
  $("stop").disabled = false;
  setProgress(0, "");
  const seconds = number("seconds");
  const result = await run(() => request(op, Object.assign({seconds, seed: number("seed")}, args), (p) => {
    const best = p.qf ? `best Qf ${formatQf(p.qf)}` : "";
    setProgress(p.fraction, `${Math.round(p.fraction * 100)} %  ${best}`);
  }));
  if (result) {
    show(result);
    setProgress(1, `${result.stopped ? "stopped" : "done"} after ${result.seconds.toFixed(1)} s` +
      (result.proposals ? `, ${result.proposals} proposals` : ""));
  }
  $("stop").disabled = true;
  $("design").disabled = false;
  $("optimise").disabled = !state.view;
  state.busy = false;
  return result;
}

function download(name, text, type) {
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([text], {type}));
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

const stem = () => (state.view ? state.view.name.replace(/\.[^.]*$/, "") : "movement");

// What each download button writes: file name, type and the request.
const downloads = {
  asc: () => [`${stem()}.asc`, "text/plain", request("asc")],
  json: () => [`${stem()}.json`, "application/json", exported("json")],
  bridgemate: () => [`${stem()}-bridgemate.csv`, "text/csv", exported("bridgemate")],
  paste: () => [`${stem()}-paste.tsv`, "text/tab-separated-values", exported("paste")],
  cards: () => [`${stem()}-cards.html`, "text/html", cardsHtml()],
};

function exported(format) {
  return request("export", {format, boards: number("boards"), absent: number("absent"), section: $("section").value});
}

function cardsHtml() {
  return request("cards", {boards: number("boards"), absent: number("absent"), title: $("title").value,
                           section: $("section").value});
}

async function printCards() {
  await run(async () => {
    const html = await cardsHtml();
    const frame = document.createElement("iframe");
    frame.hidden = true;
    frame.srcdoc = html;
    frame.onload = () => {
      frame.contentWindow.print();
      setTimeout(() => frame.remove(), 1000);
    };
    document.body.appendChild(frame);
  });
}

// The report frame as tall as the report: one scroll bar, the page's.
$("report").addEventListener("load", () => {
  const report = $("report").contentDocument;
  if (report) $("report").style.height = report.documentElement.scrollHeight + 20 + "px";
});
$("file").addEventListener("change", () => {
  if ($("file").files.length) openFiles([...$("file").files]);
});
const drop = $("drop");
drop.addEventListener("dragover", (e) => { e.preventDefault(); drop.classList.add("over"); });
drop.addEventListener("dragleave", () => drop.classList.remove("over"));
drop.addEventListener("drop", (e) => {
  e.preventDefault();
  drop.classList.remove("over");
  if (e.dataTransfer.files.length) openFiles([...e.dataTransfer.files]);
});
$("design").addEventListener("click", () => search("design", {pairs: number("pairs"), rounds: number("rounds"),
                                                                tables: number("tables"), copies: number("copies")}));
$("optimise").addEventListener("click", () => search("optimise", {}));
$("stop").addEventListener("click", () => worker.postMessage({op: "stop"}));
$("print-cards").addEventListener("click", printCards);
$("absent").addEventListener("change", () => run(async () => show(await request("view", {absent: number("absent")}))));
for (const button of document.querySelectorAll("[data-download]")) {
  button.addEventListener("click", () => run(async () => {
    const [name, type, text] = downloads[button.dataset.download]();
    download(name, await text, type);
  }));
}

window.movebal = {request, state, openFile, cardsHtml, exported};
