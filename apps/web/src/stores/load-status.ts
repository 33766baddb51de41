/**
 * Where a store's read stands, in the same words in every store: not asked yet, on its way,
 * answered, or failed (the page then says so, or a toast tells why).
 */
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';
