const STATS = [
  { value: '500K+', label: 'Engaged audience across the region' },
  { value: '95%', label: 'Brand recall in story-driven placements' },
  { value: '360°', label: 'Integration: comics, metro, retail, events and social' },
] as const;

const SECTORS = [
  {
    title: 'Metro and Transportation',
    image: '/art/sectors/metro.svg',
    text: 'Station takeovers, train wraps and AR comics on the daily commute.',
  },
  {
    title: 'Retail and Fashion',
    image: '/art/sectors/retail.svg',
    text: 'Capsule collections, window stories and in-store hero moments.',
  },
  {
    title: 'Food and Beverage',
    image: '/art/sectors/food.svg',
    text: 'Collectible packaging, themed menus and point-of-sale AR experiences.',
  },
] as const;

export function PartnershipStats() {
  return (
    <section aria-label="Why partner with us" className="grid gap-5 sm:grid-cols-3">
      {STATS.map((stat) => (
        <div key={stat.value} className="rounded-2xl border border-line bg-night p-6 text-center">
          <p className="font-display text-5xl tracking-wide text-gold">{stat.value}</p>
          <p className="mt-2 text-mist">{stat.label}</p>
        </div>
      ))}
    </section>
  );
}

export function PartnershipSectors() {
  return (
    <section aria-labelledby="sectors-heading">
      <h2 id="sectors-heading" className="font-display text-4xl tracking-wide text-gold">
        Partnership Sectors
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-3">
        {SECTORS.map((sector) => (
          <article
            key={sector.title}
            className="overflow-hidden rounded-2xl border border-line bg-night"
          >
            <img
              src={sector.image}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              className="aspect-video w-full bg-dusk object-cover"
            />
            <div className="p-5">
              <h3 className="text-lg font-bold text-sand">{sector.title}</h3>
              <p className="mt-2 text-sm text-mist">{sector.text}</p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
