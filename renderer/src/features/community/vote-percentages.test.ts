import { describe, expect, it } from 'vitest';
import { votePercentages } from './vote-percentages';

describe('votePercentages', () => {
  it('gives every option 0 when nobody has voted', () => {
    expect(votePercentages([])).toEqual({ jalal: 0, nazra: 0, falqan: 0, fahd: 0 });
    expect(
      votePercentages([
        { option: 'jalal', count: 0 },
        { option: 'fahd', count: 0 },
      ]),
    ).toEqual({ jalal: 0, nazra: 0, falqan: 0, fahd: 0 });
  });

  it('rounds each share of the total to a whole percent', () => {
    expect(
      votePercentages([
        { option: 'jalal', count: 1 },
        { option: 'nazra', count: 1 },
        { option: 'falqan', count: 1 },
        { option: 'fahd', count: 0 },
      ]),
    ).toEqual({ jalal: 33, nazra: 33, falqan: 33, fahd: 0 });
    expect(
      votePercentages([
        { option: 'jalal', count: 2 },
        { option: 'fahd', count: 1 },
      ]),
    ).toEqual({ jalal: 67, nazra: 0, falqan: 0, fahd: 33 });
  });

  it('counts a single vote as 100%', () => {
    expect(votePercentages([{ option: 'falqan', count: 1 }]).falqan).toBe(100);
  });
});
