import { extend, useApplication } from '@pixi/react';
import { Container, Graphics, Text, type FederatedPointerEvent, type TextStyleOptions } from 'pixi.js';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { energyById, ENERGIES, hazardById, type EnergyId, type HazardId } from '../../rules/catalog';
import { matchesFor, type Match } from '../../rules/challenge';
import { contains, DragTracker, easeOutCubic, TAP_SLOP, type Point, type Rect } from '../shared/drag';
import type { Fit } from '../shared/fit';
import { SceneApplication } from '../shared/SceneApplication';
import { listenOnStage } from '../shared/stage';
import { fitLines, wordFitStyle } from '../shared/text';
import { useFrames } from '../shared/useFrames';
import { iconSvg } from './icons';
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

const COLORS = {
  panel: 0x14213d,
  panelEdge: 0x2c4372,
  title: 0xffc20e,
  tile: 0xffffff,
  tileEdge: 0xd3dae5,
  ink: 0x101828,
  inkSoft: 0x3f4a5c,
  icon: '#c8102e',
  target: 0xf5f7fa,
  targetEdge: 0xa9b5c7,
  safe: 0x0f7b3a,
  safeSoft: 0xe3f4ea,
  caution: 0xffc20e,
  hover: 0x0b5cad,
  badge: 0x14213d,
} as const;
const FONT = "'Barlow Condensed', 'Barlow', Arial, sans-serif";
const RETURN_MS = 240;
/** Hazard and energy names shrink for a long word down to this size, then break. */
const MIN_NAME_SIZE = 13;
// Fixed label styles, made once (a new object on each render gives the Text a new TextStyle).
const PANEL_TITLE_STYLE: TextStyleOptions = { fontFamily: FONT, fontSize: 24, fontWeight: '700', fill: COLORS.title, letterSpacing: 1 };
const BADGE_STYLE: TextStyleOptions = { fontFamily: FONT, fontSize: 17, fontWeight: '700', fill: 0xffffff };
const DROP_HERE_STYLE: TextStyleOptions = { fontFamily: FONT, fontSize: 15, fontWeight: '600', fill: 0x5b6b82 };

interface Tween {
  from: Point;
  to: Point;
  start: number;
}

function panelDraw(g: Graphics, r: Rect, titleHeight: number): void {
  g.clear();
  g.roundRect(r.x, r.y, r.width, r.height, 16).fill(COLORS.panel).stroke({ width: 2, color: COLORS.panelEdge });
  g.roundRect(r.x, r.y, r.width, titleHeight, 16).fill(0x1f3157);
  g.rect(r.x, r.y + titleHeight - 16, r.width, 16).fill(0x1f3157);
  // A hazard-stripe accent under the title.
  for (let x = r.x + 16; x < r.x + r.width - 16; x += 24) {
    g.poly([x, r.y + titleHeight, x + 12, r.y + titleHeight, x + 8, r.y + titleHeight + 4, x - 4, r.y + titleHeight + 4]).fill(COLORS.caution);
  }
}

/**
 * Renders a container's content into one texture, refreshed when `deps` change: a tile or a
 * target then costs one draw instead of a dozen (this matters on software-rendered WebGL).
 */
function useCached(ref: React.RefObject<Container | null>, resolution: number, deps: unknown[]): void {
  useLayoutEffect(() => {
    const c = ref.current;
    if (!c) return;
    c.cacheAsTexture({ resolution, antialias: true });
    c.updateCacheTexture();
    // deps are the content that the texture shows
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, resolution, ...deps]);
}

/** One hazard tile: card, icon, name; check mark and dimmed once matched; outlined when picked. */
const Tile = memo(function Tile({
  hazardId,
  rect,
  name,
  matched,
  selected,
  textResolution,
  onDown,
  register,
}: {
  hazardId: HazardId;
  rect: Rect;
  name: string;
  matched: boolean;
  selected: boolean;
  textResolution: number;
  onDown: (hazardId: HazardId, e: FederatedPointerEvent) => void;
  register: (hazardId: HazardId, container: Container | null) => void;
}) {
  const icon = hazardById(hazardId)?.icon ?? 'tools';
  const nameStyle = useMemo(
    () => wordFitStyle(name, { fontFamily: FONT, fontSize: 19, fontWeight: '700', fill: COLORS.ink, align: 'center', wordWrap: true, wordWrapWidth: rect.width - 12, breakWords: true, lineHeight: 20 }, MIN_NAME_SIZE),
    [name, rect.width],
  );
  const drawCard = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(3, 4, rect.width, rect.height, 12).fill({ color: 0x000000, alpha: 0.25 });
      g.roundRect(0, 0, rect.width, rect.height, 12)
        .fill(matched ? COLORS.safeSoft : COLORS.tile)
        .stroke({ width: selected ? 5 : 2, color: selected ? COLORS.caution : matched ? COLORS.safe : COLORS.tileEdge });
      if (matched) {
        g.circle(rect.width - 18, 18, 13).fill(COLORS.safe);
        g.moveTo(rect.width - 24, 18).lineTo(rect.width - 19, 23).lineTo(rect.width - 11, 13).stroke({ width: 3, color: 0xffffff, cap: 'round', join: 'round' });
      }
    },
    [rect.width, rect.height, matched, selected],
  );
  const drawIcon = useCallback(
    (g: Graphics) => {
      g.clear();
      g.svg(iconSvg(icon, matched ? '#0f7b3a' : COLORS.icon, 2));
    },
    [icon, matched],
  );
  const iconSize = Math.min(44, rect.height * 0.36);
  const self = useRef<Container | null>(null);
  useCached(self, textResolution, [name, matched, selected, rect]);
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
  register,
  onHover,
}: {
  energyId: EnergyId;
  rect: Rect;
  name: string;
  matchedNames: string[];
  dropHere: string;
  textResolution: number;
  register: (energyId: EnergyId, parts: { highlight: Graphics | null; hint: Container | null }) => void;
  onHover: (energyId: EnergyId | null) => void;
}) {
  const icon = energyById(energyId)?.icon ?? 'electric';
  const count = matchedNames.length;
  const nameStyle = useMemo(
    () => wordFitStyle(name, { fontFamily: FONT, fontSize: 19, fontWeight: '700', fill: COLORS.ink, wordWrap: true, wordWrapWidth: rect.width - 18, breakWords: true, lineHeight: 20 }, MIN_NAME_SIZE),
    [name, rect.width],
  );
  const parts = useRef<{ highlight: Graphics | null; hint: Container | null }>({ highlight: null, hint: null });
  const drawCard = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(0, 0, rect.width, rect.height, 12).fill(count ? COLORS.safeSoft : COLORS.target).stroke({ width: 2, color: count ? COLORS.safe : COLORS.targetEdge });
      g.circle(rect.width - 20, 20, 15).fill(count ? COLORS.safe : COLORS.badge);
    },
    [rect.width, rect.height, count],
  );
  const drawHighlight = useCallback(
    (g: Graphics) => {
      g.clear();
      g.roundRect(-4, -4, rect.width + 8, rect.height + 8, 15).stroke({ width: 6, color: COLORS.hover }).fill({ color: COLORS.hover, alpha: 0.12 });
    },
    [rect.width, rect.height],
  );
  const drawHint = useCallback(
    (g: Graphics) => {
      g.clear();
      const inset = 8;
      const w = rect.width - inset * 2;
      const h = 34;
      const y = rect.height - h - inset;
      // Dashed outline: Pixi has no dashed stroke, so draw the dashes.
      for (let x = inset; x < inset + w; x += 14) g.moveTo(x, y).lineTo(Math.min(x + 8, inset + w), y).moveTo(x, y + h).lineTo(Math.min(x + 8, inset + w), y + h);
      for (let yy = y; yy < y + h; yy += 14) g.moveTo(inset, yy).lineTo(inset, Math.min(yy + 8, y + h)).moveTo(inset + w, yy).lineTo(inset + w, Math.min(yy + 8, y + h));
      g.stroke({ width: 2, color: 0x5b6b82 });
    },
    [rect.width, rect.height],
  );
  const drawIcon = useCallback((g: Graphics) => {
    g.clear();
    g.svg(iconSvg(icon, '#14213d', 2));
  }, [icon]);
  const shown = matchedNames.slice(0, 4);
  // Matched names, one line each, cut with an ellipsis where a long one would leave the card.
  const matchedStyle = useMemo<TextStyleOptions>(() => ({ fontFamily: FONT, fontSize: 15, fill: COLORS.safe, fontWeight: '600', wordWrapWidth: rect.width - 18 }), [rect.width]);
  const shownKey = shown.join('|');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- shownKey stands for `shown`
  const shownLines = useMemo(() => shown.map((hazard) => fitLines(`✓ ${hazard}`, matchedStyle, 1)), [shownKey, matchedStyle]);
  const card = useRef<Container | null>(null);
  useCached(card, textResolution, [name, shownKey, count, rect]);
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
      <pixiText text={String(count)} x={rect.width - 20} y={20} anchor={0.5} resolution={textResolution} style={BADGE_STYLE} />
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
          parts.current.hint = c;
          register(energyId, parts.current);
        }}
        visible={false}
      >
        <pixiGraphics draw={drawHint} />
        <pixiText text={dropHere} x={rect.width / 2} y={rect.height - 25} anchor={0.5} resolution={textResolution} style={DROP_HERE_STYLE} />
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
  const rootRef = useRef<Container>(null);
  const tiles = useRef(new Map<HazardId, Container>());
  const trackers = useRef(new Map<HazardId, DragTracker>());
  const drags = useRef(new Map<number, HazardId>());
  const tweens = useRef(new Map<HazardId, Tween>());
  const targets = useRef(new Map<EnergyId, { highlight: Graphics | null; hint: Container | null }>());
  const propsRef = useRef(props);
  useLayoutEffect(() => {
    propsRef.current = props;
  });

  // Eased returns run frame by frame until every tile is home.
  const stepTweens = useCallback((now: number) => {
    for (const [id, tw] of tweens.current) {
      const k = easeOutCubic((now - tw.start) / RETURN_MS);
      tiles.current.get(id)?.position.set(tw.from.x + (tw.to.x - tw.from.x) * k, tw.from.y + (tw.to.y - tw.from.y) * k);
      if (k >= 1) tweens.current.delete(id);
    }
    return tweens.current.size > 0;
  }, []);


  const textResolution = Math.min(8, Math.max(1, (isInitialised ? app.renderer.resolution : window.devicePixelRatio || 1) * fit.scale));
  const matchedIds = useMemo(() => new Set(matches.map((m) => m.hazardId)), [matches]);
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

  // Highlights the target under each dragged tile, and shows "drop here" on empty targets.
  const paintTargets = useCallback(
    (hovered: Set<EnergyId>) => {
      const dragging = drags.current.size > 0;
      const withMatches = new Set(propsRef.current.matches.map((m) => m.energyId));
      for (const [id, parts] of targets.current) {
        show(parts.highlight, hovered.has(id));
        show(parts.hint, dragging && !withMatches.has(id) && !hovered.has(id));
      }
    },
    [],
  );
  const pointerPositions = useRef(new Map<number, Point>());

  const toDesign = useCallback((e: FederatedPointerEvent): Point => {
    const root = rootRef.current;
    const p = root ? root.toLocal(e.global) : e.global;
    return { x: p.x, y: p.y };
  }, []);

  const hoveredTargets = useCallback(() => {
    const set = new Set<EnergyId>();
    for (const [pointerId] of drags.current) {
      const p = pointerPositions.current.get(pointerId);
      const tracker = trackers.current.get(drags.current.get(pointerId)!);
      if (p && tracker?.dragging) {
        const t = targetAt(p);
        if (t !== null) set.add(t);
      }
    }
    return set;
  }, [targetAt]);

  const onTileDown = useCallback(
    (id: HazardId, e: FederatedPointerEvent) => {
      if (matchedIds.has(id) || drags.current.has(e.pointerId)) return;
      const container = tiles.current.get(id);
      if (!container) return;
      let tracker = trackers.current.get(id);
      if (!tracker) {
        tracker = new DragTracker();
        trackers.current.set(id, tracker);
      }
      const p = toDesign(e);
      if (tracker.down(e.pointerId, p, { x: container.x, y: container.y }).kind !== 'started') return;
      tweens.current.delete(id);
      drags.current.set(e.pointerId, id);
      pointerPositions.current.set(e.pointerId, p);
      // The dragged tile stays above everything, including other tiles.
      container.zIndex = 1000 + drags.current.size;
      framesRef.current?.hold();
      paintTargets(new Set());
    },
    [matchedIds, paintTargets, toDesign],
  );

  useEffect(() => {
    if (!isInitialised || !app?.stage) return;
    const onMove = (e: FederatedPointerEvent) => {
      const id = drags.current.get(e.pointerId);
      if (id === undefined) return;
      const p = toDesign(e);
      pointerPositions.current.set(e.pointerId, p);
      const result = trackers.current.get(id)?.move(e.pointerId, p);
      if (result?.kind === 'moved') tiles.current.get(id)?.position.set(result.position.x, result.position.y);
      paintTargets(hoveredTargets());
    };
    // Presses that did not pick up a tile: a short one on a target is the tap-tap alternative.
    const presses = new Map<number, Point>();
    const onDown = (e: FederatedPointerEvent) => {
      if (!drags.current.has(e.pointerId)) presses.set(e.pointerId, toDesign(e));
    };
    // `p` is where the pointer was released, or null when the browser cancelled it.
    const finish = (pointerId: number, p: Point | null) => {
      const cancelled = p === null;
      const press = presses.get(pointerId);
      presses.delete(pointerId);
      if (press && p && Math.hypot(p.x - press.x, p.y - press.y) < TAP_SLOP) {
        const target = targetAt(p);
        if (target !== null && target === targetAt(press)) propsRef.current.onTargetTap(target);
      }
      const id = drags.current.get(pointerId);
      if (id === undefined) return;
      const tracker = trackers.current.get(id);
      const result = cancelled ? tracker?.cancel(pointerId) : tracker?.up(pointerId, p);
      drags.current.delete(pointerId);
      pointerPositions.current.delete(pointerId);
      framesRef.current?.release();
      const container = tiles.current.get(id);
      if (container) container.zIndex = 0;
      paintTargets(hoveredTargets());
      if (result?.kind === 'tapped') {
        propsRef.current.onTileTap(id);
        return;
      }
      const home = homeOf(id);
      const from = container ? { x: container.x, y: container.y } : home;
      // Slide home (a correct drop dims the tile there; a wrong or missed drop just returns it).
      if (propsRef.current.reducedMotion || !container) container?.position.set(home.x, home.y);
      else {
        tweens.current.set(id, { from, to: home, start: performance.now() });
        framesRef.current?.animate(stepTweens);
      }
      if (result?.kind === 'dropped' && p) {
        const target = targetAt(p);
        if (target !== null) propsRef.current.onDrop(id, target);
      }
    };
    return listenOnStage(app, { onDown, onMove, onUp: (e) => finish(e.pointerId, toDesign(e)), onCancel: (e) => finish(e.pointerId, null) });
  }, [app, isInitialised, toDesign, paintTargets, hoveredTargets, homeOf, targetAt, stepTweens]);

  // Tiles snap to their home slots whenever the deal or the layout changes.
  useEffect(() => {
    tweens.current.clear();
    dealt.forEach((id, i) => {
      const r = L.tiles[i];
      if (r) tiles.current.get(id)?.position.set(r.x, r.y);
    });
    paintTargets(new Set());
    framesRef.current?.invalidate();
  }, [dealt, L, paintTargets]);

  const drawHazardsPanel = useCallback((g: Graphics) => panelDraw(g, L.hazardsPanel, L.titleHeight), [L]);
  const drawEnergiesPanel = useCallback((g: Graphics) => panelDraw(g, L.energiesPanel, L.titleHeight), [L]);
  const matchedNamesFor = (energyId: EnergyId) => matchesFor({ matches }, energyId).map((id) => texts.hazardName(id));

  return (
    <pixiContainer ref={rootRef} x={fit.offsetX} y={fit.offsetY} scale={fit.scale}>
      <pixiGraphics draw={drawHazardsPanel} />
      <pixiText
        text={texts.hazardsPanel}
        x={L.hazardsPanel.x + L.hazardsPanel.width / 2}
        y={L.hazardsPanel.y + L.titleHeight / 2}
        anchor={0.5}
        resolution={textResolution}
        style={PANEL_TITLE_STYLE}
      />
      <pixiGraphics draw={drawEnergiesPanel} />
      <pixiText
        text={texts.energiesPanel}
        x={L.energiesPanel.x + L.energiesPanel.width / 2}
        y={L.energiesPanel.y + L.titleHeight / 2}
        anchor={0.5}
        resolution={textResolution}
        style={PANEL_TITLE_STYLE}
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
