/**
 * What may be uploaded, recognised by the file's first bytes (magic numbers): the declared
 * Content-Type and file name are the client's word and can lie, the bytes cannot pass as another
 * kind. The stored extension and the served Content-Type come from here, never from the client.
 */
export interface UploadKind {
  ext: string
  mime: string
}

export { UPLOAD_IMAGE_MAX_BYTES as IMAGE_MAX_BYTES } from '@/domain/account/schemas.ts'
export const FILE_MAX_BYTES = 20 * 1024 * 1024

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  sig.every((b, i) => bytes[at + i] === b)
const ascii = (s: string) => [...s].map((ch) => ch.charCodeAt(0))

/** png, jpeg, gif, webp — or undefined. */
export function detectImage(bytes: Uint8Array): UploadKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', mime: 'image/png' }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))
    return { ext: 'gif', mime: 'image/gif' }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8))
    return { ext: 'webp', mime: 'image/webp' }
  return undefined
}

// Office Open XML files are zip archives and old Office files are OLE2 containers: the bytes say
// "zip" or "OLE2", the declared extension (only when it is one of these) says which document.
const ZIP_DOCS: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
}
const OLE_DOCS: Record<string, string> = {
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
}

/** Documents (pdf, xlsx/docx/pptx/zip, xls/doc/ppt, rar, 7z) and the images above — or undefined. */
export function detectDocument(bytes: Uint8Array, fileName: string): UploadKind | undefined {
  const declared = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase() ?? ''
  if (startsWith(bytes, ascii('%PDF-'))) return { ext: 'pdf', mime: 'application/pdf' }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0x50, 0x4b, 0x05, 0x06])) {
    const mime = ZIP_DOCS[declared]
    return mime ? { ext: declared, mime } : { ext: 'zip', mime: 'application/zip' }
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    const mime = OLE_DOCS[declared]
    return mime ? { ext: declared, mime } : { ext: 'xls', mime: 'application/vnd.ms-excel' }
  }
  if (startsWith(bytes, ascii('Rar!\x1a\x07'))) return { ext: 'rar', mime: 'application/vnd.rar' }
  if (startsWith(bytes, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]))
    return { ext: '7z', mime: 'application/x-7z-compressed' }
  return detectImage(bytes)
}

const MIME_BY_EXT: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  ...ZIP_DOCS,
  ...OLE_DOCS,
}

/** Content-Type of a stored file by its (server-chosen) extension; undefined = not ours. */
export function mimeOfExt(ext: string): string | undefined {
  return MIME_BY_EXT[ext]
}
