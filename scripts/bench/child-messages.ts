import type { ChildProcess } from "node:child_process";

/**
 * The next message a bench child process sends over IPC; rejects if the child exits first. `who` names the
 * child in that error ("the sinks process"). Shared by instance-process.ts and sinks-process.ts.
 */
export function nextMessage<T>(child: ChildProcess, who: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${who} exited (${code})`));
    child.once("exit", onExit);
    child.once("message", (m) => {
      child.off("exit", onExit);
      resolve(m as T);
    });
  });
}
