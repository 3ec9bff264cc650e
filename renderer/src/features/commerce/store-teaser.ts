/**
 * Sample products of the store teaser: display only, nothing is for sale yet. Their names,
 * descriptions and prices are in the `commerce` i18next namespace, under `products.<id>`.
 */
export const SAMPLE_PRODUCTS = [
  { id: 'tee', image: '/art/store/tee.svg' },
  { id: 'figure', image: '/art/store/figure.svg' },
  { id: 'poster', image: '/art/store/poster.svg' },
  { id: 'nft', image: '/art/store/nft.svg' },
] as const;
