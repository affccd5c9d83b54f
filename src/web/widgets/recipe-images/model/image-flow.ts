/**
 * The image flow of the management modal (spec section 4): manage, then generate or upload, then
 * preview, then 'Use This Image' to confirm, or 'Generate Another' / 'upload new' to go back.
 * A pure reducer: the dialog runs the calls and reports their outcome as events.
 */

/** A generated preview (generate-image): stored on the server but not attached yet. */
export interface GeneratedPreview {
  kind: 'generated';
  imageUrl: string;
  /** The server's sentence (e.g. that an illustration was drawn because the model failed). */
  message: string;
}

/** A chosen photo, shown from a local object URL until it is uploaded. */
export interface UploadPreview {
  kind: 'upload';
  file: File;
  /** URL.createObjectURL(file); the dialog revokes it when the preview goes. */
  url: string;
}

export type ImagePreview = GeneratedPreview | UploadPreview;

export type ImageFlowState =
  | { step: 'manage' }
  /** generate-image is running; `previous` is the preview 'Generate Another' was pressed on. */
  | { step: 'generating'; previous: GeneratedPreview | null }
  | { step: 'preview'; preview: ImagePreview }
  /** 'Use This Image' is running (confirm-image, or upload + attach). */
  | { step: 'saving'; preview: ImagePreview }
  | { step: 'saved' };

export type ImageFlowEvent =
  /** Generate (from manage) or 'Generate Another' (from a generated preview). */
  | { type: 'generate' }
  | { type: 'generated'; imageUrl: string; message: string }
  | { type: 'generateFailed' }
  /** A photo passed the client-side checks. */
  | { type: 'fileChosen'; file: File; url: string }
  /** 'upload new' on an upload preview, or Back on any preview: to the manage step. */
  | { type: 'back' }
  /** 'Use This Image'. */
  | { type: 'confirm' }
  | { type: 'saved' }
  | { type: 'saveFailed' };

export const initialImageFlow: ImageFlowState = { step: 'manage' };

/** Events that make no sense in the current step leave it unchanged (a double click, a late answer). */
export function imageFlowReducer(state: ImageFlowState, event: ImageFlowEvent): ImageFlowState {
  switch (event.type) {
    case 'generate':
      if (state.step === 'manage') return { step: 'generating', previous: null };
      if (state.step === 'preview' && state.preview.kind === 'generated')
        return { step: 'generating', previous: state.preview };
      return state;
    case 'generated':
      if (state.step !== 'generating') return state;
      return { step: 'preview', preview: { kind: 'generated', imageUrl: event.imageUrl, message: event.message } };
    case 'generateFailed':
      if (state.step !== 'generating') return state;
      return state.previous ? { step: 'preview', preview: state.previous } : { step: 'manage' };
    case 'fileChosen':
      // A photo can be chosen or dropped from the manage step, or over an earlier upload preview.
      if (state.step === 'manage' || (state.step === 'preview' && state.preview.kind === 'upload')) {
        return { step: 'preview', preview: { kind: 'upload', file: event.file, url: event.url } };
      }
      return state;
    case 'back':
      return state.step === 'preview' ? { step: 'manage' } : state;
    case 'confirm':
      return state.step === 'preview' ? { step: 'saving', preview: state.preview } : state;
    case 'saved':
      return state.step === 'saving' ? { step: 'saved' } : state;
    case 'saveFailed':
      return state.step === 'saving' ? { step: 'preview', preview: state.preview } : state;
  }
}

/** The local object URL the state still shows, if any (the dialog revokes it once it is gone). */
export function previewObjectUrl(state: ImageFlowState): string | null {
  if ((state.step === 'preview' || state.step === 'saving') && state.preview.kind === 'upload')
    return state.preview.url;
  return null;
}

/** True while a call of the flow is running: the other controls wait. */
export function isFlowBusy(state: ImageFlowState): boolean {
  return state.step === 'generating' || state.step === 'saving';
}
