/**
 * `npm run --silent draw -- [--seed N] [--samples K]`
 *
 * Reads an event from standard input as JSON:
 *   { "year": 2025,
 *     "participants": [{ "id": "a", "name": "Alice", "excluded": ["b"], "household": "Martin",
 *                        "group": "Ventes" },
 *                      { "id": "l", "name": "Léo", "caredBy": "a", "group": "Ventes" }, …],
 *     "history": [{ "year": 2024, "giver": "a", "receiver": "c" }, …],
 *     "rules": { "avoidMutual": true, "singleCircle": false, "historyYears": 2,
 *                "carerNotGivingToCared": true, "withinGroups": false } }
 * (`household`: equal strings are one household; `caredBy`: the id of the participant who
 * looks after this one, who is not looked after themselves; `group`: equal strings are one team,
 * and with `withinGroups` everyone gives inside their own (no group: one team together);
 * `rules` and each of its keys optional,
 * no other key, `historyYears` at most HISTORY_YEARS_MAX as in the API; see DrawRules)
 * and writes one JSON line per sample: the result of the draw (see drawAssignments), its
 * `problem` put in words as `message`.
 * Without --seed the production random source (crypto) is used; with it, the output is
 * reproducible. Malformed input or arguments: a French message on stderr, exit code 2.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { HISTORY_YEARS_MAX } from '../../shared/contracts/draw.ts';
import { DEFAULT_DRAW_RULES, drawAssignments } from '../../shared/draw/draw-assignments.ts';
import { describeDrawProblem } from '../../shared/draw/draw-problem.ts';
import {
  createCryptoRandomSource,
  createSeededRandomSource,
  type RandomSource,
} from '../../shared/draw/random-source.ts';

z.config(z.locales.fr());

/** What the command reads on stdin; `excluded` and `history` may be left out. */
export const DrawRequestSchema = z
  .object({
    year: z.number().int(),
    participants: z.array(
      z.object({
        id: z.string().min(1),
        name: z.string(),
        excluded: z.array(z.string()).default([]),
        household: z.string().nullable().optional(),
        caredBy: z.string().nullable().optional(),
        group: z.string().nullable().optional(),
      }),
    ),
    history: z
      .array(z.object({ year: z.number().int(), giver: z.string(), receiver: z.string() }))
      .default([]),
    rules: z
      .object({
        avoidMutual: z.boolean().default(DEFAULT_DRAW_RULES.avoidMutual),
        singleCircle: z.boolean().default(DEFAULT_DRAW_RULES.singleCircle),
        historyYears: z
          .number()
          .int()
          .min(0)
          .max(HISTORY_YEARS_MAX)
          .nullable()
          .default(DEFAULT_DRAW_RULES.historyYears),
        carerNotGivingToCared: z.boolean().default(DEFAULT_DRAW_RULES.carerNotGivingToCared),
        withinGroups: z.boolean().default(DEFAULT_DRAW_RULES.withinGroups),
      })
      .strict()
      .default({ ...DEFAULT_DRAW_RULES }),
  })
  .superRefine((request, context) => {
    const seen = new Set<string>();
    request.participants.forEach((participant, index) => {
      if (seen.has(participant.id)) {
        context.addIssue({
          code: 'custom',
          path: ['participants', index, 'id'],
          message: `Identifiant en double : "${participant.id}"`,
        });
      }
      seen.add(participant.id);
    });
    const caredBy = new Map(request.participants.map((p) => [p.id, p.caredBy ?? null]));
    request.participants.forEach((participant, index) => {
      const carer = participant.caredBy ?? null;
      if (carer === null) return;
      const path = ['participants', index, 'caredBy'];
      if (!caredBy.has(carer) || carer === participant.id) {
        context.addIssue({ code: 'custom', path, message: `Participant inconnu : "${carer}"` });
      } else if (caredBy.get(carer) !== null) {
        context.addIssue({
          code: 'custom',
          path,
          message: `"${carer}" est lui-même pris en charge : il ne peut s'occuper de personne.`,
        });
      }
    });
  });

export type DrawRequest = z.infer<typeof DrawRequestSchema>;

const EXIT_MALFORMED = 2;

export interface CommandOutcome {
  stdout: string;
  stderr: string;
  exitCode: number;
}

/** The whole command as a function of its arguments and input, for reading and testing. */
export function runDrawCommand(options: {
  args: readonly string[];
  input: string;
}): CommandOutcome {
  const parsedArguments = parseCommandArguments(options.args);
  if (typeof parsedArguments === 'string') return malformed(parsedArguments);

  if (options.input.trim() === '') return malformed("Aucune donnée reçue sur l'entrée standard.");
  let json: unknown;
  try {
    json = JSON.parse(options.input);
  } catch (error) {
    return malformed(
      `Le JSON reçu sur l'entrée standard est invalide : ${(error as Error).message}`,
    );
  }
  const request = DrawRequestSchema.safeParse(json);
  if (!request.success)
    return malformed(`Données d'entrée invalides :\n${formatIssues(request.error)}`);

  const random: RandomSource =
    parsedArguments.seed === undefined
      ? createCryptoRandomSource()
      : createSeededRandomSource(parsedArguments.seed);
  const lines: string[] = [];
  for (let sample = 0; sample < parsedArguments.samples; sample++) {
    const result = drawAssignments({
      players: request.data.participants,
      history: request.data.history,
      year: request.data.year,
      random,
      rules: request.data.rules,
    });
    // The draw's reason in French, the command's language, where the engine gives its data.
    lines.push(
      JSON.stringify(
        result.ok
          ? result
          : { ...withoutProblem(result), message: describeDrawProblem(result.problem) },
      ),
    );
  }
  return { stdout: `${lines.join('\n')}\n`, stderr: '', exitCode: 0 };
}

/** `{ seed?, samples }`, or a French message saying what is wrong. */
function parseCommandArguments(
  args: readonly string[],
): { seed: number | undefined; samples: number } | string {
  let values: { seed?: string | undefined; samples?: string | undefined };
  try {
    ({ values } = parseArgs({
      args: [...args],
      options: { seed: { type: 'string' }, samples: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    return `Arguments invalides : ${(error as Error).message}. Utilisation : draw [--seed N] [--samples K]`;
  }
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !(Number.isSafeInteger(seed) && values.seed?.trim() !== '')) {
    return `--seed attend un nombre entier, reçu "${values.seed}".`;
  }
  const samples = values.samples === undefined ? 1 : Number(values.samples);
  if (!Number.isSafeInteger(samples) || samples < 1 || values.samples?.trim() === '') {
    return `--samples attend un nombre entier positif, reçu "${values.samples}".`;
  }
  return { seed, samples };
}

function formatIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const where = issue.path.length === 0 ? 'racine' : formatPath(issue.path);
      return `- ${where} : ${issue.message}`;
    })
    .join('\n');
}

function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : `${index === 0 ? '' : '.'}${String(segment)}`,
    )
    .join('');
}

function malformed(message: string): CommandOutcome {
  return { stdout: '', stderr: `${message}\n`, exitCode: EXIT_MALFORMED };
}

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<void> {
  const outcome = runDrawCommand({ args: process.argv.slice(2), input: await readStandardInput() });
  if (outcome.stdout !== '') process.stdout.write(outcome.stdout);
  if (outcome.stderr !== '') process.stderr.write(outcome.stderr);
  process.exitCode = outcome.exitCode;
}

const isEntryPoint =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) await main();

function withoutProblem<T extends { problem: unknown }>(result: T): Omit<T, 'problem'> {
  const { problem: _problem, ...rest } = result;
  return rest;
}
