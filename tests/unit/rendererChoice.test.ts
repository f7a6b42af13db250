import { describe, expect, it } from 'vitest';
import { chooseRenderers } from '../../src/scenes/shared/rendererChoice';

const gpu = (renderer: string, touch = false) => ({ available: true, renderer, touch });

describe('renderer choice', () => {
  it('uses WebGL on a real GPU, with the canvas as the fallback', () => {
    expect(chooseRenderers(null, gpu('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)'))).toEqual(['webgl', 'canvas']);
    expect(chooseRenderers(null, gpu('Apple M2'))).toEqual(['webgl', 'canvas']);
    expect(chooseRenderers(null, gpu('Mali-G78'))).toEqual(['webgl', 'canvas']);
  });

  it('uses the 2D canvas without WebGL or with software-emulated WebGL', () => {
    expect(chooseRenderers(null, { available: false, renderer: '', touch: false })).toEqual(['canvas']);
    expect(chooseRenderers(null, { available: false, renderer: '', touch: true })).toEqual(['canvas']);
    for (const software of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'llvmpipe (LLVM 15.0.6, 256 bits)',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Google SwiftShader',
    ]) {
      expect(chooseRenderers(null, gpu(software))).toEqual(['canvas']);
    }
  });

  it('keeps software WebGL on touch screens (taps on dialogs over a 2D canvas can be lost)', () => {
    expect(chooseRenderers(null, gpu('Google SwiftShader', true))).toEqual(['webgl', 'canvas']);
  });

  it('obeys ?renderer= and ignores unknown values', () => {
    expect(chooseRenderers('webgl', gpu('llvmpipe'))).toEqual(['webgl', 'canvas']);
    expect(chooseRenderers('canvas', gpu('Apple M2'))).toEqual(['canvas']);
    expect(chooseRenderers('<script>', gpu('Apple M2'))).toEqual(['webgl', 'canvas']);
  });
});
