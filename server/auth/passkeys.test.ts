import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signedInAgent } from '../testing/factories.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOST = 'abtal.test';
const ORIGIN = `http://${HOST}`;

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(new Uint8Array(bytes));

/**
 * A software authenticator (P-256, "none" attestation), the WebAuthn answers a browser and a
 * device would give: real signatures the server verifies, nothing of the server's stubbed.
 */
class SoftAuthenticator {
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly credentialId = b64(randomBytes(16));
  private counter = 0;

  /** The page's origin the browser reports (a phishing page's, for one test). */
  origin = ORIGIN;

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  private authData(attested: boolean): Buffer {
    this.counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const parts = [sha256(HOST), Buffer.from([attested ? 0x45 : 0x05]), count];
    if (attested) {
      const id = isoBase64URL.toBuffer(this.credentialId);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(id.length);
      parts.push(Buffer.alloc(16), length, Buffer.from(id), Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin }));
  }

  register(challenge: string) {
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(this.authData(true))],
      ]) as never,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64(this.clientData('webauthn.create', challenge)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  signIn(challenge: string) {
    const authenticatorData = this.authData(false);
    const clientDataJSON = this.clientData('webauthn.get', challenge);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authenticatorData),
        signature: b64(signature),
      },
      clientExtensionResults: {},
    };
  }
}

type Agent = ReturnType<TestApp['agent']>;

async function addPasskey(agent: Agent, device = new SoftAuthenticator()) {
  const options = await agent
    .post('/api/auth/passkeys/registration-options')
    .set('Host', HOST)
    .expect(200);
  expect(options.body.rp).toEqual({ name: 'Abtal Universe', id: HOST });
  const res = await agent
    .post('/api/auth/passkeys')
    .set('Host', HOST)
    .send({ credential: device.register(options.body.challenge) })
    .expect(201);
  return { device, passkey: res.body as { id: string; name: string } };
}

const postLogin = (agent: Agent, credential: unknown) =>
  agent.post('/api/auth/passkeys/login').set('Host', HOST).send({ credential });

async function loginOptions(agent: Agent): Promise<string> {
  const res = await agent.post('/api/auth/passkeys/login-options').set('Host', HOST).expect(200);
  return res.body.challenge as string;
}

describe('passkeys', () => {
  it('are added in the profile and sign in on another browser', async () => {
    const { agent, userId } = await signedInAgent(t);
    const { device, passkey } = await addPasskey(agent);
    expect(passkey.id).toBe(device.credentialId);
    const list = await agent.get('/api/auth/passkeys').expect(200);
    expect(list.body.passkeys).toEqual([
      {
        id: device.credentialId,
        name: expect.any(String),
        createdAt: expect.any(String),
        lastUsedAt: null,
        synced: false,
      },
    ]);

    const browser = t.agent();
    const challenge = await loginOptions(browser);
    const res = await postLogin(browser, device.signIn(challenge)).expect(200);
    expect(res.body.user.id).toBe(userId);
    const me = await browser.get('/api/auth/me').expect(200);
    expect(me.body.id).toBe(userId);
    const after = await agent.get('/api/auth/passkeys').expect(200);
    expect(after.body.passkeys[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('refuse a replayed answer: each challenge serves once', async () => {
    const { agent } = await signedInAgent(t);
    const { device } = await addPasskey(agent);
    const browser = t.agent();
    const answer = device.signIn(await loginOptions(browser));
    await postLogin(browser, answer).expect(200);
    const again = await postLogin(t.agent(), answer).expect(400);
    expect(again.body.errors).toEqual({
      credential: ['The passkey request has expired or was already used; please try again'],
    });
  });

  it('refuse an answer to another challenge, from another origin, or from an unknown passkey with 400s', async () => {
    const { agent } = await signedInAgent(t);
    const { device } = await addPasskey(agent);

    const browser = t.agent();
    await loginOptions(browser);
    const wrongChallenge = await browser
      .post('/api/auth/passkeys/login')
      .set('Host', HOST)
      .send({ credential: device.signIn(isoBase64URL.fromBuffer(new Uint8Array(randomBytes(32)))) })
      .expect(400);
    expect(wrongChallenge.body.message).toMatch(/^The passkey could not be verified: /);

    const phishing = t.agent();
    device.origin = 'http://abtal-login.example';
    const phishingChallenge = await loginOptions(phishing);
    const fromElsewhere = await postLogin(phishing, device.signIn(phishingChallenge)).expect(400);
    expect(fromElsewhere.body.message).toMatch(/^The passkey could not be verified: .*origin/i);

    const stranger = t.agent();
    const strangerChallenge = await loginOptions(stranger);
    const unknown = await postLogin(
      stranger,
      new SoftAuthenticator().signIn(strangerChallenge),
    ).expect(400);
    expect(unknown.body.errors).toEqual({
      credential: ['This passkey is not registered with any account'],
    });
    await stranger.get('/api/auth/me').expect(401);
  });

  it('refuse an answer sent without asking for options first', async () => {
    const { agent } = await signedInAgent(t);
    const res = await agent
      .post('/api/auth/passkeys')
      .set('Host', HOST)
      .send({
        credential: new SoftAuthenticator().register(
          isoBase64URL.fromBuffer(new Uint8Array(randomBytes(32))),
        ),
      })
      .expect(400);
    expect(res.body.errors.credential).toHaveLength(1);
    expect((await agent.get('/api/auth/passkeys').expect(200)).body.passkeys).toEqual([]);
  });

  it('are removed only by their owner, and then sign nobody in', async () => {
    const { agent } = await signedInAgent(t);
    const { device } = await addPasskey(agent);
    const { agent: other } = await signedInAgent(t);
    await other.delete(`/api/auth/passkeys/${device.credentialId}`).expect(404);
    await agent.delete(`/api/auth/passkeys/${device.credentialId}`).expect(200, { success: true });
    expect((await agent.get('/api/auth/passkeys').expect(200)).body.passkeys).toEqual([]);
    const browser = t.agent();
    const challenge = await loginOptions(browser);
    const res = await postLogin(browser, device.signIn(challenge)).expect(400);
    expect(res.body.errors).toEqual({
      credential: ['This passkey is not registered with any account'],
    });
  });

  it('go with the account when it is deleted', async () => {
    const account = newAccount();
    const agent = t.agent();
    await agent.post('/api/auth/register').send(account).expect(201);
    const { device } = await addPasskey(agent);
    await agent.post('/api/auth/account/delete').send({ password: account.password }).expect(200);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM passkeys WHERE id = $1`,
      [device.credentialId],
    );
    expect(n).toBe(0);
  });
});
