import { z } from "zod";
import { LANGUAGES } from "./help";
import { renderMessage } from "./messages";

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;
/** Refused before hashing so a huge password cannot be used to burn CPU. */
export const PASSWORD_MAX = 128;

const USERNAME_MAX = 32;
const REQUIRED = renderMessage("required");
const USERNAME_TOO_SHORT = renderMessage("username_too_short", { min: USERNAME_MIN });
const PASSWORD_TOO_SHORT = renderMessage("password_too_short", { min: PASSWORD_MIN });

const username = z
  .string({ error: REQUIRED })
  .trim()
  .min(USERNAME_MIN, USERNAME_TOO_SHORT)
  .max(USERNAME_MAX, renderMessage("username_too_long", { max: USERNAME_MAX }))
  .regex(/^[A-Za-z0-9_.-]+$/, renderMessage("username_characters"));

const password = z
  .string({ error: REQUIRED })
  .min(PASSWORD_MIN, PASSWORD_TOO_SHORT)
  .max(PASSWORD_MAX, renderMessage("password_too_long", { max: PASSWORD_MAX }));

export const loginSchema = z.object({
  // Longer than any username, but an email-length name is refused for its length, not as missing.
  username: z
    .string({ error: REQUIRED })
    .trim()
    .min(USERNAME_MIN, USERNAME_TOO_SHORT)
    .max(254, renderMessage("username_too_long", { max: 254 })),
  password,
});

const email = z
  .string({ error: REQUIRED })
  .trim()
  .toLowerCase()
  .email(renderMessage("account_email_invalid"))
  .max(254, renderMessage("account_email_invalid"));

export const registerSchema = z.object({
  username,
  email,
  password,
  /** The code of the referral link the person came through (`/auth?ref={code}`), if any. */
  referralCode: z.string().trim().max(64).optional(),
});

/** A form's second copy of a new password, which only guards typos: the server never receives it. */
const confirmPassword = z.string({ error: REQUIRED }).min(PASSWORD_MIN, PASSWORD_TOO_SHORT);
const typedTwiceAlike = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const TYPED_DIFFERENTLY = { message: renderMessage("passwords_do_not_match"), path: ["confirmPassword"] };

export const registerFormSchema = registerSchema.extend({ confirmPassword }).refine(typedTwiceAlike, TYPED_DIFFERENTLY);

/**
 * `POST /api/password-reset`: the email of the account whose password is forgotten, and the language the person
 * is using, which the mail is written in (English when not given).
 */
export const passwordResetRequestSchema = z.object({ email, language: z.enum(LANGUAGES).optional() });

/** `POST /api/password-reset/confirm`: the token from the emailed link and the new password, by registration's rules. */
export const passwordResetConfirmSchema = z.object({
  token: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(128, renderMessage("password_reset_link_invalid")),
  password,
});

export const passwordResetFormSchema = z
  .object({ password, confirmPassword })
  .refine(typedTwiceAlike, TYPED_DIFFERENTLY);

/** What both password-reset routes answer when they accept a request: a sentence for the person. */
export const passwordResetAnswerSchema = z.object({ message: z.string() });

export type LoginInput = z.infer<typeof loginSchema>;
/** `POST /api/account/delete`: the account's password again, so a session left open cannot delete the account. */
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: REQUIRED })
    .min(1, REQUIRED)
    .max(PASSWORD_MAX, renderMessage("password_too_long", { max: PASSWORD_MAX })),
});

export type RegisterInput = z.infer<typeof registerSchema>;
export type RegisterFormInput = z.infer<typeof registerFormSchema>;
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** What the API answers for a user (`/api/user`, `/api/login`, `/api/register`): never a password hash. */
export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  createdAt: z.string(),
});

export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * `POST /api/register` answers the new user, and with a referral code whether it was applied (+3 credits each) or
 * not (unknown code, or the person's own): registration succeeds either way.
 */
export const registeredUserSchema = publicUserSchema.extend({ referralApplied: z.boolean().optional() });
