// Request validation in Shopware's words: each failed constraint becomes one
// `VIOLATION::<CODE>` error with a JSON pointer to the offending field (contract §3).
import { StoreApiError, type Violation } from '../store-api-error';

// A pragmatic address check, as loose as Symfony's default ("html5") email mode.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Body = Record<string, unknown>;

/** A string field, trimmed; undefined when absent or not a string. */
export function text(body: Body, field: string): string | undefined {
  const value = body[field];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** A nested object field such as billingAddress; undefined when absent. */
export function object(body: Body, field: string): Body | undefined {
  const value = body[field];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : undefined;
}

/** Collects violations for one request and throws them together, as Shopware reports them. */
export class Violations {
  constructor(private readonly prefix = '', private readonly found: Violation[] = []) {}

  /** The same collector, reporting pointers under a nested object (/billingAddress/street). */
  nested(field: string): Violations {
    return new Violations(`${this.prefix}/${field}`, this.found);
  }

  add(field: string, code: string, message: string, parameters: Record<string, unknown> = {}): this {
    this.found.push({ code, message, pointer: `${this.prefix}/${field}`, parameters });
    return this;
  }

  notBlank(body: Body, field: string): string | undefined {
    const value = text(body, field);
    if (!value) {
      this.add(field, 'IS_BLANK_ERROR', 'This value should not be blank.', { '{{ value }}': 'null' });
      return undefined;
    }
    return value;
  }

  email(body: Body, field: string): string | undefined {
    const value = this.notBlank(body, field);
    if (value !== undefined && !EMAIL_PATTERN.test(value)) {
      this.add(field, 'INVALID_FORMAT_ERROR', 'This value is not a valid email address.', { '{{ value }}': `"${value}"` });
      return undefined;
    }
    return value;
  }

  minLength(value: string | undefined, field: string, min: number): void {
    if (value !== undefined && value.length < min) {
      this.add(field, 'TOO_SHORT_ERROR',
        `This value is too short. It should have ${min} characters or more.`, { '{{ limit }}': min });
    }
  }

  /** An id field that must name one of `exists` (Shopware's EntityExists constraint). */
  entity(body: Body, field: string, exists: (id: string) => boolean, required: boolean): string | undefined {
    const value = text(body, field);
    if (value === undefined || value === '') {
      if (required) this.notBlank(body, field);
      return undefined;
    }
    if (!exists(value)) {
      this.add(field, 'ENTITY_DOES_NOT_EXISTS',
        `The ${field} with the id "${value}" does not exist.`, { '{{ id }}': value });
      return undefined;
    }
    return value;
  }

  choice(body: Body, field: string, choices: readonly string[]): string | undefined {
    const value = this.notBlank(body, field);
    if (value !== undefined && !choices.includes(value)) {
      this.add(field, 'NO_SUCH_CHOICE_ERROR', 'The value you selected is not a valid choice.',
        { '{{ value }}': `"${value}"`, '{{ choices }}': choices.map((c) => `"${c}"`).join(', ') });
      return undefined;
    }
    return value;
  }

  throwIfAny(): void {
    if (this.found.length > 0) throw StoreApiError.violations(this.found);
  }
}
