/** A gateway could not be reached, or answered something Bindery cannot use. */
export class GatewayError extends Error {
  constructor(
    readonly gateway: string,
    message: string,
    readonly status?: number,
  ) {
    super(`${gateway}: ${message}`);
  }
}

export interface GatewayAnswer {
  status: number;
  /** The parsed JSON answer, or null when the answer was empty or not JSON. */
  body: unknown;
}

export interface GatewayRequest {
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** A gateway that does not answer within this long is treated as down. */
export const GATEWAY_TIMEOUT_MS = 15_000;

/**
 * One HTTP exchange with a gateway over plain fetch. Status codes are left to the caller,
 * which knows what each one means for its API; only an unreachable gateway throws here.
 */
export async function callGateway(
  gateway: string,
  request: GatewayRequest,
): Promise<GatewayAnswer> {
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: { accept: "application/json", ...request.headers },
      body: request.body,
      signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      redirect: "error",
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new GatewayError(gateway, `unreachable (${reason})`);
  }
  const text = await response.text();
  return { status: response.status, body: parseJson(text) };
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;

/** A short reason from a gateway's error answer, for logs; never includes credentials. */
export function describeFailure(answer: GatewayAnswer): string {
  const body = answer.body as Record<string, unknown> | null;
  const razorpay = body?.error as { code?: unknown; description?: unknown } | undefined;
  const paypalIssue = (body?.details as { issue?: unknown }[] | undefined)?.[0]?.issue;
  const parts = [
    `HTTP ${answer.status}`,
    razorpay?.code,
    razorpay?.description,
    body?.name,
    paypalIssue,
    body?.error,
    body?.error_description,
  ].filter((part) => typeof part === "string" && part.length > 0);
  return parts.join(" ");
}
