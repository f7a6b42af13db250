import type { Graphics } from 'pixi.js';
import type { Rect } from '../shared/drag';
import { PALETTE } from '../shared/palette';
import { LOCK_SIZE, TAG_SIZE, type PanelLayout } from './layout';

/** The MCC room: wall panels, cable tray, neighbouring sections in the shade, floor and walkway. */
export function drawRoom(g: Graphics, L: PanelLayout): void {
  g.clear();
  g.rect(0, 0, L.width, L.height).fill(PALETTE.wall);
  for (let x = 0; x < L.width; x += 120) g.rect(x, 0, 2, L.floorY).fill(PALETTE.wallLine);
  // Cable tray along the ceiling with cable bundles.
  g.rect(0, 14, L.width, 22).fill(PALETTE.steelShadow);
  g.rect(0, 14, L.width, 4).fill(PALETTE.steelDark);
  for (let x = 10; x < L.width; x += 60) g.rect(x, 18, 3, 18).fill(PALETTE.steelDark);
  g.roundRect(0, 22, L.width, 8, 4).fill(PALETTE.cableBundle);
  // Neighbouring MCC sections, dimmed, so the panel stands among its peers.
  const peers: Rect[] =
    L.orientation === 'landscape'
      ? [{ x: -40, y: 84, width: 190, height: L.floorY - 84 }]
      : [{ x: 520, y: 70, width: 200, height: L.floorY - 70 }];
  for (const p of peers) {
    g.rect(p.x, p.y, p.width, p.height).fill(PALETTE.peer);
    g.rect(p.x, p.y, p.width, 36).fill(PALETTE.peerTop);
    for (let y = p.y + 48; y < p.y + p.height - 40; y += 92) {
      g.roundRect(p.x + 14, y, p.width - 28, 80, 4).fill(PALETTE.peerBucket).stroke({ width: 2, color: PALETTE.wallLine });
      g.circle(p.x + p.width - 34, y + 18, 5).fill(PALETTE.peerLamp);
      g.roundRect(p.x + 24, y + 30, 34, 12, 3).fill(PALETTE.wallLine);
    }
  }
  // Conduits dropping from the tray into the cabinet.
  for (const dx of [60, 120, 300]) g.rect(L.cabinet.x + dx, 30, 14, L.cabinet.y - 30).fill(PALETTE.steelMid).rect(L.cabinet.x + dx + 3, 30, 3, L.cabinet.y - 30).fill(PALETTE.steelLight);
  // Floor and the yellow walkway line.
  g.rect(0, L.floorY, L.width, L.height - L.floorY).fill(PALETTE.floor);
  g.rect(0, L.floorY, L.width, 6).fill(PALETTE.floorDark);
  g.rect(0, L.floorY + 26, L.width, 8).fill({ color: PALETTE.walkway, alpha: 0.85 });
  g.ellipse(L.cabinet.x + L.cabinet.width / 2, L.floorY + 6, L.cabinet.width * 0.62, 14).fill({ color: PALETTE.shadow, alpha: 0.35 });
}

/** The MCC bucket cabinet: body, wireway, nameplate, door with seams, hinges, vents, sticker. */
export function drawCabinet(g: Graphics, L: PanelLayout): void {
  const c = L.cabinet;
  g.clear();
  // Body and the top wireway.
  g.roundRect(c.x, c.y, c.width, c.height, 6).fill(PALETTE.steelDark);
  g.roundRect(c.x + 6, c.y + 6, c.width - 12, c.height - 12, 4).fill(PALETTE.steelMid);
  g.rect(c.x + 6, c.y + 6, c.width - 12, 48).fill(PALETTE.steel);
  g.rect(c.x + 6, c.y + 52, c.width - 12, 3).fill(PALETTE.steelDark);
  // Nameplate (its text is a separate Text object).
  g.roundRect(c.x + 28, c.y + 16, 220, 28, 3).fill(PALETTE.white).stroke({ width: 2, color: PALETTE.steelDark });
  // Door.
  const door = { x: c.x + 16, y: c.y + 64, width: c.width - 32, height: c.height - 100 };
  g.roundRect(door.x, door.y, door.width, door.height, 4).fill(PALETTE.steel).stroke({ width: 3, color: PALETTE.steelDark });
  g.rect(door.x + 6, door.y + 6, door.width - 12, 3).fill({ color: PALETTE.white, alpha: 0.5 });
  // Hinges on the left, quarter-turn latches on the right.
  for (const y of [door.y + 40, door.y + door.height - 70]) {
    g.roundRect(door.x - 8, y, 12, 34, 3).fill(PALETTE.steelShadow);
  }
  for (const y of [door.y + 70, door.y + door.height - 60]) {
    g.circle(door.x + door.width - 22, y, 9).fill(PALETTE.steelDark).circle(door.x + door.width - 22, y, 6).fill(PALETTE.steelLight);
    g.rect(door.x + door.width - 28, y - 1.5, 12, 3).fill(PALETTE.steelShadow);
  }
  // Motor data plate and the local start/stop push-buttons.
  g.roundRect(door.x + 30, door.y + 34, 150, 70, 4).fill(PALETTE.steelLight).stroke({ width: 2, color: PALETTE.steelDark });
  for (let i = 0; i < 4; i++) g.rect(door.x + 42, door.y + 48 + i * 13, i % 2 ? 90 : 120, 4).fill(PALETTE.steelMid);
  for (const [i, color] of [PALETTE.greenDark, PALETTE.redDark].entries()) {
    g.circle(door.x + 52 + i * 60, door.y + 146, 17).fill(PALETTE.steelShadow).circle(door.x + 52 + i * 60, door.y + 146, 12).fill(color);
  }
  // Ventilation louvres.
  for (let i = 0; i < 7; i++) g.roundRect(door.x + 30, door.y + door.height - 120 + i * 13, 130, 6, 3).fill(PALETTE.steelShadow);
  // ISO 7010 W012 electrical hazard sticker.
  const sx = door.x + door.width - 110;
  const sy = door.y + door.height - 150;
  g.poly([sx, sy + 70, sx + 40, sy, sx + 80, sy + 70]).fill(PALETTE.black);
  g.poly([sx + 8, sy + 65, sx + 40, sy + 9, sx + 72, sy + 65]).fill(PALETTE.yellow);
  g.poly([sx + 44, sy + 22, sx + 30, sy + 46, sx + 41, sy + 46, sx + 35, sy + 62, sx + 52, sy + 38, sx + 41, sy + 38, sx + 48, sy + 22]).fill(PALETTE.black);
  // Base plinth with hazard stripes.
  const by = c.y + c.height - 30;
  g.rect(c.x + 6, by, c.width - 12, 24).fill(PALETTE.black);
  for (let x = c.x + 6; x < c.x + c.width - 6; x += 28) {
    g.poly([x, by + 24, x + 14, by, Math.min(x + 28, c.x + c.width - 6), by, Math.min(x + 14, c.x + c.width - 6), by + 24]).fill(PALETTE.yellow);
  }
  // Handle housing on the cabinet's right side, and the fixed lockout bracket at OFF.
  const p = L.pivot;
  g.roundRect(p.x - 26, p.y - 70, 40, 140, 8).fill(PALETTE.steelDark).stroke({ width: 2, color: PALETTE.steelShadow });
  g.circle(p.x, p.y, 18).fill(PALETTE.steelShadow);
}

/** The fixed steel tab with a hole that the lever's hole meets at OFF. */
export function drawLockBracket(g: Graphics, L: PanelLayout): void {
  const { lockPoint: h } = L;
  g.clear();
  g.roundRect(h.x - 14, h.y - 30, 28, 44, 5).fill(PALETTE.steelLight).stroke({ width: 2, color: PALETTE.steelShadow });
  g.circle(h.x, h.y, 6).fill(PALETTE.steelShadow);
}

/** The status lamp: green at initial, red otherwise (as the specification fixes it). */
export function drawLamp(g: Graphics, L: PanelLayout, green: boolean): void {
  const { lamp } = L;
  const color = green ? PALETTE.green : PALETTE.red;
  g.clear();
  g.circle(lamp.x, lamp.y, 30).fill({ color, alpha: 0.22 });
  g.circle(lamp.x, lamp.y, 20).fill(PALETTE.steelShadow);
  g.circle(lamp.x, lamp.y, 15).fill(color);
  g.circle(lamp.x - 5, lamp.y - 5, 5).fill({ color: PALETTE.white, alpha: 0.55 });
}

/** The disconnect lever drawn pointing right from its pivot at (0,0); the container rotates it. */
export function drawLever(g: Graphics, length: number, enabled: boolean): void {
  g.clear();
  g.roundRect(-14, -13, length * 0.78, 26, 13).fill(PALETTE.black);
  // The lever's lockout hole (lined up with the bracket at OFF).
  g.circle(length * 0.62, 0, 6).fill(PALETTE.steelShadow).stroke({ width: 2, color: PALETTE.steelDark });
  // Grip: red when it can be operated, grey once switched off and locked.
  g.roundRect(length * 0.7, -18, length * 0.36, 36, 14).fill(enabled ? PALETTE.red : PALETTE.steelDark);
  g.roundRect(length * 0.74, -12, length * 0.26, 6, 3).fill({ color: PALETTE.white, alpha: 0.3 });
  g.circle(0, 0, 12).fill(PALETTE.steelLight).circle(0, 0, 5).fill(PALETTE.steelShadow);
}

/** The red lockout padlock, top-left at (0,0), LOCK_SIZE big; `open` lifts the shackle. */
export function drawPadlock(g: Graphics, open: boolean): void {
  const { width: w, height: h } = LOCK_SIZE;
  g.clear();
  const lift = open ? 10 : 0;
  // Steel shackle.
  g.moveTo(12, 36 - lift)
    .lineTo(12, 20 - lift)
    .arc(w / 2, 20 - lift, w / 2 - 12, Math.PI, 0)
    .lineTo(w - 12, 36 - (open ? 0 : lift))
    .stroke({ width: 8, color: PALETTE.chrome, cap: 'round' });
  g.moveTo(12, 32 - lift).lineTo(12, 22 - lift).stroke({ width: 3, color: PALETTE.white, alpha: 0.8, cap: 'round' });
  // Red body with a label and a keyway.
  g.roundRect(0, 30, w, h - 30, 9).fill(PALETTE.red);
  g.roundRect(0, 30, 10, h - 30, 5).fill({ color: PALETTE.redLight, alpha: 0.7 });
  g.roundRect(w - 8, 34, 6, h - 38, 3).fill({ color: PALETTE.redDark, alpha: 0.8 });
  g.roundRect(10, 40, w - 20, 18, 3).fill(PALETTE.white);
  g.rect(14, 46, w - 28, 2).fill(PALETTE.steel).rect(14, 51, w - 36, 2).fill(PALETTE.steel);
  g.circle(w / 2, 68, 5).fill(PALETTE.black).rect(w / 2 - 1.5, 68, 3, 9).fill(PALETTE.black);
}

/** The tag card behind its texts, top-left at (0,0), TAG_SIZE big (ANSI Z535 DANGER look). */
export function drawTagCard(g: Graphics, size: { width: number; height: number } = TAG_SIZE): void {
  const { width: w, height: h } = size;
  const k = w / TAG_SIZE.width;
  g.clear();
  g.roundRect(3, 4, w, h, 8 * k).fill({ color: PALETTE.shadow, alpha: 0.3 });
  g.roundRect(0, 0, w, h, 8 * k).fill(PALETTE.white).stroke({ width: 3 * k, color: PALETTE.black });
  // Header band: black with the red DANGER oval.
  g.roundRect(5 * k, 22 * k, w - 10 * k, 40 * k, 4 * k).fill(PALETTE.black);
  g.ellipse(w / 2, 42 * k, w / 2 - 12 * k, 16 * k).fill(PALETTE.red).stroke({ width: 2 * k, color: PALETTE.white });
  // Eyelet.
  g.circle(w / 2, 11 * k, 6 * k).fill(PALETTE.steelLight).circle(w / 2, 11 * k, 3 * k).fill(PALETTE.steelShadow);
  // Ruled lines for the written fields.
  for (let y = 112; y < 190; y += 20) g.rect(10 * k, y * k, w - 20 * k, 1 * k).fill(PALETTE.steel);
}

/** The wall-mounted lockout station (tool tray), yellow with a navy header. */
export function drawTray(g: Graphics, L: PanelLayout): void {
  const t = L.tray;
  g.clear();
  g.roundRect(t.x + 4, t.y + 6, t.width, t.height, 10).fill({ color: PALETTE.shadow, alpha: 0.3 });
  g.roundRect(t.x, t.y, t.width, t.height, 10).fill(PALETTE.yellow).stroke({ width: 3, color: PALETTE.yellowDark });
  g.roundRect(t.x + 8, t.y + 8, t.width - 16, 36, 6).fill(PALETTE.navy);
  // Pegs and a tag pocket.
  const pegs = L.orientation === 'landscape' ? [L.lockHome] : [L.lockHome];
  for (const p of pegs) g.roundRect(p.x + p.width / 2 - 5, p.y - 10, 10, 22, 4).fill(PALETTE.steelShadow);
  const h = L.tagHome;
  g.roundRect(h.x - 8, h.y + h.height * 0.45, h.width + 16, h.height * 0.6, 6).fill(PALETTE.navy);
}

/** A dashed rounded outline (Pixi has no dashed stroke); `active` lights it up. */
export function drawDropTarget(g: Graphics, r: Rect, state: 'hidden' | 'idle' | 'hover'): void {
  g.clear();
  if (state === 'hidden') return;
  const color = state === 'hover' ? PALETTE.green : PALETTE.yellow;
  g.roundRect(r.x, r.y, r.width, r.height, 14).fill({ color, alpha: state === 'hover' ? 0.28 : 0.12 });
  const dash = 12;
  const gap = 8;
  const edges: [number, number, number, number][] = [
    [r.x, r.y, r.x + r.width, r.y],
    [r.x + r.width, r.y, r.x + r.width, r.y + r.height],
    [r.x + r.width, r.y + r.height, r.x, r.y + r.height],
    [r.x, r.y + r.height, r.x, r.y],
  ];
  for (const [x0, y0, x1, y1] of edges) {
    const len = Math.hypot(x1 - x0, y1 - y0);
    for (let d = 0; d < len; d += dash + gap) {
      const a = d / len;
      const b = Math.min(len, d + dash) / len;
      g.moveTo(x0 + (x1 - x0) * a, y0 + (y1 - y0) * a).lineTo(x0 + (x1 - x0) * b, y0 + (y1 - y0) * b);
    }
  }
  g.stroke({ width: state === 'hover' ? 4 : 3, color, cap: 'round' });
}

/** The hint bubble's body, centred on x=0 with its pointer tip at (0,0) aiming up. */
export function drawHintBubble(g: Graphics, width: number): void {
  g.clear();
  g.poly([0, 0, -12, 16, 12, 16]).fill(PALETTE.yellow);
  g.roundRect(-width / 2, 14, width, 40, 12).fill(PALETTE.yellow).stroke({ width: 2, color: PALETTE.black });
  g.poly([-11, 16, 0, 1, 11, 16]).fill(PALETTE.yellow);
}

/** Where the tester's display is in the test kit, for its reading (a Text). */
export const TEST_KIT_SCREEN = { x: 28, y: 100 } as const;

/** Conductor colours (IEC 60445): L1 brown, L2 black, L3 grey; PE green-and-yellow. */
const CONDUCTORS = [0x7b4a24, PALETTE.black, 0x8f99a8, 0x1f8f3a] as const;

/**
 * The test, shown once it is done: a two-pole voltage tester (not a multimeter) with its two
 * probes on the motor terminals (U, V, W and PE in their colours), its reading a Text on the
 * main handle's display, and the proving unit it was proven on before and after, with a check.
 * Drawn in a callout card at `L.tester`, its own coordinates from the card's top-left.
 */
export function drawTestKit(g: Graphics, L: PanelLayout): void {
  const { x: ox, y: oy, width: w, height: h } = L.tester;
  const p = (x: number, y: number) => [ox + x, oy + y] as const;
  g.clear();
  g.roundRect(ox + 4, oy + 6, w, h, 12).fill({ color: PALETTE.shadow, alpha: 0.3 });
  g.roundRect(ox, oy, w, h, 12).fill(PALETTE.navy).stroke({ width: 3, color: PALETTE.yellow });
  // The motor's terminal board and its four conductors coming in from above.
  const xs = [28, 60, 92, 124];
  for (const [i, x] of xs.entries()) {
    g.rect(...p(x - 4, 8), 8, 44).fill(CONDUCTORS[i]!);
    if (i === 3) for (let y = 12; y < 48; y += 10) g.rect(...p(x - 4, y), 8, 5).fill(PALETTE.yellow);
  }
  g.roundRect(...p(12, 34), w - 24, 34, 5).fill(PALETTE.steelLight).stroke({ width: 2, color: PALETTE.steelShadow });
  for (const x of xs) g.circle(...p(x, 51), 8).fill(PALETTE.steel).stroke({ width: 2, color: PALETTE.steelShadow }).rect(...p(x - 4, 50), 8, 2).fill(PALETTE.steelShadow);
  // The cable between the two handles.
  const [a, b] = [xs[0]!, xs[2]!];
  g.moveTo(...p(a, 176)).bezierCurveTo(...p(a, 214), ...p(b, 200), ...p(b, 152)).stroke({ width: 4, color: PALETTE.black, cap: 'round' });
  // Probe tips on L1 and L3, each with its finger guard.
  for (const x of [a, b]) {
    g.rect(...p(x - 2, 51), 4, 24).fill(PALETTE.chrome);
    g.roundRect(...p(x - 13, 72), 26, 7, 3).fill(PALETTE.black);
  }
  // Main handle with its display (the reading is a Text), second handle.
  g.roundRect(...p(a - 20, 80), 40, 100, 10).fill(PALETTE.yellow).stroke({ width: 2, color: PALETTE.black });
  g.roundRect(...p(a - 14, 88), 28, 24, 3).fill(PALETTE.meterScreen);
  g.roundRect(...p(a - 20, 150), 40, 30, 10).fill(PALETTE.black);
  g.roundRect(...p(b - 13, 80), 26, 72, 9).fill(PALETTE.yellow).stroke({ width: 2, color: PALETTE.black });
  g.roundRect(...p(b - 13, 128), 26, 24, 9).fill(PALETTE.black);
  // The proving unit, with a check: the tester was proven on it before and after.
  const u = { x: w - 46, y: h - 58 };
  g.roundRect(...p(u.x, u.y), 38, 46, 6).fill(PALETTE.steelShadow).stroke({ width: 2, color: PALETTE.black });
  g.poly([p(u.x + 22, u.y + 8), p(u.x + 11, u.y + 25), p(u.x + 18, u.y + 25), p(u.x + 14, u.y + 38), p(u.x + 28, u.y + 19), p(u.x + 21, u.y + 19), p(u.x + 25, u.y + 8)].flat()).fill(PALETTE.yellow);
  g.circle(...p(u.x + 30, u.y - 4), 11).fill(PALETTE.greenDark).stroke({ width: 2, color: PALETTE.white });
  g.moveTo(...p(u.x + 25, u.y - 4)).lineTo(...p(u.x + 29, u.y + 1)).lineTo(...p(u.x + 36, u.y - 9)).stroke({ width: 3, color: PALETTE.white, cap: 'round', join: 'round' });
}

/** The ON/OFF plates beside the lever, `width` wide at `right`: the live position is lit (green ON, yellow OFF). */
export function drawSwitchPlates(g: Graphics, L: PanelLayout, right: number, width: number, on: boolean): void {
  g.clear();
  g.roundRect(right - width, L.pivot.y - 66, width + 8, 28, 6).fill(on ? PALETTE.greenDark : PALETTE.steelLight);
  g.roundRect(right - width, L.pivot.y + 38, width + 8, 28, 6).fill(on ? PALETTE.steelLight : PALETTE.yellow);
}

/** The zip tie from the padlock's shackle to the hung tag's eyelet (in the tag's coordinates). */
export function drawZipTie(g: Graphics, L: PanelLayout): void {
  g.clear();
  g.moveTo(8, 12 - (L.tagOnPanel.y - L.lockOnPanel.y - 16)).lineTo(TAG_SIZE.width / 2, 11).stroke({ width: 2, color: PALETTE.black });
}

/** The lever's touch zone: its whole sweep, invisible but hit-testable (the same box as its twin). */
export function drawTouchZone(g: Graphics, r: Rect): void {
  g.clear();
  g.rect(r.x, r.y, r.width, r.height).fill({ color: PALETTE.white, alpha: 0.001 });
}
