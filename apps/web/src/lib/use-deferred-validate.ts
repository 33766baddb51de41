import { useState } from 'react';

/** A react-final-form record-level `validate`, as `validateWith` makes them. */
export type Validate = (values: object) => Record<string, string>;

/** A form's checks fetched on first use; `fetch` answers undefined when they could not be. */
export interface DeferredValidate {
  loaded(): Validate | undefined;
  fetch(): Promise<Validate | undefined>;
}

/**
 * Checks kept out of the page's first download: the contract's schemas bring zod (~25 kB
 * gzipped), which a form needs once someone uses it, not to paint. `load` imports the module
 * that builds them; it is fetched once, and again after a failure.
 */
export function deferValidate(load: () => Promise<Validate>): DeferredValidate {
  let loaded: Validate | undefined;
  let loading: Promise<Validate | undefined> | undefined;
  return {
    loaded: () => loaded,
    fetch: () => {
      loading ??= load().then(
        (validate) => {
          loaded = validate;
          return validate;
        },
        () => {
          loading = undefined;
          return undefined;
        },
      );
      return loading;
    },
  };
}

/**
 * A form's deferred checks: `prefetch` (the form's onFocus) fetches them while the person
 * types, and the form checks every field once they arrive. `beforeSubmit` wraps `onSubmit` so
 * that a submit made before they arrived waits for them and answers their messages instead of
 * submitting. If they cannot be fetched the submit goes ahead: the server checks the same schema
 * and answers the same messages.
 */
export function useDeferredValidate(checks: DeferredValidate) {
  const [validate, setValidate] = useState(() => checks.loaded());
  const fetch = () =>
    checks.fetch().then((loaded) => {
      if (loaded) setValidate(() => loaded);
      return loaded;
    });
  return {
    validate,
    prefetch: () => {
      if (!validate) void fetch();
    },
    beforeSubmit:
      <V extends object, R>(submit: (values: V) => Promise<R>) =>
      async (values: V): Promise<R | Record<string, string>> => {
        if (!validate) {
          const errors = (await fetch())?.(values) ?? {};
          if (Object.keys(errors).length > 0) return errors;
        }
        return submit(values);
      },
  };
}
