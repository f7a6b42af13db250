import { extend, useApplication } from '@pixi/react';
import { CanvasTextMetrics, Container, Graphics, Rectangle, Text, TextStyle, Texture, type FederatedPointerEvent } from 'pixi.js';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { energize, partFactsOf, type MachineState } from '../../rules/energy';
import { paintedLabel, type ComponentDef, type Machine } from '../../rules/machine';
import { useLanguage } from '../../i18n/LanguageContext';
import { isLive } from '../shared/frames';
import { rootTransform, textResolution as textResolutionFor, type Fit } from '../shared/fit';
import type { Point } from '../shared/drag';
import { PointerGestures, TAP_SLOP } from '../shared/gesture';
import { PALETTE } from '../shared/palette';
import { SceneApplication } from '../shared/SceneApplication';
import { listenOnStage } from '../shared/stage';
import { label } from '../shared/textStyles';
import { wordFitStyle } from '../shared/text';
import { useFrames } from '../shared/useFrames';
import { drawBackdrop, drawLink, drawLocks, drawTag, PART_HALF, type PartView } from './art';
import { drawPart, PART_DRAWINGS } from './parts';
import { keepTags, machineFrame, NAME_WIDTH, partBox, partCentre, photoRect } from './layout';
import { photoSlots, type PhotoSize } from '../../rules/photoLayout';
import type { MachineViewControls } from './useMachineView';
import { routesFor } from './wiring';

extend({ Container, Graphics, Text });

/** What the machine scene shows and reports back. */
export interface MachineSceneProps {
  resizeTo: RefObject<HTMLElement | null>;
  machine: Machine;
  state: MachineState;
  fit: Fit;
  /** Each part's name in the trainee's language. */
  names: Readonly<Record<string, string>>;
  /** Devices with a tag hung on them. */
  tagged: ReadonlySet<string>;
  /** The owner id of the trainee's own locks (drawn red). */
  trainee: string;
  selected: string | null;
  reducedMotion: boolean;
  /** A part was tapped or clicked. */
  onTap: (id: string) => void;
  /** Pan and zoom by finger, mouse and wheel (src/scenes/machine/view.ts); none: a fixed fit. */
  view?: MachineViewControls;
  /** A plant machine's photos, in order (their place: rules/photoLayout.ts); none for a built-in machine. */
  photos?: readonly ScenePhoto[];
  /** Their bytes, as they are read (a photo not read yet, or that does not decode, is not drawn). */
  photoBytes?: readonly (ScenePhoto & { readonly bytes: Uint8Array })[];
  onReady?: () => void;
  onError: (error: unknown) => void;
}

/** A photo of a plant machine: its id and size in pixels. */
export interface ScenePhoto extends PhotoSize {
  readonly id: string;
}

const NAME_STYLE = label(21, PALETTE.ink, { fontWeight: '600', align: 'center', wordWrap: true, wordWrapWidth: NAME_WIDTH, breakWords: true, lineHeight: 21.5 });
const PLATE_STYLE = label(21, PALETTE.ink, { align: 'center' });
/** The same styles measured, for the plates that keep a name readable on a photo. */
const NAME_MEASURE = new TextStyle(NAME_STYLE);
/** The name's style on one line, to measure its words; and the smallest a long word shrinks it to. */
const NAME_WORDS = new TextStyle({ ...NAME_STYLE, wordWrap: false });
const MIN_PART_NAME_SIZE = 15;
const PLATE_MEASURE = new TextStyle(PLATE_STYLE);

/** A translucent plate behind a text (anchored at its top or bottom centre), so it reads on a photo or over a wire. */
function drawTextPlate(g: Graphics, text: string, style: TextStyle, y: number, anchorBottom: boolean): void {
  if (text === '') return;
  const size = CanvasTextMetrics.measureText(text, style);
  const top = anchorBottom ? y - size.height : y;
  g.roundRect(-size.width / 2 - 5, top - 2, size.width + 10, size.height + 4, 5).fill({ color: PALETTE.paper, alpha: 0.85 });
}

/**
 * A plant machine's photos under its parts, each in its slot (rules/photoLayout.ts, spread to
 * design units as the parts are), as rectangles filled with their textures (no sprite code to
 * load). Drawn from their bytes (an ImageBitmap made into a texture:
 * the Content-Security-Policy allows no blob: or data: image), and destroyed with the scene or
 * when the photos change. A photo that does not decode is left out: the parts are drawn anyway.
 */
function Photos({ placed, loaded, onDrawn }: { placed: readonly ScenePhoto[]; loaded: readonly (ScenePhoto & { readonly bytes: Uint8Array })[]; onDrawn: () => void }) {
  const [made, setMade] = useState<{ from: typeof loaded; textures: ReadonlyMap<string, Texture> }>({ from: [], textures: new Map() });
  useEffect(() => {
    let alive = true;
    const owned: { texture: Texture; bitmap: ImageBitmap }[] = [];
    void (async () => {
      const textures = new Map<string, Texture>();
      for (const photo of loaded) {
        try {
          const bitmap = await createImageBitmap(new Blob([photo.bytes as Uint8Array<ArrayBuffer>]));
          if (!alive) {
            bitmap.close();
            return;
          }
          const texture = Texture.from(bitmap, true);
          owned.push({ texture, bitmap });
          textures.set(photo.id, texture);
        } catch {
          // Not a picture this browser decodes: left out.
        }
      }
      if (alive) setMade({ from: loaded, textures });
    })();
    return () => {
      alive = false;
      for (const { texture, bitmap } of owned) {
        texture.destroy(true);
        bitmap.close();
      }
    };
  }, [loaded]);
  const slots = useMemo(() => photoSlots(placed).map(photoRect), [placed]);
  // Only the textures made from these bytes: those of photos gone are destroyed as they leave.
  const textures = made.from === loaded ? made.textures : null;
  // The scene draws on demand, after its own commits: photos decoded after its first frame (this
  // component's own commit) ask for a frame, or they would show only at the next change.
  useLayoutEffect(() => {
    if (textures) onDrawn();
  }, [textures, onDrawn]);
  if (!textures) return null;
  return (
    <pixiGraphics
      label="photos"
      draw={(g) => {
        g.clear();
        // Each photo fills its slot: a rectangle filled with the texture stretched to its bounds.
        placed.forEach((photo, i) => {
          const texture = textures.get(photo.id);
          const slot = slots[i]!;
          if (texture) g.rect(slot.x, slot.y, slot.width, slot.height).fill({ texture, textureSpace: 'local' });
        });
      }}
    />
  );
}

/** The model's view of every part, for the drawings: its facts (as the twins and the actions list see them) and its looks. */
export function partViews(machine: Machine, state: MachineState, tagged: ReadonlySet<string>, trainee: string): Map<string, PartView> {
  const map = energize(machine, state);
  const views = new Map<string, PartView>();
  for (const c of machine.components) {
    const facts = partFactsOf(machine, state, c.id, trainee, tagged.has(c.id), map);
    const target = c.kind === 'gauge' && c.at ? machine.components.find((t) => t.id === c.at) : undefined;
    views.set(c.id, {
      ...facts,
      kind: c.kind,
      driven: c.look !== 'conductors',
      energy: c.energy,
      role: c.role,
      maintained: c.maintained === true,
      locks: state.locks[c.id] ?? [],
      gauge: facts.reading && target?.magnitude ? facts.reading.value / (target.magnitude * 1.25) : 0,
    });
  }
  return views;
}

const NO_PHOTOS: readonly never[] = [];

/** A pointer event on a part: pressed, released on it, released elsewhere, or cancelled by the browser. */
type PartPointer = (kind: 'down' | 'up' | 'upoutside' | 'cancel', id: string, event: FederatedPointerEvent) => void;

function Part(props: { c: ComponentDef; view: PartView; name: string; selected: boolean; spin: number; resolution: number; trainee: string; onPointer: PartPointer }) {
  const { c, view, name, selected, spin, resolution, trainee, onPointer } = props;
  // What the plant paints on it, in the trainee's language (MCC-2 in English, CCM-2 in Portuguese).
  const { language } = useLanguage();
  const plate = paintedLabel(c, language);
  const centre = partCentre(c);
  const box = partBox(c);
  const hitArea = useMemo(() => new Rectangle(box.x - centre.x, box.y - centre.y, box.width, box.height), [box.x, box.y, box.width, box.height, centre.x, centre.y]);
  // A name whose longest word is wider than the name's width (German compounds, such as
  // "Druckluftmanometer" on a projector) is set a little smaller rather than broken mid-word.
  const shown = keepTags(name);
  const nameStyle = useMemo(() => {
    const style = wordFitStyle(shown, NAME_STYLE, MIN_PART_NAME_SIZE, NAME_WORDS);
    return style === NAME_STYLE ? { style: NAME_STYLE, measure: NAME_MEASURE } : { style, measure: new TextStyle(style) };
  }, [shown]);
  return (
    <pixiContainer
      x={centre.x}
      y={centre.y}
      eventMode="static"
      cursor="pointer"
      hitArea={hitArea}
      onPointerDown={(e: FederatedPointerEvent) => onPointer('down', c.id, e)}
      onPointerUp={(e: FederatedPointerEvent) => onPointer('up', c.id, e)}
      onPointerUpOutside={(e: FederatedPointerEvent) => onPointer('upoutside', c.id, e)}
      onPointerCancel={(e: FederatedPointerEvent) => onPointer('cancel', c.id, e)}
      label={c.id}
    >
      <pixiGraphics
        draw={(g) => {
          g.clear();
          if (selected) g.roundRect(-PART_HALF - 6, -PART_HALF - 6, PART_HALF * 2 + 12, PART_HALF * 2 + 12, 10).fill({ color: PALETTE.blue, alpha: 0.12 }).stroke({ width: 4, color: PALETTE.blue });
        }}
      />
      <pixiGraphics draw={(g) => drawPart(g, view, spin)} />
      {/* After the drawing (the spin redraws children[1]), under the locks and tag. The plates keep
          a name readable on a photo, and where a wire runs under it: a name wider than its part
          (German's "MCC-2 Einschub 7" on a phone) lay across the wire beside it. The wire still
          shows faintly through. */}
      <pixiGraphics
        draw={(g) => {
          g.clear();
          drawTextPlate(g, plate, PLATE_MEASURE, -PART_HALF - 2, true);
          drawTextPlate(g, shown, nameStyle.measure, PART_HALF + 4, false);
        }}
      />
      <pixiGraphics
        draw={(g) => {
          g.clear();
          drawLocks(g, view.locks, trainee);
          if (view.tagged) drawTag(g, view.locks.length);
        }}
      />
      {plate && <pixiText text={plate} style={PLATE_STYLE} anchor={{ x: 0.5, y: 1 }} y={-PART_HALF - 2} resolution={resolution} />}
      <pixiText text={shown} style={nameStyle.style} anchor={{ x: 0.5, y: 0 }} y={PART_HALF + 4} resolution={resolution} />
    </pixiContainer>
  );
}

/** One pointer down on the scene, in client pixels. */
interface Held {
  x: number;
  y: number;
  readonly start: Point;
  /** It moved the machine: it is no tap any more. */
  moved: boolean;
  readonly touch: boolean;
}

/**
 * Pan and zoom by hand: one finger (or the mouse) drags the machine, from a part too (a press that
 * travels is no tap); two fingers pinch around their midpoint and pan with it; a finger lifted from
 * a pinch goes on panning from where it is, without a jump; a cancelled pointer just ends. A
 * finger's vertical move the machine cannot take (at fit, or at its edge) scrolls the page, so a
 * phone's page never gets stuck under a finger on the scene. Ctrl + wheel (a trackpad pinch) zooms
 * at the pointer; a plain wheel scrolls the page. Returns the pointers held, for the taps.
 */
function usePanZoom(view: MachineViewControls | undefined) {
  const { app, isInitialised } = useApplication();
  const held = useRef(new Map<number, Held>());
  useEffect(() => {
    // Not before the renderer is made (its canvas getter reads the renderer), nor after it went.
    if (!isInitialised || !isLive(app) || !view) return;
    const pointers = held.current;
    const canvas = app.canvas as HTMLCanvasElement;
    const local = (p: Point): Point => {
      const rect = canvas.getBoundingClientRect();
      return { x: p.x - rect.left, y: p.y - rect.top };
    };
    let pinchTravel = 0;
    const onDown = (e: FederatedPointerEvent) => {
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      const at = { x: e.client.x, y: e.client.y };
      pointers.set(e.pointerId, { ...at, start: at, moved: false, touch: e.pointerType !== 'mouse' });
      if (pointers.size === 2) pinchTravel = 0;
    };
    const onMove = (e: FederatedPointerEvent) => {
      const track = pointers.get(e.pointerId);
      if (!track) return;
      const at = { x: e.client.x, y: e.client.y };
      const [a, b] = [...pointers.values()];
      if (a && b && (track === a || track === b)) {
        const before = { d: Math.hypot(a.x - b.x, a.y - b.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
        track.x = at.x;
        track.y = at.y;
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
        view.pan(mid.x - before.mid.x, mid.y - before.mid.y);
        if (before.d > 1 && d > 1) view.zoomAt(d / before.d, local(mid));
        pinchTravel += Math.abs(d - before.d) + Math.hypot(mid.x - before.mid.x, mid.y - before.mid.y);
        if (pinchTravel >= TAP_SLOP) for (const p of pointers.values()) p.moved = true;
        return;
      }
      if (pointers.size > 2) return;
      if (!track.moved && Math.hypot(at.x - track.start.x, at.y - track.start.y) < TAP_SLOP) return;
      const from = track.moved ? track : track.start;
      const dx = at.x - from.x;
      const dy = at.y - from.y;
      track.moved = true;
      track.x = at.x;
      track.y = at.y;
      const rest = view.pan(dx, dy);
      // Client positions, so the page moving under the finger does not count as a move of it.
      if (track.touch && Math.abs(rest.y) >= 0.5) window.scrollBy(0, -rest.y);
    };
    const onEnd = (e: { pointerId: number }) => {
      pointers.delete(e.pointerId);
    };
    const stop = listenOnStage(app, { onDown, onMove, onUp: onEnd, onCancel: onEnd });
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
      view.zoomAt(Math.exp(Math.max(-1, Math.min(1, (-e.deltaY * unit) / 300))), local({ x: e.clientX, y: e.clientY }));
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      stop();
      canvas.removeEventListener('wheel', onWheel);
      pointers.clear();
    };
  }, [app, isInitialised, view]);
  return held;
}

function MachineContent(props: Omit<MachineSceneProps, 'resizeTo' | 'onError'>) {
  const { machine, state, fit, names, tagged, trainee, selected, reducedMotion, onTap, view, photos = NO_PHOTOS, photoBytes = NO_PHOTOS } = props;
  const onPhoto = photos.length > 0;
  const { app } = useApplication();
  const frames = useFrames();
  const redraw = useCallback(() => frames?.invalidate(), [frames]);
  const views = useMemo(() => partViews(machine, state, tagged, trainee), [machine, state, tagged, trainee]);
  // In half steps, so a pinch re-renders the labels a few times, not at every frame.
  const resolution = Math.min(8, Math.ceil(textResolutionFor(app?.renderer?.resolution ?? window.devicePixelRatio ?? 1, fit) * 2) / 2);

  // A running motor's shaft turns (a kind whose drawing spins): an ambient loop (not "something on its way"), off with reduced motion.
  const spinRef = useRef(0);
  const partsRef = useRef<Container>(null);
  const anyRunning = !reducedMotion && machine.components.some((c) => PART_DRAWINGS[c.kind].spins && state.running[c.id]);
  useEffect(() => {
    if (!frames || !anyRunning) return;
    let alive = true;
    const step = (now: number) => {
      if (!alive) return false;
      spinRef.current = (now / 120) % (Math.PI * 2);
      const parts = partsRef.current;
      if (parts) {
        for (const child of parts.children) {
          const id = child.label;
          const view = views.get(id);
          if (view && PART_DRAWINGS[view.kind].spins && view.running) {
            const g = child.children[1] as Graphics | undefined;
            if (g) drawPart(g, view, spinRef.current);
          }
        }
      }
      return 'ambient' as const;
    };
    frames.animate(step, 'ambient');
    return () => {
      alive = false;
    };
  }, [frames, anyRunning, machine, views]);

  useLayoutEffect(() => {
    frames?.invalidate();
  });

  const routes = useMemo(() => routesFor(machine), [machine]);
  const links = useMemo(
    () =>
      routes.map((r) => ({
        key: `${r.from}>${r.to}`,
        points: r.points,
        energy: r.energy,
        // The wire or pipe carries energy when its source end has it and passes it on.
        live: views.get(r.to)?.live === true && (views.get(r.from)?.live === true || views.get(r.from)?.charged === true),
      })),
    [routes, views],
  );

  const frame = useMemo(() => machineFrame(machine.components, onPhoto), [machine, onPhoto]);
  const root = rootTransform(fit);

  // Taps go through the shared gesture machine, as in the other scenes: a press that travels
  // (a pan across the machine on a phone) or ends on another part is no tap; each finger is its own.
  // A press that moved the machine (a pan, a pinch) is no tap either, wherever it ends.
  const gestures = useRef(new PointerGestures<never, string>());
  const pointers = usePanZoom(view);
  const onPointer: PartPointer = (kind, id, event) => {
    const at = { x: event.global.x / root.scale, y: event.global.y / root.scale };
    const pointerId = event.pointerId;
    const moved = pointers.current.get(pointerId)?.moved === true;
    const intents =
      kind === 'down'
        ? gestures.current.send({ type: 'down', pointerId, at, item: null, target: id })
        : kind === 'cancel' || moved
          ? gestures.current.send({ type: 'cancel', pointerId })
          : gestures.current.send({ type: 'up', pointerId, at, target: kind === 'up' ? id : null });
    for (const intent of intents) if (intent.kind === 'tapTarget') onTap(intent.target);
  };
  useEffect(() => {
    // The browser took a finger back (a system gesture): no tap from it.
    const cancel = (e: PointerEvent) => gestures.current.send({ type: 'cancel', pointerId: e.pointerId });
    window.addEventListener('pointercancel', cancel, true);
    return () => window.removeEventListener('pointercancel', cancel, true);
  }, []);
  return (
    <pixiContainer x={root.x - frame.x * root.scale} y={root.y - frame.y * root.scale} scale={root.scale}>
      <pixiGraphics draw={(g) => drawBackdrop(g, frame.x, frame.y, frame.width, frame.height)} />
      {onPhoto && <Photos placed={photos} loaded={photoBytes} onDrawn={redraw} />}
      <pixiGraphics
        draw={(g) => {
          g.clear();
          for (const l of links) drawLink(g, l.points, l.energy, l.live);
        }}
      />
      <pixiContainer ref={partsRef}>
        {machine.components.map((c) => (
          <Part key={c.id} c={c} view={views.get(c.id)!} name={names[c.id] ?? c.id} selected={selected === c.id} spin={0} resolution={resolution} trainee={trainee} onPointer={onPointer} />
        ))}
      </pixiContainer>
    </pixiContainer>
  );
}

/** A machine drawn from its data: parts by kind, wires and pipes live or dead, locks and tags on. */
export default function MachineScene(props: MachineSceneProps) {
  const { resizeTo, onError, onReady, ...rest } = props;
  return (
    <SceneApplication resizeTo={resizeTo} className="machine-scene__canvas" onReady={onReady} onError={onError}>
      <MachineContent {...rest} />
    </SceneApplication>
  );
}
