/** @jsxImportSource hono/jsx */
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Child } from 'hono/jsx';
import type { Context } from 'hono';
import { CATALOGUES } from '../../shared/catalogues.ts';
import type { Language } from '../../shared/language.ts';
import { requestLanguage } from '../http/request-language.ts';
import type { Database } from '../db/database.server.ts';
import { mailOutbox } from '../db/schema.ts';
import { readMailEvents } from '../domain/exchange.server.ts';
import { renderMail } from '../mail/render-mail.tsx';
import type { LinkSigning } from '../mail/sign-personal-link.server.ts';

const MAILBOX_LIMIT = 200;

/** The page's words and dates in its reader's language (docs/product.md §9.6, §9.9). */
function wordingOf(c: Context) {
  const language = requestLanguage(c);
  const { mailMessages, messages } = CATALOGUES[language];
  return {
    language,
    t: mailMessages.mailbox,
    colon: messages.format.colon,
    dateFormat: new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'medium' }),
  };
}

const styles = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f3efe6; color: #1f2937; }
  main { max-width: 960px; margin: 0 auto; padding: 24px 16px; }
  h1 { color: #b91c1c; } a { color: #166534; }
  table { width: 100%; border-collapse: collapse; background: #fff; border-radius: 12px; overflow: hidden; }
  th, td { text-align: left; padding: 10px 12px; border-bottom: 1px solid #e7dcc8; vertical-align: top; }
  .status { font-size: 12px; color: #57534e; }
  iframe { width: 100%; height: 70vh; border: 1px solid #e7dcc8; border-radius: 12px; background: #fff; }
  pre { white-space: pre-wrap; background: #fff; padding: 12px; border-radius: 12px; }
`;

function Page(props: { title: string; language: Language; children: Child }) {
  return (
    <html lang={props.language}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title}</title>
        <style>{styles}</style>
      </head>
      <body>
        <main>{props.children}</main>
      </body>
    </html>
  );
}

/**
 * The local mailbox (docs/product.md §9.6): with no SMTP server configured, every e-mail the
 * app "sends" can be read here, newest first, with working links.
 */
export function createMailboxRoutes(db: Database, signing: LinkSigning, now: () => Date) {
  /** A message as the mail worker would send it now, with the exchange as it is now. */
  const renderRow = async (row: typeof mailOutbox.$inferSelect) => {
    const secretSantaId = row.secretSantaId;
    if (secretSantaId === null) return renderMail(row, signing);
    const events = await readMailEvents(db, [secretSantaId]);
    return renderMail(row, signing, {
      secretSantaId,
      event: events.get(secretSantaId),
      now: now(),
    });
  };
  const findRow = async (id: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    return row;
  };
  return new Hono()
    .get('/', async (c) => {
      const { language, t, dateFormat } = wordingOf(c);
      const rows = await db
        .select({
          id: mailOutbox.id,
          recipient: mailOutbox.recipient,
          kind: mailOutbox.kind,
          payload: mailOutbox.payload,
          language: mailOutbox.language,
          status: mailOutbox.status,
          createdAt: mailOutbox.createdAt,
        })
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(MAILBOX_LIMIT);
      const withSubjects = await Promise.all(
        rows.map(async (row) => ({ ...row, subject: (await renderMail(row, signing)).subject })),
      );
      return c.html(
        <Page title={t.title} language={language}>
          <h1>📬 {t.title}</h1>
          <p>{t.intro}</p>
          {withSubjects.length === 0 ? (
            <p>{t.empty}</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th>{t.date}</th>
                  <th>{t.to}</th>
                  <th>{t.subject}</th>
                </tr>
              </thead>
              <tbody>
                {withSubjects.map((row) => (
                  <tr>
                    <td>{dateFormat.format(row.createdAt)}</td>
                    <td>{row.recipient}</td>
                    <td>
                      <a href={`/dev/mailbox/${row.id}`}>{row.subject}</a>
                      <div class="status">{row.status}</div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Page>,
      );
    })
    .get('/:id/attachments/:index', async (c) => {
      const row = await findRow(c.req.param('id'));
      const attachment = row && (await renderRow(row)).attachments?.[Number(c.req.param('index'))];
      if (!attachment) return c.notFound();
      return c.body(attachment.content, 200, {
        'Content-Type': attachment.contentType,
        'Content-Disposition': `attachment; filename="${attachment.filename}"`,
      });
    })
    .get('/:id', async (c) => {
      const { language, t, colon, dateFormat } = wordingOf(c);
      const id = c.req.param('id');
      const row = await findRow(id);
      if (!row) return c.notFound();
      const mail = await renderRow(row);
      // Links in the message open in the whole tab, as they would from a mail client.
      const srcdoc = mail.html.replace('<head>', '<head><base target="_top">');
      return c.html(
        <Page title={mail.subject} language={language}>
          <p>
            <a href="/dev/mailbox">← {t.back}</a>
          </p>
          <h1>{mail.subject}</h1>
          <p>
            {t.to}
            {colon}
            {row.recipient} · {dateFormat.format(row.createdAt)}
          </p>
          {mail.attachments?.map((attachment, index) => (
            <p>
              {t.attachment}
              {colon}
              <a href={`/dev/mailbox/${id}/attachments/${index}`}>📅 {attachment.filename}</a>
            </p>
          ))}
          <iframe
            title={mail.subject}
            sandbox="allow-top-navigation-by-user-activation allow-popups"
            srcdoc={srcdoc}
          />
          <h2>{t.text}</h2>
          <pre>{mail.text}</pre>
        </Page>,
      );
    });
}
