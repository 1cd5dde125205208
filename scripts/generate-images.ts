/**
 * Draws the regional illustrations (hero, mission, vision, team) as SVG and writes them as
 * compact PNGs to public/uploads/{region path}/. Runs before every build and dev start, so
 * no binary image is kept in git. Abstract landscapes and shapes only: no pictures of people.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { defaultRegion, regions, type Region } from '../src/lib/regions.ts';
import { regionalImageNames, regionalImageSizes, type RegionalImage } from '../src/lib/regionalImages.ts';

/** Two accent colours per region, taken from its flag, so each region's pictures feel its own. */
const accents: Record<string, [string, string]> = {
  default: ['#FF9B42', '#F26B3A'],
  netherlands: ['#F28C28', '#21468B'],
  germany: ['#FFCE00', '#DD0000'],
  france: ['#0055A4', '#EF4135'],
  uk: ['#C8102E', '#012169'],
  canada: ['#D52B1E', '#F2A27A'],
  usa: ['#B22234', '#3C3B6E'],
  australia: ['#00843D', '#FFCD00'],
  new_zealand: ['#00247D', '#CC142B'],
  thailand: ['#A51931', '#2D2A4A'],
  india: ['#FF9933', '#138808'],
};

function hills(width: number, height: number, a: string, b: string): string {
  return `
    <path d="M0 ${height * 0.72} C ${width * 0.25} ${height * 0.55}, ${width * 0.5} ${height * 0.8}, ${width} ${height * 0.62} V ${height} H 0 Z" fill="${a}" opacity="0.35"/>
    <path d="M0 ${height * 0.82} C ${width * 0.3} ${height * 0.7}, ${width * 0.7} ${height * 0.95}, ${width} ${height * 0.78} V ${height} H 0 Z" fill="${b}" opacity="0.45"/>`;
}

function drawing(image: RegionalImage, [a, b]: [string, string]): string {
  const { width, height } = regionalImageSizes[image];
  const sky = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFE9D6"/><stop offset="1" stop-color="#FFFAF5"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>`;
  const sun = (cx: number, cy: number, r: number) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#FF9B42"/><circle cx="${cx}" cy="${cy}" r="${r * 1.5}" fill="#FF9B42" opacity="0.18"/>`;
  switch (image) {
    case 'hero':
      return `${sky}${sun(width * 0.7, height * 0.42, height * 0.14)}${hills(width, height, a, b)}`;
    case 'mission':
      return `${sky}${sun(width * 0.75, height * 0.25, height * 0.1)}${hills(width, height, a, b)}
        <path d="M${width * 0.2} ${height} C ${width * 0.45} ${height * 0.85}, ${width * 0.3} ${height * 0.7}, ${width * 0.55} ${height * 0.58} S ${width * 0.7} ${height * 0.45}, ${width * 0.72} ${height * 0.38}" fill="none" stroke="#2B2420" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 16"/>`;
    case 'vision':
      return `${sky}<rect y="${height * 0.6}" width="${width}" height="${height * 0.4}" fill="${a}" opacity="0.25"/>
        ${sun(width * 0.5, height * 0.6, height * 0.16)}
        <rect y="${height * 0.6}" width="${width}" height="${height * 0.4}" fill="${b}" opacity="0.3"/>
        <path d="M${width * 0.15} ${height * 0.3} q 12 -10 24 0 q 12 -10 24 0 M${width * 0.25} ${height * 0.22} q 10 -8 20 0 q 10 -8 20 0" fill="none" stroke="#2B2420" stroke-width="3" stroke-linecap="round"/>`;
    case 'team': {
      const nodes = [
        [0.3, 0.4], [0.5, 0.3], [0.7, 0.42], [0.4, 0.65], [0.62, 0.68],
      ].map(([x = 0, y = 0]) => [x * width, y * height] as const);
      const lines = nodes.flatMap(([x1, y1], i) => nodes.slice(i + 1).map(([x2, y2]) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#2B2420" stroke-opacity="0.25" stroke-width="3"/>`));
      const circles = nodes.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${height * 0.08}" fill="${[a, b, '#FF9B42'][i % 3]}"/>`);
      return `${sky}${lines.join('')}${circles.join('')}`;
    }
  }
}

async function render(region: Region): Promise<void> {
  const folder = new URL(`../public/uploads/${region.path}/`, import.meta.url);
  await mkdir(folder, { recursive: true });
  const colors = accents[region.id] ?? accents['default'] ?? ['#FF9B42', '#F26B3A'];
  for (const image of regionalImageNames) {
    const { width, height } = regionalImageSizes[image];
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${drawing(image, colors)}</svg>`;
    const png = await sharp(Buffer.from(svg)).png({ palette: true, quality: 90, compressionLevel: 9 }).toBuffer();
    await writeFile(new URL(`${image}.png`, folder), png);
  }
}

await Promise.all([...regions, defaultRegion].map(render));
console.log(`regional images written for ${regions.length + 1} regions`);
