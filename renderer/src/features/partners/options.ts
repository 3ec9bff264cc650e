/** ACTIVE green, COMPLETED blue, CANCELLED red, anything else yellow (pending). */
export function campaignStatusClass(status: string): string {
  switch (status.toUpperCase()) {
    case 'ACTIVE':
      return 'bg-emerald-400/15 text-emerald-300 border-emerald-400/40';
    case 'COMPLETED':
      return 'bg-blue-400/15 text-blue-300 border-blue-400/40';
    case 'CANCELLED':
      return 'bg-red-400/15 text-red-300 border-red-400/40';
    default:
      return 'bg-yellow-400/15 text-yellow-300 border-yellow-400/40';
  }
}
