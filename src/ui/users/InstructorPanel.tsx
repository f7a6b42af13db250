import { ImageUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { EMPTY_INSTRUCTOR, INSTRUCTOR_KEY, INSTRUCTOR_LIMITS, missingForCertificate, readInstructor, readLogo } from '../../records/instructor';
import type { InstructorSettings } from '../../records/types';
import { postNotice } from '../../state/notices';
import { openRecords } from '../../state/records';
import { recordsKept } from '../../state/recordsKept';

type TextField = keyof typeof INSTRUCTOR_LIMITS;
const FIELDS: TextField[] = ['companyName', 'place', 'instructorName', 'instructorQualification', 'technicalLead', 'technicalLeadQualification'];

/**
 * The logo as the certificate will show it, decoded from its bytes and drawn on a canvas (the
 * site's Content-Security-Policy allows images from the site only, not blob: or data: URLs).
 */
function LogoPreview({ logo }: { logo: NonNullable<InstructorSettings['logo']> }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let alive = true;
    void createImageBitmap(new Blob([logo.bytes as BlobPart], { type: logo.mime })).then(
      (bitmap) => {
        const c = canvas.current;
        if (!alive || !c) return bitmap.close();
        const scale = Math.min(1, 320 / bitmap.width, 128 / bitmap.height);
        c.width = Math.max(1, Math.round(bitmap.width * scale));
        c.height = Math.max(1, Math.round(bitmap.height * scale));
        c.getContext('2d')?.drawImage(bitmap, 0, 0, c.width, c.height);
        bitmap.close();
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [logo]);
  return <canvas ref={canvas} className="logo-preview" aria-hidden="true" data-testid="logo-preview" />;
}

/** The instructor's details every certificate states, and the company logo (checked, size-limited). */
export function InstructorPanel() {
  const { t } = useLanguage();
  const id = useId();
  const [settings, setSettings] = useState<InstructorSettings>(EMPTY_INSTRUCTOR);
  const [logoError, setLogoError] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    // (A device that holds no records has no saved details: the form starts empty, without the database code.)
    void recordsKept().then(async (kept) => {
      if (!kept) return;
      const saved = readInstructor(await (await openRecords()).getSetting(INSTRUCTOR_KEY));
      if (alive) setSettings(saved);
    });
    return () => {
      alive = false;
    };
  }, []);
  const pickLogo = async (file: File | undefined) => {
    if (!file) return;
    const checked = readLogo(new Uint8Array(await file.slice(0, 200 * 1024 + 1).arrayBuffer()));
    if (!checked.ok) {
      setLogoError(t(`users.instructor.logoErrors.${checked.error}`));
      return;
    }
    setLogoError(null);
    setSettings({ ...settings, logo: checked.logo });
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const clean = readInstructor(settings);
    setSettings(clean);
    const ok = await (await openRecords()).setSetting(INSTRUCTOR_KEY, clean);
    postNotice(ok ? { tone: 'success', title: { key: 'users.instructor.saved' } } : { tone: 'error', title: { key: 'users.instructor.notSaved' } });
  };
  const missing = missingForCertificate(settings);
  return (
    <section className="users-panel" aria-labelledby="instructor-title">
      <h2 id="instructor-title">{t('users.instructor.heading')}</h2>
      <p className="users-panel__intro">{t('users.instructor.intro')}</p>
      <form className="trainee-form instructor-form" onSubmit={(e) => void save(e)}>
        {FIELDS.map((field) => (
          <label key={field} className="users-field" htmlFor={`${id}-${field}`}>
            <span className="users-field__label">{t(`users.instructor.${field}`)}</span>
            <input id={`${id}-${field}`} className="users-field__input" value={settings[field]} maxLength={INSTRUCTOR_LIMITS[field]} onChange={(e) => setSettings({ ...settings, [field]: e.target.value })} data-testid={`instructor-${field}`} />
          </label>
        ))}
        <div className="users-field">
          <span className="users-field__label" id={`${id}-logo`}>
            {t('users.instructor.logo')}
          </span>
          <div className="logo-row">
            {settings.logo && <LogoPreview logo={settings.logo} />}
            <label className="button button--secondary data-buttons__import">
              <ImageUp aria-hidden="true" /> {t('users.instructor.logo').split(' (')[0]}
              <input type="file" accept="image/png,image/jpeg" className="visually-hidden" aria-labelledby={`${id}-logo`} onChange={(e) => void pickLogo(e.target.files?.[0])} data-testid="instructor-logo" />
            </label>
            {settings.logo && (
              <button type="button" className="button button--ghost" onClick={() => setSettings({ ...settings, logo: null })}>
                <Trash2 aria-hidden="true" /> {t('users.instructor.removeLogo')}
              </button>
            )}
          </div>
          {logoError && (
            <p className="users-field__error" role="alert" data-testid="logo-error">
              {logoError}
            </p>
          )}
        </div>
        {missing.length > 0 && <p className="storage-note storage-note--warn">{t('users.instructor.missing', { list: missing.map((key) => t(`users.instructor.${key}` as 'users.instructor.place')).join(', ') })}</p>}
        <div className="trainee-form__buttons">
          <button type="submit" className="button button--primary" data-testid="instructor-save">
            {t('users.instructor.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
