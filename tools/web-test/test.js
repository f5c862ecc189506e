// Drives the page in headless Chromium (tools/test-web.sh): every step a
// director takes, each checked and photographed into OUT/screenshots, and
// every bundled movement's figures against the command line's.
//   node test.js OUT MOVEBAL            the steps and the same-numbers test
//   node test.js OUT MOVEBAL --speed    proposals per second, page and native
"use strict";

const fs = require("fs");
const os = require("os");
const path = require("path");
const {spawnSync} = require("child_process");
const puppeteer = require("puppeteer-core");

const [out, movebal, flag] = process.argv.slice(2);
const root = path.resolve(__dirname, "../..");
const movements = path.join(root, "movements");
const shots = path.join(out, "screenshots");
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "movebal-web-"));
// Proposals each movement gets in the speed comparison (a move budget, so
// both sides do the same work).
const SPEED_MOVES = 20000000;
const SPEED_MOVEMENTS = ["mitchell-13t.asc", "kept-14p-06r.asc", "scheveningen-16p-07r.asc"];
const SPEED_RUNS = 3;

let failures = 0;
function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures++;
}

function nativeCheck(file, cwd) {
  const run = spawnSync(movebal, ["check", "--json", file], {cwd, encoding: "utf8"});
  return {status: run.status, json: run.status === 0 ? JSON.parse(run.stdout) : null, stderr: run.stderr};
}

const close = (a, b) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));

async function launch() {
  return puppeteer.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
           "--disable-component-update", "--disable-sync", `--user-data-dir=${path.join(scratch, "profile")}`],
  });
}

async function openPage(browser) {
  const page = await browser.newPage();
  await page.setViewport({width: 1200, height: 900});
  page.on("pageerror", (e) => check(false, `no script error on the page: ${e.message}`));
  await page.goto("file://" + path.join(out, "index.html"));
  await page.waitForFunction(() => window.movebal !== undefined);
  return page;
}

async function shot(page, name) {
  await page.screenshot({path: path.join(shots, name + ".png"), fullPage: true});
}

async function figures(page) {
  return page.evaluate(() => JSON.parse(window.movebal.state.view.checkJson));
}

// Uploads a file through the page's file input and waits for the report or
// the error box.
async function upload(page, file) {
  await page.evaluate(() => { window.movebal.state.view = null; document.getElementById("error").hidden = true; });
  const input = await page.$("#file");
  await input.uploadFile(file);
  await page.waitForFunction(() => window.movebal.state.view !== null || !document.getElementById("error").hidden);
}

async function waitSearch(page) {
  await page.waitForFunction(() => !window.movebal.state.busy, {timeout: 120000});
}

// The command line's message of a refused run, without "movebal COMMAND: ".
function nativeRefusal(args) {
  const run = spawnSync(movebal, args, {encoding: "utf8"});
  return run.status === 0 ? "" : run.stderr.trim().split("\n").pop().replace(/^movebal [a-z ]+: /, "");
}

const errorText = (page) => page.$eval("#error", (e) => (e.hidden ? "" : e.textContent));

// Clicks a button that is to be refused: the error area's text.
async function refusal(page, selector) {
  await page.evaluate(() => { document.getElementById("error").hidden = true; });
  await page.click(selector);
  await page.waitForFunction(() => !document.getElementById("error").hidden);
  return errorText(page);
}

// Sets the page's fields: {id: value}.
async function fill(page, fields) {
  await page.evaluate((fields) => {
    for (const [id, value] of Object.entries(fields)) document.getElementById(id).value = value;
  }, fields);
}

// A design with the fields given, its figures (null when refused) and the
// page's note.
async function design(page, fields) {
  await fill(page, fields);
  await page.evaluate(() => { window.movebal.state.view = null; document.getElementById("error").hidden = true; });
  await page.click("#design");
  await page.waitForFunction(() => !window.movebal.state.busy &&
                                   (window.movebal.state.view !== null || !document.getElementById("error").hidden),
                             {timeout: 120000});
  const view = await page.evaluate(() => window.movebal.state.view);
  return {figures: view && JSON.parse(view.checkJson), tables: view && view.tables,
          note: await page.$eval("#note", (e) => (e.hidden ? "" : e.textContent))};
}

async function steps(browser) {
  const page = await openPage(browser);
  await shot(page, "01-loaded");

  // Open a file and read the report.
  const example = path.join(movements, "example-08p-06r.asc");
  await upload(page, example);
  const shown = await figures(page);
  const native = nativeCheck(example).json;
  check(shown.Qf === native.Qf && shown.SS === native.SS, `open ${path.basename(example)}: Qf ${shown.Qf}`);
  const report = await page.$eval("#report", (f) => f.srcdoc);
  check(report.includes("<svg") && report.includes("Qf1av"), "the report holds the heat map and the vacancy figures");
  const vacancyRows = await page.$$eval("#vacancies tr", (rows) => rows.length);
  check(vacancyRows === native.pairs + 1, `the vacancy table has a row per pair (${vacancyRows - 1})`);
  const walking = await page.$eval("#walking", (e) => e.textContent);
  check(walking.includes("Walking"), "the walking figures are shown");
  await shot(page, "02-report");

  // A pair absent: the report of `check --absent`.
  await page.$eval("#absent", (e) => { e.value = "3"; e.dispatchEvent(new Event("change")); });
  await page.waitForFunction(() => JSON.parse(window.movebal.state.view.checkJson).absent === 3);
  const absent = await figures(page);
  const nativeAbsent = JSON.parse(spawnSync(movebal, ["check", "--json", "--absent", "3", example],
                                            {encoding: "utf8"}).stdout);
  check(absent.SS === nativeAbsent.SS && close(absent.Qf, nativeAbsent.Qf),
        `pair 3 absent: Qf ${absent.Qf.toFixed(2)} as movebal check --absent 3`);
  // The figures line in check's words: its text report's Qf, "none" for the
  // vacancy figures it leaves undefined, and no vacancy table where it has none.
  const nativeText = spawnSync(movebal, ["check", "--absent", "3", example], {encoding: "utf8"}).stdout;
  const word = (figure) => (figure === null ? "none" : figure.toFixed(2));
  const wantedLine = `${nativeAbsent.pairs} pairs, ${nativeAbsent.tables} tables, ${nativeAbsent.rounds} rounds, ` +
    `pair 3 absent: Qf ${nativeText.match(/^Qf = (\S+)/m)[1]}, Qf1av ${word(nativeAbsent.Qf1av)}, ` +
    `Qf1max ${word(nativeAbsent.Qf1max)}`;
  const absentLine = await page.$eval("#figures", (e) => e.textContent);
  const vacancyShown = await page.$eval("#vacancy-part", (e) => !e.hidden);
  check(absentLine === wantedLine && vacancyShown === nativeText.includes("Vacancy quality"),
        `pair 3 absent: the figures as check --absent 3 gives them: ${absentLine}`);

  // A bad file: the command line's message.
  const bad = path.join(scratch, "bad.asc");
  fs.writeFileSync(bad, "8 6 6 6 0\n1-2 x\n");
  await upload(page, bad);
  const error = await page.$eval("#error", (e) => e.textContent);
  const expected = nativeCheck("bad.asc", scratch).stderr.trim().replace(/^movebal check: /, "");
  check(error === expected, `a bad file gets the command line's message: ${error}`);
  const cleared = await page.evaluate(() => [window.movebal.state.view === null,
    ...["report-section", "library-section", "outputs"].map((id) => document.getElementById(id).hidden),
    document.getElementById("optimise").disabled]);
  check(cleared.every((yes) => yes), "the bad file after a good one leaves no movement: report, library and " +
        `outputs hidden, Optimise disabled (${cleared})`);
  const held = await page.evaluate(() => window.movebal.request("asc").then(() => "a movement", (e) => e.message));
  check(held === "open a movement or design one first", `nothing is left to download: ${held}`);
  await shot(page, "03-bad-file");

  // Drop a file on the page.
  const dropped = path.join(movements, "mitchell-07t-switched.asc");
  await page.evaluate(async (text) => {
    window.movebal.state.view = null;
    const data = new DataTransfer();
    data.items.add(new File([text], "dropped.asc"));
    document.getElementById("drop").dispatchEvent(new DragEvent("drop", {dataTransfer: data, bubbles: true}));
  }, fs.readFileSync(dropped, "utf8"));
  await page.waitForFunction(() => window.movebal.state.view !== null);
  const droppedFigures = await figures(page);
  check(droppedFigures.SS === nativeCheck(dropped).json.SS, `a dropped file opens: Qf ${droppedFigures.Qf}`);

  // Several files at once: a library listing, the unreadable one named.
  const listed = [path.join(movements, "mitchell-07t.asc"), dropped, bad];
  await page.evaluate(() => { document.getElementById("library-section").hidden = true; });
  await (await page.$("#file")).uploadFile(...listed);
  await page.waitForFunction(() => !document.getElementById("library-section").hidden &&
                                   document.querySelectorAll("#library tr").length === 4);
  const rows = await page.$$eval("#library tr", (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent)));
  check(rows[1][5] === nativeCheck(listed[0]).json.Qf.toFixed(2) && rows[2][5] === "92.00",
        `several files give one line each: Qf ${rows[1][5]}, ${rows[2][5]}`);
  check(rows[3][1].includes("bad.asc:2:"), `an unreadable file is named with its place: ${rows[3][1]}`);
  await shot(page, "03b-library");

  // Optimise for a long time setting and press Stop after 2 s.
  const howell = path.join(movements, "kept-14p-06r.asc");
  await upload(page, howell);
  const before = await figures(page);
  await page.$eval("#seconds", (e) => { e.value = "60"; });
  await page.click("#optimise");
  await new Promise((r) => setTimeout(r, 2000));
  const progress = await page.$eval("#progress", (e) => e.value);
  check(progress > 0 && progress < 1, `the progress bar moves (${progress.toFixed(3)})`);
  await shot(page, "04-optimising");
  const stopAt = Date.now();
  await page.click("#stop");
  await waitSearch(page);
  const stopped = (Date.now() - stopAt) / 1000;
  const after = await figures(page);
  const status = await page.$eval("#progress-text", (e) => e.textContent);
  check(status.startsWith("stopped") && stopped < 2,
        `Stop ends the search within a slice (${stopped.toFixed(2)} s): ${status}`);
  check(after.SS <= before.SS, `the best found is kept: Qf ${before.Qf.toFixed(2)} -> ${after.Qf.toFixed(2)}`);
  await shot(page, "05-optimised");

  await page.$eval("#pairs", (e) => { e.value = "10"; });
  await page.$eval("#rounds", (e) => { e.value = "7"; });
  // Design 10 pairs x 7 rounds, stopped after 3 s of 60: the current
  // two-second slice ends it.
  await page.$eval("#seconds", (e) => { e.value = "60"; });
  await page.click("#design");
  await new Promise((r) => setTimeout(r, 3000));
  const designStopAt = Date.now();
  await page.click("#stop");
  await waitSearch(page);
  const designStopped = (Date.now() - designStopAt) / 1000;
  const designed = await figures(page);
  const designStatus = await page.$eval("#progress-text", (e) => e.textContent);
  check(designed.pairs === 10 && designed.rounds === 7, `design 10 pairs x 7 rounds: Qf ${designed.Qf.toFixed(2)}`);
  check(designStatus.startsWith("stopped") && designStopped < 4,
        `Stop ends the design within a slice (${designStopped.toFixed(2)} s): ${designStatus}`);
  await shot(page, "06-designed");

  // Print the cards to PDF: the movement sheet, a card per table and a card per pair.
  const cards = await page.evaluate(() => window.movebal.cardsHtml());
  const print = await browser.newPage();
  await print.setContent(cards);
  const pdf = Buffer.from(await print.pdf({format: "A4"}));
  fs.writeFileSync(path.join(out, "screenshots", "07-cards.pdf"), pdf);
  await print.screenshot({path: path.join(shots, "07-cards.png")});
  await print.close();
  const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) || []).length;
  // As many as the page lays out (each printed page is a <div class="page">):
  // the sheet, then the table cards and the pair cards, several to a page.
  const wanted = (cards.match(/<div class="page"/g) || []).length;
  check(pages === wanted && wanted >= 3 && wanted < 1 + designed.tables + designed.pairs,
        `the cards print on ${pages} pages, as laid out (sheet, ${designed.tables} tables, ${designed.pairs} pairs)`);

  // Download every export and read it back.
  const downloads = path.join(scratch, "downloads");
  fs.mkdirSync(downloads);
  const cdp = await browser.target().createCDPSession();
  await cdp.send("Browser.setDownloadBehavior", {behavior: "allow", downloadPath: downloads});
  const expectedFiles = {asc: ".asc", json: ".json", bridgemate: "-bridgemate.csv", paste: "-paste.tsv",
                         cards: "-cards.html"};
  for (const [kind, ending] of Object.entries(expectedFiles)) {
    await page.click(`[data-download=${kind}]`);
    const name = "best-10p-7r" + ending;
    const file = path.join(downloads, name);
    for (let i = 0; i < 100 && !fs.existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
    check(fs.existsSync(file) && fs.statSync(file).size > 0, `download ${name}`);
  }
  for (const ending of [".asc", ".json"]) {
    const back = nativeCheck(path.join(downloads, "best-10p-7r" + ending)).json;
    check(back !== null && back.SS === designed.SS && close(back.Qf1av, designed.Qf1av),
          `the downloaded ${ending} reads back with the same figures (movebal check)`);
  }
  const csv = fs.readFileSync(path.join(downloads, "best-10p-7r-bridgemate.csv"), "utf8").trim().split(/\r?\n/);
  const played = (designed.pairs / 2) * designed.rounds;  // every pair plays every round
  check(csv[0].startsWith("Section,Table,Round") && csv.length === 1 + played,
        `the Bridgemate export has a row per table and round played (${csv.length - 1})`);
  await upload(page, path.join(downloads, "best-10p-7r.json"));
  const reread = await figures(page);
  check(reread.SS === designed.SS, "the downloaded JSON opens in the page again");
  await shot(page, "08-read-back");

  // A title and a section: the cards and exports as cards --title --section
  // and export --section give them; what the command line refuses, refused
  // in the error area.
  const movementFile = path.join(downloads, "best-10p-7r.json");
  const title = "Spring pairs & friends";
  await fill(page, {title, section: "b"});
  const titled = await page.evaluate(() => window.movebal.cardsHtml());
  const nativeCards = path.join(scratch, "cards.html");
  spawnSync(movebal, ["cards", movementFile, "--boards", "3", "--title", title, "--section", "b",
                      "--html", nativeCards]);
  check(titled === fs.readFileSync(nativeCards, "utf8") && titled.includes("Spring pairs &amp; friends") &&
        titled.includes(">Table B1<"), "the cards carry the title and section B (Table B1) as cards --title --section");
  const sectioned = await page.evaluate(() => window.movebal.exported("bridgemate"));
  const nativeCsv = spawnSync(movebal, ["export", movementFile, "--boards", "3", "--section", "b"], {encoding: "utf8"});
  check(sectioned === nativeCsv.stdout && sectioned.split("\n")[1].startsWith("2,"),
        "the Bridgemate export numbers section B as 2, as export --section b");
  const jsonRefused = nativeRefusal(["export", movementFile, "--boards", "3", "--format", "json", "--section", "b"]);
  check(await refusal(page, "[data-download=json]") === jsonRefused,
        `the JSON export with a section is refused as export: ${jsonRefused}`);
  await fill(page, {section: "AB"});
  const sectionRefused = nativeRefusal(["cards", movementFile, "--boards", "3", "--section", "AB"]);
  check(await refusal(page, "[data-download=cards]") === sectionRefused,
        `section AB is refused as cards refuses it: ${sectionRefused}`);
  await shot(page, "09-section-refused");
  await fill(page, {title: "x".repeat(5000), section: ""});
  const long = await page.evaluate(() => window.movebal.cardsHtml().then((html) => html.length, (e) => e.message));
  check(typeof long === "number", `a title of 5000 characters prints, as cards --title takes it (${long})`);
  await fill(page, {title: ""});

  // The club's tables and sets of boards, as session --tables --copies.
  const copiesRefused = nativeRefusal(["session", "--pairs", "13", "--rounds", "6", "--boards", "3", "--copies", "0",
                                       "--list"]);
  await design(page, {pairs: 13, rounds: 6, tables: 0, copies: 0, seconds: 1});
  check(await errorText(page) === copiesRefused, `Sets of boards 0 is refused as session refuses it: ${copiesRefused}`);
  await design(page, {tables: 3, copies: 1});
  const fewTables = await errorText(page);
  check(fewTables.includes("nothing fits 13 pairs in 6 rounds") && fewTables.includes("on 3 tables"),
        `3 tables for 13 pairs are refused: ${fewTables.slice(0, 80)}...`);
  const oneSet = await design(page, {tables: 0, copies: 1});
  const sets = oneSet.figures.walking.most_copies;
  check(oneSet.figures.pairs === 13 && (sets === 1 || oneSet.note.includes(`(--copies ${sets} accepts it)`)),
        `13 pairs in 6 rounds with one set of boards: ${sets} sets, ${oneSet.note || "no note"}`);
  await shot(page, "10-sets-of-boards");
  const twoSets = await design(page, {copies: 2});
  check(twoSets.figures.walking.most_copies <= 2 && twoSets.note === "",
        `with 2 sets of boards the design keeps to them (${twoSets.figures.walking.most_copies})`);
  // 9 pairs in 4 rounds: the best candidate has a table nobody plays at.
  const room = await design(page, {pairs: 9, rounds: 4, tables: 0, copies: 1});
  const named = await design(page, {tables: 5});
  const unused = (figures) => figures.walking.empty.reduce((all, round) => all.filter((t) => round.includes(t)),
                                                           figures.walking.empty[0] || []);
  check(unused(room.figures).length === 0 && named.tables === 5 && room.tables === 4,
        `9 pairs in 4 rounds: the table nobody plays at dropped (${room.tables} tables), ` +
        `kept with 5 tables available (${named.tables})`);
  await page.close();
}

// Every bundled movement through the page against `movebal check --json`.
async function sameNumbers(browser) {
  const page = await openPage(browser);
  for (const name of fs.readdirSync(movements).filter((f) => /\.(asc|json)$/.test(f)).sort()) {
    const file = path.join(movements, name);
    const native = nativeCheck(file).json;
    const text = fs.readFileSync(file, "utf8");
    const shown = JSON.parse(await page.evaluate(async (text, name) =>
      (await window.movebal.request("read", {text, name})).checkJson, text, name));
    const same = shown.SS === native.SS && close(shown.Qf, native.Qf) && close(shown.Qf1av, native.Qf1av) &&
                 JSON.stringify(shown.matrix) === JSON.stringify(native.matrix);
    check(same, `${name}: Qf ${shown.Qf.toFixed(4)}, Qf1av ${shown.Qf1av.toFixed(4)} and the score matrix ` +
                "as movebal check");
  }
  await page.close();
}

// Proposals per second on one thread: the page's engine against the native
// build, the same move budget and seed, each run SPEED_RUNS times in turn and
// the fastest kept (the machine may be shared).
async function speed(browser) {
  const page = await openPage(browser);
  console.log(`proposals per second, ${SPEED_MOVES} proposals, seed 1, one thread, best of ${SPEED_RUNS}:`);
  for (const name of SPEED_MOVEMENTS) {
    const file = path.join(movements, name);
    const text = fs.readFileSync(file, "utf8");
    let webRate = 0, nativeRate = 0, web = null, nativeQf = 0;
    for (let run = 0; run < SPEED_RUNS; run++) {
      web = await page.evaluate((text, name, moves) =>
        window.movebal.request("speed", {text, name, moves, seed: 1}), text, name, SPEED_MOVES);
      webRate = Math.max(webRate, web.proposals / web.seconds);
      const start = process.hrtime.bigint();
      // In a session of its own, as the browser is: where the kernel shares
      // the processor out by session (autogroup), both get the same share.
      const args = ["-w", movebal, "optimise", file, "--threads", "1", "-s", String(SPEED_MOVES), "--seed", "1",
                    "--json", "-o", path.join(scratch, "speed.asc"), "--force"];
      const native = spawnSync("setsid", args, {encoding: "utf8"});
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const proposed = Number((native.stderr.match(/(\d+) switches proposed/) || [0, 0])[1]);
      check(native.status === 0 && proposed === web.proposals, `${name}: both proposed ${proposed} switches`);
      nativeRate = Math.max(nativeRate, proposed / seconds);
      nativeQf = JSON.parse(native.stdout).Qf;
    }
    const rate = (r) => `${(r / 1e6).toFixed(2)} M/s`;
    console.log(`  ${name.padEnd(26)} page ${rate(webRate)}  native ${rate(nativeRate)}` +
                `  page/native ${(webRate / nativeRate).toFixed(2)}` +
                `  (Qf page ${web.qf.toFixed(4)}, native ${nativeQf.toFixed(4)})`);
    check(close(web.qf, nativeQf), `${name}: the page's search ends where the native one does`);
  }
  await page.close();
}

(async () => {
  fs.mkdirSync(shots, {recursive: true});
  const browser = await launch();
  try {
    if (flag === "--speed") {
      await speed(browser);
    } else {
      await steps(browser);
      await sameNumbers(browser);
    }
  } catch (e) {
    check(false, `the test ran to its end: ${e.stack}`);
  } finally {
    await browser.close();
    fs.rmSync(scratch, {recursive: true, force: true});
  }
  console.log(failures === 0 ? "all steps passed" : `${failures} failed`);
  process.exit(failures === 0 ? 0 : 1);
})();
