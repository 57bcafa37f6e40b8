import { useId } from 'react';
import { LanguageOptions } from '../../components/language-options.tsx';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
} from '../../../shared/language.ts';
import { messages } from '../../../shared/messages.ts';
import { cn } from '../../lib/cn.ts';
import { buttonClassName } from '../../components/ui/button.tsx';

const t = messages.language;

/**
 * The choice of language in every header (docs/product.md §9.9): each language by its own
 * name, the page's chosen. The choice is kept in a cookie for a year; the server reads it to
 * send each page in that language's build (decision 0025), so the page is loaded again.
 */
export function LanguageSwitch() {
  const id = useId();
  const choose = (language: string) => {
    if (!isLanguage(language) || language === t.current) return;
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
    window.location.reload();
  };
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t.label}
      </label>
      <select
        id={id}
        value={t.current}
        className={cn(
          buttonClassName('ghost', 'sm', 'rounded-full px-2.5 font-bold sm:px-3'),
          'cursor-pointer bg-transparent',
        )}
        onChange={(event) => choose(event.target.value)}
      >
        <LanguageOptions />
      </select>
    </>
  );
}
