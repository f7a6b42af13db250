import { extend, useApplication } from '@pixi/react';
import { Container, Graphics, Texture, type FederatedPointerEvent } from 'pixi.js';
import { createElement, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type RefObject } from 'react';
import { energize, partFactsOf, type MachineState } from '../../rules/energy';
import { paintedLabel, type Machine } from '../../rules/machine';
import { useLanguage } from '../../i18n/LanguageContext';
import { isLive } from '../shared/frames';
import { rootTransform, textResolution as textResolutionFor, type Fit } from '../shared/fit';
import type { Point } from '../shared/drag';
import { PointerGestures, TAP_SLOP } from '../shared/gesture';
import { SceneApplication } from '../shared/SceneApplication';
import { listenOnStage } from '../shared/stage';
import { useFrames } from '../shared/useFrames';
import { drawBackdrop, drawLink, type PartView } from './art';
import { drawPart, PART_DRAWINGS } from './parts';
import { partsLayer, type PartPointer, type PartsLayer } from './partsLayer';
import { machineFrame, photoRect } from './layout';
import { photoSlots } from '../../rules/photoLayout';
import type { PhotosProps, ScenePhoto } from './Photos';
import type { MachineViewControls } from './useMachineView';
import { routesFor } from './wiring';

extend({ Container, Graphics });

/** A photo of a plant machine (drawn by Photos.tsx, fetched only for a machine on photos). */
export type { ScenePhoto } from './Photos';

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

/** A decoded photo's texture (Photos.tsx imports nothing of Pixi's). */
const photoTexture = (bitmap: ImageBitmap) => Texture.from(bitmap, true);

/** The code that draws a plant machine's photos, once fetched (below). */
let photosCode: ComponentType<PhotosProps> | undefined;

/**
 * A plant machine's photos (Photos.tsx), their code fetched only for a machine on photos: a
 * built-in machine has none, and its work order's page does not fetch it. Until it has come (with
 * the photos' bytes, read meanwhile) the machine is drawn without them; if it cannot come, the
 * parts are drawn anyway, as for a photo that does not decode.
 */
function LazyPhotos(props: PhotosProps) {
  const [code, setCode] = useState(() => photosCode);
  useEffect(() => {
    if (code) return;
    let alive = true;
    import('./Photos').then(
      (module) => {
        photosCode = module.default;
        if (alive) setCode(() => module.default);
      },
      (error: unknown) => console.warn('The machine is drawn without its photos: their code did not load.', error),
    );
    return () => {
      alive = false;
    };
  }, [code]);
  return code ? createElement(code, props) : null;
}

function MachineContent(props: Omit<MachineSceneProps, 'resizeTo' | 'onError'>) {
  const { machine, state, fit, names, tagged, trainee, selected, reducedMotion, onTap, view, photos = NO_PHOTOS, photoBytes = NO_PHOTOS } = props;
  const onPhoto = photos.length > 0;
  const slots = useMemo(() => photoSlots(photos).map(photoRect), [photos]);
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
      const layer = layerRef.current;
      if (layer) {
        for (const [id, view] of views) {
          if (!PART_DRAWINGS[view.kind].spins || !view.running) continue;
          const g = layer.drawingOf(id);
          if (g) drawPart(g, view, spinRef.current);
        }
      }
      return 'ambient' as const;
    };
    frames.animate(step, 'ambient');
    return () => {
      alive = false;
    };
  }, [frames, anyRunning, machine, views]);

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
  // The parts, made and kept in Pixi directly (partsLayer.ts), before this commit's frame is asked for.
  const { language } = useLanguage();
  const layerRef = useRef<PartsLayer | null>(null);
  useLayoutEffect(() => {
    const root = partsRef.current;
    if (!root) return;
    const layer = (layerRef.current ??= partsLayer(root));
    const parts = machine.components.map((c) => ({ c, view: views.get(c.id)!, name: names[c.id] ?? c.id, plate: paintedLabel(c, language), selected: selected === c.id }));
    layer.sync(parts, resolution, trainee, onPointer);
  });
  useLayoutEffect(
    () => () => {
      layerRef.current?.destroy();
      layerRef.current = null;
    },
    [],
  );
  useLayoutEffect(() => {
    frames?.invalidate();
  });
  return (
    <pixiContainer x={root.x - frame.x * root.scale} y={root.y - frame.y * root.scale} scale={root.scale}>
      <pixiGraphics draw={(g) => drawBackdrop(g, frame.x, frame.y, frame.width, frame.height)} />
      {onPhoto && <LazyPhotos placed={photos} slots={slots} toTexture={photoTexture} loaded={photoBytes} onDrawn={redraw} />}
      <pixiGraphics
        draw={(g) => {
          g.clear();
          for (const l of links) drawLink(g, l.points, l.energy, l.live);
        }}
      />
      <pixiContainer ref={partsRef} />
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
