import sharp from 'sharp';

/**
 * Cover images for demo content, drawn here rather than shipped as binaries: a diagonal gradient with soft
 * circles and lines, 1200×630 (the Open Graph size), different for every index. No text, so no fonts needed.
 */
const PALETTES: Array<[string, string, string]> = [
  ['#0b3d91', '#1f8ef1', '#9ad0ff'],
  ['#0f5132', '#20c997', '#b6f0dc'],
  ['#5a189a', '#9d4edd', '#e0c3fc'],
  ['#7f1d1d', '#f97316', '#fed7aa'],
  ['#134e4a', '#0ea5e9', '#bae6fd'],
  ['#1e293b', '#6366f1', '#c7d2fe'],
  ['#713f12', '#eab308', '#fef08a'],
  ['#831843', '#ec4899', '#fbcfe8'],
];

/** A small deterministic pseudo-random sequence (mulberry32), so a given index always draws the same picture. */
function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @returns a JPEG of 1200×630 pixels. */
export async function renderCover(index: number): Promise<Buffer> {
  const [dark, mid, light] = PALETTES[index % PALETTES.length];
  const random = randomSequence(index + 1);
  const circles = Array.from({ length: 7 }, () => {
    const r = 40 + random() * 220;
    return `<circle cx="${(random() * 1200).toFixed(0)}" cy="${(random() * 630).toFixed(0)}" r="${r.toFixed(0)}" fill="${light}" fill-opacity="${(0.08 + random() * 0.2).toFixed(2)}"/>`;
  }).join('');
  const lines = Array.from({ length: 5 }, (_, i) => {
    const y = 120 + i * 90 + random() * 30;
    return `<path d="M0 ${y.toFixed(0)} C 300 ${(y - 80).toFixed(0)}, 900 ${(y + 80).toFixed(0)}, 1200 ${y.toFixed(0)}" stroke="${light}" stroke-opacity="0.25" stroke-width="3" fill="none"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/>
    </linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>${circles}${lines}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}
