import { z } from 'zod';
import { messages } from '../messages.ts';

const t = messages.auth;

/** Longest e-mail address SMTP allows (RFC 5321). */
const EMAIL_MAX = 254;
/** Long enough for any passphrase, short enough that hashing it stays cheap. */
export const PASSWORD_MAX = 128;
export const PASSWORD_MIN = 6;
export const NAME_MAX = 100;

export const EmailSchema = z
  .string({ error: t.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, t.emailRequired)
  .max(EMAIL_MAX, t.emailInvalid)
  .pipe(z.email({ error: t.emailInvalid }));

/** A new password: the rule of docs/product.md §2.1 (at least 6 characters). */
export const NewPasswordSchema = z
  .string({ error: t.passwordRequired })
  .min(1, t.passwordRequired)
  .min(PASSWORD_MIN, t.passwordTooShort)
  .max(PASSWORD_MAX, `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX} caractères`);

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

/** The sign-up form adds the confirmation, which only the browser needs. */
export const SignUpFormSchema = SignUpRequestSchema.extend({
  confirmPassword: z.string(),
}).refine((form) => form.password === form.confirmPassword, {
  message: t.passwordsDontMatch,
  path: ['confirmPassword'],
});
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

export const EmailRequestSchema = z.object({ email: EmailSchema });

/** The token of the link e-mailed at sign-up (docs/decisions/0013). */
const SignUpTokenSchema = z
  .string({ error: messages.authError.invalidLink })
  .min(1, messages.authError.invalidLink)
  .max(256, messages.authError.invalidLink);
export const SignUpTokenQuerySchema = z.object({ token: SignUpTokenSchema });

/** What the link's page shows: whose account it activates. */
export const PendingSignUpResponseSchema = z.object({
  signUp: z.object({ email: z.string(), name: z.string() }),
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
export const ChooseSignUpPasswordFormSchema = ChooseSignUpPasswordRequestSchema.pick({
  name: true,
  newPassword: true,
})
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: t.passwordsDontMatch,
    path: ['confirmPassword'],
  });
export type ChooseSignUpPasswordForm = z.infer<typeof ChooseSignUpPasswordFormSchema>;
export type EmailRequest = z.infer<typeof EmailRequestSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(512),
  newPassword: z
    .string({ error: messages.resetPassword.tooShort })
    .min(PASSWORD_MIN, messages.resetPassword.tooShort)
    .max(PASSWORD_MAX, `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX} caractères.`),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const ResetPasswordFormSchema = z
  .object({
    newPassword: ResetPasswordRequestSchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: messages.resetPassword.mismatch,
    path: ['confirmPassword'],
  });
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
