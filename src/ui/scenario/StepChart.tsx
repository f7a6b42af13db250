import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { css, PALETTE, SAFETY } from '../../scenes/shared/palette';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** Points kept and lost per step, as stacked bars (kept green, lost red). */
export default function StepChart({ labels, kept, lost, keptLabel, lostLabel, summary }: { labels: string[]; kept: number[]; lost: number[]; keptLabel: string; lostLabel: string; summary: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels,
        datasets: [
          { label: keptLabel, data: kept, backgroundColor: css(SAFETY.safe) },
          { label: lostLabel, data: lost, backgroundColor: css(SAFETY.danger) },
        ],
      },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { stacked: true, ticks: { color: css(PALETTE.inkSoft) } },
          y: { stacked: true, ticks: { color: css(PALETTE.ink), font: { family: "'Barlow Condensed', Arial, sans-serif", size: 14 } } },
        },
        plugins: { tooltip: { enabled: true } },
      },
    });
    return () => chart.destroy();
  }, [labels, kept, lost, keptLabel, lostLabel]);
  return (
    <div className="step-chart" style={{ height: Math.max(220, labels.length * 30) }}>
      <canvas ref={canvas} role="img" aria-label={summary} data-testid="step-chart" />
    </div>
  );
}
