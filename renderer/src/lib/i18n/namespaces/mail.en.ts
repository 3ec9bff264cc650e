/** Mail-driven account pages: forgotten password, reset, e-mail verification, the development mailbox. */
export const mail = {
  forgot: {
    link: 'Forgot password?',
    title: 'Reset your password',
    subtitle:
      'Enter the email of your account and we will send you a link to choose a new password.',
    submit: 'Send reset link',
    sending: 'Sending...',
    sent: 'If an account exists for {{email}}, a link to reset its password is on its way. It works for 30 minutes.',
    failed: 'The reset link could not be requested',
    back: 'Back to sign in',
  },
  reset: {
    title: 'Choose a new password',
    subtitle:
      'Your new password replaces the old one, and every device signed in to your account is signed out.',
    password: 'New password',
    confirm: 'Confirm new password',
    submit: 'Set new password',
    saving: 'Saving...',
    done: 'Your password has been changed. Sign in with your new password.',
    invalid: 'This reset link is invalid or has expired. Ask for a new one.',
    failed: 'The password could not be changed',
    requestNew: 'Ask for a new link',
    signIn: 'Sign in',
  },
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
