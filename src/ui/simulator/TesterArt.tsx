/**
 * The test dialog's picture: live-dead-live with a two-pole voltage tester, in three panels.
 * 1, the tester proven on its proving unit (it shows voltage: a bolt, and a check that it works);
 * 2, its two probes on the motor terminals (U, V, W and PE wires in their IEC colours), reading
 * zero; 3, proven again. Drawn by hand in the style of the knowledge figures (flat shapes, navy
 * outlines, the shared palette); no words in it but the reading, so the alt text says it all.
 */
import { INK, PALETTE, THIN } from '../common/svgPalette';

const C = {
  ...PALETTE,
  screen: '#1d2a21',
  lit: '#4ade80',
  /** Conductor colours (IEC 60445): L1 brown, L2 black, L3 grey, PE green-and-yellow. */
  brown: '#7b4a24',
  black: '#111827',
  grey: '#8f99a8',
  green: '#1f8f3a',
} as const;

const ink = INK;
const thin = THIN;

const PANEL = { width: 180, height: 214, top: 26 } as const;

/** A lightning bolt centred on (x, y), `s` high. */
function Bolt({ x, y, s, fill }: { x: number; y: number; s: number; fill: string }) {
  const k = s / 24;
  return (
    <path
      transform={`translate(${x} ${y}) scale(${k}) translate(-7 -12)`}
      d="M9 0 L0 14 H6 L3 24 L14 8 H8 L11 0 Z"
      fill={fill}
      stroke={C.navy800}
      strokeWidth={1.2 / k}
      strokeLinejoin="round"
    />
  );
}

/** A green round badge with a white check mark. */
function Check({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r="13" fill={C.safe} {...thin} />
      <path d="M-6 0 L-1.5 5 L7 -5" fill="none" stroke={C.white} strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}

/**
 * The two-pole tester: the main handle with its display, probe tip at (ax, tipY), and the second
 * handle with its tip at (bx, tipY), joined by their cable.
 */
function Tester({ ax, bx, tipY, reading }: { ax: number; bx: number; tipY: number; reading: 'live' | string }) {
  const body = tipY + 30;
  return (
    <g>
      {/* The cable between the handles. */}
      <path d={`M${ax} ${body + 90} C ${ax} ${body + 122}, ${bx} ${body + 96}, ${bx} ${body + 62}`} fill="none" stroke={C.black} strokeWidth="4" strokeLinecap="round" />
      {[ax, bx].map((x) => (
        <g key={x}>
          <path d={`M${x} ${tipY} V${tipY + 22}`} stroke={C.steel500} strokeWidth="4" strokeLinecap="round" />
          <rect x={x - 15} y={tipY + 20} width="30" height="8" rx="3" fill={C.black} {...thin} />
        </g>
      ))}
      {/* Main handle: display, then the grip. */}
      <rect x={ax - 22} y={body} width="44" height="92" rx="10" fill={C.caution} {...ink} />
      <rect x={ax - 16} y={body + 8} width="32" height="26" rx="3" fill={C.screen} {...thin} />
      {reading === 'live' ? (
        <Bolt x={ax} y={body + 21} s={18} fill={C.caution} />
      ) : (
        <text x={ax} y={body + 25.5} textAnchor="middle" fill={C.lit} fontFamily="var(--font-display)" fontWeight="700" fontSize="12.5">
          {reading}
        </text>
      )}
      <rect x={ax - 22} y={body + 62} width="44" height="30" rx="10" fill={C.black} {...ink} />
      <circle cx={ax} cy={body + 48} r="5" fill={reading === 'live' ? '#ef4444' : C.steel300} {...thin} />
      {/* Second handle. */}
      <rect x={bx - 14} y={body} width="28" height="62" rx="9" fill={C.caution} {...ink} />
      <rect x={bx - 14} y={body + 38} width="28" height="24" rx="9" fill={C.black} {...ink} />
    </g>
  );
}

/** The proving unit (a known voltage source): the tester's probes touch its two contacts. */
function ProvingUnit({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x} y={y} width="104" height="50" rx="8" fill={C.steel700} {...ink} />
      <rect x={x + 30} y={y + 8} width="44" height="32" rx="4" fill={C.caution} {...thin} />
      <Bolt x={x + 52} y={y + 24} s={24} fill={C.navy800} />
      {[x + 20, x + 84].map((cx) => (
        <rect key={cx} x={cx - 7} y={y + 42} width="14" height="9" rx="2" fill={C.steel300} {...thin} />
      ))}
    </g>
  );
}

/** The motor's terminal board with its four conductors coming in from above. */
function Terminals({ xs, y }: { xs: readonly number[]; y: number }) {
  const colours = [C.brown, C.black, C.grey, C.green];
  return (
    <g>
      {xs.map((x, i) => (
        <g key={x}>
          <path d={`M${x} ${y - 22} V${y + 24}`} stroke={C.navy800} strokeWidth="9" strokeLinecap="round" />
          <path d={`M${x} ${y - 22} V${y + 24}`} stroke={colours[i]} strokeWidth="6" strokeLinecap="round" />
          {i === 3 && <path d={`M${x} ${y - 22} V${y + 24}`} stroke={C.caution} strokeWidth="6" strokeDasharray="5 5" />}
        </g>
      ))}
      <rect x={xs[0]! - 20} y={y + 6} width={xs[xs.length - 1]! - xs[0]! + 40} height="44" rx="6" fill={C.steel200} {...ink} />
      {xs.map((x) => (
        <g key={x}>
          <circle cx={x} cy={y + 28} r="10" fill={C.steel300} {...ink} />
          <path d={`M${x - 5} ${y + 28} H${x + 5}`} stroke={C.navy800} strokeWidth="2" strokeLinecap="round" />
        </g>
      ))}
    </g>
  );
}

function Panel({ index, children }: { index: number; children: React.ReactNode }) {
  const x = index * (PANEL.width + 30);
  return (
    <g transform={`translate(${x} ${PANEL.top})`}>
      <rect width={PANEL.width} height={PANEL.height} rx="12" fill={C.paper} {...ink} />
      {children}
      <g transform={`translate(${PANEL.width / 2} 0)`}>
        <circle r="15" fill={C.navy800} stroke={C.caution} strokeWidth="3" />
        <text y="6" textAnchor="middle" fill={C.white} fontFamily="var(--font-display)" fontWeight="700" fontSize="17">
          {index + 1}
        </text>
      </g>
    </g>
  );
}

/** The picture; `zero` is the tester's reading on dead terminals, as the language writes it. */
export function TesterArt({ zero }: { zero: string }) {
  const proven = (
    <>
      <ProvingUnit x={38} y={24} />
      <Tester ax={58} bx={122} tipY={76} reading="live" />
      <Check x={158} y={128} />
    </>
  );
  return (
    <svg className="tester-art__svg" viewBox="0 0 600 244" width="100%" aria-hidden="true" focusable="false">
      <Panel index={0}>{proven}</Panel>
      <Panel index={1}>
        <Terminals xs={[36, 72, 108, 144]} y={20} />
        <Tester ax={36} bx={108} tipY={48} reading={zero} />
      </Panel>
      <Panel index={2}>{proven}</Panel>
      {[0, 1].map((i) => (
        <path
          key={i}
          d={`M${PANEL.width + 9 + i * (PANEL.width + 30)} ${PANEL.top + 96} l12 12 l-12 12`}
          fill="none"
          stroke={C.caution}
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
