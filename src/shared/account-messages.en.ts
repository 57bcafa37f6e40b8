import type { accountMessages as french } from './account-messages.ts';
import type { Wording } from './language.ts';

/** The English twin of account-messages.ts: the pages around accounts (§9.9). */
export const accountMessages: Wording<typeof french> = {
  /** The sign-in, sign-up and password forms (docs/product.md §2). */
  auth: {
    loginTab: 'Sign in',
    registerTab: 'Sign up',
    email: 'Email',
    password: 'Password',
    name: 'Name',
    confirmPassword: 'Confirm password',
    passwordHint: 'At least 6 characters',
    /** The toggle beside a password typed once: its visible words, then its full name. */
    showPassword: 'Show',
    showPasswordName: 'Show password',
    signInWith: (name: string) => `Sign in with ${name}`,
    signInWithFailed: 'Signing in with your company could not start. Try again.',
    loginSubmit: 'Sign in',
    registerSubmit: 'Sign up',
    /** Under a sign-up form, which asks no password (docs/product.md §2.1, §8.3). */
    passwordAfterLink: 'You’ll choose your password on the page of the link we email you.',
    forgotPassword: 'Forgot your password?',
    verificationProblem: 'Trouble confirming your email?',
    verificationProblemNeedsEmail: 'Enter your email to ask for a new confirmation link',
    resetTitle: 'Reset your password',
    resetSubmit: 'Send the reset link',
    backToLogin: 'Back to sign in',
    emailRequired: 'Email is required',
    emailInvalid: 'That doesn’t look like an email address',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Your password needs at least 6 characters',
    passwordTooLong: 'Your password can’t be longer than 128 characters',
    nameRequired: 'Name is required',
    loginFailedToast: 'Something went wrong while signing you in.',
    invalidCredentials: 'Wrong email or password.',
    emailNotConfirmedText:
      'Your email isn’t confirmed yet. Check your inbox, or ask for a new confirmation link.',
    registerFailedGeneric: 'Something went wrong while signing you up.',
    loginSuccessTitle: 'Signed in',
    loginSuccessText: (name: string) => `Welcome, ${name}!`,
    registerSuccessTitle: 'You’re signed up',
    registerSuccessText:
      'We’ve sent you a confirmation email. Follow its link to activate your account.',
    emailSentTitle: 'Email sent',
    resetEmailSentText:
      'If an account uses this address, a password reset link is on its way to it.',
    verificationSentText:
      'If an unconfirmed account uses this address, a new confirmation link is on its way to it.',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes before trying again.',
    notSignedIn: 'Sign in to continue.',
    accountExists: 'You already have an account: sign in with your password.',
    errorTitle: 'Error',
    forgotPasswordIntro: 'Enter your email and we’ll send you a link to choose a new password.',
    checkMailboxTitle: 'Check your inbox',
    checkMailboxSentTo: 'Link sent to',
    checkMailboxHint: 'Don’t forget to look in your spam folder.',
  },
  resetPassword: {
    title: 'New password',
    subtitle: 'Choose a new password for your account.',
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    submit: 'Update password',
    backHome: 'Back to the home page',
    tooShortTitle: 'Password too short',
    tooShort: 'Your password needs at least 6 characters.',
    tooLong: 'Your password can’t be longer than 128 characters.',
    mismatchTitle: 'Passwords don’t match',
    mismatch: 'The passwords don’t match.',
    successTitle: 'Password updated',
    successText: 'Your password has been changed. Taking you home…',
    failed: 'Your password couldn’t be updated. Please try again.',
    resetFailed: 'Something went wrong while resetting your password.',
    invalidLink: 'This reset link is invalid or has expired. Ask for a new one.',
    missingToken: 'This reset link is incomplete. Ask for a new one from the sign-in screen.',
    errorTitle: 'Error',
  },
  verifyEmail: {
    pageTitle: 'Activate my account',
    title: 'Choose your password',
    intro: (email: string) =>
      `This link reached the inbox of ${email}: choose your account’s name and password.`,
    submit: 'Activate my account',
    activatedTitle: 'Account activated',
    activatedText: (name: string) => `Your address is confirmed. Welcome, ${name}!`,
    notYou:
      'Didn’t sign up? Someone entered your address: simply ignore this link, and no account will be made.',
    loadFailed: 'This link can’t be checked right now.',
    signIn: 'Sign in',
    alreadyActiveTitle: 'Account already activated',
    alreadyActive: (email: string) =>
      `The account ${email} is already activated: sign in with your password.`,
  },
  authError: {
    providerTitle: 'Signing in with your company',
    providerFailed: 'Signing in with your company did not go through.',
    providerHint:
      'Your company must confirm your email address, and it must be in one of the domains allowed. Start again from the home page, or sign in with your password.',
    title: 'Confirmation problem',
    invalidLink: 'This email confirmation link is invalid or has expired.',
    notConfirmedHint:
      'Your email address isn’t confirmed yet. Follow the link we emailed you, or ask for a new one below.',
    expiryHint: 'Confirmation links usually expire after 24 hours.',
    resend: 'Resend the confirmation email',
    backHome: 'Back to the home page',
    resendFailed: (message: string) => `The confirmation email couldn’t be resent: ${message}`,
    emailLabel: 'Email',
  },
  invitations: {
    missingEmailTitle: 'Email missing',
    missingEmail: (name: string) => `${name} can’t be sent their link without an email address.`,
    failed: (message: string) => `Something went wrong while sending: ${message}`,
    unknownError: 'Unknown error',
    sentTitle: 'Link sent',
    sent: (name: string) => `${name} will get their personal link by email.`,
    pageTitle: 'Invitation',
    earlierLink:
      'Invitations now give the link to your space directly, with no password. Get yours below, sent to the address of your invitation.',
    errorTitle: 'This invitation link is no longer used',
  },
  participantAuth: {
    title: 'Sign in to open your participant space',
    loginTab: 'Sign in',
    registerTab: 'Create an account',
    linkByEmailTitle: 'Email me my link',
    linkByEmailText:
      'No password needed: type the address your invitation came to, and get the link to your space.',
    notFound: (id: string) => `No Secret Santa found with the ID: ${id}`,
    backHome: 'Back to the home page',
    notAPlayer: (email: string) =>
      `There’s no participant with the email “${email}” in this Secret Santa.`,
    newPassword: 'New password',
    confirmPassword: 'Confirm password',
    createAccount: 'Create my account',
    notFoundTitle: 'Secret Santa not found',
    signedInTitle: 'Welcome!',
    signedInText: 'Your participant space is open.',
  },
  stopReminders: {
    pageTitle: 'Email reminders',
    intro:
      'Stop the reminders for this Secret Santa? The emails you need will still arrive: the draw, its changes and messages.',
    confirm: 'Stop the reminders',
    doneTitle: 'Reminders stopped',
    done: 'You won’t get any more reminders for this Secret Santa. You can turn them back on in your space.',
    failed: 'The reminders couldn’t be stopped. Please try again.',
    invalid: 'This link can’t stop any reminders: it is incomplete or has been changed.',
  },
  coOrganiserInvitation: {
    pageTitle: 'Invitation to co-organise',
    text: (organiserName: string, secretSantaName: string) =>
      `${organiserName} invites you to organise the Secret Santa “${secretSantaName}” with them. You will see and do what an organiser does, without ever knowing who gives to whom.`,
    forAddress: (email: string) => `This invitation is for ${email}.`,
    accept: 'Accept the invitation',
    signInFirst: (email: string) =>
      `Sign in with the account ${email} to accept. No account yet? Create it at this address, then open the e-mail’s link again.`,
    acceptedTitle: 'You co-organise this event',
    open: 'Open the event',
    failed: 'Could not accept the invitation. Try again.',
    invalid:
      'This invitation link no longer works: it expired, a newer invitation replaced it, or it was withdrawn. Ask the organiser to invite you again.',
    otherAccount: (email: string) =>
      `This invitation is for ${email}. Sign out, then sign in with that account to accept it.`,
    used: 'This invitation has already been accepted. The event is in “My Secret Santas” of the account that accepted it: sign in with that account to open it.',
  },
};
