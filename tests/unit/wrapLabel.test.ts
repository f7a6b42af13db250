import { describe, expect, it } from 'vitest';
import { labelWidth, wrapLabel } from '../../src/ui/common/wrapLabel';

describe('step names beside the bars', () => {
  it('wrap at spaces within the width, never cut a word, and stay whole when they fit', () => {
    expect(wrapLabel('Aplicar os dispositivos de bloqueio (lockout)', 20)).toEqual(['Aplicar os', 'dispositivos de', 'bloqueio (lockout)']);
    expect(wrapLabel('Trennung prüfen (Einschaltversuch)', 16)).toEqual(['Trennung prüfen', '(Einschaltversuch)']);
    expect(wrapLabel('Lockout', 20)).toEqual(['Lockout']);
    expect(wrapLabel('  Desligamento   da máquina ', 40)).toEqual(['Desligamento da máquina']);
    expect(wrapLabel('', 12)).toEqual(['']);
  });

  it('get about 45 % of the chart’s width, never fewer than 12 characters a line', () => {
    expect(labelWidth(1200)).toBe(77);
    expect(labelWidth(320)).toBe(20);
    expect(labelWidth(100)).toBe(12);
    // Not measured yet: one line, as before.
    expect(labelWidth(0)).toBe(40);
  });
});
