import { act, render } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The renderer's start is held open by the test: the scene's props change while it runs.
vi.mock('../../src/scenes/shared/rendererChoice', () => ({ decideRenderer: async () => ['canvas'] }));
vi.mock('../../src/scenes/shared/pixiSetup', () => ({ releaseTextMetrics: () => undefined, settleShaderPrecisionWithoutWebGL: () => undefined, sizeCachedPicturesToFit: () => undefined, tickSystemWhileShown: () => () => undefined }));

// jsdom draws nothing (Pixi's canvas helpers probe a 2D context as they load): no context at all.
HTMLCanvasElement.prototype.getContext = () => null;
const { Application } = await import('pixi.js');
const { followSizeOf, SceneApplication } = await import('../../src/scenes/shared/SceneApplication');

/** What the scene's content was last rendered with. */
let seen: string[] = [];
function Content({ photos }: { photos: string }) {
  seen.push(photos);
  return null;
}

afterEach(() => {
  vi.restoreAllMocks();
  seen = [];
});

describe('SceneApplication', () => {
  it("keeps the scene's newest props when they changed while the renderer was starting", async () => {
    let started!: () => void;
    vi.spyOn(Application.prototype, 'init').mockImplementation(() => new Promise<void>((resolve) => (started = resolve)));
    // Nothing was made to take down.
    vi.spyOn(Application.prototype, 'destroy').mockImplementation(() => undefined);
    const box = createRef<HTMLDivElement>();
    const scene = (photos: string) => (
      <SceneApplication resizeTo={box} className="scene" onError={() => undefined}>
        <Content photos={photos} />
      </SceneApplication>
    );
    const { rerender, unmount } = render(scene('none yet'));
    await act(async () => undefined);
    // A plant machine's photo read from the library while the renderer starts.
    rerender(scene('photo-1'));
    await act(async () => undefined);
    expect(seen.at(-1)).toBe('photo-1');
    await act(async () => started());
    expect(seen.at(-1)).toBe('photo-1');
    unmount();
  });

  it('sizes the application to its box without drawing the frame Pixi draws as it starts following a size', () => {
    // As Pixi's resize plugin: setting `resizeTo` resizes the renderer and renders.
    class Fake {
      renders = 0;
      sized: HTMLElement | null = null;
      render() {
        this.renders++;
      }
      set resizeTo(box: HTMLElement) {
        this.sized = box;
        this.render();
      }
    }
    const app = new Fake();
    const box = document.createElement('div');
    followSizeOf(app as unknown as InstanceType<typeof Application>, { current: box });
    expect(app.sized).toBe(box);
    expect(app.renders).toBe(0);
    // Its own render again afterwards (a later resize of the window draws).
    app.render();
    expect(app.renders).toBe(1);
    expect(Object.hasOwn(app, 'render')).toBe(false);
  });
});
