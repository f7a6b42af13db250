/**
 * The placard of a procedure version (or of the draft), as the placard PDF takes it: every text
 * in one language or two (loaded on demand, so a German page can print an English and Spanish
 * placard), the version's own photos (a WebP one re-encoded as JPEG, which a PDF can hold), the
 * numbered isolation points, and the QR code's address.
 */
import { loadSection, translatorFor } from '../../i18n/messages';
import { placardUrl, practiceUrl } from '../../records/placardStamp';
import type { PlacardColumn, PlacardInput, ProcedureApproval, ProcedureRow } from '../../records/procedureTypes';
import { versionPhotos } from '../../records/procedures';
import type { Language } from '../../rules/language';
import { localized, type LocalizedText } from '../../rules/machine';
import { deriveProcedure, PROCEDURE_CLAUSES, type DerivedProcedure } from '../../rules/procedure';
import type { RuleSetId } from '../../rules/ruleSet';
import { procedureWords } from './procedureWords';
import type { ProcedureData } from './useProcedure';

/** What a placard is printed from: a version, or the draft (the machine as it is now, not approved). */
export interface PlacardSource {
  readonly machine: Readonly<Record<string, unknown>>;
  readonly workOrders: readonly Readonly<Record<string, unknown>>[];
  readonly ruleSet: RuleSetId;
  readonly intendedUse: LocalizedText;
  readonly responsible: LocalizedText;
  readonly preparedBy: { readonly name: string; readonly role: string };
  readonly version: number;
  readonly approval: ProcedureApproval | null;
  readonly photos: readonly { readonly bytes: Uint8Array; readonly type: string; readonly width: number; readonly height: number }[];
  readonly qr: string;
  /** The practice address alone, for a QR code when the stamped one would be too long to read at its printed size. */
  readonly practice: string;
  readonly keyId: string | null;
}

/** The first work order's id: the practice the QR code opens. */
function firstWorkOrder(workOrders: readonly Readonly<Record<string, unknown>>[]): string | null {
  const id = workOrders[0]?.id;
  return typeof id === 'string' ? id : null;
}

/** A version's placard source. */
export async function versionSource(row: ProcedureRow, origin: string): Promise<PlacardSource> {
  const photos = await versionPhotos(row.data);
  return {
    machine: row.data.machine,
    workOrders: row.data.workOrders,
    ruleSet: row.data.ruleSet,
    intendedUse: row.data.text.intendedUse,
    responsible: row.data.text.responsible,
    preparedBy: row.data.preparedBy,
    version: row.version,
    approval: row.data.approval,
    photos: photos.map((p) => ({ bytes: p.bytes, type: p.photo.type, width: p.photo.width, height: p.photo.height })),
    qr: placardUrl(origin, firstWorkOrder(row.data.workOrders), row.placard),
    practice: practiceUrl(origin, firstWorkOrder(row.data.workOrders)),
    keyId: row.data.keyId,
  };
}

/** The draft's placard source: the machine as it is now, what the author has saved, no approval. */
export function draftSource(data: ProcedureData, origin: string): PlacardSource {
  const wo = firstWorkOrder(data.workOrders);
  return {
    machine: data.machine,
    workOrders: data.workOrders,
    ruleSet: data.draft?.ruleSet ?? 'osha',
    intendedUse: data.draft?.text.intendedUse ?? {},
    responsible: data.draft?.text.responsible ?? {},
    preparedBy: data.draft?.preparedBy ?? { name: '', role: '' },
    version: (data.versions[data.versions.length - 1]?.version ?? 0) + 1,
    approval: null,
    photos: data.photos,
    qr: practiceUrl(origin, wo),
    practice: practiceUrl(origin, wo),
    keyId: null,
  };
}

/** JPEG or PNG bytes of a photo: a WebP one is re-encoded (null when it does not decode). */
async function pdfPhoto(p: PlacardSource['photos'][number]): Promise<PlacardInput['photos'][number] | null> {
  if (p.type === 'image/jpeg' || p.type === 'image/png') return { bytes: p.bytes, type: p.type, width: p.width, height: p.height };
  try {
    const bitmap = await createImageBitmap(new Blob([p.bytes as BlobPart], { type: p.type }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    return { bytes: new Uint8Array(await blob.arrayBuffer()), type: 'image/jpeg', width: p.width, height: p.height };
  } catch {
    return null;
  }
}

/** One language's column of the placard. */
async function column(procedure: DerivedProcedure, source: PlacardSource, lang: Language): Promise<PlacardColumn> {
  await loadSection('procedure', lang);
  const t = translatorFor(lang);
  const words = procedureWords(procedure, source.ruleSet, lang, t);
  const languages = Array.isArray(source.machine.languages) ? (source.machine.languages as string[]) : [];
  return {
    language: lang,
    untranslated: !languages.includes(lang),
    danger: t('procedure.placard.danger'),
    title: t('procedure.placard.title'),
    machineName: words.machine,
    intendedUseHeading: t('procedure.form.intendedUse'),
    intendedUse: localized(source.intendedUse, lang),
    headings: {
      tag: t('procedure.sources.tag'),
      energy: t('procedure.sources.energy'),
      device: t('procedure.sources.device'),
      method: t('procedure.sources.method'),
      lockout: t('procedure.sources.lockout'),
      verify: t('procedure.sources.verify'),
    },
    rows: words.rows,
    applyHeading: t('procedure.steps.applyHeading'),
    apply: words.apply,
    removeHeading: t('procedure.steps.removeHeading'),
    remove: words.remove,
    // Who places, removes and transfers the devices ((c)(4)(ii)(C)) leads the notes.
    notes: [localized(source.responsible, lang), ...words.notes].filter((n) => n !== ''),
    labels: {
      version: t('procedure.placard.version'),
      approvedBy: t('procedure.placard.approvedBy'),
      preparedBy: t('procedure.placard.preparedBy'),
      date: t('procedure.placard.date'),
      reviewBy: t('procedure.placard.reviewBy'),
      draft: t('procedure.placard.draft'),
      scan: t('procedure.placard.scan'),
      untranslated: t('procedure.placard.untranslated'),
      page: t('procedure.placard.page', { n: '{{page}}', total: '{{pages}}' }),
    },
  };
}

/** Everything the placard PDF shows, in one language or two. */
export async function placardInput(source: PlacardSource, languages: readonly [Language] | readonly [Language, Language], paper: 'a4' | 'letter', qrFits: (url: string) => boolean = () => true): Promise<PlacardInput> {
  const derived = deriveProcedure(source.machine, source.workOrders);
  if (!derived.ok) throw new Error(derived.problem);
  const columns = await Promise.all(languages.map((lang) => column(derived.value, source, lang)));
  const photos = (await Promise.all(source.photos.map(pdfPhoto))).filter((p): p is PlacardInput['photos'][number] => p !== null);
  return {
    paper,
    columns: columns as [PlacardColumn] | [PlacardColumn, PlacardColumn],
    machineId: derived.value.machineId,
    version: source.version,
    approval: source.approval,
    preparedBy: source.preparedBy,
    clause: PROCEDURE_CLAUSES[source.ruleSet].procedure,
    photos,
    points: derived.value.points,
    qr: qrFits(source.qr) ? source.qr : source.practice,
    keyId: source.keyId,
  };
}
