/** Sample products of the store teaser: display only, nothing is for sale yet. */
export const SAMPLE_PRODUCTS = [
  {
    id: 'tee',
    name: 'Guardians Emblem Tee',
    description: 'Heavy cotton tee with the five guardians in gold foil.',
    price: '$29.99',
    image: '/art/store/tee.svg',
  },
  {
    id: 'figure',
    name: 'Fahd Al-Samaa Figure',
    description: 'A 25 cm collectible figure of the Sky Cheetah, hand painted.',
    price: '$79.99',
    image: '/art/store/figure.svg',
  },
  {
    id: 'poster',
    name: 'Rise of the Guardians Poster',
    description: 'Museum-grade art print of the Phase 1 cover, signed by the artist.',
    price: '$24.99',
    image: '/art/store/poster.svg',
  },
  {
    id: 'nft',
    name: 'Digital Collectible Cover',
    description: 'A numbered digital edition of an alternate episode cover.',
    price: 'from 0.1 ETH',
    image: '/art/store/nft.svg',
  },
] as const;

/** The sample products in the Arabic edition, in the same order. */
export const SAMPLE_PRODUCTS_AR: Readonly<
  Record<
    (typeof SAMPLE_PRODUCTS)[number]['id'],
    { name: string; description: string; price: string }
  >
> = {
  tee: {
    name: 'قميص شعار الحرّاس',
    description: 'قميص قطني متين يحمل الحرّاس الخمسة بنقشٍ ذهبي.',
    price: '29.99 دولارًا',
  },
  figure: {
    name: 'مجسّم فهد السماء',
    description: 'مجسّم للاقتناء بطول 25 سم لفهد الأجواء، ملوّن يدويًا.',
    price: '79.99 دولارًا',
  },
  poster: {
    name: 'ملصق نهوض الحرّاس',
    description: 'طبعة فنية بجودة المتاحف لغلاف المرحلة الأولى، بتوقيع الفنان.',
    price: '24.99 دولارًا',
  },
  nft: {
    name: 'غلاف رقمي للاقتناء',
    description: 'إصدار رقمي مرقّم لغلاف بديل من إحدى الحلقات.',
    price: 'ابتداءً من 0.1 إيثر',
  },
};
