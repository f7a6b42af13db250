import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useLanguage } from '../../i18n/LanguageContext';
import { layoutFor } from '../../scenes/panel/layout';
import { fitLayout } from '../../scenes/shared/fit';
import { reportFatal } from '../../state/actions';
import { operatorOnTag } from '../../state/selectors';
import { cancelPendingNotices, dispatch, languageChanged, setTagView, simulator, simulatorOpened } from '../../state/simulator';
import { useBoxSize } from '../common/useBoxSize';
import { useAfterFirstPaint } from '../common/useAfterFirstPaint';
import { sceneCode } from '../common/sceneCode';
import { useFontsReady } from '../common/useFontsReady';
import { useReducedMotion } from '../common/useReducedMotion';
import { SceneTwins } from './SceneTwins';
import { SidePanel } from './SidePanel';
import { SimulatorDialogs } from './SimulatorDialogs';
import { SoundToggle } from './SoundToggle';

const { Scene: PanelScene, start: startPanelScene } = sceneCode(() => import('../../scenes/panel/PanelScene'));
/** Starts fetching the scene's code, renderer and typeface: the page calls it as it mounts, before its texts arrive. */
export { startPanelScene };

/** The simulator screen: the PixiJS panel (left two thirds) and the tabs (right third). */
export function SimulatorView() {
  const { t, language } = useLanguage();
  const slice = useSnapshot(simulator());
  const { lockout } = slice;
  const box = useRef<HTMLDivElement>(null);
  const size = useBoxSize(box, { measureNow: false });
  const fontsReady = useFontsReady();
  useEffect(startPanelScene, []);
  const painted = useAfterFirstPaint();
  const reducedMotion = useReducedMotion();
  const layout = layoutFor(size.width || 1, size.height || 1);
  const fit = fitLayout(layout, size.width || 1, size.height || 1);

  useEffect(() => languageChanged(language), [language]);
  useEffect(() => cancelPendingNotices, []);
  useEffect(simulatorOpened, []);

  const texts = useMemo(
    () => ({
      on: t('simulator.scene.on'),
      off: t('simulator.scene.off'),
      dragHint: t('simulator.scene.dragHint'),
      panelTitle: t('simulator.scene.panelTitle'),
      tray: t('simulator.scene.tray'),
      zeroVolts: t('simulator.scene.zeroVolts'),
      danger: t('simulator.tag.danger'),
      doNotOperate: t('simulator.tag.doNotOperate'),
      permitLabel: t('simulator.tag.permit'),
    }),
    [t],
  );

  return (
    <div className="simulator">
      <section className="simulator__scene" aria-label={t('simulator.scene.label')}>
        <div className="simulator__toolbar">
          <SoundToggle />
        </div>
        <div ref={box} className="panel-scene" data-stage={lockout.stage} data-testid="panel-scene" data-scene-stage>
          {painted && fontsReady && size.width > 0 && (
            <Suspense fallback={null}>
              <PanelScene
                resizeTo={box}
                layout={layout}
                fit={fit}
                stage={lockout.stage}
                tagInfo={lockout.tagInfo}
                operatorName={operatorOnTag(lockout, language)}
                texts={texts}
                reducedMotion={reducedMotion}
                onPowerOff={() => dispatch({ type: 'power_off' })}
                onLockDrop={() => dispatch({ type: 'apply_lock', via: 'drag' })}
                onLockTap={() => dispatch({ type: 'select_item', item: 'lock' })}
                onTagTap={() => dispatch({ type: 'select_item', item: 'tag' })}
                onHungTagTap={() => setTagView(true)}
                onError={reportFatal}
              />
            </Suspense>
          )}
          <SceneTwins layout={layout} fit={fit} stage={lockout.stage} />
        </div>
        <p className="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
          {slice.announcement ? t(slice.announcement) : ''}
        </p>
      </section>
      <SidePanel />
      <SimulatorDialogs />
    </div>
  );
}
