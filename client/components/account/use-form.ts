// The shop's form behaviour for account and checkout forms (as the contact form does it): a
// field is checked live once the shopper has edited it, every field on submit; the first
// invalid field takes focus; while sending, a second submit does nothing; a refusal from the
// server shows its message and its fields' messages. Values live in the DOM (uncontrolled
// inputs), so what was typed before the code ran is kept.
import { useRef, useState, type FormEvent } from 'react';
import { GENERIC_FAILURE, validateForm, type FormErrors, type FormRules, type FormValues } from '../../../shared/account/rules';
import { ApiRequestError } from '../../lib/api-error';
import { useSnippets } from '../../lib/snippets';


/** A form's values as strings; checkboxes 'on' when ticked, '' when not. */
export function readForm(form: HTMLFormElement): FormValues {
  const values: FormValues = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') values[element.name] = element.checked ? 'on' : '';
    else if (element instanceof HTMLInputElement && element.type === 'radio') { if (element.checked) values[element.name] = element.value; else values[element.name] ??= ''; }
    else values[element.name] = element.value;
  }
  return values;
}

export interface FormState {
  errors: FormErrors;
  message: string | null;
  sending: boolean;
  /** Props for the <form>: live checks on edit, the checked submit. */
  formProps: {
    noValidate: true;
    onChange: (event: FormEvent<HTMLFormElement>) => void;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  setMessage: (message: string | null) => void;
}

/**
 * `rules(values)`: the rules for the form as it is now (a guest checkout has no password).
 * `send(values)`: the request; it throws ApiRequestError when the server refuses.
 */
export function useForm(rules: (values: FormValues) => FormRules, send: (values: FormValues, form: HTMLFormElement) => Promise<void>): FormState {
  const [errors, setErrors] = useState<FormErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const edited = useRef(new Set<string>());
  const busy = useRef(false);

  const check = (form: HTMLFormElement, field: string | null) => {
    const values = readForm(form);
    const all = validateForm(rules(values), values);
    setErrors((current) => {
      const next: FormErrors = {};
      for (const name of edited.current) if (all[name]) next[name] = all[name]!;
      // A server message stays on its field until the shopper edits that field.
      for (const [name, text] of Object.entries(current)) if (!edited.current.has(name) && name !== field) next[name] = text;
      return next;
    });
  };

  const onEdit = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (!target.name) return;
    edited.current.add(target.name);
    check(event.currentTarget, target.name);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const values = readForm(form);
    const found = validateForm(rules(values), values);
    for (const name of Object.keys(rules(values))) edited.current.add(name);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setMessage(null);
      focusField(form, Object.keys(found)[0]!);
      return;
    }
    busy.current = true;
    setSending(true);
    setMessage(null);
    send(values, form).then(
      () => { busy.current = false; setSending(false); },
      (error: unknown) => {
        busy.current = false;
        setSending(false);
        if (error instanceof ApiRequestError && error.status < 500) {
          edited.current.clear();
          setErrors(error.fields);
          setMessage(error.serverMessage ?? GENERIC_FAILURE);
          const first = Object.keys(error.fields)[0];
          if (first) focusField(form, first);
        } else {
          setMessage(error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : GENERIC_FAILURE);
        }
      },
    );
  };

  // The rules and the server give snippet keys (or texts already looked up): shown as text here.
  const { message: say } = useSnippets();
  const shown: FormErrors = {};
  for (const [name, m] of Object.entries(errors)) shown[name] = say(m);
  return {
    errors: shown, message: message === null ? null : say(message), sending, setMessage,
    formProps: { noValidate: true, onChange: onEdit, onSubmit },
  };
}

function focusField(form: HTMLFormElement, name: string) {
  const field = form.elements.namedItem(name);
  const element = field instanceof RadioNodeList ? field[0] : field;
  if (element instanceof HTMLElement) element.focus();
}
