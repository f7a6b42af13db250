import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { loadSection } from '../../src/i18n/messages';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
import { certificateUrl, certificateUrlV1, textToBase64url } from '../../src/records/signing';
import type { SignedCertificate } from '../../src/records/types';
import VerifyPage from '../../src/ui/pages/VerifyPage';
import { signedSample, signedSampleV1 } from '../unit/certificateFixture';
import { CERTIFICATE_TEXTS, VERIFY_TEXTS } from '../unit/localeTexts';

const pt = VERIFY_TEXTS.pt;
// The verdict appears once the signature is checked (WebCrypto) and the page's texts are in: on
// a loaded 2-core CI machine that took longer than Testing Library's default second to wait.
const VERDICT = { timeout: 15_000 };
const hashOf = async (signed: SignedCertificate) => new URL(await certificateUrl('https://loto.example.com', signed)).hash;

function renderPage(props: { hash?: string; knownKeys?: string[] }) {
  return render(
    <LanguageProvider>
      <VerifyPage {...props} />
    </LanguageProvider>,
  );
}

describe('VerifyPage', { timeout: 30_000 }, () => {
  it('a valid certificate by a known key: the verdict, the data, and what it proves and does not', async () => {
    const { signed } = await signedSample('pt');
    const keyId = signed.data.keyId;
    renderPage({ hash: await hashOf(signed), knownKeys: [keyId] });
    const status = await screen.findByRole('heading', { name: pt.status.valid.title }, VERDICT);
    expect(status.parentElement).toHaveTextContent(keyId);
    expect(screen.getByText('João Conceição')).toBeInTheDocument();
    expect(screen.getByText(signed.data.id)).toBeInTheDocument();
    expect(screen.getByText('8 horas')).toBeInTheDocument();
    // The second version's statements: the training date, the role and the recorded practice time.
    expect(screen.getByText(CERTIFICATE_TEXTS.pt.trainingDate).nextSibling).toHaveTextContent('20 de novembro de 2026');
    expect(screen.getByText('Trabalhador autorizado')).toBeInTheDocument();
    expect(screen.getByText('1 h 31 min')).toBeInTheDocument();
    expect(screen.getByText('Bomba centrífuga P-101')).toBeInTheDocument();
    expect(screen.getByText(pt.fields.keyKnown)).toBeInTheDocument();
    const meaning = screen.getByRole('region', { name: pt.meaning.proves });
    expect(meaning).toHaveTextContent(`Que estes dados foram assinados por quem detém a chave ${keyId} e não foram alterados desde então.`);
    for (const line of [pt.meaning.inPerson, pt.meaning.keyCopied, pt.meaning.competence]) expect(within(meaning).getByText(line)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(pt.status.valid.title);
  });

  it('a valid signature by a key this installation does not know says so, and still shows the key', async () => {
    const { signed } = await signedSample('pt');
    renderPage({ hash: await hashOf(signed), knownKeys: ['0000000000000000'] });
    await screen.findByRole('heading', { name: pt.status.unknownKey.title }, VERDICT);
    expect(screen.getByText(pt.fields.keyUnknown)).toBeInTheDocument();
    expect(screen.getAllByText(signed.data.keyId, { exact: false }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: pt.status.valid.title })).toBeNull();
  });

  it('an altered certificate is reported as altered, its data marked as not to be trusted', async () => {
    const { signed } = await signedSample('pt');
    const altered: SignedCertificate = { ...signed, data: { ...signed.data, course: { ...signed.data.course, hours: 40 } } };
    renderPage({ hash: await hashOf(altered), knownKeys: [signed.data.keyId] });
    await screen.findByRole('heading', { name: pt.status.altered.title }, VERDICT);
    expect(screen.getByText(pt.fields.untrusted)).toBeInTheDocument();
    expect(screen.queryByText(pt.fields.keyKnown)).toBeNull();
  });

  it.each([
    ['', 'empty'],
    ['#c=abc$def', 'not_base64'],
    ['#c=' + textToBase64url('{"data":'), 'not_json'],
    ['#c=' + textToBase64url('{"hello":"world"}'), 'not_a_certificate'],
    ['#c=' + 'A'.repeat(20000), 'too_large'],
  ] as const)('%#: refuses a fragment that is not a certificate (%s), with its reason', async (hash, reason) => {
    renderPage({ hash });
    expect(await screen.findByRole('heading', { name: pt.status.notACertificate.title }, VERDICT)).toBeInTheDocument();
    expect(screen.getByText(pt.reasons[reason])).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: pt.fields.heading })).toBeNull();
  });

  it('answers a bare page at once, never first "checking" (the answer then pushed the page down)', async () => {
    await Promise.all([loadSection('verify', 'pt'), loadSection('certificate', 'pt')]);
    renderPage({ hash: '' });
    expect(screen.getByRole('heading', { name: pt.status.notACertificate.title })).toBeInTheDocument();
    expect(screen.queryByText(pt.checking)).toBeNull();
    // A fragment that may hold a certificate is still checked first.
    const { signed } = await signedSample('pt');
    renderPage({ hash: await hashOf(signed), knownKeys: [signed.data.keyId] });
    expect(screen.getByText(pt.checking)).toBeInTheDocument();
    await screen.findByRole('heading', { name: pt.status.valid.title }, VERDICT);
  });

  it('reads location.hash and follows it when it changes', async () => {
    const { signed } = await signedSample('pt');
    window.location.hash = '';
    renderPage({ knownKeys: [signed.data.keyId] });
    expect(await screen.findByText(pt.reasons.empty)).toBeInTheDocument();
    await act(async () => {
      window.location.hash = await hashOf(signed);
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await screen.findByRole('heading', { name: pt.status.valid.title }, VERDICT);
  });

  it('a first-version certificate in the first address form (#c=) still verifies and shows its instructor', async () => {
    const { signed } = await signedSampleV1('pt');
    renderPage({ hash: new URL(certificateUrlV1('https://loto.example.com', signed)).hash, knownKeys: [signed.data.keyId] });
    await screen.findByRole('heading', { name: pt.status.valid.title }, VERDICT);
    expect(screen.getByText('Márcia Gonçalves')).toBeInTheDocument();
    expect(screen.getByText('8 horas')).toBeInTheDocument();
  });
});
