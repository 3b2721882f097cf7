import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * A self-signed certificate for the lab, as a PKCS#12 file protected by `passphrase`: what the API
 * signs PDFs with outside production when SIGNING_P12_PATH is unset (docs/security.md). The key pair
 * is made by Node (native, fast); node-forge writes the certificate and the PKCS#12 container.
 */
export function selfSignedP12(labName: string, passphrase: string, now = new Date()): Buffer {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600_000);
  cert.validity.notAfter = new Date(now.getTime() + 5 * 365 * 24 * 3600_000);
  // A Thai lab name goes in as a UTF8String (forge encodes it), and the
  // PKCS#12's friendly name stays ASCII (a Thai one broke the container's MAC).
  const utf8 = (value: string) => ({ value, valueTagClass: forge.asn1.Type.UTF8 as unknown as forge.asn1.Class });
  const subject = [
    { name: 'commonName', ...utf8(`${labName} (demonstration, not for clinical use)`) },
    { name: 'organizationName', ...utf8(labName) },
    { name: 'countryName', value: 'TH' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des', friendlyName: 'PathDesk lab signing' });
  return Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');
}
