import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import type { FormCheck } from "../../domain/auth/rules";

/**
 * A form without react-hook-form and Zod, for the login page's chunk (the first JavaScript a visitor
 * downloads: issue 21 §18, decision 0031). It behaves as the forms built with `zodResolver` do: checked on
 * submit (the first refused field takes the focus), then again on every change, and `submitting` while
 * the handler runs. `check` is a rule of `src/domain` (e.g. `checkLogin`); the handler gets its values.
 * Every other form keeps `useZodForm` (lib/zod-form.ts).
 */
export function usePlainForm<V extends Record<string, string>>(check: (raw: V) => FormCheck<V>) {
  const [errors, setErrors] = useState<Partial<Record<keyof V, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);

  const read = (form: HTMLFormElement) =>
    Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)])) as unknown as V;
  const verdict = (form: HTMLFormElement) => {
    const answer = check(read(form));
    setErrors(answer.ok ? {} : answer.errors);
    return answer;
  };

  /** A field's name, error and change handler, to spread on the InputField family. */
  const field = (name: keyof V & string) => ({
    name,
    error: errors[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      if (submitted.current && e.currentTarget.form) verdict(e.currentTarget.form);
    },
  });

  const onSubmit = (handler: (values: V) => Promise<void>) => async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    submitted.current = true;
    const form = e.currentTarget;
    const answer = verdict(form);
    if (!answer.ok) {
      const first = [...form.elements].find(
        (el): el is HTMLInputElement => el instanceof HTMLInputElement && Boolean(answer.errors[el.name]),
      );
      first?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await handler(answer.values);
    } finally {
      setSubmitting(false);
    }
  };

  return { field, onSubmit, submitting };
}
