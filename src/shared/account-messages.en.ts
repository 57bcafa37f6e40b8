import type { accountMessages as french } from './account-messages.ts';
import type { Wording } from './language.ts';

/** The English twin of account-messages.ts: the pages around accounts (§9.9). */
export const accountMessages: Wording<typeof french> = {
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
};
