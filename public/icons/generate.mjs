// Regenerates the app icons from one SVG: `node public/icons/generate.mjs` (uses the installed sharp).
// The PNGs are committed; run this only after changing the artwork below.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const here = dirname(fileURLToPath(import.meta.url));

/** Two photo cards and an "S": the product in one glyph. `inset` shrinks the art into the maskable safe zone. */
function artwork({ rounded, inset }) {
  const scale = 1 - inset * 2;
  const offset = 512 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2688EB"/>
      <stop offset="1" stop-color="#5B4FF5"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="url(#bg)"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <rect x="150" y="104" width="236" height="300" rx="36" fill="#FFFFFF" fill-opacity="0.28" transform="rotate(10 268 254)"/>
    <rect x="126" y="106" width="236" height="300" rx="36" fill="#FFFFFF"/>
    <path d="M 296 188 C 276 158 176 152 170 214 C 164 276 318 246 316 318 C 314 378 200 380 166 338"
      fill="none" stroke="#2D6FE0" stroke-width="40" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
</svg>`;
}

const standard = artwork({ rounded: true, inset: 0 });
const fullBleed = artwork({ rounded: false, inset: 0 });
const maskable = artwork({ rounded: false, inset: 0.1 });

writeFileSync(join(here, 'icon.svg'), standard);
const outputs = [
  ['icon-192.png', standard, 192],
  ['icon-512.png', standard, 512],
  ['maskable-192.png', maskable, 192],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', fullBleed, 180],
];
for (const [file, svg, size] of outputs) {
  await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toFile(join(here, file));
  console.log(`icons/${file} ${size}×${size}`);
}
