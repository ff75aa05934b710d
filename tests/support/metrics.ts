/** The value of one series in Prometheus text, e.g. `shop_orders_placed_total` (0 when absent: a counter not yet moved). */
export function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

/** The shop's summed metrics (`METRICS_PORT`), as Prometheus reads them. */
export async function scrapeMetrics(port: number, token = ''): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return answer.text();
}
