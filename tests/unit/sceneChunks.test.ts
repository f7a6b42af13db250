import { describe, expect, it } from 'vitest';
import { sceneGroups, type ScenePages } from '../../scripts/vite-scene-chunks';
import { entryGraph as graph } from './entryGraph';

const SPEC: ScenePages = {
  pages: {
    sim: { page: [/^SimPage$/], scene: /^PanelScene$/ },
    wo: { page: [/^WoPage$/], scene: /^MachineScene$/ },
  },
  renderers: { webgl: [/^GL$/], canvas: [/^Canvas$/], other: [] },
  smallBytes: 1000,
  early: [/^WoFirst$/],
  apart: { list: /^ListPage$/ },
};

const LAZY = {
  SimPage: ['main'],
  WoFirst: ['main'],
  WoPage: ['WoFirst'],
  PanelScene: ['SimPage'],
  MachineScene: ['WoPage'],
  GL: ['pixi'],
  Canvas: ['pixi'],
  // A work order's dialogs: loaded only from the work order's page.
  Extras: ['WoPage'],
  // Another page.
  UsersPage: ['main'],
  ListPage: ['main'],
};

const groupsOf = (edges: Record<string, string[]>, sizes: Record<string, number> = {}) =>
  Object.fromEntries([...sceneGroups(graph(edges, LAZY, sizes), SPEC, (id) => id === 'main' || id === 'react')].sort());

describe('the scene chunks', () => {
  it('puts what every scene or every renderer needs in one core, and WebGL’s extras apart', () => {
    const groups = groupsOf({
      PanelScene: ['pixi', 'panelArt'],
      MachineScene: ['pixi', 'machineArt'],
      pixi: ['react'],
      GL: ['shared', 'glOnly'],
      Canvas: ['shared', 'canvasOnly'],
    });
    expect(groups.pixi).toBe('scene-core');
    // What the renderers need is apart from the scenes' code, which waits for a renderer's
    // extras at its top level: with both in one chunk, neither would ever run.
    expect(groups.shared).toBe('scene-pixi');
    expect(groups.GL).toBe('scene-webgl');
    expect(groups.glOnly).toBe('scene-webgl');
    // The 2D renderer's own code is fetched only where it is chosen.
    expect(groups.canvasOnly).toBeUndefined();
    expect(groups.Canvas).toBeUndefined();
    // The shell's modules are another group's.
    expect(groups.react).toBeUndefined();
  });

  it('groups small modules by the scene pages that use them', () => {
    const groups = groupsOf({
      SimPage: ['both', 'simOnly'],
      WoPage: ['both', 'woOnly'],
      Extras: ['woOnly', 'extrasOnly'],
    });
    expect(groups.both).toBe('scene-small-sim-wo');
    expect(groups.simOnly).toBe('scene-small-sim');
    // Used by the page and by its dialogs, which load after it: with the page.
    expect(groups.woOnly).toBe('scene-small-wo');
    // Only the dialogs use it: it stays with them.
    expect(groups.extrasOnly).toBeUndefined();
  });

  it('leaves out what the page’s small first module uses, and large modules', () => {
    const groups = groupsOf(
      {
        WoFirst: ['title'],
        WoPage: ['title', 'records', 'big', 'small'],
        Extras: ['big'],
        UsersPage: ['records'],
      },
      { big: 5000 },
    );
    expect(groups.title).toBeUndefined();
    expect(groups.big).toBeUndefined();
    expect(groups.small).toBe('scene-small-wo');
    // Shared with another page: in a group of its own, which imports no scene code.
    expect(groups.records).toBe('scene-shared-wo');
  });

  it('groups the small modules the scene pages share with other pages apart, by the scene pages that use them', () => {
    const groups = groupsOf(
      {
        SimPage: ['keys', 'art', 'bigShared'],
        WoPage: ['keys', 'rules', 'art'],
        UsersPage: ['keys', 'rules', 'bigShared'],
        art: ['pixi'],
        PanelScene: ['pixi'],
        MachineScene: ['pixi'],
      },
      { bigShared: 600 },
    );
    expect(groups.keys).toBe('scene-shared-sim-wo');
    expect(groups.rules).toBe('scene-shared-wo');
    // The scene pages' own code is in the groups that import Pixi: the users' page never fetches them.
    expect(groups.art).toBe('scene-small-sim-wo');
    expect(groups.pixi).toBe('scene-small-sim-wo');
    // A module whose chunk would be large on its own keeps it.
    expect(groups.bigShared).toBeUndefined();
  });

  it('keeps what the list of work orders uses apart from what it does not', () => {
    const groups = groupsOf({ WoPage: ['both', 'notListed'], ListPage: ['both'], UsersPage: ['both', 'notListed'] });
    expect(groups.both).toBe('scene-shared-wo-list');
    expect(groups.notListed).toBe('scene-shared-wo');
  });

  it('never makes a group that imports itself through another chunk', () => {
    // a (small, the page's) imports big (large, the page's and its dialogs'), which imports c
    // (small, the page's, its dialogs' and its scene's): with a and c in one group, that group
    // and big's chunk would import each other. c stays out.
    const edges = { WoPage: ['a'], a: ['big'], Extras: ['big'], big: ['c'], MachineScene: ['c'] };
    const groups = groupsOf(edges, { big: 5000 });
    expect(groups.a).toBe('scene-small-wo');
    expect(groups.big).toBeUndefined();
    expect(groups.c).toBeUndefined();
    // Without the large module between them, both are in the group.
    expect(groupsOf(edges).c).toBe('scene-small-wo');
  });
});
