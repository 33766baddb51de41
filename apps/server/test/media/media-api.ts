import { bearer, INSTRUCTOR } from './tus-client';

/** One of the caller's files through the API, or its error answer. */
export async function mediaAsset(origin: string, assetId: string, as = INSTRUCTOR) {
  const answer = await fetch(`${origin}/api/v1/media/${assetId}`, { headers: bearer(as) });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

/** Polls the file until it has left `uploading` and `processing`. */
export async function settled(origin: string, assetId: string, as = INSTRUCTOR) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const found = await mediaAsset(origin, assetId, as);
    if (found.status !== 200 || !['uploading', 'processing'].includes(String(found.body.status))) {
      return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${assetId} is still being processed`);
}
