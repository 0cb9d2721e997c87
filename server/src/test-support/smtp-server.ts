import net from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface LocalSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A port nothing listens on (yet). */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** A local SMTP server that keeps what it receives, for the mail tests. */
export async function startSmtpServer(port?: number): Promise<LocalSmtpServer> {
  const listenOn = port ?? (await freePort());
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : "",
          to: rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenOn, "127.0.0.1", resolve));
  return {
    port: listenOn,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
