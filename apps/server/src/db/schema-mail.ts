/** Tables of the mail work (issue 5); an interface so the Database interface can extend it. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/consistent-type-definitions -- placeholder until the mail tables land
export interface MailTables {}
