import { LANGUAGES } from '../../shared/language.ts';
import { messages } from '../../shared/messages.ts';

/** A choice of language's options: each language by its own name, marked as that language. */
export function LanguageOptions() {
  return LANGUAGES.map((language) => (
    <option key={language} value={language} lang={language}>
      {messages.language.names[language]}
    </option>
  ));
}
