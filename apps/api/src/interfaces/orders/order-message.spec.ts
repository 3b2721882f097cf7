import { Hl7Message } from '@medplum/core';
import { buildAck, fromHl7Time, headerOf, kindOfCode, OrderRefusal, parseOrder } from './order-message.js';
import { hl7Unescape } from '../hl7/hl7-text.js';

const message = (...segments: string[]) => Hl7Message.parse(['MSH|^~\\&|HIS|BKVH|PATHDESK|LAB|20261127090000+0700||ORM^O01^ORM_O01|M1|P|2.5.1', ...segments].join('\r'));
const PID = 'PID|1||HN1^^^BKVH^MR~3100503877569^^^TH-CID^NI||ใจดี^สมศรี^^^นาง^^L~JAIDEE^SOMSRI^^^^^A||19800115|F';
const ORC = 'ORC|NW|ORD-1|||||^^^^^S';
const OBR = 'OBR|1|ORD-1||11529-5^Surgical pathology study^LN|||202611270800||||||Lump\\T\\mass||Left breast\\S\\core|ว.1^ธนากร^สมชาย^^^นพ.';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof OrderRefusal) return { ackCode: error.ackCode, code: error.code };
    throw error;
  }
  throw new Error('not refused');
};

describe('orders in: reading ORM^O01 / OML^O21', () => {
  it('reads the header', () => {
    expect(headerOf(message(PID, ORC, OBR))).toEqual({
      messageType: 'ORM^O01',
      controlId: 'M1',
      sendingApplication: 'HIS',
      sendingFacility: 'BKVH',
      receivingApplication: 'PATHDESK',
      receivingFacility: 'LAB',
    });
  });

  it('reads the patient, order, specimen, doctor and priority, unescaping values', () => {
    expect(parseOrder(message(PID, ORC, OBR))).toEqual({
      orderNo: 'ORD-1',
      kind: 'surgical',
      fields: {
        hn: 'HN1',
        citizenId: '3100503877569',
        patientTitle: 'นาง',
        patientFirstName: 'สมศรี',
        patientLastName: 'ใจดี',
        patientFirstNameEn: 'SOMSRI',
        patientLastNameEn: 'JAIDEE',
        sex: 'female',
        birthDate: '1980-01-15',
        specimen: 'Left breast^core',
        clinicalHistory: 'Lump&mass',
        collectedAt: '2026-11-27T01:00:00.000Z',
        priority: 'urgent',
        doctorName: 'นพ. สมชาย ธนากร',
      },
    });
  });

  it.each([
    [[ORC, OBR], 'AR', 'order_segment_missing'],
    [[PID], 'AR', 'order_segment_missing'],
    [[PID, 'ORC|CA|ORD-1', OBR], 'AE', 'order_control_unsupported'],
    [[PID, 'ORC|NW', 'OBR|1||||'], 'AE', 'order_number_missing'],
    [['PID|1||3100503877569^^^TH-CID^NI||A^B', ORC, OBR], 'AE', 'order_missing_hn'],
    [[PID, ORC, 'OBR|1|ORD-1||99999-9^Blood^LN'], 'AE', 'order_unknown_specimen_kind'],
  ])('refuses %j: %s %s', (segments, ackCode, code) => {
    expect(refusal(() => parseOrder(message(...(segments as string[]))))).toEqual({ ackCode, code });
  });

  it('knows the kinds by LOINC, v2-0074 and short names', () => {
    expect(['11529-5', 'sp', '11526-1', 'CP', '47528-5', 'GYN', 'X'].map(kindOfCode)).toEqual([
      'surgical',
      'surgical',
      'cytological',
      'cytological',
      'gynecological',
      'gynecological',
      null,
    ]);
  });

  it('reads HL7 times as instants (Thailand when no offset) and days', () => {
    expect(fromHl7Time('20261127080000', false)).toBe('2026-11-27T01:00:00.000Z');
    expect(fromHl7Time('202611270800-0500', false)).toBe('2026-11-27T13:00:00.000Z');
    expect(fromHl7Time('19800115', true)).toBe('1980-01-15');
    expect(fromHl7Time('yesterday', false)).toBeNull();
  });

  it('builds an ACK that answers the message: names swapped, MSA with its control id, ERR-8 the reason', () => {
    const ack = Hl7Message.parse(buildAck(headerOf(message(PID)), 'AE', 'No HN | here', 'PDA9').toString());
    expect(ack.header.getField(3).toString()).toBe('PATHDESK');
    expect(ack.header.getField(5).toString()).toBe('HIS');
    expect(ack.header.getField(9).toString()).toBe('ACK^O01^ACK');
    expect(ack.header.getField(10).toString()).toBe('PDA9');
    expect(ack.getSegment('MSA')!.getField(1).toString()).toBe('AE');
    expect(ack.getSegment('MSA')!.getField(2).toString()).toBe('M1');
    expect(hl7Unescape(ack.getSegment('ERR')!.getComponent(8, 1))).toBe('No HN | here');
    expect(Hl7Message.parse(buildAck(headerOf(message(PID)), 'AA', null, 'PDA10').toString()).getSegment('ERR')).toBeUndefined();
  });
});
