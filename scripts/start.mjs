// `npm start`: build what is missing, then run the server's bundle (scripts/build.mjs).
import { spawn } from 'node:child_process';
import { buildIfStale, SERVER_BUNDLE } from './build.mjs';

await buildIfStale();
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
