/**
 * A file of a release folder as its manifests name it (mf-manifest.json, page-chunks.json): a
 * path inside the folder, in subfolders or not, where no segment starts with a dot, so none is
 * `..` and none leads out. The release guard checks such names exist; the server preloads them.
 */
export const RELEASE_FILE_NAME = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*$/;

export const isReleaseFileName = (name: unknown): name is string =>
  typeof name === 'string' && RELEASE_FILE_NAME.test(name);
