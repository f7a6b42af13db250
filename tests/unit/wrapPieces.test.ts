import { describe, expect, it } from 'vitest';
import { wrapPieces } from '../../src/scenes/shared/text';

describe('wrapPieces', () => {
  it('cuts words after a hyphen or a dash, where the word wrap may break them', () => {
    expect(wrapPieces('Druckluft-Absperrventil V\u20115')).toEqual(['Druckluft-', 'Absperrventil', 'V\u20115']);
    expect(wrapPieces('Kupplungs-Brems-Ventil')).toEqual(['Kupplungs-', 'Brems-', 'Ventil']);
    expect(wrapPieces('  Druckluftmanometer  ')).toEqual(['Druckluftmanometer']);
    expect(wrapPieces('a\u2013b c\u00add')).toEqual(['a\u2013', 'b', 'c\u00ad', 'd']);
  });
});
