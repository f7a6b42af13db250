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
 * until then. Its arrival wraps the target twins in their tooltips, which remounts them: the
 * twin that had the focus gets it back.
 */
function useTooltipCode(wanted: boolean, buttons: { readonly current: readonly (HTMLButtonElement | null)[] }): TooltipCode | null {
  const [code, setCode] = useState(() => tooltipCode ?? null);
  const refocus = useRef(-1);
  useEffect(() => {
    if (!wanted || code) return;
    let current = true;
    void import('./TargetTooltip').then((loaded) => {
      tooltipCode = loaded;
      if (!current) return;
      refocus.current = buttons.current.findIndex((button) => button !== null && button === document.activeElement);
      setCode(loaded);
    });
    return () => {
      current = false;
    };
  }, [wanted, code, buttons]);
  useLayoutEffect(() => {
    if (!code || refocus.current < 0) return;
    buttons.current[refocus.current]?.focus();
    refocus.current = -1;
  }, [code, buttons]);
  return code;
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
  const targetButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const tiles = tileFacts({ dealt, matches }, selected);
  const tips = useTooltipCode(hovered !== null || focusedTarget !== null, targetButtons);

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
        ref={(el) => {
          targetButtons.current[i] = el;
        }}
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
