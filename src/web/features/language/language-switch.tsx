import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from '../../../shared/language.ts';
import { messages } from '../../../shared/messages.ts';
import { buttonClassName } from '../../components/ui/button.tsx';

const t = messages.language;

/**
 * 'Français / English' in every header (docs/product.md §9.9): names the other language, in
 * that language ('EN' on a phone, 'English' wider). The choice is kept in a cookie for a year;
 * the server reads it to send each page in that language's build (decision 0025), so the
 * page is loaded again.
 */
export function LanguageSwitch() {
  const switchLanguage = () => {
    const secure = window.location.protocol === 'https:' ? '; secure' : '';
    document.cookie = `${LANGUAGE_COOKIE}=${t.other}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
    window.location.reload();
  };
  return (
    <button
      type="button"
      lang={t.other}
      aria-label={t.otherName}
      className={buttonClassName('ghost', 'sm', 'rounded-full px-2.5 font-bold sm:px-3')}
      onClick={switchLanguage}
    >
      <span aria-hidden="true" className="sm:hidden">
        {t.otherShort}
      </span>
      <span aria-hidden="true" className="hidden sm:inline">
        {t.otherName}
      </span>
    </button>
  );
}
