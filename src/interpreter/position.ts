// A decision as a searching agent sees it: what the deciding player has observed, and the one
// thing it can do with it, play the game on from a sample of what it cannot see. The match itself
// (its seed, its answers, the true hidden cards) is the referee's History, kept in a private
// field no code outside this class can read: an agent reaches the game only through playout(),
// and a playout's state has had everything the player does not see dealt again from the player's
// beliefs (src/agents/beliefs.ts) and its generator reseeded before any agent code sees it.
import { sampleBeliefs, SeatBeliefs, type Sampler } from "../agents/beliefs.js";
import type { History } from "./history.js";
import { Rng } from "./rng.js";
import type { Decider, Runtime } from "./runtime.js";
import type { Player } from "./values.js";
import { sightKey } from "./views.js";

/** What the player knows at the decision, and at the start of the rivals' secret answers that
 *  came right before it (which a playout may answer again). */
interface Knowledge {
  now: SeatBeliefs;
  /** what the player sees at the decision */
  sight: string;
  rewind?: Window;
}

/** The rivals' secret answers right before the decision, while the player saw no card move. */
interface Window {
  answers: number;
  beliefs: SeatBeliefs;
}

export interface PlayoutOptions {
  /** Answers again the rivals' secret decisions since the player last decided (or a rival
   *  answered openly): the playout starts at the first of them, on a sample of what the player
   *  knew then, so that rivals who chose before the player are modelled as those after it are.
   *  A sample whose answers leave the player seeing something else at the decision is dropped
   *  for one at the decision itself. */
  rivals?: Decider;
}

export class Position {
  readonly #history: History;
  readonly #sampler: Sampler;
  #knowledge: Knowledge | undefined;

  constructor(
    history: History,
    /** the player deciding now */
    readonly player: Player,
    /** how a playout deals the hidden cards again (a test puts a faulty one here) */
    sampler: Sampler = sampleBeliefs,
  ) {
    this.#history = history;
    this.#sampler = sampler;
  }

  /** One replay with the player's beliefs built from every card move it saw or did not. */
  #know(): Knowledge {
    if (this.#knowledge) return this.#knowledge;
    const seat = this.player.seat;
    let beliefs: SeatBeliefs | undefined;
    let rewind: Window | undefined;
    let sight = "";
    const stop = new Error("stop");
    try {
      this.#history.replayTo(
        (rt) => {
          sight = sightKey(rt, this.player);
          // a card seen moving since (a reveal of the picks): answering them again would show another
          if (rewind && rewind.beliefs.told !== beliefs!.told) rewind = undefined;
          throw stop;
        },
        {
          start: (rt) => {
            beliefs = new SeatBeliefs(rt, seat);
            rt.watch = beliefs;
          },
          recorded: (rt, player, spec, k) => {
            if (player.seat === seat || !spec.secret || (rewind && rewind.beliefs.told !== beliefs!.told)) rewind = undefined;
            if (player.seat !== seat && spec.secret) rewind ??= { answers: k, beliefs: beliefs!.copy(rt) };
          },
        },
      );
    } catch (e) {
      if (e !== stop) throw e;
    }
    this.#knowledge = { now: beliefs!, sight, ...(rewind ? { rewind } : {}) };
    return this.#knowledge;
  }

  /** Plays the game from this decision to its end on a sample of what the player cannot see
   *  (seeded by `seed`, as is every chance event after it); `decide` answers this decision and
   *  every later one. The finished state comes back for its result and standings. */
  playout(seed: number, decide: Decider, options: PlayoutOptions = {}): Runtime {
    const knowledge = this.#know();
    const sampler = new Rng(seed);
    const start = sampler.below(0x7fff_ffff);
    const { rewind } = knowledge;
    if (options.rivals && rewind) {
      const rivals = options.rivals;
      let fits = true;
      const stop = new Error("stop");
      try {
        return this.#history.prefix(rewind.answers).replayTo((rt, player, items, spec) => {
          this.#sampler(rt, rewind.beliefs, sampler);
          rt.rng.reseed(sampler.below(0x7fff_ffff));
          rt.decide = (rt2, p, its, sp) => {
            if (p !== this.player) return rivals(rt2, p, its, sp);
            fits = sightKey(rt2, p) === knowledge.sight;
            if (!fits) throw stop;
            rt2.decide = decide;
            return decide(rt2, p, its, sp);
          };
          return rt.decide(rt, player, items, spec);
        });
      } catch (e) {
        if (e !== stop) throw e;
      }
    }
    return this.#history.replayTo((rt, player, items, spec) => {
      this.#sampler(rt, knowledge.now, new Rng(start));
      rt.rng.reseed(sampler.below(0x7fff_ffff));
      rt.decide = decide;
      return decide(rt, player, items, spec);
    });
  }
}
