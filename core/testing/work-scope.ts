import {
  DeadlinePassedError,
  type CurrentWorkScope,
  type IdempotencyClaim,
  type WorkScope,
} from '../src/index';

let current: WorkScope | undefined;

/** The request scope the contract suites run work in; stores under contract test read it. */
export const contractWorkScope: CurrentWorkScope = () => current;

/** A request as the edge describes it, with its deadline passed or not. */
export class FakeRequestScope implements WorkScope {
  commitsBegun = 0;
  claimed = false;

  constructor(
    private readonly pastDue: boolean,
    public pendingClaim: IdempotencyClaim | undefined = undefined,
  ) {}

  beginCommit(): () => void {
    if (this.pastDue) throw new DeadlinePassedError();
    this.commitsBegun += 1;
    return () => undefined;
  }

  claimWritten(): void {
    this.pendingClaim = undefined;
    this.claimed = true;
  }
}

/** Runs `work` as the request `scope`, as the edge does. */
export async function asRequest<T>(scope: WorkScope, work: () => Promise<T>): Promise<T> {
  current = scope;
  try {
    return await work();
  } finally {
    current = undefined;
  }
}
