/**
 * The judge: which steps an attempt has completed, and the mistakes found when work starts, when
 * the machine answers an action, when energy returns and when the machine is handed back.
 */
import { hazards, isCoasting, startable, TEST_PAIRS, type MachineEvent } from '../energy';
import { component } from '../machine';
import { clauseOf, placeOf, STEP_IDS, type StepId } from '../ruleSet';
import type { ProcedureSheet } from '../scenario';
import { mistake, type Mistake } from './mistakes';
import { myLocks, TRAINEE, type Attempt, type AttemptAction, type Context, type TagText } from './model';

/** The devices the sheet says to isolate, and to bleed. */
export function sheetDevices(sheet: ProcedureSheet, control: 'isolate' | 'release'): string[] {
  return [...new Set(sheet.sources.filter((s) => s.control === control).map((s) => s.device!))];
}

/** Which steps are complete in this state (the judge's view, from the record and the machine). */
export function completeSteps(ctx: Context, a: Attempt): Set<StepId> {
  const { scenario, sheet } = ctx;
  const m = a.machine;
  const done = new Set<StepId>();
  const isolators = sheetDevices(sheet, 'isolate');
  if (a.sheetRead) done.add('prepare');
  if (a.notified.before) done.add('notify');
  if (scenario.zone.every((id) => !m.running[id])) done.add('shutdown');
  if (isolators.every((d) => m.positions[d] === 'off')) done.add('isolate');
  if (isolators.every((d) => (m.locks[d] ?? []).includes(TRAINEE))) done.add('lock');
  const mine = myLocks(m);
  if (mine.length > 0 && mine.every((d) => tagComplete(a.tags[d]))) done.add('tag');
  const stores = sheet.sources.filter((s) => s.control === 'release').map((s) => s.source);
  const parts = sheet.sources.filter((s) => s.control === 'restrain').map((s) => s.source);
  if (stores.every((id) => !m.charged[id]) && parts.every((id) => m.restrained[id] || m.dropped[id]) && sheet.coasting.every((id) => !isCoasting(m, id))) done.add('release');
  if (verified(ctx, a)) done.add('verify');
  if (sheet.testPoints.length > 0 && sheet.testPoints.every((p) => m.earthed[p])) done.add('earth');
  if (sheet.adjacent.length > 0 && sheet.adjacent.every((p) => m.covered[p])) done.add('cover');
  if (a.phase !== 'lockout') done.add('work');
  if (a.phase === 'done') done.add('restore');
  return done;
}

function tagComplete(tag: TagText | undefined): boolean {
  return tag !== undefined && tag.name.trim() !== '' && tag.reason.trim() !== '';
}

/** The tester readings that count: taken with a working tester proven on a known source before and after. */
function provenDead(a: Attempt, point: string): Set<string> {
  const dead = new Set<string>();
  const r = a.readings;
  for (let i = 0; i < r.length; i++) {
    const reading = r[i]!;
    if (reading.point !== point || reading.value !== 0 || reading.pair === null) continue;
    const before = r.slice(0, i).some((p) => p.point === null && p.value !== null);
    const after = r.slice(i + 1).some((p) => p.point === null && p.value !== null);
    if (before && after) dead.add([...reading.pair].sort().join('-'));
  }
  return dead;
}

/** True when every pair of conductors at a test point has been proven dead with a proven tester. */
function testedDead(a: Attempt, point: string): boolean {
  const dead = provenDead(a, point);
  return TEST_PAIRS.every((pair) => dead.has([...pair].sort().join('-')));
}

/**
 * True when a gauge was read at zero once the stored energy was released, and has not been read
 * since at anything else: stored energy is proven gone, not assumed.
 */
export function gaugeReadZero(a: Attempt, gauge: string): boolean {
  const reads = a.gaugeReads.filter((r) => r.gauge === gauge);
  const last = reads[reads.length - 1];
  const released = a.steps.release;
  return last !== undefined && last.value === 0 && released !== undefined && last.at >= released;
}

/**
 * True when the isolation has been proved. Electrical work: the absence of voltage on every pair.
 * A machine job: the try-out at every start with the controls returned to off, every gauge read at
 * zero, every coasting part checked at standstill, and, where the job opens an electrical
 * enclosure, the absence of voltage there too.
 */
function verified(ctx: Context, a: Attempt): boolean {
  const { sheet, scenario } = ctx;
  const tested = sheet.testPoints.every((p) => testedDead(a, p));
  if (scenario.def.domain === 'electrical') return tested;
  const tried = sheet.tryOut.every((c) => a.tryOuts.some((t) => t.control === c && t.started.length === 0));
  const returned = scenario.machine.components.every((c) => !(c.kind === 'control' && c.maintained) || a.machine.positions[c.id] === 'off');
  const gauges = sheet.gauges.every((g) => gaugeReadZero(a, g));
  const still = sheet.coasting.every((id) => !isCoasting(a.machine, id));
  return tried && returned && gauges && still && tested;
}

/** The critical findings when the trainee declares the machine safe and starts work. */
export function judgeStartOfWork(ctx: Context, a: Attempt, at: number): Mistake[] {
  const { scenario, sheet, sequence } = ctx;
  const { machine } = scenario;
  const m = a.machine;
  const found: Mistake[] = [];
  const left = hazards(machine, m, [...scenario.zone]);
  const sources = new Set(left.map((h) => h.from));
  const startableNow = startable(machine, m);
  for (const source of sources) {
    const c = component(machine, source);
    if (isCoasting(m, source)) {
      found.push(mistake(ctx, 'still_turning', source, at));
      continue;
    }
    const stored = c.kind === 'store' || c.kind === 'gravity';
    // A try-out that started a load fed by this source, and was walked past.
    const shown = !stored && a.tryOuts.some((t) => t.started.some((l) => startableNow.includes(l)));
    found.push(mistake(ctx, stored ? 'stored_energy' : shown ? 'tryout_ignored' : 'missed_source', source, at));
  }
  // Stored energy proven gone on its gauge, not assumed (a gauge still showing pressure is flagged above).
  for (const g of sheet.gauges) {
    const store = component(machine, g).at;
    if (store !== undefined && !sources.has(store) && !gaugeReadZero(a, g)) found.push(mistake(ctx, 'gauge_not_read', g, at));
  }
  if (scenario.def.domain === 'machine' && sheet.tryOut.length > 0 && !sheet.tryOut.every((c) => a.tryOuts.some((t) => t.control === c))) {
    found.push(mistake(ctx, 'tryout_skipped', null, at));
  }
  for (const c of machine.components) {
    if (c.kind === 'control' && c.maintained && m.positions[c.id] === 'on') found.push(mistake(ctx, 'controls_not_off', c.id, at));
  }
  for (const d of sheetDevices(sheet, 'isolate')) {
    // Turned off but without the trainee's own lock (none, or only a colleague's): anyone may turn it back.
    if (!(m.locks[d] ?? []).includes(TRAINEE)) {
      if (m.positions[d] === 'off') found.push(mistake(ctx, 'no_personal_lock', d, at));
    } else if (!a.tags[d] || a.tags[d].name.trim() === '') found.push(mistake(ctx, 'tag_incomplete', d, at));
    else if (a.tags[d].reason.trim() === '') found.push(mistake(ctx, 'tag_reason_missing', d, at));
  }
  if (scenario.crew.length > 0) found.push(...judgeLockbox(ctx, a, at));
  // Wherever the job opens an electrical enclosure or is electrical work: every conductor tested.
  for (const p of sheet.testPoints) {
    if (testedDead(a, p)) continue;
    const measuredDead = a.readings.some((r) => r.point === p && r.pair !== null && r.value === 0);
    const blank = a.readings.some((r) => r.point === p && r.value === null);
    if (measuredDead || blank) {
      // Measured, but without proving the tester before and after (a blank display taken for dead).
      const allMeasured = TEST_PAIRS.every((pair) => a.readings.some((r) => r.point === p && r.pair !== null && [...r.pair].sort().join('-') === [...pair].sort().join('-')));
      found.push(mistake(ctx, allMeasured ? 'tester_not_proven' : 'test_incomplete', p, at));
    } else found.push(mistake(ctx, 'test_incomplete', p, at));
  }
  if (scenario.def.domain === 'electrical') {
    // Live parts next to the work are covered or fenced off under every rule set: a hand or a tool
    // slipping onto them kills whatever the procedure says.
    for (const part of sheet.adjacent) if (!m.covered[part]) found.push(mistake(ctx, 'adjacent_uncovered', part, at));
    // NFPA 70E asks for grounding only where induced voltage or stored energy is possible; the
    // other rule sets make earthing a step of every isolation.
    if (a.ruleSet !== 'osha' && clauseOf(sequence, 'earth') !== null && !sheet.testPoints.every((p) => m.earthed[p])) found.push(mistake(ctx, 'not_earthed', null, at));
  }
  return found;
}

/**
 * A crew job's group lockbox when work starts (OSHA 1910.147(f)(3)): the keys of every padlock the
 * trainee put on an isolating device are inside, the trainee's own padlock is on the box, and so is
 * each crew member's. A key left outside opens a device whatever is on the box.
 */
function judgeLockbox(ctx: Context, a: Attempt, at: number): Mistake[] {
  const found: Mistake[] = [];
  const mine = sheetDevices(ctx.sheet, 'isolate').filter((d) => (a.machine.locks[d] ?? []).includes(TRAINEE));
  if (mine.some((d) => !a.lockbox.keys.includes(d))) found.push(mistake(ctx, 'keys_outside_box', null, at));
  if (!a.lockbox.locks.includes(TRAINEE)) found.push(mistake(ctx, 'box_not_locked', null, at));
  for (const member of ctx.scenario.crew) if (!a.lockbox.locks.includes(member.id)) found.push(mistake(ctx, 'crew_unprotected', member.id, at));
  return found;
}

/**
 * The machine handed back as found, (e)(1): no tag of the trainee's left hanging, no safety block
 * left in, no bleed, drain or vent valve left open.
 */
export function judgeHandBack(ctx: Context, a: Attempt, at: number): Mistake[] {
  const { machine } = ctx.scenario;
  const found: Mistake[] = [];
  for (const device of Object.keys(a.tags)) found.push(mistake(ctx, 'tag_left_on', device, at));
  for (const c of machine.components) {
    if (c.kind === 'gravity' && a.machine.restrained[c.id]) found.push(mistake(ctx, 'block_left_in', c.id, at));
    if (c.kind === 'bleed' && a.machine.positions[c.id] === 'on' && (c.position ?? 'on') === 'off') found.push(mistake(ctx, 'bleed_left_open', c.id, at));
  }
  return found;
}

/**
 * Release from lockout when an isolating device is switched back on after the work (OSHA
 * 1910.147(e), NR-10 10.5.2): everyone clear and no crew padlock on the box, earths off, the
 * machine intact, every control at off, and the people affected told before energy returns.
 */
export function judgeRestore(ctx: Context, a: Attempt, device: string, at: number): Mistake[] {
  const found: Mistake[] = [];
  // A crew member's padlock still on the lockbox: that person is still at work in the machine.
  const crewInside = a.lockbox.locks.some((o) => o !== TRAINEE);
  if (!a.zoneClear || crewInside) found.push(mistake(ctx, 'reenergize_unsafe', device, at));
  if (Object.values(a.machine.earthed).some(Boolean)) found.push(mistake(ctx, 'earth_left_on', device, at));
  found.push(...judgeHandBack(ctx, a, at));
  for (const c of ctx.scenario.machine.components) {
    if (c.kind === 'control' && c.maintained && a.machine.positions[c.id] === 'on') found.push(mistake(ctx, 'restart_in_run', c.id, at));
  }
  if (!a.notified.after) found.push(mistake(ctx, 'restart_unannounced', device, at));
  return found;
}

/**
 * NR-10 10.5.2 fixes the order of re-energization: tools and people out, temporary earths off,
 * signs removed, and only then devices unlocked and switched on. What was skipped, for an unlock
 * or a tag taken off too early on an electrical job under NR-10.
 */
export function restoreSkipped(ctx: Context, a: Attempt, action: AttemptAction): StepId[] {
  if (ctx.ruleSet !== 'nr' || ctx.scenario.def.domain !== 'electrical' || a.phase === 'lockout') return [];
  const skipped: StepId[] = [];
  if (Object.values(a.machine.earthed).some(Boolean)) skipped.push('earth');
  if (action.type === 'unlock' && a.tags[action.device] !== undefined) skipped.push('tag');
  return skipped;
}

/** Mistakes the machine's own answer reveals at once (a part came down, earth on a live conductor). */
export function judgeEvents(ctx: Context, a: Attempt, events: readonly MachineEvent[], at: number, lowering: string | null = null): Mistake[] {
  const found: Mistake[] = [];
  for (const e of events) {
    // A part lowered to rest by taking its block out, with the work done and everyone clear, is no accident.
    if (e.kind === 'dropped' && !(e.part === lowering && a.zoneClear)) found.push(mistake(ctx, 'uncontrolled_release', e.part, at));
    if (e.kind === 'earthed' && e.live) found.push(mistake(ctx, 'earth_live', e.point, at));
    if (e.kind === 'operated' && e.underLoad && a.phase === 'lockout') found.push(mistake(ctx, 'under_load', e.device, at));
    if (e.kind === 'locked' && e.owner === TRAINEE && component(ctx.scenario.machine, e.device).kind === 'control') found.push(mistake(ctx, 'control_locked', e.device, at));
    // OSHA 1910.147(c)(9): affected employees are told before the devices are applied.
    if (e.kind === 'locked' && e.owner === TRAINEE && !a.notified.before && clauseOf(ctx.sequence, 'notify') !== null) found.push(mistake(ctx, 'not_notified', 'before', at));
  }
  return found;
}

/**
 * The steps done for the first time by an action (from `before` to `after`), with the time of each,
 * and an order slip for each one done while a step of an earlier place was still open. A step with
 * nothing to do (no stores to release, nothing running) counts as done from the start.
 */
export function judgeSteps(ctx: Context, before: Attempt, after: Attempt, at: number): { steps: Attempt['steps']; found: Mistake[] } {
  const doneBefore = completeSteps(ctx, before);
  const doneAfter = completeSteps(ctx, after);
  const steps = { ...after.steps };
  const found: Mistake[] = [];
  for (const step of STEP_IDS) {
    if (!doneAfter.has(step) || steps[step] !== undefined) continue;
    steps[step] = at;
    if (doneBefore.has(step) || before.phase !== 'lockout' || step === 'work') continue;
    // Reading the sheet and notifying have their own findings; the others must follow the rule set's order.
    const place = placeOf(ctx.sequence, step);
    const open = ctx.sequence
      .slice(0, Math.max(0, place))
      .flat()
      .filter((r) => r.clause !== null && r.step !== 'prepare' && r.step !== 'notify' && steps[r.step] === undefined && !doneAfter.has(r.step));
    if (place >= 0 && open.length > 0) found.push(mistake(ctx, 'order', step, at, [...new Set(open.map((r) => r.step))]));
  }
  return { steps, found };
}
