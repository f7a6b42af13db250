import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useMemo, useRef } from 'react';
import { css, PALETTE, SAFETY } from '../../scenes/shared/palette';
import { useBoxSize } from '../common/useBoxSize';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const SERIES = [
  { key: 'kept', colour: css(SAFETY.safe) },
  { key: 'lost', colour: css(SAFETY.danger) },
  { key: 'notReached', colour: css(PALETTE.inkSoft) },
] as const;

/** About how many characters of the step names fit on a line beside the bars (14 px condensed type). */
const CHARS_PER_PX = 1 / 7;

/**
 * A step name broken at spaces into lines of at most `max` characters (a word longer than that
 * keeps its own line): on a phone the names go on two or three lines instead of being cut.
 */
export function wrapLabel(label: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length > 0 ? lines : [label];
}

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
  // The names may take up to about 45 % of the width; longer ones wrap (at least 12 characters a line).
  const max = width > 0 ? Math.max(12, Math.floor(width * 0.45 * CHARS_PER_PX)) : 40;
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
