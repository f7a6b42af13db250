import type { Language } from '../../src/rules/language';
import { keyIdOf, generateKeyPair, signCertificate, type KeyPair } from '../../src/records/signing';
import type { CertificateData, InstructorSettings, SignedCertificate } from '../../src/records/types';

/** A certificate's data as the records page would put it together. */
export function sampleData(keyId: string, language: Language = 'pt', name = 'João Conceição'): CertificateData {
  return {
    id: 'LOTO-7K3M9Q2XH4BD',
    issuedAt: '2026-11-20T14:30:00.000Z',
    language,
    trainee: { name, employeeNo: 'M-20418', company: 'Metalúrgica Açores Ltda.', site: 'Unidade São José' },
    course: {
      hours: 8,
      place: 'São José dos Campos, SP',
      syllabus: ['Energias perigosas e seu controle', 'Bloqueio, etiquetagem e teste'],
    },
    instructor: { name: 'Márcia Gonçalves', qualification: 'Eng. de Segurança do Trabalho' },
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

/** A fresh key pair and a certificate signed with it. */
export async function signedSample(language: Language = 'pt', name?: string): Promise<{ keys: KeyPair; signed: SignedCertificate }> {
  const keys = await generateKeyPair();
  const data = sampleData(await keyIdOf(keys.publicKey), language, name);
  return { keys, signed: await signCertificate(data, keys.privateKey, keys.publicKey) };
}
