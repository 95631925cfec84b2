// @vitest-environment node
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { createServer, connect } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorOrigins, LOOPBACK, startBackend } from "./serve-locally.mjs";

/** Whether a TCP connection to `host`:`port` is accepted (and then closes it). */
function accepts(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

const running = (child) => child.exitCode === null && child.signalCode === null;

/** A port nobody listens on now, chosen by the system. */
async function freePort() {
  const server = createServer().listen(0, LOOPBACK);
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Every address of this machine other than 127.0.0.1 that a connection can be made to: ::1 and
// the network's (link-local IPv6 needs an interface name, and is left out).
const otherAddresses = Object.values(networkInterfaces())
  .flat()
  .map((entry) => entry.address)
  .filter((address) => address !== LOOPBACK && !address.toLowerCase().startsWith("fe80:"));

describe("the addresses this machine can be reached on", () => {
  // Without this, a machine with no other address would let the check below pass unseen.
  it("reach a server that listens on every interface", async () => {
    expect(otherAddresses.length).toBeGreaterThan(0);
    const server = createServer((socket) => socket.destroy()).listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address();
    try {
      for (const address of otherAddresses)
        expect(await accepts(address, port), address).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/** A POST to the backend on 127.0.0.1 with these headers, as a browser would send it. */
function post(port, headers, body) {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const sent = request(
      {
        host: LOOPBACK,
        port,
        path: "/api/v1",
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
      },
      (response) => {
        let answer = "";
        response.on("data", (chunk) => (answer += chunk));
        response.on("end", () => resolve({ status: response.statusCode, body: answer }));
      },
    );
    sent.once("error", reject);
    sent.end(text);
  });
}

/** What a page would ask to write: a content file, and a hook git runs before each commit. */
const writes = (files) => ({
  action: "persistEntry",
  params: {
    branch: "main",
    dataFiles: files.map((file) => ({ slug: "x", path: file, raw: "written from a web page\n" })),
    assets: [],
    options: { commitMessage: "x", useWorkflow: false, status: "draft" },
  },
});

describe("npm run cms: Decap's local backend", () => {
  let backend;
  let repository;
  let port;
  const contentFile = () => path.join(repository, "content/about.yaml");
  const hook = () => path.join(repository, ".git/hooks/pre-commit");

  beforeAll(async () => {
    repository = await mkdtemp(path.join(tmpdir(), "star-cms-backend-"));
    await mkdir(path.join(repository, "content"));
    await mkdir(path.join(repository, ".git/hooks"), { recursive: true });
    await writeFile(contentFile(), "title: As it was\n");
    port = await freePort();
    backend = startBackend({ port, repository, origins: editorOrigins(3001), stdio: "ignore" });
    // A new Node process can take seconds to start on a busy machine: wait for the port to
    // accept a connection, asking again every 50 ms.
    while (!(await accepts(LOOPBACK, port))) {
      if (!running(backend)) throw new Error(`the backend stopped (exit code ${backend.exitCode})`);
      await delay(50);
    }
  });

  afterAll(async () => {
    if (backend && running(backend)) {
      const exited = new Promise((resolve) => backend.once("exit", resolve));
      backend.kill();
      await exited;
    }
    if (repository) await rm(repository, { recursive: true, force: true });
  });

  it("answers on 127.0.0.1", async () => {
    expect(await accepts(LOOPBACK, port)).toBe(true);
  });

  it("refuses a connection on every other address of this machine", async () => {
    for (const address of otherAddresses) expect(await accepts(address, port), address).toBe(false);
  });

  const body = writes(["content/about.yaml", ".git/hooks/pre-commit"]);

  it("refuses a page that reached it under another name (DNS rebinding), and writes nothing", async () => {
    const answer = await post(
      port,
      { Host: `rebind.evil.example:${port}`, Origin: `http://rebind.evil.example:${port}` },
      body,
    );
    expect(answer.status).toBe(403);
    expect(await readFile(contentFile(), "utf8")).toBe("title: As it was\n");
    expect(existsSync(hook())).toBe(false);
  });

  it("refuses a page of another local address than the editor's, and writes nothing", async () => {
    const answer = await post(
      port,
      { Host: `localhost:${port}`, Origin: "http://localhost:5555" },
      body,
    );
    expect(answer.status).toBe(403);
    expect(await readFile(contentFile(), "utf8")).toBe("title: As it was\n");
  });

  it("refuses, even to the editor, a request that names a file outside content/, and writes nothing", async () => {
    const fromTheEditor = { Host: `localhost:${port}`, Origin: editorOrigins(3001)[0] };
    for (const [headers, files] of [
      [fromTheEditor, ["content/about.yaml", ".git/hooks/pre-commit"]],
      [fromTheEditor, ["content/../.git/hooks/pre-commit"]],
      [fromTheEditor, ["package.json"]],
      [{ Host: `127.0.0.1:${port}` }, ["/content/../.git/hooks/pre-commit"]],
    ]) {
      const answer = await post(port, headers, writes(files));
      expect(answer.status, files.join(" ")).toBe(403);
      expect(answer.body).toContain("the editor works only in content/");
    }
    const deleting = await post(port, fromTheEditor, {
      action: "deleteFiles",
      params: { branch: "main", paths: ["content/about.yaml", "../outside.yaml"] },
    });
    expect(deleting.status).toBe(403);
    expect(await readFile(contentFile(), "utf8")).toBe("title: As it was\n");
    expect(existsSync(hook())).toBe(false);
    expect(existsSync(path.join(repository, "package.json"))).toBe(false);
  });

  it("answers the editor, at either of its addresses", async () => {
    for (const origin of editorOrigins(3001)) {
      const answer = await post(
        port,
        { Host: `localhost:${port}`, Origin: origin },
        {
          action: "info",
        },
      );
      expect(answer.status, origin).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ type: "local_fs" });
    }
  });

  it("writes the editor's changes to content/", async () => {
    const answer = await post(
      port,
      { Host: `localhost:${port}`, Origin: editorOrigins(3001)[1] },
      writes(["content/about.yaml"]),
    );
    expect(answer.status, answer.body).toBe(200);
    expect(await readFile(contentFile(), "utf8")).toBe("written from a web page\n");
  });
});
