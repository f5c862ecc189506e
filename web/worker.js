// The page's worker: owns the engine (src/web/page_movement.h) and the
// movement shown, and runs the searches so that the page stays responsive.
// tools/build-web.sh appends this file to the engine's script; page.js starts
// the worker from that text.
//
// Messages in: {id, op, ...}; out: {id, progress} during a search and one
// {id, result} or {id, error} at the end. The engine runs a search in slices
// and the worker yields between them, so that a "stop" message is read
// and the search ends after the current slice, keeping the best found.
"use strict";

// Seconds of one optimising slice: progress and Stop come this often.
const OPTIMISE_SLICE_SECONDS = 0.25;
// Seconds of one design slice; the first also ranks the classic families.
const DESIGN_SLICE_SECONDS = 2;

let engine = null;
let current = null;  // the PageMovement shown
let stopRequested = false;

function yieldToMessages() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function replace(movement) {
  if (!movement.ok()) {
    const error = movement.error();
    movement.delete();
    throw new Error(error);
  }
  if (current) current.delete();
  current = movement;
}

function textOf(outcome) {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.text;
}

// What the page shows of the movement held.
function view(absent) {
  return {
    name: current.name(),
    pairs: current.pairs(),
    rounds: current.rounds(),
    tables: current.tables(),
    note: current.note(),
    checkJson: textOf(current.checkJson(absent)),
    reportHtml: textOf(current.reportHtml(absent)),
    walking: textOf(current.walking(absent)),
  };
}

function needMovement() {
  if (!current) throw new Error("open a movement or design one first");
}

async function optimise(id, msg) {
  needMovement();
  const start = performance.now();
  let proposals = 0, slice = 0, outcome = null;
  for (;;) {
    const left = msg.seconds - (performance.now() - start) / 1000;
    if (left <= 0.01 || stopRequested) break;
    outcome = current.optimiseSlice(msg.seed + slice, Math.min(OPTIMISE_SLICE_SECONDS, left), 0);
    if (!outcome.ok) throw new Error(outcome.error);
    proposals += outcome.proposals;
    ++slice;
    const seconds = (performance.now() - start) / 1000;
    postMessage({id, progress: {fraction: Math.min(1, seconds / msg.seconds), qf: outcome.qf, proposals, seconds}});
    if (outcome.optimum) break;
    await yieldToMessages();
  }
  const seconds = (performance.now() - start) / 1000;
  return Object.assign(view(0), {proposals, seconds, slices: slice, stopped: stopRequested});
}

async function design(id, msg) {
  const start = performance.now();
  let best = null, slice = 0;
  const elapsed = () => (performance.now() - start) / 1000;
  while (slice === 0 || (!stopRequested && elapsed() < msg.seconds - 0.1)) {
    const before = elapsed();
    const seconds = Math.max(0.1, Math.min(DESIGN_SLICE_SECONDS, msg.seconds - before));
    const found = engine.PageMovement.design(msg.pairs, msg.rounds, seconds, msg.seed + slice, slice === 0,
      (done, qf) => postMessage({id, progress: {fraction: Math.min(1, (before + done) / msg.seconds), qf}}),
      msg.tables, msg.copies);
    ++slice;
    if (!found.ok()) {
      if (best === null) replace(found);  // throws the message
      found.delete();
    } else if (best === null || found.betterThan(best)) {
      if (best) best.delete();
      best = found;
    } else {
      found.delete();
    }
    postMessage({id, progress: {fraction: Math.min(1, elapsed() / msg.seconds)}});
    await yieldToMessages();
  }
  replace(best);
  return Object.assign(view(0), {seconds: elapsed(), slices: slice, stopped: stopRequested});
}

// A fixed number of proposals, timed: the page's side of tools/web-speed.sh.
function speed(msg) {
  const movement = engine.PageMovement.read(msg.text, msg.name);
  try {
    if (!movement.ok()) throw new Error(movement.error());
    const start = performance.now();
    const outcome = movement.optimiseSlice(msg.seed, 0, msg.moves);
    const seconds = (performance.now() - start) / 1000;
    if (!outcome.ok) throw new Error(outcome.error);
    return {proposals: outcome.proposals, seconds, qf: outcome.qf};
  } finally {
    movement.delete();
  }
}

async function handle(msg) {
  switch (msg.op) {
    case "read":
      // A file refused leaves no movement held, not the one before it.
      if (current) current.delete();
      current = null;
      replace(engine.PageMovement.read(msg.text, msg.name));
      return view(0);
    case "view":
      needMovement();
      return view(msg.absent);
    case "optimise":
      return optimise(msg.id, msg);
    case "design":
      return design(msg.id, msg);
    case "asc":
      needMovement();
      return current.asc();
    case "export":
      needMovement();
      return textOf(current.exportAs(msg.format, msg.boards, msg.absent, msg.section));
    case "cards":
      needMovement();
      return textOf(current.cardsHtml(msg.boards, msg.absent, msg.title, msg.section));
    case "speed":
      return speed(msg);
    default:
      throw new Error("unknown request " + msg.op);
  }
}

const ready = MovebalEngine().then((module) => { engine = module; });
let queue = Promise.resolve();

onmessage = (event) => {
  const msg = event.data;
  if (msg.op === "stop") {
    stopRequested = true;
    return;
  }
  // One request at a time, in order; a stop applies to the search running.
  queue = queue.then(async () => {
    await ready;
    stopRequested = false;
    try {
      postMessage({id: msg.id, result: await handle(msg)});
    } catch (e) {
      postMessage({id: msg.id, error: String(e && e.message !== undefined ? e.message : e)});
    }
  });
};
