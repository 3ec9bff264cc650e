/** The sponsor unit of the reader's end card and cover and of the kiosk's attract screen. */
export const sponsor = {
  label: 'Sponsor',
  presentedBy: 'Presented by {{brand}}',
  callToAction: 'Visit {{brand}}',
} as const;
