import { type ConversionError, conversionMessages } from "@bindery/converter";
import type { ConversionSettings } from "../books/converted-book-files.js";

/** What one upload's conversion may cost, by the uploader's account. */
export interface WorkLimits {
  ocrPageLimit: number;
  unpackLimitMb: number;
  cpuSeconds: number;
}

export function workLimitsFor(config: ConversionSettings, premium: boolean): WorkLimits {
  return {
    ocrPageLimit: premium ? config.CONVERSION_OCR_PAGES_PREMIUM : config.CONVERSION_OCR_PAGES_FREE,
    unpackLimitMb: config.CONVERSION_PAGE_UNPACK_MB,
    cpuSeconds: premium
      ? config.CONVERSION_CPU_SECONDS_PREMIUM
      : config.CONVERSION_CPU_SECONDS_FREE,
  };
}

/**
 * The failed task's reason. A free account past a limit that premium raises is told so,
 * with premium's limit; the converter itself knows nothing of accounts.
 */
export function conversionFailureReason(
  error: ConversionError,
  config: ConversionSettings,
  premium: boolean,
): string {
  const raised = (free: number, paid: number) => (!premium && paid > free ? paid : undefined);
  if (error.code === "ocr_limit") {
    const { CONVERSION_OCR_PAGES_FREE: free, CONVERSION_OCR_PAGES_PREMIUM: paid } = config;
    return conversionMessages.ocrLimit(premium ? paid : free, raised(free, paid));
  }
  if (error.code === "cpu_limit") {
    const { CONVERSION_CPU_SECONDS_FREE: free, CONVERSION_CPU_SECONDS_PREMIUM: paid } = config;
    return conversionMessages.cpuLimit(premium ? paid : free, raised(free, paid));
  }
  return error.userMessage;
}
