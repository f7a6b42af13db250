import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import { css, PALETTE, SAFETY } from '../../scenes/shared/palette';
import { useBoxSize } from '../common/useBoxSize';
import { labelWidth, wrapLabel } from '../common/wrapLabel';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const SERIES = [
  { key: 'kept', colour: css(SAFETY.safe) },
  { key: 'lost', colour: css(SAFETY.danger) },
  { key: 'notReached', colour: css(PALETTE.inkSoft) },
] as const;

/**
 * Points kept, lost and not reached per step, as stacked bars (kept green, lost red, not reached
 * grey), with a legend in the page's own text under the chart.
 */
export default function StepChart({
  labels,
  kept,
  lost,
  notReached,
  keptLabel,
  lostLabel,
  notReachedLabel,
  summary,
}: {
  labels: string[];
  kept: number[];
  lost: number[];
  notReached: number[];
  keptLabel: string;
  lostLabel: string;
  notReachedLabel: string;
  summary: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const { width } = useBoxSize(box);
  const max = labelWidth(width);
  const wrapped = useMemo(() => labels.map((label) => wrapLabel(label, max)), [labels, max]);
  // Every row as tall as the longest name needs (17 px a line), and room for the axis.
  const rowHeight = Math.max(26, Math.max(1, ...wrapped.map((l) => l.length)) * 17 + 12);
  const series = useMemo(() => {
    const data = { kept, lost, notReached };
    const names = { kept: keptLabel, lost: lostLabel, notReached: notReachedLabel };
    // A series with nothing in it is left out of the chart and of the legend.
    return SERIES.filter((s) => data[s.key].some((n) => n > 0)).map((s) => ({ ...s, label: names[s.key], data: data[s.key] }));
  }, [kept, lost, notReached, keptLabel, lostLabel, notReachedLabel]);

  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: wrapped,
        datasets: series.map((s) => ({ label: s.label, data: s.data, backgroundColor: s.colour })),
      },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { stacked: true, ticks: { color: css(PALETTE.inkSoft) } },
          y: { stacked: true, ticks: { autoSkip: false, color: css(PALETTE.ink), font: { family: "'Barlow Condensed', Arial, sans-serif", size: 14 } } },
        },
        plugins: { tooltip: { enabled: true } },
      },
    });
    return () => chart.destroy();
  }, [wrapped, series]);

  return (
    <figure className="step-chart" ref={box}>
      <div className="step-chart__plot" style={{ height: Math.max(220, labels.length * rowHeight + 40) }}>
        <canvas ref={canvas} role="img" aria-label={summary} data-testid="step-chart" />
      </div>
      <figcaption>
        <ul className="step-chart__legend" data-testid="step-chart-legend">
          {series.map((s) => (
            <li key={s.key} data-series={s.key}>
              <span className="step-chart__swatch" style={{ background: s.colour }} aria-hidden="true" />
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
