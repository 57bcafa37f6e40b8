// `npm run dev`: the API server (restarted on change by tsx) and Vite's dev server with hot
// reload, which proxies /api and /dev to it. Open the address Vite prints.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], { stdio: 'inherit' }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { stdio: 'inherit' }),
];
const stop = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
children.forEach((child) => child.on('exit', (code) => {
  stop('SIGTERM');
  process.exit(code ?? 0);
}));
