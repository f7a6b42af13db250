import { describe, expect, it } from 'vitest';
import { chooseRenderers } from '../../src/scenes/shared/rendererChoice';

const gpu = (renderer: string) => ({ available: true, renderer });

describe('renderer choice', () => {
  it('uses WebGL on a real GPU, with the canvas as the fallback', () => {
    expect(chooseRenderers(null, gpu('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)'))).toEqual(['webgl', 'canvas']);
    expect(chooseRenderers(null, gpu('Apple M2'))).toEqual(['webgl', 'canvas']);
    expect(chooseRenderers(null, gpu('Mali-G78'))).toEqual(['webgl', 'canvas']);
  });

  it('uses the 2D canvas without WebGL or with software-emulated WebGL', () => {
    expect(chooseRenderers(null, { available: false, renderer: '' })).toEqual(['canvas']);
    for (const software of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Google SwiftShader',
    ]) {
      expect(chooseRenderers(null, gpu(software))).toEqual(['canvas']);
    }
  });

  it('gives touch screens with software WebGL the canvas too: the input plays no part', () => {
    // A GPU-less touch panel, as a probe that (once) also reported touch: the choice ignores it.
    const touchPanel = { ...gpu('Google SwiftShader'), touch: true };
    expect(chooseRenderers(null, touchPanel)).toEqual(['canvas']);
  });

  it('obeys ?renderer= and ignores unknown values', () => {
    expect(chooseRenderers('webgl', gpu('llvmpipe'))).toEqual(['webgl', 'canvas']);
    expect(chooseRenderers('canvas', gpu('Apple M2'))).toEqual(['canvas']);
    expect(chooseRenderers('<script>', gpu('Apple M2'))).toEqual(['webgl', 'canvas']);
  });
});
