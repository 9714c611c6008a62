import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One mail as the SMTP server took it: its envelope, its raw source, and the reset link it carries, if any. */
export type ReceivedMail = { from: string; to: string[]; raw: string; resetLink: string | undefined };

export type TestMailbox = {
  port: number;
  /** Every mail accepted so far, oldest first. */
  mails: ReceivedMail[];
  /** The next mail to `to` not yet taken by this call; fails after `timeoutMs`. */
  nextMailTo(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** Keeps new connections waiting for the server's greeting until the returned function is called. */
  holdConnections(): () => void;
  close(): Promise<void>;
};

// The text part may be quoted-printable: lines folded with `=` at 76 characters and some bytes as `=XX`.
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const resetLinkIn = (raw: string) =>
  /https?:\/\/[^\s"<>]+\/reset-password#[\w-]+/.exec(decodeQuotedPrintable(raw))?.[0];

/**
 * A real SMTP server on a free loopback port, as a mail provider would be, keeping what it receives. Plain text only
 * (no STARTTLS, whose certificate a test has no way to trust); with `credentials`, it refuses senders without them.
 */
export async function startTestMailbox(credentials?: { user: string; password: string }): Promise<TestMailbox> {
  const mails: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const waiters = new Set<() => void>();
  let held: Promise<void> | undefined;

  const server = new SMTPServer({
    disabledCommands: credentials ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: true,
    authOptional: !credentials,
    logger: false,
    onAuth: (auth, _session, callback) =>
      auth.username === credentials?.user && auth.password === credentials?.password
        ? callback(null, { user: auth.username })
        : callback(new Error("Invalid login")),
    onConnect: (_session, callback) => void (held ?? Promise.resolve()).then(() => callback()),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const { mailFrom, rcptTo } = session.envelope;
        mails.push({
          from: mailFrom ? mailFrom.address : "",
          to: rcptTo.map((r) => r.address),
          raw,
          resetLink: resetLinkIn(raw),
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  const nextMailTo = (to: string, timeoutMs = 10_000) =>
    new Promise<ReceivedMail>((resolve, reject) => {
      const take = () => {
        const mail = mails.find((m) => !taken.has(m) && m.to.includes(to));
        if (!mail) return false;
        taken.add(mail);
        waiters.delete(look);
        clearTimeout(timer);
        resolve(mail);
        return true;
      };
      const look = () => void take();
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(
          new Error(
            `no mail to ${to} within ${timeoutMs} ms (received: ${mails.map((m) => m.to.join(",")).join("; ") || "none"})`,
          ),
        );
      }, timeoutMs);
      if (!take()) waiters.add(look);
    });

  return {
    port,
    mails,
    nextMailTo,
    holdConnections: () => {
      let release = () => {};
      held = new Promise((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
