import * as Tooltip from 'radix-ui/tooltip';
import type { ReactElement, ReactNode } from 'react';

// The targets' tooltips: Radix Tooltip and its floating positioning (about 20 KB of gzip), loaded
// by BoardTwins when a tooltip first opens, not with the challenge's first paint.

export function TooltipProvider({ children }: { children: ReactNode }) {
  return <Tooltip.Provider delayDuration={150}>{children}</Tooltip.Provider>;
}

/** A target's tooltip (its name and the hazards matched to it) around its twin button. */
export function TargetTooltip({ open, onDismiss, children, content }: { open: boolean; onDismiss: () => void; children: ReactElement; content: ReactNode }) {
  return (
    <Tooltip.Root open={open} onOpenChange={(next) => !next && onDismiss()}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="board-tooltip" side="top" sideOffset={6} collisionPadding={8}>
          {content}
          <Tooltip.Arrow className="board-tooltip__arrow" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
