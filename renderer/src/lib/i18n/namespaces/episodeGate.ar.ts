import type { Messages } from '../messages';
import type { episodeGate as english } from './episodeGate.en';

export const episodeGate: Messages<typeof english> = {
  episodeNumber: 'الحلقة {{number}}',
  locked: 'مقفلة',
  whoReads: 'من يقرؤها ومتى',
  andAbove: '{{tier}} وما فوقها',
  since: '{{who}} منذ {{date}}',
  from: '{{who}} ابتداءً من {{date}}',
  separator: '؛ ',
  backToComics: 'العودة إلى القصص',
  signInToRemind: 'سجّل الدخول لنذكّرك حين تُتاح',
};
