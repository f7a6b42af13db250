import type { Language } from '../../src/rules/language';
import { keyIdOf, generateKeyPair, signCertificate, type KeyPair } from '../../src/records/signing';
import type { CertificateDataV1, CertificateDataV2, InstructorSettings, SignedCertificate } from '../../src/records/types';

/** A signed certificate of the current version. */
export type SignedV2 = Omit<SignedCertificate, 'data'> & { readonly data: CertificateDataV2 };

/** A certificate's data as the records page would put it together. */
export function sampleData(keyId: string, language: Language = 'pt', name = 'João Conceição'): CertificateDataV2 {
  return {
    v: 2,
    id: 'LOTO-7K3M9Q2XH4BD',
    issuedAt: '2026-11-20T14:30:00.000Z',
    language,
    trainee: { name, employeeNo: 'M-20418', company: 'Metalúrgica Açores Ltda.', site: 'Unidade São José' },
    role: 'authorized',
    course: {
      hours: 8,
      practiceSeconds: 5460,
      place: 'São José dos Campos, SP',
      syllabus: ['Energias perigosas e seu controle', 'Bloqueio, etiquetagem e teste'],
    },
    instructors: [{ name: 'Márcia Gonçalves', qualification: 'Eng. de Segurança do Trabalho' }],
    technicalLead: { name: 'Otávio Müller', qualification: 'Eng. Eletricista, CREA-SP 123456' },
    passed: [
      { activity: 'bomba-p101', title: 'Bomba centrífuga P-101', ruleSet: 'nr', score: 92, finishedAt: '2026-11-20T11:05:00.000Z' },
      { activity: 'prensa-ph301', title: 'Prensa hidráulica PH-301', ruleSet: 'nr', score: 85, finishedAt: '2026-11-20T13:40:00.000Z' },
    ],
    keyId,
  };
}

/** Instructor settings with no logo. */
export const SETTINGS: InstructorSettings = {
  companyName: 'Metalúrgica Açores Ltda.',
  instructorName: 'Márcia Gonçalves',
  instructorQualification: 'Eng. de Segurança do Trabalho',
  technicalLead: 'Otávio Müller',
  technicalLeadQualification: 'Eng. Eletricista, CREA-SP 123456',
  place: 'São José dos Campos, SP',
  courseHours: 8,
  logo: null,
};

/** The same certificate in the first version's shape (no `v`, one instructor, no role or practice time). */
export function sampleDataV1(keyId: string, language: Language = 'pt', name = 'João Conceição'): CertificateDataV1 {
  const { v: _v, role: _role, instructors, course, ...rest } = sampleData(keyId, language, name);
  return { ...rest, course: { hours: course.hours, place: course.place, syllabus: course.syllabus }, instructor: instructors[0]! };
}

/** A fresh key pair and a certificate signed with it. */
export async function signedSample(language: Language = 'pt', name?: string): Promise<{ keys: KeyPair; signed: SignedV2 }> {
  const keys = await generateKeyPair();
  const data = sampleData(await keyIdOf(keys.publicKey), language, name);
  return { keys, signed: (await signCertificate(data, keys.privateKey, keys.publicKey)) as SignedV2 };
}

/** A fresh key pair and a first-version certificate signed with it. */
export async function signedSampleV1(language: Language = 'pt', name?: string): Promise<{ keys: KeyPair; signed: SignedCertificate }> {
  const keys = await generateKeyPair();
  const data = sampleDataV1(await keyIdOf(keys.publicKey), language, name);
  return { keys, signed: await signCertificate(data, keys.privateKey, keys.publicKey) };
}
