/** The plans page's questions and the store teaser's sample products (display only). */
export const commerce = {
  faq: {
    cancel: {
      question: 'Can I cancel anytime?',
      answer:
        'Yes. You can cancel your subscription at any time, and you keep your access until the end of your billing period.',
    },
    annual: {
      question: 'Do you offer annual plans?',
      answer: 'Yes. Annual subscriptions save you up to 20% compared with paying monthly.',
    },
    change: {
      question: 'Can I change my plan later?',
      answer: 'Of course. Move up or down between tiers whenever your journey calls for it.',
    },
  },
  products: {
    tee: {
      name: 'Guardians Emblem Tee',
      description: 'Heavy cotton tee with the five guardians in gold foil.',
      price: '$29.99',
    },
    figure: {
      name: 'Fahd Al-Samaa Figure',
      description: 'A 25 cm collectible figure of the Sky Cheetah, hand painted.',
      price: '$79.99',
    },
    poster: {
      name: 'Rise of the Guardians Poster',
      description: 'Museum-grade art print of the Phase 1 cover, signed by the artist.',
      price: '$24.99',
    },
    nft: {
      name: 'Digital Collectible Cover',
      description: 'A numbered digital edition of an alternate episode cover.',
      price: 'from 0.1 ETH',
    },
  },
} as const;
