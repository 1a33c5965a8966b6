import type { VerbalRecord } from '@atalaya/contract/complaints/verbal-record.schemas';
import { decryptText } from '../../lib/crypto.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import type { ComplaintRow } from './complaint.repository.ts';

/**
 * A verbal communication as the case and the reporter's follow-up show it (issue 17 §2): null for
 * a web filing, and for a purged case (its transcript is gone with the rest).
 */
export function verbalRecordOf(key: Buffer, complaint: ComplaintRow): VerbalRecord | null {
  if (complaint.verbal_medio === null || complaint.verbal_fecha === null || complaint.transcripcion === null) {
    return null;
  }
  return {
    medio: complaint.verbal_medio,
    fecha: complaint.verbal_fecha,
    transcripcion: decryptText(key, complaint.transcripcion, sealedColumn.complaintTranscript(complaint.guid)),
    fec_conforme: complaint.fec_transcripcion_conforme,
  };
}
