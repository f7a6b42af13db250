/**
 * Times and durations as each standard writes them. SCORM 1.2 and SCORM 2004 disagree, and mixing
 * them is one of the commonest reasons an LMS rejects a value (see shared/guides/lms.md).
 */

/** SCORM 1.2 CMITimespan: HHHH:MM:SS.SS (hours 2–4 digits; capped at 9999 h). */
export function scorm12Timespan(ms: number): string {
  const centis = Math.max(0, Math.round(ms / 10));
  const hours = Math.min(9999, Math.floor(centis / 360_000));
  const minutes = Math.floor((centis % 360_000) / 6000);
  const seconds = (centis % 6000) / 100;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(hours, 4)}:${pad(minutes, 2)}:${seconds.toFixed(2).padStart(5, '0')}`;
}

/** SCORM 1.2 CMITime (a time of day): HH:MM:SS, local time. */
export function scorm12Time(at: number): string {
  const d = new Date(at);
  return [d.getHours(), d.getMinutes(), d.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/** ISO 8601 duration as SCORM 2004 (timeinterval, to hundredths) and xAPI use it: PT1H2M3.45S. */
export function isoDuration(ms: number): string {
  const centis = Math.max(0, Math.round(ms / 10));
  const hours = Math.floor(centis / 360_000);
  const minutes = Math.floor((centis % 360_000) / 6000);
  const seconds = (centis % 6000) / 100;
  let text = 'PT';
  if (hours) text += `${hours}H`;
  if (minutes) text += `${minutes}M`;
  if (seconds || (!hours && !minutes)) text += `${Number(seconds.toFixed(2))}S`;
  return text;
}

/** SCORM 2004 time(second,10,0): ISO 8601 date-time to hundredths, in UTC. */
export function scorm2004Timestamp(at: number): string {
  return new Date(at).toISOString().replace(/(\.\d{2})\dZ$/, '$1Z');
}
