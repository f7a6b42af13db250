import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../scripts/headers.mjs';
import {
  cmi5Manifest,
  escapeXml,
  isPackaged,
  launchPage,
  localReferences,
  manifestFor,
  PACKAGE_KINDS,
  packagedCsp,
  PackageOptionError,
  parseOptions,
  scorm12Manifest,
  scorm2004Manifest,
  type KnownLessons,
} from '../../scripts/package/manifests.mjs';
import { manifestErrors } from '../../scripts/package/validate.mjs';
import { parseLesson, readLaunchContext } from '../../src/platform/launch';
import { RULE_SETS } from '../../src/rules/ruleSet';
import { MAX_SEED, SCENARIOS } from '../../src/rules/builtInScenarios';

const KNOWN: KnownLessons = {
  scenarios: SCENARIOS.map((s) => ({ id: s.id, name: s.machine.name, job: s.job })),
  ruleSets: [...RULE_SETS],
  maxSeed: MAX_SEED,
};
const FILES = ['index.html', 'loto-config.json', 'assets/index-abc.js', 'assets/barlow-latin-400-normal-x.woff2'];

/** The three manifests for the options a command line gives. */
function manifests(argv: string[]) {
  const o = parseOptions(argv, KNOWN);
  const input = { id: o.id, title: o.title, description: o.description, translations: o.translations, mastery: o.mastery, files: FILES };
  return Object.fromEntries(PACKAGE_KINDS.map((kind) => [kind, manifestFor(kind, input)])) as Record<(typeof PACKAGE_KINDS)[number], string>;
}

const SITE_INDEX = `<!doctype html>
<html lang="pt">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/assets/favicon-1.svg" />
    <link rel="manifest" href="/manifest.webmanifest">
    <title>LOTO Trainer</title>
    <script type="application/json" id="startup-preload">{"shells":{"pt":null,"en":"/assets/en-1.js"},"pages":{"/cenarios/":["/assets/ScenarioPage-1.js"]},"texts":{"/conhecimento":{"pt":["/assets/pt-c.js"]}},"images":{"/":["/assets/hero-1.svg"]}}</script>
    <script>(function(){})()</script>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <script id="vite-plugin-pwa:register-sw" src="/registerSW.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('lessons and options', () => {
  it('defaults to a work order in assessment mode with a fixed number, passed at 80', () => {
    const o = parseOptions([], KNOWN);
    expect(o.lesson.route).toBe('/cenarios/bomba-p101?semente=424242&modo=avaliacao');
    expect(o.mastery).toBe(0.8);
    expect(o.out).toBe('packages');
    expect(o.id).toBe('loto-trainer-bomba-p101-424242');
    expect(o.title).toBe('LOTO Trainer: Bomba centrífuga P-101 (avaliação)');
  });

  it.each([
    ['simulador', '/simulador'],
    ['desafio', '/desafio'],
    ['desafio:17', '/desafio?semente=17'],
    ['cenario:prensa-ph301', '/cenarios/prensa-ph301?semente=424242&modo=avaliacao'],
    ['cenario:prensa-ph301:osha', '/cenarios/prensa-ph301?semente=424242&modo=avaliacao&regras=osha'],
    ['cenario:quadro-qd401:vde:100023', '/cenarios/quadro-qd401?semente=100023&modo=avaliacao&regras=vde'],
    ['cenario:transportador-c201::7', '/cenarios/transportador-c201?semente=7&modo=avaliacao'],
  ])('--lesson %s opens on %s, a route the app accepts', (spec, route) => {
    for (const argv of [['--lesson', spec], [`--lesson=${spec}`]]) {
      const o = parseOptions(argv, KNOWN);
      expect(o.lesson.route).toBe(route);
      expect(parseLesson(o.lesson.route)).toBe(route);
    }
  });

  it.each([
    [['--lesson', 'cenario:nope'], /no work order "nope"; the work orders are bomba-p101, bomba-p101-motor, transportador-c201/],
    [['--lesson', 'cenario:bomba-p101:iso'], /no rule set "iso"; the rule sets are osha, nr, vde, rd614, nfc18510/],
    [['--lesson', 'cenario:bomba-p101:nr:12x'], /work order number "12x" is not a whole number from 0 to 2147483647/],
    [['--lesson', 'cenario:bomba-p101:nr:99999999999'], /not a whole number from 0 to 2147483647/],
    [['--lesson', 'desafio:-1'], /deal number "-1"/],
    [['--lesson', 'simulador:1'], /"simulador:1" is not a lesson; use simulador, desafio/],
    [['--lesson', 'usuarios'], /is not a lesson/],
    [['--mastery', '80'], /--mastery: "80" is not a score from 0 to 1/],
    [['--mastery', '1.5'], /not a score from 0 to 1/],
    [['--mastery', '-0.2'], /not a score from 0 to 1/],
    [['--mastery', 'NaN'], /not a score from 0 to 1/],
    [['--title', '   '], /--title: give a title of 1 to 200 characters on one line/],
    [['--title', 'two\nlines'], /on one line/],
    [['--id', '1abc'], /--id: "1abc" is not a package id/],
    [['--id', 'a b'], /is not a package id/],
    [['--id', 'urn:x'], /is not a package id/],
    [['--lesson'], /--lesson needs a value/],
    [['--lesson', '--mastery', '0.5'], /--lesson needs a value/],
    [['--mastery', '0.5', '--mastery', '0.6'], /--mastery is given twice/],
    [['--seed', '1'], /Unknown option "--seed"; the options are --lesson, --mastery, --title, --language, --lrs, --id, --out/],
    [['--language', 'it'], /--language: "it" is not one of the site's languages \(pt, en, es, fr, de\)/],
    [['simulador'], /Unknown option "simulador"/],
  ])('%j is refused with a clear message', (argv, message) => {
    expect(() => parseOptions(argv, KNOWN)).toThrow(PackageOptionError);
    expect(() => parseOptions(argv, KNOWN)).toThrow(message);
  });

  it('takes a mastery score from 0 to 1', () => {
    expect(parseOptions(['--mastery', '0'], KNOWN).mastery).toBe(0);
    expect(parseOptions(['--mastery', '1'], KNOWN).mastery).toBe(1);
    expect(parseOptions(['--mastery', '.75'], KNOWN).mastery).toBe(0.75);
  });
});

describe('manifests against the official schemas', () => {
  it.each([[[]], [['--lesson', 'simulador']], [['--lesson', 'desafio:3']], [['--lesson', 'cenario:quadro-qd401:nfc18510:100023', '--mastery', '1']]])(
    'all three are valid for %j',
    async (argv) => {
      const all = manifests(argv);
      for (const kind of PACKAGE_KINDS) expect(await manifestErrors(kind, all[kind]), kind).toEqual([]);
    },
  );

  it('a schema error is reported, so the checks can fail', async () => {
    const all = manifests([]);
    expect((await manifestErrors('scorm12', all.scorm12.replace('adlcp:scormtype="sco"', 'adlcp:scormtype="lesson"'))).join()).toMatch(/scormtype/);
    expect((await manifestErrors('scorm2004', all.scorm2004.replace('<imsss:minNormalizedMeasure>0.8', '<imsss:minNormalizedMeasure>80'))).join()).toMatch(/minNormalizedMeasure/);
    expect((await manifestErrors('cmi5', all.cmi5.replace('launchMethod="AnyWindow"', 'launchMethod="Frame"'))).join()).toMatch(/launchMethod/);
  });

  it('SCORM 1.2: one SCO launched from index.html, the mastery score out of 100, every file listed', () => {
    const xml = scorm12Manifest({ id: 'pkg', title: 'T', mastery: 0.75, files: FILES });
    expect(xml).toContain('<schemaversion>1.2</schemaversion>');
    expect(xml).toContain('<adlcp:masteryscore>75</adlcp:masteryscore>');
    expect(xml).toMatch(/<resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="index.html">/);
    for (const f of FILES) expect(xml).toContain(`<file href="${f}"/>`);
  });

  it('SCORM 2004: 4th edition, a primary objective satisfied by measure at the mastery score', () => {
    const xml = scorm2004Manifest({ id: 'pkg', title: 'T', mastery: 0.75, files: FILES });
    expect(xml).toContain('<schemaversion>2004 4th Edition</schemaversion>');
    expect(xml).toMatch(/<imsss:primaryObjective objectiveID="mastery" satisfiedByMeasure="true">\s*<imsss:minNormalizedMeasure>0.75<\/imsss:minNormalizedMeasure>/);
    expect(xml).toContain('adlcp:scormType="sco"');
    for (const f of FILES) expect(xml).toContain(`<file href="${f}"/>`);
  });

  it('cmi5: one AU, moved on when completed and passed at the mastery score, in any window', () => {
    const xml = cmi5Manifest({ id: 'pkg', title: 'T', description: 'D', mastery: 0.75, files: FILES });
    expect(xml).toMatch(/<au id="urn:loto-trainer:au:pkg" moveOn="CompletedAndPassed" masteryScore="0.75" launchMethod="AnyWindow">/);
    expect(xml).toContain('<url>index.html</url>');
  });

  it('cmi5 names the lesson in all five languages, the chosen one first; SCORM in the chosen one; a given title in its own language only', async () => {
    const pt = manifests([]);
    const tags = (xml: string) => [...xml.matchAll(/<langstring lang="([^"]+)">/g)].map((m) => m[1]);
    expect(tags(pt.cmi5)).toEqual(Array(4).fill(['pt-BR', 'en', 'es', 'fr', 'de']).flat());
    expect(pt.cmi5).toContain('<langstring lang="en">LOTO Trainer: Centrifugal pump P-101 (assessment)</langstring>');
    expect(pt.cmi5).toContain('<langstring lang="de">LOTO Trainer: Kreiselpumpe P-101 (Prüfung)</langstring>');
    expect(pt.scorm2004).toContain('<title>LOTO Trainer: Bomba centrífuga P-101 (avaliação)</title>');
    const de = manifests(['--language', 'de', '--lesson', 'simulador']);
    expect(tags(de.cmi5).slice(0, 5)).toEqual(['de', 'pt-BR', 'en', 'es', 'fr']);
    expect(de.scorm12).toContain('<title>LOTO Trainer: Simulator für Lockout/Tagout</title>');
    const given = manifests(['--language', 'en', '--title', 'Pump lockout, plant 2']);
    expect(tags(given.cmi5)).toEqual(['en', 'en', 'en', 'en']);
    expect(given.cmi5).toContain('<langstring lang="en">Pump lockout, plant 2</langstring>');
    for (const all of [pt, de, given]) for (const kind of PACKAGE_KINDS) expect(await manifestErrors(kind, all[kind]), kind).toEqual([]);
  });

  it('escapes titles in every manifest, and they stay valid', async () => {
    const title = 'Bloqueio <NR-12> & "teste" d\'água';
    const all = manifests(['--title', title]);
    for (const kind of PACKAGE_KINDS) {
      expect(all[kind]).toContain('Bloqueio &lt;NR-12&gt; &amp; &quot;teste&quot; d&apos;água');
      expect(all[kind]).not.toContain('<NR-12>');
      expect(await manifestErrors(kind, all[kind]), kind).toEqual([]);
    }
    expect(escapeXml('<&"\'>')).toBe('&lt;&amp;&quot;&apos;&gt;');
  });
});

describe('the launch page', () => {
  const csp = SECURITY_HEADERS['Content-Security-Policy']!;

  it('drops frame-ancestors from the policy; cmi5 may also reach an https: record store', () => {
    expect(csp).toContain("frame-ancestors 'none'");
    for (const kind of PACKAGE_KINDS) expect(packagedCsp(csp, kind)).not.toContain('frame-ancestors');
    expect(packagedCsp(csp, 'scorm12')).toContain("connect-src 'self';");
    expect(packagedCsp(csp, 'cmi5')).toContain("connect-src 'self' https:;");
    expect(packagedCsp(csp, 'scorm2004')).toContain("script-src 'self' 'sha256-");
  });

  it('lets cmi5 reach an intranet record store on plain http: when told (--lrs), and only its origin', () => {
    const o = parseOptions(['--lrs', 'http://lrs.plant.local:8080/xapi/'], KNOWN);
    expect(o.lrs).toBe('http://lrs.plant.local:8080');
    expect(packagedCsp(csp, 'cmi5', o.lrs)).toContain("connect-src 'self' https: http://lrs.plant.local:8080;");
    // SCORM talks to no record store; an https: one is covered already.
    expect(packagedCsp(csp, 'scorm12', o.lrs)).toContain("connect-src 'self';");
    expect(packagedCsp(csp, 'cmi5', 'https://lrs.example')).toContain("connect-src 'self' https:;");
    expect(parseOptions([], KNOWN).lrs).toBeNull();
    expect(() => parseOptions(['--lrs', 'lrs.plant.local'], KNOWN)).toThrow(/--lrs: "lrs.plant.local" is not an address/);
    expect(() => parseOptions(['--lrs', 'ftp://lrs.plant.local'], KNOWN)).toThrow(/--lrs: "ftp:\/\/lrs.plant.local" is not an http: or https: address/);
  });

  it('names its files relatively, carries the policy and the package tags first, and leaves the site-only tags out', () => {
    const lesson = '/cenarios/bomba-p101?semente=424242&modo=avaliacao';
    const html = launchPage(SITE_INDEX, { kind: 'scorm2004', lesson, csp: packagedCsp(csp, 'scorm2004') });
    expect(html).not.toMatch(/(src|href)="\//);
    expect(html).toContain('src="assets/index-1.js"');
    expect(html).toContain('href="assets/favicon-1.svg"');
    expect(html).not.toContain('manifest.webmanifest');
    expect(html).not.toContain('registerSW.js');
    // Only the shell texts: the early pages' files are named by site paths a package's page never has.
    expect(html).toContain('<script type="application/json" id="startup-preload">{"shells":{"pt":null,"en":"assets/en-1.js"}}</script>');
    // The policy comes before any script, right after the charset.
    expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(html.indexOf('http-equiv'));
    expect(html).toContain('<meta name="loto-lesson" content="/cenarios/bomba-p101?semente=424242&amp;modo=avaliacao" />');
    expect(localReferences(html).sort()).toEqual(['assets/en-1.js', 'assets/favicon-1.svg', 'assets/index-1.css', 'assets/index-1.js', 'assets/shell-1.js']);
  });

  it('is read back by the app as the package and its lesson', () => {
    const lesson = '/cenarios/bomba-p101?semente=424242&modo=avaliacao';
    const html = launchPage(SITE_INDEX, { kind: 'cmi5', lesson, csp: packagedCsp(csp, 'cmi5') });
    const content = (name: string) => {
      const raw = new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1];
      return raw === undefined ? null : raw.replace(/&amp;/g, '&');
    };
    const page = { querySelector: (s: string) => ({ getAttribute: () => content(/name="([^"]+)"/.exec(s)![1]!) }) } as unknown as Pick<ParentNode, 'querySelector'>;
    expect(readLaunchContext(page)).toEqual({ packaged: 'cmi5', lesson });
  });

  it('refuses a page that is not the site build', () => {
    expect(() => launchPage('<html><head></head></html>', { kind: 'scorm12', lesson: '/simulador', csp })).toThrow(/no <meta charset/);
    expect(() => launchPage('<meta charset="UTF-8" />', { kind: 'scorm12', lesson: '/simulador', csp })).toThrow(/startup-preload/);
  });
});

describe('which files a package carries', () => {
  it.each(['index.html', 'loto-config.json', 'assets/index-1.js', 'assets/barlow.woff2', 'pwa-192x192.png'])('carries %s', (f) => {
    expect(isPackaged(f)).toBe(true);
  });
  it.each(['_headers', '.vite/manifest.json', 'sw.js', 'workbox-5a1b2c.js', 'registerSW.js', 'manifest.webmanifest'])('leaves out %s', (f) => {
    expect(isPackaged(f)).toBe(false);
  });
});
