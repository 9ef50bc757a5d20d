// Cards as the table reads them while a game's events go by: each event's cards described with the
// state of the game at that event (a `{attr[variable]}` placeholder reads the variable as last set).
import type { CompiledGame, GameEvent, PlainValue } from "../index.js";
import { describeCard } from "../interpreter/descriptions.js";

export class EventCardDescriber {
  private readonly variables = new Map<string, PlainValue>();

  constructor(
    private readonly game: CompiledGame,
    readonly lang: string,
  ) {}

  /** Takes in what an event changes; call it for every event, in order, before describing the next. */
  observe(event: GameEvent): void {
    if (event.type === "set" && event.index === undefined) this.variables.set(event.variable, event.value);
  }

  card(id: string): string {
    return describeCard(this.game, id, this.lang, (name) => this.variables.get(name));
  }

  /** The event as `play --json` writes it: its fields unchanged, and beside card ids their descriptions. */
  withDescriptions(event: GameEvent): GameEvent & { descriptions?: string[]; description?: string } {
    switch (event.type) {
      case "move":
      case "reveal":
      case "look":
        return { ...event, descriptions: event.cards.map((id) => this.card(id)) };
      case "choice":
        // a card's id, told apart from an enum value of the same name by the rules' types (`card`)
        return event.card && typeof event.value === "string" ? { ...event, description: this.card(event.value) } : event;
      case "phase":
      case "shuffle":
      case "set":
      case "log":
      case "trigger":
      case "end":
        return event;
    }
  }
}
