import { extend, useApplication } from '@pixi/react';
import { Container, Graphics, Text, type FederatedPointerEvent, type TextStyleOptions } from 'pixi.js';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { canDragLock, canOperateHandle, canSelectTag, isStageDone, type Stage, type TagInfo } from '../../rules/lockout';
import { centre, contains, DragTracker, easeOutCubic, type Point } from '../shared/drag';
import { SceneApplication } from '../shared/SceneApplication';
import { listenOnStage } from '../shared/stage';
import { fitLines } from '../shared/text';
import { useFrames } from '../shared/useFrames';
import { drawCabinet, drawDropTarget, drawHintBubble, drawLamp, drawLever, drawLockBracket, drawPadlock, drawRoom, drawTagCard, drawTester, drawTray, PALETTE } from './art';
import { LEVER_OFF_DEG, LEVER_ON_DEG, LOCK_SIZE, TAG_SIZE, type Fit, type PanelLayout } from './layout';

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
const FONT = "'Barlow Condensed', 'Barlow', Arial, sans-serif";

/** Room for the trainee's text on the hung tag (in the tag's coordinates; see TAG_SIZE). */
const TAG_TEXT_WIDTH = 98;
const REASON_STYLE: TextStyleOptions = { fontFamily: FONT, fontSize: 12, fill: PALETTE.navy, wordWrap: true, wordWrapWidth: TAG_TEXT_WIDTH, breakWords: true, lineHeight: 20 };
const REASON_LINES = 3;
const PERMIT_STYLE: TextStyleOptions = { fontFamily: FONT, fontSize: 11, fill: PALETTE.steelShadow, wordWrapWidth: TAG_TEXT_WIDTH };
const OPERATOR_STYLE: TextStyleOptions = { fontFamily: FONT, fontSize: 12, fontWeight: '700', fill: PALETTE.black, wordWrapWidth: TAG_TEXT_WIDTH };

/** A bold label style. */
const label = (size: number, color: number, extra: Partial<TextStyleOptions> = {}): TextStyleOptions => ({
  fontFamily: FONT,
  fontSize: size,
  fontWeight: '700',
  fill: color,
  ...extra,
});
// The labels' styles, made once: a new style object on a render would give its Text a new
// TextStyle (and a re-measured, redrawn texture) on every render.
const STYLES = {
  title: label(17, PALETTE.navy, { letterSpacing: 0.5 }),
  switchLit: label(17, PALETTE.white),
  switchDim: label(17, PALETTE.steelShadow),
  switchOff: label(17, PALETTE.black),
  hint: label(18, PALETTE.black),
  tray: label(18, PALETTE.yellow, { letterSpacing: 1 }),
  trayTag: label(11, PALETTE.white),
  zeroVolts: label(26, PALETTE.green),
  tagDanger: label(19, PALETTE.white, { letterSpacing: 1 }),
  doNotOperate: label(15, PALETTE.black, { align: 'center', wordWrap: true, wordWrapWidth: 104 }),
} satisfies Record<string, TextStyleOptions>;

interface Tween {
  from: Point;
  to: Point;
  start: number;
  duration: number;
}


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
  const lockDrag = useRef(new DragTracker());
  const leverDrag = useRef(new DragTracker());
  const tween = useRef<Tween | null>(null);
  const leverTween = useRef<{ from: number; to: number; start: number } | null>(null);
  const overTarget = useRef(false);
  // Stage listeners live across renders; they read the latest props through this ref.
  const propsRef = useRef(props);
  useLayoutEffect(() => {
    propsRef.current = props;
  });

  // Eased returns, the lever's swing and the bouncing hint, frame by frame while they last.
  const step = useCallback((now: number) => {
    let busy = false;
    const tw = tween.current;
    if (tw && lockRef.current) {
      const k = easeOutCubic((now - tw.start) / tw.duration);
      lockRef.current.position.set(tw.from.x + (tw.to.x - tw.from.x) * k, tw.from.y + (tw.to.y - tw.from.y) * k);
      if (k >= 1) tween.current = null;
      else busy = true;
    }
    const lt = leverTween.current;
    if (lt && leverRef.current) {
      const k = easeOutCubic((now - lt.start) / LEVER_MS);
      leverRef.current.rotation = ((lt.from + (lt.to - lt.from) * k) * Math.PI) / 180;
      if (k >= 1) leverTween.current = null;
      else busy = true;
    }
    const bounce = canDragLock(propsRef.current.stage) && !propsRef.current.reducedMotion && hintRef.current !== null;
    if (hintRef.current) hintRef.current.y = bounce ? -Math.abs(Math.sin(now / 260)) * 10 : 0;
    return busy ? true : bounce ? 'ambient' : false;
  }, []);

  // The "drag padlock here" hint bounces for as long as the stage waits for the padlock.
  useEffect(() => {
    if (frames && canDragLock(stage) && !reducedMotion) frames.animate(step);
  }, [frames, stage, reducedMotion, step]);


  const locked = isStageDone({ stage }, 2);
  const tagged = isStageDone({ stage }, 3);
  const handleEnabled = canOperateHandle(stage);
  const lockMovable = !locked;
  const lockRest = locked ? L.lockOnPanel : L.lockHome;
  const leverRest = stage === 'initial' ? LEVER_ON_DEG : LEVER_OFF_DEG;
  const textResolution = Math.min(8, Math.max(1, (isInitialised ? app.renderer.resolution : window.devicePixelRatio || 1) * fit.scale));

  const setTarget = useCallback(
    (state: 'hidden' | 'idle' | 'hover') => {
      if (targetRef.current) drawDropTarget(targetRef.current, L.dropTarget, state);
    },
    [L],
  );

  // Put the padlock and lever where the stage says whenever the stage or layout changes.
  useEffect(() => {
    tween.current = null;
    lockRef.current?.position.set(lockRest.x, lockRest.y);
    setTarget(canDragLock(stage) ? 'idle' : 'hidden');
    framesRef.current?.invalidate();
  }, [lockRest, stage, setTarget]);

  // The lever swings when the stage moves it, but is put in place at once the first time: a scene
  // mounted mid-procedure (the trainee comes back to the page) shows it OFF straight away, and a
  // swing needs frames, which the scheduler only has once the application is ready.
  const leverPlaced = useRef(false);
  useEffect(() => {
    const lever = leverRef.current;
    if (!lever) return;
    const current = (lever.rotation * 180) / Math.PI;
    if (!leverPlaced.current || !frames || reducedMotion || Math.abs(current - leverRest) < 0.5) {
      lever.rotation = (leverRest * Math.PI) / 180;
      leverTween.current = null;
      frames?.invalidate();
    } else {
      leverTween.current = { from: current, to: leverRest, start: performance.now() };
      frames.animate(step);
    }
    leverPlaced.current = true;
  }, [frames, leverRest, reducedMotion, step]);

  useEffect(() => {
    if (!isInitialised || !app?.stage) return;
    const toDesign = (e: FederatedPointerEvent): Point => {
      const parent = lockRef.current?.parent;
      return parent ? parent.toLocal(e.global) : { x: e.global.x, y: e.global.y };
    };
    const onMove = (e: FederatedPointerEvent) => {
      const p = toDesign(e);
      const lock = lockDrag.current.move(e.pointerId, p);
      if (lock.kind === 'moved' && lockRef.current) {
        lockRef.current.position.set(lock.position.x, lock.position.y);
        const over = contains(L.dropTarget, centre({ ...lock.position, ...LOCK_SIZE }));
        if (over !== overTarget.current) {
          overTarget.current = over;
          setTarget(over ? 'hover' : canDragLock(propsRef.current.stage) ? 'idle' : 'hidden');
        }
      }
      const lever = leverDrag.current.move(e.pointerId, p);
      if (lever.kind === 'moved' && leverRef.current) {
        const deg = (Math.atan2(p.y - L.pivot.y, p.x - L.pivot.x) * 180) / Math.PI;
        leverRef.current.rotation = (Math.min(LEVER_OFF_DEG, Math.max(LEVER_ON_DEG, deg)) * Math.PI) / 180;
      }
    };
    const onUp = (e: FederatedPointerEvent) => {
      const p = toDesign(e);
      const lock = lockDrag.current.up(e.pointerId, p);
      if (lock.kind !== 'ignored') framesRef.current?.release();
      if (lock.kind === 'tapped') {
        lockRef.current?.position.set(lockRest.x, lockRest.y);
        propsRef.current.onLockTap();
      } else if (lock.kind === 'dropped') {
        const over = contains(L.dropTarget, centre({ ...lock.position, ...LOCK_SIZE }));
        overTarget.current = false;
        setTarget(canDragLock(propsRef.current.stage) ? 'idle' : 'hidden');
        // Slide home first; if the drop locks the panel, the stage effect snaps it onto the hasp.
        const from = { x: lockRef.current?.x ?? lockRest.x, y: lockRef.current?.y ?? lockRest.y };
        tween.current = propsRef.current.reducedMotion ? null : { from, to: L.lockHome, start: performance.now(), duration: RETURN_MS };
        if (!tween.current) lockRef.current?.position.set(L.lockHome.x, L.lockHome.y);
        else framesRef.current?.animate(step);
        if (over) propsRef.current.onLockDrop();
      }
      const lever = leverDrag.current.up(e.pointerId, p);
      if (lever.kind !== 'ignored') framesRef.current?.release();
      if (lever.kind === 'tapped') propsRef.current.onPowerOff();
      else if (lever.kind === 'dropped' && leverRef.current) {
        const deg = (leverRef.current.rotation * 180) / Math.PI;
        if (deg > (LEVER_ON_DEG + LEVER_OFF_DEG) / 2) propsRef.current.onPowerOff();
        else if (propsRef.current.reducedMotion) {
          // Reduced motion: the lever snaps back to ON instead of swinging.
          leverRef.current.rotation = (LEVER_ON_DEG * Math.PI) / 180;
          framesRef.current?.invalidate();
        } else {
          leverTween.current = { from: deg, to: LEVER_ON_DEG, start: performance.now() };
          framesRef.current?.animate(step);
        }
      }
    };
    const onCancel = (e: { pointerId: number }) => {
      if (lockDrag.current.cancel(e.pointerId).kind === 'cancelled') {
        framesRef.current?.release();
        lockRef.current?.position.set(lockRest.x, lockRest.y);
        setTarget(canDragLock(propsRef.current.stage) ? 'idle' : 'hidden');
      }
      if (leverDrag.current.cancel(e.pointerId).kind === 'cancelled' && leverRef.current) {
        framesRef.current?.release();
        leverRef.current.rotation = (LEVER_ON_DEG * Math.PI) / 180;
      }
    };
    return listenOnStage(app, { onMove, onUp, onCancel });
  }, [app, isInitialised, L, lockRest, setTarget, step]);

  const onLockDown = useCallback(
    (e: FederatedPointerEvent) => {
      if (!lockMovable || !lockRef.current) return;
      const parent = lockRef.current.parent;
      const p = parent ? parent.toLocal(e.global) : e.global;
      if (lockDrag.current.down(e.pointerId, { x: p.x, y: p.y }, { x: lockRef.current.x, y: lockRef.current.y }).kind === 'started') {
        tween.current = null;
        framesRef.current?.hold();
        // Keep the dragged padlock above everything else.
        lockRef.current.parent?.addChild(lockRef.current);
      }
    },
    [lockMovable],
  );

  const onLeverDown = useCallback(
    (e: FederatedPointerEvent) => {
      if (!handleEnabled || !leverRef.current) return;
      const parent = leverRef.current.parent;
      const p = parent ? parent.toLocal(e.global) : e.global;
      if (leverDrag.current.down(e.pointerId, { x: p.x, y: p.y }, { x: 0, y: 0 }).kind === 'started') framesRef.current?.hold();
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
      reason: fitLines(tagInfo.reason, REASON_STYLE, REASON_LINES),
      permit: tagInfo.permitNumber.trim() ? fitLines(`${texts.permitLabel} ${tagInfo.permitNumber}`, PERMIT_STYLE, 1) : '',
      operator: fitLines(props.operatorName, OPERATOR_STYLE, 1),
    }),
    [tagInfo, props.operatorName, texts.permitLabel],
  );

  const drawSwitchLabelsG = useCallback(
    (g: Graphics) => {
      g.clear();
      const on = stage === 'initial';
      g.roundRect(labelX - labelWidth, L.pivot.y - 66, labelWidth + 8, 28, 6).fill(on ? PALETTE.greenDark : PALETTE.steelLight);
      g.roundRect(labelX - labelWidth, L.pivot.y + 38, labelWidth + 8, 28, 6).fill(on ? PALETTE.steelLight : PALETTE.yellow);
    },
    [L, stage, labelX, labelWidth],
  );
  const drawRoomG = useCallback((g: Graphics) => drawRoom(g, L), [L]);
  const drawCabinetG = useCallback((g: Graphics) => drawCabinet(g, L), [L]);
  const drawLampG = useCallback((g: Graphics) => drawLamp(g, L, stage === 'initial'), [L, stage]);
  const drawBracketG = useCallback((g: Graphics) => drawLockBracket(g, L), [L]);
  const drawHintG = useCallback((g: Graphics) => drawHintBubble(g, hintWidth), [hintWidth]);
  const drawTrayG = useCallback((g: Graphics) => drawTray(g, L), [L]);
  const drawTrayTagG = useCallback((g: Graphics) => drawTagCard(g, { width: L.tagHome.width, height: L.tagHome.height }), [L]);
  const drawTesterG = useCallback((g: Graphics) => drawTester(g, L), [L]);
  const drawTagG = useCallback((g: Graphics) => drawTagCard(g), []);
  const drawPadlockG = useCallback((g: Graphics) => drawPadlock(g, !locked), [locked]);
  const drawZipTieG = useCallback(
    (g: Graphics) => {
      g.clear();
      // The zip tie from the padlock's shackle to the tag's eyelet.
      g.moveTo(8, 12 - (L.tagOnPanel.y - L.lockOnPanel.y - 16)).lineTo(TAG_SIZE.width / 2, 11).stroke({ width: 2, color: PALETTE.black });
    },
    [L],
  );
  const drawHandleZoneG = useCallback(
    (g: Graphics) => {
      g.clear();
      g.rect(L.handleArea.x, L.handleArea.y, L.handleArea.width, L.handleArea.height).fill({ color: 0xffffff, alpha: 0.001 });
    },
    [L],
  );

  return (
    <pixiContainer x={fit.offsetX} y={fit.offsetY} scale={fit.scale}>
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
      <pixiText text={`I  ${texts.on}`} x={labelX} y={L.pivot.y - 52} anchor={{ x: 1, y: 0.5 }} resolution={textResolution} style={stage === 'initial' ? STYLES.switchLit : STYLES.switchDim} />
      <pixiText text={`O  ${texts.off}`} x={labelX} y={L.pivot.y + 52} anchor={{ x: 1, y: 0.5 }} resolution={textResolution} style={stage === 'initial' ? STYLES.switchDim : STYLES.switchOff} />
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
      {canDragLock(stage) && (
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
          cursor={canSelectTag(stage) ? 'pointer' : 'not-allowed'}
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
      {stage === 'complete' && (
        <pixiContainer>
          <pixiGraphics draw={drawTesterG} />
          <pixiText
            text={texts.zeroVolts}
            x={L.tester.x + L.tester.width / 2}
            y={L.tester.y + 37}
            anchor={0.5}
            resolution={textResolution}
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
            style={REASON_STYLE}
          />
          {tag.permit && (
            <pixiText label="tag-permit" text={tag.permit} x={10} y={158} resolution={textResolution} style={PERMIT_STYLE} />
          )}
          <pixiText label="tag-operator" text={tag.operator} x={10} y={174} resolution={textResolution} style={OPERATOR_STYLE} />
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
 * the padlock on the hasp, the tag hung from it and the voltage tester reading zero.
 */
export default function PanelScene(props: PanelSceneProps & { resizeTo: React.RefObject<HTMLElement | null> }) {
  const { resizeTo, ...rest } = props;
  return (
    <SceneApplication resizeTo={resizeTo} className="panel-scene__canvas" onReady={rest.onReady} onError={rest.onError}>
      <PanelContent {...rest} />
    </SceneApplication>
  );
}
