/**
 * Which PixiJS renderer the scenes use. WebGL on a real GPU; PixiJS's 2D-canvas renderer when the
 * browser has no WebGL, and also when its WebGL is only a software emulation (SwiftShader,
 * llvmpipe, Windows' Basic Render Driver: virtual machines, remote desktops, thin clients and
 * GPU-less classroom PCs), where the 2D canvas is many times faster: on this project's CI
 * machine a board frame takes about 270 ms through SwiftShader and about 5 ms on the 2D canvas.
 * Touch screens keep WebGL even when it is software: there, Chromium sometimes turns a finger's
 * tap on a dialog button into no click at all while the scene draws on a 2D canvas (seen in the
 * phone tests, not yet explained), and a tap that does nothing is worse than slow frames.
 * `?renderer=webgl` or `?renderer=canvas` on the first scene visited overrides the choice for
 * the page's lifetime (for support and for tests).
 */
export type RendererName = 'webgl' | 'canvas';

/** What the WebGL probe found, and whether the screen is touched. */
export interface WebGLProbe {
  available: boolean;
  /** The GPU's renderer string ("ANGLE (..., SwiftShader driver)", "Apple M2", ...). */
  renderer: string;
  /** A touch screen (any coarse pointer). */
  touch: boolean;
}

const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|lavapipe|software|basic render driver/i;

/** Whether a WebGL renderer string names a software emulation rather than a GPU. */
export function isSoftwareRenderer(renderer: string): boolean {
  return SOFTWARE_RENDERERS.test(renderer);
}

/** The renderers to try, best first, from a `?renderer=` override and what WebGL is here. */
export function chooseRenderers(override: string | null, probe: WebGLProbe): RendererName[] {
  if (override === 'webgl') return ['webgl', 'canvas'];
  if (override === 'canvas') return ['canvas'];
  if (!probe.available) return ['canvas'];
  if (isSoftwareRenderer(probe.renderer) && !probe.touch) return ['canvas'];
  return ['webgl', 'canvas'];
}

/** Asks a throwaway WebGL context what renders it, then releases the context. */
function probeWebGL(): WebGLProbe {
  const touch = window.matchMedia?.('(any-pointer: coarse)').matches ?? false;
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return { available: false, renderer: '', touch };
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return { available: true, renderer, touch };
  } catch {
    return { available: false, renderer: '', touch };
  }
}

let decided: RendererName[] | undefined;

/** The renderer preference for this page, decided on the first call. */
export function rendererPreference(): RendererName[] {
  decided ??= chooseRenderers(new URLSearchParams(window.location.search).get('renderer'), probeWebGL());
  return decided;
}
