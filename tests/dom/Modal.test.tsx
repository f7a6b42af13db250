import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../../src/ui/common/Modal';

describe('Modal (its code loads on use)', () => {
  it('opens once its code has arrived, with focus inside, and closes', { timeout: 30_000 }, async () => {
    const { rerender } = render(
      <>
        <button type="button">opener</button>
        <Modal open={false} onOpenChange={() => undefined} title="Procedure sheet" closeLabel="Close" />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <>
        <button type="button">opener</button>
        <Modal open onOpenChange={() => undefined} title="Procedure sheet" closeLabel="Close" />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Procedure sheet' }, { timeout: 15_000 });
    // Revealed in a transition (loadable.tsx), the dialog's focus moves in with its effects, which
    // React runs just after the commit rather than within it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    rerender(
      <>
        <button type="button">opener</button>
        <Modal open={false} onOpenChange={() => undefined} title="Procedure sheet" closeLabel="Close" />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
