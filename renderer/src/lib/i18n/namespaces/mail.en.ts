/** The password pages a mail leads to: the forgotten password and its reset (and the login's link). */
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
};
