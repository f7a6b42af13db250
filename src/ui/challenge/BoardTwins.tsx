import { Fragment, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { placeOver } from '../common/placeOver';
import { plural } from '../../i18n/plural';
import { ENERGIES, type EnergyId, type HazardId } from '../../rules/catalog';
import type { Match } from '../../rules/challenge';
import type { BoardLayout } from '../../scenes/board/layout';
import type { Fit } from '../../scenes/shared/fit';
import { hazardsMatchedTo, tileFacts } from '../../state/selectors';
import { energyName, hazardName } from '../../state/challenge';
import { pickAndDrop } from './pickAndDrop';
import type * as TooltipModule from './TargetTooltip';

type TooltipCode = typeof TooltipModule;
let tooltipCode: TooltipCode | undefined;

/**
 * The tooltips' code (./TargetTooltip.tsx), loaded when `wanted` first (a tooltip opens): null
 * until then. Its arrival wraps the target twins in their tooltips, which remounts them; the
 * twins' refs hand the focus over (see `useKeptFocus`).
 */
function useTooltipCode(wanted: boolean): TooltipCode | null {
  const [code, setCode] = useState(() => tooltipCode ?? null);
  useEffect(() => {
    if (!wanted || code) return;
    let current = true;
    void import('./TargetTooltip').then((loaded) => {
      tooltipCode = loaded;
      if (current) setCode(loaded);
    });
    return () => {
      current = false;
    };
  }, [wanted, code]);
  return code;
}

/**
 * Refs for a row of buttons that keep the keyboard focus when React replaces a button: the
 * button that loses its element while focused is noted at that moment (React detaches a ref
 * before it removes the element), and its successor takes the focus after the commit. Noting it
 * at commit time, not earlier, matters: the focus may have moved on between a remount being
 * scheduled and being done (a keyboard user's arrows, a quick test), and must not jump back.
 */
function useKeptFocus(): { buttons: { readonly current: (HTMLButtonElement | null)[] }; refFor: (index: number) => (el: HTMLButtonElement | null) => void } {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const lost = useRef(-1);
  useLayoutEffect(() => {
    const index = lost.current;
    lost.current = -1;
    if (index < 0) return;
    const active = document.activeElement;
    if (active === null || active === document.body) buttons.current[index]?.focus();
  });
  const refFor = (index: number) => (el: HTMLButtonElement | null) => {
    const old = buttons.current[index];
    if (el === null && old && old === document.activeElement) lost.current = index;
    buttons.current[index] = el;
  };
  return { buttons, refFor };
}

interface BoardTwinsProps {
  layout: BoardLayout;
  fit: Fit;
  dealt: readonly HazardId[];
  matches: readonly Match[];
  selected: HazardId | null;
  /** The target the mouse hovers on the canvas (its tooltip opens). */
  hovered: EnergyId | null;
  focusedTarget: EnergyId | null;
  onFocusTarget: (id: EnergyId | null) => void;
  /** Escape closes the open tooltip without moving the pointer or the focus (WCAG 1.4.13). */
  onDismissTooltip: () => void;
}

/**
 * Accessible twins of the board: a button over every tile and target (name, matched or selected
 * state, focus ring), pointer input passing through to the canvas. Keyboard: Enter or Space picks
 * a tile, Tab or the arrows move among targets, Enter drops, Escape cancels. Targets carry the
 * tooltip with their matches, opened by hover on the canvas or by focus.
 */
export function BoardTwins({ layout, fit, dealt, matches, selected, hovered, focusedTarget, onFocusTarget, onDismissTooltip }: BoardTwinsProps) {
  const { t, language } = useLanguage();
  const { buttons: targetButtons, refFor } = useKeptFocus();
  const tiles = tileFacts({ dealt, matches }, selected);
  const tips = useTooltipCode(hovered !== null || focusedTarget !== null);

  const onTileKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && selected !== null) {
      event.preventDefault();
      pickAndDrop({ type: 'escape' });
    }
  };
  const pickTile = (id: HazardId, matched: boolean) => {
    const intents = pickAndDrop({ type: 'pick', item: id, available: !matched });
    // Keyboard users continue on the targets.
    if (intents.some((i) => i.kind === 'pick')) targetButtons.current[0]?.focus();
  };
  const onTargetKey = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 4, ArrowUp: -4 };
    const step = moves[event.key];
    if (step !== undefined) {
      event.preventDefault();
      const next = Math.min(ENERGIES.length - 1, Math.max(0, index + step));
      targetButtons.current[next]?.focus();
    } else if (event.key === 'Escape' && selected !== null) {
      event.preventDefault();
      const id = selected;
      pickAndDrop({ type: 'escape' });
      document.querySelector<HTMLButtonElement>(`[data-testid="tile-${id}"]`)?.focus();
    }
  };

  const targets = ENERGIES.map((energy, i) => {
    const names = hazardsMatchedTo({ matches }, energy.id).map((id) => hazardName(id));
    const name = energyName(energy.id);
    const open = hovered === energy.id || focusedTarget === energy.id;
    const button = (
      <button
        ref={refFor(i)}
        type="button"
        className="board-twin board-twin--target"
        style={placeOver(layout.targets[i]!, fit)}
        aria-label={names.length ? `${name}. ${plural(t, language, 'challenge.count', names.length)}: ${names.join(', ')}` : name}
        data-testid={`target-${energy.id}`}
        onFocus={() => onFocusTarget(energy.id)}
        onBlur={() => onFocusTarget(null)}
        onClick={() => pickAndDrop({ type: 'target', target: energy.id })}
        onKeyDown={(e) => onTargetKey(e, i)}
      />
    );
    if (!tips) return <Fragment key={energy.id}>{button}</Fragment>;
    const content = (
      <>
        <strong>{name}</strong>
        {names.length > 0 && (
          <>
            <span className="board-tooltip__count">{plural(t, language, 'challenge.count', names.length)}</span>
            <span className="board-tooltip__names">{names.join(', ')}</span>
          </>
        )}
      </>
    );
    return (
      <tips.TargetTooltip key={energy.id} open={open} onDismiss={onDismissTooltip} content={content}>
        {button}
      </tips.TargetTooltip>
    );
  });

  return (
    <div className="board-twins">
      {tiles.map((tile, i) => {
        const { id } = tile;
        const name = hazardName(id);
        const matched = tile.state === 'matched';
        const label =
          tile.state === 'matched'
            ? t('challenge.tile.matched', { name, energy: energyName(tile.energy) })
            : tile.state === 'selected'
              ? t('challenge.tile.selected', { name })
              : t('challenge.tile.available', { name });
        return (
          <button
            key={id}
            type="button"
            className={`board-twin ${tile.state === 'selected' ? 'is-selected' : ''}`}
            style={placeOver(layout.tiles[i]!, fit)}
            aria-label={label}
            aria-pressed={tile.state === 'selected'}
            aria-disabled={matched}
            data-testid={`tile-${id}`}
            data-matched={matched}
            onClick={() => pickTile(id, matched)}
            onKeyDown={onTileKey}
          />
        );
      })}
      {tips ? <tips.TooltipProvider>{targets}</tips.TooltipProvider> : targets}
    </div>
  );
}
