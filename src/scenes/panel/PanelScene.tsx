import { extend, useApplication } from '@pixi/react';
import { Container, Graphics, Text, type FederatedPointerEvent } from 'pixi.js';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { Stage, TagInfo } from '../../rules/lockout';
import { panelFacts } from '../../state/selectors';
import { isLive } from '../shared/frames';
import { centre, contains, type Point } from '../shared/drag';
import { rootTransform, textResolution as textResolutionFor, toDesign, type Fit } from '../shared/fit';
import { PointerGestures, type PointerIntent } from '../shared/gesture';
import { SceneApplication } from '../shared/SceneApplication';
import { listenOnStage } from '../shared/stage';
import { fitLines } from '../shared/text';
import { PANEL_STYLES as STYLES, REASON_LINES } from '../shared/textStyles';
import { tween, tweenAt, type Tween } from '../shared/tween';
import { useFrames } from '../shared/useFrames';
import { drawCabinet, drawDropTarget, drawHintBubble, drawLamp, drawLever, drawLockBracket, drawPadlock, drawRoom, drawSwitchPlates, drawTagCard, drawTestKit, drawTouchZone, TEST_KIT_SCREEN, drawTray, drawZipTie } from './art';
import { LEVER_OFF_DEG, LEVER_ON_DEG, LOCK_SIZE, TAG_SIZE, type PanelLayout } from './layout';

extend({ Container, Graphics, Text });

/** Texts the scene draws, already translated by the overlay. */
export interface PanelTexts {
  on: string;
  off: string;
  dragHint: string;
  panelTitle: string;
  tray: string;
  zeroVolts: string;
  danger: string;
  doNotOperate: string;
  permitLabel: string;
}

/** What the scene shows and what it reports back. */
export interface PanelSceneProps {
  layout: PanelLayout;
  fit: Fit;
  stage: Stage;
  tagInfo: TagInfo;
  operatorName: string;
  texts: PanelTexts;
  reducedMotion: boolean;
  /** The lever was tapped or dragged down. */
  onPowerOff: () => void;
  /** The padlock was dropped on the lockout point (a drop elsewhere only slides it home). */
  onLockDrop: () => void;
  /** The padlock was tapped or clicked. */
  onLockTap: () => void;
  /** The spare tag on the tray was tapped. */
  onTagTap: () => void;
  /** The tag hanging on the panel was tapped. */
  onHungTagTap: () => void;
  /** The first frame is on screen. */
  onReady?: () => void;
  /** Something in the scene failed (shown on the error screen rather than as a frozen canvas). */
  onError: (error: unknown) => void;
}

const RETURN_MS = 260;
const LEVER_MS = 180;

/** What a pointer can take hold of on the panel. */
type PanelItem = 'lock' | 'lever';

const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** The drop target's look while no padlock is over it: shown only while the padlock is awaited. */
const restingTarget = (stage: Stage) => (panelFacts(stage).lockAwaited ? 'idle' : 'hidden');

function PanelContent(props: PanelSceneProps) {
  const { layout: L, fit, stage, tagInfo, texts, reducedMotion } = props;
  const { app, isInitialised } = useApplication();
  const frames = useFrames();
  const framesRef = useRef(frames);
  useLayoutEffect(() => {
    framesRef.current = frames;
  });
  const lockRef = useRef<Container>(null);
  const leverRef = useRef<Container>(null);
  const targetRef = useRef<Graphics>(null);
  const hintRef = useRef<Container>(null);
  const gestures = useRef(new PointerGestures<PanelItem, never>());
  const lockTween = useRef<Tween<Point> | null>(null);
  const leverTween = useRef<Tween<number> | null>(null);
  const overTarget = useRef(false);
  // Stage listeners live across renders; they read the latest props through this ref.
  const propsRef = useRef(props);
  useLayoutEffect(() => {
    propsRef.current = props;
  });

  // Eased returns, the lever's swing and the bouncing hint, frame by frame while they last.
  const step = useCallback((now: number) => {
    let busy = false;
    const tw = lockTween.current;
    if (tw && lockRef.current) {
      const { value, done } = tweenAt(tw, now);
      lockRef.current.position.set(value.x, value.y);
      if (done) lockTween.current = null;
      else busy = true;
    }
    const lt = leverTween.current;
    if (lt && leverRef.current) {
      const { value, done } = tweenAt(lt, now);
      leverRef.current.rotation = toRadians(value);
      if (done) leverTween.current = null;
      else busy = true;
    }
    const bounce = panelFacts(propsRef.current.stage).lockAwaited && !propsRef.current.reducedMotion && hintRef.current !== null;
    if (hintRef.current) hintRef.current.y = bounce ? -Math.abs(Math.sin(now / 260)) * 10 : 0;
    return busy ? true : bounce ? 'ambient' : false;
  }, []);

  const facts = panelFacts(stage);
  const { locked, tagged, lockAwaited } = facts;
  const handleEnabled = facts.leverOn;
  const lockMovable = !locked;

  // The "drag padlock here" hint bounces for as long as the stage waits for the padlock.
  useEffect(() => {
    if (frames && lockAwaited && !reducedMotion) frames.animate(step, 'ambient');
  }, [frames, lockAwaited, reducedMotion, step]);

  const lockRest = locked ? L.lockOnPanel : L.lockHome;
  const leverRest = handleEnabled ? LEVER_ON_DEG : LEVER_OFF_DEG;
  const textResolution = textResolutionFor(isInitialised && isLive(app) ? app.renderer.resolution : window.devicePixelRatio || 1, fit);

  const setTarget = useCallback(
    (state: 'hidden' | 'idle' | 'hover') => {
      if (targetRef.current) drawDropTarget(targetRef.current, L.dropTarget, state);
    },
    [L],
  );

  // Put the padlock and lever where the stage says whenever the stage or layout changes.
  useEffect(() => {
    lockTween.current = null;
    lockRef.current?.position.set(lockRest.x, lockRest.y);
    setTarget(lockAwaited ? 'idle' : 'hidden');
    framesRef.current?.invalidate();
  }, [lockRest, stage, lockAwaited, setTarget]);

  // The lever swings when the stage moves it, but is put in place at once the first time: a scene
  // mounted mid-procedure (the trainee comes back to the page) shows it OFF straight away, and a
  // swing needs frames, which the scheduler only has once the application is ready.
  const leverPlaced = useRef(false);
  useEffect(() => {
    const lever = leverRef.current;
    if (!lever) return;
    const current = (lever.rotation * 180) / Math.PI;
    if (!leverPlaced.current || !frames || reducedMotion || Math.abs(current - leverRest) < 0.5) {
      lever.rotation = toRadians(leverRest);
      leverTween.current = null;
      frames?.invalidate();
    } else {
      leverTween.current = tween(current, leverRest, LEVER_MS);
      frames.animate(step);
    }
    leverPlaced.current = true;
  }, [frames, leverRest, reducedMotion, step]);

  // What the gestures mean on the panel: the padlock follows its pointer and is dropped on the
  // lockout point (or slides home), the lever follows its pointer's angle and switches OFF past
  // half-way; a tap on either is reported; a cancelled pointer puts the object back.
  useEffect(() => {
    if (!isInitialised || !isLive(app) || !app.stage) return;
    const at = (e: FederatedPointerEvent): Point => toDesign(e.global, propsRef.current.fit);
    const overDrop = (position: Point) => contains(L.dropTarget, centre({ ...position, ...LOCK_SIZE }));
    const lockIntent = (intent: PointerIntent<PanelItem, never>) => {
      const lock = lockRef.current;
      switch (intent.kind) {
        case 'move': {
          lock?.position.set(intent.position.x, intent.position.y);
          const over = overDrop(intent.position);
          if (over !== overTarget.current) {
            overTarget.current = over;
            setTarget(over ? 'hover' : restingTarget(propsRef.current.stage));
          }
          return;
        }
        case 'tap':
          framesRef.current?.release();
          lock?.position.set(lockRest.x, lockRest.y);
          propsRef.current.onLockTap();
          return;
        case 'drop': {
          framesRef.current?.release();
          const over = overDrop(intent.position);
          overTarget.current = false;
          setTarget(restingTarget(propsRef.current.stage));
          // Slide home first; if the drop locks the panel, the stage effect snaps it onto the hasp.
          const from = { x: lock?.x ?? lockRest.x, y: lock?.y ?? lockRest.y };
          lockTween.current = propsRef.current.reducedMotion ? null : tween(from, { x: L.lockHome.x, y: L.lockHome.y }, RETURN_MS);
          if (!lockTween.current) lock?.position.set(L.lockHome.x, L.lockHome.y);
          else framesRef.current?.animate(step);
          if (over) propsRef.current.onLockDrop();
          return;
        }
        case 'cancel':
          framesRef.current?.release();
          lock?.position.set(lockRest.x, lockRest.y);
          setTarget(restingTarget(propsRef.current.stage));
          return;
        default:
          return;
      }
    };
    const leverIntent = (intent: PointerIntent<PanelItem, never>) => {
      const lever = leverRef.current;
      switch (intent.kind) {
        case 'move':
          if (lever) {
            const deg = (Math.atan2(intent.at.y - L.pivot.y, intent.at.x - L.pivot.x) * 180) / Math.PI;
            lever.rotation = toRadians(Math.min(LEVER_OFF_DEG, Math.max(LEVER_ON_DEG, deg)));
          }
          return;
        case 'tap':
          framesRef.current?.release();
          propsRef.current.onPowerOff();
          return;
        case 'drop': {
          framesRef.current?.release();
          if (!lever) return;
          const deg = (lever.rotation * 180) / Math.PI;
          if (deg > (LEVER_ON_DEG + LEVER_OFF_DEG) / 2) propsRef.current.onPowerOff();
          else if (propsRef.current.reducedMotion) {
            // Reduced motion: the lever snaps back to ON instead of swinging.
            lever.rotation = toRadians(LEVER_ON_DEG);
            framesRef.current?.invalidate();
          } else {
            leverTween.current = tween(deg, LEVER_ON_DEG, LEVER_MS);
            framesRef.current?.animate(step);
          }
          return;
        }
        case 'cancel':
          framesRef.current?.release();
          if (lever) lever.rotation = toRadians(LEVER_ON_DEG);
          return;
        default:
          return;
      }
    };
    const apply = (intents: PointerIntent<PanelItem, never>[]) => {
      for (const intent of intents) {
        if (!('item' in intent)) continue;
        if (intent.item === 'lock') lockIntent(intent);
        else leverIntent(intent);
      }
    };
    return listenOnStage(app, {
      onMove: (e) => apply(gestures.current.send({ type: 'move', pointerId: e.pointerId, at: at(e) })),
      onUp: (e) => apply(gestures.current.send({ type: 'up', pointerId: e.pointerId, at: at(e) })),
      onCancel: (e) => apply(gestures.current.send({ type: 'cancel', pointerId: e.pointerId })),
    });
  }, [app, isInitialised, L, lockRest, setTarget, step]);

  const onLockDown = useCallback(
    (e: FederatedPointerEvent) => {
      const lock = lockRef.current;
      if (!lockMovable || !lock) return;
      const intents = gestures.current.send({ type: 'down', pointerId: e.pointerId, at: toDesign(e.global, propsRef.current.fit), item: 'lock', itemAt: { x: lock.x, y: lock.y } });
      if (intents.some((i) => i.kind === 'grab')) {
        lockTween.current = null;
        framesRef.current?.hold();
        // Keep the dragged padlock above everything else.
        lock.parent?.addChild(lock);
      }
    },
    [lockMovable],
  );

  const onLeverDown = useCallback(
    (e: FederatedPointerEvent) => {
      if (!handleEnabled || !leverRef.current) return;
      const intents = gestures.current.send({ type: 'down', pointerId: e.pointerId, at: toDesign(e.global, propsRef.current.fit), item: 'lever', itemAt: { x: 0, y: 0 } });
      if (intents.some((i) => i.kind === 'grab')) framesRef.current?.hold();
    },
    [handleEnabled],
  );

  // ON/OFF plates on the door beside the lever: the live position is lit (green ON, yellow OFF).
  const labelX = L.pivot.x - 42;
  const labelWidth = Math.max(texts.on.length, texts.off.length) * 9 + 40;
  const hintWidth = Math.max(150, Math.min(240, texts.dragHint.length * 9 + 30));
  const drawLeverG = useCallback((g: Graphics) => drawLever(g, L.leverLength, handleEnabled), [L, handleEnabled]);
  const tag = useMemo(
    () => ({
      reason: fitLines(tagInfo.reason, STYLES.reason, REASON_LINES),
      permit: tagInfo.permitNumber.trim() ? fitLines(`${texts.permitLabel} ${tagInfo.permitNumber}`, STYLES.permit, 1) : '',
      operator: fitLines(props.operatorName, STYLES.operator, 1),
    }),
    [tagInfo, props.operatorName, texts.permitLabel],
  );

  const drawSwitchLabelsG = useCallback((g: Graphics) => drawSwitchPlates(g, L, labelX, labelWidth, handleEnabled), [L, handleEnabled, labelX, labelWidth]);
  const drawRoomG = useCallback((g: Graphics) => drawRoom(g, L), [L]);
  const drawCabinetG = useCallback((g: Graphics) => drawCabinet(g, L), [L]);
  const drawLampG = useCallback((g: Graphics) => drawLamp(g, L, handleEnabled), [L, handleEnabled]);
  const drawBracketG = useCallback((g: Graphics) => drawLockBracket(g, L), [L]);
  const drawHintG = useCallback((g: Graphics) => drawHintBubble(g, hintWidth), [hintWidth]);
  const drawTrayG = useCallback((g: Graphics) => drawTray(g, L), [L]);
  const drawTrayTagG = useCallback((g: Graphics) => drawTagCard(g, { width: L.tagHome.width, height: L.tagHome.height }), [L]);
  const drawTestKitG = useCallback((g: Graphics) => drawTestKit(g, L), [L]);
  const drawTagG = useCallback((g: Graphics) => drawTagCard(g), []);
  const drawPadlockG = useCallback((g: Graphics) => drawPadlock(g, !locked), [locked]);
  const drawZipTieG = useCallback((g: Graphics) => drawZipTie(g, L), [L]);
  const drawHandleZoneG = useCallback((g: Graphics) => drawTouchZone(g, L.handleArea), [L]);

  return (
    <pixiContainer {...rootTransform(fit)}>
      <pixiGraphics draw={drawRoomG} />
      <pixiGraphics draw={drawCabinetG} />
      <pixiText
        text={texts.panelTitle}
        x={L.cabinet.x + 40}
        y={L.cabinet.y + 30}
        anchor={{ x: 0, y: 0.5 }}
        resolution={textResolution}
        style={STYLES.title}
      />
      <pixiGraphics draw={drawLampG} />
      <pixiGraphics draw={drawBracketG} />
      <pixiGraphics draw={drawSwitchLabelsG} />
      <pixiText text={`I  ${texts.on}`} x={labelX} y={L.pivot.y - 52} anchor={{ x: 1, y: 0.5 }} resolution={textResolution} style={handleEnabled ? STYLES.switchLit : STYLES.switchDim} />
      <pixiText text={`O  ${texts.off}`} x={labelX} y={L.pivot.y + 52} anchor={{ x: 1, y: 0.5 }} resolution={textResolution} style={handleEnabled ? STYLES.switchDim : STYLES.switchOff} />
      <pixiContainer ref={leverRef} x={L.pivot.x} y={L.pivot.y}>
        <pixiGraphics draw={drawLeverG} />
      </pixiContainer>
      {/* The lever's whole sweep is its touch zone (the same box as its accessible twin). */}
      <pixiGraphics
        eventMode={handleEnabled ? 'static' : 'none'}
        cursor={handleEnabled ? 'grab' : 'not-allowed'}
        onPointerDown={onLeverDown}
        draw={drawHandleZoneG}
      />
      <pixiGraphics ref={targetRef} draw={() => undefined} />
      {lockAwaited && (
        <pixiContainer x={L.dropTarget.x + L.dropTarget.width / 2} y={L.dropTarget.y + L.dropTarget.height + 6}>
          <pixiContainer ref={hintRef}>
            <pixiGraphics draw={drawHintG} />
            <pixiText text={texts.dragHint} y={34} anchor={0.5} resolution={textResolution} style={STYLES.hint} />
          </pixiContainer>
        </pixiContainer>
      )}
      <pixiGraphics draw={drawTrayG} />
      <pixiText
        text={texts.tray}
        x={L.tray.x + L.tray.width / 2}
        y={L.tray.y + 26}
        anchor={0.5}
        resolution={textResolution}
        style={STYLES.tray}
      />
      {!tagged && (
        <pixiContainer
          x={L.tagHome.x}
          y={L.tagHome.y}
          eventMode="static"
          cursor={facts.tagSelectable ? 'pointer' : 'not-allowed'}
          onPointerTap={() => props.onTagTap()}
        >
          <pixiGraphics draw={drawTrayTagG} />
          <pixiText
            text={texts.danger}
            x={L.tagHome.width / 2}
            y={L.tagHome.height * 0.214}
            anchor={0.5}
            resolution={textResolution}
            style={STYLES.trayTag}
          />
        </pixiContainer>
      )}
      {facts.tested && (
        <pixiContainer label="test-kit">
          <pixiGraphics draw={drawTestKitG} />
          <pixiText
            text={texts.zeroVolts}
            x={L.tester.x + TEST_KIT_SCREEN.x}
            y={L.tester.y + TEST_KIT_SCREEN.y}
            anchor={0.5}
            scale={0.5}
            resolution={textResolution * 2}
            style={STYLES.zeroVolts}
          />
        </pixiContainer>
      )}
      {tagged && (
        <pixiContainer
          label="hung-tag"
          x={L.tagOnPanel.x}
          y={L.tagOnPanel.y}
          eventMode="static"
          cursor="pointer"
          onPointerTap={() => props.onHungTagTap()}
        >
          <pixiGraphics draw={drawZipTieG} />
          <pixiGraphics draw={drawTagG} />
          <pixiText text={texts.danger} x={TAG_SIZE.width / 2} y={42} anchor={0.5} resolution={textResolution} style={STYLES.tagDanger} />
          <pixiText text={texts.doNotOperate} x={TAG_SIZE.width / 2} y={78} anchor={0.5} resolution={textResolution} style={STYLES.doNotOperate} />
          <pixiText
            label="tag-reason"
            text={tag.reason}
            x={10}
            y={96}
            resolution={textResolution}
            style={STYLES.reason}
          />
          {tag.permit && (
            <pixiText label="tag-permit" text={tag.permit} x={10} y={158} resolution={textResolution} style={STYLES.permit} />
          )}
          <pixiText label="tag-operator" text={tag.operator} x={10} y={174} resolution={textResolution} style={STYLES.operator} />
        </pixiContainer>
      )}
      <pixiContainer
        ref={lockRef}
        eventMode={lockMovable ? 'static' : 'none'}
        cursor={lockMovable ? 'grab' : 'default'}
        onPointerDown={onLockDown}
      >
        <pixiGraphics draw={drawPadlockG} />
      </pixiContainer>
    </pixiContainer>
  );
}

/**
 * The motor control center as a PixiJS scene: the room, the MCC bucket with its status lamp and
 * disconnect lever, the lockout station with the padlock and a tag, and, as the procedure goes on,
 * the padlock on the hasp, the tag hung from it and the test: a two-pole voltage tester reading zero
 * on the motor terminals beside its proving unit.
 */
export default function PanelScene(props: PanelSceneProps & { resizeTo: React.RefObject<HTMLElement | null> }) {
  const { resizeTo, ...rest } = props;
  return (
    <SceneApplication resizeTo={resizeTo} className="panel-scene__canvas" onReady={rest.onReady} onError={rest.onError}>
      <PanelContent {...rest} />
    </SceneApplication>
  );
}
