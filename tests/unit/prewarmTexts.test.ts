import { Container, Text, type Application } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { prewarmTexts } from '../../src/scenes/shared/prewarmTexts';

/** An application as prewarmTexts sees it: a stage, and a renderer whose text system counts its users. */
function fakeApp(texts: Text[]) {
  const stage = new Container();
  const group = new Container();
  stage.addChild(group);
  texts.forEach((t, i) => (i % 2 ? group : stage).addChild(t));
  const counts = new Map<string, number>();
  const canvasText = {
    getManagedTexture: (text: Text) => {
      counts.set(text.styleKey, (counts.get(text.styleKey) ?? 0) + 1);
      return {};
    },
    decreaseReferenceCount: (key: string) => counts.set(key, (counts.get(key) ?? 0) - 1),
  };
  const app = { stage, renderer: { canvasText }, ticker: {} } as unknown as Application;
  return { app, counts };
}

describe('prewarmTexts', () => {
  it('draws every text of the stage once, and gives every count back once', async () => {
    const texts = ['PERIGO', 'Q1', '', 'Motor M1'].map((text) => new Text({ text }));
    const { app, counts } = fakeApp(texts);
    const release = await prewarmTexts(app, () => false);
    expect([...counts.values()]).toEqual([1, 1, 1]);
    release();
    release();
    expect([...counts.values()]).toEqual([0, 0, 0]);
  });

  it('stops between slices once the scene is gone, and gives back what it took', async () => {
    const texts = Array.from({ length: 400 }, (_, i) => new Text({ text: `label ${i}` }));
    const { app, counts } = fakeApp(texts);
    // Every text takes 1 ms: the work is cut into slices, and the scene goes after the first.
    const slow = app.renderer as unknown as { canvasText: { getManagedTexture: (t: Text) => object } };
    const take = slow.canvasText.getManagedTexture;
    slow.canvasText.getManagedTexture = (t) => {
      const end = performance.now() + 1;
      while (performance.now() < end);
      return take(t);
    };
    let gone = false;
    setTimeout(() => (gone = true), 0);
    const release = await prewarmTexts(app, () => gone);
    const taken = [...counts.values()].filter((n) => n > 0).length;
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThan(texts.length);
    release();
    expect([...counts.values()].every((n) => n === 0)).toBe(true);
  });

  it('does nothing for a scene already taken down (its renderer gone)', async () => {
    const app = { stage: new Container(), renderer: undefined, ticker: undefined } as unknown as Application;
    const release = await prewarmTexts(app, () => true);
    expect(() => release()).not.toThrow();
  });
});
