// `npm start`: build what is missing, then run the server (TypeScript through tsx).
import { spawn } from 'node:child_process';
import { buildWebIfStale } from './build-if-stale.mjs';

buildWebIfStale();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
