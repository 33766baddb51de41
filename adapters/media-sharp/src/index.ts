export { SharpImageProcessor, widthsFor } from './sharp-image-processor';
