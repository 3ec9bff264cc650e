/** The account's e-mail: its confirmation page, the profile's e-mail settings, the development mailbox. */
export const mailAccount = {
  verify: {
    title: 'Confirm your email',
    subtitle: 'One click in the mail we sent, and your address is confirmed.',
    checking: 'Confirming your email...',
    done: 'Your email is confirmed. Thank you!',
    invalid:
      'This confirmation link is invalid or has expired. Ask for a new one from your profile.',
    toProfile: 'Go to my profile',
  },
  emailSettings: {
    title: 'Email confirmation',
    unverified:
      'Your email {{email}} is not confirmed yet. Follow the link in the mail we sent you to confirm it.',
    verified: 'Your email {{email}} is confirmed.',
    resend: 'Send the link again',
    sending: 'Sending...',
    resent: 'A new confirmation link is on its way.',
    failed: 'The link could not be sent',
    newEmail: 'New address',
    change: 'Change email',
    changing: 'Sending...',
    changeSent:
      'A link to confirm {{email}} is on its way to that address. Your email changes when you follow it.',
    changeFailed: 'The email could not be changed',
  },
  devMailbox: {
    title: 'Development mailbox',
    intro: 'Every mail this server sent (SMTP_URL is not set). Not available in production.',
    empty: 'No mail yet.',
    to: 'To',
    from: 'From',
    date: 'Date',
    text: 'Plain text',
    choose: 'Choose a mail to read it.',
    refresh: 'Refresh',
  },
};
