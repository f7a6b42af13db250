import { act, render, screen } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EnergyId } from '../../src/rules/catalog';
import { boardLayoutFor } from '../../src/scenes/board/layout';
import { fitLayout } from '../../src/scenes/shared/fit';
import { BoardTwins } from '../../src/ui/challenge/BoardTwins';
import { LanguageProvider } from '../../src/ui/LanguageProvider';

// The tooltips' code arrives when the test says so: its arrival remounts the target twins.
let arrive: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => {
  arrive = resolve;
});
vi.mock('../../src/ui/challenge/TargetTooltip', async () => {
  await arrived;
  return {
    TooltipProvider: ({ children }: { children: ReactNode }) => <>{children}</>,
    TargetTooltip: ({ children }: { children: ReactElement }) => <span className="tooltip-mock">{children}</span>,
  };
});

function Board() {
  const [focused, setFocused] = useState<EnergyId | null>(null);
  const layout = boardLayoutFor(1024, 600);
  return (
    <LanguageProvider>
      <BoardTwins
        layout={layout}
        fit={fitLayout(layout, 1024, 600)}
        dealt={[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16] as never}
        matches={[]}
        selected={null}
        hovered={null}
        focusedTarget={focused}
        onFocusTarget={setFocused}
        onDismissTooltip={() => setFocused(null)}
      />
    </LanguageProvider>
  );
}

describe('the board twins', () => {
  it('keep the focus where the keyboard moved it while the tooltips were loading', async () => {
    render(<Board />);
    const first = await screen.findByTestId('target-1');
    // The first focus on a target asks for the tooltips' code.
    act(() => first.focus());
    await act(async () => {
      arrive();
      await import('../../src/ui/challenge/TargetTooltip');
      for (let i = 0; i < 10; i++) await Promise.resolve();
      // The code is here and the remount is scheduled; the trainee's arrow has moved on meanwhile.
      screen.getByTestId('target-5').focus();
    });
    expect(document.querySelectorAll('.tooltip-mock')).toHaveLength(11);
    // The remounted twin that had the focus has it again: not the one focused when the code came.
    expect(document.activeElement).toBe(screen.getByTestId('target-5'));
  });
});
