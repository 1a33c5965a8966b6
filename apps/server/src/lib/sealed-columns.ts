/**
 * The additional authenticated data of every encrypted column (lib/crypto.ts `encryptText`):
 * each binds a ciphertext to its row, so a value copied into another complaint fails to decrypt.
 * Every feature that reads or writes these columns uses these builders, never its own strings.
 * @example encryptText(key, json, sealedColumn.complaintAnswers(guid))
 */
export const sealedColumn = {
  complaintAnswers: (guid: string) => `den_denuncias.respuestas:${guid}`,
  complaintContact: (guid: string) => `den_denuncias.contacto:${guid}`,
  complaintResolution: (guid: string) => `den_denuncias.resolucion:${guid}`,
  /** The transcript of a verbal communication (issue 17 §2). */
  complaintTranscript: (guid: string) => `den_denuncias.transcripcion:${guid}`,
  /** A meeting the reporter asked for (issue 17 §2): when they can, and the date and place proposed. */
  meeting: (column: 'reunion_disponibilidad' | 'reunion_propuesta', guid: string) => `den_denuncias.${column}:${guid}`,
  chatMessage: (guid: string) => `den_chat_mensajes.mensaje:${guid}`,
  notificationContent: (iddenuncia: number) => `den_denuncia_notificaciones.contenido:${iddenuncia}`,
  notificationTitle: (iddenuncia: number) => `den_denuncia_notificaciones.descripcion:${iddenuncia}`,
  extensionReason: (guid: string) => `den_denuncias.prorroga_motivo:${guid}`,
  internalNote: (iddenuncia: number) => `den_notas_internas.nota:${iddenuncia}`,
  /** A disclosure of the reporter's identity (issue 17 §3): `destinatario`, `base_legal`, `motivo_omision`. */
  disclosure: (column: 'destinatario' | 'base_legal' | 'motivo_omision', iddenuncia: number) =>
    `den_denuncia_revelaciones.${column}:${iddenuncia}`,
  /**
   * A redaction of a case's text (issue 17 §7, decision 062): the text before it (`antes`) and the
   * passage struck (`pasaje`), bound to the case and to the row's random `uid` (its id is not known
   * before the insert), so neither can be copied into another redaction or case.
   */
  redaction: (column: 'antes' | 'pasaje', guid: string, uid: string) => `den_tachados.${column}:${guid}:${uid}`,
  /** A line of a case's libro-registro log (issue 17 §5): an action taken or a measure adopted. */
  caseAction: (iddenuncia: number) => `den_denuncia_actuaciones.descripcion:${iddenuncia}`,
  /** The address a reporter left only for "there is news" notices (issue 17 §4, decision 046). */
  noticeAddress: (guid: string) => `den_denuncias.correo_avisos:${guid}`,
  /** A tenant's SAML service-provider private key (decision 045). */
  spPrivateKey: (idcliente: number) => `proveedores_identidad.sp_clave_privada:${idcliente}`,
  /** A citizen's session at the IdP (NameID, SessionIndex; decision 058): of a sign-in request, then of its session. */
  idpSession: (table: 'saml_peticiones' | 'sesiones', id: string) => `${table}.sesion_idp:${id}`,
  /** A citizen's name, bound to their identifier's keyed hash (decision 045). */
  citizenName: (identificadorHash: string) => `terceros.nombre:${identificadorHash}`,
  /** A citizen's contact data of "Mis datos" (`{email, telefono}`), bound like the name (decision 052). */
  citizenContact: (identificadorHash: string) => `terceros.contacto:${identificadorHash}`,
  /** A person's TOTP secret; with `pendiente`, the unconfirmed one an enrolment hands out (decision 038). */
  totpSecret: (idusuario: number, pendiente = false) =>
    `usuarios.totp_secreto${pendiente ? '.pendiente' : ''}:${idusuario}`,
} as const;
