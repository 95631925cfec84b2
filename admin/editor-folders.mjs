// The folders of the repository the editor may read and write through Decap's local backend:
// the content, and the media folder Decap asks about, where nothing is ever put (staff upload no
// files: admin/config.ts). admin/local-backend.mjs refuses any other path.
export const CONTENT_FOLDER = "content";
export const MEDIA_FOLDER = "uploads-are-off";
