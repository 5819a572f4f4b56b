// `npm run dev`: the API with reload on :3001 and Vite's dev server on :5173 proxying to it.
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("npx", ["tsx", "watch", "src/server/main.ts"], {
    stdio: "inherit",
    env: {
      NODE_ENV: "development",
      PUBLIC_URL: "http://localhost:5173",
      ...process.env,
      PORT: apiPort,
      HOST: "127.0.0.1",
    },
  }),
  spawn("npx", ["vite"], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) => child.on("exit", stop));
