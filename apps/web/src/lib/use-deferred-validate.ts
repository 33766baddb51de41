import { useEffect, useRef, useState } from 'react';

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
 * types, and the form checks every field once they arrive. `submit(form)` is the form's submit
 * handler: a submit made before the checks arrived waits for them (`waiting`), then goes to the
 * form, so that they judge it as they judge every later submit. Their messages stay the form's
 * own, shown while the rule is broken: never the answer of a submit, which the form would show
 * again after a later one whatever the field holds then. If the checks cannot be fetched the
 * submit goes ahead: the server checks the same schema and answers the same messages.
 */
export function useDeferredValidate(checks: DeferredValidate) {
  const [validate, setValidate] = useState(() => checks.loaded());
  const [waiting, setWaiting] = useState(false);
  // The form whose submit waits for the checks to reach it.
  const held = useRef<Submittable | null>(null);
  const fetch = () =>
    checks.fetch().then((loaded) => {
      if (loaded) setValidate(() => loaded);
      return loaded;
    });
  useEffect(() => {
    // The form (a child) has taken the checks in its own effect, which ran before this one.
    const form = held.current;
    if (!validate || !form) return;
    held.current = null;
    setWaiting(false);
    void form.submit();
  }, [validate]);
  return {
    validate,
    waiting,
    prefetch: () => {
      if (!validate) void fetch();
    },
    submit:
      (form: Submittable) =>
      (event?: { preventDefault(): void }): void => {
        event?.preventDefault();
        if (validate) {
          void form.submit();
          return;
        }
        if (held.current) return;
        held.current = form;
        setWaiting(true);
        void fetch().then((loaded) => {
          if (loaded) return;
          held.current = null;
          setWaiting(false);
          void form.submit();
        });
      },
  };
}

/** What the hook needs of react-final-form's form: its submit. */
interface Submittable {
  submit(): Promise<unknown> | undefined;
}
