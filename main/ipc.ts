import type { IpcMain, IpcMainEvent, IpcMainInvokeEvent } from 'electron';
import type { z } from 'zod';
import {
  ipcInvoke,
  ipcSend,
  type IpcArgs,
  type IpcInvokeChannel,
  type IpcResult,
  type IpcSendChannel,
} from '../shared/ipc.js';
import type { SenderLike } from './security.js';

export class IpcRejectedError extends Error {
  override name = 'IpcRejectedError';
}

export type InvokeHandlers = {
  [C in IpcInvokeChannel]: (
    args: IpcArgs<C>,
    event: SenderLike,
  ) => IpcResult<C> | Promise<IpcResult<C>>;
};

export type SendHandlers = {
  [C in IpcSendChannel]: (event: SenderLike) => void;
};

function describe(error: z.ZodError): string {
  return error.issues
    .map(
      (issue) =>
        `${issue.path.length ? `argument ${issue.path.join('.')}` : 'arguments'}: ${issue.message}`,
    )
    .join('; ');
}

/**
 * Validation in front of every handler: the sender must be the app's top frame, the arguments must match
 * the channel's schema in shared/ipc.ts. Anything else is refused with an error naming the problem
 * (ipcRenderer.invoke rejects with it); the handler never sees bad input.
 */
export function createIpcRouter(options: {
  invoke: InvokeHandlers;
  send: SendHandlers;
  isTrustedSender: (event: SenderLike) => boolean;
}) {
  async function invoke(channel: string, event: SenderLike, rawArgs: unknown[]): Promise<unknown> {
    if (!Object.hasOwn(ipcInvoke, channel)) {
      throw new IpcRejectedError(`Unknown IPC channel "${channel}"`);
    }
    const name = channel as IpcInvokeChannel;
    if (!options.isTrustedSender(event)) {
      throw new IpcRejectedError(`IPC "${name}" refused: the sender is not the app`);
    }
    const parsed = ipcInvoke[name].args.safeParse(rawArgs);
    if (!parsed.success) {
      throw new IpcRejectedError(`Invalid arguments for "${name}": ${describe(parsed.error)}`);
    }
    const handler = options.invoke[name] as (args: unknown, event: SenderLike) => unknown;
    return handler(parsed.data, event);
  }

  /** One-way messages: a bad one is dropped (there is nobody to answer), and reported by return value. */
  function send(channel: string, event: SenderLike, rawArgs: unknown[]): boolean {
    if (!Object.hasOwn(ipcSend, channel)) return false;
    const name = channel as IpcSendChannel;
    if (!options.isTrustedSender(event)) return false;
    if (!ipcSend[name].args.safeParse(rawArgs).success) return false;
    options.send[name](event);
    return true;
  }

  return { invoke, send };
}

export type IpcRouter = ReturnType<typeof createIpcRouter>;

/** Wires the router to ipcMain: one handle() per invoke channel, one on() per send channel. */
export function registerIpc(ipcMain: Pick<IpcMain, 'handle' | 'on'>, router: IpcRouter): void {
  for (const channel of Object.keys(ipcInvoke)) {
    ipcMain.handle(channel, (event: IpcMainInvokeEvent, ...args: unknown[]) =>
      router.invoke(channel, event, args),
    );
  }
  for (const channel of Object.keys(ipcSend)) {
    ipcMain.on(channel, (event: IpcMainEvent, ...args: unknown[]) => {
      router.send(channel, event, args);
    });
  }
}
