import { ArcElement, Chart, PieController, Title, Tooltip, type Plugin } from 'chart.js';
import { useEffect, useRef } from 'react';
import { css, PALETTE, SAFETY } from '../../scenes/shared/palette';

Chart.register(PieController, ArcElement, Title, Tooltip);

// Percentage labels drawn on each slice (no extra plugin package needed).
const percentLabels: Plugin<'pie'> = {
  id: 'lotoPercentLabels',
  afterDatasetsDraw(chart) {
    const { ctx } = chart;
    const dataset = chart.data.datasets[0];
    if (!dataset) return;
    const values = dataset.data as number[];
    const total = values.reduce((a, b) => a + b, 0) || 1;
    chart.getDatasetMeta(0).data.forEach((arc, i) => {
      const value = values[i] ?? 0;
      if (!value) return;
      const { x, y } = arc.tooltipPosition(true);
      if (x === null || y === null) return;
      ctx.save();
      ctx.fillStyle = css(PALETTE.white);
      ctx.font = "700 18px 'Barlow Condensed', Arial, sans-serif";
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      // The same rounding as the rules (multiply first), so a slice never disagrees with the text.
      ctx.fillText(`${Math.round((value * 100) / total)}%`, x, y);
      ctx.restore();
    });
  },
};

/** The "Resultado Final" pie: correct (green) and wrong (red) attempts, with percentages. */
export default function ResultChart({ correct, wrong, title, labels, summary }: { correct: number; wrong: number; title: string; labels: [string, string]; summary: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, {
      type: 'pie',
      // The white border separates two slices; on a 100% pie it would be a lone white line.
      data: { labels, datasets: [{ data: [correct, wrong], backgroundColor: [css(SAFETY.safe), css(SAFETY.danger)], borderColor: css(PALETTE.white), borderWidth: correct > 0 && wrong > 0 ? 2 : 0 }] },
      options: {
        responsive: true,
        maintainAspectRatio: true,
        animation: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? false : { duration: 500 },
        plugins: { title: { display: true, text: title, font: { family: "'Barlow Condensed', Arial", size: 20, weight: 'bold' }, color: css(PALETTE.navy) }, tooltip: { enabled: true } },
      },
      plugins: [percentLabels],
    });
    return () => chart.destroy();
  }, [correct, wrong, title, labels]);
  return (
    <figure className="result-chart">
      <canvas ref={canvas} role="img" aria-label={summary} data-testid="result-chart" />
      <figcaption className="visually-hidden">{summary}</figcaption>
    </figure>
  );
}
