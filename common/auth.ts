import { z } from "zod";

export const USERNAME_MIN = 3;
export const PASSWORD_MIN = 6;
/** Refused before hashing so a huge password cannot be used to burn CPU. */
export const PASSWORD_MAX = 128;

const username = z
  .string({ error: "Required" })
  .trim()
  .min(USERNAME_MIN, "Username must be at least 3 characters")
  .max(32, "Username must be at most 32 characters")
  .regex(/^[A-Za-z0-9_.-]+$/, "Username may use letters, numbers, dots, dashes and underscores only");

const password = z
  .string({ error: "Required" })
  .min(PASSWORD_MIN, "Password must be at least 6 characters")
  .max(PASSWORD_MAX, "Password must be at most 128 characters");

export const loginSchema = z.object({
  username: z.string({ error: "Required" }).trim().min(USERNAME_MIN, "Username must be at least 3 characters").max(254),
  password,
});

export const registerSchema = z.object({
  username,
  email: z.string({ error: "Required" }).trim().toLowerCase().email("Please enter a valid email address").max(254),
  password,
  /** The code of the referral link the person came through (`/auth?ref={code}`), if any. */
  referralCode: z.string().trim().max(64).optional(),
});

export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string({ error: "Required" }).min(PASSWORD_MIN, "Password must be at least 6 characters") })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

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
