/** The newsletter's and the store's sign-ups: their answers, and the pages their mails link to. */
export const emailLists = {
  newsletter: {
    sentText: 'Check your inbox: confirm with the link we sent to {{email}}.',
    resentTitle: 'Check your inbox',
    resentText: 'This address has not confirmed yet: we sent the link to {{email}} again.',
    alreadyTitle: 'Already subscribed',
    alreadyText: '{{email}} already receives the newsletter.',
    name: 'the newsletter',
    confirmed: '{{email}} will receive the Abtal Universe newsletter.',
    signUpAgain: 'Sign up again on the community page',
  },
  store: {
    sentText:
      "Check your inbox: confirm with the link we sent to {{email}}, and you'll be notified when the store launches.",
    resentTitle: 'Check your inbox',
    resentText: 'This address has not confirmed yet: we sent the link to {{email}} again.',
    alreadyTitle: 'Already registered',
    alreadyText: '{{email}} will be notified when the store launches.',
    name: 'the store launch notice',
    confirmed: '{{email}} will be notified when the store launches.',
    signUpAgain: 'Sign up again on the store page',
  },
  justSent:
    'A confirmation mail was just sent to this address. Check your inbox, or try again in a minute.',
  confirm: {
    title: 'Confirm your subscription',
    subtitle: 'One click in the mail we sent, and your subscription is confirmed.',
    checking: 'Confirming...',
    done: 'Subscription confirmed',
    invalid: 'This confirmation link is invalid or has expired. Sign up again to get a new one.',
    home: 'Back to the home page',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    subtitle: 'Stop the mails of one of our lists. No account needed.',
    question: 'Stop the mails of this list to your address?',
    button: 'Unsubscribe',
    working: 'Unsubscribing...',
    done: 'You are unsubscribed',
    doneText: '{{email}} will get no more mails from {{list}}.',
    invalid: 'This unsubscribe link is invalid.',
    failed: 'The unsubscribe could not be done. Please try again.',
    missing: 'This page needs the link from one of our mails.',
  },
};
