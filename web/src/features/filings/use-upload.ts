import type { UploadResponse } from '@common/filings';
import { getStateName, isStateAvailable, type StateId } from '@common/states';
import { toast } from '@web/components/ui/use-toast';
import { isApiError } from '@web/lib/api-client';
import { useReducer, useRef } from 'react';
import { readFileMismatch } from './api/file-mismatch';
import { useImportProgress } from './api/get-import-progress';
import { newUploadId, useUploadFiling } from './api/upload-filing';
import {
  checkUploadForm,
  describeUploadProgress,
  initialUploadState,
  isCsvName,
  uploadReducer,
} from './upload-state';

/** Spec §8's toasts for a failed upload. */
function toastUploadError(error: unknown) {
  if (isApiError(error)) {
    if (error.status === 409 || error.code === 'DUPLICATE_FILING') {
      toast({
        title: 'Upload Failed',
        description: `Duplicate Filing: ${error.detail ?? error.serverMessage ?? 'this week was already uploaded.'}`,
        variant: 'destructive',
      });
      return;
    }
    // 'Invalid File Type', 'State Locked', 'No File Selected' carry a title and a longer message.
    if (error.serverMessage && error.detail && error.detail !== error.serverMessage) {
      toast({ title: error.serverMessage, description: error.detail, variant: 'destructive' });
      return;
    }
  }
  toast({
    title: 'Upload Failed',
    description: (isApiError(error) && error.serverMessage) || 'Failed to upload file',
    variant: 'destructive',
  });
}

/**
 * The Upload Files panel's state and actions (spec §2, §4, §8): the form and the file with their checks and
 * toasts, the upload with its progress and the import's, and the question asked when a file does not fit its
 * week. `onUploaded` runs after a successful upload (the weeks and lists have reloaded), before the toast.
 */
export function useUpload(defaultState: StateId, onUploaded: (result: UploadResponse) => void) {
  const [current, dispatch] = useReducer(uploadReducer, defaultState, initialUploadState);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadFiling();
  const progress = useImportProgress(current.uploadId).data ?? null;

  function resetFileInput() {
    if (fileInput.current) fileInput.current.value = '';
  }

  function chooseState(value: string) {
    if (!isStateAvailable(value)) {
      toast({
        title: 'State Locked',
        description: 'Access to other states is not available in this version.',
        variant: 'destructive',
      });
      return;
    }
    dispatch({ type: 'set-state', state: value as StateId });
  }

  function chooseFile(next: File | undefined) {
    if (!next) return;
    if (!isCsvName(next.name)) {
      toast({ title: 'Invalid File Type', description: 'Please select a CSV file.', variant: 'destructive' });
      resetFileInput();
      return;
    }
    dispatch({ type: 'choose-file', file: next });
  }

  function clearFile() {
    dispatch({ type: 'choose-file', file: null });
    resetFileInput();
  }

  /** With `confirmMismatch`, the user saw why the file seemed not to fit its week and stores it anyway. */
  async function start({ confirmMismatch = false } = {}) {
    dispatch({ type: 'ask', mismatch: null });
    const checked = checkUploadForm(current);
    if ('problem' in checked) {
      toast({ ...checked.problem, variant: 'destructive' });
      return;
    }
    const { form } = checked;
    const uploadId = newUploadId();
    dispatch({ type: 'start', uploadId });
    try {
      const result = await upload.mutateAsync({
        ...form,
        confirmMismatch,
        uploadId,
        onUploadProgress: (percent) => dispatch({ type: 'progress', percent }),
      });
      dispatch({ type: 'succeed', result });
      resetFileInput();
      onUploaded(result);
      toast({
        title: 'Upload Successful',
        description: `Processed ${result.stats.totalCases.toLocaleString('en-US')} cases, found ${result.stats.highValueCases.toLocaleString('en-US')} high-value cases.`,
      });
    } catch (error) {
      const chosen = `${getStateName(form.state)}, week ${form.weekNumber} of ${form.year}`;
      const mismatch = readFileMismatch(error, chosen);
      if (mismatch) dispatch({ type: 'ask', mismatch });
      else toastUploadError(error);
    } finally {
      dispatch({ type: 'finish' });
    }
  }

  const isUploading = upload.isPending;
  return {
    ...current,
    ...describeUploadProgress(isUploading, current.uploadPercent, progress),
    isUploading,
    progress,
    fileInput,
    setWeekNumber: (weekNumber: string) => dispatch({ type: 'set-week-number', weekNumber }),
    setYear: (year: string) => dispatch({ type: 'set-year', year }),
    setDragging: (isDragging: boolean) => dispatch({ type: 'drag', isDragging }),
    dismissMismatch: () => dispatch({ type: 'ask', mismatch: null }),
    chooseState,
    chooseFile,
    clearFile,
    start,
  };
}
