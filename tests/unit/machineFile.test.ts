import { describe, expect, it } from 'vitest';
import { parseMachine } from '../../src/rules/machineParse';
import {
  base64ToBytes,
  bytesToBase64,
  MACHINE_FILE_FORMAT,
  MACHINE_FILE_VERSION,
  MAX_MACHINE_FILE_BYTES,
  MAX_PARTS,
  MAX_PHOTO_BYTES,
  readMachineFile,
  sniffImage,
  withoutMetadata,
  writeMachineFile,
  type MachineFileEntry,
} from '../../src/rules/machineFile';
import pump from '../../src/rules/machines/pump-p101.json';
import bearing from '../../src/rules/workorders/bomba-p101.json';
import { GIF, HEIC, HEIF, HTML, JPEG, PNG, SVG, text, WEBP } from './machineFileFixture';

function machine() {
  const parsed = parseMachine(structuredClone(pump));
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.value;
}

function entry(): MachineFileEntry {
  return { machine: machine(), workOrders: [structuredClone(bearing) as Record<string, unknown>], photos: [{ id: 'photo-1', type: 'image/jpeg', width: 2048, height: 1536, bytes: JPEG }] };
}

/** A written file as an object, to be changed by a test and written back. */
function fileObject(): Record<string, unknown> & { machine: { components: Record<string, unknown>[] }; photos: Record<string, unknown>[]; workOrders: Record<string, unknown>[] } {
  return JSON.parse(writeMachineFile(entry()));
}

const read = (data: unknown) => readMachineFile(JSON.stringify(data));

describe('sniffImage', () => {
  it('knows JPEG, PNG, WebP and HEIC/HEIF by their first bytes', () => {
    expect(sniffImage(JPEG)).toBe('image/jpeg');
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(WEBP)).toBe('image/webp');
    expect(sniffImage(HEIC)).toBe('image/heic');
    expect(sniffImage(HEIF)).toBe('image/heif');
  });

  it('refuses SVG, HTML, GIF, an empty file and a truncated signature', () => {
    for (const bytes of [SVG, HTML, GIF, new Uint8Array(), JPEG.subarray(0, 2), PNG.subarray(0, 7), text('RIFF\0\0\0\0WAVE')]) expect(sniffImage(bytes)).toBeNull();
  });
});

/** `bytes` with `insert` put in at `at`. */
const splice = (bytes: Uint8Array, at: number, insert: Uint8Array) => new Uint8Array([...bytes.subarray(0, at), ...insert, ...bytes.subarray(at)]);
const has = (bytes: Uint8Array, needle: string) => Buffer.from(bytes).toString('latin1').includes(needle);
/** A JPEG segment with this marker and payload. */
const segment = (marker: number, payload: Uint8Array) => new Uint8Array([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload]);
/** A PNG chunk of this type and data (checksum not computed). */
const chunk = (type: string, data: Uint8Array) => new Uint8Array([0, 0, data.length >> 8, data.length & 0xff, ...text(type), ...data, 0, 0, 0, 0]);

describe('withoutMetadata: an imported photo keeps its pixels and loses what the camera wrote', () => {
  it('a JPEG loses its EXIF (GPS) and XMP segments and its comments, and keeps its header and image data', () => {
    const exif = segment(0xe1, text('Exif\0\0MM\0*GPS-SECRET'));
    const xmp = segment(0xe1, text('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPS-XMP</x:xmpmeta>'));
    const comment = segment(0xfe, text('taken at the plant gate'));
    const tagged = splice(splice(splice(JPEG, 2, exif), 2, xmp), 20 + exif.length + xmp.length, comment);
    expect(has(tagged, 'GPS-SECRET') && has(tagged, 'GPS-XMP') && has(tagged, 'plant gate')).toBe(true);
    expect(withoutMetadata(tagged, 'image/jpeg')).toEqual(JPEG);
    expect(withoutMetadata(JPEG, 'image/jpeg')).toEqual(JPEG);
    // A colour profile says how to show the pixels: it stays.
    const profiled = splice(JPEG, 20, segment(0xe2, text('ICC_PROFILE\0\x01\x01sRGB')));
    expect(withoutMetadata(splice(profiled, 2, exif), 'image/jpeg')).toEqual(profiled);
  });

  it('a PNG loses its text, EXIF and time chunks', () => {
    const tagged = splice(splice(PNG, 33, chunk('tEXt', text('GPS\0-23.55,-46.63'))), 33, chunk('eXIf', text('MM\0*')));
    expect(withoutMetadata(tagged, 'image/png')).toEqual(PNG);
  });

  it('a WebP loses its EXIF and XMP chunks, and its header no longer announces them', () => {
    const vp8x = new Uint8Array([...text('VP8X'), 10, 0, 0, 0, 0x0c, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const exif = new Uint8Array([...text('EXIF'), 5, 0, 0, 0, ...text('GPS!!'), 0]);
    const body = new Uint8Array([...vp8x, ...WEBP.subarray(12), ...exif]);
    const tagged = new Uint8Array([...text('RIFF'), ...new Uint8Array(new Uint32Array([4 + body.length]).buffer), ...text('WEBP'), ...body]);
    const clean = withoutMetadata(tagged, 'image/webp')!;
    expect(has(clean, 'GPS!!')).toBe(false);
    expect(clean[20]).toBe(0);
    expect(new DataView(clean.buffer).getUint32(4, true)).toBe(clean.length - 8);
    expect(clean.subarray(30)).toEqual(WEBP.subarray(12));
  });

  it('a file whose structure does not read is no picture', () => {
    expect(withoutMetadata(JPEG.subarray(0, 24), 'image/jpeg')).toBeNull();
    expect(withoutMetadata(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 200, 1, 2]), 'image/jpeg')).toBeNull();
    expect(withoutMetadata(PNG.subarray(0, 30), 'image/png')).toBeNull();
    expect(withoutMetadata(WEBP.subarray(0, 22), 'image/webp')).toBeNull();
  });

  it('an imported photo is stored without its metadata', () => {
    const data = JSON.parse(writeMachineFile(entry())) as { photos: { data: string }[] };
    data.photos[0]!.data = bytesToBase64(splice(JPEG, 2, segment(0xe1, text('Exif\0\0MM\0*GPS-SECRET'))));
    const result = readMachineFile(JSON.stringify(data));
    expect(result.ok && result.entry.photos[0]!.bytes).toEqual(JPEG);
  });

  it('a photo whose structure does not read is refused as not a picture', () => {
    const data = JSON.parse(writeMachineFile(entry())) as { photos: { data: string }[] };
    data.photos[0]!.data = bytesToBase64(JPEG.subarray(0, 20));
    expect(readMachineFile(JSON.stringify(data))).toEqual({ ok: false, problem: 'photo_not_image', params: { place: 'photos[0]' } });
  });
});

describe('base64', () => {
  it('round-trips every byte value and a photo-sized array', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(base64ToBytes(bytesToBase64(all))).toEqual(all);
    const big = new Uint8Array(200_000).map((_, i) => (i * 31) & 0xff);
    expect(base64ToBytes(bytesToBase64(big))).toEqual(big);
    // About a second alone, several on a busy two-core machine: more than the default 5 s there.
  }, 30_000);

  it('refuses other characters and impossible lengths', () => {
    expect(base64ToBytes('ab$d')).toBeNull();
    expect(base64ToBytes('abc')).toBeNull();
    expect(base64ToBytes('ab-_')).toBeNull();
  });
});

describe('the machine file', () => {
  it('writes a machine, its work orders and photos, and reads them back the same', () => {
    const written = writeMachineFile(entry());
    const data = JSON.parse(written) as Record<string, unknown>;
    expect(data.format).toBe(MACHINE_FILE_FORMAT);
    expect(data.version).toBe(MACHINE_FILE_VERSION);
    const back = readMachineFile(written);
    expect(back).toEqual({ ok: true, entry: entry() });
    // Its bytes as UTF-8 read the same.
    expect(readMachineFile(text(written))).toEqual(back);
  });

  it('a file without photos or work orders reads', () => {
    expect(read({ format: MACHINE_FILE_FORMAT, version: 1, machine: pump })).toMatchObject({ ok: true, entry: { workOrders: [], photos: [] } });
  });
});

describe('a machine file is refused, and says why', () => {
  it('too large: over 60 MB', () => {
    const huge = ' '.repeat(MAX_MACHINE_FILE_BYTES + 1);
    expect(readMachineFile(huge)).toEqual({ ok: false, problem: 'too_large', params: { limitMb: 60 } });
    expect(readMachineFile(new Uint8Array(MAX_MACHINE_FILE_BYTES + 1))).toMatchObject({ ok: false, problem: 'too_large' });
  });

  it('not JSON: text that does not parse, or bytes that are not UTF-8', () => {
    expect(readMachineFile('{"format": "loto-machine",')).toEqual({ ok: false, problem: 'not_json', params: {} });
    expect(readMachineFile(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))).toMatchObject({ ok: false, problem: 'not_json' });
  });

  it('not a machine file: another format, a backup, a bare machine, a list, missing parts of the file', () => {
    for (const data of [
      { format: 'loto-trainer-backup', version: 2, trainees: [], attempts: [] },
      pump,
      [pump],
      'loto-machine',
      null,
      { format: MACHINE_FILE_FORMAT, version: 1 },
      { format: MACHINE_FILE_FORMAT, version: '1', machine: pump },
      { format: MACHINE_FILE_FORMAT, version: 1, machine: pump, photos: {} },
      { format: MACHINE_FILE_FORMAT, version: 1, machine: pump, workOrders: 'x' },
    ]) expect(read(data)).toEqual({ ok: false, problem: 'not_a_machine_file', params: {} });
  });

  it('a newer version than this app reads', () => {
    expect(read({ ...fileObject(), version: 2 })).toEqual({ ok: false, problem: 'newer_version', params: { version: 2 } });
  });

  it('a part with an unknown kind, with its place', () => {
    const data = fileObject();
    data.machine.components[3]!.kind = 'teleporter';
    expect(read(data)).toEqual({ ok: false, problem: 'unknown_kind', params: { place: 'components[3].kind', kind: 'teleporter' } });
  });

  it('an invalid machine: parseMachine\'s first problems with their place, and how many there are', () => {
    const data = fileObject();
    data.machine.components[0]!.id = 'Bad Id!';
    data.machine.components[1]!.label = 'x'.repeat(25);
    const result = read(data);
    expect(result).toMatchObject({ ok: false, problem: 'machine_invalid' });
    if (result.ok || result.problem !== 'machine_invalid') return;
    expect(result.params.problems[0]).toBe('components[0].id: lower-case letters, digits and dashes, at most 40');
    expect(result.params.problems).toContain('components[1].label: a text of at most 24 characters');
    expect(result.params.count).toBeGreaterThanOrEqual(2);
    expect(result.params.problems.length).toBeLessThanOrEqual(5);
  });

  it('names and ids over their length limits (parseMachine\'s limits)', () => {
    const data = fileObject();
    (data.machine as unknown as { name: Record<string, string> }).name = { pt: 'x'.repeat(121), en: 'x', es: 'x', fr: 'x', de: 'x' };
    (data.machine as unknown as { id: string }).id = 'a'.repeat(41);
    const result = read(data);
    expect(result).toMatchObject({ ok: false, problem: 'machine_invalid' });
    if (result.ok || result.problem !== 'machine_invalid') return;
    expect(result.params.problems).toEqual(expect.arrayContaining(['id: lower-case letters, digits and dashes, at most 40', 'name.pt: longer than 120 characters']));
  });

  it('a text that is not text (an object where a name goes)', () => {
    const data = fileObject();
    data.machine.components[0]!.name = { pt: { html: '<b>x</b>' }, en: 'x', es: 'x', fr: 'x', de: 'x' };
    expect(read(data)).toMatchObject({ ok: false, problem: 'machine_invalid', params: { problems: ['components[0].name.pt: must be a non-empty text'] } });
  });

  it('a dangling energy path is an error with its place', () => {
    const data = fileObject();
    (data.machine as unknown as { connections: string[][] }).connections.push(['motor', 'nowhere']);
    const result = read(data);
    expect(result).toMatchObject({ ok: false, problem: 'machine_invalid' });
    if (!result.ok && result.problem === 'machine_invalid') expect(result.params.problems[0]).toMatch(/^connections\[\d+\]: "nowhere" is not a component$/);
  });

  it('more than 80 parts', () => {
    const data = fileObject();
    const first = data.machine.components[0]!;
    while (data.machine.components.length <= MAX_PARTS) data.machine.components.push({ ...first, id: `part-${data.machine.components.length}` });
    expect(read(data)).toEqual({ ok: false, problem: 'too_many_parts', params: { count: MAX_PARTS + 1, limit: 80 } });
  });

  it('an invalid work order, with its place and parseWorkOrder\'s problems', () => {
    const data = fileObject();
    data.workOrders[0]!.zone = ['no-such-part'];
    expect(read(data)).toEqual({ ok: false, problem: 'work_order_invalid', params: { place: 'workOrders[0]', problems: ['zone[0]: "no-such-part" is not a part of pump-p101'], count: 1 } });
  });

  it('a work order on another machine than the file\'s', () => {
    const data = fileObject();
    data.workOrders[0]!.machine = 'conveyor-c201';
    expect(read(data)).toMatchObject({ ok: false, problem: 'work_order_invalid', params: { place: 'workOrders[0]' } });
  });

  it('two work orders with one id', () => {
    const data = fileObject();
    data.workOrders.push(structuredClone(data.workOrders[0]!));
    expect(read(data)).toEqual({ ok: false, problem: 'work_order_invalid', params: { place: 'workOrders[1]', problems: ['id: "bomba-p101" is used twice'], count: 1 } });
  });

  it('more than 3 photos', () => {
    const data = fileObject();
    const photo = data.photos[0]!;
    data.photos = [1, 2, 3, 4].map((i) => ({ ...photo, id: `photo-${i}` }));
    expect(read(data)).toEqual({ ok: false, problem: 'too_many_photos', params: { count: 4, limit: 3 } });
  });

  it.each([
    ['an SVG', SVG],
    ['an HTML page', HTML],
    ['a GIF', GIF],
    ['a HEIC (the device re-encodes those before storing them)', HEIC],
    ['empty bytes', new Uint8Array()],
  ])('a photo that is not a JPEG, PNG or WebP: %s', (_what, bytes) => {
    const data = fileObject();
    data.photos[0]!.data = bytesToBase64(bytes);
    data.photos[0]!.type = 'image/jpeg';
    expect(read(data)).toEqual({ ok: false, problem: 'photo_not_image', params: { place: 'photos[0]' } });
  });

  it('a photo whose data is not base64 or not a text', () => {
    const data = fileObject();
    data.photos[0]!.data = 'data:image/svg+xml,<svg/>';
    expect(read(data)).toMatchObject({ ok: false, problem: 'photo_not_image' });
    data.photos[0]!.data = 12;
    expect(read(data)).toMatchObject({ ok: false, problem: 'photo_not_image' });
  });

  it('a photo over its byte limit', () => {
    const data = fileObject();
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set(JPEG);
    data.photos[0]!.data = bytesToBase64(big);
    expect(read(data)).toEqual({ ok: false, problem: 'photo_too_large', params: { place: 'photos[0]', limitMb: 8 } });
    // Two seconds alone (an 8 MB photo encoded), several on a busy two-core machine.
  }, 30_000);

  it('a photo whose type is not what its bytes are', () => {
    const data = fileObject();
    data.photos[0]!.type = 'image/png';
    expect(read(data)).toEqual({ ok: false, problem: 'photo_invalid', params: { place: 'photos[0]', problem: 'type: the bytes are image/jpeg, not image/png' } });
  });

  it('a photo larger than 2048 px, or with a size that is not a number of pixels', () => {
    for (const [width, height] of [[2049, 100], [0, 100], [100, 1.5], [100, '100']]) {
      const data = fileObject();
      Object.assign(data.photos[0]!, { width, height });
      expect(read(data)).toMatchObject({ ok: false, problem: 'photo_invalid', params: { place: 'photos[0]' } });
    }
  });

  it('a photo with a bad id, or two photos with one id', () => {
    const data = fileObject();
    data.photos[0]!.id = '../../etc';
    expect(read(data)).toMatchObject({ ok: false, problem: 'photo_invalid', params: { place: 'photos[0]' } });
    const twice = fileObject();
    twice.photos.push({ ...twice.photos[0]! });
    expect(read(twice)).toEqual({ ok: false, problem: 'photo_invalid', params: { place: 'photos[1]', problem: 'id: "photo-1" is used twice' } });
  });
});
