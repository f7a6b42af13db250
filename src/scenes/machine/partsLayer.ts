import { Container, Graphics, Rectangle, Text, TextStyle, type FederatedPointerEvent } from 'pixi.js';
import type { ComponentDef } from '../../rules/machine';
import { PALETTE } from '../shared/palette';
import { label } from '../shared/textStyles';
import { wordFitStyle } from '../shared/text';
import { drawLocks, drawTag, PART_HALF, type PartView } from './art';
import { keepTags, NAME_HEIGHT, NAME_WIDTH, partCentre } from './layout';
import { drawPart } from './parts';

/*
 * The machine's parts, built and kept in Pixi directly rather than as React elements: @pixi/react
 * copies every Pixi object's own properties twice when it makes one (to diff its props against
 * them), and re-runs every `draw` on every render. For a plant machine of 60 parts (420 objects)
 * that was most of the time between the library read and the first frame. Here each part is made
 * once, and each of its pieces is redrawn only when what it shows has changed.
 *
 * Each part is a container labelled with the part's id, holding, in order: the selection ring,
 * the part's drawing (children[1]: a running shaft's spin redraws it), the plates behind its texts,
 * its locks and tag, then its painted label (when it has one) and its name.
 */

const NAME_OPTIONS = label(21, PALETTE.ink, { fontWeight: '600', align: 'center', wordWrap: true, wordWrapWidth: NAME_WIDTH, breakWords: true, lineHeight: 21.5 });
const NAME_STYLE = new TextStyle(NAME_OPTIONS);
const PLATE_STYLE = new TextStyle(label(21, PALETTE.ink, { align: 'center' }));
/** The name's style on one line, to measure its words; and the smallest a long word shrinks it to. */
const NAME_WORDS = new TextStyle({ ...NAME_OPTIONS, wordWrap: false });
const MIN_PART_NAME_SIZE = 15;
/** What a tap on a part hits, around its centre: its whole box, its name included (the same box as layout.ts's partBox, written out: its bytes count on every work order). */
const HIT_AREA = new Rectangle(-NAME_WIDTH / 2, -PART_HALF, NAME_WIDTH, PART_HALF * 2 + NAME_HEIGHT);

/** A pointer event on a part: pressed, released on it, released elsewhere, or cancelled by the browser. */
export type PartPointer = (kind: 'down' | 'up' | 'upoutside' | 'cancel', id: string, event: FederatedPointerEvent) => void;

/** What one part shows now. */
export interface PartInput {
  readonly c: ComponentDef;
  readonly view: PartView;
  /** Its name in the trainee's language, and what the plant paints on it (MCC-2, CCM-2). */
  readonly name: string;
  readonly plate: string;
  readonly selected: boolean;
}

/**
 * A part's Pixi objects: its container and, in order, the selection ring, the drawing, the plates,
 * the locks and tag, the name (the painted label's text, when there is one, goes before the name);
 * and what each piece last drew, by piece (a key of what it shows).
 */
type PartNode = [container: Container, selection: Graphics, drawing: Graphics, plates: Graphics, locks: Graphics, name: Text, drawn: string[]];

/** A translucent plate behind a text of the part, so it reads on a photo or over a wire. */
function plateBehind(g: Graphics, text: Text | undefined): void {
  const b = text?.bounds;
  if (b?.width) g.roundRect(b.minX - 5, text!.y + b.minY - 2, b.width + 10, b.height + 4, 5).fill({ color: PALETTE.paper, alpha: 0.85 });
}

/** A name's style: the name's own, or a little smaller where its longest word is wider than the name's width (German compounds). */
function nameStyleFor(shown: string): TextStyle {
  const style = wordFitStyle(shown, NAME_OPTIONS, MIN_PART_NAME_SIZE, NAME_WORDS);
  return style === NAME_OPTIONS ? NAME_STYLE : new TextStyle(style);
}

/** The parts of one machine, kept in a container of the scene. */
export interface PartsLayer {
  /** Makes, updates, orders and removes the parts; pointer events go to the handler last given. */
  sync(parts: readonly PartInput[], resolution: number, trainee: string, onPointer: PartPointer): void;
  /** The drawing of part `id` (the spin of a running shaft redraws it), if shown. */
  drawingOf(id: string): Graphics | undefined;
  destroy(): void;
}

/** The parts layer of the container `root`. */
export function partsLayer(root: Container): PartsLayer {
  const nodes = new Map<string, PartNode>();
  let handler: PartPointer = () => undefined;
  /** Runs `draw` on `piece` of the part when what it shows (`key`) has changed since it last did. */
  const redraw = (node: PartNode, piece: number, key: string, draw: () => void) => {
    const keys = node[6];
    if (keys[piece] === key) return;
    keys[piece] = key;
    draw();
  };
  const make = (id: string): PartNode => {
    const container = new Container({ label: id, eventMode: 'static', cursor: 'pointer', hitArea: HIT_AREA });
    for (const [type, kind] of [
      ['pointerdown', 'down'],
      ['pointerup', 'up'],
      ['pointerupoutside', 'upoutside'],
      ['pointercancel', 'cancel'],
    ] as const)
      container.on(type, (event: FederatedPointerEvent) => handler(kind, id, event));
    const pieces = [new Graphics(), new Graphics(), new Graphics(), new Graphics(), new Text({ text: '', style: NAME_STYLE, anchor: { x: 0.5, y: 0 }, y: PART_HALF + 4 })] as const;
    container.addChild(...pieces);
    const node: PartNode = [container, ...pieces, []];
    nodes.set(id, node);
    return node;
  };
  const update = (node: PartNode, { c, view, name, plate, selected }: PartInput, resolution: number, trainee: string) => {
    const [container, selection, drawing, plates, locks, nameText] = node;
    const centre = partCentre(c);
    container.position.set(centre.x, centre.y);
    redraw(node, 1, String(selected), () => {
      selection.clear();
      if (selected) selection.roundRect(-PART_HALF - 6, -PART_HALF - 6, PART_HALF * 2 + 12, PART_HALF * 2 + 12, 10).fill({ color: PALETTE.blue, alpha: 0.12 }).stroke({ width: 4, color: PALETTE.blue });
    });
    // (The view is a small flat record of what the model says about the part.)
    redraw(node, 2, JSON.stringify(view), () => drawPart(drawing, view, 0));
    // A name whose longest word is wider than the name's width (German compounds, such as
    // "Druckluftmanometer" on a projector) is set a little smaller rather than broken mid-word.
    const shown = keepTags(name);
    redraw(node, 3, shown, () => {
      nameText.text = shown;
      nameText.style = nameStyleFor(shown);
    });
    redraw(node, 5, `${view.locks.join(' ')} ${view.tagged} ${trainee}`, () => {
      locks.clear();
      drawLocks(locks, view.locks, trainee);
      if (view.tagged) drawTag(locks, view.locks.length);
    });
    // The painted label, between the locks and the name.
    let plateText = container.children[4] === nameText ? undefined : (container.children[4] as Text);
    if (plate && !plateText) container.addChildAt((plateText = new Text({ text: plate, style: PLATE_STYLE, anchor: { x: 0.5, y: 1 }, y: -PART_HALF - 2 })), 4);
    else if (!plate) plateText = void plateText?.destroy();
    if (plateText) plateText.text = plate;
    for (const text of [plateText, nameText]) if (text && text.resolution !== resolution) text.resolution = resolution;
    // The plates keep a name readable on a photo, and where a wire runs under it: a name wider
    // than its part (German's "MCC-2 Einschub 7" on a phone) lay across the wire beside it. The
    // wire still shows faintly through.
    redraw(node, 4, `${plate}\n${shown}`, () => {
      plates.clear();
      plateBehind(plates, plateText);
      plateBehind(plates, nameText);
    });
  };
  return {
    sync(parts, resolution, trainee, onPointer) {
      handler = onPointer;
      const keep = new Set<string>();
      parts.forEach((part, index) => {
        const id = part.c.id;
        keep.add(id);
        const node = nodes.get(id) ?? make(id);
        update(node, part, resolution, trainee);
        if (root.children[index] !== node[0]) root.addChildAt(node[0], index);
      });
      for (const [id, [container]] of nodes) {
        if (keep.has(id)) continue;
        nodes.delete(id);
        container.destroy({ children: true });
      }
    },
    drawingOf: (id) => nodes.get(id)?.[2],
    destroy() {
      for (const [container] of nodes.values()) container.destroy({ children: true });
      nodes.clear();
    },
  };
}
