import { constants, createPrivateKey, privateEncrypt, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import type { PDFDocument } from 'pdf-lib';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf, Signer } from '@signpdf/signpdf';

/** Who signs and why, as the signature dictionary says it. */
export interface SignatureInfo {
  name: string;
  reason: string;
  location: string;
  contactInfo: string;
}

// DER of DigestInfo's prefix for SHA-256 (RFC 8017 §9.2): what PKCS#1 v1.5 signs before the digest.
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * The lab's signer: the PKCS#12 read once (node-forge), the CMS SignedData built by node-forge with
 * the signed attributes PAdES needs (content type, signing time, message digest), and the RSA
 * signature made by Node's crypto (native) rather than node-forge's JavaScript RSA — the costly
 * parts of @signpdf/signer-p12, which parses the PKCS#12 and signs in JavaScript on every PDF.
 */
export class LabSigner extends Signer {
  private readonly key: KeyObject;
  private readonly certificate: forge.pki.Certificate;
  private readonly chain: forge.pki.Certificate[];
  /**
   * The certificate's issuer as the signature names it (issuerAndSerialNumber). A parsed UTF8String
   * holds its UTF-8 bytes, and forge encodes a UTF8String value to UTF-8 when writing it: given the
   * parsed certificate, forge wrote a Thai issuer's bytes twice over, and a reader (poppler's pdfsig)
   * found no certificate of that issuer — "Unknown Validation Failure". Decoded once here, it is
   * written as the certificate has it.
   */
  private readonly issuer: forge.pki.CertificateField[];

  constructor(p12: Buffer, passphrase: string) {
    super();
    const parsed = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, passphrase);
    const keyBag =
      parsed.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag]?.[0] ??
      parsed.getBags({ bagType: forge.pki.oids.keyBag })[forge.pki.oids.keyBag]?.[0];
    const privateKey = keyBag?.key as forge.pki.rsa.PrivateKey | undefined;
    if (!privateKey) throw new Error('The PKCS#12 file holds no private key.');
    this.chain = (parsed.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? []).map((bag) => bag.cert!).filter(Boolean);
    const own = this.chain.find((cert) => {
      const key = cert.publicKey as forge.pki.rsa.PublicKey;
      return key.n.compareTo(privateKey.n) === 0 && key.e.compareTo(privateKey.e) === 0;
    });
    if (!own) throw new Error('The PKCS#12 file holds no certificate of its private key.');
    this.certificate = own;
    this.issuer = own.issuer.attributes.map((field) =>
      field.valueTagClass === (forge.asn1.Type.UTF8 as unknown as forge.asn1.Class) ? { ...field, value: forge.util.decodeUtf8(String(field.value)) } : field,
    );
    this.key = createPrivateKey(forge.pki.privateKeyToPem(privateKey));
  }

  /** Who the certificate names (its common name). */
  get subject(): string {
    // forge gives a UTF8String's bytes as a string: decoded, a Thai lab name reads as Thai.
    const value = String(this.certificate.subject.getField('CN')?.value ?? '');
    try {
      return forge.util.decodeUtf8(value);
    } catch {
      return value; // not UTF-8 (a Latin-1 name of another certificate): as it is
    }
  }

  override async sign(pdf: Buffer, signingTime?: Date): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdf.toString('binary'));
    for (const cert of this.chain) p7.addCertificate(cert);
    const key = this.key;
    p7.addSigner({
      // Only `sign` is called (with the digest of the signed attributes): PKCS#1 v1.5 by Node's crypto.
      key: {
        sign: (md: forge.md.MessageDigest) =>
          privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(md.digest().getBytes(), 'binary')])).toString('binary'),
      } as unknown as forge.pki.rsa.PrivateKey,
      issuer: this.issuer,
      serialNumber: this.certificate.serialNumber,
      digestAlgorithm: forge.pki.oids.sha256,
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType, value: forge.pki.oids.data },
        { type: forge.pki.oids.signingTime, value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest },
      ],
      // forge takes the issuer and serial instead of the certificate (its types know only the latter).
    } as unknown as Parameters<typeof p7.addSigner>[0]);
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}

/**
 * Signs a PDF document (PAdES baseline: a CAdES detached signature, SubFilter ETSI.CAdES.detached):
 * pdf-lib adds the signature field and its placeholder to `doc` (already loaded, e.g. stamped),
 * saves it, and @signpdf/signpdf fills the placeholder over the whole file (the byte range covers
 * everything but the signature itself).
 */
export async function signPdfDocument(doc: PDFDocument, signer: LabSigner, info: SignatureInfo, signingTime: Date = new Date()): Promise<Uint8Array> {
  pdflibAddPlaceholder({ pdfDoc: doc, ...info, signingTime, subFilter: 'ETSI.CAdES.detached', signatureLength: 16_384, appName: 'PathDesk' });
  const prepared = await doc.save({ useObjectStreams: false });
  return new Uint8Array(await new SignPdf().sign(Buffer.from(prepared), signer, signingTime));
}
