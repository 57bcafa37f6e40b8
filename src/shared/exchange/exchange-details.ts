/**
 * An amount or a range in hundredths of the event's currency (integers, `min <= max`: euro
 * cents, or a hundredth of a yen, which no budget uses); one amount has `min === max`.
 */
export type Budget = { min: number; max: number };

/**
 * When, for how much and where the gifts are exchanged, as the organiser gave them. The date
 * and the time are wall-clock values in `timeZone`: they are stored as typed, not as an instant,
 * so that "19 December at 15 h" stays 15 h for everyone, whatever their own clock says.
 */
export type ExchangeDetails = {
  /** 'YYYY-MM-DD', the day in the event's time zone; null: not set. */
  date: string | null;
  /** 'HH:MM' (24 h); null: the whole day. Only meaningful with a date. */
  time: string | null;
  /** An IANA time zone name, e.g. 'Europe/Paris'. */
  timeZone: string;
  budget: Budget | null;
  /** The budget's ISO 4217 currency ('EUR', 'USD'), chosen by the organiser. */
  currency: string;
  /** '': no place. */
  place: string;
  /** The organiser's word to everyone; '': none. */
  note: string;
};

/** The family is in France: an event's clock is Paris's unless the organiser says otherwise. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

/**
 * The event's currency (docs/product.md §3.6), any ISO 4217 code the runtime knows: an event
 * whose organiser never chose one counts in euros, as every budget did before currencies.
 */
export const DEFAULT_CURRENCY = 'EUR';

/** An event whose organiser has not said anything about the exchange yet. */
export const NO_EXCHANGE_DETAILS: Readonly<ExchangeDetails> = {
  date: null,
  time: null,
  timeZone: DEFAULT_TIME_ZONE,
  budget: null,
  currency: DEFAULT_CURRENCY,
  place: '',
  note: '',
};
