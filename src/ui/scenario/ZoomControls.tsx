import { Maximize, ZoomIn, ZoomOut } from 'lucide-react';
import { useLanguage } from '../../i18n/LanguageContext';
import type { MachineViewControls } from '../../scenes/machine/useMachineView';

/**
 * Zoom in, zoom out and "whole machine" over the machine scene (44 px each, for a finger). A button
 * with nothing to do says so with aria-disabled and stays focusable, so a keyboard user who zooms
 * all the way out keeps their place instead of falling to the page.
 */
export function ZoomControls({ controls, zoomed, atMax }: { controls: MachineViewControls; zoomed: boolean; atMax: boolean }) {
  const { t } = useLanguage();
  const buttons = [
    { id: 'in', label: t('scenarios.page.zoomIn'), Icon: ZoomIn, idle: atMax, run: controls.zoomIn },
    { id: 'out', label: t('scenarios.page.zoomOut'), Icon: ZoomOut, idle: !zoomed, run: controls.zoomOut },
    { id: 'fit', label: t('scenarios.page.zoomFit'), Icon: Maximize, idle: !zoomed, run: controls.fit },
  ] as const;
  return (
    <div className="machine-zoom" role="group" aria-label={t('scenarios.page.zoomGroup')}>
      {buttons.map(({ id, label, Icon, idle, run }) => (
        <button
          key={id}
          type="button"
          className="machine-zoom__button"
          aria-label={label}
          title={label}
          aria-disabled={idle}
          data-testid={`zoom-${id}`}
          onClick={() => {
            if (!idle) run();
          }}
        >
          <Icon aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
