import { DeleteMediaAsset } from './delete-media-asset/delete-media-asset.use-case';
import { ExpireUpload } from './expire-upload/expire-upload.use-case';
import { FinishUpload } from './finish-upload/finish-upload.use-case';
import { GetLessonMedia } from './get-lesson-media/get-lesson-media.use-case';
import { GetMediaAsset } from './get-media-asset/get-media-asset.use-case';
import { GetPicture } from './get-picture/get-picture.use-case';
import { GetLessonPlaylist } from './get-lesson-media/get-lesson-playlist.use-case';
import { ListMediaLibrary } from './list-media-library/list-media-library.use-case';
import type { MediaDependencies } from './media-dependencies';
import { MakeHlsLadder } from './make-hls-ladder/make-hls-ladder.use-case';
import { ProcessMedia } from './process-media/process-media.use-case';
import { PurgeMedia } from './purge-media/purge-media.use-case';
import { StartUpload } from './start-upload/start-upload.use-case';

/** Uploads, their processing and the media library. The composition roots call this once. */
export function createMediaUseCases(deps: MediaDependencies) {
  return {
    startUpload: new StartUpload(deps),
    finishUpload: new FinishUpload(deps),
    processMedia: new ProcessMedia(deps),
    makeHlsLadder: new MakeHlsLadder(deps),
    expireUpload: new ExpireUpload(deps),
    purgeMedia: new PurgeMedia(deps),
    deleteMediaAsset: new DeleteMediaAsset(deps),
    getMediaAsset: new GetMediaAsset(deps),
    listMediaLibrary: new ListMediaLibrary(deps),
    getLessonMedia: new GetLessonMedia(deps),
    getLessonPlaylist: new GetLessonPlaylist(deps),
    getPicture: new GetPicture(deps),
  };
}

export type MediaUseCases = ReturnType<typeof createMediaUseCases>;
