import 'fake-indexeddb/auto';
import { deflateSync } from 'node:zlib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import QRCode from 'qrcode';
import { beforeEach, describe, expect, it } from 'vitest';
import { issueCertificate, IssueError, type IssueForm } from '../../src/records/certificates';
import * as Records from '../../src/records/records';
import type { AttemptRow, CertificateDataV1, CertificateDataV2, Trainee } from '../../src/records/types';
import { hashPin } from '../../src/state/kioskPin';
import { attemptRow } from './attemptRowFixture';
import { certificatePdf, MARGIN, MIN_QR_MODULE_MM, PAGE_HEIGHT, PAGE_WIDTH, QR_SIDE, qrModuleMm, verifyUrlFitsQr, type CertificateWarning } from '../../src/records/certificatePdf';
import { CERTIFICATE_TEXTS } from './localeTexts';
import { certificateUrl, certificateUrlV1 } from '../../src/records/signing';
import type { Language } from '../../src/rules/language';
import type { InstructorSettings, SignedCertificate } from '../../src/records/types';
import { SETTINGS, signedSample, signedSampleV1, type SignedV2 } from './certificateFixture';
import { FONTS } from './certificateFontsFixture';


interface TextItem {
  readonly str: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Pairs of text items whose boxes (baseline - 20 % to baseline + 75 % of the size) overlap. */
function overlaps(items: readonly TextItem[]): string[] {
  const found: string[] = [];
  const boxes = items.filter((i) => i.str.trim() !== '').map((i) => ({ i, x0: i.x, x1: i.x + i.width, y0: i.y - 0.2 * i.height, y1: i.y + 0.75 * i.height }));
  for (let a = 0; a < boxes.length; a++) {
    for (let b = a + 1; b < boxes.length; b++) {
      const p = boxes[a] as (typeof boxes)[number];
      const q = boxes[b] as (typeof boxes)[number];
      if (p.x0 < q.x1 - 0.3 && q.x0 < p.x1 - 0.3 && p.y0 < q.y1 - 0.3 && q.y0 < p.y1 - 0.3) found.push(`${p.i.str} / ${q.i.str}`);
    }
  }
  return found;
}

/** The page's text items (pdfjs), and its lines: items on one baseline joined left to right. */
export async function extract(bytes: Uint8Array): Promise<{ items: TextItem[]; lines: string[]; ops: number[]; size: [number, number] }> {
  const pdf = await getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  expect(pdf.numPages).toBe(1);
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  const items: TextItem[] = [];
  for (const it of content.items) {
    if (!('str' in it) || it.str === '') continue;
    items.push({ str: it.str, x: it.transform[4] as number, y: it.transform[5] as number, width: it.width, height: it.height });
  }
  const byLine = new Map<number, TextItem[]>();
  for (const it of items) {
    const key = Math.round(it.y * 2) / 2;
    byLine.set(key, [...(byLine.get(key) ?? []), it]);
  }
  const lines = [...byLine.entries()].sort((a, b) => b[0] - a[0]).map(([, its]) => its.sort((a, b) => a.x - b.x).map((i) => i.str).join(''));
  const ops = (await page.getOperatorList()).fnArray;
  const [, , w, h] = page.view as [number, number, number, number];
  await pdf.destroy();
  return { items, lines, ops, size: [w, h] };
}

/** The data of a current-version sample. */
const sample = (s: SignedCertificate) => s.data as SignedV2['data'];

/** Text compared without whitespace: pdfjs and the layout may split or space runs differently. */
const squash = (s: string) => s.replace(/\s+/g, '');

async function make(language: Language, name: string, settings: InstructorSettings = SETTINGS, edit?: (s: SignedV2) => SignedCertificate, shortUrl = false) {
  const sample = await signedSample(language, name);
  const signed = edit ? edit(sample.signed) : sample.signed;
  const warnings: CertificateWarning[] = [];
  const url = shortUrl ? 'https://loto.example.com/verificar#c=x' : await certificateUrl('https://loto.example.com', signed);
  const bytes = await certificatePdf(signed, settings, CERTIFICATE_TEXTS[language], url, { fonts: FONTS, onWarning: (w) => warnings.push(w) });
  return { signed, bytes, warnings, ...(await extract(bytes)) };
}

const CASES: [Language, string, string, string][] = [
  ['pt', 'João Conceição', '20 de novembro de 2026', '8 horas'],
  ['en', 'Łukasz Żółć', 'November 20, 2026', '8 hours'],
  ['es', 'Ærøskøbing Núñez-Peña', '20 de noviembre de 2026', '8 horas'],
  ['fr', 'François Müller-Lüdenscheidt', '20 novembre 2026', '8 heures'],
  ['de', 'Jürgen Groß-Żółć', '20. November 2026', '8 Stunden'],
];

describe('the certificate PDF', () => {
  it.each(CASES)('(%s) prints %s with every accent, the date, the hours, the identifier, the instructor and the NR-1 statement', async (language, name, date, hours) => {
    const { signed, lines, warnings, size, items } = await make(language, name);
    expect(overlaps(items)).toEqual([]);
    const texts = CERTIFICATE_TEXTS[language];
    expect(size[0]).toBeCloseTo(PAGE_WIDTH, 0);
    expect(size[1]).toBeCloseTo(PAGE_HEIGHT, 0);
    expect(size[0]).toBeGreaterThan(size[1]);
    // The name is a line of its own, exactly (so no accent was dropped or replaced).
    expect(lines).toContain(name);
    const all = squash(lines.join('\n'));
    for (const needle of [date, hours, signed.data.id, sample(signed).instructors[0]!.name, sample(signed).instructors[0]!.qualification, signed.data.technicalLead.name, texts.title, texts.courseName, signed.data.keyId, signed.data.passed[0]?.title ?? '']) {
      expect(all, needle).toContain(squash(needle));
    }
    expect(all).toContain(squash(texts.simulationNotice));
    expect(texts.simulationNotice).toMatch(/NR-1/);
    expect(warnings).toEqual([]);
  });

  it.each([
    ['a 120-character name in words', 'Maria da Conceição Aparecida de Albuquerque Cavalcanti Wanderley Łukasiewicz-Żółkiewska Müller-Lüdenscheidt dos Santos Ltda'.slice(0, 120)],
    ['a 120-character name without a space', 'W'.repeat(120)],
    ['a 120-character name of wide capitals', 'WOLFGANG MAXIMILIAN ÆRØSKØBING MÜLLER-LÜDENSCHEIDT VON HOHENZOLLERN-SIGMARINGEN '.padEnd(120, 'W')],
  ])('%s fits: no text is drawn outside the margins', async (_what, name) => {
    expect([...name]).toHaveLength(120);
    const { items, lines, warnings } = await make('de', name);
    expect(overlaps(items)).toEqual([]);
    for (const it of items) {
      expect(it.x, it.str).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(it.x + it.width, it.str).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 0.5);
      expect(it.y, it.str).toBeGreaterThan(24);
      expect(it.y, it.str).toBeLessThan(PAGE_HEIGHT - 24);
    }
    // Every character of the name is printed (on one line or two).
    expect(squash(lines.join(''))).toContain(squash(name));
    expect(warnings).toEqual([]);
  });

  it('long texts everywhere still stay inside the page; what cannot fit is reported, never silently dropped', async () => {
    const long = (s: string, n = 200) => (s + ' ').repeat(40).slice(0, n);
    const { items, warnings, lines } = await make('de', 'Jürgen Groß', { ...SETTINGS, companyName: long('Großmaschinenbau Nordrhein-Westfalen GmbH & Co. KG') }, (s) => ({
      ...s,
      data: {
        ...s.data,
        trainee: { ...s.data.trainee, company: long('Großmaschinenbau GmbH'), site: long('Werk Süd'), employeeNo: 'X'.repeat(40) },
        course: { ...s.data.course, place: long('Mönchengladbach'), syllabus: Array.from({ length: 12 }, () => long('Gefährliche Energien beherrschen')) },
        instructors: [{ name: long('Dr. Ing. Hans'), qualification: long('Elektrofachkraft', 400) }],
        technicalLead: { name: long('Dipl.-Ing. Anna'), qualification: long('Sicherheitsingenieurin', 400) },
        passed: Array.from({ length: 10 }, (_, i) => ({ activity: `a${i}`, title: long('Hydraulische Presse'), ruleSet: 'vde' as const, score: 100, finishedAt: '2026-11-20T10:00:00Z' })),
      },
    }), true);
    for (const it of items) {
      expect(it.x, it.str).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(it.x + it.width, it.str).toBeLessThanOrEqual(PAGE_WIDTH - MARGIN + 0.5);
      expect(it.y, it.str).toBeGreaterThan(24);
    }
    expect(overlaps(items)).toEqual([]);
    // Ten assessments fit; twelve 200-character syllabus lines do not, and that is reported.
    expect(warnings.filter((w) => w.kind === 'content_cut' && w.field === 'assessments')).toEqual([]);
    expect(warnings).toContainEqual(expect.objectContaining({ kind: 'content_cut', field: 'syllabus', total: 12 }));
    // The qualifications (400 characters each) are printed whole, however small: every repetition of the word is there.
    const text = lines.join(' ');
    const count = (hay: string, word: string) => hay.split(word).length - 1;
    for (const word of ['Sicherheitsingenieurin', 'Elektrofachkraft']) expect(count(text, word), word).toBe(count(long(word, 400), word));
  });

  it('more assessments than the page holds: the rest are reported as cut', async () => {
    const { warnings, items } = await make('pt', 'João Conceição', SETTINGS, (s) => ({
      ...s,
      data: { ...s.data, passed: Array.from({ length: 30 }, (_, i) => ({ activity: `a${i}`, title: `Avaliação ${i}`, ruleSet: 'nr' as const, score: 90, finishedAt: '2026-11-20T10:00:00Z' })) },
    }), true);
    const cut = warnings.find((w) => w.kind === 'content_cut');
    expect(cut).toEqual(expect.objectContaining({ field: 'assessments', total: 30 }));
    expect(cut && cut.kind === 'content_cut' && cut.printed).toBeGreaterThanOrEqual(10);
    // Nothing of the table reaches the signature lines.
    for (const it of items.filter((i) => /^Avaliação \d+$/.test(i.str))) expect(it.y).toBeGreaterThanOrEqual(176);
  });

  it('refuses to print a certificate whose verification URL does not fit in a QR code a phone reads at 45 mm', async () => {
    const { signed } = await signedSample('pt');
    const big: SignedCertificate = { ...signed, data: { ...signed.data, course: { ...signed.data.course, syllabus: Array.from({ length: 30 }, () => Array.from({ length: 20 }, () => Math.random().toString(36).slice(2, 12)).join(' ')) } } };
    const url = await certificateUrl('https://loto.example.com', big);
    expect(verifyUrlFitsQr(url)).toBe(false);
    expect(verifyUrlFitsQr(await certificateUrl('https://loto.example.com', signed))).toBe(true);
    await expect(certificatePdf(big, SETTINGS, CERTIFICATE_TEXTS.pt, url, { fonts: FONTS })).rejects.toThrow(/QR/);
  });

  it('draws exactly the QR code of the verification URL, upright, as one vector path', async () => {
    const { bytes, signed } = await make('fr', 'François Müller-Lüdenscheidt');
    const url = await certificateUrl('https://loto.example.com', signed);
    const { drawn, expected, n } = await qrReadBack(bytes, url);
    expect(drawn.size).toBe(expected.size);
    expect([...drawn].filter((k) => !expected.has(k))).toEqual([]);
    // The three finder patterns sit at the top left, top right and bottom left (not mirrored).
    for (const [r, c] of [[0, 0], [0, n - 7], [n - 7, 0]] as const) for (let k = 0; k < 7; k++) expect(drawn.has(`${r},${c + k}`)).toBe(true);
    expect(drawn.has(`${n - 1},${n - 1}`)).toBe(expected.has(`${n - 1},${n - 1}`));
  });

  it('a character neither Barlow subset has is replaced and reported, not a crash', async () => {
    const { lines, warnings } = await make('en', 'Иван Petrov 李');
    expect(warnings).toEqual([{ kind: 'missing_characters', characters: ['И', 'в', 'а', 'н', '李'] }]);
    expect(lines).toContain('???? Petrov ?');
  });

  it('embeds the company logo (PNG) when there is one, and none without', async () => {
    const png = tinyPng(40, 20);
    const withLogo = await make('pt', 'João Conceição', { ...SETTINGS, logo: { mime: 'image/png', bytes: png } });
    expect(withLogo.ops).toContain(OPS.paintImageXObject);
    const without = await make('pt', 'João Conceição');
    expect(without.ops).not.toContain(OPS.paintImageXObject);
    const broken = await make('pt', 'João Conceição', { ...SETTINGS, logo: { mime: 'image/png', bytes: Uint8Array.of(1, 2, 3) } });
    expect(broken.warnings).toEqual([{ kind: 'logo_unreadable' }]);
    expect(broken.lines).toContain('João Conceição');
  });

  it('prints the issuer from the settings and every assessment passed', async () => {
    const { lines, signed } = await make('en', 'Łukasz Żółć');
    const all = squash(lines.join('\n'));
    expect(all).toContain(squash(SETTINGS.companyName));
    for (const p of signed.data.passed) expect(all).toContain(squash(`${p.title}NR-10 / NR-12${p.score}%`));
  });
});

/** The QR code's modules as drawn in the PDF (row,col of each dark one), and those of `url`'s code. */
export async function qrReadBack(bytes: Uint8Array, url: string): Promise<{ drawn: Set<string>; expected: Set<string>; n: number; moduleMm: number }> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
  const ops = streams.map((st) => new TextDecoder().decode(st instanceof PDFRawStream ? decodePDFRawStream(st).decode() : (st as PDFRawStream).getContents())).join('\n');
  // The path is drawn in module units under a scale that flips y, so row 0 is the top row.
  const m = /([\d.]+) 0 0 -([\d.]+) 0 0 cm\n0 0 0 rg\n[^\n]*\n([\s\S]*?)\nf\n/.exec(ops);
  expect(m).not.toBeNull();
  const [, sx, sy, body] = m as RegExpExecArray;
  expect(Number(sx)).toBeCloseTo(Number(sy), 6);
  const drawn = new Set<string>();
  const lines = (body as string).split('\n');
  for (let i = 0; i < lines.length; i++) {
    const move = /^(\d+) (\d+) m$/.exec(lines[i] as string);
    if (!move) continue;
    const end = Number((lines[i + 1] as string).split(' ')[0]);
    for (let c = Number(move[1]); c < end; c++) drawn.add(`${move[2]},${c}`);
  }
  const qr = QRCode.create(url, { errorCorrectionLevel: 'L' });
  const expected = new Set<string>();
  for (let r = 0; r < qr.modules.size; r++) for (let c = 0; c < qr.modules.size; c++) if (qr.modules.get(r, c)) expected.add(`${r},${c}`);
  return { drawn, expected, n: qr.modules.size, moduleMm: (Number(sx) * 25.4) / 72 };
}

let db = 0;
const PIN = await hashPin('4821');
const TRAINEE: Trainee = { id: 't1', name: 'Maria da Conceição Gonçalves', employeeNo: 'MT-2026-0418', company: 'Metalúrgica Açores Ltda.', site: 'Unidade São José dos Campos', createdAt: 1, updatedAt: 1 };
const FORM: IssueForm = { workloadHours: 16, role: 'authorized', instructors: [{ name: 'Márcia Gonçalves', qualification: 'Engenheira de Segurança do Trabalho' }], pin: '4821' };
const TITLES: Record<string, string> = {
  'bomba-p101': 'Trocar o rolamento do lado acoplado da bomba P-101',
  'bomba-p101-motor': 'Trocar o motor da bomba P-101 (desligar os cabos na caixa de ligação)',
  'transportador-c201': 'Substituir a correia do transportador C-201',
  'prensa-ph301': 'Trocar a ferramenta (matriz) da prensa PH-301',
  'quadro-qd401': 'Substituir os terminais do cabo do circuito 3',
};
const DAY = 86_400_000;
/** 12 March 2026, 10:00 UTC. */
const MARCH_12 = Date.UTC(2026, 2, 12, 10);

/** Issues on the device that recorded the attempts (each saved, so signed, first: a certificate rests only on those). */
async function issue(over: Partial<Parameters<typeof issueCertificate>[1]> = {}) {
  const input = {
    trainee: TRAINEE,
    attempts: [attemptRow({ traineeId: 't1', startedAt: MARCH_12 - 96_000, finishedAt: MARCH_12 })],
    settings: SETTINGS,
    language: 'pt' as const,
    titleOf: (a: AttemptRow) => TITLES[a.activity] ?? a.activity,
    origin: 'https://loto.example.com',
    form: FORM,
    keptPin: PIN,
    fonts: FONTS,
    ...over,
  };
  for (const attempt of input.attempts) await Records.saveAttempt(attempt);
  return issueCertificate(Records, input);
}
const stored = async () => Records.database().certificates.count();
async function refusal(promise: Promise<unknown>): Promise<IssueError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(IssueError);
  return error as IssueError;
}

describe('issuing a certificate', () => {
  beforeEach(() => {
    db += 1;
    Records.useRecordsDatabase(`certificates-${db}`);
  });

  it('states only what happened: the training dates, the syllabus of what was passed, the stated workload beside the practice time, the instructors and the role', async () => {
    const attempts = [
      attemptRow({ traineeId: 't1', startedAt: MARCH_12 - 96_000, finishedAt: MARCH_12 }),
      attemptRow({ traineeId: 't1', mode: 'pratica', passed: null, startedAt: MARCH_12 + DAY, finishedAt: MARCH_12 + DAY + 600_000 }),
      attemptRow({ traineeId: 't1', startedAt: MARCH_12 + 2 * DAY - 300_000, finishedAt: MARCH_12 + 2 * DAY }),
    ];
    const two = [...FORM.instructors, { name: 'Paulo Assunção', qualification: 'Técnico em Segurança do Trabalho' }];
    const { signed, pdf } = await issue({ attempts, form: { ...FORM, instructors: two, workloadHours: 8 }, now: new Date(MARCH_12 + 30 * DAY) });
    const d = signed.data as CertificateDataV2;
    expect(d.v).toBe(2);
    expect(d.course.hours).toBe(8);
    expect(d.course.practiceSeconds).toBe(96 + 600 + 300);
    expect(d.instructors).toEqual(two);
    expect(d.role).toBe('authorized');
    // A pump job (OSHA): no group lockout, no voltage test, no earthing in its syllabus.
    const t = CERTIFICATE_TEXTS.pt;
    expect(d.course.syllabus).not.toContain(t.topics.group);
    expect(d.course.syllabus).not.toContain(t.topics.voltage);
    expect(d.course.syllabus).not.toContain(t.topics.earth);
    expect(d.course.syllabus).toContain(t.topics.tryOut);
    expect(d.course.syllabus).toContain(t.topics.sequence.replace('{{list}}', 'OSHA 29 CFR 1910.147 + NFPA 70E'));
    expect(d.course.syllabus.some((l) => l.startsWith('Energias perigosas: ') && l.includes('elétrica'))).toBe(true);
    const text = squash((await extract(pdf)).lines.join('\n'));
    // The training dates (12 to 14 March), not the issue date as "Data"; the issue date only labelled as such.
    expect(text).toContain(squash('Período do treinamento: 12 – 14 de março de 2026'));
    expect(text).toContain(squash('Emitido em 11 de abril de 2026'));
    expect(text).toContain(squash('Carga horária: 8 horas'));
    expect(text).toContain(squash('Prática registrada no simulador: 17 min'));
    expect(text).toContain(squash('Função: Trabalhador autorizado'));
    for (const p of two) expect(text).toContain(squash(p.name));
    expect(text).not.toContain(squash(t.topics.group));
  });

  it('a press job with its crew claims group lockout; the electrical board claims voltage testing, earthing and covering', async () => {
    const attempts = [attemptRow({ traineeId: 't1', activity: 'prensa-ph301', ruleSet: 'nr' }), attemptRow({ traineeId: 't1', activity: 'quadro-qd401', ruleSet: 'nr' })];
    const d = (await issue({ attempts })).signed.data as CertificateDataV2;
    const t = CERTIFICATE_TEXTS.pt;
    for (const topic of ['group', 'voltage', 'earth', 'cover', 'restrain'] as const) expect(d.course.syllabus, topic).toContain(t.topics[topic]);
  });

  it('refuses without a workload, a role or an instructor with a qualification, and stores nothing', async () => {
    expect((await refusal(issue({ form: { ...FORM, workloadHours: Number.NaN } }))).code).toBe('workload');
    expect((await refusal(issue({ form: { ...FORM, role: null } }))).code).toBe('role');
    expect((await refusal(issue({ form: { ...FORM, instructors: [{ name: 'Márcia', qualification: '' }] } }))).code).toBe('instructors');
    expect((await refusal(issue({ form: { ...FORM, instructors: [] } }))).code).toBe('instructors');
    expect(await stored()).toBe(0);
  });

  it('eight passed assessments with ordinary Portuguese details: stored, and the printed QR code is read back at 45 mm with modules a phone reads', async () => {
    const ids = Object.keys(TITLES);
    const attempts = Array.from({ length: 8 }, (_, i) =>
      attemptRow({ traineeId: 't1', activity: ids[i % ids.length]!, ruleSet: 'nr', score: 88 + i, seed: 100023 + i, startedAt: MARCH_12 + i * 3_600_000 - 900_000, finishedAt: MARCH_12 + i * 3_600_000 }),
    );
    const instructors = [
      { name: 'Márcia Gonçalves de Oliveira', qualification: 'Engenheira de Segurança do Trabalho, CREA-SP 5061234567' },
      { name: 'Paulo Henrique Assunção', qualification: 'Técnico em Segurança do Trabalho, registro MTE 12345/SP' },
    ];
    const { signed, url, pdf } = await issue({ attempts, form: { ...FORM, instructors } });
    expect(signed.data.passed).toHaveLength(8);
    // The first form of the address would not even fit a QR code: that certificate was stored and never printed.
    expect(verifyUrlFitsQr(certificateUrlV1('https://loto.example.com', signed))).toBe(false);
    expect(await stored()).toBe(1);
    const { drawn, expected, moduleMm } = await qrReadBack(pdf, url);
    expect(drawn).toEqual(expected);
    expect((QR_SIDE * 25.4) / 72).toBeCloseTo(45.2, 1);
    expect(moduleMm).toBeGreaterThanOrEqual(MIN_QR_MODULE_MM);
    expect(qrModuleMm(url)).toBeGreaterThanOrEqual(MIN_QR_MODULE_MM);
  });

  it('an address too long for a readable QR code is refused before signing, and nothing is stored (retries neither)', async () => {
    const origin = `https://${'a'.repeat(60)}.example.com/${'b'.repeat(2500)}`;
    for (let i = 0; i < 3; i++) expect((await refusal(issue({ origin }))).code).toBe('too_long_for_qr');
    expect(await stored()).toBe(0);
  });

  it.each([
    ['a Chinese name', '李小龙', 'unprintable'],
    ['a Cyrillic name', 'Иван Петров', 'unprintable'],
    ['a name with an emoji', 'Ana 🙂 Souza', 'unprintable'],
    ['an Arabic name', 'محمد علي', 'right_to_left'],
    ['a Hebrew name', 'דוד כהן', 'right_to_left'],
  ])('%s is refused with a clear message before signing, nothing stored', async (_what, name, code) => {
    const error = await refusal(issue({ trainee: { ...TRAINEE, name } }));
    expect(error.code).toBe(code);
    if (code === 'unprintable') expect(error.params.characters).toBeTruthy();
    expect(await stored()).toBe(0);
    // The message exists in every language and names the characters.
    for (const lang of ['pt', 'en', 'es', 'fr', 'de'] as const) {
      const messages = (await import(`../../locales/${lang}.json`)) as { users: { certificates: { errors: Record<string, string> } } };
      expect(messages.users.certificates.errors[code]).toBeTruthy();
    }
  });

  it('an instructor whose name the font cannot print is refused too', async () => {
    expect((await refusal(issue({ form: { ...FORM, instructors: [{ name: '王芳', qualification: 'Engenheira' }] } }))).code).toBe('unprintable');
    expect(await stored()).toBe(0);
  });

  it('bidirectional controls are stripped from the trainee and instructor names at issue', async () => {
    const { signed } = await issue({ trainee: { ...TRAINEE, name: 'Maria \u202eSouza\u202c' }, form: { ...FORM, instructors: [{ name: '\u2067Márcia\u2069 Gonçalves', qualification: 'Eng.' }] } });
    const d = signed.data as CertificateDataV2;
    expect(d.trainee.name).toBe('Maria Souza');
    expect(d.instructors[0]!.name).toBe('Márcia Gonçalves');
  });

  it('asks for the instructor PIN: none set, or a wrong one, issues nothing (a trainee cannot certify themselves)', async () => {
    expect((await refusal(issue({ keptPin: null }))).code).toBe('pin_unset');
    expect((await refusal(issue({ form: { ...FORM, pin: '' } }))).code).toBe('pin_wrong');
    expect((await refusal(issue({ form: { ...FORM, pin: '0000' } }))).code).toBe('pin_wrong');
    expect(await stored()).toBe(0);
    await issue();
    expect(await stored()).toBe(1);
  });

  it('a first-version certificate with eight assessments, stored but never printable before, now prints with the new address', async () => {
    const { keys, signed: sample1 } = await signedSampleV1('pt', 'Maria da Conceição Aparecida Gonçalves');
    const passed = Array.from({ length: 8 }, (_, i) => ({ activity: 'bomba-p101-motor', title: `${TITLES['bomba-p101-motor']!} ${i}`, ruleSet: 'nr' as const, score: 90 + i, finishedAt: `2026-11-1${i}T10:00:00-03:00` }));
    const v1 = sample1.data as CertificateDataV1;
    const data: CertificateDataV1 = { ...v1, passed, course: { ...v1.course, syllabus: Object.values(CERTIFICATE_TEXTS.pt.topics).slice(2, 7) } };
    const { signCertificate } = await import('../../src/records/signing');
    const signed = await signCertificate(data, keys.privateKey, keys.publicKey);
    expect(verifyUrlFitsQr(certificateUrlV1('https://loto.example.com', signed))).toBe(false);
    const url = await certificateUrl('https://loto.example.com', signed);
    const bytes = await certificatePdf(signed, SETTINGS, CERTIFICATE_TEXTS.pt, url, { fonts: FONTS });
    const { drawn, expected, moduleMm } = await qrReadBack(bytes, url);
    expect(drawn).toEqual(expected);
    expect(moduleMm).toBeGreaterThanOrEqual(MIN_QR_MODULE_MM);
  });

  it('a first-version certificate still prints: its one instructor, its workload, the date of its assessments', async () => {
    const { signed } = await signedSampleV1('pt');
    const bytes = await certificatePdf(signed, SETTINGS, CERTIFICATE_TEXTS.pt, certificateUrlV1('https://loto.example.com', signed), { fonts: FONTS });
    const text = squash((await extract(bytes)).lines.join('\n'));
    expect(text).toContain(squash('Márcia Gonçalves'));
    expect(text).toContain(squash('Data do treinamento: 20 de novembro de 2026'));
    expect(text).toContain(squash('Carga horária: 8 horas'));
  });
});

/** A w×h RGB PNG, built by hand (signature, IHDR, IDAT, IEND). */
function tinyPng(w: number, h: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Uint8Array) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc(out.subarray(4, 8 + data.length)));
    return out;
  };
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, w);
  v.setUint32(4, h);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = new Uint8Array(h * (1 + 3 * w));
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw.set([200, 30 + x * 4, 40], y * (1 + 3 * w) + 1 + 3 * x);
  const parts = [Uint8Array.of(137, 80, 78, 71, 13, 10, 26, 10), chunk('IHDR', ihdr), chunk('IDAT', new Uint8Array(deflateSync(raw))), chunk('IEND', new Uint8Array())];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}
