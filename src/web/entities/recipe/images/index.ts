/**
 * Recipe images (spec sections 2, 3, 4, 7 and 8), the parts the card and the image widget need:
 * the image calls, the card's generate / regenerate actions with the 'Generating new image...'
 * state, the request to open the image manager, and the srcset / quality mapping. The image
 * management modal itself is a tool in widgets/recipe-images (decision 0007).
 */
export { useRecipeImageActions } from './hooks/use-image-actions.ts';
export { openImageManager, closeImageManager } from './model/manager-store.ts';
export { responsiveSource, widthCapForQuality, QUALITY_WIDTH_CAPS, CARD_IMAGE_SIZES } from './lib/responsive-image.ts';
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
