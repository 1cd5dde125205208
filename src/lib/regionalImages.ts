import type { Region } from './regions.ts';

/** The pictures each region has under /uploads/{region path}/ (drawn by scripts/generate-images.ts). */
export const regionalImageNames = ['hero', 'mission', 'vision', 'team'] as const;
export type RegionalImage = (typeof regionalImageNames)[number];

export const regionalImageSizes: Record<RegionalImage, { width: number; height: number }> = {
  hero: { width: 960, height: 640 },
  mission: { width: 800, height: 600 },
  vision: { width: 800, height: 600 },
  team: { width: 800, height: 600 },
};

/** Changes with every build, so browsers and CDNs never show a stale regional image. */
export const imageVersion = Date.now().toString(36);

/** `/uploads/europe/germany/mission.png?v=…` */
export function regionalImageUrl(region: Region, image: RegionalImage, version: string = imageVersion): string {
  return `/uploads/${region.path}/${image}.png?v=${version}`;
}
