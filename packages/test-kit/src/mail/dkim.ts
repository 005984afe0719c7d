import { generateKeyPairSync } from 'node:crypto';
import { dkimSign } from 'mailauth';

export interface DkimKey {
  privateKey: string;
  /** The `p=` value of the DNS record. */
  publicKeyBase64: string;
  record: string;
}

export function generateDkimKey(): DkimKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyBase64 = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyBase64,
    record: `v=DKIM1; k=rsa; p=${publicKeyBase64}`,
  };
}

/** Signs a message the way an ATS's mail server does and returns it with the signature prepended. */
export async function signMessage(
  message: string,
  options: {
    domain: string;
    selector: string;
    key: DkimKey;
    signTime?: Date;
    expires?: Date;
    /** `l=`: sign only this many canonical body bytes. */
    maxBodyLength?: number;
    /** `a=`, e.g. rsa-sha1. */
    algorithm?: string;
    /** `h=` as a colon list, e.g. 'from:subject:date'. */
    headerList?: string;
  },
): Promise<Buffer> {
  const result = await dkimSign(message, {
    canonicalization: 'relaxed/relaxed',
    signTime: options.signTime ?? new Date(),
    expires: options.expires,
    ...(options.headerList ? { headerList: options.headerList } : {}),
    signatureData: [
      {
        signingDomain: options.domain,
        selector: options.selector,
        privateKey: options.key.privateKey,
        ...(options.maxBodyLength !== undefined ? { maxBodyLength: options.maxBodyLength } : {}),
        ...(options.algorithm ? { algorithm: options.algorithm } : {}),
      },
    ],
  } as Parameters<typeof dkimSign>[1]);
  if (result.errors?.length) throw new Error(`signing failed: ${String(result.errors[0])}`);
  return Buffer.from(result.signatures + message);
}
