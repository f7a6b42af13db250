import {
  Activity,
  AirVent,
  ArrowBigDownDash,
  ArrowDownToLine,
  BatteryCharging,
  CloudFog,
  Cog,
  Construction,
  Cylinder,
  Droplet,
  Fan,
  Flame,
  FlaskConical,
  Gauge,
  Hammer,
  Heater,
  LoaderPinwheel,
  Magnet,
  Mountain,
  PlugZap,
  Repeat,
  RotateCw,
  Skull,
  Sparkles,
  SprayCan,
  TestTubeDiagonal,
  Thermometer,
  Wind,
  Wrench,
  Zap,
  type IconNode,
} from 'lucide';
import { GraphicsContext, GraphicsPath } from 'pixi.js';
import type { Energy, Hazard } from '../../rules/catalog';

/**
 * The Martelete is a pneumatic (jack)hammer, which lucide does not have (its drill is electric,
 * the wrong energy to show): drawn here on lucide's 24-unit grid and stroke. A T-handle, the
 * body, the air hose at its side, the chisel, and the marks of its blows on the ground.
 */
const PneumaticHammer: IconNode = [
  ['path', { d: 'M5 3h14' }],
  ['path', { d: 'M12 3v3' }],
  ['rect', { x: '8', y: '6', width: '8', height: '9', rx: '1' }],
  ['path', { d: 'M16 9h2a3 3 0 0 1 3 3v3' }],
  ['path', { d: 'M11 15v4l1 3 1-3v-4' }],
  ['path', { d: 'M6 21h2' }],
  ['path', { d: 'M16 21h2' }],
];

// One icon family (lucide, and one icon drawn in its style) for all 20 hazards and 11 energies;
// never the same icon on both sides, so no pairing is given away by the picture.
const ICONS: Record<Hazard['icon'] | Energy['icon'], IconNode> = {
  tools: Wrench,
  'pneumatic-tool': AirVent,
  'pipe-pressure': Gauge,
  toxic: Skull,
  static: Sparkles,
  'falling-structure': Construction,
  compressor: Cylinder,
  energized: PlugZap,
  belt: Repeat,
  'water-jet': SprayCan,
  corrosive: TestTubeDiagonal,
  rotor: LoaderPinwheel,
  motor: Fan,
  'falling-pipe': ArrowBigDownDash,
  spring: Activity,
  gears: Cog,
  heater: Heater,
  'heat-source': Flame,
  steam: CloudFog,
  'pneumatic-hammer': PneumaticHammer,
  electric: Zap,
  mechanical: Hammer,
  kinetic: RotateCw,
  potential: Mountain,
  hydraulic: Droplet,
  pneumatic: Wind,
  chemical: FlaskConical,
  thermal: Thermometer,
  magnetic: Magnet,
  residual: BatteryCharging,
  gravity: ArrowDownToLine,
};

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/;

/**
 * Rewrites path data so every number stands alone. SVG allows arc flags written together with
 * what follows ("a1.5 1.5 0 00-2.47-1.56"); Pixi's path parser does not, so spell them out.
 */
export function normalisePath(d: string): string {
  const out: string[] = [];
  let i = 0;
  let command = '';
  let index = 0; // position within the current command's parameter group
  while (i < d.length) {
    const ch = d[i]!;
    if (/[\s,]/.test(ch)) {
      i++;
      continue;
    }
    if (/[a-zA-Z]/.test(ch)) {
      command = ch;
      index = 0;
      out.push(ch);
      i++;
      continue;
    }
    const isArc = command === 'a' || command === 'A';
    if (isArc && (index % 7 === 3 || index % 7 === 4)) {
      out.push(ch); // a flag is exactly one character, 0 or 1
      i++;
    } else {
      const match = NUMBER.exec(d.slice(i));
      if (!match) throw new Error(`Bad path data at ${i}: ${d}`);
      out.push(match[0]);
      i += match[0].length;
    }
    index++;
  }
  return out.join(' ');
}

function attributes(tag: string, attrs: Record<string, string | number | undefined>): string {
  return Object.entries(attrs)
    .filter(([k, v]) => v !== undefined && k !== 'key')
    .map(([k, v]) => `${k}="${tag === 'path' && k === 'd' ? normalisePath(String(v)) : String(v)}"`)
    .join(' ');
}

/** An icon as an SVG document (24×24, stroked): what `iconContext` draws, as `Graphics.svg` would. */
export function iconSvg(icon: keyof typeof ICONS, color: string, strokeWidth = 2): string {
  const body = ICONS[icon].map(([tag, attrs]) => `<${tag} ${attributes(tag, attrs)}/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`;
}

/** The icon name of a hazard or an energy. */
export type IconName = keyof typeof ICONS;

const contexts = new Map<string, GraphicsContext>();

/** An SVG number attribute as Pixi's SVG parser reads it (absent: 0). */
const num = (value: string | number | undefined): number => (value === undefined ? 0 : parseFloat(String(value))) || 0;

/**
 * An icon's vector drawing (24 × 24 units, stroked 2 units wide in `color`), made once per icon
 * and colour and shared by every tile and target that shows it (a Graphics takes it as its
 * `context`). It issues exactly the calls Pixi's `Graphics.svg(iconSvg(icon, color))` made for
 * lucide's elements (tests/dom/iconContext.test.tsx compares the two), without building an SVG
 * document and parsing it through the DOM for every tile at every draw: that parsing was part of
 * the challenge's first render, the longest task of its start on a slow phone. The build leaves
 * Pixi's SVG parser out (vite.config.ts), so `Graphics.svg` is not available.
 */
export function iconContext(icon: IconName, color: number): GraphicsContext {
  const key = `${icon}:${color}`;
  let context = contexts.get(key);
  if (context) {
    // A renderer that is gone (a board unmounted) leaves its slot in the shared drawing, emptied:
    // dropped here, so a kiosk that deals board after board does not collect them.
    const gpuData = context._gpuData as Record<string, unknown>;
    for (const renderer in gpuData) if (gpuData[renderer] === null || gpuData[renderer] === undefined) delete gpuData[renderer];
    return context;
  }
  context = new GraphicsContext();
  // The root's style, as the parser reads `stroke` and `stroke-width` (it ignores line caps and joins).
  const stroke = { color, width: 2 };
  for (const [tag, attrs] of ICONS[icon]) {
    switch (tag) {
      case 'path':
        context.path(new GraphicsPath(normalisePath(String(attrs.d)), true)).stroke(stroke);
        break;
      case 'circle':
        context.ellipse(num(attrs.cx), num(attrs.cy), num(attrs.r), num(attrs.r)).stroke(stroke);
        break;
      case 'ellipse':
        context.beginPath().ellipse(num(attrs.cx), num(attrs.cy), num(attrs.rx), num(attrs.ry)).stroke(stroke);
        break;
      case 'rect': {
        const [x, y, width, height, r] = [num(attrs.x), num(attrs.y), num(attrs.width), num(attrs.height), num(attrs.rx) || num(attrs.ry)];
        (r ? context.roundRect(x, y, width, height, r) : context.rect(x, y, width, height)).stroke(stroke);
        break;
      }
      default:
        throw new Error(`Icon ${icon}: no drawing for <${tag}>`);
    }
  }
  contexts.set(key, context);
  return context;
}
