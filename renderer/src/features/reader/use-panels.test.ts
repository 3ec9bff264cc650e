import { describe, expect, it } from 'vitest';
import { parsePanels } from './panels-data';

const document = (imgref: string) => ({
  comic: 'origins-1',
  title: 'Origins: The Awakening',
  language: 'ar',
  readingOrder: 'rtl',
  guided: [
    {
      role: ['page'],
      imgref: '/art/comics/origins-1/page-1.ar.svg',
      children: [
        {
          role: ['panel'],
          imgref,
          text: 'الصحراء ليلًا.',
          shot: 'wide',
          cast: ['jalal'],
          children: [
            { role: ['speech'], speaker: { id: 'jalal', name: 'جلال' }, text: 'أنا هنا.' },
          ],
        },
      ],
    },
  ],
});

describe('panel data', () => {
  it('reads each panel box from its xywh fragment, with its description and lettering', () => {
    const panels = parsePanels(
      document('/art/comics/origins-1/page-1.ar.svg#xywh=percent:50.88,45.59,45.63,49.41'),
    );
    expect(panels?.[0]?.[0]).toEqual({
      box: { x: 50.88, y: 45.59, width: 45.63, height: 49.41 },
      description: 'الصحراء ليلًا.',
      lettering: [{ role: ['speech'], speaker: { id: 'jalal', name: 'جلال' }, text: 'أنا هنا.' }],
    });
  });

  it('refuses data that is not panel data', () => {
    expect(parsePanels(document('/art/comics/origins-1/page-1.ar.svg'))).toBeNull();
    expect(parsePanels({ guided: 'no' })).toBeNull();
    expect(parsePanels(null)).toBeNull();
  });
});
