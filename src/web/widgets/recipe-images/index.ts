/**
 * The image management modal (spec sections 3, 4, 7 and 8): generate, upload, preview, confirm,
 * download, remove; its hosts on the card and in the detail modal and the modal's "Manage image"
 * action. The calls and the card's own image actions are the recipe entity's
 * (entities/recipe/images); this plugs in through widgets/recipe-slots.ts.
 */
export { ManageImageAction } from './components/manage-image-action.tsx';
export { ImageManagerCardHost, ImageManagerHost } from './components/image-manager-host.tsx';
export { checkImageFile, ACCEPTED_IMAGE_TYPES, type ImageFileCheck } from './lib/file-checks.ts';
export { imageFileName, downloadImage } from './lib/download.ts';
export { imageFlowReducer, initialImageFlow, type ImageFlowEvent, type ImageFlowState } from './model/image-flow.ts';
