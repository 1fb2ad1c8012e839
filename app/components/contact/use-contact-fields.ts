import { useCallback, useMemo, useState } from "react";
import { CONTACT_MESSAGES, isContactComplete, validateContact, type ContactValues } from "~common/schemas/contact";
import { MISSING } from "~common/candidate-forms";
import { useThrowawayEmailCheck } from "~/lib/use-throwaway-email-check";

const emptyValues: ContactValues = { names: "", society: "", departmentId: null, mail: "", phoneNumber: "", content: "" };

export type ContactField = keyof ContactValues;

/**
 * The contact form's fields (spec 1 §4): values, per-field touch, live validation, and the
 * errors the server sent back for a field, which last until that field changes.
 */
export function useContactFields(isFromService: boolean) {
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [touched, setTouched] = useState<Partial<Record<ContactField, boolean>>>({});
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});

  const errors = useMemo(() => validateContact(values, isFromService), [values, isFromService]);
  // A throwaway address flagged on leaving the field keeps «Envoyer» off: the server refuses it.
  const hasErrors = Object.keys(errors).length > 0 || !isContactComplete(values, isFromService) || Boolean(serverErrors.mail);

  // What the disabled «Envoyer» says is left (with the terms, the cookies and the captcha, which the form adds).
  const isEmpty = (field: ContactField) => values[field] === null || values[field] === "";
  const fieldsMissing = [
    ...((Object.keys(errors) as ContactField[]).some(isEmpty) ? [MISSING.fields] : []),
    ...((Object.keys(errors) as ContactField[]).some((field) => !isEmpty(field)) || serverErrors.mail ? [MISSING.flagged] : []),
  ];

  const throwaway = useThrowawayEmailCheck(useCallback(() => setServerErrors((current) => ({ ...current, mail: CONTACT_MESSAGES.mailNotPermanent })), []));

  const setField = useCallback(
    <F extends ContactField>(field: F, value: ContactValues[F]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setTouched((current) => ({ ...current, [field]: true }));
      setServerErrors(({ [field]: _dropped, ...rest }) => rest);
      if (field === "mail") throwaway.cancel();
    },
    [throwaway],
  );

  const touch = (field: ContactField) => {
    setTouched((current) => ({ ...current, [field]: true }));
    if (field === "mail" && !errors.mail) throwaway.check(values.mail);
  };

  /** An error shows once its field was touched or a submit was attempted. */
  const visibleError = (field: ContactField): string | undefined => (touched[field] || submitAttempted ? (serverErrors[field] ?? errors[field]) : undefined);

  function reset() {
    setValues(emptyValues);
    setTouched({});
    setSubmitAttempted(false);
    setServerErrors({});
  }

  return {
    values,
    setField,
    touch,
    visibleError,
    hasErrors,
    fieldsMissing,
    /** Every error shows from the first submit on. */
    attemptSubmit: () => setSubmitAttempted(true),
    setServerErrors,
    reset,
  };
}
