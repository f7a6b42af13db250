import { BarController, BarElement, CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import { css, PALETTE, SAFETY } from '../../scenes/shared/palette';
import { useBoxSize } from '../common/useBoxSize';
import { labelWidth, wrapLabel } from '../common/wrapLabel';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, Tooltip);

const FONT = { family: "'Barlow', Arial, sans-serif", size: 13 };

/** Scores over time, oldest first (a line), and the mistakes made most (bars). */
export default function RecordCharts({
  scores,
  mistakes,
  texts,
}: {
  scores: { label: string; score: number }[];
  mistakes: { label: string; count: number }[];
  texts: { scores: string; scoresSummary: string; mistakes: string; mistakesSummary: string; noMistakes: string };
}) {
  const line = useRef<HTMLCanvasElement>(null);
  const bars = useRef<HTMLCanvasElement>(null);
  const barsFigure = useRef<HTMLElement>(null);
  const { width } = useBoxSize(barsFigure);
  // Long mistake names wrap on a narrow screen instead of being cut at its edge.
  const max = labelWidth(width);
  const names = useMemo(() => mistakes.map((m) => wrapLabel(m.label, max)), [mistakes, max]);
  const rowHeight = Math.max(34, Math.max(1, ...names.map((l) => l.length)) * 17 + 12);
  useEffect(() => {
    if (!line.current) return;
    const chart = new Chart(line.current, {
      type: 'line',
      data: { labels: scores.map((s) => s.label), datasets: [{ label: texts.scores, data: scores.map((s) => s.score), borderColor: css(PALETTE.navy), backgroundColor: css(SAFETY.caution), pointRadius: 4 }] },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { y: { min: 0, max: 100, ticks: { color: css(PALETTE.inkSoft), font: FONT } }, x: { ticks: { color: css(PALETTE.inkSoft), font: FONT, maxRotation: 0, autoSkip: true } } },
        plugins: { tooltip: { enabled: true } },
      },
    });
    return () => chart.destroy();
  }, [scores, texts.scores]);
  useEffect(() => {
    if (!bars.current || mistakes.length === 0) return;
    const chart = new Chart(bars.current, {
      type: 'bar',
      data: { labels: names, datasets: [{ label: texts.mistakes, data: mistakes.map((m) => m.count), backgroundColor: css(SAFETY.danger) }] },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: { x: { ticks: { precision: 0, color: css(PALETTE.inkSoft), font: FONT } }, y: { ticks: { autoSkip: false, color: css(PALETTE.ink), font: FONT } } },
        plugins: { tooltip: { enabled: true } },
      },
    });
    return () => chart.destroy();
  }, [mistakes, names, texts.mistakes]);
  return (
    <div className="record-charts">
      <figure className="record-chart">
        <figcaption>{texts.scores}</figcaption>
        <div className="record-chart__box">
          <canvas ref={line} role="img" aria-label={texts.scoresSummary} data-testid="scores-chart" />
        </div>
      </figure>
      <figure className="record-chart" ref={barsFigure}>
        <figcaption>{texts.mistakes}</figcaption>
        {mistakes.length === 0 ? (
          <p className="record-chart__empty">{texts.noMistakes}</p>
        ) : (
          <div className="record-chart__box" style={{ height: Math.max(180, mistakes.length * rowHeight + 30) }}>
            <canvas ref={bars} role="img" aria-label={texts.mistakesSummary} data-testid="mistakes-chart" />
          </div>
        )}
      </figure>
    </div>
  );
}
