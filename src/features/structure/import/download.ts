export { saveBytes } from '@/lib/save-bytes'

/** Reads a picked file with progress (0 … 1), which file.arrayBuffer() does not report. */
export function readFileBytes(
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total)
    }
    reader.onerror = () => reject(new Error('无法读取该文件，请重新选择'))
    reader.onload = () => {
      onProgress(1)
      const result = reader.result
      if (result instanceof ArrayBuffer) resolve(new Uint8Array(result))
      else reject(new Error('无法读取该文件，请重新选择'))
    }
    reader.readAsArrayBuffer(file)
  })
}

/** Lets the browser paint (a spinner, a progress label) before a long synchronous step. */
export const nextPaint = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
