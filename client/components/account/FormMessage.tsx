/** A form's own message (the server's refusal, or a failure): read out at once. */
export function FormMessage({ message }: { message: string | null }) {
  return <p className={message ? 'form-message' : 'visually-hidden'} role="alert">{message ?? ''}</p>;
}
