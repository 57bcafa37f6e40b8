import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type Language, type Wording } from '../../../shared/language.ts';
import type { mailMessages } from '../../../shared/mail-messages.ts';
import { CATALOGUES } from '../../../shared/catalogues.ts';

/** The e-mails' texts of one language (mail-messages.ts or its English twin). */
export type MailTexts = Wording<typeof mailMessages.mail>;

export function mailTextsIn(language: Language): MailTexts {
  return CATALOGUES[language].mailMessages.mail;
}

const MailLanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** Every template below writes in `language`: the recipient's (docs/product.md §9.9). */
export function MailLanguage({ language, children }: { language: Language; children: ReactNode }) {
  return <MailLanguageContext value={language}>{children}</MailLanguageContext>;
}

/** The language of the e-mail being written. */
export function useMailLanguage(): Language {
  return useContext(MailLanguageContext);
}

/** The texts of the e-mail being written, in its recipient's language. */
export function useMailTexts(): MailTexts {
  return mailTextsIn(useMailLanguage());
}
