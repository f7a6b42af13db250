import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetStore } from '../../src/state/store';

// jsdom says en-US; the product's default audience is Brazilian, and only pt ships eagerly.
Object.defineProperty(navigator, 'languages', { value: ['pt-BR'], configurable: true });
resetStore();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetStore();
});
