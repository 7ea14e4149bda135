import { userEvent } from 'storybook/test';

/**
 * Chooses files through a file input as the browser's dialog would hand them over, whatever the input's
 * `accept` says: a play can then see the screen refuse a file of the wrong kind itself.
 */
export async function chooseFiles(input: HTMLInputElement, files: File | File[]): Promise<void> {
  await userEvent.setup({ applyAccept: false }).upload(input, files);
}

/**
 * Drops files on a zone the way a browser does: dragenter, dragover, then drop. Files made in the page
 * have no file-system entry (a dragged file from the desktop has one, which react-aria reads to tell
 * files from folders), so for the time of the drop a missing entry reads as a plain file.
 */
export function dropFiles(target: Element, files: readonly File[]): void {
  const dataTransfer = new DataTransfer();
  files.forEach((file) => dataTransfer.items.add(file));
  const { left, top } = target.getBoundingClientRect();
  const entry = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
  const original = DataTransferItem.prototype.webkitGetAsEntry;
  DataTransferItem.prototype.webkitGetAsEntry = function webkitGetAsEntry(this: DataTransferItem) {
    return original.call(this) ?? ({ isFile: true, isDirectory: false } as FileSystemEntry);
  };
  try {
    for (const type of ['dragenter', 'dragover', 'drop']) {
      target.dispatchEvent(
        new DragEvent(type, {
          bubbles: true,
          cancelable: true,
          dataTransfer,
          clientX: left + 10,
          clientY: top + 10,
        }),
      );
    }
  } finally {
    if (entry) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', entry);
  }
}
