import type { ReactNode } from 'react';
import type { FigureId } from '../../content/types';
import { INK, PALETTE, THIN } from '../common/svgPalette';

/**
 * The knowledge page's illustrations, drawn by hand as inline SVG in the safety-manual style of
 * the rest of the site: flat shapes, navy outlines, the shared palette (CSS variables with their
 * hex values as fallbacks). No words inside the drawings, so they serve all five languages; the
 * section's own text says what they show, so they are hidden from assistive technology.
 */

const C = PALETTE;
const ink = INK;
const thin = THIN;

/** The SVG and its light panel; whatever reaches past the panel's rounded edge is clipped to it. */
function Frame({ id, children }: { id: FigureId; children: ReactNode }) {
  const clip = `loto-figure-${id}`;
  return (
    <svg viewBox="0 0 320 200" width="100%" aria-hidden="true" focusable="false" className="figure">
      <defs>
        <clipPath id={clip}>
          <rect x="2" y="2" width="316" height="196" rx="14" />
        </clipPath>
      </defs>
      <rect x="2" y="2" width="316" height="196" rx="14" fill={C.steel100} />
      <g clipPath={`url(#${clip})`}>{children}</g>
    </svg>
  );
}

/** A floor line across the panel, for the figures that stand on the ground. */
function Floor({ y }: { y: number }) {
  return <path d={`M16 ${y} H304`} stroke={C.steel300} strokeWidth="3" strokeLinecap="round" />;
}

interface PadlockProps {
  /** Where the shackle hangs: the centre of the hole it passes through. */
  readonly x: number;
  readonly y: number;
  readonly s?: number;
  readonly body: string;
  readonly outline?: string;
  readonly shackle?: string;
}

/** A safety padlock: coloured body, steel shackle, keyhole. */
function Padlock({ x, y, s = 1, body, outline = C.navy800, shackle = C.steel300 }: PadlockProps) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M-7 15 V7 A7 7 0 0 1 7 7 V15" fill="none" stroke={outline} strokeWidth="6" strokeLinecap="round" />
      <path d="M-7 15 V7 A7 7 0 0 1 7 7 V15" fill="none" stroke={shackle} strokeWidth="3" strokeLinecap="round" />
      <rect x="-12" y="13" width="24" height="23" rx="4" fill={body} stroke={outline} strokeWidth="2" />
      <path d="M-8 17 H8" stroke={C.white} strokeOpacity="0.45" strokeWidth="2" strokeLinecap="round" />
      <circle cx="0" cy="25" r="2.6" fill={outline} />
      <path d="M0 25 V31" stroke={outline} strokeWidth="2.2" strokeLinecap="round" />
    </g>
  );
}

/** A DANGER tag hanging from its grommet at (x, y): white card, red header band, lines for text. */
function Tag({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M-10 -8 H10 L14 -4 V40 Q14 43 11 43 H-11 Q-14 43 -14 40 V-4 Z" fill={C.white} />
      <path d="M-10 -8 H10 L14 -4 V13 H-14 V-4 Z" fill={C.danger} />
      <rect x="-9" y="6" width="18" height="4.5" rx="2.25" fill={C.white} />
      <circle cx="0" cy="-1" r="3.4" fill={C.steel100} stroke={C.steel500} strokeWidth="1.6" />
      <path d="M-9 20 H9 M-9 26 H6 M-9 32 H9" stroke={C.steel300} strokeWidth="2" strokeLinecap="round" />
      <path d="M-10 -8 H10 L14 -4 V40 Q14 43 11 43 H-11 Q-14 43 -14 40 V-4 Z" fill="none" {...thin} />
    </g>
  );
}

/** An arrowhead at (x, y) pointing along the angle (degrees, 0 = right, 90 = down). */
function Arrowhead({ x, y, angle, color }: { x: number; y: number; angle: number; color: string }) {
  return <path d="M0 0 L-9 -5.5 L-7 0 L-9 5.5 Z" transform={`translate(${x} ${y}) rotate(${angle})`} fill={color} stroke={color} strokeWidth="1.5" strokeLinejoin="round" />;
}

/** The side of a disconnect switch: handle housing, handle turned down to OFF, the lock tab with its hole at (lx, ly). */
function OffHandle({ px, py, lx, ly }: { px: number; py: number; lx: number; ly: number }) {
  return (
    <g>
      <rect x={px - 6} y={py - 16} width="14" height={ly - py + 22} rx="4" fill={C.steel300} {...ink} />
      <path d={`M${px + 2} ${ly - 7} H${lx + 6} a7 7 0 0 1 0 14 H${px + 2} Z`} fill={C.steel300} {...ink} />
      <path d={`M${px} ${py} L${lx} ${ly - 4}`} stroke={C.navy800} strokeWidth="11" strokeLinecap="round" />
      <path d={`M${px} ${py} L${lx} ${ly - 4}`} stroke={C.navy700} strokeWidth="6" strokeLinecap="round" />
      <circle cx={px} cy={py} r="8" fill={C.steel500} {...ink} />
      <circle cx={px} cy={py} r="2.5" fill={C.navy800} />
      <circle cx={lx} cy={ly} r="3.6" fill={C.steel100} stroke={C.navy800} strokeWidth="1.5" />
    </g>
  );
}

/** A wall-mounted switch box (front), with its hinges, screws and an electrical-hazard triangle. */
function SwitchBox({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  const cx = x + w / 2;
  return (
    <g>
      <rect x={x + 4} y={y + 5} width={w} height={h} rx="6" fill={C.steel300} opacity="0.55" />
      <rect x={x} y={y} width={w} height={h} rx="6" fill={C.steel300} {...ink} />
      <rect x={x + 8} y={y + 8} width={w - 16} height={h - 16} rx="4" fill={C.steel200} {...thin} />
      <path d={`M${x - 2} ${y + 22} V${y + 34} M${x - 2} ${y + h - 34} V${y + h - 22}`} stroke={C.navy800} strokeWidth="5" strokeLinecap="round" />
      {[
        [x + 15, y + 15],
        [x + w - 15, y + 15],
        [x + 15, y + h - 15],
        [x + w - 15, y + h - 15],
      ].map(([sx, sy]) => (
        <circle key={`${sx}-${sy}`} cx={sx} cy={sy} r="2.2" fill={C.steel500} />
      ))}
      <g transform={`translate(${cx} ${y + 44})`}>
        <path d="M0 -18 L18 13 H-18 Z" fill={C.caution} {...ink} />
        <path d="M2 -8 L-5 3 H1 L-2 11 L6 -1 H0 Z" fill={C.navy800} stroke={C.navy800} strokeWidth="1" strokeLinejoin="round" />
      </g>
      <rect x={cx - 22} y={y + h - 58} width="44" height="26" rx="3" fill={C.white} {...thin} />
      <path d={`M${cx - 15} ${y + h - 50} H${cx + 15} M${cx - 15} ${y + h - 42} H${cx + 7}`} stroke={C.steel300} strokeWidth="2.2" strokeLinecap="round" />
    </g>
  );
}

function IsolationPoint() {
  return (
    <Frame id="isolation-point">
      <g transform="translate(20 0)">
        {/* Conduit feeding the switch box. */}
        <rect x="104" y="2" width="18" height="30" fill={C.steel300} />
        <path d="M104 2 V30 M122 2 V30" {...ink} />
        <rect x="100" y="22" width="26" height="8" rx="2" fill={C.steel500} {...thin} />
        <SwitchBox x={62} y={30} w={104} h={138} />
        {/* The handle's ON position, ghosted, and the throw down to OFF. */}
        <path d="M178 66 L200 28" stroke={C.steel300} strokeWidth="11" strokeLinecap="round" opacity="0.7" />
        <path d="M211 33 A54 54 0 0 1 221 101" fill="none" stroke={C.steel500} strokeWidth="2.5" strokeLinecap="round" strokeDasharray="6 6" />
        <Arrowhead x={220} y={104} angle={112} color={C.steel500} />
        <OffHandle px={178} py={66} lx={204} ly={118} />
        {/* The padlock through the handle's lock hole, the tag tied to its shackle. */}
        <path d="M211 126 Q224 134 236 132" fill="none" stroke={C.steel500} strokeWidth="1.8" strokeLinecap="round" />
        <Tag x={240} y={134} s={1.05} />
        <Padlock x={204} y={118} s={1.3} body={C.danger} />
      </g>
    </Frame>
  );
}

/** A key hanging from a hook, bow up. */
function Key({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M0 -6 V0" stroke={C.steel500} strokeWidth="2" strokeLinecap="round" />
      <circle cx="0" cy="6" r="6" fill={C.caution} stroke={C.cautionDark} strokeWidth="1.8" />
      <circle cx="0" cy="6" r="2" fill={C.white} />
      <path d="M0 12 V36 M0 28 H5 M0 33 H4" stroke={C.cautionDark} strokeWidth="3" strokeLinecap="round" />
    </g>
  );
}

function GroupLockbox() {
  const locks = [C.danger, C.blue, C.safe, C.caution];
  return (
    <Frame id="group-lockbox">
      <rect x="100" y="24" width="128" height="108" rx="7" fill={C.steel300} opacity="0.55" />
      <rect x="96" y="20" width="128" height="108" rx="7" fill={C.steel300} {...ink} />
      <path d="M96 42 H224" {...ink} />
      <path d="M140 20 V11 Q140 8 143 8 H177 Q180 8 180 11 V20" fill="none" stroke={C.navy800} strokeWidth="4" strokeLinejoin="round" />
      <rect x="110" y="52" width="100" height="64" rx="4" fill={C.white} fillOpacity="0.75" {...ink} />
      <path d="M116 60 H204" stroke={C.steel500} strokeWidth="2.5" strokeLinecap="round" />
      {[126, 146, 166, 186].map((kx) => (
        <Key key={kx} x={kx} y={66} />
      ))}
      <path d="M204 64 L194 84 M205 78 L199 90" stroke={C.white} strokeWidth="3.5" strokeLinecap="round" />
      <rect x="84" y="128" width="152" height="20" rx="6" fill={C.steel500} {...ink} />
      <path d="M96 128 V122 M224 128 V122" {...ink} />
      {[100, 130, 160, 190, 220].map((hx) => (
        <circle key={hx} cx={hx} cy="138" r="4.2" fill={C.steel100} stroke={C.navy800} strokeWidth="1.5" />
      ))}
      {locks.map((color, i) => (
        <Padlock key={color} x={100 + 30 * i} y={138} s={1.05} body={color} />
      ))}
    </Frame>
  );
}

function StoredEnergy() {
  return (
    <Frame id="stored-energy">
      <Floor y={182} />
      {/* Press: crown with its cylinder, columns, raised ram, bed. */}
      <rect x="96" y="12" width="40" height="20" rx="3" fill={C.steel500} {...ink} />
      <rect x="36" y="30" width="160" height="22" rx="4" fill={C.navy700} {...ink} />
      <rect x="46" y="52" width="14" height="100" fill={C.steel300} {...ink} />
      <rect x="172" y="52" width="14" height="100" fill={C.steel300} {...ink} />
      <rect x="109" y="52" width="14" height="12" fill={C.steel200} {...ink} />
      <rect x="62" y="62" width="108" height="26" rx="3" fill={C.steel500} {...ink} />
      <rect x="80" y="88" width="72" height="10" fill={C.steel300} {...ink} />
      <rect x="36" y="150" width="160" height="26" rx="4" fill={C.navy700} {...ink} />
      <path d="M44 176 V182 M188 176 V182" {...ink} />
      <rect x="80" y="138" width="72" height="12" fill={C.steel300} {...ink} />
      {/* The safety block holding the ram up. */}
      <rect x="103" y="98" width="26" height="40" rx="2" fill={C.danger} {...ink} />
      <rect x="100" y="98" width="32" height="7" rx="1.5" fill={C.steel500} {...ink} />
      <rect x="100" y="131" width="32" height="7" rx="1.5" fill={C.steel500} {...ink} />
      <path d="M109 110 V126" stroke={C.white} strokeOpacity="0.5" strokeWidth="2.5" strokeLinecap="round" />
      {/* Hydraulic line: gauge at zero, bleed valve open, draining into a tray. */}
      <path d="M136 20 H280 V105" fill="none" stroke={C.navy800} strokeWidth="6" strokeLinejoin="round" />
      <path d="M136 20 H280 V106" fill="none" stroke={C.steel300} strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M226 20 V36" stroke={C.navy800} strokeWidth="5" />
      <circle cx="226" cy="58" r="22" fill={C.white} stroke={C.navy800} strokeWidth="3" />
      {[225, 180, 135, 90, 45, 0, -45].map((a) => {
        const r = (a * Math.PI) / 180;
        return <path key={a} d={`M${226 + 13 * Math.cos(r)} ${58 - 13 * Math.sin(r)} L${226 + 17 * Math.cos(r)} ${58 - 17 * Math.sin(r)}`} stroke={C.steel500} strokeWidth="2" strokeLinecap="round" />;
      })}
      <path d="M213.3 70.7 A18 18 0 0 1 208.6 57" fill="none" stroke={C.safe} strokeWidth="4" />
      <path d="M226 58 L214.7 69.3" stroke={C.danger} strokeWidth="3" strokeLinecap="round" />
      <circle cx="226" cy="58" r="3.5" fill={C.navy800} />
      <path d="M270 105 H290 L270 131 H290 Z" fill={C.steel300} {...ink} />
      <path d="M280 118 H296" {...ink} strokeWidth="4" />
      <ellipse cx="298" cy="118" rx="3.5" ry="10" fill={C.danger} {...thin} />
      <path d="M280 131 V140" stroke={C.navy800} strokeWidth="6" />
      <path d="M280 130 V140" stroke={C.steel300} strokeWidth="2.5" />
      <path d="M280 147 q-4 6 0 8 q4 -2 0 -8 Z M280 160 q-4 6 0 8 q4 -2 0 -8 Z" fill={C.steel500} stroke={C.steel500} strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M262 168 H298 L294 182 H266 Z" fill={C.steel200} {...ink} />
      {/* A released spring, coils open, standing free. */}
      <rect x="208" y="174" width="32" height="8" rx="2" fill={C.steel500} {...ink} />
      <path d="M214 174 L234 166 L214 158 L234 150 L214 142 L234 134 L214 126 L234 118" fill="none" stroke={C.navy800} strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="208" y="110" width="32" height="8" rx="2" fill={C.steel500} {...ink} />
    </Frame>
  );
}

function TryOut() {
  return (
    <Frame id="try-out">
      <Floor y={182} />
      {/* Control station on its post: START (green) pressed, STOP (red). */}
      <rect x="62" y="128" width="14" height="52" fill={C.steel500} {...ink} />
      <rect x="48" y="176" width="42" height="7" rx="2" fill={C.steel700} {...ink} />
      <rect x="32" y="56" width="74" height="76" rx="7" fill={C.steel300} {...ink} />
      <rect x="40" y="64" width="58" height="60" rx="4" fill={C.steel200} {...thin} />
      <circle cx="69" cy="84" r="13" fill={C.steel500} {...thin} />
      <circle cx="69" cy="84" r="9" fill={C.safe} {...thin} />
      <circle cx="69" cy="110" r="10" fill={C.danger} {...thin} />
      <path d="M64 106 A7 7 0 0 1 71 104" fill="none" stroke={C.white} strokeOpacity="0.5" strokeWidth="2" strokeLinecap="round" />
      {/* Gloved hand pressing START. */}
      <g transform="translate(69 84) rotate(40) translate(-25 5)">
        <path d="M-70 -13 H-28 V13 H-70 Z" fill={C.steel700} {...ink} />
        <rect x="-30" y="-14" width="12" height="28" rx="3" fill={C.cautionDark} {...ink} />
        <path d="M-19 -11 H2 A4 4 0 0 1 2 -3 H-6 V10 A5 5 0 0 1 -11 14 H-14 A5 5 0 0 1 -19 9 Z" fill={C.caution} {...ink} />
        <rect x="-4" y="-10" width="29" height="9" rx="4.5" fill={C.caution} {...ink} />
        <path d="M-6 2 H0 A4 4 0 0 1 0 10 H-6" fill={C.caution} {...ink} />
      </g>
      {/* Motor and its coupling. */}
      <path d="M106 118 H150 V96 H196" fill="none" stroke={C.navy800} strokeWidth="3" strokeLinejoin="round" />
      <rect x="170" y="158" width="96" height="14" rx="3" fill={C.steel700} {...ink} />
      <rect x="186" y="84" width="28" height="16" rx="3" fill={C.steel300} {...ink} />
      <rect x="166" y="98" width="90" height="62" rx="12" fill={C.steel500} {...ink} />
      {[186, 200, 214, 228, 242].map((fx) => (
        <path key={fx} d={`M${fx} 106 V152`} stroke={C.steel700} strokeWidth="2.5" strokeLinecap="round" />
      ))}
      <rect x="256" y="123" width="18" height="12" fill={C.steel300} {...ink} />
      <rect x="274" y="112" width="16" height="34" rx="3" fill={C.steel300} {...ink} />
      {/* No motion: a rotation arrow under a prohibition ring. */}
      <g transform="translate(274 64)">
        <circle r="25" fill={C.white} />
        <path d="M0 -11 A11 11 0 1 1 -11 1" fill="none" stroke={C.steel700} strokeWidth="3.5" strokeLinecap="round" />
        <Arrowhead x={-11} y={-6} angle={-90} color={C.steel700} />
        <circle r="22" fill="none" stroke={C.danger} strokeWidth="5" />
        <path d="M-15.5 -15.5 L15.5 15.5" stroke={C.danger} strokeWidth="5" />
      </g>
      {/* Voltage tester on the terminals: display reads zero. */}
      <path d="M130 66 C 134 96 186 70 194 86 M144 66 C 148 90 200 64 206 86" fill="none" strokeWidth="2.5" strokeLinecap="round" stroke={C.navy800} />
      <rect x="122" y="22" width="30" height="46" rx="6" fill={C.caution} {...ink} />
      <rect x="127" y="28" width="20" height="16" rx="2" fill={C.safeSoft} {...thin} />
      <rect x="133.5" y="31" width="7" height="10" rx="3" fill="none" stroke={C.navy800} strokeWidth="2" />
      <circle cx="137" cy="55" r="5" fill={C.steel700} />
    </Frame>
  );
}

type Pose = 'hold' | 'reach' | 'stand';

interface PersonProps {
  readonly x: number;
  /** Where the feet are. */
  readonly y: number;
  readonly s?: number;
  readonly color: string;
  readonly pose: Pose;
  readonly hat?: string;
}

/** A standing figure in pictogram style: round head, limbs as thick rounded strokes. */
function Person({ x, y, s = 1, color, pose, hat }: PersonProps) {
  const limb = { stroke: color, strokeLinecap: 'round', strokeLinejoin: 'round', fill: 'none' } as const;
  const rightArm = pose === 'hold' ? 'M19 -90 L28 -64 L44 -76' : pose === 'reach' ? 'M19 -90 L50 -80' : 'M19 -90 L24 -56';
  return (
    <g transform={`translate(${x} ${y}) scale(${s})`}>
      <path d="M-7 -52 L-9 -4 M7 -52 L9 -4" {...limb} strokeWidth="12" />
      <path d="M-15 -3 H-5 M5 -3 H15" {...limb} strokeWidth="7" />
      <path d="M-19 -90 L-24 -56" {...limb} strokeWidth="9" />
      <path d={rightArm} {...limb} strokeWidth="9" />
      <rect x="-17" y="-100" width="34" height="50" rx="9" fill={color} />
      <circle cx="0" cy="-113" r="11" fill={color} />
      {hat && (
        <g>
          <path d="M-12 -115 A12 12 0 0 1 12 -115 Z" fill={hat} {...thin} />
          <path d="M-16 -115 H16" {...ink} />
        </g>
      )}
    </g>
  );
}

function Roles() {
  return (
    <Frame id="roles">
      <Floor y={182} />
      {/* Another employee, further back. */}
      <Person x={160} y={150} s={0.62} color={C.steel300} pose="stand" />
      {/* The operator at the machine's panel (affected employee). */}
      <rect x="252" y="60" width="52" height="122" rx="4" fill={C.steel300} {...ink} />
      <rect x="260" y="70" width="36" height="40" rx="3" fill={C.steel200} {...thin} />
      <circle cx="270" cy="82" r="4" fill={C.safe} />
      <circle cx="286" cy="82" r="4" fill={C.danger} />
      <rect x="266" y="94" width="24" height="8" rx="2" fill={C.navy700} />
      <path d="M260 126 H296 M260 140 H296" stroke={C.steel500} strokeWidth="2" strokeLinecap="round" />
      <Person x={214} y={180} s={0.9} color={C.steel500} pose="reach" hat={C.white} />
      {/* The authorized employee, highlighted, with the padlock in hand. */}
      <circle cx="86" cy="108" r="66" fill={C.white} stroke={C.caution} strokeWidth="4" />
      <Person x={82} y={180} color={C.navy700} pose="hold" hat={C.caution} />
      <Padlock x={128} y={68} s={1.05} body={C.danger} />
      <circle cx="126" cy="105" r="6.5" fill={C.navy700} />
    </Frame>
  );
}

/** A lockout hasp hanging from the lock hole at (x, y), its plate holding `holes` positions. */
function Hasp({ x, y, holes }: { x: number; y: number; holes: readonly number[] }) {
  const last = holes[holes.length - 1] ?? x;
  return (
    <g>
      <ellipse cx={x} cy={y + 10} rx="6" ry="12" fill="none" stroke={C.navy800} strokeWidth="6" />
      <ellipse cx={x} cy={y + 10} rx="6" ry="12" fill="none" stroke={C.steel300} strokeWidth="3" />
      <rect x={x - 12} y={y + 18} width={last - x + 26} height="20" rx="8" fill={C.steel700} {...ink} />
      {holes.map((hx) => (
        <circle key={hx} cx={hx} cy={y + 28} r="5" fill={C.steel100} stroke={C.navy800} strokeWidth="1.5" />
      ))}
    </g>
  );
}

function Clock({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="28" fill={C.white} stroke={C.navy800} strokeWidth="3.5" />
      {Array.from({ length: 12 }, (_, i) => (
        <path key={i} d={i % 3 === 0 ? 'M0 -23 V-18' : 'M0 -23 V-20.5'} transform={`rotate(${i * 30})`} stroke={C.steel500} strokeWidth="2" strokeLinecap="round" />
      ))}
      <path d="M0 0 L11 -6.5" stroke={C.navy800} strokeWidth="4" strokeLinecap="round" />
      <path d="M0 0 V-17" stroke={C.navy800} strokeWidth="3" strokeLinecap="round" />
      <circle r="3" fill={C.danger} />
    </g>
  );
}

function ShiftChange() {
  return (
    <Frame id="shift-change">
      <SwitchBox x={18} y={24} w={68} h={140} />
      <OffHandle px={96} py={52} lx={114} ly={92} />
      <Hasp x={114} y={92} holes={[142, 176, 210, 244]} />
      {/* Outgoing lock (muted), incoming lock (strong), and the hand-over between them. */}
      <Padlock x={142} y={120} s={1.3} body={C.steel200} outline={C.steel500} shackle={C.steel200} />
      <Padlock x={210} y={120} s={1.3} body={C.danger} />
      <path d="M150 174 Q176 196 200 176" fill="none" stroke={C.navy800} strokeWidth="3" strokeLinecap="round" />
      <Arrowhead x={202} y={174} angle={-40} color={C.navy800} />
      <Clock x={262} y={50} />
    </Frame>
  );
}

/** An arc of a circle centred on (cx, cy), from angle a0 to a1 (degrees, 0 = right, clockwise positive). */
function arcPath(cx: number, cy: number, r: number, a0: number, a1: number): string {
  const point = (a: number) => [cx + r * Math.cos((a * Math.PI) / 180), cy + r * Math.sin((a * Math.PI) / 180)] as const;
  const [x0, y0] = point(a0);
  const [x1, y1] = point(a1);
  return `M${x0.toFixed(1)} ${y0.toFixed(1)} A${r} ${r} 0 0 1 ${x1.toFixed(1)} ${y1.toFixed(1)}`;
}

function TagOnly() {
  return (
    <Frame id="tag-only">
      <Floor y={182} />
      {/* A line valve on its pipe: flanges, body, bonnet and a bare stem with no handwheel. */}
      <rect x="10" y="112" width="300" height="26" fill={C.steel300} />
      <path d="M10 112 H310 M10 138 H310" {...ink} />
      {[86, 202].map((fx) => (
        <rect key={fx} x={fx} y="102" width="12" height="46" rx="2" fill={C.steel500} {...ink} />
      ))}
      <path d="M98 104 H202 V146 H98 Z" fill={C.steel500} {...ink} />
      <rect x="132" y="78" width="36" height="28" rx="4" fill={C.steel700} {...ink} />
      <rect x="145" y="44" width="10" height="36" fill={C.steel300} {...ink} />
      <rect x="141" y="38" width="18" height="10" rx="2" fill={C.steel500} {...ink} />
      {/* Where the handwheel was: a ghost, with the wheel itself set down on the floor. */}
      <ellipse cx="150" cy="42" rx="34" ry="8" fill="none" stroke={C.steel500} strokeWidth="2.5" strokeDasharray="5 5" />
      <path d="M188 40 Q232 30 250 120" fill="none" stroke={C.steel500} strokeWidth="2.5" strokeLinecap="round" strokeDasharray="6 6" />
      <Arrowhead x={250} y={124} angle={80} color={C.steel500} />
      <ellipse cx="262" cy="176" rx="34" ry="7" fill={C.danger} {...ink} />
      <ellipse cx="262" cy="176" rx="20" ry="3.5" fill={C.steel100} stroke={C.navy800} strokeWidth="1.5" />
      {/* The DANGER tag tied to the stem. */}
      <path d="M150 62 Q128 66 118 70" fill="none" stroke={C.steel500} strokeWidth="1.8" strokeLinecap="round" />
      <Tag x={112} y={72} s={0.9} />
    </Frame>
  );
}

function ApproachBoundaries() {
  const cx = 92;
  const cy = 100;
  return (
    <Frame id="approach-boundaries">
      <Floor y={182} />
      {/* The three boundaries around the exposed live bar: arc flash (widest), limited, restricted. */}
      <path d={arcPath(cx, cy, 176, -70, 70)} fill="none" stroke={C.cautionDark} strokeWidth="3.5" strokeDasharray="10 7" strokeLinecap="round" />
      <path d={arcPath(cx, cy, 118, -70, 70)} fill="none" stroke={C.steel500} strokeWidth="3.5" strokeDasharray="10 7" strokeLinecap="round" />
      <path d={arcPath(cx, cy, 62, -70, 70)} fill="none" stroke={C.danger} strokeWidth="3.5" strokeDasharray="10 7" strokeLinecap="round" />
      {/* The open board: back plate, three busbars; the two neighbours under an insulating cover. */}
      <rect x="14" y="22" width="96" height="156" rx="6" fill={C.steel300} {...ink} />
      <rect x="24" y="32" width="76" height="136" rx="3" fill={C.steel200} {...thin} />
      {[44, 64, cx].map((bx) => (
        <rect key={bx} x={bx - 4} y="42" width="8" height="116" rx="2" fill={C.cautionDark} {...thin} />
      ))}
      <rect x="32" y="52" width="44" height="96" rx="6" fill={C.caution} {...ink} />
      <path d="M40 62 V138 M68 62 V138" stroke={C.white} strokeOpacity="0.5" strokeWidth="2.5" strokeLinecap="round" />
      <path d={`M${cx + 10} ${cy - 12} L${cx + 4} ${cy} H${cx + 10} L${cx + 5} ${cy + 12}`} fill="none" stroke={C.danger} strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      {/* A qualified worker in arc-rated gear outside the arc flash boundary. */}
      <Person x={292} y={180} s={0.82} color={C.navy700} pose="stand" hat={C.caution} />
      <rect x="281" y="78" width="22" height="12" rx="3" fill={C.safeSoft} stroke={C.navy800} strokeWidth="1.5" />
    </Frame>
  );
}

const FIGURES: Record<FigureId, () => ReactNode> = {
  'isolation-point': IsolationPoint,
  'group-lockbox': GroupLockbox,
  'stored-energy': StoredEnergy,
  'try-out': TryOut,
  roles: Roles,
  'shift-change': ShiftChange,
  'tag-only': TagOnly,
  'approach-boundaries': ApproachBoundaries,
};

/** The drawn illustration for a knowledge section. */
export function Figure({ id }: { id: FigureId }) {
  const Drawing = FIGURES[id];
  return <Drawing />;
}
