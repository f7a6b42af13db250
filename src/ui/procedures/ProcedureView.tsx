/**
 * The procedure as derived from the machine, in the page's language: the energy source table, the
 * photo with the numbered isolation points, the steps to apply and to release the lockout, and the
 * notes. The placard says the same (procedureWords.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import type { IsolationPoint, DerivedProcedure } from '../../rules/procedure';
import { GRID, PHOTO_AREA_ASPECT, photoSlots } from '../../rules/photoLayout';
import type { RuleSetId } from '../../rules/ruleSet';
import { partName, procedureWords } from './procedureWords';

export interface ViewPhoto {
  readonly bytes: Uint8Array;
  readonly type: string;
  readonly width: number;
  readonly height: number;
}

/** The machine's photos as the scene lays them out, with a numbered marker at each isolation point. */
export function AnnotatedPhoto({ photos, points, label }: { photos: readonly ViewPhoto[]; points: readonly IsolationPoint[]; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [bitmaps, setBitmaps] = useState<(ImageBitmap | null)[]>([]);
  // The photos by what they are: a re-read of the same machine decodes nothing again.
  const key = photos.map((p) => `${p.type}:${p.bytes.length}:${p.width}x${p.height}`).join('|');
  const current = useRef<(ImageBitmap | null)[]>([]);
  useEffect(() => {
    let alive = true;
    void Promise.all(
      photos.map(async (p) => {
        try {
          return await createImageBitmap(new Blob([p.bytes as BlobPart], { type: p.type }));
        } catch {
          return null;
        }
      }),
    ).then((list) => {
      if (!alive) {
        list.forEach((b) => b?.close());
        return;
      }
      // The old bitmaps are closed only once the new ones are shown, never while a draw may use them.
      const old = current.current;
      current.current = list;
      setBitmaps(list);
      requestAnimationFrame(() => old.forEach((b) => b?.close()));
    });
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the photos' content
  }, [key]);
  useEffect(() => () => current.current.forEach((b) => b?.close()), []);
  const slots = useMemo(() => photoSlots(photos), [photos]);
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const width = 1000;
    const height = Math.round(width / PHOTO_AREA_ASPECT);
    el.width = width;
    el.height = height;
    const g = el.getContext('2d');
    if (!g) return;
    const sx = width / GRID.width;
    const sy = height / GRID.height;
    g.fillStyle = '#e6eaf0';
    g.fillRect(0, 0, width, height);
    slots.forEach((slot, i) => {
      const b = bitmaps[i];
      if (b) g.drawImage(b, slot.x * sx, slot.y * sy, slot.width * sx, slot.height * sy);
    });
    for (const p of points) {
      // A point at the grid's edge keeps its whole marker on the picture.
      const x = Math.min(Math.max(p.x * sx, 24), width - 24);
      const y = Math.min(Math.max(p.y * sy, 24), height - 24);
      g.beginPath();
      g.arc(x, y, 22, 0, Math.PI * 2);
      g.fillStyle = '#ffffff';
      g.fill();
      g.beginPath();
      g.arc(x, y, 18, 0, Math.PI * 2);
      g.fillStyle = '#b42318';
      g.fill();
      g.fillStyle = '#ffffff';
      g.font = 'bold 22px sans-serif';
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText(String(p.number), x, y + 1);
    }
  }, [bitmaps, slots, points]);
  return <canvas ref={canvas} className="procedure-photo" role="img" aria-label={label} data-testid="procedure-photo" />;
}

export function ProcedureView({ procedure, ruleSet, photos }: { procedure: DerivedProcedure; ruleSet: RuleSetId; photos: readonly ViewPhoto[] }) {
  const { t, language } = useLanguage();
  const words = procedureWords(procedure, ruleSet, language, t);
  const pointsLabel = procedure.points.map((p) => `${p.number}: ${partName(procedure, p.part, language, t)}`).join('; ');
  return (
    <section className="users-panel procedure-view" aria-labelledby="procedure-sources">
      <h2 id="procedure-sources">{t('procedure.sources.heading')}</h2>
      <p className="users-panel__intro">{t('procedure.sources.intro')}</p>
      <div className="procedure-table-wrap">
        <table className="procedure-table" data-testid="procedure-sources">
          <thead>
            <tr>
              <th scope="col">{t('procedure.sources.tag')}</th>
              <th scope="col">{t('procedure.sources.energy')}</th>
              <th scope="col">{t('procedure.sources.device')}</th>
              <th scope="col">{t('procedure.sources.method')}</th>
              <th scope="col">{t('procedure.sources.lockout')}</th>
              <th scope="col">{t('procedure.sources.verify')}</th>
            </tr>
          </thead>
          <tbody>
            {words.rows.map((r) => (
              <tr key={r.tag}>
                <th scope="row" className={`procedure-tag procedure-tag--${r.tag[0]}`}>
                  {r.tag}
                </th>
                <td data-label={t('procedure.sources.energy')}>{r.energy}</td>
                <td data-label={t('procedure.sources.device')}>{r.device}</td>
                <td data-label={t('procedure.sources.method')}>{r.method}</td>
                <td data-label={t('procedure.sources.lockout')}>{r.lockout}</td>
                <td data-label={t('procedure.sources.verify')}>{r.verify}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AnnotatedPhoto photos={photos} points={procedure.points} label={pointsLabel} />
      <div className="procedure-steps">
        <div>
          <h3>{t('procedure.steps.applyHeading')}</h3>
          <ol data-testid="procedure-apply">
            {words.apply.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ol>
        </div>
        <div>
          <h3>{t('procedure.steps.removeHeading')}</h3>
          <ol data-testid="procedure-remove">
            {words.remove.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ol>
          <h3>{t('procedure.steps.notesHeading')}</h3>
          <ul>
            {words.notes.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
