import type { WebGLRenderer } from 'pixi.js';
import { extensions } from 'pixi.js/lib/extensions/Extensions';
import { Matrix } from 'pixi.js/lib/maths/matrix/Matrix';
import { compileHighShaderGlProgram } from 'pixi.js/lib/rendering/high-shader/compileHighShaderToProgram';
import { colorBitGl } from 'pixi.js/lib/rendering/high-shader/shader-bits/colorBit';
import { generateTextureBatchBitGl } from 'pixi.js/lib/rendering/high-shader/shader-bits/generateTextureBatchBit';
import { localUniformBitGl } from 'pixi.js/lib/rendering/high-shader/shader-bits/localUniformBit';
import { roundPixelsBitGl } from 'pixi.js/lib/rendering/high-shader/shader-bits/roundPixelsBit';
import { GlBackBufferSystem } from 'pixi.js/lib/rendering/renderers/gl/GlBackBufferSystem';
import { GlUboSystem } from 'pixi.js/lib/rendering/renderers/gl/GlUboSystem';
import { getBatchSamplersUniformGroup } from 'pixi.js/lib/rendering/renderers/gl/shader/getBatchSamplersUniformGroup';
import { GlProgram } from 'pixi.js/lib/rendering/renderers/gl/shader/GlProgram';
import { GlShaderSystem } from 'pixi.js/lib/rendering/renderers/gl/shader/GlShaderSystem';
import { GlUniformGroupSystem } from 'pixi.js/lib/rendering/renderers/gl/shader/GlUniformGroupSystem';
import { getTestContext } from 'pixi.js/lib/rendering/renderers/gl/shader/program/getTestContext';
import { Shader } from 'pixi.js/lib/rendering/renderers/shared/shader/Shader';
import { UniformGroup } from 'pixi.js/lib/rendering/renderers/shared/shader/UniformGroup';
import { State } from 'pixi.js/lib/rendering/renderers/shared/state/State';
import { Texture } from 'pixi.js/lib/rendering/renderers/shared/texture/Texture';
import { GlGraphicsAdaptor } from 'pixi.js/lib/scene/graphics/gl/GlGraphicsAdaptor';
import { generateShaderSyncPolyfill } from 'pixi.js/lib/unsafe-eval/shader/generateShaderSyncPolyfill';
import { generateUboSyncPolyfillSTD40 } from 'pixi.js/lib/unsafe-eval/ubo/generateUboSyncPolyfill';
import { generateUniformsSyncPolyfill } from 'pixi.js/lib/unsafe-eval/uniforms/generateUniformsSyncPolyfill';

/*
 * What the scenes need of PixiJS's WebGL renderer beyond Pixi itself, loaded (by
 * SceneApplication.tsx) only on a page whose scenes may use WebGL; the 2D-canvas renderer never
 * needs it.
 *
 * The Content-Security-Policy allows no eval: Pixi's WebGL systems generate their uniform and
 * buffer upload functions with `new Function` unless given these polyfills, which
 * `pixi.js/unsafe-eval` installs (along with the same for the WebGPU renderer and the particle
 * container, which this site never uses and whose import alone put the whole WebGPU renderer in
 * every scene's bundle). These are its WebGL lines.
 */
Object.assign(GlUniformGroupSystem.prototype, { _generateUniformsSync: generateUniformsSyncPolyfill });
Object.assign(GlUboSystem.prototype, { _generateUboSync: generateUboSyncPolyfillSTD40 });
Object.assign(GlShaderSystem.prototype, { _generateShaderSync: generateShaderSyncPolyfill });

/*
 * Each scene visit makes a new Pixi application, hence a new WebGL renderer, and PixiJS (8.22)
 * keeps a little of every renderer it ever made. Measured with scripts/heap-growth.mjs (heap
 * snapshots after 5 and 50 simulator/challenge round trips): about 13 KB a round trip, for as long
 * as the page lives.
 *
 * - The graphics shader and the back buffer's "big triangle" shader are compiled anew for every
 *   renderer, and each gets a fresh name (`#define SHADER_NAME graphics-vertex-57`: Pixi counts
 *   the programs it has named). The program's id comes from its source, and Pixi's id table
 *   (`createIdFromString`) keeps every source it has seen: 6 KB of shader text a renderer, never
 *   freed. (pixijs/pixijs#12213.) Here both programs are made once per page and shared, as Pixi
 *   already shares its batch shader; a program holds no context state (its GL objects live in
 *   each renderer's shader system).
 * - The back buffer system never destroys its big-triangle shader, whose bind group stays
 *   subscribed to `Texture.WHITE`'s source, a global: one listener a renderer, forever.
 */

/** The graphics program, one per texture-batch size (a GPU limit, the same on one machine). */
const graphicsPrograms = new Map<number, GlProgram>();

/** Pixi's graphics adaptor for WebGL, with its shader program shared between renderers. */
class SharedGraphicsAdaptor extends GlGraphicsAdaptor {
  override contextChange(renderer: WebGLRenderer): void {
    const maxTextures = renderer.limits.maxBatchableTextures;
    let glProgram = graphicsPrograms.get(maxTextures);
    if (!glProgram) {
      glProgram = compileHighShaderGlProgram({
        name: 'graphics',
        bits: [colorBitGl, generateTextureBatchBitGl(maxTextures), localUniformBitGl, roundPixelsBitGl],
      });
      graphicsPrograms.set(maxTextures, glProgram);
    }
    // A restored context makes a new shader; the old one lets go of its uniform groups.
    (this.shader as Shader | undefined)?.destroy(false);
    this.shader = new Shader({
      glProgram,
      resources: {
        localUniforms: new UniformGroup({
          uColor: { value: new Float32Array([1, 1, 1, 1]), type: 'vec4<f32>' },
          uTransformMatrix: { value: new Matrix(), type: 'mat3x3<f32>' },
          uRound: { value: 0, type: 'f32' },
        }),
        batchSamplers: getBatchSamplersUniformGroup(maxTextures),
      },
    });
  }

  override destroy(): void {
    // Not the shared program: only this renderer's shader.
    this.shader.destroy(false);
    (this as { shader: Shader | null }).shader = null;
  }
}

let bigTriangleProgram: GlProgram | undefined;

/** What GlBackBufferSystem.init sets up (private fields in Pixi's types). */
interface BackBufferInternals {
  useBackBuffer: boolean;
  _renderer: WebGLRenderer;
  _antialias: boolean;
  _state: State;
  _bigTriangleShader: Shader | null;
}

/** Pixi's back buffer system, with its program shared and its shader destroyed with it. */
class SharedBackBufferSystem extends GlBackBufferSystem {
  override init(options: { useBackBuffer?: boolean; antialias?: boolean } = {}): void {
    const self = this as unknown as BackBufferInternals;
    const { useBackBuffer, antialias } = { ...GlBackBufferSystem.defaultOptions, ...options };
    self.useBackBuffer = useBackBuffer ?? false;
    self._antialias = antialias ?? false;
    if (!self._renderer.context.supports.msaa) self._antialias = false;
    self._state = State.for2d();
    // The same shader as Pixi's (GlBackBufferSystem.init), compiled once.
    bigTriangleProgram ??= new GlProgram({
      vertex: `
                attribute vec2 aPosition;
                out vec2 vUv;

                void main() {
                    gl_Position = vec4(aPosition, 0.0, 1.0);

                    vUv = (aPosition + 1.0) / 2.0;

                    // flip dem UVs
                    vUv.y = 1.0 - vUv.y;
                }`,
      fragment: `
                in vec2 vUv;
                out vec4 finalColor;

                uniform sampler2D uTexture;

                void main() {
                    finalColor = texture(uTexture, vUv);
                }`,
      name: 'big-triangle',
    });
    self._bigTriangleShader?.destroy(false);
    self._bigTriangleShader = new Shader({ glProgram: bigTriangleProgram, resources: { uTexture: Texture.WHITE.source } });
  }

  override destroy(): void {
    super.destroy();
    const self = this as unknown as BackBufferInternals;
    self._bigTriangleShader?.destroy(false);
    self._bigTriangleShader = null;
  }
}

// Same extension names ('graphics', 'backBuffer'): replace Pixi's own, whether or not the WebGL
// renderer's module has registered them yet (a named list keeps the first one added).
extensions.remove(GlGraphicsAdaptor, GlBackBufferSystem);
extensions.add(SharedGraphicsAdaptor, SharedBackBufferSystem);

/**
 * Releases the context Pixi keeps alive after start-up to probe WebGL's capabilities, so only the
 * scene's own context stays live (Pixi makes a new probe if it ever needs one again).
 */
export function releaseProbeContext(): void {
  getTestContext().getExtension('WEBGL_lose_context')?.loseContext();
}
