/**
 * Which PixiJS renderer the scenes use. WebGL on a real GPU; PixiJS's 2D-canvas renderer when the
 * browser has no WebGL, and also when its WebGL is only a software emulation (SwiftShader,
 * llvmpipe, Windows' Basic Render Driver: virtual machines, remote desktops, thin clients and
 * GPU-less classroom PCs), where the 2D canvas is many times faster: on this project's CI
 * machine a board frame takes about 270 ms through SwiftShader and about 5 ms on the 2D canvas.
 * The choice is by capability only, whatever the input: touch screens without a GPU (plant-floor
 * panels, cheap tablets) get the 2D canvas too. (They used to keep software WebGL because a tap
 * on a dialog button sometimes did nothing over a 2D-canvas scene; the cause was an invisible
 * fling after a finger drag on the canvas, which had nothing to do with the renderer: see
 * touch.ts.)
 * `?renderer=webgl` or `?renderer=canvas` on the first scene visited overrides the choice for
 * the page's lifetime (for support and for tests).
 */
import { currentSearch } from '../../platform/location';

export type RendererName = 'webgl' | 'canvas';

/** What the WebGL probe found. */
export interface WebGLProbe {
  available: boolean;
  /** The GPU's renderer string ("ANGLE (..., SwiftShader driver)", "Apple M2", ...). */
  renderer: string;
}

const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|lavapipe|software|basic render driver/i;

/** Whether a WebGL renderer string names a software emulation rather than a GPU. */
export function isSoftwareRenderer(renderer: string): boolean {
  return SOFTWARE_RENDERERS.test(renderer);
}

/**
 * The renderers to try, best first, from a `?renderer=` override and what WebGL is here: WebGL
 * (with the canvas as its fallback) on a GPU, the 2D canvas alone without WebGL or with a
 * software WebGL, on any input (mouse, touch or both).
 */
export function chooseRenderers(override: string | null, probe: WebGLProbe): RendererName[] {
  if (override === 'webgl') return ['webgl', 'canvas'];
  if (override === 'canvas') return ['canvas'];
  if (!probe.available || isSoftwareRenderer(probe.renderer)) return ['canvas'];
  return ['webgl', 'canvas'];
}

/** Asks a throwaway WebGL context what renders it, then releases the context. */
function probeWebGL(): WebGLProbe {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return { available: false, renderer: '' };
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return { available: true, renderer };
  } catch {
    return { available: false, renderer: '' };
  }
}

let decided: RendererName[] | undefined;

/** The renderer preference for this page, decided on the first call. */
export function rendererPreference(): RendererName[] {
  decided ??= chooseRenderers(new URLSearchParams(currentSearch()).get('renderer'), probeWebGL());
  return decided;
}
