/** The listeners a job store calls when work was enqueued in this process (JobStore.onEnqueued). */
export class EnqueueListeners {
  private readonly listeners = new Set<() => void>();

  add(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }
}
