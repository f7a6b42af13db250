import { extend, useApplication } from '@pixi/react';
import { Container, Graphics, RendererType, Text, type FederatedPointerEvent } from 'pixi.js';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { energyById, ENERGIES, hazardById, type EnergyId, type HazardId } from '../../rules/catalog';
import type { Match } from '../../rules/challenge';
import { energiesWithMatches, hazardsMatchedTo, matchedHazards } from '../../state/selectors';
import { autoScrollStep, windowView } from '../shared/autoScroll';
import { contains, type Point, type Rect } from '../shared/drag';
import { cacheScaleMode, rootTransform, textResolution as textResolutionFor, toDesign, type Fit } from '../shared/fit';
import { isLive, type FrameStep } from '../shared/frames';
import { draggedItems, PointerGestures, type PointerIntent } from '../shared/gesture';
import { PALETTE } from '../shared/palette';
import { SceneApplication } from '../shared/SceneApplication';
import { listenOnStage } from '../shared/stage';
import { fitLines, wordFitStyle } from '../shared/text';
import { BOARD_STYLES, MIN_NAME_SIZE } from '../shared/textStyles';
import { tween, tweenAt, type Tween } from '../shared/tween';
import { useFrames } from '../shared/useFrames';
import { BOARD_COLORS, drawDropHint, drawIcon as drawIconArt, drawPanel, drawTargetCard, drawTargetHighlight, drawTileCard } from './art';
import type { BoardLayout } from './layout';

extend({ Container, Graphics, Text });

/** Texts the board draws, already translated by the overlay. */
export interface BoardTexts {
  hazardsPanel: string;
  energiesPanel: string;
  dropHere: string;
  hazardName: (id: HazardId) => string;
  energyName: (id: EnergyId) => string;
}

/** What the board shows and what it reports back. */
export interface BoardSceneProps {
  layout: BoardLayout;
  fit: Fit;
  dealt: readonly HazardId[];
  matches: readonly Match[];
  selected: HazardId | null;
  texts: BoardTexts;
  reducedMotion: boolean;
  onDrop: (hazardId: HazardId, energyId: EnergyId) => void;
  onTileTap: (hazardId: HazardId) => void;
  onTargetTap: (energyId: EnergyId) => void;
  onHover: (energyId: EnergyId | null) => void;
  onReady?: () => void;
  onError: (error: unknown) => void;
}

const RETURN_MS = 240;

/** How the board's cached pictures are rendered and sampled (see useCached). */
interface CacheLook {
  resolution: number;
  scaleMode: 'nearest' | 'linear';
}

/**
 * Renders a container's content into one texture, refreshed when `deps` change: a tile or a
 * target then costs one draw instead of a dozen (this matters on software-rendered WebGL).
 * `when` false: drawn as it is, uncached.
 */
function useCached(ref: React.RefObject<Container | null>, { resolution, scaleMode }: CacheLook, deps: unknown[], when = true): void {
  useLayoutEffect(() => {
    const c = ref.current;
    if (!c) return;
    if (!when) {
      c.cacheAsTexture(false);
      return;
    }
    c.cacheAsTexture({ resolution, antialias: true, scaleMode });
    c.updateCacheTexture();
    // deps are the content that the texture shows
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, resolution, scaleMode, when, ...deps]);
}

/** One hazard tile: card, icon, name; check mark and dimmed once matched; outlined when picked. */
const Tile = memo(function Tile({
  hazardId,
  rect,
  name,
  matched,
  selected,
  textResolution,
  cacheScale,
  onDown,
  register,
}: {
  hazardId: HazardId;
  rect: Rect;
  name: string;
  matched: boolean;
  selected: boolean;
  textResolution: number;
  cacheScale: CacheLook['scaleMode'];
  onDown: (hazardId: HazardId, e: FederatedPointerEvent) => void;
  register: (hazardId: HazardId, container: Container | null) => void;
}) {
  const icon = hazardById(hazardId)?.icon ?? 'tools';
  const nameStyle = useMemo(() => wordFitStyle(name, BOARD_STYLES.tileName(rect.width), MIN_NAME_SIZE), [name, rect.width]);
  const drawCard = useCallback((g: Graphics) => drawTileCard(g, rect, matched, selected), [rect, matched, selected]);
  const drawIcon = useCallback((g: Graphics) => drawIconArt(g, icon, matched ? BOARD_COLORS.safe : BOARD_COLORS.icon), [icon, matched]);
  const iconSize = Math.min(44, rect.height * 0.36);
  const self = useRef<Container | null>(null);
  useCached(self, { resolution: textResolution, scaleMode: cacheScale }, [name, matched, selected, rect]);
  return (
    <pixiContainer
      ref={(c: Container | null) => {
        self.current = c;
        register(hazardId, c);
      }}
      x={rect.x}
      y={rect.y}
      alpha={matched ? 0.55 : 1}
      eventMode="static"
      cursor={matched ? 'not-allowed' : 'grab'}
      onPointerDown={(e: FederatedPointerEvent) => onDown(hazardId, e)}
    >
      <pixiGraphics draw={drawCard} />
      <pixiGraphics draw={drawIcon} x={rect.width / 2 - iconSize / 2} y={12} scale={iconSize / 24} />
      <pixiText
        text={name}
        x={rect.width / 2}
        y={iconSize + 20}
        anchor={{ x: 0.5, y: 0 }}
        resolution={textResolution}
        style={nameStyle}
      />
    </pixiContainer>
  );
});

/** One energy target: name, a badge counting matched hazards and their names. */
const Target = memo(function Target({
  energyId,
  rect,
  name,
  matchedNames,
  dropHere,
  textResolution,
  cacheScale,
  register,
  onHover,
}: {
  energyId: EnergyId;
  rect: Rect;
  name: string;
  matchedNames: string[];
  dropHere: string;
  textResolution: number;
  cacheScale: CacheLook['scaleMode'];
  register: (energyId: EnergyId, parts: { highlight: Graphics | null; hint: Container | null }) => void;
  onHover: (energyId: EnergyId | null) => void;
}) {
  const icon = energyById(energyId)?.icon ?? 'electric';
  const count = matchedNames.length;
  const nameStyle = useMemo(() => wordFitStyle(name, BOARD_STYLES.targetName(rect.width), MIN_NAME_SIZE), [name, rect.width]);
  const parts = useRef<{ highlight: Graphics | null; hint: Container | null }>({ highlight: null, hint: null });
  const drawCard = useCallback((g: Graphics) => drawTargetCard(g, rect, count > 0), [rect, count]);
  const drawHighlight = useCallback((g: Graphics) => drawTargetHighlight(g, rect), [rect]);
  const drawHint = useCallback((g: Graphics) => drawDropHint(g, rect), [rect]);
  const drawIcon = useCallback((g: Graphics) => drawIconArt(g, icon, PALETTE.navy), [icon]);
  const shown = matchedNames.slice(0, 4);
  // Matched names, one line each, cut with an ellipsis where a long one would leave the card.
  const matchedStyle = useMemo(() => BOARD_STYLES.matched(rect.width), [rect.width]);
  const shownKey = shown.join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- shownKey stands for `shown`
  const shownLines = useMemo(() => shown.map((hazard) => fitLines(`✓ ${hazard}`, matchedStyle, 1)), [shownKey, matchedStyle]);
  const card = useRef<Container | null>(null);
  useCached(card, { resolution: textResolution, scaleMode: cacheScale }, [name, shownKey, count, rect]);
  // The "drop here" box, shown on every empty target while a tile is held: its dashes are some
  // twenty strokes a target, redrawn every drag frame unless they are one picture. Cached only
  // where the picture lands pixel for pixel: scaled, its dashes and words would come out softer.
  const hint = useRef<Container | null>(null);
  useCached(hint, { resolution: textResolution, scaleMode: cacheScale }, [dropHere, rect], cacheScale === 'nearest');
  return (
    <pixiContainer
      x={rect.x}
      y={rect.y}
      eventMode="static"
      cursor="pointer"
      onPointerOver={() => onHover(energyId)}
      onPointerOut={() => onHover(null)}
    >
      <pixiContainer ref={card}>
      <pixiGraphics draw={drawCard} />
      <pixiGraphics draw={drawIcon} x={10} y={8} scale={30 / 24} />
      <pixiText text={String(count)} x={rect.width - 20} y={20} anchor={0.5} resolution={textResolution} style={BOARD_STYLES.badge} />
      <pixiText
        text={name}
        x={10}
        y={42}
        resolution={textResolution}
        style={nameStyle}
      />
      {shownLines.map((line, i) => (
        <pixiText key={shown[i]} text={line} x={10} y={86 + i * 18} resolution={textResolution} style={matchedStyle} />
      ))}
      </pixiContainer>
      <pixiContainer
        ref={(c: Container | null) => {
          hint.current = c;
          parts.current.hint = c;
          register(energyId, parts.current);
        }}
        visible={false}
      >
        <pixiGraphics draw={drawHint} />
        <pixiText text={dropHere} x={rect.width / 2} y={rect.height - 25} anchor={0.5} resolution={textResolution} style={BOARD_STYLES.dropHere} />
      </pixiContainer>
      <pixiGraphics
        ref={(g: Graphics | null) => {
          parts.current.highlight = g;
          register(energyId, parts.current);
        }}
        draw={drawHighlight}
        visible={false}
      />
    </pixiContainer>
  );
});

/** Shows or hides a display object that may not exist yet. */
function show(object: Container | null, visible: boolean): void {
  if (object) object.visible = visible;
}


function BoardContent(props: BoardSceneProps) {
  const { layout: L, fit, dealt, matches, selected, texts } = props;
  const { app, isInitialised } = useApplication();
  const frames = useFrames();
  const framesRef = useRef(frames);
  useLayoutEffect(() => {
    framesRef.current = frames;
  });
  const tiles = useRef(new Map<HazardId, Container>());
  const gestures = useRef(new PointerGestures<HazardId, EnergyId>());
  const tweens = useRef(new Map<HazardId, Tween<Point>>());
  const targets = useRef(new Map<EnergyId, { highlight: Graphics | null; hint: Container | null }>());
  // Where each pointer down on the board is, in window coordinates: after the page scrolls under
  // a held tile, the same spot on the screen is another spot on the board.
  const clients = useRef(new Map<number, Point>());
  const propsRef = useRef(props);
  useLayoutEffect(() => {
    propsRef.current = props;
  });

  // Eased returns run frame by frame until every tile is home.
  const stepTweens = useCallback((now: number) => {
    for (const [id, tw] of tweens.current) {
      const { value, done } = tweenAt(tw, now);
      tiles.current.get(id)?.position.set(value.x, value.y);
      if (done) tweens.current.delete(id);
    }
    return tweens.current.size > 0;
  }, []);

  const live = isInitialised && isLive(app);
  const deviceResolution = live ? app.renderer.resolution : window.devicePixelRatio || 1;
  const textResolution = textResolutionFor(deviceResolution, fit);
  // The cached tiles and targets, drawn pixel for pixel, unsmoothed on the 2D canvas: smoothing
  // them there made every drag frame resample them all in software (see cacheScaleMode). WebGL
  // smooths for free and keeps the linear sampling.
  const cacheScale = live && app.renderer.type === RendererType.CANVAS ? cacheScaleMode(deviceResolution, fit) : 'linear';
  const matchedIds = useMemo(() => matchedHazards({ matches }), [matches]);
  const homeOf = useCallback((id: HazardId): Point => {
    const index = propsRef.current.dealt.indexOf(id);
    const r = propsRef.current.layout.tiles[index];
    return r ? { x: r.x, y: r.y } : { x: 0, y: 0 };
  }, []);

  const registerTile = useCallback((id: HazardId, c: Container | null) => {
    if (c) tiles.current.set(id, c);
    else tiles.current.delete(id);
  }, []);
  const registerTarget = useCallback((id: EnergyId, parts: { highlight: Graphics | null; hint: Container | null }) => {
    targets.current.set(id, parts);
  }, []);

  const targetAt = useCallback((p: Point): EnergyId | null => {
    const { layout } = propsRef.current;
    const index = layout.targets.findIndex((r) => contains(r, p));
    return index >= 0 ? (ENERGIES[index]?.id ?? null) : null;
  }, []);

  // Highlights the target under each dragged tile's pointer, and shows "drop here" on empty
  // targets while any tile is held.
  const paintTargets = useCallback(() => {
    const state = gestures.current.state;
    const holding = state.pointers.some((p) => p.kind === 'holding');
    const hovered = new Set(draggedItems(state).flatMap(({ at }) => targetAt(at) ?? []));
    const withMatches = energiesWithMatches(propsRef.current);
    for (const [id, parts] of targets.current) {
      show(parts.highlight, hovered.has(id));
      show(parts.hint, holding && !withMatches.has(id) && !hovered.has(id));
    }
  }, [targetAt]);

  const at = useCallback((e: FederatedPointerEvent): Point => toDesign(e.global, propsRef.current.fit), []);

  const onTileDown = useCallback(
    (id: HazardId, e: FederatedPointerEvent) => {
      const container = tiles.current.get(id);
      // A matched tile does not move: the press is the stage's (a press on no item).
      if (matchedIds.has(id) || !container) return;
      const p = at(e);
      clients.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const intents = gestures.current.send({ type: 'down', pointerId: e.pointerId, at: p, item: id, itemAt: { x: container.x, y: container.y }, target: targetAt(p) });
      if (!intents.some((i) => i.kind === 'grab')) return;
      tweens.current.delete(id);
      // The dragged tile stays above everything, including other tiles.
      container.zIndex = 1000 + gestures.current.state.pointers.filter((track) => track.kind === 'holding').length;
      framesRef.current?.hold();
      paintTargets();
    },
    [matchedIds, paintTargets, at, targetAt],
  );

  // What the gestures mean on the board: a held tile follows its pointer; let go, it slides home
  // (a drop on a target is reported; a correct one dims it there); a tap picks it, and a tap on
  // a target drops the picked tile there (tap-then-tap); a cancelled pointer sends it home.
  useEffect(() => {
    if (!isInitialised || !isLive(app) || !app.stage) return;
    const canvas = app.canvas as HTMLCanvasElement;
    const track = (e: FederatedPointerEvent) => clients.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const letGo = (id: HazardId) => {
      framesRef.current?.release();
      const container = tiles.current.get(id);
      if (container) container.zIndex = 0;
      paintTargets();
      return container;
    };
    const slideHome = (id: HazardId, container: Container | undefined) => {
      const home = homeOf(id);
      // Slide home (a correct drop dims the tile there; a wrong or missed drop just returns it).
      if (propsRef.current.reducedMotion || !container) container?.position.set(home.x, home.y);
      else {
        tweens.current.set(id, tween({ x: container.x, y: container.y }, home, RETURN_MS));
        framesRef.current?.animate(stepTweens);
      }
    };
    const apply = (intents: PointerIntent<HazardId, EnergyId>[]) => {
      for (const intent of intents) {
        switch (intent.kind) {
          case 'move':
            tiles.current.get(intent.item)?.position.set(intent.position.x, intent.position.y);
            paintTargets();
            if (intent.dragging && !autoScrolling) {
              autoScrolling = true;
              framesRef.current?.animate(autoScroll);
            }
            break;
          case 'tapTarget':
            propsRef.current.onTargetTap(intent.target);
            break;
          case 'tap':
            letGo(intent.item);
            propsRef.current.onTileTap(intent.item);
            break;
          case 'cancel':
            slideHome(intent.item, letGo(intent.item));
            break;
          case 'drop':
            slideHome(intent.item, letGo(intent.item));
            if (intent.target !== null) propsRef.current.onDrop(intent.item, intent.target);
            break;
          case 'grab':
            break;
        }
      }
    };
    // The page scrolled under held tiles (a wheel, a scroll bar, the auto-scroll below): each
    // tile follows its pointer's unchanged spot on the screen to its new spot on the board.
    const follow = () => {
      const box = canvas.getBoundingClientRect();
      for (const pointer of gestures.current.state.pointers) {
        const client = clients.current.get(pointer.pointerId);
        if (pointer.kind !== 'holding' || !client) continue;
        const p = toDesign({ x: client.x - box.left, y: client.y - box.top }, propsRef.current.fit);
        apply(gestures.current.send({ type: 'move', pointerId: pointer.pointerId, at: p }));
      }
    };
    // While a tile is dragged near the top or bottom of the window, the page scrolls towards the
    // part of the board out of view (a target below the fold on a phone); `follow` then keeps the
    // tile under the finger. Runs as a frame step for as long as the drag lasts.
    let autoScrolling = false;
    const autoScroll: FrameStep = () => {
      const dragged = draggedItems(gestures.current.state)[0];
      const client = dragged && clients.current.get(dragged.pointerId);
      if (!client) {
        autoScrolling = false;
        return false;
      }
      const { view, canScroll } = windowView();
      const box = canvas.getBoundingClientRect();
      const dy = autoScrollStep(client.y, view, { top: box.top, bottom: box.bottom }, canScroll);
      if (dy !== 0) window.scrollBy({ top: dy, behavior: 'instant' });
      // (a decorative step: the held drag already counts as moving)
      return 'ambient';
    };
    window.addEventListener('scroll', follow, { passive: true });
    const stopListening = listenOnStage(app, {
      // Presses that did not pick up a tile: a short one on a target is the tap-tap alternative.
      onDown: (e) => {
        track(e);
        const p = at(e);
        apply(gestures.current.send({ type: 'down', pointerId: e.pointerId, at: p, item: null, target: targetAt(p) }));
      },
      onMove: (e) => {
        // (only pointers that are down: a mouse merely passing over the board is not followed)
        if (clients.current.has(e.pointerId)) track(e);
        apply(gestures.current.send({ type: 'move', pointerId: e.pointerId, at: at(e) }));
      },
      onUp: (e) => {
        clients.current.delete(e.pointerId);
        const p = at(e);
        apply(gestures.current.send({ type: 'up', pointerId: e.pointerId, at: p, target: targetAt(p) }));
      },
      onCancel: (e) => {
        clients.current.delete(e.pointerId);
        apply(gestures.current.send({ type: 'cancel', pointerId: e.pointerId }));
      },
    });
    return () => {
      window.removeEventListener('scroll', follow);
      stopListening();
    };
  }, [app, isInitialised, at, paintTargets, homeOf, targetAt, stepTweens]);

  // Tiles snap to their home slots whenever the deal or the layout changes.
  useEffect(() => {
    tweens.current.clear();
    dealt.forEach((id, i) => {
      const r = L.tiles[i];
      if (r) tiles.current.get(id)?.position.set(r.x, r.y);
    });
    paintTargets();
    framesRef.current?.invalidate();
  }, [dealt, L, paintTargets]);

  const drawHazardsPanel = useCallback((g: Graphics) => drawPanel(g, L.hazardsPanel, L.titleHeight), [L]);
  const drawEnergiesPanel = useCallback((g: Graphics) => drawPanel(g, L.energiesPanel, L.titleHeight), [L]);
  const matchedNamesFor = (energyId: EnergyId) => hazardsMatchedTo({ matches }, energyId).map((id) => texts.hazardName(id));

  return (
    <pixiContainer {...rootTransform(fit)}>
      <pixiGraphics draw={drawHazardsPanel} />
      <pixiText
        text={texts.hazardsPanel}
        x={L.hazardsPanel.x + L.hazardsPanel.width / 2}
        y={L.hazardsPanel.y + L.titleHeight / 2}
        anchor={0.5}
        resolution={textResolution}
        style={BOARD_STYLES.panelTitle}
      />
      <pixiGraphics draw={drawEnergiesPanel} />
      <pixiText
        text={texts.energiesPanel}
        x={L.energiesPanel.x + L.energiesPanel.width / 2}
        y={L.energiesPanel.y + L.titleHeight / 2}
        anchor={0.5}
        resolution={textResolution}
        style={BOARD_STYLES.panelTitle}
      />
      {ENERGIES.map((energy, i) => (
        <Target
          key={energy.id}
          energyId={energy.id}
          rect={L.targets[i]!}
          name={texts.energyName(energy.id)}
          matchedNames={matchedNamesFor(energy.id)}
          dropHere={texts.dropHere}
          textResolution={textResolution}
          cacheScale={cacheScale}
          register={registerTarget}
          onHover={props.onHover}
        />
      ))}
      <pixiContainer sortableChildren>
        {dealt.map((id, i) => (
          <Tile
            key={id}
            hazardId={id}
            rect={L.tiles[i]!}
            name={texts.hazardName(id)}
            matched={matchedIds.has(id)}
            selected={selected === id}
            textResolution={textResolution}
            cacheScale={cacheScale}
            onDown={onTileDown}
            register={registerTile}
          />
        ))}
      </pixiContainer>
    </pixiContainer>
  );
}

/**
 * The challenge board as a PixiJS scene: 16 hazard tiles on the left (or top) and the 11 energy
 * targets on the right (or below). Every drag belongs to the pointer that started it, so two
 * fingers can drag two tiles.
 */
export default function BoardScene(props: BoardSceneProps & { resizeTo: React.RefObject<HTMLElement | null> }) {
  const { resizeTo, ...rest } = props;
  return (
    <SceneApplication resizeTo={resizeTo} className="board-scene__canvas" antialias={false} onReady={rest.onReady} onError={rest.onError}>
      <BoardContent {...rest} />
    </SceneApplication>
  );
}
