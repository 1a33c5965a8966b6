/** Tables of the gallery work (issue 5); an interface so the Database interface can extend it. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/consistent-type-definitions -- placeholder until the gallery tables land
export interface GalleryTables {}
