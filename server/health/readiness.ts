/** Whether this server takes new work: false from SIGTERM on, so health turns 503 first. */
export class Readiness {
  private stoppingSince?: number;

  get stopping(): boolean {
    return this.stoppingSince !== undefined;
  }

  stop(): void {
    this.stoppingSince ??= Date.now();
  }
}
