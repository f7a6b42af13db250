import { useEffect, useRef, type ReactNode } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { placeOver } from '../common/placeOver';
import type { Stage } from '../../rules/lockout';
import type { Rect } from '../../scenes/shared/drag';
import type { PanelLayout } from '../../scenes/panel/layout';
import type { Fit } from '../../scenes/shared/fit';
import { panelFacts } from '../../state/selectors';
import { dispatch, setTagView } from '../../state/simulator';

interface TwinProps {
  rect: Rect;
  fit: Fit;
  label: string;
  disabled?: boolean;
  onActivate: () => void;
  testId: string;
  children?: ReactNode;
}

/** A focusable button exactly over a canvas object; pointer input passes through to the canvas. */
function Twin({ rect, fit, label, disabled = false, onActivate, testId }: TwinProps) {
  return (
    <button
      type="button"
      className="scene-twin"
      style={placeOver(rect, fit)}
      aria-label={label}
      aria-disabled={disabled}
      data-testid={testId}
      onClick={() => !disabled && onActivate()}
    />
  );
}

/**
 * The accessible twins of the panel's interactive objects (lever, padlock, lockout point, tags):
 * screen-reader names, disabled states, focus rings and Enter/Space, placed over the canvas.
 */
export function SceneTwins({ layout: L, fit, stage }: { layout: PanelLayout; fit: Fit; stage: Stage }) {
  const { t } = useLanguage();
  const { leverOn, locked, tagged } = panelFacts(stage);
  const root = useRef<HTMLDivElement>(null);
  // The padlock applied by keyboard takes the lockout point's twin away (and disables the
  // padlock's): focus goes on to the next thing to do, the tag, never to the page.
  useEffect(() => {
    if (!locked || tagged) return;
    const active = document.activeElement;
    const lost = active === null || active === document.body || active === document.documentElement;
    if (lost || active?.getAttribute('data-testid') === 'twin-padlock') root.current?.querySelector<HTMLElement>('[data-testid="twin-tray-tag"]')?.focus();
  }, [locked, tagged]);
  return (
    <div className="scene-twins" ref={root}>
      <Twin
        rect={L.handleArea}
        fit={fit}
        testId="twin-handle"
        label={leverOn ? t('simulator.scene.handleOn') : t('simulator.scene.handleOff')}
        disabled={!leverOn}
        onActivate={() => dispatch({ type: 'power_off' })}
      />
      {!locked && (
        <Twin
          rect={L.dropTarget}
          fit={fit}
          testId="twin-lockpoint"
          label={t('simulator.scene.lockPoint')}
          onActivate={() => dispatch({ type: 'apply_lock', via: 'keyboard' })}
        />
      )}
      <Twin
        rect={locked ? L.lockOnPanel : L.lockHome}
        fit={fit}
        testId="twin-padlock"
        label={locked ? t('simulator.scene.padlockApplied') : t('simulator.scene.padlock')}
        disabled={locked}
        onActivate={() => dispatch({ type: 'apply_lock', via: 'keyboard' })}
      />
      {!tagged && (
        <Twin
          rect={L.tagHome}
          fit={fit}
          testId="twin-tray-tag"
          label={t('simulator.inventory.tag')}
          onActivate={() => dispatch({ type: 'select_item', item: 'tag' })}
        />
      )}
      {tagged && <Twin rect={L.tagOnPanel} fit={fit} testId="twin-hung-tag" label={t('simulator.scene.hungTag')} onActivate={() => setTagView(true)} />}
    </div>
  );
}
