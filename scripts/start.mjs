// `npm start`: build what is missing, then run the server's bundle (scripts/build.mjs).
import { spawn } from 'node:child_process';
import { buildIfStale } from './build.mjs';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from './server-command.mjs';

await buildIfStale();
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
