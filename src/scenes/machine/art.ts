/**
 * The drawings of a machine's parts, one per kind of component (a registry, so a new machine is
 * data and a new kind is one drawing). Each draws centred on (0, 0) in design units, from what
 * the model says about the part right now; none decides anything.
 */
import type { Graphics } from 'pixi.js';
import type { ComponentKind, EnergyKind } from '../../rules/machine';
import { PALETTE } from '../shared/palette';

/** What a drawing needs to know about its part, all derived from the model. */
export interface PartView {
  readonly kind: ComponentKind;
  readonly energy: EnergyKind | undefined;
  readonly role: string | undefined;
  readonly maintained: boolean;
  /** A load drawn as a motor, rather than as conductors (a busbar, a cable end). */
  readonly driven: boolean;
  /** Isolators, bleeds and controls: `on` passes energy (a control `off` is held). */
  readonly on: boolean;
  readonly running: boolean;
  /** Energy (of its own kind) is present at the part. */
  readonly live: boolean;
  readonly charged: boolean;
  readonly restrained: boolean;
  readonly dropped: boolean;
  readonly earthed: boolean;
  readonly covered: boolean;
  /** Owners of the locks on it: the trainee's own lock is red, others are blue. */
  readonly locks: readonly string[];
  readonly tagged: boolean;
  /** A gauge's reading as a share of its full scale (0–1). */
  readonly gauge: number;
}

/** The half-size of every part's box, in design units (its touch area is the whole box). */
export const PART_HALF = 46;

/** The colour of a line carrying each kind of energy (pipes follow common plant practice). */
export const ENERGY_COLOURS: Record<EnergyKind, number> = {
  electrical: PALETTE.ink,
  hydraulic: 0x8a5a14,
  pneumatic: 0x2f7fc1,
  gravity: PALETTE.steelDark,
  kinetic: PALETTE.steelDark,
  spring: PALETTE.steelDark,
  thermal: PALETTE.red,
  chemical: 0x7a4fa3,
};

function plate(g: Graphics, w: number, h: number, fill: number = PALETTE.steel): void {
  g.roundRect(-w / 2, -h / 2, w, h, 6).fill(fill).stroke({ width: 3, color: PALETTE.steelShadow });
}

function supply(g: Graphics, p: PartView): void {
  if (p.energy === 'electrical') {
    plate(g, 84, 76, PALETTE.steelMid);
    for (let i = 0; i < 3; i++) g.rect(-28 + i * 22, -30, 12, 60).fill(PALETTE.steelDark).rect(-26 + i * 22, -30, 4, 60).fill(PALETTE.chrome);
    warningTriangle(g, 24, -22, 0.6);
  } else if (p.energy === 'pneumatic') {
    g.roundRect(-26, -40, 52, 80, 24).fill(PALETTE.steelLight).stroke({ width: 3, color: PALETTE.steelShadow });
    g.rect(-26, -6, 52, 8).fill(ENERGY_COLOURS.pneumatic);
  } else {
    plate(g, 84, 60, PALETTE.steelMid);
    g.circle(-12, 0, 20).fill(ENERGY_COLOURS.hydraulic).stroke({ width: 3, color: PALETTE.steelShadow });
    g.circle(-12, 0, 7).fill(PALETTE.chrome);
    g.rect(12, -14, 26, 28).fill(PALETTE.steelDark);
  }
  liveLamp(g, p.live, 34, 30);
}

function warningTriangle(g: Graphics, x: number, y: number, scale: number): void {
  const s = 22 * scale;
  g.poly([x, y - s, x + s, y + s * 0.8, x - s, y + s * 0.8]).fill(PALETTE.yellow).stroke({ width: 2, color: PALETTE.black });
  g.rect(x - 1.5, y - s * 0.45, 3, s * 0.7).fill(PALETTE.black);
}

function liveLamp(g: Graphics, live: boolean, x: number, y: number): void {
  g.circle(x, y, 7).fill(live ? PALETTE.red : PALETTE.steelShadow).stroke({ width: 2, color: PALETTE.steelShadow });
}

/** A padlock on a part: red for the trainee, blue for anyone else; stacked to the right. */
export function drawLocks(g: Graphics, owners: readonly string[], trainee: string): void {
  owners.forEach((owner, i) => {
    const x = 30 + i * 16;
    const colour = owner === trainee ? PALETTE.red : PALETTE.blue;
    g.roundRect(x - 6, 16, 12, 10, 5).stroke({ width: 3, color: PALETTE.steelShadow });
    g.roundRect(x - 9, 22, 18, 18, 3).fill(colour).stroke({ width: 2, color: PALETTE.black });
    g.circle(x, 31, 2.5).fill(PALETTE.black);
  });
}

/**
 * A DANGER tag hanging from the last padlock, to its right: clear of the part's name below it
 * and of the neighbouring parts (the grid leaves 48 units between two parts).
 */
export function drawTag(g: Graphics, locks: number): void {
  const left = 25 + Math.max(1, locks) * 16;
  g.moveTo(left - 12, 20).lineTo(left + 8, 22).stroke({ width: 2, color: PALETTE.black });
  g.roundRect(left, 18, 22, 30, 3).fill(PALETTE.white).stroke({ width: 2, color: PALETTE.black });
  g.rect(left + 2, 21, 18, 8).fill(PALETTE.red);
  for (let i = 0; i < 2; i++) g.rect(left + 4, 34 + i * 6, 14, 2).fill(PALETTE.inkSoft);
}

function isolator(g: Graphics, p: PartView): void {
  if (p.kind === 'valve') {
    // Line valve: body across the pipe, lever along it when open, across when shut.
    g.rect(-40, -8, 80, 16).fill(PALETTE.steelMid);
    g.poly([-22, -22, 22, 22, 22, -22, -22, 22]).fill(PALETTE.steelDark).stroke({ width: 2, color: PALETTE.steelShadow });
    g.circle(0, 0, 8).fill(PALETTE.chrome);
    const angle = p.on ? 0 : Math.PI / 2;
    const dx = Math.cos(angle) * 34;
    const dy = Math.sin(angle) * 34;
    g.moveTo(0, 0).lineTo(dx, -Math.abs(dy) - (p.on ? 18 : 0)).stroke({ width: 8, color: p.on ? PALETTE.red : PALETTE.steelShadow, cap: 'round' });
    return;
  }
  // Breaker bucket or disconnect: a door with a rotary handle, ON up and OFF across.
  plate(g, 84, 84);
  g.roundRect(-34, -34, 68, 20, 3).fill(PALETTE.white).stroke({ width: 2, color: PALETTE.steelShadow });
  g.circle(0, 12, 22).fill(PALETTE.steelLight).stroke({ width: 2, color: PALETTE.steelShadow });
  const angle = p.on ? -Math.PI / 2 : 0;
  g.moveTo(0, 12)
    .lineTo(Math.cos(angle) * 26, 12 + Math.sin(angle) * 26)
    .stroke({ width: 10, color: p.kind === 'disconnect' ? PALETTE.red : PALETTE.black, cap: 'round' });
  g.circle(0, 12, 6).fill(PALETTE.steelShadow);
  liveLamp(g, p.live, 30, -6);
}

function bleed(g: Graphics, p: PartView): void {
  g.rect(-6, -30, 12, 30).fill(PALETTE.steelMid);
  g.roundRect(-18, -4, 36, 22, 4).fill(PALETTE.steelDark);
  g.moveTo(0, 6).lineTo(p.on ? 30 : 0, p.on ? 6 : -24).stroke({ width: 6, color: PALETTE.yellowDark, cap: 'round' });
  if (p.on) for (let i = 0; i < 3; i++) g.circle(-14 + i * 12, 30 + (i % 2) * 6, 3).fill(PALETTE.steelLight);
}

function store(g: Graphics, p: PartView): void {
  const fill = p.charged ? (p.energy === 'pneumatic' ? ENERGY_COLOURS.pneumatic : p.energy === 'electrical' ? PALETTE.yellowDark : ENERGY_COLOURS.hydraulic) : PALETTE.steelLight;
  if (p.energy === 'electrical') {
    plate(g, 70, 80, PALETTE.steelMid);
    for (let i = 0; i < 3; i++) g.roundRect(-24 + i * 17, -24, 14, 44, 5).fill(fill).stroke({ width: 2, color: PALETTE.steelShadow });
  } else {
    g.roundRect(-22, -40, 44, 80, 20).fill(fill).stroke({ width: 3, color: PALETTE.steelShadow });
    g.rect(-22, -4, 44, 4).fill({ color: PALETTE.white, alpha: 0.4 });
  }
  if (p.charged) warningTriangle(g, 30, -30, 0.5);
}

/** Three phase conductors (IEC colours brown, black, grey) in a section of cabinet: a busbar or a cable end. */
function conductors(g: Graphics, p: PartView): void {
  plate(g, 84, 70, PALETTE.steelLight);
  const colours = [0x7a4a1d, PALETTE.black, PALETTE.steelDark];
  colours.forEach((colour, i) => g.roundRect(-34, -22 + i * 16, 68, 9, 3).fill(colour));
  liveLamp(g, p.live, 32, 26);
  if (p.live) warningTriangle(g, -28, 24, 0.45);
}

function load(g: Graphics, p: PartView, spin: number): void {
  if (p.energy === 'electrical' && !p.driven) {
    conductors(g, p);
    return;
  }
  if (p.energy === 'electrical' && p.kind === 'load') {
    // Motor: ribbed body, terminal box, fan cover, and a shaft that turns while it runs.
    g.roundRect(-40, -26, 64, 52, 10).fill(PALETTE.blue).stroke({ width: 3, color: PALETTE.steelShadow });
    for (let i = 0; i < 5; i++) g.rect(-34 + i * 12, -26, 3, 52).fill({ color: PALETTE.black, alpha: 0.2 });
    g.rect(-18, -38, 24, 14).fill(PALETTE.steelDark);
    g.rect(24, -6, 20, 12).fill(PALETTE.chrome);
    const a = spin;
    g.moveTo(34 + Math.cos(a) * 10, Math.sin(a) * 10)
      .lineTo(34 - Math.cos(a) * 10, -Math.sin(a) * 10)
      .stroke({ width: 4, color: PALETTE.steelShadow });
    g.roundRect(-38, 30, 60, 8, 2).fill(PALETTE.steelShadow);
    liveLamp(g, p.live, -30, -36);
    return;
  }
  if (p.energy === 'pneumatic') {
    plate(g, 60, 60, PALETTE.steelLight);
    g.rect(-20, -10, 40, 20).fill(p.live ? ENERGY_COLOURS.pneumatic : PALETTE.steelMid);
    return;
  }
  // Cylinder.
  g.rect(-18, -44, 36, 70).fill(PALETTE.steelMid).stroke({ width: 3, color: PALETTE.steelShadow });
  g.rect(-6, 26, 12, 18).fill(PALETTE.chrome);
  if (p.live) g.rect(-14, -40, 28, 20).fill({ color: ENERGY_COLOURS.hydraulic, alpha: 0.8 });
}

function gravity(g: Graphics, p: PartView): void {
  const drop = p.dropped ? 30 : 0;
  if (p.restrained) {
    // Safety block (yellow and black) under the part.
    g.rect(-12, 0, 24, 40).fill(PALETTE.yellow).stroke({ width: 2, color: PALETTE.black });
    for (let i = 0; i < 3; i++) g.rect(-12, 6 + i * 12, 24, 4).fill(PALETTE.black);
  }
  g.roundRect(-40, -30 + drop, 80, 30, 4).fill(PALETTE.steelDark).stroke({ width: 3, color: PALETTE.steelShadow });
  g.rect(-40, -30 + drop, 80, 6).fill(PALETTE.steel);
  if (!p.restrained && !p.dropped) warningTriangle(g, 0, 24, 0.5);
}

function control(g: Graphics, p: PartView): void {
  plate(g, 56, 64, PALETTE.yellow);
  if (p.role === 'estop') {
    g.circle(0, 2, 20).fill(PALETTE.redDark);
    g.circle(0, p.on ? -2 : 4, 18).fill(PALETTE.red).stroke({ width: 2, color: PALETTE.black });
  } else if (p.role === 'pullcord') {
    g.roundRect(-16, -18, 32, 36, 4).fill(PALETTE.steelLight).stroke({ width: 2, color: PALETTE.black });
    g.moveTo(16, 0).lineTo(60, p.on ? 0 : 14).stroke({ width: 3, color: PALETTE.red });
  } else if (p.maintained) {
    g.circle(0, 0, 18).fill(PALETTE.black);
    const a = p.on ? -Math.PI / 4 : -(3 * Math.PI) / 4;
    g.moveTo(-Math.cos(a) * 14, -Math.sin(a) * 14).lineTo(Math.cos(a) * 14, Math.sin(a) * 14).stroke({ width: 7, color: PALETTE.steelLight, cap: 'round' });
  } else {
    const colour = p.role === 'start' ? PALETTE.greenDark : PALETTE.black;
    g.circle(0, 0, 18).fill(PALETTE.steelShadow);
    g.circle(0, p.on ? 0 : 3, 14).fill(colour).stroke({ width: 2, color: PALETTE.steelShadow });
  }
}

function gauge(g: Graphics, p: PartView): void {
  g.circle(0, 0, 30).fill(PALETTE.white).stroke({ width: 5, color: PALETTE.steelDark });
  for (let i = 0; i <= 8; i++) {
    const a = Math.PI * 0.75 + (i / 8) * Math.PI * 1.5;
    g.moveTo(Math.cos(a) * 20, Math.sin(a) * 20).lineTo(Math.cos(a) * 26, Math.sin(a) * 26).stroke({ width: 2, color: PALETTE.ink });
  }
  const a = Math.PI * 0.75 + Math.min(1, Math.max(0, p.gauge)) * Math.PI * 1.5;
  g.moveTo(0, 0).lineTo(Math.cos(a) * 22, Math.sin(a) * 22).stroke({ width: 3, color: PALETTE.red, cap: 'round' });
  g.circle(0, 0, 4).fill(PALETTE.ink);
  g.rect(-5, 30, 10, 14).fill(PALETTE.steelMid);
}

function testpoint(g: Graphics, p: PartView): void {
  plate(g, 60, 46, PALETTE.steelLight);
  for (let i = 0; i < 3; i++) g.circle(-16 + i * 16, -4, 6).fill(PALETTE.chrome).stroke({ width: 2, color: PALETTE.steelShadow });
  g.circle(16, 14, 5).fill(PALETTE.greenDark);
  if (p.earthed) {
    g.moveTo(-16, -4).lineTo(16, -4).stroke({ width: 3, color: PALETTE.yellow });
    g.moveTo(16, -4).lineTo(16, 14).stroke({ width: 3, color: PALETTE.greenDark });
  }
}

/** Draws one part by its kind; `spin` turns a running motor's shaft. */
export function drawPart(g: Graphics, p: PartView, spin: number): void {
  g.clear();
  switch (p.kind) {
    case 'supply':
      supply(g, p);
      break;
    case 'disconnect':
    case 'breaker':
    case 'valve':
      isolator(g, p);
      break;
    case 'bleed':
      bleed(g, p);
      break;
    case 'store':
      store(g, p);
      break;
    case 'load':
      load(g, p, spin);
      break;
    case 'gravity':
      gravity(g, p);
      break;
    case 'control':
      control(g, p);
      break;
    case 'gauge':
      gauge(g, p);
      break;
    case 'testpoint':
      testpoint(g, p);
      break;
  }
  if (p.covered) g.roundRect(-PART_HALF, -PART_HALF, PART_HALF * 2, PART_HALF * 2, 8).fill({ color: PALETTE.yellow, alpha: 0.35 }).stroke({ width: 3, color: PALETTE.yellowDark });
}

/** The plant behind the machine: wall, floor and a walkway line. */
export function drawBackdrop(g: Graphics, x0: number, y0: number, width: number, height: number): void {
  g.clear();
  // Far beyond the frame, so a letterboxed scene shows the same floor to its edges.
  g.rect(x0 - 2000, y0 - 2000, width + 4000, height + 4000).fill(PALETTE.paper);
  for (let x = Math.floor((x0 - 2000) / 100) * 100; x < x0 + width + 2000; x += 100) g.rect(x, y0 - 2000, 1, height + 4000).fill({ color: PALETTE.steelLight, alpha: 0.6 });
  for (let y = Math.floor((y0 - 2000) / 100) * 100; y < y0 + height + 2000; y += 100) g.rect(x0 - 2000, y, width + 4000, 1).fill({ color: PALETTE.steelLight, alpha: 0.6 });
}

/** A wire or pipe along its route (src/scenes/machine/wiring.ts): solid and dark while it carries energy, pale when not. */
export function drawLink(g: Graphics, points: readonly { x: number; y: number }[], energy: EnergyKind, live: boolean): void {
  const [first, ...rest] = points;
  if (!first) return;
  const colour = ENERGY_COLOURS[energy];
  g.moveTo(first.x, first.y);
  for (const p of rest) g.lineTo(p.x, p.y);
  g.stroke({ width: live ? 6 : 4, color: live ? colour : PALETTE.steelLight, alpha: live ? 0.9 : 1, join: 'round' });
}
