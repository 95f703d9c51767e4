// `npm run subscribers`: the newsletter's confirmed readers with their topics, asked of the running local server;
// `-- --topic <name>` lists one topic's ('newsletter', or a book's slug for its release alert);
// `-- --csv` prints them as CSV, e.g. `npm run -s subscribers -- --topic newsletter --csv > readers.csv`.

import { subscribersPath } from '../server/routes.ts'
import type { Subscriber } from '../server/subscribers.ts'
import { askLocalServer } from './ask-local-server.ts'
import { subscribersCsv, subscribersText, topicArgument } from './subscribers-csv.ts'

const asked = topicArgument(process.argv.slice(2))
if ('problem' in asked) {
  console.error(asked.problem)
  process.exit(1)
}
const { subscribers } = await askLocalServer<{ subscribers: Subscriber[] }>(subscribersPath)
if (process.argv.includes('--csv')) process.stdout.write(subscribersCsv(subscribers, asked.topic))
else console.log(subscribersText(subscribers, asked.topic))
