import type { Wording } from './language.ts';
import type { serverMessages as french } from './server-messages.ts';

/** The German twin of server-messages.ts. */
export const serverMessages: Wording<typeof french> = {
  api: {
    invalidValue: (field: string) => `Der Wert von „${field}“ wird nicht akzeptiert.`,
    malformedJson: 'Der Inhalt der Anfrage muss gültiges JSON sein.',
    forbiddenOrigin: 'Anfrage abgelehnt: Herkunft nicht zugelassen.',
    foreignHost:
      'Unbekannte Adresse: Dieser Secret-Santa-Server antwortet nur unter seiner öffentlichen Adresse (PUBLIC_URL) und unter localhost.',
    payloadTooLarge: (limit: string) => `Die Anfrage ist zu groß (höchstens ${limit}).`,
    kilobytes: (count: number) => `${count} KB`,
    megabytes: (count: number) => `${count} MB`,
    busy: 'Der Server ist gerade stark ausgelastet. Versuch es in ein paar Sekunden noch einmal.',
    unavailable:
      'Der Dienst ist gerade nicht erreichbar. Versuch es in ein paar Sekunden noch einmal: Es ist nichts verloren gegangen.',
    nulCharacter:
      'Der Text enthält ein ungültiges Zeichen (das Nullzeichen). Entferne es und versuch es noch einmal.',
  },
};
