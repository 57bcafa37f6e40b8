import { z } from './zod.ts';
import { accountMessages } from '../account-messages.ts';
import { sameKey } from '../same-key.ts';

const t = accountMessages.auth;
const r = accountMessages.resetPassword;

/** Longest e-mail address SMTP allows (RFC 5321). */
const EMAIL_MAX = 254;
/** Long enough for any passphrase, short enough that hashing it stays cheap. */
export const PASSWORD_MAX = 128;
export const PASSWORD_MIN = 6;
export const NAME_MAX = 100;

export const EmailSchema = z
  .string({ error: t.emailRequired })
  .trim()
  .overwrite(sameKey)
  .min(1, t.emailRequired)
  .max(EMAIL_MAX, t.emailInvalid)
  .pipe(z.email({ error: t.emailInvalid }));

/** How a new-password rule words its refusals, in the words of the form it is on. */
interface NewPasswordTexts {
  required: string;
  tooShort: string;
  tooLong: string;
}

/** The activation page's words (docs/product.md §2.2). */
const activationPasswordTexts: NewPasswordTexts = {
  required: t.passwordRequired,
  tooShort: t.passwordTooShort,
  tooLong: t.passwordTooLong,
};

/** The reset page's words, which the first login shares (docs/product.md §9.1, §8.4). */
const resetPasswordTexts: NewPasswordTexts = {
  required: r.tooShort,
  tooShort: r.tooShort,
  tooLong: r.tooLong,
};

/** A new password: 6 to 128 characters (docs/product.md §2.2, §9.1). */
function newPasswordRule(texts: NewPasswordTexts) {
  return z
    .string({ error: texts.required })
    .min(1, texts.required)
    .min(PASSWORD_MIN, texts.tooShort)
    .max(PASSWORD_MAX, texts.tooLong);
}

/**
 * A form that chooses a password typed twice: the same rule, plus the confirmation, which only
 * the browser needs and which must equal the password (`field`).
 */
function withConfirmation<Shape extends z.ZodRawShape>(
  form: z.ZodObject<Shape>,
  field: keyof Shape & string,
  mismatch: string,
) {
  return form
    .extend({ confirmPassword: z.string() })
    .refine((values: Record<string, unknown>) => values[field] === values.confirmPassword, {
      message: mismatch,
      path: ['confirmPassword'],
    });
}

/** A new password, on the activation page. */
export const NewPasswordSchema = newPasswordRule(activationPasswordTexts);
/** A new password, on the reset page and at the first login. */
export const ResetNewPasswordSchema = newPasswordRule(resetPasswordTexts);

export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: t.passwordRequired })
    .min(1, t.passwordRequired)
    .max(PASSWORD_MAX, t.invalidCredentials),
});
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

const NameSchema = z
  .string({ error: t.nameRequired })
  .trim()
  .min(1, t.nameRequired)
  .max(NAME_MAX, `Le nom ne doit pas dépasser ${NAME_MAX} caractères`);

/**
 * Signing up: a name and an address. The password is chosen on the page the e-mailed link opens
 * (docs/product.md §2.1, §2.2), by whoever reads the mailbox.
 */
export const SignUpRequestSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

export const EmailRequestSchema = z.object({ email: EmailSchema });

/** The token of the link e-mailed at sign-up (docs/decisions/0013). */
const SignUpTokenSchema = z
  .string({ error: accountMessages.authError.invalidLink })
  .min(1, accountMessages.authError.invalidLink)
  .max(256, accountMessages.authError.invalidLink);
export const SignUpTokenQuerySchema = z.object({ token: SignUpTokenSchema });

/**
 * What the link's page shows: whose account it activates, or that the account is active already
 * (the link, or another of the address's, was followed: docs/product.md §2.2).
 */
export const PendingSignUpResponseSchema = z.object({
  signUp: z.object({ email: z.string(), name: z.string(), isActivated: z.boolean() }),
});
export type PendingSignUpResponse = z.infer<typeof PendingSignUpResponseSchema>;

/**
 * Activating: whoever holds the link chooses the account's name and its password, typed once
 * (docs/product.md §2.2). Holding the link proves the mailbox (docs/decisions/0013).
 */
export const CompleteSignUpRequestSchema = z.object({
  token: SignUpTokenSchema,
  name: NameSchema,
  password: NewPasswordSchema,
});
export type CompleteSignUpRequest = z.infer<typeof CompleteSignUpRequestSchema>;

/** The page's form: the name, which the sign-up's fills in, and the password. */
export const CompleteSignUpFormSchema = CompleteSignUpRequestSchema.pick({
  name: true,
  password: true,
});
export type CompleteSignUpForm = z.infer<typeof CompleteSignUpFormSchema>;
export type EmailRequest = z.infer<typeof EmailRequestSchema>;

const ResetTokenSchema = z.string().min(1).max(512);
/** `GET /api/auth/reset-password?token=…`: whether the e-mailed link can still be used. */
export const ResetTokenQuerySchema = z.object({ token: ResetTokenSchema });

export const ResetPasswordRequestSchema = z.object({
  token: ResetTokenSchema,
  newPassword: ResetNewPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** The reset page's form, which the first login's second step shares. */
export const ResetPasswordFormSchema = withConfirmation(
  ResetPasswordRequestSchema.pick({ newPassword: true }),
  'newPassword',
  r.mismatch,
);
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** docs/product.md §1.1: every signed-in user is an organiser. */
  isAdmin: z.literal(true),
});
export type User = z.infer<typeof UserSchema>;

export const SessionResponseSchema = z.object({ user: UserSchema.nullable() });
export const SignedInResponseSchema = z.object({ user: UserSchema });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const OkResponseSchema = z.object({ ok: z.literal(true) });

/** How an organiser may sign in besides a password (docs/product.md §2.8). */
export const SignInOptionsResponseSchema = z.object({
  /** « Se connecter avec {name} », when single sign-on is set up. */
  oidc: z.object({ name: z.string() }).nullable(),
});
/** Where the browser goes to sign in with the company's provider. */
export const OidcStartResponseSchema = z.object({ url: z.url() });
