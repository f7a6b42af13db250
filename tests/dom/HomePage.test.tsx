import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LanguageProvider } from '../../src/i18n/LanguageProvider';
import { HomePage } from '../../src/ui/pages/HomePage';

describe('HomePage', () => {
  it('draws the hero art inline, named once in the page language and hidden inside', () => {
    const { hook } = memoryLocation({ path: '/' });
    const { container } = render(
      <LanguageProvider>
        <Router hook={hook}>
          <HomePage />
        </Router>
      </LanguageProvider>,
    );
    const art = screen.getByRole('img', { name: /Ilustração/ });
    const svg = art.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    // The drawing's own English name and fixed size are gone: the wrapper names it and CSS sizes it.
    expect(svg).not.toHaveAttribute('aria-label');
    expect(svg).not.toHaveAttribute('role');
    expect(svg).not.toHaveAttribute('width');
    expect(svg.getAttribute('viewBox')).toBe('0 0 640 520');
    expect(svg.querySelectorAll('path, rect').length).toBeGreaterThan(20);
    // Nothing is fetched for it.
    expect(container.querySelector('img')).toBeNull();
  });
});
