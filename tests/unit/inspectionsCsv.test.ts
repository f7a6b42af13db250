import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { inspectionsCsv, parseCsv, type InspectionCsvTexts } from '../../src/records/csv';
import { knownKeyIds, listInspections, verifySigned } from '../../src/records/procedures';
import type { InspectionRow } from '../../src/records/procedureTypes';
import { useRecordsDatabase as openRecordsDatabase } from '../../src/records/records';
import { approvedPump, inspect, TODAY } from './procedureFixture';

let n = 0;
beforeEach(() => {
  n += 1;
  openRecordsDatabase(`inspections-csv-${n}`);
});

const texts: InspectionCsvTexts = {
  language: 'pt',
  columns: ['Data', 'Máquina', 'Identificador', 'Versão', 'Inspetor', 'Função', 'Autorizados', 'Afetados', 'Etiquetagem', 'Desvios', 'Assinatura'],
  yes: 'sim',
  no: 'não',
  signatureValid: 'válida',
  signatureInvalid: 'não confere',
  actionSeparator: '→',
};

describe('inspectionsCsv', () => {
  it('one line per inspection with every field, the machine named in the language or its first, the signature checked', async () => {
    const { version } = await approvedPump();
    await inspect(version, [{ found: '=HYPERLINK("http://x")', action: 'Crew retrained, "try-out" added' }, { found: 'Tag torn', action: 'Tag replaced' }], { tagout: true, affected: ['Ana Souza', '@Bia'] });
    const known = await knownKeyIds();
    const [row] = await listInspections();
    const edited: InspectionRow = { ...row!, data: { ...row!.data, inspector: { name: 'Someone else', role: 'Boss' } } };
    const checked = await Promise.all([row!, edited].map(async (r) => ({ row: r, valid: await verifySigned(r, known) })));
    const text = inspectionsCsv(checked, texts);
    expect(text.startsWith('\ufeffData,Máquina,')).toBe(true);
    expect(text).toContain('\r\n');
    const [head, first, second, ...rest] = parseCsv(text);
    expect(rest).toEqual([]);
    expect(head).toEqual([...texts.columns]);
    const name = row!.data.machineName;
    expect(first).toEqual([
      TODAY,
      name.pt ?? Object.values(name)[0],
      row!.data.machineId,
      '1',
      'Eva Braun',
      'Supervisor',
      'Rui Lima',
      'Ana Souza; @Bia',
      'sim',
      `'=HYPERLINK("http://x") → Crew retrained, "try-out" added; Tag torn → Tag replaced`,
      'válida',
    ]);
    expect(second).toMatchObject({ 4: 'Someone else', 10: 'não confere' });
  });

  it('makes a cell that starts like a formula text, and names the machine in its first language when it lacks the one asked', async () => {
    const { version } = await approvedPump();
    await inspect(version, [], { tagout: false });
    const [row] = await listInspections();
    const formulaName: InspectionRow = { ...row!, data: { ...row!.data, machineName: { en: '=1+1' }, inspector: { name: '-cmd', role: '+x' } } };
    const [, line] = parseCsv(inspectionsCsv([{ row: formulaName, valid: false }], { ...texts, language: 'de' }));
    expect(line).toMatchObject({ 1: "'=1+1", 4: "'-cmd", 5: "'+x", 8: 'não', 9: '', 10: 'não confere' });
  });
});
