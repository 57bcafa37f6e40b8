import { AVATARS } from '../../src/shared/avatars.ts';
import type { TestApp, TestClient } from './test-app.ts';

/** A new, empty event of `organiser`'s; its id. */
export async function newEvent(organiser: TestClient, name: string): Promise<string> {
  return (await organiser.post('/api/secret-santas', { name })).body.secretSanta.id as string;
}

/**
 * An event of `names` created by `organiser`, drawn and notified through the API, with each
 * player's id and personal-link token (from their draw e-mail) by name. E-mails carry the
 * event name's length, so that several events of one test file have distinct players.
 */
export async function drawnEvent<Name extends string>(
  t: TestApp,
  organiser: TestClient,
  eventName: string,
  names: readonly Name[],
) {
  const email = (name: string) => `${name.toLowerCase()}.${eventName.length}@example.org`;
  const id = await newEvent(organiser, eventName);
  const ids: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const answer = await organiser.post(`/api/secret-santas/${id}/players`, {
      name,
      email: email(name),
      address: `${name.length} rue du Houx, Lille`,
      imageUrl: AVATARS[3].src,
      giftIdeas: `Idées de ${name}`,
    });
    ids[name] = answer.body.player.id;
  }
  await organiser.post(`/api/secret-santas/${id}/draw`);
  await organiser.post(`/api/secret-santas/${id}/draw/notify`);
  const tokens: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const mail = await t.lastMailTo(email(name));
    tokens[name] = mail!.links
      .find((l) => l.includes(`/participant/${id}/`))!
      .split('/')
      .pop()!;
  }
  return { id, ids, tokens };
}
