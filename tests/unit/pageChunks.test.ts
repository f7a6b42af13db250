import { describe, expect, it } from 'vitest';
import { combinationName, pageGroups, unitName, type PageChunkSpec } from '../../scripts/vite-page-chunks';
import type { ScenePages } from '../../scripts/vite-scene-chunks';
import { entryGraph as graph } from './entryGraph';

const SCENES: ScenePages = {
  pages: { sim: { page: [/^ui\/SimPage$/], scene: /^PanelScene$/ } },
  renderers: { webgl: [/^GL$/], canvas: [/^Canvas$/], other: [] },
  smallBytes: 1000,
  early: [/^ui\/WoFirst$/],
  apart: {},
};

const SPEC: PageChunkSpec = {
  smallBytes: 1000,
  isPageCode: (id) => id.startsWith('ui/'),
  families: { records: ['users', 'due', 'verify'] },
  familyBytes: 3000,
};

// The shell (main, app) imports the pages lazily; a page's dialog is a lazy part of it.
const LAZY = {
  'ui/SimPage': ['app'],
  PanelScene: ['ui/SimPage'],
  'ui/WoFirst': ['app'],
  'ui/UsersPage': ['app'],
  'ui/DuePage': ['app'],
  'ui/VerifyRoute': ['app'],
  'ui/KnowledgePage': ['app'],
  'ui/ExamplesPage': ['app'],
  'ui/UserDialog': ['ui/UsersPage'],
  'ui/ExamplesDialog': ['ui/ExamplesPage'],
  // A dialog's frame both a scene page and the records load.
  'ui/Modal': ['ui/SimPage', 'ui/UsersPage'],
  'ui/SimResult': ['ui/SimPage'],
};

const groupsOf = (edges: Record<string, string[]>, sizes: Record<string, number> = {}) =>
  Object.fromEntries([...pageGroups(graph({ main: ['app'], ...edges }, LAZY, sizes), SCENES, SPEC, (id) => id === 'main' || id === 'app', () => false)].sort());

describe('the page chunks', () => {
  it('names a combination shortly, the same whatever the order', () => {
    expect(combinationName(['users', 'due'], [])).toMatch(/^pages-[0-9a-z]{1,7}$/);
    expect(combinationName(['users', 'due'], [])).toBe(combinationName(['due', 'users'], []));
    expect(combinationName(['due', 'users'], ['ui/Modal'])).not.toBe(combinationName(['due', 'users'], []));
    expect(combinationName(['due'], [])).not.toBe(combinationName(['users'], []));
  });

  it('names a unit after its module', () => {
    expect(unitName('/x/src/ui/users/UsersPage.tsx')).toBe('users');
    expect(unitName('/x/src/ui/pages/VerifyRoute.tsx')).toBe('verify');
    expect(unitName('/x/src/ui/users/useRecordsData.ts')).toBe('recordsData');
    expect(unitName('C:\\x\\src\\ui\\procedures\\DuePage.tsx')).toBe('due');
  });

  it('puts the small modules that two pages share at their first load in one chunk per combination', () => {
    const groups = groupsOf({
      'ui/KnowledgePage': ['both1', 'both2', 'knowledgeOnly'],
      'ui/ExamplesPage': ['both1', 'both2', 'examplesDialogShared'],
      // Shared with a lazy part of the examples page only: the knowledge page needs it at once.
      'ui/UserDialog': ['knowledgeOnly'],
    });
    expect(groups.both1).toBe(combinationName(['examples', 'knowledge'], []));
    expect(groups.both2).toBe(combinationName(['examples', 'knowledge'], []));
    // A module one entry alone reaches stays in that entry's chunk.
    expect(groups.examplesDialogShared).toBeUndefined();
    expect(groups.knowledgeOnly).toBe(combinationName(['knowledge'], []));
  });

  it('puts a family’s small modules in one chunk that imports only the shell', () => {
    const groups = groupsOf({
      'ui/UsersPage': ['usersDue', 'usersVerify', 'needsBig'],
      'ui/DuePage': ['usersDue', 'dueVerify', 'needsBig'],
      'ui/VerifyRoute': ['usersVerify', 'dueVerify', 'big'],
      needsBig: ['big'],
      big: [],
    }, { big: 50_000 });
    expect(groups.usersDue).toBe('page-records');
    expect(groups.usersVerify).toBe('page-records');
    expect(groups.dueVerify).toBe('page-records');
    // It imports a large chunk of its own: in the family's chunk, every page of the family would fetch that too.
    expect(groups.needsBig).toBe(combinationName(['due', 'users'], []));
    expect(groups.big).toBeUndefined();
  });

  it('leaves a family module that a page outside the family also needs to its combination', () => {
    const groups = groupsOf({
      'ui/UsersPage': ['withKnowledge'],
      'ui/KnowledgePage': ['withKnowledge'],
    });
    expect(groups.withKnowledge).toBe(combinationName(['knowledge', 'users'], []));
  });

  it('takes nothing a scene page or a work order’s first module loads, and no large module', () => {
    const groups = groupsOf({
      'ui/SimPage': ['withScene'],
      'ui/UsersPage': ['withScene', 'withFirst', 'large', 'withSceneDialog'],
      'ui/WoFirst': ['withFirst'],
      'ui/DuePage': ['large'],
      // A scene page's lazy part may share a page's small module: it fetches that chunk.
      'ui/SimResult': ['withSceneDialog'],
    }, { large: 5000 });
    expect(groups.withScene).toBeUndefined();
    expect(groups.withFirst).toBeUndefined();
    expect(groups.large).toBeUndefined();
    // Its combination names the scene's part: that part fetches only what it needs.
    expect(groups.withSceneDialog).toBe(combinationName(['users'], ['ui/SimResult']));
  });

  it('keeps out of a family what a scene page may load through a shared lazy part', () => {
    const groups = groupsOf({
      'ui/UsersPage': ['recordsOnly', 'withModal'],
      'ui/DuePage': ['recordsOnly', 'withModal'],
      'ui/Modal': ['withModal'],
    });
    expect(groups.recordsOnly).toBe('page-records');
    expect(groups.withModal).toBe(combinationName(['due', 'users'], ['ui/Modal']));
  });

  it('keeps a group out of a cycle through another chunk', () => {
    // `before` imports `middle` (a large module that a user's dialog also needs: a chunk of its
    // own), which imports `after`: with `after` in the group too, the group would import middle's
    // chunk, which imports the group back.
    const groups = groupsOf({
      'ui/KnowledgePage': ['before'],
      'ui/ExamplesPage': ['before'],
      'ui/UserDialog': ['middle'],
      // (So that `after` is not in middle's chunk: a class of its own.)
      'ui/ExamplesDialog': ['after'],
      before: ['middle'],
      middle: ['after'],
    }, { middle: 50_000 });
    expect(groups.before).toBe(combinationName(['examples', 'knowledge'], []));
    expect(groups.middle).toBeUndefined();
    expect(groups.after).toBeUndefined();
  });
});
