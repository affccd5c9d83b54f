/**
 * Recipe images (spec sections 2, 3, 4, 7 and 8): the card's generate / regenerate actions with
 * the 'Generating new image...' state, the image management modal (generate, upload, preview,
 * confirm, download, remove) and the srcset / quality mapping of the image widget. They plug into
 * the card and the detail modal through extensions/registry.ts.
 */
export { useRecipeImageActions } from './hooks/use-image-actions.ts';
export { ManageImageAction } from './components/manage-image-action.tsx';
export { ImageManagerCardHost, ImageManagerHost } from './components/image-manager-host.tsx';
export { openImageManager, closeImageManager } from './model/manager-store.ts';
export { responsiveSource, widthCapForQuality, QUALITY_WIDTH_CAPS, CARD_IMAGE_SIZES } from './lib/responsive-image.ts';
export { checkImageFile, ACCEPTED_IMAGE_TYPES, type ImageFileCheck } from './lib/file-checks.ts';
export { imageFileName, downloadImage } from './lib/download.ts';
export { imageFlowReducer, initialImageFlow, type ImageFlowEvent, type ImageFlowState } from './model/image-flow.ts';
export { generateImagePreview, useGenerateImagePreview } from './api/generate-image.ts';
export { confirmImage, useConfirmImage } from './api/confirm-image.ts';
export { regenerateImage, useRegenerateImage } from './api/regenerate-image.ts';
export {
  attachUploadedImage,
  putImageFile,
  requestImageUpload,
  uploadRecipeImage,
  useUploadRecipeImage,
} from './api/upload-image.ts';
export { removeRecipeImage, useRemoveRecipeImage } from './api/remove-image.ts';
