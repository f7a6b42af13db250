import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from '../../src/ui/common/ModalDialog';
import * as Tabs from '../../src/ui/common/Tabs';

// jsdom has no PointerEvent (testing-library would send a plain Event, without its button).
if (typeof window.PointerEvent === 'undefined') {
  class PointerEvent extends MouseEvent {
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.assign(window, { PointerEvent });
}

/** The next task: the dialog listens for presses outside from there (as Radix did). */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve)));

function dialogOn(onOpenChange: (open: boolean) => void) {
  return render(
    <>
      <button type="button">behind</button>
      <p aria-live="polite">notices</p>
      <ModalDialog
        open
        onOpenChange={onOpenChange}
        title="Confirm the tag"
        description="It hangs on the lock."
        footer={
          <>
            <button type="button">Cancel</button>
            <button type="button">Confirm</button>
          </>
        }
      />
    </>,
  );
}

describe('ModalDialog (the product’s dialog, without Radix)', () => {
  it('is named and described, takes the focus, and hides the page but its live regions', () => {
    dialogOn(() => undefined);
    const dialog = screen.getByRole('dialog', { name: 'Confirm the tag' });
    expect(dialog).toHaveAccessibleDescription('It hangs on the lock.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(document.querySelector('.modal-overlay')).not.toBeNull();
    // The page behind is hidden from assistive technology; the notices' live region is not.
    expect(screen.queryByRole('button', { name: 'behind' })).toBeNull();
    expect(screen.getByText('notices').closest('[aria-hidden="true"]')).toBeNull();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and on a press outside that ends in a click; not on a swipe, a right click or a press inside', async () => {
    const onOpenChange = vi.fn();
    dialogOn(onOpenChange);
    await nextTask();
    const overlay = document.querySelector('.modal-overlay')!;

    // A finger that swipes over the overlay (down, no click) and a right click leave it open.
    fireEvent.pointerDown(overlay, { button: 0, pointerType: 'touch' });
    fireEvent.pointerDown(overlay, { button: 2 });
    fireEvent.click(overlay);
    // A press inside that ends in a click there neither.
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    fireEvent.pointerDown(confirm, { button: 0 });
    fireEvent.click(confirm);
    expect(onOpenChange).not.toHaveBeenCalled();

    fireEvent.pointerDown(overlay, { button: 0 });
    expect(onOpenChange).not.toHaveBeenCalled();
    fireEvent.click(overlay);
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);

    fireEvent.keyDown(confirm, { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledTimes(2);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('keeps Tab inside: from the last control to the first, and back with Shift+Tab', () => {
    dialogOn(() => undefined);
    const [cancel, confirm] = [screen.getByRole('button', { name: 'Cancel' }), screen.getByRole('button', { name: 'Confirm' })];
    confirm.focus();
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(cancel).toHaveFocus();
    fireEvent.keyDown(cancel, { key: 'Tab', shiftKey: true });
    expect(confirm).toHaveFocus();
  });

  it('keeps the focus on the dialog when its focused control is taken away', async () => {
    const { rerender } = render(<ModalDialog open onOpenChange={() => undefined} title="Tag" footer={<button type="button">Apply</button>} />);
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveFocus();
    rerender(<ModalDialog open onOpenChange={() => undefined} title="Tag" footer={<span>Applied</span>} />);
    await act(() => Promise.resolve());
    expect(screen.getByRole('dialog', { name: 'Tag' })).toHaveFocus();
  });

  it('once closed, shows the page again and calls the closing render’s onCloseAutoFocus after the dialog has gone', async () => {
    const props = { onOpenChange: () => undefined, title: 'Result' };
    const first = vi.fn();
    const { rerender } = render(
      <>
        <button type="button">next</button>
        <ModalDialog open onCloseAutoFocus={first} {...props} />
      </>,
    );
    const seen: (HTMLElement | null)[] = [];
    const last = vi.fn((event: Event) => {
      seen.push(document.querySelector('[role="dialog"]'));
      event.preventDefault();
      screen.getByRole('button', { name: 'next' }).focus();
    });
    rerender(
      <>
        <button type="button">next</button>
        <ModalDialog open={false} onCloseAutoFocus={last} {...props} />
      </>,
    );
    expect(last).not.toHaveBeenCalled();
    await nextTask();
    expect(first).not.toHaveBeenCalled();
    expect(last).toHaveBeenCalledOnce();
    expect(seen).toEqual([null]);
    expect(screen.getByRole('button', { name: 'next' })).toHaveFocus();
    expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});

describe('Tabs (Radix Tabs’ markup and keys)', () => {
  function tabs() {
    return render(
      <Tabs.Root defaultValue="a">
        <Tabs.List aria-label="Sections">
          <Tabs.Trigger value="a">A</Tabs.Trigger>
          <Tabs.Trigger value="b">B</Tabs.Trigger>
          <Tabs.Trigger value="c">C</Tabs.Trigger>
        </Tabs.List>
        {['a', 'b', 'c'].map((value) => (
          <Tabs.Content key={value} value={value}>
            panel {value}
          </Tabs.Content>
        ))}
      </Tabs.Root>,
    );
  }
  const tab = (name: string) => screen.getByRole('tab', { name });

  it('has one tab stop, the selected tab, whose panel alone has content', () => {
    tabs();
    expect(tab('A')).toHaveAttribute('aria-selected', 'true');
    expect(tab('A')).toHaveAttribute('tabindex', '0');
    expect(tab('B')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'A' })).toHaveTextContent('panel a');
    expect(document.getElementById(tab('B').getAttribute('aria-controls')!)).toHaveProperty('hidden', true);
    expect(document.getElementById(tab('B').getAttribute('aria-controls')!)).toBeEmptyDOMElement();
  });

  it('moves and selects with the arrows (looping), Home and End; a left press selects', async () => {
    tabs();
    const press = async (name: string, key: string) => {
      tab(name).focus();
      fireEvent.keyDown(tab(name), { key });
      await nextTask();
    };
    await press('A', 'ArrowRight');
    expect(tab('B')).toHaveFocus();
    expect(tab('B')).toHaveAttribute('aria-selected', 'true');
    expect(tab('B')).toHaveAttribute('data-state', 'active');
    await press('B', 'End');
    expect(tab('C')).toHaveAttribute('aria-selected', 'true');
    await press('C', 'ArrowRight');
    expect(tab('A')).toHaveAttribute('aria-selected', 'true');
    await press('A', 'ArrowLeft');
    expect(tab('C')).toHaveAttribute('aria-selected', 'true');
    await press('C', 'Home');
    expect(tab('A')).toHaveAttribute('aria-selected', 'true');
    fireEvent.mouseDown(tab('B'), { button: 0 });
    expect(tab('B')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'B' })).toHaveTextContent('panel b');
  });
});
