import { ValidationError } from './errors';

interface TextRule {
  label: string;
  max: number;
  min?: number;
  required?: boolean;
  message?: string;
}

/** Collects every field problem of one input, then fails once with all of them. */
export class FieldCheck {
  private readonly problems: Record<string, string> = {};

  text(field: string, value: string, rule: TextRule): string {
    const trimmed = value.trim();
    if (trimmed.length === 0 && rule.required !== false) {
      this.fail(field, rule.message ?? `${rule.label} is required`);
    } else if (trimmed.length < (rule.min ?? 0)) {
      this.fail(field, `${rule.label} must be at least ${rule.min} characters`);
    } else if (trimmed.length > rule.max) {
      this.fail(field, `${rule.label} must be at most ${rule.max} characters`);
    }
    return trimmed;
  }

  integer(field: string, value: number, label: string, min: number, max: number): number {
    if (!Number.isInteger(value) || value < min || value > max) {
      this.fail(field, `${label} must be a whole number from ${min} to ${max}`);
    }
    return value;
  }

  oneOf<T extends string>(field: string, value: string, options: readonly T[], label: string): T {
    if (!(options as readonly string[]).includes(value)) {
      this.fail(field, `${label} is required`);
    }
    return value as T;
  }

  /** Runs a value-object parser and records its failure under `field`. */
  parse<T>(field: string, parse: () => T): T {
    try {
      return parse();
    } catch (error) {
      if (error instanceof ValidationError) {
        this.fail(field, Object.values(error.fields)[0] ?? error.message);
        return undefined as T;
      }
      throw error;
    }
  }

  fail(field: string, message: string): void {
    this.problems[field] ??= message;
  }

  done(): void {
    if (Object.keys(this.problems).length > 0) throw new ValidationError({ ...this.problems });
  }
}
