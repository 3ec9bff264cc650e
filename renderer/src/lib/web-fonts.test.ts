import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  facesInUse,
  familyGroups,
  familyNames,
  parseUnicodeRange,
  textByFamily,
  type FaceRanges,
} from './web-fonts';

describe('parseUnicodeRange', () => {
  it('reads single points, spans and wildcards', () => {
    expect(parseUnicodeRange('U+0-FF, U+131,u+4??')).toEqual([
      [0, 0xff],
      [0x131, 0x131],
      [0x400, 0x4ff],
    ]);
  });

  it('covers every character when the face names no range', () => {
    expect(parseUnicodeRange('')).toEqual([[0, 0x10ffff]]);
  });
});

describe('familyNames', () => {
  it('unquotes each family of a computed font-family, in order', () => {
    expect(familyNames('Bangers, "Bangers Fallback", \'Cairo Variable\', system-ui')).toEqual([
      'Bangers',
      'Bangers Fallback',
      'Cairo Variable',
      'system-ui',
    ]);
  });
});

describe('facesInUse', () => {
  const face = (family: string, range: string): FaceRanges => ({
    family,
    ranges: parseUnicodeRange(range),
  });
  const latin = 'U+0-FF';
  const arabic = 'U+600-6FF';
  const bangers = face('Bangers', latin);
  const kufiLatin = face('Reem Kufi Variable', latin);
  const kufiArabic = face('Reem Kufi Variable', arabic);
  const cairoLatin = face('Cairo Variable', latin);
  const cairoArabic = face('Cairo Variable', arabic);
  const web = [bangers, kufiLatin, kufiArabic, cairoLatin, cairoArabic];
  const local = [face('Bangers Fallback', latin), face('Cairo Fallback', latin)];
  const points = (text: string) => new Set([...text].map((c) => c.codePointAt(0)!));
  const display = 'Bangers, "Bangers Fallback", "Reem Kufi Variable", "Cairo Variable", sans-serif';

  it('picks, for each character, the first family with a face that covers it', () => {
    const used = facesInUse(new Map([[display, points('Heroes أبطال')]]), web, local);
    // Latin from Bangers; Arabic passes Bangers and its stand-in (Latin only) to Reem Kufi.
    expect([...used]).toEqual([bangers, kufiArabic]);
  });

  it('fetches nothing for a family list whose text is all Latin but sets it in a stand-in first', () => {
    const used = facesInUse(
      new Map([['"Cairo Fallback", "Cairo Variable"', points('Read')]]),
      web,
      local,
    );
    expect(used.size).toBe(0);
  });

  it('stops at a generic family', () => {
    const used = facesInUse(new Map([['system-ui, "Cairo Variable"', points('كتاب')]]), web, local);
    expect(used.size).toBe(0);
  });

  it('reads every range of a face, both ends included', () => {
    // Bangers' subsets as the browser lists them: several ranges each, single points among them.
    const latinExt = face('Bangers', 'U+100-2BA, U+1E00-1E9F');
    const latinBasic = face('Bangers', 'U+0-FF, U+2C6, U+2000-206F');
    const used = (text: string) =>
      facesInUse(new Map([['Bangers, sans-serif', points(text)]]), [latinExt, latinBasic], []);
    expect([...used('\u2000')]).toEqual([latinBasic]);
    expect([...used('\u206f\u02c6')]).toEqual([latinBasic]);
    expect([...used('\u1e9f')]).toEqual([latinExt]);
    expect(used('\u2070').size).toBe(0);
  });

  it('fetches each face once for text in several lists', () => {
    const used = facesInUse(
      new Map([
        ['"Cairo Variable", sans-serif', points('Join us')],
        ['"Cairo Variable", "Cairo Fallback"', points('Vote انضم')],
      ]),
      web,
      local,
    );
    expect([...used]).toEqual([cairoLatin, cairoArabic]);
  });
});

describe('familyGroups', () => {
  // Only the family matters here; the browser's FontFace quotes names with spaces.
  const face = (family: string, range: string) => ({ family, unicodeRange: range }) as FontFace;
  const bangers = face('Bangers', 'U+0-FF');
  const cairoLatin = face('"Cairo Variable"', 'U+0-FF');
  const cairoArabic = face('"Cairo Variable"', 'U+600-6FF');
  const kufiLatin = face('"Reem Kufi Variable"', 'U+0-FF');
  const kufiArabic = face('"Reem Kufi Variable"', 'U+600-6FF');
  const faces = [bangers, kufiArabic, cairoLatin, kufiLatin, cairoArabic];

  it('adds each family the text uses on its own, every face of it together', () => {
    expect(familyGroups(faces, new Set(['Bangers', 'Cairo Variable']))).toEqual([
      [bangers],
      [cairoLatin, cairoArabic],
      [kufiArabic, kufiLatin],
    ]);
  });

  it('adds the families the text does not use in one last group, and none when all are used', () => {
    expect(familyGroups(faces, new Set(['Cairo Variable']))).toEqual([
      [cairoLatin, cairoArabic],
      [bangers, kufiArabic, kufiLatin],
    ]);
    expect(
      familyGroups(faces, new Set(['Bangers', 'Cairo Variable', 'Reem Kufi Variable'])),
    ).toHaveLength(3);
    expect(familyGroups(faces, new Set())).toEqual([
      [bangers, kufiArabic, kufiLatin, cairoLatin, cairoArabic],
    ]);
  });
});

describe('textByFamily', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  const page = () => {
    document.body.innerHTML = `
      <h1 style="font-family: Bangers">Heroes</h1>
      <p style="font-family: Cairo">Join <b>us</b> انضم</p>
      <div style="display: none"><span style="font-family: Hidden">never shown</span></div>
      <p style="font-family: Cairo">   </p>`;
    return document.body;
  };
  const codePoints = (text: string) => new Set([...text].map((c) => c.codePointAt(0)!));

  it('collects the characters of the rendered text by the family they are set in', async () => {
    const found = await textByFamily(page(), () => Promise.resolve());
    expect([...found.keys()]).toEqual(['Bangers', 'Cairo']);
    expect(found.get('Bangers')).toEqual(codePoints('Heroes'));
    expect(found.get('Cairo')).toEqual(codePoints('Join us انضم'));
  });

  it('lets the browser have a turn when a slice runs long, and finds the same text', async () => {
    const whole = await textByFamily(page(), () => Promise.resolve());
    // Every reading of the clock is 5 ms after the one before: each text node starts a new slice.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 5));
    const pause = vi.fn(() => Promise.resolve());
    const sliced = await textByFamily(page(), pause);
    expect(pause.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(sliced).toEqual(whole);
  });
});
