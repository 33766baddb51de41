/** Where a file of a video's HLS ladder is kept: `{assetId}/hls/{name}`. */
export function hlsKey(assetId: string, name: string): string {
  return `${assetId}/hls/${name}`;
}
