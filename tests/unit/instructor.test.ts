import { describe, expect, it } from 'vitest';
import { EMPTY_INSTRUCTOR, MAX_LOGO_BYTES, missingForCertificate, readInstructor, readLogo } from '../../src/records/instructor';
import { traineeFields } from '../../src/records/validate';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

describe('logo', () => {
  it('takes a PNG or a JPEG by its signature', () => {
    expect(readLogo(PNG)).toEqual({ ok: true, logo: { mime: 'image/png', bytes: PNG } });
    expect(readLogo(JPEG)).toEqual({ ok: true, logo: { mime: 'image/jpeg', bytes: JPEG } });
  });

  it('refuses an empty file, a file over the limit and anything else (whatever its name)', () => {
    expect(readLogo(new Uint8Array())).toEqual({ ok: false, error: 'empty' });
    const big = new Uint8Array(MAX_LOGO_BYTES + 1);
    big.set(PNG);
    expect(readLogo(big)).toEqual({ ok: false, error: 'too_large' });
    expect(readLogo(new TextEncoder().encode('<svg onload=alert(1)>'))).toEqual({ ok: false, error: 'not_an_image' });
    expect(readLogo(Uint8Array.from([0x47, 0x49, 0x46, 0x38]))).toEqual({ ok: false, error: 'not_an_image' });
  });
});

describe('instructor settings', () => {
  it('cleans text, keeps hours between 0.5 and 200 in half hours, and drops a logo that does not check', () => {
    const read = readInstructor({ companyName: '  Aurora\u0000 S.A. ', instructorName: 'x'.repeat(500), courseHours: 8.26, logo: { bytes: new TextEncoder().encode('nope') } });
    expect(read.companyName).toBe('Aurora S.A.');
    expect(read.instructorName).toHaveLength(120);
    expect(read.courseHours).toBe(8.5);
    expect(read.logo).toBeNull();
    expect(readInstructor({ courseHours: 9000 }).courseHours).toBe(200);
    expect(readInstructor({ courseHours: -3 }).courseHours).toBe(0.5);
    expect(readInstructor({ courseHours: 'eight' }).courseHours).toBe(EMPTY_INSTRUCTOR.courseHours);
    expect(readInstructor(null)).toEqual(EMPTY_INSTRUCTOR);
    expect(readInstructor({ logo: { bytes: PNG } }).logo).toEqual({ mime: 'image/png', bytes: PNG });
  });

  it('says what a certificate still needs', () => {
    expect(missingForCertificate(EMPTY_INSTRUCTOR)).toEqual(['companyName', 'instructorName', 'instructorQualification', 'technicalLead', 'place']);
    expect(missingForCertificate({ ...EMPTY_INSTRUCTOR, companyName: 'A', instructorName: 'B', instructorQualification: 'C', technicalLead: 'D', place: 'E' })).toEqual([]);
  });
});

describe('names as saved', () => {
  it('lose bidirectional embedding, override and isolate controls (a name cannot show reversed letters)', () => {
    const spoof = 'Ana \u202eavliS\u202c \u2066Souza\u2069 \u202a\u202b\u202d\u2067\u2068x';
    expect(traineeFields({ name: spoof })).toEqual({ ok: true, value: { name: 'Ana avliS Souza x', employeeNo: '', company: '', site: '' } });
    expect(readInstructor({ instructorName: spoof, technicalLead: '\u202eRui' }).instructorName).toBe('Ana avliS Souza x');
    expect(readInstructor({ technicalLead: '\u202eRui' }).technicalLead).toBe('Rui');
    // Only controls: no name at all.
    expect(traineeFields({ name: '\u202e\u202c' })).toEqual({ ok: false, error: 'name_required' });
  });
});
