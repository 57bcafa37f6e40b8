import { z } from './zod.ts';
import { messages } from '../messages.ts';
import { accountMessages } from '../account-messages.ts';
import { sameKey } from '../same-key.ts';

const t = messages.auth;
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
  /** The confirmation differs. */
  mismatch: string;
}

/** The sign-up forms' words (docs/product.md §2.1, §2.2, §8.3). */
const signUpPasswordTexts: NewPasswordTexts = {
  required: t.passwordRequired,
  tooShort: t.passwordTooShort,
  tooLong: t.passwordTooLong,
  mismatch: t.passwordsDontMatch,
};

/** The reset page's words, which the first login shares (docs/product.md §9.1, §8.4). */
const resetPasswordTexts: NewPasswordTexts = {
  required: r.tooShort,
  tooShort: r.tooShort,
  tooLong: r.tooLong,
  mismatch: r.mismatch,
};

/** A new password: 6 to 128 characters (docs/product.md §2.1, §9.1). */
function newPasswordRule(texts: NewPasswordTexts) {
  return z
    .string({ error: texts.required })
    .min(1, texts.required)
    .min(PASSWORD_MIN, texts.tooShort)
    .max(PASSWORD_MAX, texts.tooLong);
}

/**
 * A form that chooses a password: the same rule, plus the confirmation, which only the browser
 * needs and which must equal the password (`field`). Every new-password form's schema is made
 * here, so their rules and words cannot drift apart.
 */
function withConfirmation<Shape extends z.ZodRawShape>(
  form: z.ZodObject<Shape>,
  field: keyof Shape & string,
  texts: NewPasswordTexts,
) {
  return form
    .extend({ confirmPassword: z.string() })
    .refine((values: Record<string, unknown>) => values[field] === values.confirmPassword, {
      message: texts.mismatch,
      path: ['confirmPassword'],
    });
}

/** A new password, on the sign-up forms and the activation page. */
export const NewPasswordSchema = newPasswordRule(signUpPasswordTexts);
/** A new password, on the reset page and at the first login. */
export const ResetNewPasswordSchema = newPasswordRule(resetPasswordTexts);

/** A sign-up form's password and its confirmation; `field` names the password's field. */
export function withSignUpPasswordConfirmation<Shape extends z.ZodRawShape>(
  form: z.ZodObject<Shape>,
  field: keyof Shape & string,
) {
  return withConfirmation(form, field, signUpPasswordTexts);
}

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

export const SignUpRequestSchema = z.object({
  name: NameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
});
export type SignUpRequest = z.infer<typeof SignUpRequestSchema>;

export const SignUpFormSchema = withSignUpPasswordConfirmation(SignUpRequestSchema, 'password');
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

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

/** Activating with the password chosen at sign-up. */
export const CompleteSignUpRequestSchema = z.object({
  token: SignUpTokenSchema,
  password: SignInRequestSchema.shape.password,
});
export type CompleteSignUpRequest = z.infer<typeof CompleteSignUpRequestSchema>;

/** Activating with a password chosen on the link's page. */
export const ChooseSignUpPasswordRequestSchema = z.object({
  token: SignUpTokenSchema,
  name: NameSchema,
  newPassword: NewPasswordSchema,
});
export type ChooseSignUpPasswordRequest = z.infer<typeof ChooseSignUpPasswordRequestSchema>;

/** The page's forms: the password typed again, or a new one chosen twice. */
export const CompleteSignUpFormSchema = CompleteSignUpRequestSchema.pick({ password: true });
export type CompleteSignUpForm = z.infer<typeof CompleteSignUpFormSchema>;
export const ChooseSignUpPasswordFormSchema = withSignUpPasswordConfirmation(
  ChooseSignUpPasswordRequestSchema.pick({ name: true, newPassword: true }),
  'newPassword',
);
export type ChooseSignUpPasswordForm = z.infer<typeof ChooseSignUpPasswordFormSchema>;
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
  resetPasswordTexts,
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
