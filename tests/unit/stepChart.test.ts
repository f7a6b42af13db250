import { describe, expect, it } from 'vitest';
import { wrapLabel } from '../../src/ui/scenario/StepChart';

describe('step names beside the bars', () => {
  it('wrap at spaces within the width, never cut a word, and stay whole when they fit', () => {
    expect(wrapLabel('Aplicar os dispositivos de bloqueio (lockout)', 20)).toEqual(['Aplicar os', 'dispositivos de', 'bloqueio (lockout)']);
    expect(wrapLabel('Trennung prüfen (Einschaltversuch)', 16)).toEqual(['Trennung prüfen', '(Einschaltversuch)']);
    expect(wrapLabel('Lockout', 20)).toEqual(['Lockout']);
    expect(wrapLabel('  Desligamento   da máquina ', 40)).toEqual(['Desligamento da máquina']);
    expect(wrapLabel('', 12)).toEqual(['']);
  });
});
