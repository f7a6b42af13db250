import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { plural } from '../../i18n/plural';
import { energyById, hazardById } from '../../rules/catalog';
import type { AttemptQuery, KindFilter, ResultFilter } from '../../records/listing';
import { isDamaged, type DamagedAttempt, type ListedAttempt } from '../../records/stored';
import type { AttemptRow, RecordMistake } from '../../records/types';
import { recordsKept } from '../../state/recordsKept';
import { isMistakeCode } from '../common/textKeys';
import { withSectionTexts, useSections } from '../common/useSection';
import { loadActivityTitles, namesBuiltIn, useActivityTitle } from './activityTitle';
import { RECORD_SECTIONS } from './sections';

const RecordCharts = lazy(() => import('./RecordCharts'));

/** A mistake's name: the scenario's mistake title, the hazard and energy mixed up in the challenge, or a step out of order. */
export function useMistakeName(): (row: AttemptRow, mistake: RecordMistake) => string {
  const { t } = useLanguage();
  return (row, mistake) => {
    if (row.kind === 'challenge') {
      const [, h, e] = /^h(\d+)-e(\d+)$/.exec(mistake.code) ?? [];
      const hazard = hazardById(Number(h));
      const energy = energyById(Number(e));
      return hazard && energy ? `${t(hazard.key)} → ${t(energy.key)}` : mistake.code;
    }
    if (row.kind === 'simulator') return t('users.records.outOfOrder');
    if (!isMistakeCode(mistake.code)) return mistake.code;
    const name = t(`mistakes.${mistake.code}.title`);
    return name.startsWith('scenarios.') ? mistake.code : name;
  };
}

/** An attempt's mistakes with repeats of the same mistake counted once (a source missed twice). */
function grouped(a: AttemptRow): { mistake: RecordMistake; count: number }[] {
  const groups = new Map<string, { mistake: RecordMistake; count: number }>();
  for (const m of a.mistakes) {
    const key = `${m.code}|${m.clause ?? ''}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { mistake: m, count: 1 });
  }
  return [...groups.values()];
}

/** How many attempts the list has, and the rows the charts draw (the latest CHART_ROWS of it). */
interface Summary {
  key: string;
  total: number;
  chart: AttemptRow[];
  pageSize: number;
  chartRows: number;
}

/**
 * One person's attempts (null: nobody named): filters, a page of the table, and the charts of
 * scores and mistakes over the latest attempts. Pages, counts and filters are read in the
 * database (src/records/listing.ts), so a device with 100 000 attempts opens as fast as one with
 * ten; a damaged row is listed, marked, with what of it reads.
 */
export function RecordsSection({ traineeId, version, since }: { traineeId: string | null; version: number; since?: number }) {
  const { t, language } = useLanguage();
  const title = useActivityTitle();
  const mistakeName = useMistakeName();
  const [kind, setKind] = useState<KindFilter>('all');
  const [result, setResult] = useState<ResultFilter>('all');
  const [page, setPage] = useState(0);
  const [data, setData] = useState<Summary | null>(null);
  const [list, setList] = useState<{ key: string; rows: ListedAttempt[] } | null>(null);
  const listKey = `${traineeId ?? ''}|${kind}|${result}|${version}|${since ?? ''}`;
  const key = `${listKey}|${page}`;
  // The count and the charts once per list, after the first rows are on screen; a page change
  // reads only its 25 rows.
  const listed = list !== null;
  useEffect(() => {
    let alive = true;
    if (!listed) return;
    const query: AttemptQuery = { traineeId, kind, result, since };
    void recordsKept().then(async (kept) => {
      // (Nothing kept: nothing to count or chart, and the list says so.)
      if (!kept) return;
      const listing = await import('../../records/listing');
      const [first, chart] = await Promise.all([listing.attemptPage(query, 0, 0), listing.readableAttempts(query, listing.CHART_ROWS)]);
      if (alive) setData({ key: listKey, total: first.total, chart, pageSize: listing.PAGE_SIZE, chartRows: listing.CHART_ROWS });
    });
    return () => {
      alive = false;
    };
  }, [traineeId, kind, result, since, listKey, listed]);
  useEffect(() => {
    let alive = true;
    const query: AttemptQuery = { traineeId, kind, result, since };
    void recordsKept().then(async (kept) => {
      // A device that holds no records lists none, without the database code.
      if (!kept) {
        if (alive) setList({ key, rows: [] });
        return;
      }
      const listing = await import('../../records/listing');
      const shown = await listing.attemptPage(query, page * listing.PAGE_SIZE, listing.PAGE_SIZE, { count: false });
      // A built-in work order is named from its file: the page shows once the names are here
      // (without them, offline before they were kept, a work order is named by its id).
      if (namesBuiltIn(shown.rows)) await loadActivityTitles().catch(() => undefined);
      // A page with records shows once their words are here (rule sets, mistakes).
      if (shown.rows.length > 0) await withSectionTexts(RECORD_SECTIONS, Promise.resolve());
      if (alive) setList({ key, rows: shown.rows });
    });
    return () => {
      alive = false;
    };
  }, [traineeId, kind, result, since, page, key]);
  const rows = list?.rows ?? [];
  // In a language chosen later, the records' words load again.
  useSections(RECORD_SECTIONS, rows.length > 0);
  const total = data?.total ?? 0;
  const pages = data ? Math.max(1, Math.ceil(total / data.pageSize)) : 1;
  const chart = data?.chart;
  const date = useMemo(() => new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }), [language]);
  const day = useMemo(() => new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit' }), [language]);
  const scores = useMemo(() => [...(chart ?? [])].reverse().map((a) => ({ label: day.format(a.finishedAt), score: a.score })), [chart, day]);
  const mistakes = useMemo(() => {
    const counts = new Map<string, number>();
    for (const a of chart ?? []) for (const m of a.mistakes) counts.set(mistakeName(a, m), (counts.get(mistakeName(a, m)) ?? 0) + 1);
    return [...counts].sort((x, y) => y[1] - x[1]).slice(0, 8).map(([label, count]) => ({ label, count }));
  }, [chart, mistakeName]);
  const chartTexts = {
    scores: t('users.charts.scores'),
    scoresSummary: plural(t, language, 'users.charts.scoresSummary', scores.length, { first: scores[0]?.score ?? 0, last: scores.at(-1)?.score ?? 0 }),
    mistakes: t('users.charts.mistakes'),
    mistakesSummary: t('users.charts.mistakesSummary', { list: mistakes.map((m) => `${m.label} (${m.count})`).join(', ') }),
    noMistakes: t('users.charts.noMistakes'),
  };
  const resultText = (a: AttemptRow) => (a.passed === null ? t('users.records.notJudged') : a.passed ? t('users.records.passed') : t('users.records.failed'));
  const filter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(0);
  };
  const damagedRow = (a: DamagedAttempt, i: number) => (
    <tr key={`damaged-${a.id}-${i}`} className="is-damaged" data-testid="record-row" data-damaged="true">
      <td data-label={t('users.records.columns.date')}>{a.finishedAt === null ? '—' : date.format(a.finishedAt)}</td>
      <td colSpan={6}>
        <span className="badge badge--danger">{t('users.records.damaged')}</span> {t('users.records.damagedText')}
        <span className="records-table__raw">{a.fields.map(([name, value]) => `${name}: ${value}`).join(' · ')}</span>
      </td>
    </tr>
  );
  return (
    <section className="users-panel" aria-labelledby="records-title">
      <h2 id="records-title">{t('users.records.heading')}</h2>
      {!list ? null : rows.length === 0 && page === 0 && kind === 'all' && result === 'all' ? (
        <p data-testid="records-empty">{t('users.records.empty')}</p>
      ) : (
        <>
          <div className="records-filters">
            <label>
              <span>{t('users.records.filterKind')}</span>
              <select value={kind} onChange={(e) => filter(setKind)(e.target.value as KindFilter)} data-testid="filter-kind">
                <option value="all">{t('users.records.all')}</option>
                <option value="scenario">{t('nav.scenarios')}</option>
                <option value="simulator">{t('users.records.simulator')}</option>
                <option value="challenge">{t('users.records.challenge')}</option>
              </select>
            </label>
            <label>
              <span>{t('users.records.filterResult')}</span>
              <select value={result} onChange={(e) => filter(setResult)(e.target.value as ResultFilter)} data-testid="filter-result">
                <option value="all">{t('users.records.all')}</option>
                <option value="passed">{t('users.records.passed')}</option>
                <option value="failed">{t('users.records.failed')}</option>
              </select>
            </label>
            <p className="records-filters__count" role="status">
              {data && plural(t, language, 'users.records.count', total)}
            </p>
          </div>
          <div className="records-table-wrap" tabIndex={0} role="region" aria-labelledby="records-title" aria-busy={list?.key !== key}>
            <table className="records-table" data-testid="records-table">
              <thead>
                <tr>
                  <th scope="col">{t('users.records.columns.date')}</th>
                  <th scope="col">{t('users.records.columns.activity')}</th>
                  <th scope="col">{t('users.records.columns.ruleSet')}</th>
                  <th scope="col">{t('users.records.columns.mode')}</th>
                  <th scope="col">{t('users.records.columns.score')}</th>
                  <th scope="col">{t('users.records.columns.result')}</th>
                  <th scope="col">{t('users.records.columns.mistakes')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((a, i) =>
                  isDamaged(a) ? (
                    damagedRow(a, i)
                  ) : (
                    <tr key={a.id} data-testid="record-row">
                      <td data-label={t('users.records.columns.date')}>{date.format(a.finishedAt)}</td>
                      <td data-label={t('users.records.columns.activity')}>{title(a)}</td>
                      <td data-label={t('users.records.columns.ruleSet')}>{a.ruleSet ? t(`scenarios.ruleSets.${a.ruleSet}.name`) : '—'}</td>
                      <td data-label={t('users.records.columns.mode')}>{a.mode === 'avaliacao' ? t('users.records.assessment') : a.mode === 'pratica' ? t('users.records.practice') : '—'}</td>
                      <td data-label={t('users.records.columns.score')} className="records-table__score">{a.score}</td>
                      <td data-label={t('users.records.columns.result')} className={a.passed === null ? '' : a.passed ? 'is-passed' : 'is-failed'}>
                        {resultText(a)}
                        {a.foreign && (
                          <span className="badge badge--danger" data-testid="record-foreign">
                            {' '}
                            {t('users.records.foreign')}
                          </span>
                        )}
                      </td>
                      <td data-label={t('users.records.columns.mistakes')}>
                        {a.mistakes.length === 0 ? (
                          t('users.records.noMistakes')
                        ) : (
                          <ul className="records-table__mistakes">
                            {grouped(a).map(({ mistake: m, count }, j) => (
                              <li key={j}>
                                {mistakeName(a, m)}
                                {count > 1 && ` (×${count})`}
                                {m.critical && <span className="badge badge--danger"> {t('users.records.critical')}</span>}
                                {m.clause && <span className="records-table__clause"> · {m.clause}</span>}
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  ),
                )}
              </tbody>
            </table>
          </div>
          {pages > 1 && (
            <nav className="records-pager" aria-label={t('users.records.pages')}>
              <button type="button" className="button button--secondary button--small" disabled={page === 0} onClick={() => setPage(page - 1)} data-testid="records-previous">
                {t('users.records.previous')}
              </button>
              <span data-testid="records-page">{t('users.records.page', { page: page + 1, pages })}</span>
              <button type="button" className="button button--secondary button--small" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)} data-testid="records-next">
                {t('users.records.next')}
              </button>
            </nav>
          )}
          {scores.length > 0 && (
            <Suspense fallback={null}>
              {data && total > data.chartRows && <p className="records-charts__note">{t('users.charts.latest', { count: data.chartRows })}</p>}
              <RecordCharts scores={scores} mistakes={mistakes} texts={chartTexts} />
            </Suspense>
          )}
        </>
      )}
    </section>
  );
}
