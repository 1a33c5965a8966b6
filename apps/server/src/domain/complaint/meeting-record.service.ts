import { z } from 'zod';
import { meetingDeadlineOf } from '@atalaya/contract/complaints/meeting-request.schemas';
import type { MeetingRecord } from '@atalaya/contract/complaints/meeting-record.schemas';
import { decryptText } from '../../lib/crypto.ts';
import { sealedColumn } from '../../lib/sealed-columns.ts';
import type { ComplaintRow } from './complaint.repository.ts';

const proposalSchema = z.object({ fecha: z.string(), lugar: z.string() });

/**
 * A meeting the reporter asked for, as the case and the follow-up show it: null when none was
 * asked, and for a purged case (what they wrote about it is gone with the rest).
 */
export function meetingRecordOf(key: Buffer, complaint: ComplaintRow): MeetingRecord | null {
  if (complaint.reunion_modalidad === null || complaint.fec_reunion_solicitada === null || complaint.fec_purga) {
    return null;
  }
  const proposal =
    complaint.reunion_propuesta === null || complaint.fec_reunion_propuesta === null
      ? null
      : {
          ...proposalSchema.parse(
            JSON.parse(
              decryptText(key, complaint.reunion_propuesta, sealedColumn.meeting('reunion_propuesta', complaint.guid)),
            ),
          ),
          fec_propuesta: complaint.fec_reunion_propuesta,
        };
  return {
    modalidad: complaint.reunion_modalidad,
    disponibilidad:
      complaint.reunion_disponibilidad === null
        ? null
        : decryptText(
            key,
            complaint.reunion_disponibilidad,
            sealedColumn.meeting('reunion_disponibilidad', complaint.guid),
          ),
    fec_solicitada: complaint.fec_reunion_solicitada,
    vence: meetingDeadlineOf(complaint.fec_reunion_solicitada),
    propuesta: proposal,
  };
}
