import { describe, expect, it } from 'vitest';
import { appFileUrl } from '../../src/platform/appFile';
import { LESSON_META, PACKAGE_META, parseLesson, readLaunchContext, SITE_CONTEXT } from '../../src/platform/launch';
import { memoryLocation } from 'wouter/memory-location';
import { packagedLocationFor } from '../../src/platform/location';

/** A page holding only the given meta tags. */
function page(tags: Record<string, string>) {
  return {
    querySelector: (selector: string) => {
      const name = /^meta\[name="([^"]+)"\]$/.exec(selector)?.[1];
      return name !== undefined && name in tags ? { getAttribute: (a: string) => (a === 'content' ? (tags[name] ?? null) : null) } : null;
    },
  } as unknown as Pick<ParentNode, 'querySelector'>;
}

describe('parseLesson', () => {
  it.each([
    '/simulador',
    '/desafio',
    '/desafio?seed=42',
    '/desafio?semente=42',
    '/cenarios/bomba-p101?seed=7&modo=pratica',
    '/cenarios/bomba-p101',
    '/cenarios/bomba-p101?semente=424242&modo=avaliacao',
    '/cenarios/prensa-ph301?semente=2147483647&modo=pratica&regras=osha',
    '/cenarios/quadro-qd401?regras=nfc18510&semente=1',
  ])('accepts %s', (route) => {
    expect(parseLesson(route)).toBe(route);
  });

  it.each([
    [null],
    [''],
    ['/'],
    ['simulador'],
    ['/simulador?seed=1'],
    ['/simulador/'],
    ['/usuarios'],
    ['/verificar#abc'],
    ['https://evil.example/simulador'],
    ['//evil.example/desafio'],
    ['/desafio?seed=x'],
    ['/desafio?seed=1&seed=2'],
    ['/desafio?'],
    ['/cenarios/'],
    ['/cenarios/Bomba'],
    ['/cenarios/a/b'],
    ['/cenarios/bomba-p101?modo=exame'],
    ['/cenarios/bomba-p101?semente=12345678901'],
    ['/cenarios/bomba-p101?semente=1?modo=pratica'],
    ['/cenarios/bomba-p101?renderer=canvas'],
    ['/cenarios/bomba-p101?regras=<script>'],
    [`/cenarios/${'a'.repeat(300)}`],
  ])('refuses %s', (route) => {
    expect(parseLesson(route)).toBeNull();
  });
});

describe('readLaunchContext', () => {
  it('is the plain site without the package tag, or with an unknown kind', () => {
    expect(readLaunchContext(page({}))).toEqual(SITE_CONTEXT);
    expect(readLaunchContext(page({ [LESSON_META]: '/simulador' }))).toEqual(SITE_CONTEXT);
    expect(readLaunchContext(page({ [PACKAGE_META]: 'aicc', [LESSON_META]: '/simulador' }))).toEqual(SITE_CONTEXT);
  });

  it('reads the kind and the lesson of a package', () => {
    for (const kind of ['scorm12', 'scorm2004', 'cmi5'] as const) {
      expect(readLaunchContext(page({ [PACKAGE_META]: kind, [LESSON_META]: '/desafio?seed=7' }))).toEqual({ packaged: kind, lesson: '/desafio?seed=7' });
    }
  });

  it('keeps the package but drops a lesson of an unknown shape', () => {
    expect(readLaunchContext(page({ [PACKAGE_META]: 'cmi5', [LESSON_META]: '/usuarios' }))).toEqual({ packaged: 'cmi5', lesson: null });
    expect(readLaunchContext(page({ [PACKAGE_META]: 'scorm12' }))).toEqual({ packaged: 'scorm12', lesson: null });
  });
});

describe('packagedLocationFor', () => {
  it('is null for the plain site', () => {
    expect(packagedLocationFor(SITE_CONTEXT, memoryLocation)).toBeNull();
  });

  it('starts on the lesson and follows navigation in memory', () => {
    const location = packagedLocationFor({ packaged: 'scorm2004', lesson: '/desafio?seed=7' }, memoryLocation)!;
    expect(location.current()).toBe('/desafio?seed=7');
    location.navigate('/cenarios/bomba-p101?semente=1&modo=pratica&regras=nr', { replace: true });
    expect(location.current()).toBe('/cenarios/bomba-p101?semente=1&modo=pratica&regras=nr');
    expect(location.hrefs('/simulador')).toBe('#/simulador');
  });

  it('starts at home without a lesson', () => {
    expect(packagedLocationFor({ packaged: 'cmi5', lesson: null }, memoryLocation)!.current()).toBe('/');
  });
});

describe('appFileUrl', () => {
  it('finds a root file from a built module in assets/, wherever the app is', () => {
    expect(appFileUrl('loto-config.json', 'https://loto.example/assets/certificates-x1.js', false)).toBe('https://loto.example/loto-config.json');
    expect(appFileUrl('/loto-config.json', 'https://lms.example/content/123/v2/assets/shell-y.js', false)).toBe('https://lms.example/content/123/v2/loto-config.json');
  });

  it('uses the server root in development', () => {
    expect(appFileUrl('loto-config.json', 'http://localhost:5173/src/lms/appFile.ts', true)).toBe('/loto-config.json');
  });
});
