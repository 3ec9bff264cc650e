import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '../../../shared/content/characters.js';
import { PHASE1_GUARDIANS } from '../../../shared/content/phase1.js';
import { STORE_PRODUCTS, storeImage } from './store.js';

/** The guardians a product's copy names: by name or epithet, "the five guardians", or "Phase 1". */
function heroesNamedIn(copy: string): string[] {
  const named = new Set<string>();
  const text = copy.toLowerCase();
  for (const hero of CHARACTERS) {
    const epithet = hero.title.replace(/^The /, '').toLowerCase();
    if (text.includes(hero.name.toLowerCase()) || text.includes(epithet)) named.add(hero.id);
  }
  if (text.includes('five guardians')) for (const hero of CHARACTERS) named.add(hero.id);
  if (text.includes('phase 1')) for (const g of PHASE1_GUARDIANS) named.add(g.characterId);
  return [...named].sort();
}

const drawnHeroes = (svg: string): string[] =>
  [...new Set([...svg.matchAll(/data-hero="([^"]+)"/g)].map((m) => m[1] ?? ''))].sort();

describe('store art matches its copy', () => {
  it.each(STORE_PRODUCTS.map((p) => [p.name, p] as const))('%s', (_name, product) => {
    const svg = storeImage(product);
    expect(svg).toContain(`<title>${product.name}</title>`);
    const named = heroesNamedIn(`${product.name} ${product.description}`);
    const drawn = drawnHeroes(svg);
    if (named.length) expect(drawn).toEqual(named);
    // No guardian's epithet is lettered on a product that does not show that guardian.
    for (const hero of CHARACTERS) {
      if (svg.includes(hero.title.toUpperCase())) expect(drawn).toContain(hero.id);
    }
  });

  it('would catch a product drawn with the wrong guardian', () => {
    const figure = STORE_PRODUCTS.find((p) => p.id === 'figure');
    if (!figure) throw new Error('no figure product');
    expect(heroesNamedIn(`${figure.name} ${figure.description}`)).toEqual(['fahd']);
    expect(drawnHeroes('<g data-hero="asad"></g>')).not.toEqual(['fahd']);
  });
});
