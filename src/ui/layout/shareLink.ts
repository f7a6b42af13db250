/** What the share chain needs from the browser; injectable so tests can make each step fail. */
export interface ShareDeps {
  share?: (data: ShareData) => Promise<void>;
  writeClipboard?: (text: string) => Promise<void>;
  prompt: (message: string, value: string) => void;
  notifyCopied: () => void;
  log: (message: string, error: unknown) => void;
}

/** How a share attempt ended. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'prompted';

function isCancel(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: string })?.name === 'AbortError';
}

/**
 * Shares a link: the device's share sheet first; a user's cancel ends there. Any other failure
 * (or no share sheet) is logged and the link is copied to the clipboard with a notice; if that
 * fails too, a prompt shows the link so it can be copied by hand.
 */
export async function shareLink(data: { title: string; text: string; url: string; promptMessage: string }, deps: ShareDeps): Promise<ShareOutcome> {
  if (deps.share) {
    try {
      await deps.share({ title: data.title, text: data.text, url: data.url });
      return 'shared';
    } catch (error) {
      if (isCancel(error)) return 'cancelled';
      deps.log('Sharing failed; copying the link instead.', error);
    }
  }
  if (deps.writeClipboard) {
    try {
      await deps.writeClipboard(data.url);
      deps.notifyCopied();
      return 'copied';
    } catch (error) {
      deps.log('Copying the link failed; showing it to copy by hand.', error);
    }
  }
  deps.prompt(data.promptMessage, data.url);
  return 'prompted';
}

/** The browser's own share, clipboard and prompt, as far as this browser has them. */
export function browserShareDeps(notifyCopied: () => void): ShareDeps {
  return {
    share: typeof navigator.share === 'function' ? (d) => navigator.share(d) : undefined,
    writeClipboard: navigator.clipboard?.writeText ? (text) => navigator.clipboard.writeText(text) : undefined,
    prompt: (message, value) => {
      window.prompt(message, value);
    },
    notifyCopied,
    log: (message, error) => console.warn(message, error),
  };
}
