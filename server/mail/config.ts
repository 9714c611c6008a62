import { z } from "zod";

const PORT_MESSAGE = "must be a whole number between 1 and 65535";

/** Environment variables of outgoing mail (password reset links); server/config.ts reads them with the rest. */
export const mailEnvSchema = {
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      error: "must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465",
    })
    .optional(),
  SMTP_HOST: z
    .string()
    .regex(/^[^\s/:]+$/, "must be a host name or address alone, e.g. smtp.example.com")
    .optional(),
  SMTP_PORT: z.coerce
    .number({ error: PORT_MESSAGE })
    .int(PORT_MESSAGE)
    .min(1, PORT_MESSAGE)
    .max(65535, PORT_MESSAGE)
    .optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  MAIL_FROM: z
    .string()
    .regex(
      /^([^<>]+<[^<>\s]+@[^<>\s]+>|[^<>\s]+@[^<>\s]+)$/,
      'must be an address, alone or with a name: "StoryBites <no-reply@example.com>"',
    )
    .optional(),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: "must be the site's http(s) address as people reach it, e.g. https://storybites.example.com",
    })
    .optional(),
};

/** The URL may carry the password (smtps://user:password@host). */
export const MAIL_SECRET_ENV_NAMES = ["SMTP_URL", "SMTP_PASSWORD"] as const;

type MailEnv = z.infer<z.ZodObject<typeof mailEnvSchema>> & { NODE_ENV: string; PORT: number };

/** A server nodemailer can talk to: a whole URL, or its parts (port 465 speaks TLS from the start, others STARTTLS). */
export type SmtpServer = { url: string } | { host: string; port: number; auth?: { user: string; pass: string } };

/**
 * How a password reset link reaches its person: mailed through SMTP; written to the server's log (development and
 * tests without SMTP); or not at all, in production without SMTP, where asking for one says it is unavailable.
 */
export type MailConfig =
  | { kind: "smtp"; server: SmtpServer; from: string; publicUrl: string }
  | { kind: "log"; publicUrl: string }
  | { kind: "off" };

const smtpConfigured = (env: MailEnv) => Boolean(env.SMTP_URL || env.SMTP_HOST);

export function mailConfigProblems(env: MailEnv): string[] {
  const problems: string[] = [];
  if (env.SMTP_URL && env.SMTP_HOST) problems.push("SMTP_URL and SMTP_HOST: set one of them, not both");
  if (!env.SMTP_HOST && (env.SMTP_PORT || env.SMTP_USER || env.SMTP_PASSWORD)) {
    problems.push("SMTP_PORT, SMTP_USER and SMTP_PASSWORD: need SMTP_HOST, the mail server they belong to");
  }
  if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASSWORD))
    problems.push("SMTP_USER and SMTP_PASSWORD: set both, or neither for a server that needs no login");
  if (smtpConfigured(env) && !env.MAIL_FROM)
    problems.push('MAIL_FROM: needed with SMTP, the sender of the mails, e.g. "StoryBites <no-reply@example.com>"');
  // A link built from the request's Host header could be pointed at an attacker's site by whoever asks for it.
  if (smtpConfigured(env) && !env.PUBLIC_URL)
    problems.push("PUBLIC_URL: needed with SMTP, the site's address that links in mails open");
  return problems;
}

export function toMailConfig(env: MailEnv): MailConfig {
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  if (!smtpConfigured(env)) return env.NODE_ENV === "production" ? { kind: "off" } : { kind: "log", publicUrl };
  return { kind: "smtp", server: smtpServer(env), from: env.MAIL_FROM!, publicUrl };
}

function smtpServer(env: MailEnv): SmtpServer {
  if (env.SMTP_URL) return { url: env.SMTP_URL };
  return {
    host: env.SMTP_HOST!,
    port: env.SMTP_PORT ?? 587,
    ...(env.SMTP_USER && env.SMTP_PASSWORD ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } } : {}),
  };
}
