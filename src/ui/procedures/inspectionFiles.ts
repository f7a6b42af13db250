/**
 * What leaves the device of an inspection: its certification as a PDF ((c)(6)(ii): the machine,
 * the date, the employees included, the inspector), in the page's language.
 */
import { loadSection, translatorFor } from '../../i18n/messages';
import type { InspectionCertificateInput, InspectionRow } from '../../records/procedureTypes';
import type { Language } from '../../rules/language';
import { localized } from '../../rules/machine';
import { PROCEDURE_CLAUSES } from '../../rules/procedure';
import { dayText } from '../common/dayText';

/** The certification's texts and fields, in `lang`. */
export async function inspectionInput(row: InspectionRow, lang: Language, paper: 'a4' | 'letter'): Promise<InspectionCertificateInput> {
  await loadSection('procedure', lang);
  const t = translatorFor(lang);
  const d = row.data;
  const kind = (k: 'authorized' | 'affected') => (k === 'authorized' ? t('procedure.inspection.authorized') : t('procedure.inspection.affected'));
  return {
    paper,
    language: lang,
    title: t('procedure.inspection.certTitle'),
    clause: PROCEDURE_CLAUSES.osha.inspection!,
    fields: [
      { label: t('procedure.inspection.certMachine'), value: `${localized(d.machineName, lang)} (${d.machineId})` },
      { label: t('procedure.inspection.certProcedure'), value: t('procedure.versions.version', { version: d.procedureVersion }) },
      { label: t('procedure.inspection.certDate'), value: dayText(d.date, lang) },
      { label: t('procedure.inspection.certInspector'), value: `${d.inspector.name} (${d.inspector.role})` },
      { label: t('procedure.inspection.certTagout'), value: d.tagout ? t('procedure.inspection.yes') : t('procedure.inspection.no') },
      ...(d.observed ? [{ label: t('procedure.inspection.certObserved'), value: d.observed }] : []),
    ],
    employeesHeading: t('procedure.inspection.certEmployees'),
    employees: d.employees.map((e) => `${e.name} · ${kind(e.kind)}`),
    deviationsHeading: t('procedure.inspection.certDeviations'),
    deviations: d.deviations.length > 0 ? d.deviations.map((x) => `${x.found} → ${x.action}`) : [t('procedure.inspection.certNone')],
    statement: t('procedure.inspection.certStatement'),
    signatureLabel: t('procedure.inspection.certSignature'),
    inspector: d.inspector.name,
    footer: t('procedure.inspection.certFooter', { date: dayText(new Date(d.recordedAt).toISOString().slice(0, 10), lang), key: d.keyId }),
  };
}

/** The certification's PDF, in `lang` (US Letter for English, A4 otherwise); the PDF code and the fonts load on first use. */
export async function inspectionBytes(row: InspectionRow, lang: Language): Promise<Uint8Array> {
  const [{ inspectionPdf }, { loadCertificateFonts }, input] = await Promise.all([import('../../records/inspectionPdf'), import('../../records/certificateFonts'), inspectionInput(row, lang, lang === 'en' ? 'letter' : 'a4')]);
  return inspectionPdf(input, await loadCertificateFonts());
}
