/**
 * The slice of the request logger (pino) payment code writes to: services report what
 * happened to money without depending on the web framework.
 */
export interface PaymentLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
