import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat, pluralRules } from './intl.js';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same locale and options, another for other options', () => {
    const unit = { style: 'unit', unit: 'day', unitDisplay: 'long' } as const;
    expect(numberFormat('ar-AE-u-nu-latn', unit)).toBe(
      numberFormat('ar-AE-u-nu-latn', { ...unit }),
    );
    expect(numberFormat('ar-AE-u-nu-latn', unit)).not.toBe(
      numberFormat('ar-AE-u-nu-latn', { ...unit, unit: 'hour' }),
    );
    expect(numberFormat('en-US')).not.toBe(numberFormat('ar-AE-u-nu-latn'));
    expect(numberFormat('ar-AE-u-nu-latn', unit).format(3)).toBe('3 أيام');
    expect(dateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric' }).format(new Date(0))).toBe(
      '1970',
    );
    expect(pluralRules('ar').select(2)).toBe('two');
  });
});
