import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';

const loadFeatures = () => import('./motion-features').then((mod) => mod.default);

/**
 * Motion through `m` components only (strict), with the animation features fetched after
 * the first paint, following the visitor's prefers-reduced-motion setting. Only the routes that
 * animate load the animation library.
 */
export function MotionFeatures({ children }: { children: ReactNode }) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadFeatures} strict>
        {children}
      </LazyMotion>
    </MotionConfig>
  );
}
