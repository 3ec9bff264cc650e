import type { Messages } from '../messages';
import type { sponsor as en } from './sponsor.en';

export const sponsor: Messages<typeof en> = {
  label: 'الراعي',
  presentedBy: 'بتقديم {{brand}}',
  callToAction: 'زيارة {{brand}}',
};
