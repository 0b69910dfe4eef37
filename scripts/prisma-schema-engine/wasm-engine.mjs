// Loads the WebAssembly schema engine that ships inside the `prisma` package (see ../prisma-schema-engine.mjs).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as glue from "@prisma/schema-engine-wasm/schema_engine_bg";

export { glue };

// The glue is the `@prisma/schema-engine-wasm` release the CLI names; the .wasm comes from the CLI itself.
// The glue's own entry imports the .wasm as an ES module, which Node 20 cannot, so we link it by hand.
export function loadWasmEngine() {
  globalThis.PRISMA_WASM_PANIC_REGISTRY = {
    message: "",
    set_message(message) {
      this.message = message;
    },
  };
  const prismaDir = path.dirname(createRequire(import.meta.url).resolve("prisma/package.json"));
  const imports = { ...glue };
  for (const name of Object.keys(glue).filter((key) => key.startsWith("__wbg_setTimeout_"))) {
    // The engine arms 10 s and 60 s timers it never clears; unref'd, they cannot keep this process alive.
    imports[name] = (callback, ms) => setTimeout(callback, ms).unref();
  }
  const wasmModule = new WebAssembly.Module(
    readFileSync(path.join(prismaDir, "build/schema_engine_bg.wasm")),
  );
  const wasm = new WebAssembly.Instance(wasmModule, { "./schema_engine_bg.js": imports });
  glue.__wbg_set_wasm(wasm.exports);
  wasm.exports.__wbindgen_start();
}
