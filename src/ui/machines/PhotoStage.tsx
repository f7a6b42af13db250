/**
 * The machine on its photos: the photos drawn from their bytes on a canvas (no blob: images under
 * the site's CSP), each part a button placed on them, and the energy paths as arrows. A part is
 * moved by dragging it (mouse, finger or pen; a second finger is ignored) or with the arrow keys
 * (Shift for larger steps); a tap selects it, or in "join" mode picks the two ends of a path. A
 * tap on the photo with a kind chosen places a part of that kind there.
 */
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { paintedLabel } from '../../rules/machine';
import { clampPlace, draftConnections, draftParts, type PartDraft } from '../../rules/machineDraft';
import { GRID, photoSlots } from '../../rules/photoLayout';
import { useBoxSize } from '../common/useBoxSize';
import type { EditorPhoto } from './useEditorDoc';
import { KindIcon } from './kindIcons';

export interface PhotoStageProps {
  readonly machine: Readonly<Record<string, unknown>>;
  readonly photos: readonly EditorPhoto[];
  readonly selected: string | null;
  /** The first end of a path being joined. */
  readonly joinFrom: string | null;
  /** Parts with an error, for their mark. */
  readonly faulty: ReadonlySet<string>;
  /** Whether a tap on the photo places a part (a kind is chosen). */
  readonly placing: boolean;
  onPick(id: string): void;
  onMove(id: string, x: number, y: number, key: string): void;
  onPlace(x: number, y: number): void;
  /** Describes a part for screen readers (its kind, name and place). */
  describe(part: PartDraft): string;
}

/** How far (CSS px) a press must travel to be a drag and not a tap. */
const DRAG_SLOP = 4;
/** A part's round button, in CSS px. */
const PART_SIZE = 44;

/**
 * How far from a part's centre a path coming in along (ux, uy) must end for its arrow's tip to
 * clear the part's painted label (drawn under the icon, over the paths): 0 when the path does not
 * cross the label. A path coming up from below would otherwise end, and hide its arrow, under it.
 */
function beyondLabel(label: string, ux: number, uy: number): number {
  if (label === '' || uy >= 0) return 0;
  // The label's box around the part's centre (stage-part__label in machines.css), with 3 px to spare.
  const top = PART_SIZE / 2 + 2;
  const bottom = top + 22;
  const half = (label.length * 8 + 12) / 2 + 3;
  const up = -uy;
  const across = Math.abs(ux);
  // Where the path, traced back from the centre, meets the label's top, if it does.
  if (across * (top / up) > half) return 0;
  return Math.min(bottom / up, across === 0 ? Infinity : half / across);
}

/** Decodes the photos' bytes into bitmaps, closing those no longer shown. */
function useBitmaps(photos: readonly EditorPhoto[]): ReadonlyMap<string, ImageBitmap> {
  const [bitmaps, setBitmaps] = useState<ReadonlyMap<string, ImageBitmap>>(new Map());
  useEffect(() => {
    let alive = true;
    const made: ImageBitmap[] = [];
    void Promise.all(
      photos.map(async (p) => {
        try {
          const bitmap = await createImageBitmap(new Blob([p.bytes as BlobPart], { type: p.type }));
          made.push(bitmap);
          return [p.id, bitmap] as const;
        } catch {
          return null;
        }
      }),
    ).then((pairs) => {
      if (alive) setBitmaps(new Map(pairs.filter((p): p is readonly [string, ImageBitmap] => p !== null)));
      else made.forEach((b) => b.close());
    });
    return () => {
      alive = false;
      made.forEach((b) => b.close());
    };
  }, [photos]);
  return bitmaps;
}

export function PhotoStage({ machine, photos, selected, joinFrom, faulty, placing, onPick, onMove, onPlace, describe }: PhotoStageProps) {
  const { t, language } = useLanguage();
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const size = useBoxSize(box);
  const bitmaps = useBitmaps(photos);
  const parts = useMemo(() => draftParts(machine), [machine]);
  const connections = useMemo(() => draftConnections(machine), [machine]);
  // The part being dragged, where it is now (the draft changes when it is let go).
  const [drag, setDrag] = useState<{ id: string; x: number; y: number } | null>(null);
  const press = useRef<{ id: string; pointer: number; startX: number; startY: number; moved: boolean } | null>(null);

  const slots = useMemo(() => photoSlots(photos), [photos]);

  useEffect(() => {
    const el = canvas.current;
    if (!el || size.width === 0) return;
    const ratio = Math.min(window.devicePixelRatio || 1, 2);
    el.width = Math.round(size.width * ratio);
    el.height = Math.round(size.height * ratio);
    const g = el.getContext('2d');
    if (!g) return;
    g.setTransform(ratio, 0, 0, ratio, 0, 0);
    g.clearRect(0, 0, size.width, size.height);
    photos.forEach((p, i) => {
      const bitmap = bitmaps.get(p.id);
      const slot = slots[i];
      if (!bitmap || !slot) return;
      g.drawImage(bitmap, (slot.x / GRID.width) * size.width, (slot.y / GRID.height) * size.height, (slot.width / GRID.width) * size.width, (slot.height / GRID.height) * size.height);
    });
  }, [bitmaps, photos, slots, size]);

  const at = (part: PartDraft) => (drag?.id === part.id ? drag : part);
  // The latest callbacks, for handlers that stay the same from one render to the next (so a part
  // that did not change is not drawn again while another is dragged).
  const latest = useRef({ onPick, onMove, parts });
  useLayoutEffect(() => {
    latest.current = { onPick, onMove, parts };
  });
  const toGrid = useCallback((clientX: number, clientY: number) => {
    const rect = box.current!.getBoundingClientRect();
    return clampPlace(((clientX - rect.left) / rect.width) * GRID.width, ((clientY - rect.top) / rect.height) * GRID.height);
  }, []);
  const handlers = useMemo<PartHandlers>(
    () => ({
      down: (e) => {
        // One pointer at a time: a second finger does not take the part from the first.
        if (press.current || (e.pointerType === 'mouse' && e.button !== 0)) return;
        e.currentTarget.setPointerCapture(e.pointerId);
        press.current = { id: e.currentTarget.dataset.part!, pointer: e.pointerId, startX: e.clientX, startY: e.clientY, moved: false };
      },
      move: (e) => {
        const p = press.current;
        if (!p || p.pointer !== e.pointerId) return;
        if (!p.moved && Math.hypot(e.clientX - p.startX, e.clientY - p.startY) < DRAG_SLOP) return;
        p.moved = true;
        setDrag({ id: p.id, ...toGrid(e.clientX, e.clientY) });
      },
      up: (e) => {
        const p = press.current;
        if (!p || p.pointer !== e.pointerId) return;
        press.current = null;
        if (p.moved) {
          const place = toGrid(e.clientX, e.clientY);
          setDrag(null);
          latest.current.onMove(p.id, place.x, place.y, `drag:${p.id}:${e.timeStamp}`);
        } else latest.current.onPick(p.id);
      },
      cancel: (e) => {
        if (press.current?.pointer !== e.pointerId) return;
        press.current = null;
        setDrag(null);
      },
      key: (e) => {
        const step = e.shiftKey ? 25 : 5;
        const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
        const d = moves[e.key];
        const part = latest.current.parts.find((p) => p.id === e.currentTarget.dataset.part);
        if (!d || !part) return;
        e.preventDefault();
        latest.current.onMove(part.id, part.x + d[0], part.y + d[1], `keys:${part.id}`);
      },
      click: (e) => {
        // A click from the keyboard (Enter, Space); a pointer's press is handled on release.
        if (e.detail === 0) latest.current.onPick(e.currentTarget.dataset.part!);
      },
    }),
    [toGrid],
  );
  const tapStage = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!placing || e.target !== e.currentTarget) return;
    const place = toGrid(e.clientX, e.clientY);
    onPlace(place.x, place.y);
  };

  // What each part is called and shows, worked out once per change of the machine, not per move.
  const named = useMemo(
    () => new Map(parts.map((part) => [part.id, { label: paintedLabel({ label: typeof part.label === 'string' ? part.label : '', labels: part.labels as never }, language), name: describe(part) }])),
    [parts, language, describe],
  );
  const px = (x: number) => (x / GRID.width) * size.width;
  const py = (y: number) => (y / GRID.height) * size.height;
  const byId = new Map(parts.map((p) => [p.id, p]));

  return (
    <div className="stage-scroll">
    <div className={`stage ${photos.length === 0 ? 'stage--grid' : ''} ${placing ? 'stage--placing' : ''}`} ref={box} onPointerUp={tapStage} data-testid="machine-stage">
      <canvas ref={canvas} className="stage__photos" aria-hidden="true" />
      <svg className="stage__paths" width={size.width} height={size.height} aria-hidden="true">
        <defs>
          <marker id="stage-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" className="stage__arrowhead" />
          </marker>
        </defs>
        {connections.map(([from, to], i) => {
          const a = byId.get(from);
          const b = byId.get(to);
          if (!a || !b) return null;
          const [x1, y1, x2, y2] = [px(at(a).x), py(at(a).y), px(at(b).x), py(at(b).y)];
          const length = Math.hypot(x2 - x1, y2 - y1);
          if (length < PART_SIZE) return null;
          const r = PART_SIZE / 2 + 3;
          const [ux, uy] = [(x2 - x1) / length, (y2 - y1) / length];
          const end = Math.max(r, Math.min(length - r, beyondLabel(named.get(to)?.label ?? '', ux, uy)));
          const ends = { x1: x1 + ux * r, y1: y1 + uy * r, x2: x2 - ux * end, y2: y2 - uy * end };
          return (
            <g key={`${from}>${to}>${i}`}>
              <line {...ends} className="stage__path-edge" />
              <line {...ends} className="stage__path" markerEnd="url(#stage-arrow)" />
            </g>
          );
        })}
      </svg>
      {parts.map((part) => {
        const shown = named.get(part.id)!;
        // The dragged part moves by a transform from where it is (no layout while it moves).
        const shift = drag?.id === part.id ? { dx: ((drag.x - part.x) / GRID.width) * size.width, dy: ((drag.y - part.y) / GRID.height) * size.height } : null;
        return (
          <StagePart
            key={part.id}
            id={part.id}
            kind={part.kind}
            x={part.x}
            y={part.y}
            dx={shift?.dx ?? 0}
            dy={shift?.dy ?? 0}
            label={shown.label}
            name={shown.name}
            selected={selected === part.id}
            from={joinFrom === part.id}
            faulty={faulty.has(part.id)}
            dragging={shift !== null}
            handlers={handlers}
          />
        );
      })}
      {parts.length === 0 && <p className="stage__empty">{t('editor.stage.empty')}</p>}
    </div>
    </div>
  );
}

/** What a part button does, the same functions for every part (it knows its part by `data-part`). */
interface PartHandlers {
  down(e: ReactPointerEvent<HTMLButtonElement>): void;
  move(e: ReactPointerEvent<HTMLButtonElement>): void;
  up(e: ReactPointerEvent<HTMLButtonElement>): void;
  cancel(e: ReactPointerEvent<HTMLButtonElement>): void;
  key(e: KeyboardEvent<HTMLButtonElement>): void;
  click(e: React.MouseEvent<HTMLButtonElement>): void;
}

interface StagePartProps {
  readonly id: string;
  readonly kind: PartDraft['kind'];
  readonly x: number;
  readonly y: number;
  /** How far it is being dragged from there, in CSS px. */
  readonly dx: number;
  readonly dy: number;
  readonly label: string;
  /** Its accessible name: what it is and where. */
  readonly name: string;
  readonly selected: boolean;
  readonly from: boolean;
  readonly faulty: boolean;
  readonly dragging: boolean;
  readonly handlers: PartHandlers;
}

/** One part on the photo: drawn again only when something of its own changes. */
const StagePart = memo(function StagePart({ id, kind, x, y, dx, dy, label, name, selected, from, faulty, dragging, handlers }: StagePartProps) {
  return (
    <button
      type="button"
      className={`stage-part stage-part--${kind} ${selected ? 'stage-part--selected' : ''} ${from ? 'stage-part--from' : ''} ${faulty ? 'stage-part--faulty' : ''} ${dragging ? 'stage-part--dragging' : ''}`}
      style={{ left: `${(x / GRID.width) * 100}%`, top: `${(y / GRID.height) * 100}%`, ...(dragging ? { transform: `translate(calc(-50% + ${dx}px), calc(-50% + ${dy}px))` } : {}) }}
      aria-label={name}
      aria-pressed={selected}
      data-part={id}
      onPointerDown={handlers.down}
      onPointerMove={handlers.move}
      onPointerUp={handlers.up}
      onPointerCancel={handlers.cancel}
      onLostPointerCapture={handlers.cancel}
      onKeyDown={handlers.key}
      onClick={handlers.click}
    >
      <span className="stage-part__icon">
        <KindIcon kind={kind} />
      </span>
      {label !== '' && <span className="stage-part__label">{label}</span>}
      {faulty && (
        <span className="stage-part__mark" aria-hidden="true">
          !
        </span>
      )}
    </button>
  );
});
