/** About how many characters of a chart's category names fit in a pixel of width (14 px condensed type). */
const CHARS_PER_PX = 1 / 7;

/**
 * A category name broken at spaces into lines of at most `max` characters (a word longer than
 * that keeps its own line): on a phone a chart's names go on two or three lines instead of being
 * cut at the edge.
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

/** How many characters a line of names may hold beside bars in a chart this wide: up to about 45 % of it, at least 12. */
export function labelWidth(chartWidth: number): number {
  return chartWidth > 0 ? Math.max(12, Math.floor(chartWidth * 0.45 * CHARS_PER_PX)) : 40;
}
