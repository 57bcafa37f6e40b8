// @vitest-environment happy-dom
import { onlineManager } from '@tanstack/react-query';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { SonnerToaster } from '../../sonner-toaster.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OkResponseSchema, SessionResponseSchema } from '../../../shared/contracts/auth.ts';
import {
  CalendarResponseSchema,
  GiftReceivedResponseSchema,
  OwnDetailsResponseSchema,
  ParticipantSpaceResponseSchema,
} from '../../../shared/contracts/participant-space.ts';
import {
  NO_EXCHANGE_DETAILS,
  type ExchangeDetails,
} from '../../../shared/exchange/exchange-details.ts';
import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';
import { describeExchange } from '../../../shared/exchange/describe-exchange.ts';
import { exchangeTimeForReader } from '../../../shared/exchange/reader-time.ts';
import { messages } from '../../../shared/messages.ts';
import { SPACE_MESSAGES_FRAGMENT } from '../../../shared/pages.ts';
import { participantMessages } from '../../../shared/participant-messages.ts';
import { formatLongDate } from '../../lib/format-date.ts';
import { forgetAllParticipantTokens } from '../../lib/participant-link.ts';
import { storageKeys } from '../../lib/storage-keys.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { ConversationsResponseSchema } from '../../../shared/contracts/conversation.ts';
import { answer, refusal, stubApi, stubOffline, unreachable } from '../../testing/stub-api.ts';
import { ParticipantSpaceScreen } from './participant-space-screen.tsx';
import { asShown } from '../../testing/as-shown.ts';
import { accountMessages } from '../../../shared/account-messages.ts';

const t = { ...messages.participantSpace, ...participantMessages.accessDenied };
const SANTA_ID = '5f0c2c7e-8c1a-4d4b-9a57-3e1c1f2b8a10';
const ALICE = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b21';
const BRUNO = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b22';
const CHLOE = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b23';
const DENIS = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b24';
const BASE = `/api/participant/${SANTA_ID}`;

/** A personal-link token as the server writes it (readable payload, then a signature). */
function tokenFor(
  playerId: string,
  { expiresAt = 2_000_000_000, signature = `signature-of-${playerId}` } = {},
): string {
  const claims = { p: 'participant', s: SANTA_ID, u: playerId, e: expiresAt };
  return `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}
const ALICE_TOKEN = tokenFor(ALICE);

function createSpace(overrides: Partial<ParticipantSpace> = {}): ParticipantSpace {
  return {
    secretSanta: {
      id: SANTA_ID,
      name: 'Noël chez Mamie',
      completed: false,
      shareAddresses: false,
      askAddresses: true,
      exchange: NO_EXCHANGE_DETAILS,
      exchangeDayStartsAt: null,
      organiserName: 'Marie',
    },
    year: 2026,
    drawn: false,
    me: {
      id: ALICE,
      name: 'Alice',
      email: 'alice@example.com',
      caredByName: null,
      address: '1 rue des Sapins\n75001 Paris',
      imageUrl: '/avatars/penguin.svg',
      language: 'fr',
      reminders: true,
      giftIdeas: 'Des livres',
      giftReceived: false,
      emailChange: null,
    },
    recipient: null,
    others: [
      { id: BRUNO, name: 'Bruno', address: '2 rue du Houx', imageUrl: '', giftReceived: false },
      {
        id: CHLOE,
        name: 'Chloé',
        address: '3 place du Gui',
        imageUrl: '/avatars/santa.svg',
        giftReceived: true,
      },
    ],
    caredSpaces: [],
    announcements: [],
    ...overrides,
  };
}

function drawnSpace(overrides: Partial<ParticipantSpace> = {}): ParticipantSpace {
  return createSpace({
    drawn: true,
    recipient: {
      id: BRUNO,
      name: 'Bruno',
      address: '2 rue du Houx',
      imageUrl: '',
      giftIdeas: 'Un bonnet rouge',
    },
    ...overrides,
  });
}

const nobodySignedIn = answer(SessionResponseSchema, { user: null });
const noMessages = answer(ConversationsResponseSchema, {
  conversations: {
    withRecipient: { messages: [], unread: 0, restarted: false, recipientName: 'Bruno' },
    withSanta: { messages: [], unread: 0 },
  },
});
const spaceAnswer = (space: ParticipantSpace) => answer(ParticipantSpaceResponseSchema, { space });
/** A save's answer: the person's own details as the server now has them. */
const savedAnswer = ({ me: { address, giftIdeas, language, reminders } }: ParticipantSpace) =>
  answer(OwnDetailsResponseSchema, { me: { address, giftIdeas, language, reminders } });

/** The API: `routes`, and a session check that says nobody is signed in unless told otherwise. */
function stubSpace(routes: Parameters<typeof stubApi>[0]) {
  return stubApi({
    'GET /api/auth/session': nobodySignedIn,
    // After the draw, the messages card asks for the conversations (docs/product.md §7.7).
    [`GET /api/participant/${SANTA_ID}/messages`]: noMessages,
    ...routes,
  });
}

function renderSpace({ token = ALICE_TOKEN }: { token?: string | null } = {}) {
  const path = token ? `/participant/${SANTA_ID}/${token}` : `/participant/${SANTA_ID}`;
  const view = renderScreen(
    <>
      <ParticipantSpaceScreen secretSantaId={SANTA_ID} linkToken={token} />
      <SonnerToaster />
    </>,
    { path },
  );
  return { ...view, user: userEvent.setup() };
}

function account(email: string) {
  return { id: `account-${email}`, email, name: email, isAdmin: true as const };
}

/** What anyone at the keyboard can list: every entry of localStorage that holds a space. */
function storedCopies(): Array<[string, string]> {
  return Object.entries(window.localStorage).filter(([name]) => name.startsWith('secret-santa'));
}

/** The copy is written once the space is on screen, by code loaded on demand. */
async function copiesStored(count: number) {
  await vi.waitFor(() => expect(storedCopies()).toHaveLength(count));
}

/** All of a storage as text, with every base64 string in it decoded too, as one would try. */
function readableStorage(storage: Storage): string {
  return Object.entries(storage)
    .flatMap(([name, value]) => [name, value, ...decodedStrings(value)])
    .join('\n');
}

function decodedStrings(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== 'object' || parsed === null) return [];
    return Object.values(parsed)
      .filter((field): field is string => typeof field === 'string')
      .map((field) => Buffer.from(field, 'base64').toString('utf8'));
  } catch {
    return [];
  }
}

/** A visit while the server answers: the space shows, and the page keeps its copy. */
async function visitOnline(space: ParticipantSpace, options: { token?: string | null } = {}) {
  stubSpace({ [`GET ${BASE}`]: spaceAnswer(space) });
  renderSpace(options);
  await screen.findByText(asShown(t.welcome(space.me.name)));
  cleanup();
}

/** Offline, the page finds no copy it may show: it says the space could not be loaded. */
async function expectNoCopyShown() {
  expect(await screen.findByRole('heading', { name: t.loadFailed })).toBeTruthy();
  expect(screen.queryByText(asShown('Bruno'))).toBeNull();
}

/** Offline, the page shows the copy it kept, marked as possibly stale. */
async function expectCopyShown() {
  expect(await screen.findByText(asShown(t.staleData))).toBeTruthy();
  expect(
    within(screen.getByRole('region', { name: t.recipientTitle })).getByText(asShown('Bruno')),
  ).toBeTruthy();
}

describe('ParticipantSpaceScreen', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    forgetAllParticipantTokens(); // and the ones this page keeps in memory
  });

  afterEach(cleanup);

  it('before the draw: welcomes the participant, waits for the draw, lists the others', async () => {
    const { calls } = stubSpace({ [`GET ${BASE}`]: spaceAnswer(createSpace()) });
    renderSpace();

    expect(await screen.findByRole('heading', { level: 1, name: 'Noël chez Mamie' })).toBeTruthy();
    expect(screen.getByText(asShown(t.edition(2026)))).toBeTruthy();
    expect(screen.getByText(asShown(t.welcome('Alice')))).toBeTruthy();
    expect(screen.getByRole('heading', { name: t.waitingTitle })).toBeTruthy();
    expect(screen.getByText(asShown(t.waitingText))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.recipientTitle })).toBeNull();
    expect(screen.queryByRole('button', { name: t.giftReceivedButton })).toBeNull();

    const email = screen.getByLabelText(asShown(t.myEmail)) as HTMLInputElement;
    expect(email.value).toBe('alice@example.com');
    expect(email.readOnly).toBe(true);
    expect(screen.getByText(asShown(t.emailLocked))).toBeTruthy();
    expect((screen.getByLabelText(asShown(t.myAddress)) as HTMLTextAreaElement).value).toBe(
      '1 rue des Sapins\n75001 Paris',
    );
    expect((screen.getByLabelText(asShown(t.myGiftIdeas)) as HTMLTextAreaElement).value).toBe(
      'Des livres',
    );

    const others = screen.getByRole('region', { name: t.othersTitle });
    const cards = within(others).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Bruno',
      'Chloé',
    ]);
    expect(within(cards[0]!).getByText(asShown('BR'))).toBeTruthy();
    expect(within(cards[0]!).queryByText(asShown(t.giftReceived))).toBeNull();
    expect(within(cards[1]!).getByRole('img', { name: messages.avatars.santa })).toBeTruthy();
    expect(within(cards[1]!).getByText(asShown(t.giftReceived))).toBeTruthy();

    expect(calls.find((call) => call.url === BASE)?.authorization).toBe(`Bearer ${ALICE_TOKEN}`);
    expect(window.sessionStorage.getItem(storageKeys.participantToken(SANTA_ID))).toBe(ALICE_TOKEN);
  });

  it('after the draw: shows the recipient, marks the gift received and shows the end', async () => {
    let space = drawnSpace();
    const { calls } = stubSpace({
      [`GET ${BASE}`]: () => spaceAnswer(space),
      [`POST ${BASE}/gift-received`]: () => {
        space = drawnSpace({
          secretSanta: { ...space.secretSanta, completed: true },
          me: { ...space.me, giftReceived: true },
        });
        return answer(GiftReceivedResponseSchema, { completed: true });
      },
    });
    const { user } = renderSpace();

    const recipient = await screen.findByRole('region', { name: t.recipientTitle });
    expect(within(recipient).getByText(asShown('Bruno'))).toBeTruthy();
    expect(within(recipient).getByText(asShown('2 rue du Houx'))).toBeTruthy();
    expect(within(recipient).getByText(asShown('Un bonnet rouge'))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.waitingTitle })).toBeNull();

    await user.click(screen.getByRole('button', { name: t.giftReceivedButton }));
    // Asked first: one tap is not enough.
    expect(await screen.findByRole('heading', { name: t.giftReceivedConfirmTitle })).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: t.giftReceivedConfirm }));

    expect(await screen.findByText(asShown(t.giftReceivedToast))).toBeTruthy();
    expect(await screen.findByText(asShown(t.completedToast))).toBeTruthy();
    // The completion card is downloaded when it is first needed.
    const completion = await screen.findByRole('region', { name: messages.completion.title });
    // The best news sits above the button: the keyboard and screen reader are taken there.
    await vi.waitFor(() => expect(document.activeElement?.contains(completion)).toBe(true));
    expect(
      screen.getByText(asShown(participantMessages.completion.congratulation('Noël chez Mamie'))),
    ).toBeTruthy();
    expect(screen.getByText(asShown(participantMessages.completion.thanks))).toBeTruthy();
    expect(screen.queryByText(asShown(participantMessages.completion.organiserNote))).toBeNull();
    expect(screen.queryByRole('button', { name: t.giftReceivedButton })).toBeNull();
    expect(screen.getAllByText(asShown(t.giftReceived)).length).toBeGreaterThan(0);
    // Everyone has said so: the exchange is over, the mark stays.
    expect(screen.queryByRole('button', { name: t.giftNotReceivedButton })).toBeNull();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(`${BASE}/gift-received`);
    expect(post?.authorization).toBe(`Bearer ${ALICE_TOKEN}`);
  });

  it('takes a confirmation back until everyone has received theirs', async () => {
    let space = drawnSpace();
    const { calls } = stubSpace({
      [`GET ${BASE}`]: () => spaceAnswer(space),
      [`POST ${BASE}/gift-received`]: () => {
        space = drawnSpace({ me: { ...space.me, giftReceived: true } });
        return answer(GiftReceivedResponseSchema, { completed: false });
      },
      [`DELETE ${BASE}/gift-received`]: () => {
        space = drawnSpace({ me: { ...space.me, giftReceived: false } });
        return answer(GiftReceivedResponseSchema, { completed: false });
      },
    });
    const { user } = renderSpace();

    await user.click(await screen.findByRole('button', { name: t.giftReceivedButton }));
    await user.click(await screen.findByRole('button', { name: t.giftReceivedConfirm }));
    await user.click(await screen.findByRole('button', { name: t.giftNotReceivedButton }));

    expect(await screen.findByText(asShown(t.giftNotReceivedToast))).toBeTruthy();
    expect(await screen.findByRole('button', { name: t.giftReceivedButton })).toBeTruthy();
    expect(
      calls.filter((call) => call.url === `${BASE}/gift-received`).map((call) => call.method),
    ).toEqual(['POST', 'DELETE']);
  });

  it('says when nobody was assigned after the draw', async () => {
    stubSpace({ [`GET ${BASE}`]: spaceAnswer(createSpace({ drawn: true })) });
    renderSpace();

    expect(await screen.findByText(asShown(t.noAssignment))).toBeTruthy();
    expect(screen.getByRole('button', { name: t.giftReceivedButton })).toBeTruthy();
  });

  it('gives a carer the spaces they look after, each by its own link (docs/product.md §4.10)', async () => {
    const leoLink = `/participant/${SANTA_ID}/jeton-de-leo`;
    const space = drawnSpace({
      caredSpaces: [{ id: CHLOE, name: 'Léo', imageUrl: '/avatars/santa.svg', link: leoLink }],
    });
    stubSpace({ [`GET ${BASE}`]: spaceAnswer(space) });
    renderSpace();

    const care = participantMessages.care;
    const heading = await screen.findByRole('heading', { name: care.caredSpacesTitle });
    const link = screen.getByRole('link', { name: care.openSpace('Léo') });
    expect(link.getAttribute('href')).toBe(leoLink);
    expect(heading).toBeTruthy();
  });

  it('says who looks after a space, and offers no account to someone without an address', async () => {
    const space = drawnSpace();
    space.me = { ...space.me, email: null, caredByName: 'Claire' };
    stubSpace({ [`GET ${BASE}`]: spaceAnswer(space) });
    renderSpace();

    expect(
      await screen.findByText(asShown(participantMessages.care.caredBy('Claire'))),
    ).toBeTruthy();
    expect(screen.queryByText(asShown(participantMessages.account.text))).toBeNull();
  });

  it('makes the web addresses of the recipient’s ideas links that open safely, named by their host', async () => {
    const space = drawnSpace();
    // Each piece of text the screen shows alone, as the test's data.
    const before = 'Ce livre :';
    const after = 'ou un bonnet';
    space.recipient = {
      ...space.recipient!,
      giftIdeas: [before, 'https://www.librairie.example/livre?id=7', after].join(' '),
    };
    stubSpace({ [`GET ${BASE}`]: spaceAnswer(space) });
    renderSpace();

    const link = await screen.findByRole('link', { name: 'librairie.example' });
    expect(link.getAttribute('href')).toBe('https://www.librairie.example/livre?id=7');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('says when, and by whom, the organiser changed the e-mail after the draw', async () => {
    const changedAt = Date.UTC(2026, 11, 2, 10);
    const space = createSpace({ drawn: true });
    space.me = {
      ...space.me,
      emailChange: { previousEmail: 'alice@ancien.fr', changedAt, organiserName: 'Olga' },
    };
    stubSpace({ [`GET ${BASE}`]: spaceAnswer(space) });
    renderSpace();

    const notice = t.emailChanged('Olga', formatLongDate(changedAt), 'alice@ancien.fr');
    expect(await screen.findByText(asShown(notice))).toBeTruthy();
    const field = screen.getByLabelText(asShown(t.myEmail));
    expect(field.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });

  it('lets the participant choose the language of their e-mails (docs/product.md §9.9)', async () => {
    const { calls } = stubSpace({
      [`GET ${BASE}`]: spaceAnswer(createSpace()),
      [`PUT ${BASE}/language`]: savedAnswer(
        createSpace({ me: { ...createSpace().me, language: 'en' } }),
      ),
    });
    const { user } = renderSpace();
    const language = (await screen.findByLabelText(asShown(t.myLanguage))) as HTMLSelectElement;
    expect(language.value).toBe('fr');

    await user.selectOptions(language, messages.language.names.en);

    expect(await screen.findByText(asShown(t.languageSaved))).toBeTruthy();
    expect(language.value).toBe('en');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ language: 'en' });
  });

  it('says whether the reminders reach them, and turns them back on (docs/product.md §6.9)', async () => {
    const stopped = createSpace({ me: { ...createSpace().me, reminders: false } });
    const { calls } = stubSpace({
      [`GET ${BASE}`]: spaceAnswer(stopped),
      [`PUT ${BASE}/reminders`]: savedAnswer(createSpace()),
    });
    const { user } = renderSpace();
    const off = await screen.findByRole('switch', { name: t.reminders(false) });
    expect((off as HTMLInputElement).checked).toBe(false);

    await user.click(off);

    const on = await screen.findByRole('switch', { name: t.reminders(true) });
    expect((on as HTMLInputElement).checked).toBe(true);
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ reminders: true });
  });

  it('offers an account to whoever is not signed in: its link goes to their mailbox (decision 0029)', async () => {
    const api = stubSpace({
      [`GET ${BASE}`]: spaceAnswer(createSpace()),
      [`POST ${BASE}/account`]: answer(OkResponseSchema, { ok: true }),
    });
    const { user } = renderSpace();
    const offer = await screen.findByRole('button', { name: participantMessages.account.create });
    expect(screen.getByText(asShown(participantMessages.account.text))).toBeTruthy();

    await user.click(offer);

    expect(await screen.findByText(asShown(participantMessages.account.sent))).toBeTruthy();
    const [asked] = api.callsTo(`POST ${BASE}/account`);
    expect(asked?.authorization).toBe(`Bearer ${ALICE_TOKEN}`);
  });

  it('offers no account to someone signed in', async () => {
    stubSpace({
      'GET /api/auth/session': answer(SessionResponseSchema, {
        user: account('alice@example.com'),
      }),
      [`GET ${BASE}`]: spaceAnswer(createSpace()),
    });
    renderSpace({ token: null });
    await screen.findByText(asShown(t.welcome('Alice')));
    await screen.findByRole('button', { name: messages.signOut.logout });
    expect(screen.queryByRole('button', { name: participantMessages.account.create })).toBeNull();
  });

  it('checks the address like the organiser form, then saves it', async () => {
    const { calls } = stubSpace({
      [`GET ${BASE}`]: spaceAnswer(createSpace()),
      [`PUT ${BASE}/address`]: savedAnswer(
        createSpace({ me: { ...createSpace().me, address: '8 allée des Rennes' } }),
      ),
    });
    const { user } = renderSpace();
    const address = await screen.findByLabelText(asShown(t.myAddress));

    await user.clear(address);
    await user.type(address, 'abc');
    await user.click(screen.getByRole('button', { name: t.saveAddress }));
    expect(await screen.findByText(asShown(messages.players.addressTooShort))).toBeTruthy();
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(address);
    await user.type(address, '  8 allée des Rennes ');
    expect(screen.queryByText(asShown(messages.players.addressTooShort))).toBeNull();
    await user.click(screen.getByRole('button', { name: t.saveAddress }));

    expect(await screen.findByText(asShown(t.addressUpdated))).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      address: '8 allée des Rennes',
    });
    expect((address as HTMLTextAreaElement).value).toBe('8 allée des Rennes');
  });

  it('says so when the gift ideas cannot be saved', async () => {
    stubSpace({
      [`GET ${BASE}`]: spaceAnswer(createSpace()),
      [`PUT ${BASE}/gift-ideas`]: refusal(500, {
        code: 'INTERNAL',
        message: messages.api.unexpected,
      }),
    });
    const { user } = renderSpace();
    const ideas = await screen.findByLabelText(asShown(t.myGiftIdeas));

    await user.type(ideas, ', du thé');
    await user.click(screen.getByRole('button', { name: t.saveGiftIdeas }));

    expect(await screen.findByText(asShown(t.giftIdeasFailed))).toBeTruthy();
    expect((ideas as HTMLTextAreaElement).value).toBe('Des livres, du thé');
  });

  it('offers a new link when the personal link has expired', async () => {
    const { calls } = stubSpace({
      [`GET ${BASE}`]: refusal(401, { code: 'LINK_EXPIRED', message: t.linkExpired }),
      [`POST ${BASE}/new-link`]: answer(OkResponseSchema, { ok: true }),
    });
    const { user } = renderSpace();

    // What happened, then what to do.
    expect(await screen.findByRole('heading', { name: t.linkExpired })).toBeTruthy();
    expect(screen.getByText(asShown(t.expiredLinkText))).toBeTruthy();
    expect(screen.getByText(asShown(SANTA_ID))).toBeTruthy();
    expect(screen.getByText(asShown(t.deniedLinkPresent))).toBeTruthy();
    expect(screen.getByText(asShown(t.deniedLinkExpired))).toBeTruthy();
    expect(screen.getByRole('link', { name: t.signInInstead }).getAttribute('href')).toBe(
      `/santa-auth/${SANTA_ID}`,
    );
    expect(screen.getByRole('link', { name: t.backHome }).getAttribute('href')).toBe('/');

    await user.click(screen.getByRole('button', { name: t.newLinkSubmit }));
    expect(await screen.findByText(asShown(accountMessages.auth.emailRequired))).toBeTruthy();

    await user.type(screen.getByLabelText(asShown(t.newLinkEmail)), 'Alice@Example.com');
    await user.click(screen.getByRole('button', { name: t.newLinkSubmit }));

    expect(await screen.findByText(asShown(t.newLinkSent))).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url).toBe(`${BASE}/new-link`);
    expect(post?.body).toEqual({ email: 'alice@example.com' });
  });

  it('refuses a tampered or cut link without showing anyone’s data, and offers a new one', async () => {
    stubSpace({ [`GET ${BASE}`]: refusal(403, { code: 'FORBIDDEN', message: t.accessDenied }) });
    renderSpace({ token: 'tampered.token' });

    // A link cut when copied: said in plain words, with what to do.
    expect(await screen.findByRole('heading', { name: t.invalidLinkTitle })).toBeTruthy();
    expect(screen.getByText(asShown(t.invalidLinkText))).toBeTruthy();
    expect(screen.getByText(asShown(t.deniedLinkInvalid))).toBeTruthy();
    expect(screen.getByRole('heading', { name: t.newLinkTitle })).toBeTruthy();
    expect(screen.queryByText(asShown('tampered.token'))).toBeNull();
  });

  it('tells someone taken out of the event that they no longer take part, and offers no link', async () => {
    stubSpace({
      [`GET ${BASE}`]: refusal(403, { code: 'NO_LONGER_PLAYING', message: t.noLongerPlaying }),
    });
    renderSpace();

    expect(await screen.findByRole('heading', { name: t.noLongerPlaying })).toBeTruthy();
    expect(screen.getByText(asShown(t.noLongerPlayingText))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t.newLinkTitle })).toBeNull();
    expect(screen.queryByRole('link', { name: t.signInInstead })).toBeNull();
    expect(screen.getByRole('link', { name: t.backHome })).toBeTruthy();
    // The tab's title follows the screen once its effects have run.
    await expect.poll(() => document.title).toContain(t.noLongerPlaying);
  });

  it('asks for the personal link when there is none', async () => {
    const { calls } = stubSpace({
      [`GET ${BASE}`]: refusal(403, { code: 'FORBIDDEN', message: t.accessDenied }),
    });
    renderSpace({ token: null });

    expect(await screen.findByRole('heading', { name: t.noLinkTitle })).toBeTruthy();
    expect(screen.getByText(asShown(t.noLinkText))).toBeTruthy();
    expect(screen.getByText(asShown(t.deniedLinkAbsent))).toBeTruthy();
    expect(screen.getByText(asShown(t.deniedNoAccount))).toBeTruthy();
    expect(calls.find((call) => call.url === BASE)?.authorization).toBeNull();
  });

  it('sends an account whose address was set after the draw to the personal link', async () => {
    stubSpace({
      [`GET ${BASE}`]: refusal(403, {
        code: 'EMAIL_CHANGED_SINCE_DRAW',
        message: t.emailChangedSinceDraw,
      }),
    });
    renderSpace({ token: null });

    expect(await screen.findByRole('heading', { name: t.addressChangedTitle })).toBeTruthy();
    expect(screen.getByText(asShown(t.emailChangedSinceDraw))).toBeTruthy();
    expect(screen.getByText(asShown(t.deniedAddressChanged))).toBeTruthy();
    expect(screen.getByRole('button', { name: t.newLinkSubmit })).toBeTruthy();
  });

  it('shows the last space it loaded, marked as stale, when the server is unreachable', async () => {
    await visitOnline(drawnSpace());

    stubOffline();
    renderSpace();

    await expectCopyShown();
    // Once in the marker, once in the toast.
    await vi.waitFor(() =>
      expect(screen.getAllByText(asShown(messages.app.staleData))).toHaveLength(2),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Noël chez Mamie' })).toBeTruthy();
  });

  it('shows it too when the browser itself says it is offline', async () => {
    await visitOnline(drawnSpace());

    stubOffline();
    onlineManager.setOnline(false);
    try {
      renderSpace();
      await expectCopyShown();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('never shows another participant’s copy, and forgets it when the link is refused', async () => {
    await visitOnline(drawnSpace());

    stubOffline();
    renderSpace({ token: tokenFor(DENIS) });
    await expectNoCopyShown();
    cleanup();
    expect(storedCopies()).toHaveLength(1);

    // Alice was removed from the event: her own link is refused, and her copy goes with it.
    stubSpace({
      [`GET ${BASE}`]: refusal(403, { code: 'NO_LONGER_PLAYING', message: t.noLongerPlaying }),
    });
    renderSpace();
    await screen.findByRole('heading', { name: t.noLongerPlaying });
    await copiesStored(0);
  });

  describe('the copy kept for offline use, as someone else on the same computer would try it', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('holds no name, address, e-mail, idea, id or link in clear after a load by link', async () => {
      stubSpace({ [`GET ${BASE}`]: spaceAnswer(drawnSpace()) });
      renderSpace();
      await screen.findByRole('region', { name: t.recipientTitle });

      await copiesStored(1);
      const everything = readableStorage(window.localStorage);
      for (const secret of [
        'Alice',
        'alice@example.com',
        'Sapins',
        'Des livres',
        'Bruno',
        'rue du Houx',
        'bonnet',
        'Chloé',
        'Noël chez Mamie',
        ALICE,
        BRUNO,
        SANTA_ID,
        ALICE_TOKEN,
        `signature-of-${ALICE}`,
      ]) {
        expect(everything).not.toContain(secret);
      }
    });

    it('cannot be read with a token naming the same person but not signed by the server', async () => {
      await visitOnline(drawnSpace());

      stubOffline();
      renderSpace({ token: tokenFor(ALICE, { signature: 'forged' }) });
      await expectNoCopyShown();
    });

    it('cannot be read with another token of the same event, even moved under its name', async () => {
      await visitOnline(drawnSpace());
      await copiesStored(1);
      const [aliceName, aliceCopy] = storedCopies()[0]!;

      const denisToken = tokenFor(DENIS);
      const denisSpace = createSpace({
        drawn: true,
        me: { ...createSpace().me, id: DENIS, name: 'Denis', email: 'denis@example.com' },
        recipient: {
          id: CHLOE,
          name: 'Chloé',
          address: '3 place du Gui',
          imageUrl: '',
          giftIdeas: '',
        },
      });
      await visitOnline(denisSpace, { token: denisToken });
      await copiesStored(2);
      const denisName = storedCopies().find(([name]) => name !== aliceName)![0];
      window.localStorage.setItem(denisName, aliceCopy);

      stubOffline();
      renderSpace({ token: denisToken });
      await expectNoCopyShown();
      // Worth nothing to anyone: the moved copy is gone, Alice's own is untouched.
      expect(storedCopies()).toEqual([[aliceName, aliceCopy]]);
    });

    it('is deleted, never shown, once the link has expired', async () => {
      const inAnHour = Math.floor(Date.now() / 1000) + 3600;
      const token = tokenFor(ALICE, { expiresAt: inAnHour });
      await visitOnline(drawnSpace(), { token });
      await copiesStored(1);

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime((inAnHour + 1) * 1000);
      stubOffline();
      renderSpace({ token });
      await expectNoCopyShown();
      expect(storedCopies()).toEqual([]);
    });

    it('deletes the clear copy older versions kept, without showing it', async () => {
      const oldCopy = JSON.stringify({ format: 'c58b3168a6473e82', value: drawnSpace() });
      window.localStorage.setItem(`secret-santa-participant-space-${SANTA_ID}`, oldCopy);

      stubOffline();
      renderSpace();
      await expectNoCopyShown();
      expect(window.localStorage.length).toBe(0);
    });

    it('is not kept at all where WebCrypto is missing (plain http on a LAN address)', async () => {
      const crypto = Object.getOwnPropertyDescriptor(window, 'crypto');
      Object.defineProperty(window, 'crypto', { configurable: true, value: {} });
      try {
        await visitOnline(drawnSpace());

        stubOffline();
        renderSpace();
        // The fallback is simply unavailable: it waited for the copy, and there was none.
        expect(await screen.findByRole('heading', { name: t.loadFailed })).toBeTruthy();
        expect(window.localStorage.length).toBe(0);
      } finally {
        if (crypto) Object.defineProperty(window, 'crypto', crypto);
      }
    });

    it('is kept only in this tab, and shown only to the same account, after a session access', async () => {
      stubSpace({
        [`GET ${BASE}`]: spaceAnswer(drawnSpace()),
        'GET /api/auth/session': answer(SessionResponseSchema, {
          user: account('alice@example.com'),
        }),
      });
      renderSpace({ token: null });
      await screen.findByRole('region', { name: t.recipientTitle });
      cleanup();
      await vi.waitFor(() => expect(readableStorage(window.sessionStorage)).toContain('Bruno'));
      expect(window.localStorage.length).toBe(0);

      // The server answers who is signed in, but not the space.
      const offlineAs = (email: string) =>
        stubSpace({
          [`GET ${BASE}`]: unreachable,
          'GET /api/auth/session': answer(SessionResponseSchema, { user: account(email) }),
        });
      offlineAs('bruno@example.com');
      renderSpace({ token: null });
      await expectNoCopyShown();
      cleanup();

      offlineAs('Alice@Example.com');
      renderSpace({ token: null });
      await expectCopyShown();
      expect(window.localStorage.length).toBe(0);
    });

    it.each([
      ['signs out', answer(OkResponseSchema, { ok: true })],
      [
        'was already signed out',
        refusal(401, { code: 'UNAUTHORIZED', message: accountMessages.auth.notSignedIn }),
      ],
    ])('leaves no copy and no link anywhere once the person %s', async (_, signOutAnswer) => {
      const answers = {
        [`GET ${BASE}`]: spaceAnswer(drawnSpace()),
        'GET /api/auth/session': answer(SessionResponseSchema, {
          user: account('alice@example.com'),
        }),
      };
      stubSpace(answers);
      renderSpace({ token: null });
      await screen.findByRole('region', { name: t.recipientTitle });
      cleanup();
      const { calls } = stubSpace({ ...answers, 'POST /api/auth/sign-out': signOutAnswer });
      const { user } = renderSpace();
      await screen.findByRole('region', { name: t.recipientTitle });
      await copiesStored(1);
      // This tab's link, and the copy of the space reached with the session.
      await vi.waitFor(() => expect(window.sessionStorage.length).toBe(2));

      await user.click(await screen.findByRole('button', { name: messages.signOut.logout }));

      await vi.waitFor(() => {
        expect(window.localStorage.length).toBe(0);
        expect(window.sessionStorage.length).toBe(0);
      });
      // The screen still open asks for the space again with the link it was given: that answer
      // leaves no copy behind either (reading one waits for every copy written before).
      await vi.waitFor(() => expect(calls.filter((call) => call.url === BASE)).toHaveLength(2));
      await screen.findByRole('region', { name: t.recipientTitle });
      cleanup();
      stubOffline();
      renderSpace();
      expect(await screen.findByRole('heading', { name: t.loadFailed })).toBeTruthy();
      expect(window.localStorage.length).toBe(0);
      expect(readableStorage(window.sessionStorage)).not.toContain('Bruno');
    });
  });

  describe('the exchange at the top of the space', () => {
    const exchange = {
      ...NO_EXCHANGE_DETAILS,
      date: '2026-12-19',
      time: '15:00',
      budget: { min: 3000, max: 3000 },
      place: 'Chez Mamie',
      note: 'Apportez un dessert\u202f!',
    };
    const withExchange = (details: ExchangeDetails) =>
      drawnSpace({ secretSanta: { ...createSpace().secretSanta, exchange: details } });

    it('says when, how much and where, with the organiser’s word, and gets the calendar file with the link', async () => {
      const createObjectURL = vi.fn(() => 'blob:calendrier');
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
      const api = stubSpace({
        [`GET ${BASE}`]: spaceAnswer(withExchange(exchange)),
        [`GET ${BASE}/calendar`]: answer(CalendarResponseSchema, { calendar: 'BEGIN:VCALENDAR' }),
      });
      const { user } = renderSpace();

      const section = await screen.findByRole('region', { name: messages.exchange.sectionLabel });
      expect(asShown(section.textContent ?? '')).toContain(
        asShown(describeExchange(exchange).join(' · ')),
      );
      expect(asShown(section.textContent ?? '')).toContain(
        asShown(
          `${messages.exchange.organiserNote('Marie')}${messages.format.colon}Apportez un dessert\u202f!`,
        ),
      );
      await user.click(
        within(section).getByRole('button', { name: messages.exchange.addToCalendar }),
      );

      await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledOnce());
      const [download] = api.callsTo(`GET ${BASE}/calendar`);
      expect(download?.authorization).toBe(`Bearer ${ALICE_TOKEN}`);
    });

    it('gives the time where the reader is too, when their clocks say another hour', async () => {
      // Whatever zone the machine running the tests is in, the event is in another one.
      const readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const timeZone = readerZone === 'Pacific/Auckland' ? 'America/New_York' : 'Pacific/Auckland';
      const elsewhere = { ...exchange, timeZone };
      const forReader = exchangeTimeForReader(elsewhere, readerZone, messages);
      expect(forReader).not.toBeNull();
      stubSpace({ [`GET ${BASE}`]: spaceAnswer(withExchange(elsewhere)) });
      renderSpace();
      const section = await screen.findByRole('region', { name: messages.exchange.sectionLabel });
      await within(section).findByText(asShown(forReader!));
      expect(asShown(section.textContent ?? '')).toContain(
        asShown(describeExchange(elsewhere).join(' · ')),
      );
      cleanup();

      // In the reader's own zone, the one time is theirs.
      const here = { ...exchange, timeZone: readerZone };
      stubSpace({ [`GET ${BASE}`]: spaceAnswer(withExchange(here)) });
      renderSpace();
      const again = await screen.findByRole('region', { name: messages.exchange.sectionLabel });
      await vi.dynamicImportSettled();
      const summary = asShown(describeExchange(here).join(' · '));
      expect(asShown(within(again).getByText(summary).textContent ?? '')).toBe(summary);
    });

    it('offers no calendar without a date, and shows nothing when the organiser said nothing', async () => {
      stubSpace({
        [`GET ${BASE}`]: spaceAnswer(withExchange({ ...exchange, date: null, time: null })),
      });
      renderSpace();
      const section = await screen.findByRole('region', { name: messages.exchange.sectionLabel });
      expect(within(section).queryByRole('button')).toBeNull();
      cleanup();

      stubSpace({ [`GET ${BASE}`]: spaceAnswer(drawnSpace()) });
      renderSpace();
      await screen.findByText(asShown(t.welcome('Alice')));
      expect(screen.queryByRole('region', { name: messages.exchange.sectionLabel })).toBeNull();
    });
  });

  describe('the order of the space: what the person must do now comes first (docs/product.md §7.2)', () => {
    const pm = participantMessages.conversation;
    /** The cards as a person scrolling down meets them, by their headings. */
    const headingsInOrder = () =>
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => asShown(heading.textContent ?? ''));
    const expectOrder = (headings: string[]) =>
      expect(headingsInOrder()).toEqual(headings.map(asShown));
    const messagesShown = () => screen.findByRole('region', { name: pm.title });
    const withoutAddress = (space: ParticipantSpace) => ({
      ...space,
      me: { ...space.me, address: '' },
    });
    /** The exchange on the 24th where the event is: its day begins at `dayStartsAt`. */
    const exchangeOn = (timeZone: string, dayStartsAt: string) => ({
      ...createSpace().secretSanta,
      exchange: { ...NO_EXCHANGE_DETAILS, date: '2026-12-24', timeZone },
      exchangeDayStartsAt: Date.parse(dayStartsAt),
    });

    beforeEach(() => {
      // An earlier test's toast would otherwise be found for this one's.
      toast.dismiss();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('before the draw: the address, which says it is missing, and the gift ideas, then the wait', async () => {
      stubSpace({ [`GET ${BASE}`]: spaceAnswer(withoutAddress(createSpace())) });
      renderSpace();
      await screen.findByRole('heading', { name: t.waitingTitle });

      expectOrder([t.myAddress, t.myGiftIdeas, t.waitingTitle, t.myEmail, t.othersTitle]);
      expect(screen.getByText(asShown(t.addressMissing), { exact: false })).toBeTruthy();
    });

    it('after the draw: the recipient, the messages, the own texts, then the gift received', async () => {
      stubSpace({ [`GET ${BASE}`]: spaceAnswer(drawnSpace()) });
      renderSpace();
      await messagesShown();

      expectOrder([
        t.recipientTitle,
        pm.title,
        t.myAddress,
        t.myGiftIdeas,
        t.giftReceivedTitle,
        t.myEmail,
        t.othersTitle,
      ]);
    });

    it('after the draw: a missing address right after the recipient, where saving it leaves it', async () => {
      const saved = drawnSpace();
      stubSpace({
        [`GET ${BASE}`]: spaceAnswer(withoutAddress(drawnSpace())),
        [`PUT ${BASE}/address`]: savedAnswer(saved),
      });
      const { user } = renderSpace();
      await messagesShown();
      const missingFirst = [
        t.recipientTitle,
        t.myAddress,
        pm.title,
        t.myGiftIdeas,
        t.giftReceivedTitle,
        t.myEmail,
        t.othersTitle,
      ];
      expectOrder(missingFirst);

      await user.type(screen.getByLabelText(t.myAddress), '1 rue des Sapins');
      const save = screen.getByRole('button', { name: t.saveAddress });
      await user.click(save);
      await screen.findByText(asShown(t.addressUpdated));
      expect(screen.queryByText(asShown(t.addressMissing), { exact: false })).toBeNull();
      // The card stays where the person was, with the focus.
      expectOrder(missingFirst);
      expect(document.activeElement).toBe(save);
    });

    it('puts « J’ai reçu mon cadeau ! » first once the exchange’s day has come where the event is', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      // Noon in Paris on the 23rd is already the 24th in Auckland.
      vi.setSystemTime(new Date('2026-12-23T11:00:00Z'));
      stubSpace({
        [`GET ${BASE}`]: spaceAnswer(
          drawnSpace({ secretSanta: exchangeOn('Pacific/Auckland', '2026-12-23T11:00:00Z') }),
        ),
      });
      renderSpace();
      await messagesShown();
      expectOrder([
        t.giftReceivedTitle,
        t.recipientTitle,
        pm.title,
        t.myAddress,
        t.myGiftIdeas,
        t.myEmail,
        t.othersTitle,
      ]);
      cleanup();

      // The day before, still low in the page, and still there for a gift that comes early.
      stubSpace({
        [`GET ${BASE}`]: spaceAnswer(
          drawnSpace({ secretSanta: exchangeOn('Europe/Paris', '2026-12-23T23:00:00Z') }),
        ),
      });
      renderSpace();
      await messagesShown();
      expect(headingsInOrder().indexOf(asShown(t.giftReceivedTitle))).toBe(4);
      expect(screen.getByRole('button', { name: t.giftReceivedButton })).toBeTruthy();
    });

    it('asks for no address and shows none while the organiser does not ask for them (§7.4)', async () => {
      const space = drawnSpace({
        secretSanta: { ...createSpace().secretSanta, askAddresses: false },
        recipient: { ...drawnSpace().recipient!, address: null },
      });
      stubSpace({ [`GET ${BASE}`]: spaceAnswer(withoutAddress(space)) });
      renderSpace();
      await messagesShown();

      expectOrder([
        t.recipientTitle,
        pm.title,
        t.myGiftIdeas,
        t.giftReceivedTitle,
        t.myEmail,
        t.othersTitle,
      ]);
      expect(screen.queryByLabelText(t.myAddress)).toBeNull();
      expect(screen.queryByText(asShown(t.addressMissing), { exact: false })).toBeNull();
      const recipient = screen.getByRole('region', { name: t.recipientTitle });
      expect(within(recipient).queryByText(asShown(t.recipientNoAddress('Bruno')))).toBeNull();
      expect(within(recipient).queryByText(asShown(t.addressLabel), { exact: false })).toBeNull();
    });

    it('opens on the messages when the link asks for them (« Répondre dans mon espace »)', async () => {
      stubSpace({ [`GET ${BASE}`]: spaceAnswer(drawnSpace()) });
      renderScreen(<ParticipantSpaceScreen secretSantaId={SANTA_ID} linkToken={ALICE_TOKEN} />, {
        path: `/participant/${SANTA_ID}/${ALICE_TOKEN}#${SPACE_MESSAGES_FRAGMENT}`,
      });
      const card = await messagesShown();
      await vi.waitFor(() => expect(document.activeElement).toBe(card));
    });
  });
});
