import nodemailer from "nodemailer";
import type { Language } from "@common/help";
import type { MailConfig, SmtpServer } from "./config";
import { resetEmail } from "./reset-email";

type Log = { info: (message: string) => void };

/** Sends a password reset link to its person; `publicUrl` is where the site is, which every link starts with. */
export type ResetLinkDelivery = {
  publicUrl: string;
  deliver(to: string, link: string, language?: Language): Promise<void>;
  close(): void;
};

/** The configured way, or null when reset by email is off (production without SMTP). */
export function resetLinkDelivery(config: MailConfig, log: Log): ResetLinkDelivery | null {
  switch (config.kind) {
    case "off":
      return null;
    case "log":
      return {
        publicUrl: config.publicUrl,
        deliver: async (to, link) =>
          log.info(`Password reset link for ${to} (no SMTP is configured, so it is logged instead of mailed): ${link}`),
        close: () => {},
      };
    case "smtp": {
      const transport = nodemailer.createTransport(transportOptions(config.server));
      return {
        publicUrl: config.publicUrl,
        deliver: async (to, link, language = "en") => {
          await transport.sendMail({ from: config.from, to, ...resetEmail(link, language) });
        },
        close: () => transport.close(),
      };
    }
  }
}

// Port 465 is TLS from the first byte; the others upgrade with STARTTLS when the server offers it.
function transportOptions(server: SmtpServer) {
  if ("url" in server) return server.url;
  return {
    host: server.host,
    port: server.port,
    secure: server.port === 465,
    ...(server.auth ? { auth: server.auth } : {}),
  };
}
