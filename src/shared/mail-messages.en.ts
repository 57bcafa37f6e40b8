import type { Wording } from './language.ts';
import type { mailMessages as french } from './mail-messages.ts';

/**
 * The English twin of mail-messages.ts: the e-mails sent to those whose language is English
 * (docs/product.md §9.9), and the local mailbox page. Only the server and the tests read it.
 */
export const mailMessages: Wording<typeof french> = {
  mail: {
    registrationSubject: (secretSantaName: string) =>
      `Confirm your sign-up to the Secret Santa “${secretSantaName}”`,
    registrationTitle: 'Confirm your sign-up',
    registrationText: (secretSantaName: string, organiserName: string) =>
      `You signed up to the Secret Santa “${secretSantaName}” organised by ${organiserName}. Confirm your address to take part in the draw.`,
    registrationAddress: (address: string) => `Address: ${address}`,
    registrationGiftIdeas: (ideas: string) => `Gift ideas: ${ideas}`,
    registrationNothing: '(nothing)',
    registrationNotYou:
      'If these details aren’t yours, or you didn’t sign up, ignore this email: nothing will happen.',
    registrationButton: 'Confirm my sign-up',
    registrationExpiry: 'This link works for 24 hours.',
    coOrganiserSubject: (secretSantaName: string) =>
      `Organise the Secret Santa “${secretSantaName}” with us`,
    coOrganiserTitle: 'An invitation to co-organise',
    coOrganiserText: (organiserName: string, secretSantaName: string) =>
      `${organiserName} invites you to organise the Secret Santa “${secretSantaName}” with them: the participants, the restrictions, the draw and the e-mails. Like every organiser, you will never see who gives to whom.`,
    coOrganiserAccount:
      'Accept with an account at this address: the page will offer to create one if you have none.',
    coOrganiserButton: 'See the invitation',
    coOrganiserExpiry:
      'This link works for 14 days. If you did not expect this invitation, ignore this e-mail: nothing will be done.',
    verifySubject: 'Confirm your email address – Secret Santa',
    verifyTitle: 'Welcome to Secret Santa!',
    verifyGreeting: (name: string) => `Hello ${name},`,
    verifyText:
      'Thank you for signing up. Confirm your email address and choose your password to start organising your Secret Santas.',
    verifyButton: 'Confirm my email address',
    verifyExpiry:
      'This link works for 24 hours. If you didn’t sign up, ignore this email: no account is created without you.',
    resetSubject: 'Reset your password – Secret Santa',
    resetTitle: 'Reset your password',
    resetText: 'You asked to reset your password. Click the button below to choose a new one.',
    resetButton: 'Choose a new password',
    resetExpiry: 'This link works for 1 hour. If you didn’t ask for it, ignore this email.',
    invitationSubject: (secretSantaName: string) =>
      `🎁 Invitation to the Secret Santa “${secretSantaName}”`,
    invitationTitle: (secretSantaName: string) => `Secret Santa “${secretSantaName}”`,
    invitationIntro: (organiserName: string, secretSantaName: string) =>
      `${organiserName} invites you to take part in the Secret Santa “${secretSantaName}”.`,
    invitationSteps:
      'The draw hasn’t happened yet. In your space, give your address and gift ideas now: the same link will show you who you’re giving to once the draw is made. No password needed.',
    invitationStepsNoAddress:
      'The draw hasn’t happened yet. In your space, give your gift ideas now: the same link will show you who you’re giving to once the draw is made. No password needed.',
    invitationButton: 'Open my space',
    invitationFootnote: (lastDay: string) =>
      `This link is yours alone: don’t forward it. It works until ${lastDay} inclusive. Don’t know the organiser? Simply ignore this email.`,
    drawSubject: (secretSantaName: string) =>
      `🎅 The draw for the Secret Santa “${secretSantaName}” has taken place!`,
    drawTitle: 'The draw has taken place!',
    drawText: (secretSantaName: string) =>
      `The draw for the Secret Santa “${secretSantaName}” has just been made. Find out who you’re giving a gift to in your personal space.`,
    drawButton: 'Find out who I’m giving to',
    redrawSubject: (secretSantaName: string) =>
      `🎅 A new draw for the Secret Santa “${secretSantaName}”`,
    redrawTitle: 'A new draw!',
    redrawText: (secretSantaName: string) =>
      `The draw for the Secret Santa “${secretSantaName}” has been made again: the person you’re giving to may have changed. Your old link no longer works; find your new match with this one.`,
    drawChangedSubject: (secretSantaName: string) =>
      `🎅 Your draw has changed – Secret Santa “${secretSantaName}”`,
    drawChangedTitle: 'Your draw has changed',
    drawChangedText: (secretSantaName: string) =>
      `The participants of the Secret Santa “${secretSantaName}” changed after the draw: you’re now giving to someone else. Find out who in your personal space.`,
    drawChangedButton: 'See who I’m giving to',
    announcementSubject: (organiserName: string, secretSantaName: string) =>
      `${organiserName} writes to everyone: ${secretSantaName}`,
    announcementTitle: (organiserName: string) => `A word from ${organiserName}`,
    announcementText: (organiserName: string, secretSantaName: string) =>
      `${organiserName} writes to everyone taking part in the Secret Santa “${secretSantaName}”:`,
    announcementButton: 'Open my space',
    withdrawnSubject: (secretSantaName: string) =>
      `You’re no longer taking part in the Secret Santa “${secretSantaName}”`,
    withdrawnTitle: 'You’re no longer part of the exchange',
    withdrawnText: (organiserName: string, secretSantaName: string) =>
      `${organiserName}, who organises the Secret Santa “${secretSantaName}”, has ended your participation: you no longer have a gift to give, nobody will give you one in this exchange, and your personal link no longer works.`,
    withdrawnFootnote: (organiserName: string) => `A mistake? Let ${organiserName} know.`,
    messageFromSantaSubject: (secretSantaName: string) =>
      `🎅 A message from your Secret Santa – Secret Santa “${secretSantaName}”`,
    messageFromSantaTitle: 'Your Secret Santa has written to you',
    messageFromSantaText: (secretSantaName: string) =>
      `Your Secret Santa in the Secret Santa “${secretSantaName}” has written to you:`,
    messageFromRecipientSubject: (writerName: string, secretSantaName: string) =>
      `💌 ${writerName} has replied – Secret Santa “${secretSantaName}”`,
    messageFromRecipientTitle: 'The person you’re giving to has written to you',
    messageFromRecipientText: (writerName: string, secretSantaName: string) =>
      `${writerName}, who you’re giving a gift to in the Secret Santa “${secretSantaName}”, has written to you:`,
    messageButton: 'Reply in my space',
    /** Under each reminder: its page stops the event's reminders (docs/product.md §6.9). */
    stopReminders: 'Stop the reminders for this Secret Santa',
    linkFootnote: (lastDay: string) =>
      `This link is yours alone: don’t forward it. It works until ${lastDay} inclusive; after that, ask for a new one from the page.`,
    linkFootnoteUndated:
      'This link is personal: don’t forward it. If it stops working, ask for a new one from the page.',
    completionSubject: (secretSantaName: string) =>
      `🎉 Secret Santa “${secretSantaName}” complete!`,
    completionTitle: 'Every gift has arrived!',
    completionText: (secretSantaName: string) =>
      `Everyone in the Secret Santa “${secretSantaName}” has received their gift. Thank you for taking part, and happy holidays!`,
    personalLinkSubject: (secretSantaName: string) =>
      `Your new link – Secret Santa “${secretSantaName}”`,
    personalLinkTitle: 'Your personal link',
    personalLinkText:
      'Here is a new link to your participant space. Once you open it, the previous one stops working.',
    personalLinkButton: 'Open my space',
    linkFallback: 'If the button doesn’t work, copy this link into your browser:',
    emailChangedSubject: (secretSantaName: string) =>
      `Your email address has been changed – Secret Santa “${secretSantaName}”`,
    emailChangedTitle: 'Your email address has been changed',
    emailChangedText: (organiserName: string, secretSantaName: string, newEmail: string) =>
      `${organiserName}, who organises the Secret Santa “${secretSantaName}”, has replaced this address with ${newEmail}. That’s where your personal link will go from now on.`,
    emailChangedFootnote: (organiserName: string) =>
      `You didn’t ask for this? Let ${organiserName} know: whoever reads that new address can find out who you’re giving a gift to.`,
    organiserNote: 'A word from the organiser:',
    exchangeChangedSubject: (secretSantaName: string) =>
      `📅 The exchange has changed – Secret Santa “${secretSantaName}”`,
    exchangeChangedTitle: 'The exchange has changed',
    exchangeChangedText: (secretSantaName: string) =>
      `The date or place of the exchange for the Secret Santa “${secretSantaName}” has changed. The attached file updates the event in your calendar.`,
    exchangeDateRemovedText: (secretSantaName: string) =>
      `The exchange for the Secret Santa “${secretSantaName}” has no date set for now. You’ll get the new date as soon as it’s chosen.`,
    openSpaceButton: 'Open my space',
    exchangeIn7DaysSubject: (secretSantaName: string) =>
      `⏳ Just 7 days to go – Secret Santa “${secretSantaName}”`,
    exchangeIn7DaysTitle: 'Just 7 days to go!',
    exchangeIn7DaysText: (secretSantaName: string) =>
      `The exchange for the Secret Santa “${secretSantaName}” is in 7 days. Is your gift ready? Your space reminds you who you’re giving to, their address and their ideas.`,
    exchangeIn7DaysTextNoAddress: (secretSantaName: string) =>
      `The exchange for the Secret Santa “${secretSantaName}” is in 7 days. Is your gift ready? Your space reminds you who you’re giving to and their ideas.`,
    exchangeTomorrowSubject: (secretSantaName: string) =>
      `🎁 It’s tomorrow – Secret Santa “${secretSantaName}”`,
    exchangeTomorrowTitle: 'It’s tomorrow!',
    exchangeTomorrowText: (secretSantaName: string) =>
      `The exchange for the Secret Santa “${secretSantaName}” is tomorrow. Don’t forget your gift!`,
    seeMyDrawButton: 'See who I’m giving to',
    giftIdeasReminderSubject: 'Help your Secret Santa: add your gift ideas',
    giftIdeasReminderTitle: 'Help your Secret Santa',
    giftIdeasReminderText: (secretSantaName: string) =>
      `Your gift ideas for the Secret Santa “${secretSantaName}” are still empty. A few ideas will help your Secret Santa get you something you’ll love.`,
    giftIdeasReminderButton: 'Add my gift ideas',
    giftReceivedReminderSubject: (secretSantaName: string) =>
      `📦 Has your gift arrived? – Secret Santa “${secretSantaName}”`,
    giftReceivedReminderTitle: 'Has your gift arrived?',
    giftReceivedReminderText: (secretSantaName: string) =>
      `Once you’ve received your gift from the Secret Santa “${secretSantaName}”, say so in your space with “I got my gift!”: the exchange ends when everyone has.`,
    calendarTitle: (secretSantaName: string) => `Secret Santa “${secretSantaName}”`,
    calendarDescription: (url: string) =>
      `Your space (who you’re giving to, their address, their ideas): ${url}. Open it with the link in your draw email, or ask for a new link there.`,
    calendarDescriptionNoAddress: (url: string) =>
      `Your space (who you’re giving to, their ideas): ${url}. Open it with the link in your draw email, or ask for a new link there.`,
    signature: 'Happy holidays! 🎄 The Secret Santa team',
  },
  mailbox: {
    /** The message's text part, under its HTML. */
    text: 'Text',
    title: 'Local mailbox',
    intro: 'No SMTP server is set up: the emails the app sends are kept here.',
    empty: 'No emails yet.',
    to: 'To',
    subject: 'Subject',
    date: 'Date',
    attachment: 'Attachment',
    back: 'Back to the mailbox',
    thisMachineOnly:
      'The local mailbox only opens on the machine running Secret Santa, at http://localhost (with its port). To send real emails, set SMTP_URL.',
    notSentWarning: (mailboxUrl: string) =>
      `⚠️ No SMTP server set up (SMTP_URL): emails are NOT sent. They can only be read on this machine, at ${mailboxUrl}.`,
  },
};
