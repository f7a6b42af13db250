import { describe, expect, it, vi } from 'vitest';
import { isPreviewHost, publicShareUrl } from '../../src/rules/share';
import { shareLink, type ShareDeps } from '../../src/ui/layout/shareLink';

describe('public share link', () => {
  const PUBLIC = 'https://loto.example.com';

  it('replaces preview and local origins by the public one, keeping path, query and hash', () => {
    expect(publicShareUrl('http://localhost:4173/desafio?seed=4#x', PUBLIC)).toBe('https://loto.example.com/desafio?seed=4#x');
    expect(publicShareUrl('http://127.0.0.1:5173/simulador', PUBLIC)).toBe('https://loto.example.com/simulador');
    expect(publicShareUrl('https://deploy-preview-42--loto.netlify.app/', PUBLIC)).toBe('https://loto.example.com/');
    expect(publicShareUrl('https://id-preview--abc.lovable.app/exemplos', PUBLIC)).toBe('https://loto.example.com/exemplos');
    expect(publicShareUrl('http://192.168.0.12:4173/', PUBLIC)).toBe('https://loto.example.com/');
  });

  it('keeps a public address, and everything when no public origin is configured', () => {
    expect(publicShareUrl('https://training.acme.com/desafio', PUBLIC)).toBe('https://training.acme.com/desafio');
    expect(publicShareUrl('http://localhost:4173/desafio', undefined)).toBe('http://localhost:4173/desafio');
    expect(publicShareUrl('http://localhost:4173/desafio', 'not a url')).toBe('http://localhost:4173/desafio');
  });

  it('knows which hosts are previews', () => {
    expect(isPreviewHost('localhost')).toBe(true);
    expect(isPreviewHost('[::1]')).toBe(true);
    expect(isPreviewHost('app.local')).toBe(true);
    expect(isPreviewHost('staging.loto.com')).toBe(true);
    expect(isPreviewHost('172.20.1.1')).toBe(true);
    expect(isPreviewHost('172.40.1.1')).toBe(false);
    expect(isPreviewHost('previewer.com')).toBe(false);
    expect(isPreviewHost('loto.example.com')).toBe(false);
  });
});

describe('share fallback chain', () => {
  const data = { title: 'T', text: 'X', url: 'https://loto.example.com/', promptMessage: 'Copy:' };
  const deps = (over: Partial<ShareDeps>): ShareDeps => ({
    share: vi.fn(() => Promise.resolve()),
    writeClipboard: vi.fn(() => Promise.resolve()),
    prompt: vi.fn(),
    notifyCopied: vi.fn(),
    log: vi.fn(),
    ...over,
  });

  it('uses the share sheet when it works', async () => {
    const d = deps({});
    expect(await shareLink(data, d)).toBe('shared');
    expect(d.share).toHaveBeenCalledWith({ title: 'T', text: 'X', url: data.url });
    expect(d.writeClipboard).not.toHaveBeenCalled();
  });

  it('does nothing more when the user cancels', async () => {
    const d = deps({ share: () => Promise.reject(new DOMException('cancel', 'AbortError')) });
    expect(await shareLink(data, d)).toBe('cancelled');
    expect(d.log).not.toHaveBeenCalled();
    expect(d.writeClipboard).not.toHaveBeenCalled();
  });

  it('logs a failure and copies the link with a notice', async () => {
    const d = deps({ share: () => Promise.reject(new DOMException('no', 'NotAllowedError')) });
    expect(await shareLink(data, d)).toBe('copied');
    expect(d.log).toHaveBeenCalledTimes(1);
    expect(d.writeClipboard).toHaveBeenCalledWith(data.url);
    expect(d.notifyCopied).toHaveBeenCalled();
  });

  it('goes to the clipboard when there is no share sheet', async () => {
    const d = deps({ share: undefined });
    expect(await shareLink(data, d)).toBe('copied');
  });

  it('prompts with the link when the clipboard fails too', async () => {
    const d = deps({ share: () => Promise.reject(new Error('x')), writeClipboard: () => Promise.reject(new Error('denied')) });
    expect(await shareLink(data, d)).toBe('prompted');
    expect(d.prompt).toHaveBeenCalledWith('Copy:', data.url);
    expect(d.notifyCopied).not.toHaveBeenCalled();
    expect(d.log).toHaveBeenCalledTimes(2);
  });
});
