import { describe, expect, it } from 'vitest';
import {
  imageFlowReducer,
  initialImageFlow,
  isFlowBusy,
  previewObjectUrl,
  type ImageFlowEvent,
  type ImageFlowState,
} from './image-flow.ts';

const run = (events: ImageFlowEvent[], from: ImageFlowState = initialImageFlow) =>
  events.reduce(imageFlowReducer, from);
const photo = new File(['x'], 'photo.png', { type: 'image/png' });
const photo2 = new File(['y'], 'other.png', { type: 'image/png' });

describe('image flow', () => {
  it('manage → generate → preview → Use This Image → saved', () => {
    let state = run([{ type: 'generate' }]);
    expect(state).toEqual({ step: 'generating', previous: null });
    expect(isFlowBusy(state)).toBe(true);
    state = imageFlowReducer(state, { type: 'generated', imageUrl: '/media/a-640.webp', message: 'Drawn.' });
    expect(state).toEqual({
      step: 'preview',
      preview: { kind: 'generated', imageUrl: '/media/a-640.webp', message: 'Drawn.' },
    });
    expect(isFlowBusy(state)).toBe(false);
    state = imageFlowReducer(state, { type: 'confirm' });
    expect(state.step).toBe('saving');
    expect(isFlowBusy(state)).toBe(true);
    expect(imageFlowReducer(state, { type: 'saved' })).toEqual({ step: 'saved' });
  });

  it("'Generate Another' goes back to generating; a failure there returns to the earlier preview", () => {
    const first = run([{ type: 'generate' }, { type: 'generated', imageUrl: '/media/a-640.webp', message: '' }]);
    const again = imageFlowReducer(first, { type: 'generate' });
    expect(again).toEqual({
      step: 'generating',
      previous: { kind: 'generated', imageUrl: '/media/a-640.webp', message: '' },
    });
    expect(imageFlowReducer(again, { type: 'generateFailed' })).toEqual(first);
    const second = imageFlowReducer(again, { type: 'generated', imageUrl: '/media/b-640.webp', message: '' });
    expect(second.step === 'preview' && second.preview.kind === 'generated' && second.preview.imageUrl).toBe(
      '/media/b-640.webp',
    );
  });

  it('a failed first generation returns to manage', () => {
    expect(run([{ type: 'generate' }, { type: 'generateFailed' }])).toEqual({ step: 'manage' });
  });

  it("manage → upload → preview → 'upload new' → another photo → Use This Image; a failed save returns to the preview", () => {
    let state = run([{ type: 'fileChosen', file: photo, url: 'blob:1' }]);
    expect(state).toEqual({ step: 'preview', preview: { kind: 'upload', file: photo, url: 'blob:1' } });
    expect(previewObjectUrl(state)).toBe('blob:1');
    state = imageFlowReducer(state, { type: 'back' });
    expect(state).toEqual({ step: 'manage' });
    expect(previewObjectUrl(state)).toBeNull();
    state = run([{ type: 'fileChosen', file: photo2, url: 'blob:2' }, { type: 'confirm' }], state);
    expect(state).toEqual({ step: 'saving', preview: { kind: 'upload', file: photo2, url: 'blob:2' } });
    expect(previewObjectUrl(state)).toBe('blob:2');
    const failed = imageFlowReducer(state, { type: 'saveFailed' });
    expect(failed).toEqual({ step: 'preview', preview: { kind: 'upload', file: photo2, url: 'blob:2' } });
  });

  it('a new photo can replace an upload preview directly', () => {
    const state = run([
      { type: 'fileChosen', file: photo, url: 'blob:1' },
      { type: 'fileChosen', file: photo2, url: 'blob:2' },
    ]);
    expect(previewObjectUrl(state)).toBe('blob:2');
  });

  it('ignores events that do not belong to the current step', () => {
    const generating = run([{ type: 'generate' }]);
    expect(imageFlowReducer(generating, { type: 'generate' })).toBe(generating);
    expect(imageFlowReducer(generating, { type: 'confirm' })).toBe(generating);
    expect(imageFlowReducer(generating, { type: 'fileChosen', file: photo, url: 'blob:1' })).toBe(generating);
    expect(imageFlowReducer(initialImageFlow, { type: 'generated', imageUrl: '/x', message: '' })).toBe(
      initialImageFlow,
    );
    expect(imageFlowReducer(initialImageFlow, { type: 'confirm' })).toBe(initialImageFlow);
    expect(imageFlowReducer(initialImageFlow, { type: 'saved' })).toBe(initialImageFlow);
    // 'Generate Another' is not offered on an upload preview.
    const upload = run([{ type: 'fileChosen', file: photo, url: 'blob:1' }]);
    expect(imageFlowReducer(upload, { type: 'generate' })).toBe(upload);
    const saving = imageFlowReducer(upload, { type: 'confirm' });
    expect(imageFlowReducer(saving, { type: 'back' })).toBe(saving);
    expect(imageFlowReducer(saving, { type: 'confirm' })).toBe(saving);
  });
});
