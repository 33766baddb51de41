export { tusUploads, UPLOADS_PATH, type TusUploadsOptions } from './tus-uploads';
export { diskUploads, s3Uploads, TusUploadStore, uploadIdOf } from './upload-stores';
