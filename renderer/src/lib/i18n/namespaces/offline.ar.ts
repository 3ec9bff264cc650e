import type { Messages } from '../messages';
import type { offline as english } from './offline.en';

/** حفظ القصص للقراءة دون اتصال في المتصفح (قائمة «المزيد» في القارئ). */
export const offline: Messages<typeof english> = {
  save: 'حفظ للقراءة دون اتصال',
  saving: 'جارٍ الحفظ للقراءة دون اتصال…',
  saved: 'محفوظة للقراءة دون اتصال ({{size}})',
  remove: 'إزالة من القراءة دون اتصال',
  failed: 'تعذّر حفظ هذه القصة للقراءة دون اتصال. حاول مجددًا وأنت متصل.',
  list: 'القصص المحفوظة',
  listTitle: 'القصص المحفوظة للقراءة دون اتصال',
  empty: 'لا توجد قصة محفوظة للقراءة دون اتصال في هذا المتصفح.',
  listHint: 'تُفتح القصص المحفوظة في هذا المتصفح دون اتصال.',
  read: 'اقرأ',
  removeComic: 'إزالة من القراءة دون اتصال: {{title}}',
  close: 'إغلاق',
  size: '{{value}} {{unit}}',
  units: { B: 'بايت', kB: 'ك.بايت', MB: 'م.بايت' },
};
