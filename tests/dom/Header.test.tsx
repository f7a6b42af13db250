import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
import { Header } from '../../src/ui/layout/Header';

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <LanguageProvider>
      <Router hook={hook}>
        <Header />
      </Router>
    </LanguageProvider>,
  );
}

describe('Header', () => {
  it('marks the current route with aria-current="page"', () => {
    renderAt('/desafio');
    const nav = screen.getAllByRole('navigation', { name: 'Navegação principal' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Desafio' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Simulador' })).not.toHaveAttribute('aria-current');
  });

  it('has the logo link home, Knowledge, language, share and user area', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'LOTO Trainer, página inicial' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: /Conhecimento/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Escolher idioma/ }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Compartilhar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Área do usuário' })).toHaveAttribute('href', '/usuarios');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-haspopup', 'dialog');
  });
});
