import { describe, expect, it } from 'vitest';
import { readerText } from './use-reader-text';
import { spokenLines, voiceFor } from './use-read-aloud';

const voice = (name: string, lang: string) => ({ name, lang }) as SpeechSynthesisVoice;

describe('read-aloud', () => {
  it('narrates with the first voice and gives each speaker one of the others, always the same', () => {
    const voices = [voice('narrator', 'ar-SA'), voice('two', 'ar-EG'), voice('three', 'ar-AE')];
    expect(voiceFor(voices, undefined)?.name).toBe('narrator');
    const jalal = voiceFor(voices, 'jalal');
    expect(jalal?.name).not.toBe('narrator');
    expect(voiceFor(voices, 'jalal')).toBe(jalal);
    // With one voice everyone shares it; with none there is none.
    expect(voiceFor([voices[0]!], 'jalal')?.name).toBe('narrator');
    expect(voiceFor([], 'jalal')).toBeUndefined();
  });

  it('reads each panel: its description, then every line with its speaker, in order', () => {
    const lines = spokenLines(readerText('ar'), 4, [
      {
        box: { x: 0, y: 0, width: 100, height: 50 },
        description: 'غرفة التحكّم بالمهمّة.',
        lettering: [
          { role: ['caption'], text: 'فوق دبي.' },
          { role: ['thought'], speaker: { id: 'fahd', name: 'فهد' }, text: 'إنها تأتي من داخلي!' },
        ],
      },
    ]);
    expect(lines).toEqual([
      { panel: '4:0', text: 'غرفة التحكّم بالمهمّة.' },
      { panel: '4:0', text: 'فوق دبي.' },
      { panel: '4:0', text: 'فهد يفكّر: إنها تأتي من داخلي!', speaker: 'fahd' },
    ]);
  });
});
