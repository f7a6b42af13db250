import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
import { store } from '../../src/state/store';
import { ErrorBoundary } from '../../src/ui/common/ErrorBoundary';

function Broken(): never {
  throw new Error('render exploded');
}

describe('ErrorBoundary', () => {
  it('shows the translated error screen with a way home when rendering fails', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <LanguageProvider>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </LanguageProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Erro inesperado da aplicação' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voltar para o início/ })).toHaveAttribute('href', '/');
    expect(screen.getByText('render exploded')).toBeInTheDocument();
    expect(store.fatalError?.message).toBe('render exploded');
    spy.mockRestore();
  });
});
