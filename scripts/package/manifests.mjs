// What goes into an LMS package, as pure functions of the options and the build's file list:
// the options (`--lesson`, `--mastery`, `--title`, `--id`, `--out`), the lesson's route, the
// three manifests (SCORM 1.2, SCORM 2004 4th edition, cmi5), the launch page made from the
// site's index.html and which files of dist/ a package carries. scripts/package.mjs reads and
// writes the files; tests/unit/package.test.ts checks these against the official schemas.

/** The three standards, in the order the packages are written. */
export const PACKAGE_KINDS = /** @type {const} */ (['scorm12', 'scorm2004', 'cmi5']);

/** Each package's zip file name. */
export const ZIP_NAMES = {
  scorm12: 'loto-trainer-scorm12.zip',
  scorm2004: 'loto-trainer-scorm2004.zip',
  cmi5: 'loto-trainer-cmi5.zip',
};

/** The lesson when none is chosen: a work order in assessment mode, the same one for every trainee. */
export const DEFAULT_LESSON = 'cenario:bomba-p101';
/** The work order number of a scenario lesson given without one (the same variants for the whole class). */
export const DEFAULT_SCENARIO_SEED = 424242;
/** The product's pass mark (80 of 100). */
export const DEFAULT_MASTERY = 0.8;
export const DEFAULT_OUT = 'packages';

/** A bad option: the message says which and what is accepted. */
export class PackageOptionError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'PackageOptionError';
  }
}

/** Text for XML content and attribute values. */
export function escapeXml(text) {
  return String(text).replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** Text for an HTML attribute value in double quotes. */
const escapeAttribute = (text) => String(text).replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c] ?? c);

const SEED = /^\d{1,10}$/;
// SCORM identifiers are xsd:ID (an NCName); cmi5 ids are IRIs built from it (urn:loto-trainer:…).
const ID = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/;

/**
 * The lesson an option names, as the route the package opens on.
 * `simulador`, `desafio[:<seed>]` or `cenario:<id>[:<ruleSet>[:<seed>]]` (assessment mode; an
 * empty or missing rule set is the trainee's language's, a missing seed DEFAULT_SCENARIO_SEED).
 * @param {string} spec
 * @param {import('./manifests.d.mts').KnownLessons} known
 * @returns {import('./manifests.d.mts').Lesson}
 */
export function parseLessonOption(spec, known) {
  const [kind = '', ...parts] = String(spec).split(':');
  const seedOf = (raw, what) => {
    if (!SEED.test(raw) || Number(raw) > known.maxSeed) throw new PackageOptionError(`--lesson: the ${what} "${raw}" is not a whole number from 0 to ${known.maxSeed}.`);
    return Number(raw);
  };
  if (kind === 'simulador' && parts.length === 0) return { kind: 'simulator', route: '/simulador', scenario: null, ruleSet: null, seed: null };
  if (kind === 'desafio' && parts.length <= 1) {
    if (parts.length === 0) return { kind: 'challenge', route: '/desafio', scenario: null, ruleSet: null, seed: null };
    const seed = seedOf(parts[0] ?? '', 'deal number');
    return { kind: 'challenge', route: `/desafio?semente=${seed}`, scenario: null, ruleSet: null, seed };
  }
  if (kind === 'cenario' && parts.length >= 1 && parts.length <= 3) {
    const [id = '', ruleSet = '', rawSeed] = parts;
    const scenario = known.scenarios.find((s) => s.id === id);
    if (!scenario) throw new PackageOptionError(`--lesson: there is no work order "${id}"; the work orders are ${known.scenarios.map((s) => s.id).join(', ')}.`);
    if (ruleSet !== '' && !known.ruleSets.includes(ruleSet)) throw new PackageOptionError(`--lesson: there is no rule set "${ruleSet}"; the rule sets are ${known.ruleSets.join(', ')} (or leave it empty for the trainee's language's).`);
    const seed = rawSeed === undefined ? DEFAULT_SCENARIO_SEED : seedOf(rawSeed, 'work order number');
    const route = `/cenarios/${id}?semente=${seed}&modo=avaliacao${ruleSet ? `&regras=${ruleSet}` : ''}`;
    return { kind: 'scenario', route, scenario, ruleSet: ruleSet || null, seed };
  }
  throw new PackageOptionError(`--lesson: "${spec}" is not a lesson; use simulador, desafio[:<seed>] or cenario:<id>[:<ruleSet>[:<seed>]].`);
}

/** The languages a package's title and description are written in; Portuguese, the site's default, first. */
export const PACKAGE_LANGUAGES = ['pt', 'en', 'es', 'fr', 'de'];
/** The language tag of each (BCP 47), as the manifests carry it. */
export const LANGUAGE_TAGS = { pt: 'pt-BR', en: 'en', es: 'es', fr: 'fr', de: 'de' };

/** The fixed words of the default titles and descriptions, per language. */
const TEXTS = {
  pt: {
    simulator: ['LOTO Trainer: simulador de bloqueio e etiquetagem', 'Desligar, bloquear, etiquetar e testar um Centro de Controle de Motores (CCM) virtual.'],
    challenge: ['LOTO Trainer: desafio das energias perigosas', 'Associar 16 perigos aos tipos de energia que os alimentam.'],
    scenario: (name, job, seed) => [`LOTO Trainer: ${name} (avaliação)`, `${job}. OS nº ${seed}, modo avaliação.`],
  },
  en: {
    simulator: ['LOTO Trainer: lockout/tagout simulator', 'Switch off, lock, tag and test a virtual motor control center (MCC).'],
    challenge: ['LOTO Trainer: hazardous energy challenge', 'Match 16 hazards to the types of energy that feed them.'],
    scenario: (name, job, seed) => [`LOTO Trainer: ${name} (assessment)`, `${job}. Work order no. ${seed}, assessment mode.`],
  },
  es: {
    simulator: ['LOTO Trainer: simulador de bloqueo y etiquetado', 'Desconectar, bloquear, etiquetar y probar un centro de control de motores (CCM) virtual.'],
    challenge: ['LOTO Trainer: desafío de las energías peligrosas', 'Asociar 16 peligros a los tipos de energía que los alimentan.'],
    scenario: (name, job, seed) => [`LOTO Trainer: ${name} (evaluación)`, `${job}. Orden de trabajo n.º ${seed}, modo evaluación.`],
  },
  fr: {
    simulator: ['LOTO Trainer : simulateur de consignation', 'Couper, condamner, poser la pancarte et essayer un centre de commande de moteurs (CCM) virtuel.'],
    challenge: ['LOTO Trainer : défi des énergies dangereuses', 'Associer 16 dangers aux types d’énergie qui les alimentent.'],
    scenario: (name, job, seed) => [`LOTO Trainer : ${name} (évaluation)`, `${job}. Ordre de travail n° ${seed}, mode évaluation.`],
  },
  de: {
    simulator: ['LOTO Trainer: Simulator für Lockout/Tagout', 'Ein virtuelles Motor Control Center (MCC) abschalten, sichern, kennzeichnen und prüfen.'],
    challenge: ['LOTO Trainer: Challenge gefährliche Energien', '16 Gefährdungen den Energiearten zuordnen, aus denen sie stammen.'],
    scenario: (name, job, seed) => [`LOTO Trainer: ${name} (Prüfung)`, `${job}. Arbeitsauftrag Nr. ${seed}, Prüfungsmodus.`],
  },
};

/**
 * The title and description an LMS shows when none is given, in one of the five languages.
 * @param {import('./manifests.d.mts').Lesson} lesson
 * @param {import('./manifests.d.mts').PackageLanguage} [language]
 */
export function defaultTexts(lesson, language = 'pt') {
  const texts = TEXTS[language];
  if (lesson.kind === 'simulator' || lesson.kind === 'challenge') {
    const [title, description] = texts[lesson.kind];
    return { title, description };
  }
  const s = /** @type {import('./manifests.d.mts').KnownScenario} */ (lesson.scenario);
  // A file without this language's text gives its first language's (as the site shows it).
  const text = (/** @type {import('./manifests.d.mts').PackageText} */ t) => t[language] ?? Object.values(t)[0] ?? '';
  const [title, description] = texts.scenario(text(s.name), text(s.job), lesson.seed);
  return { title, description };
}

/** The default package id: the lesson, e.g. 'loto-trainer-bomba-p101-424242'. */
export function defaultId(lesson) {
  if (lesson.kind === 'simulator') return 'loto-trainer-simulador';
  if (lesson.kind === 'challenge') return `loto-trainer-desafio${lesson.seed === null ? '' : `-${lesson.seed}`}`;
  return `loto-trainer-${lesson.scenario?.id}${lesson.ruleSet ? `-${lesson.ruleSet}` : ''}-${lesson.seed}`;
}

/**
 * The packager's options from its command line.
 * @param {readonly string[]} argv
 * @param {import('./manifests.d.mts').KnownLessons} known
 * @returns {import('./manifests.d.mts').PackageOptions}
 */
export function parseOptions(argv, known) {
  /** @type {Record<string, string>} */
  const raw = {};
  const names = ['lesson', 'mastery', 'title', 'language', 'lrs', 'id', 'out'];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const match = /^--([a-z]+)(?:=(.*))?$/s.exec(arg);
    if (!match || !names.includes(match[1] ?? '')) throw new PackageOptionError(`Unknown option "${arg}"; the options are ${names.map((n) => `--${n}`).join(', ')}.`);
    const name = /** @type {string} */ (match[1]);
    let value = match[2];
    if (value === undefined) {
      value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new PackageOptionError(`--${name} needs a value.`);
      i++;
    }
    if (name in raw) throw new PackageOptionError(`--${name} is given twice.`);
    raw[name] = value;
  }
  const lesson = parseLessonOption(raw.lesson ?? DEFAULT_LESSON, known);
  let mastery = DEFAULT_MASTERY;
  if (raw.mastery !== undefined) {
    mastery = /^(0(\.\d{1,4})?|1(\.0{1,4})?|\.\d{1,4})$/.test(raw.mastery) ? Number(raw.mastery) : NaN;
    if (Number.isNaN(mastery)) throw new PackageOptionError(`--mastery: "${raw.mastery}" is not a score from 0 to 1 (e.g. 0.8 for 80 of 100), with at most four decimals.`);
  }
  const language = raw.language ?? 'pt';
  if (!PACKAGE_LANGUAGES.includes(language)) throw new PackageOptionError(`--language: "${language}" is not one of the site's languages (${PACKAGE_LANGUAGES.join(', ')}).`);
  const texts = defaultTexts(lesson, /** @type {import('./manifests.d.mts').PackageLanguage} */ (language));
  const title = raw.title === undefined ? texts.title : raw.title.trim();
  // eslint-disable-next-line no-control-regex -- a line break or tab in a title is what this refuses
  if (title === '' || title.length > 200 || /[\u0000-\u001f\u007f]/.test(title)) throw new PackageOptionError('--title: give a title of 1 to 200 characters on one line.');
  // cmi5 carries a title per language: the default ones in all five (the chosen language first),
  // a title given in its own language only. SCORM carries one: the chosen language's.
  const order = [language, ...PACKAGE_LANGUAGES.filter((l) => l !== language)];
  const translations =
    raw.title === undefined
      ? order.map((l) => ({ tag: LANGUAGE_TAGS[l], ...defaultTexts(lesson, /** @type {import('./manifests.d.mts').PackageLanguage} */ (l)) }))
      : [{ tag: LANGUAGE_TAGS[language], title, description: texts.description }];
  const id = raw.id ?? defaultId(lesson);
  if (!ID.test(id)) throw new PackageOptionError(`--id: "${id}" is not a package id; use up to 64 letters, digits, "_", "." or "-", starting with a letter or "_".`);
  const out = raw.out ?? DEFAULT_OUT;
  if (out.trim() === '') throw new PackageOptionError('--out needs a folder.');
  const lrs = raw.lrs === undefined ? null : lrsOriginOf(raw.lrs);
  return { lesson, mastery, title, description: texts.description, translations, lrs, id, out };
}

/** SCORM 1.2's mastery score: 0–100. */
const percent = (mastery) => Math.round(mastery * 100);

/**
 * The SCORM 1.2 manifest (IMS CP 1.1.2 with ADL CP 1.2): one SCO, the launch page, every file.
 * @param {import('./manifests.d.mts').ManifestInput} input
 */
export function scorm12Manifest({ id, title, mastery, files }) {
  const t = escapeXml(title);
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${escapeXml(id)}" version="1"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsproject.org/xsd/imscp_rootv1p1p2 imscp_rootv1p1p2.xsd http://www.imsglobal.org/xsd/imsmd_rootv1p2p1 imsmd_rootv1p2p1.xsd http://www.adlnet.org/xsd/adlcp_rootv1p2 adlcp_rootv1p2.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>1.2</schemaversion>
  </metadata>
  <organizations default="organization">
    <organization identifier="organization">
      <title>${t}</title>
      <item identifier="lesson" identifierref="sco" isvisible="true">
        <title>${t}</title>
        <adlcp:masteryscore>${percent(mastery)}</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="index.html">
${fileList(files)}
    </resource>
  </resources>
</manifest>
`;
}

/**
 * The SCORM 2004 4th edition manifest: one SCO whose primary objective is satisfied by its
 * measure at the mastery score (the LMS passes it when the score reaches it).
 * @param {import('./manifests.d.mts').ManifestInput} input
 */
export function scorm2004Manifest({ id, title, mastery, files }) {
  const t = escapeXml(title);
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="${escapeXml(id)}" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:adlnav="http://www.adlnet.org/xsd/adlnav_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 imscp_v1p1.xsd http://www.adlnet.org/xsd/adlcp_v1p3 adlcp_v1p3.xsd http://www.adlnet.org/xsd/adlseq_v1p3 adlseq_v1p3.xsd http://www.adlnet.org/xsd/adlnav_v1p3 adlnav_v1p3.xsd http://www.imsglobal.org/xsd/imsss imsss_v1p0.xsd">
  <metadata>
    <schema>ADL SCORM</schema>
    <schemaversion>2004 4th Edition</schemaversion>
  </metadata>
  <organizations default="organization">
    <organization identifier="organization">
      <title>${t}</title>
      <item identifier="lesson" identifierref="sco" isvisible="true">
        <title>${t}</title>
        <imsss:sequencing>
          <imsss:objectives>
            <imsss:primaryObjective objectiveID="mastery" satisfiedByMeasure="true">
              <imsss:minNormalizedMeasure>${mastery}</imsss:minNormalizedMeasure>
            </imsss:primaryObjective>
          </imsss:objectives>
          <imsss:deliveryControls completionSetByContent="true" objectiveSetByContent="true"/>
        </imsss:sequencing>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormType="sco" href="index.html">
${fileList(files)}
    </resource>
  </resources>
</manifest>
`;
}

/**
 * The cmi5 course structure: one AU, the launch page, passed at the mastery score. The ids are
 * IRIs (cmi5 wants them globally unique): urn:loto-trainer:… from the package id.
 * @param {import('./manifests.d.mts').ManifestInput & { description: string }} input
 */
export function cmi5Manifest({ id, title, description, translations, mastery }) {
  const all = translations ?? [{ tag: LANGUAGE_TAGS.pt, title, description }];
  const text = (/** @type {'title' | 'description'} */ field) => all.map((t) => `\n      <langstring lang="${t.tag}">${escapeXml(t[field])}</langstring>`).join('') + '\n    ';
  return `<?xml version="1.0" encoding="UTF-8"?>
<courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd">
  <course id="urn:loto-trainer:course:${escapeXml(id)}">
    <title>${text('title')}</title>
    <description>${text('description')}</description>
  </course>
  <au id="urn:loto-trainer:au:${escapeXml(id)}" moveOn="CompletedAndPassed" masteryScore="${mastery}" launchMethod="AnyWindow">
    <title>${text('title')}</title>
    <description>${text('description')}</description>
    <url>index.html</url>
  </au>
</courseStructure>
`;
}

/** The `<file>` elements of a resource, launch page first. */
function fileList(files) {
  const sorted = [...files].sort((a, b) => (a === 'index.html' ? -1 : b === 'index.html' ? 1 : a < b ? -1 : a > b ? 1 : 0));
  return sorted.map((f) => `      <file href="${escapeXml(encodeURI(f))}"/>`).join('\n');
}

/** The manifest a package of `kind` has at its root. */
export const MANIFEST_NAMES = { scorm12: 'imsmanifest.xml', scorm2004: 'imsmanifest.xml', cmi5: 'cmi5.xml' };

/**
 * The manifest of one kind of package.
 * @param {'scorm12' | 'scorm2004' | 'cmi5'} kind
 * @param {import('./manifests.d.mts').ManifestInput & { description: string }} input
 */
export function manifestFor(kind, input) {
  if (kind === 'scorm12') return scorm12Manifest(input);
  if (kind === 'scorm2004') return scorm2004Manifest(input);
  return cmi5Manifest(input);
}

/**
 * Whether a file of dist/ goes into a package: not what only the site's host uses (its headers
 * file, Vite's build manifest, the service worker with its Workbox runtime and registration, the
 * web app manifest: inside an LMS the page is the LMS's, and the app must not take its origin over).
 */
export function isPackaged(path) {
  if (path.startsWith('.vite/') || path.startsWith('.')) return false;
  return !['_headers', '_redirects', 'sw.js', 'registerSW.js', 'manifest.webmanifest'].includes(path) && !/^workbox-[\w-]+\.js$/.test(path);
}

/**
 * The site's Content-Security-Policy as a launch page's <meta> can hold it: without
 * frame-ancestors (a meta policy cannot say it, and the package runs in the LMS's frame anyway).
 * A cmi5 AU sends its statements to the LMS's record store, whose address the LMS gives at launch
 * and which is on another origin, so its connect-src also allows any https: origin.
 * @param {string} siteCsp
 * @param {'scorm12' | 'scorm2004' | 'cmi5'} kind
 */
export function packagedCsp(siteCsp, kind, lrsOrigin = null) {
  const directives = siteCsp
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && !/^(frame-ancestors|report-uri|report-to|sandbox)\b/.test(d));
  if (kind !== 'cmi5') return directives.join('; ');
  // cmi5 sends its statements to the LRS the launch names: any https: one, and the plain http:
  // one a company's intranet may have, when the packager is told (`--lrs`).
  const extra = lrsOrigin && lrsOrigin.startsWith('http:') ? ` ${lrsOrigin}` : '';
  return directives.map((d) => (/^connect-src\b/.test(d) ? `${d} https:${extra}` : d)).join('; ');
}

/**
 * The origin an `--lrs` option names (an http: or https: address; only its origin counts), or an
 * error saying what is wrong.
 * @param {string} text
 */
export function lrsOriginOf(text) {
  let url;
  try {
    url = new URL(text.trim());
  } catch {
    throw new PackageOptionError(`--lrs: "${text}" is not an address; give the record store's, e.g. http://lrs.plant.local:8080.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PackageOptionError(`--lrs: "${text}" is not an http: or https: address.`);
  return url.origin;
}

/**
 * The package's launch page from the site's index.html: the files it names become relative (the
 * package lives in some folder of the LMS), its policy and the two tags that make the app a
 * package (src/platform/launch.ts) come first in <head>, and the site-only tags (web app manifest,
 * service worker registration) go. As on the site, no font is preloaded (index.html's
 * `fonts-later`: the page paints first in the fallback faces).
 * @param {string} html
 * @param {{ kind: 'scorm12' | 'scorm2004' | 'cmi5', lesson: string, csp: string }} input
 */
export function launchPage(html, { kind, lesson, csp }) {
  const charset = /<meta charset="UTF-8"\s*\/?>/i;
  if (!charset.test(html)) throw new Error('dist/index.html has no <meta charset="UTF-8">: is it the site\'s page?');
  const data = /(<script type="application\/json" id="startup-preload">)(.*?)(<\/script>)/s;
  const match = data.exec(html);
  if (!match) throw new Error('dist/index.html has no startup-preload data block (scripts/startup-preload.mjs).');
  const preload = JSON.parse(match[2] ?? '');
  const relative = (url) => (typeof url === 'string' && url.startsWith('/') ? url.slice(1) : url);
  // Only the shell texts: the pages' early code, texts and images are named by the site's paths
  // (`/cenarios/…`), which a package's page never has (its lesson's route lives in memory).
  const packaged = { shells: Object.fromEntries(Object.entries(preload.shells).map(([k, v]) => [k, relative(v)])) };
  const head = [
    `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(csp)}" />`,
    `<meta name="loto-package" content="${escapeAttribute(kind)}" />`,
    `<meta name="loto-lesson" content="${escapeAttribute(lesson)}" />`,
  ].join('\n    ');
  return html
    .replace(data, (_all, open, _json, close) => `${open}${JSON.stringify(packaged).replace(/</g, '\\u003c')}${close}`)
    .replace(/\s*<link rel="manifest"[^>]*>/g, '')
    .replace(/\s*<script[^>]*src="[^"]*registerSW\.js"[^>]*><\/script>/g, '')
    .replace(/(\s(?:src|href)=")\/(?!\/)/g, '$1')
    .replace(charset, (tag) => `${tag}\n    ${head}`);
}

/** The files a page names in src/href attributes and its startup-preload block (relative, local ones). */
export function localReferences(html) {
  const refs = new Set();
  for (const m of html.matchAll(/\s(?:src|href)="([^"#?]+)/g)) refs.add(m[1]);
  const data = /<script type="application\/json" id="startup-preload">(.*?)<\/script>/s.exec(html);
  if (data) {
    const preload = JSON.parse(data[1] ?? '');
    for (const v of Object.values(preload.shells ?? {})) if (typeof v === 'string') refs.add(v);
  }
  return [...refs].filter((r) => !/^[a-z][a-z0-9+.-]*:/i.test(r));
}
