// Opens `count` TCP connections to host:port that never send a byte, and holds them (for
// `npm run bench:faults`); prints how many it opened and how many the server closed.
import { connect } from 'node:net';

const [port, count, holdMs] = process.argv.slice(2).map(Number);
let opened = 0;
let closed = 0;
const sockets = [];
for (let i = 0; i < count; i += 1) {
  await new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      opened += 1;
      resolve();
    });
    socket.on('error', resolve);
    socket.on('close', () => {
      closed += 1;
    });
    sockets.push(socket);
  });
}
process.stdout.write(`opened ${opened}\n`);
await new Promise((resolve) => setTimeout(resolve, holdMs));
process.stdout.write(`closed-by-server ${closed}\n`);
for (const socket of sockets) socket.destroy();
process.exit(0);
