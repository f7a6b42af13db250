// Synthesises the simulator's five short sound effects as 16-bit mono WAV files in
// assets/sounds/. Deterministic (seeded noise), so re-running it gives identical files.
// Usage: node scripts/make-sounds.mjs
import { mkdirSync, writeFileSync } from 'node:fs';

const RATE = 22050;
const OUT = 'assets/sounds';

/** A tiny seeded PRNG so the noise in the sounds is the same on every run. */
function noise(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

const env = (t, attack, decay) => (t < attack ? t / attack : Math.exp(-(t - attack) / decay));

/** Renders `seconds` of audio from a sample function f(t, i). */
function render(seconds, f) {
  const n = Math.round(seconds * RATE);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = f(i / RATE, i);
  // Normalise to -1 dBFS and fade the last 5 ms to avoid clicks.
  const peak = out.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  const fade = Math.round(0.005 * RATE);
  for (let i = 0; i < n; i++) {
    out[i] = (out[i] / peak) * 0.89;
    if (i > n - fade) out[i] *= (n - i) / fade;
  }
  return out;
}

function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v * 32767))), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const SOUNDS = {
  // A heavy disconnect switch: a low thump with a metallic clack on top.
  switch: () => {
    const n = noise(1);
    return render(0.32, (t) => {
      const thump = Math.sin(2 * Math.PI * 70 * t) * env(t, 0.002, 0.06);
      const clack = n() * env(t, 0.0005, 0.012) * 0.9;
      const ring = Math.sin(2 * Math.PI * 1850 * t) * env(t, 0.001, 0.04) * 0.25;
      const second = t > 0.045 ? n() * env(t - 0.045, 0.0005, 0.01) * 0.5 : 0;
      return thump + clack + ring + second;
    });
  },
  // A padlock shackle snapping shut: two quick metallic clicks.
  lock: () => {
    const n = noise(2);
    return render(0.25, (t) => {
      const click = (t0, g) => (t >= t0 ? (n() * 0.6 + Math.sin(2 * Math.PI * 3200 * (t - t0))) * env(t - t0, 0.0003, 0.008) * g : 0);
      const body = t >= 0.06 ? Math.sin(2 * Math.PI * 2300 * (t - 0.06)) * env(t - 0.06, 0.001, 0.05) * 0.35 : 0;
      return click(0, 0.7) + click(0.06, 1) + body;
    });
  },
  // A card tag being hung: a soft papery swish.
  tag: () => {
    const n = noise(3);
    let lp = 0;
    return render(0.3, (t) => {
      lp += 0.25 * (n() - lp);
      const swish = Math.sin(Math.PI * Math.min(1, t / 0.22)) * (t < 0.22 ? 1 : 0);
      const tick = t >= 0.22 ? n() * env(t - 0.22, 0.0005, 0.01) * 0.6 : 0;
      return lp * swish * 0.8 + tick;
    });
  },
  // A refusal: a short low double buzz, unmistakable but not shrill.
  error: () =>
    render(0.42, (t) => {
      const on = (t < 0.16 || (t > 0.22 && t < 0.38) ? 1 : 0) * Math.min(1, (t % 0.22) / 0.01);
      const f = 150;
      return on * (Math.sign(Math.sin(2 * Math.PI * f * t)) * 0.5 + Math.sin(2 * Math.PI * f * 2 * t) * 0.3);
    }),
  // Success: a bright rising three-note chime.
  success: () =>
    render(0.9, (t) => {
      const note = (t0, f) => (t >= t0 ? (Math.sin(2 * Math.PI * f * (t - t0)) + 0.3 * Math.sin(2 * Math.PI * f * 2 * (t - t0))) * env(t - t0, 0.004, 0.22) : 0);
      return note(0, 659.25) + note(0.12, 830.61) + note(0.24, 987.77);
    }),
};

mkdirSync(OUT, { recursive: true });
for (const [name, make] of Object.entries(SOUNDS)) {
  const file = `${OUT}/${name}.wav`;
  const bytes = wav(make());
  writeFileSync(file, bytes);
  console.log(`${file}  ${(bytes.length / 1024).toFixed(1)} KB`);
}
