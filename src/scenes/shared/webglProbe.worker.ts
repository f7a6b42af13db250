// Answers once what renders WebGL here (see rendererChoice.ts), off the page's thread.
import { probeWebGLContext, type WebGLProbe } from './webglProbe';

let probe: WebGLProbe = { available: false, renderer: '' };
try {
  probe = probeWebGLContext(new OffscreenCanvas(1, 1).getContext('webgl'));
} catch {
  // No WebGL in a worker: the page probes on its own thread.
}
(self as unknown as { postMessage: (message: WebGLProbe) => void }).postMessage(probe);
