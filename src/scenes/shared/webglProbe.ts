/** What the WebGL probe found. */
export interface WebGLProbe {
  available: boolean;
  /** The GPU's renderer string ("ANGLE (..., SwiftShader driver)", "Apple M2", ...). */
  renderer: string;
}

/** Asks a throwaway WebGL context (of a page's canvas or a worker's OffscreenCanvas) what renders it, then releases it. */
export function probeWebGLContext(gl: WebGLRenderingContext | null): WebGLProbe {
  if (!gl) return { available: false, renderer: '' };
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return { available: true, renderer };
}
