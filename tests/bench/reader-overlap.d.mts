import type { Page } from '@playwright/test';

export interface OverlapSize {
  width: number;
  height: number;
  touch: boolean;
}
export interface Overlap {
  state: 'open' | 'turn' | 'guided';
  area: number;
  covering: string[];
  widthShare: number;
  heightShare: number;
}
export const OVERLAP_SIZES: readonly OverlapSize[];
export function measureInPage(): Omit<Overlap, 'state'> | null;
export function overlapStates(page: Page, base: string, edition: 'en' | 'ar'): Promise<Overlap[]>;
