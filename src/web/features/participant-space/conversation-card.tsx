import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { Conversations, ConversationName } from '../../../shared/contracts/conversation.ts';
import { SPACE_MESSAGES_FRAGMENT } from '../../../shared/pages.ts';
import { participantMessages } from '../../../shared/participant-messages.ts';
import { SendIcon } from '../../components/icons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FieldError } from '../../components/ui/field-error.tsx';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../components/ui/tabs.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { errorMessageOf } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { formatTime } from '../../lib/format-date.ts';
import { ParticipantAccessError } from './api/participant-request.ts';
import type { ParticipantAccess } from './api/participant-request.ts';
import { useConversations, useMarkConversationRead, useSendMessage } from './api/conversation.ts';
import { ConversationPlaceholder } from './conversation-placeholder.tsx';

const t = participantMessages.conversation;
// The contract's MESSAGE_MAX (shared/contracts/conversation.ts), not imported: that module brings zod,
// which the pages do not download (decision 0009). The server checks it again.
const MESSAGE_MAX = 1000;

/**
 * 'Messages' (docs/product.md §7.7): the conversation with the person I give to, who reads me
 * as « Votre Père Noël secret », and the one with my Secret Santa, whom I never see named. Its
 * own chunk, downloaded once the space shows (decision 0009). The unread count shows on the
 * card's tabs and in the page's title.
 */
export function ConversationCard({ access }: { access: ParticipantAccess }) {
  const titleId = useId();
  const conversationsQuery = useConversations(access);
  const conversations = conversationsQuery.data;
  const [chosen, setShown] = useState<ConversationName | null>(null);
  // Opened where something waits to be read (an e-mail's « Répondre dans mon espace » brings
  // the person to the message it announced), else with my recipient; then as the person
  // chooses. Fixed once chosen: reading a message must not move the card to the other side.
  const opening = conversations ? openingSide(conversations) : null;
  if (chosen === null && opening !== null) setShown(opening);
  const wanted = chosen ?? opening ?? 'withRecipient';
  // The chosen conversation, or the other when I am in no pair of that side.
  const shown: ConversationName = conversations?.[wanted]
    ? wanted
    : wanted === 'withRecipient'
      ? 'withSanta'
      : 'withRecipient';
  const unread =
    (conversations?.withRecipient?.unread ?? 0) + (conversations?.withSanta?.unread ?? 0);
  useUnreadInTitle(unread);
  const isShown = Boolean(conversations?.withRecipient || conversations?.withSanta);
  const cardRef = useGoToOnArrival(isShown);

  if (!conversations) return conversationsQuery.isError ? null : <ConversationPlaceholder />;
  if (!isShown) return null;

  return (
    <Card
      ref={cardRef}
      id={SPACE_MESSAGES_FRAGMENT}
      tabIndex={-1}
      className="scroll-mt-24 p-5 focus:outline-none sm:p-6"
      role="region"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="font-display text-xl font-bold">
        {t.title}
        {unread > 0 ? (
          <span className="ml-2 inline-flex items-center rounded-full bg-primary px-2 py-0.5 align-middle text-xs font-semibold text-primary-foreground">
            {t.unread(unread)}
          </span>
        ) : null}
      </h2>
      <TabsRoot
        value={shown}
        onValueChange={(value) => setShown(value as ConversationName)}
        className="mt-4"
      >
        <TabsList
          className={cn(
            'grid',
            conversations.withRecipient && conversations.withSanta ? 'grid-cols-2' : 'grid-cols-1',
          )}
        >
          {conversations.withRecipient ? (
            <ConversationTab value="withRecipient" unread={conversations.withRecipient.unread} />
          ) : null}
          {conversations.withSanta ? (
            <ConversationTab value="withSanta" unread={conversations.withSanta.unread} />
          ) : null}
        </TabsList>
        {conversations.withRecipient ? (
          <TabsContent value="withRecipient" className="mt-4">
            <Conversation
              access={access}
              name="withRecipient"
              conversation={conversations.withRecipient}
              otherName={conversations.withRecipient.recipientName}
            />
          </TabsContent>
        ) : null}
        {conversations.withSanta ? (
          <TabsContent value="withSanta" className="mt-4">
            <Conversation
              access={access}
              name="withSanta"
              conversation={conversations.withSanta}
              otherName={t.fromSanta}
            />
          </TabsContent>
        ) : null}
      </TabsRoot>
    </Card>
  );
}

/** The side with unread messages, else the one with my recipient. */
function openingSide(conversations: Conversations): ConversationName {
  const recipientUnread = conversations.withRecipient?.unread ?? 0;
  const santaUnread = conversations.withSanta?.unread ?? 0;
  return santaUnread > 0 && recipientUnread === 0 ? 'withSanta' : 'withRecipient';
}

function ConversationTab({ value, unread }: { value: ConversationName; unread: number }) {
  return (
    <TabsTrigger value={value} className="px-2 text-center text-xs leading-snug sm:text-sm">
      {value === 'withRecipient' ? t.withRecipientTitle : t.withSantaTitle}
      {unread > 0 ? <span className="sr-only"> ({t.unread(unread)})</span> : null}
      {unread > 0 ? (
        <span
          aria-hidden
          className="ml-1.5 inline-grid size-5 place-items-center rounded-full bg-primary text-[11px] font-bold text-primary-foreground"
        >
          {unread}
        </span>
      ) : null}
    </TabsTrigger>
  );
}

function Conversation({
  access,
  name,
  conversation,
  otherName,
}: {
  access: ParticipantAccess;
  name: ConversationName;
  conversation: NonNullable<Conversations[ConversationName]>;
  /** How the other side's messages are signed: the recipient's name, or « Votre Père Noël secret ». */
  otherName: string;
}) {
  const fieldId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(access);
  const markRead = useMarkConversationRead(access);
  const threadRef = useRef<HTMLOListElement>(null);
  const count = conversation.messages.length;
  const newest = conversation.messages.at(-1)?.id;
  const { mutate: markAsRead } = markRead;
  // Asked once per newest message: a failure is not asked again at each render.
  const askedReadFor = useRef<string | undefined>(undefined);

  // Shown, its unread messages are read; the newest is in view at the bottom.
  useEffect(() => {
    if (conversation.unread === 0 || askedReadFor.current === newest) return;
    askedReadFor.current = newest;
    markAsRead(name);
  }, [conversation.unread, newest, name, markAsRead]);
  useEffect(() => {
    const thread = threadRef.current;
    if (thread) thread.scrollTop = thread.scrollHeight;
  }, [count]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const message = text.trim();
    if (message === '') return setError(t.textRequired);
    if (message.length > MESSAGE_MAX) return setError(t.textTooLong);
    setError(null);
    try {
      await send.mutateAsync({ to: name, text: message });
      setText('');
    } catch (failure) {
      if (failure instanceof ParticipantAccessError) return;
      setError(errorMessageOf(failure, t.sendFailed));
    }
  };

  const suggestions = name === 'withRecipient' ? t.questions : t.quickAnswers;
  return (
    <div>
      <p className="text-sm text-muted-foreground">
        {name === 'withRecipient' ? t.withRecipientHint(otherName) : t.withSantaHint}
      </p>
      {'restarted' in conversation && conversation.restarted ? (
        <p className="mt-3 rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground">
          {t.restarted}
        </p>
      ) : null}
      {count === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground italic">{t.empty}</p>
      ) : (
        <ol
          ref={threadRef}
          // Scrolls on its own: reachable by keyboard, and read out as messages arrive.
          tabIndex={0}
          aria-label={name === 'withRecipient' ? t.withRecipientTitle : t.withSantaTitle}
          aria-live="polite"
          className="mt-4 max-h-80 space-y-3 overflow-y-auto rounded-lg pr-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          {conversation.messages.map((message) => (
            <li
              key={message.id}
              className={cn('flex flex-col', message.fromMe ? 'items-end' : 'items-start')}
            >
              <span className="text-xs font-semibold text-muted-foreground">
                {message.fromMe ? t.me : otherName} · {formatTime(message.sentAt)}
              </span>
              <p
                className={cn(
                  'mt-1 max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-line break-words',
                  message.fromMe ? 'bg-primary text-primary-foreground' : 'bg-muted',
                )}
              >
                {message.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4">
        <p className="text-xs font-semibold text-muted-foreground">
          {name === 'withRecipient' ? t.suggestionsLabel : t.quickAnswersLabel}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {suggestions.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              className="rounded-full border px-3 py-1.5 text-left text-xs hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              onClick={() => setText(suggestion)}
            >
              {suggestion}
            </button>
          ))}
        </div>
      </div>
      <form className="mt-4 space-y-2" onSubmit={(event) => void onSubmit(event)} noValidate>
        <label htmlFor={fieldId} className="sr-only">
          {name === 'withRecipient' ? t.withRecipientTitle : t.withSantaTitle}
        </label>
        <Textarea
          id={fieldId}
          rows={3}
          value={text}
          placeholder={t.placeholder}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : errorId}
          onChange={(event) => setText(event.target.value)}
        />
        {error === null ? null : <FieldError id={errorId}>{error}</FieldError>}
        <div className="flex justify-end">
          <Button type="submit" isLoading={send.isPending}>
            {send.isPending ? null : <SendIcon />}
            {send.isPending ? t.sending : t.send}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** « (2) Noël » in the tab's title while messages wait to be read. */
function useUnreadInTitle(unread: number) {
  useEffect(() => {
    if (unread === 0) return;
    const title = document.title;
    document.title = `(${unread}) ${title}`;
    return () => {
      document.title = title;
    };
  }, [unread]);
}

/**
 * Arriving by « Répondre dans mon espace » (`#messages`, docs/product.md §7.7), the page goes to
 * the card once it shows, and the focus with it, so that a screen reader starts there too. Once:
 * the person then goes where they like.
 */
function useGoToOnArrival(isShown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const hasArrived = useRef(false);
  const isAsked = useLocation().hash === `#${SPACE_MESSAGES_FRAGMENT}`;
  useEffect(() => {
    if (!isShown || hasArrived.current) return;
    hasArrived.current = true;
    if (!isAsked) return;
    ref.current?.scrollIntoView({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [isShown, isAsked]);
  return ref;
}
