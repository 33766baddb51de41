let last = 0;

/** A number no other mother has handed out in this test run, for unique ids and e-mails. */
export function nextNumber(): number {
  last += 1;
  return last;
}
