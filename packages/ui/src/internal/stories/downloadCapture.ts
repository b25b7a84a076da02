import { spyOn } from 'storybook/test';

/** The file a story's page offered for download, kept by a download capture. */
export interface DownloadCapture {
  /** The Blob the page last handed to `URL.createObjectURL`, once it has (reset before each story). */
  blob: Blob | undefined;
  /**
   * Story `beforeEach`: the download never leaves the page (the Blob URL is a fake one, the anchor's
   * click does nothing) and its Blob is kept in `blob`; answers the cleanup that restores both.
   */
  beforeEach: () => () => void;
}

/** A capture of what a story downloads, for play functions that read the file (an exported CSV). */
export function downloadCapture(): DownloadCapture {
  const capture: DownloadCapture = {
    blob: undefined,
    beforeEach: () => {
      capture.blob = undefined;
      const create = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        capture.blob = blob as Blob;
        return 'blob:gaia-test';
      });
      const revoke = spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      return () => {
        create.mockRestore();
        revoke.mockRestore();
        click.mockRestore();
      };
    },
  };
  return capture;
}
