import { useCallback, useMemo, useState } from "react";
import type { CaptchaWidgetProps } from "./captcha-widget";

export type UseCaptcha = {
  /** The id to send with the form (as captchaId / captcha_id); null until verified. */
  captchaId: string | null;
  isValidated: boolean;
  /** Spread on <CaptchaWidget {...widgetProps} />. */
  widgetProps: Pick<CaptchaWidgetProps, "onVerified" | "onReset" | "resetKey">;
  /** Starts over with a new widget and id: opening a modal, or after a sent form used the id. */
  reset: () => void;
};

export function useCaptcha(): UseCaptcha {
  const [captchaId, setCaptchaId] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const onVerified = useCallback((id: string) => setCaptchaId(id), []);
  const onReset = useCallback(() => setCaptchaId(null), []);
  const reset = useCallback(() => {
    setCaptchaId(null);
    setResetKey((n) => n + 1);
  }, []);
  const widgetProps = useMemo(() => ({ onVerified, onReset, resetKey }), [onVerified, onReset, resetKey]);
  return { captchaId, isValidated: captchaId !== null, widgetProps, reset };
}
