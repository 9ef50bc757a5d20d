@olympia-2000
Feature: Olympia 2000 at its boundaries
  The rules at the edge of what they allow: the last consolation tile, a replay with the pile
  just big enough, a row down to its last tile, a single discipline left to pick, and the
  readings the rulebooks leave open around a replayed contest.

  In every scenario Anna plays hector, Ben ajax and Cleo perseus in marathon: Anna's placing is
  the best and Cleo's the worst, so Anna takes the tile and Cleo picks the next discipline.

  Background:
    Given the game "olympia-2000"
    And the players Anna, Ben and Cleo
    And Anna chose marathon 2 for "opening tile for circle I"
    And Anna chose multi-event 2 for "opening tile for circle II"
    And Anna's hand holds hector, castor, athlete-30 and athlete-49
    And Ben's hand holds ajax, jason, athlete-48 and athlete-20
    And Cleo's hand holds perseus, atalanta, athlete-50 and athlete-19

  Rule: The last consolation tile still goes to a loser (OLY-T8)

    @OLY-T8 @consolation-when-exhausted=none
    Scenario: One consolation tile is left and Anna plays a loser: she takes it
      Given the card "athlete-49" has loser true
      And Ben's consolations holds consolation-1, consolation-2, consolation-3, consolation-4, consolation-5 and consolation-6
      When the players choose:
        | player | answer     |
        | Anna   | athlete-49 |
        | Ben    | ajax       |
        | Cleo   | perseus    |
      Then Anna's consolations holds consolation-7
      And the consolation-supply is empty

  Rule: A replay draws while the pile holds a card for everyone (OLY-T9, OLY-E1)

    @OLY-T9 @OLY-E1
    Scenario: The pile holds exactly three cards for three players: everyone still draws
      Given the placing of these cards in marathon:
        | athlete-30 | disqualified |
        | athlete-48 | overstepped  |
        | athlete-50 | overstepped  |
      And all but the top 3 cards of the pile are put in gone
      When the players choose:
        | player | answer     |
        | Anna   | athlete-30 |
        | Ben    | athlete-48 |
        | Cleo   | athlete-50 |
      Then every hand holds 4 cards
      And the pile is empty
      And circle-1 holds marathon 2

    @OLY-T9 @OLY-E1
    Scenario: The pile holds two cards for three players: nobody draws
      Given the placing of these cards in marathon:
        | athlete-30 | disqualified |
        | athlete-48 | overstepped  |
        | athlete-50 | overstepped  |
      And all but the top 2 cards of the pile are put in gone
      When the players choose:
        | player | answer     |
        | Anna   | athlete-30 |
        | Ben    | athlete-48 |
        | Cleo   | athlete-50 |
      Then every hand holds 3 cards
      And the pile holds 2 cards

  Rule: After a replayed contest the pile stays with its holder, by default (OLY-T9)

    @OLY-T9
    Scenario: An option settles whether the pile passes on after a replay, staying by default
      Then the option "replay-pile" resolves OLY-T9
      And the option "replay-pile" has the values stays and passes
      And the option "replay-pile" defaults to "stays"
      And the option "replay-pile" defaults to the reading of neither

    @OLY-T9
    Scenario Outline: Nobody places in marathon; with replay-pile <option> <dealer> holds the pile
      Given the placing of these cards in marathon:
        | athlete-30 | disqualified |
        | athlete-48 | overstepped  |
        | athlete-50 | overstepped  |
      When the players choose:
        | player | answer     |
        | Anna   | athlete-30 |
        | Ben    | athlete-48 |
        | Cleo   | athlete-50 |
      Then <dealer> is the dealer
      And circle-1 holds marathon 2

      @replay-pile=stays
      Examples: stays
        | option | dealer |
        | stays  | Anna   |

      @replay-pile=passes
      Examples: passes
        | option | dealer |
        | passes | Ben    |

  Rule: A row down to its last tile, and a single discipline left (OLY-T5)

    @OLY-T5 @OLY-S1
    Scenario: Discus has only its 6 left: Cleo may still pick discus, and the row is empty after
      Given Ben's won holds discus 2, discus 3, discus 4 and discus 5
      When the players choose:
        | player | answer  |
        | Anna   | hector  |
        | Ben    | ajax    |
        | Cleo   | perseus |
      And Cleo chooses discus
      Then circle-2 holds discus 6
      And the row of discus is empty
      And circle-1 holds multi-event 2

    @OLY-T5
    Scenario: Only archery 6 is left in the rows: Cleo's one choice is archery
      Given Ben's won holds marathon 3, marathon 4, marathon 5, marathon 6, discus 2, discus 3, discus 4, discus 5, discus 6, long jump 2, long jump 3, long jump 4, long jump 5, long jump 6, archery 2, archery 3, archery 4, archery 5, multi-event 3, multi-event 4, multi-event 5 and multi-event 6
      When the players choose:
        | player | answer  |
        | Anna   | hector  |
        | Ben    | ajax    |
        | Cleo   | perseus |
      Then Cleo must choose "discipline for circle II" from archery
      When Cleo chooses archery
      Then circle-2 holds archery 6
      And every row is empty

    @OLY-T5
    Scenario: No tile is left in the rows: circle II stays empty and nobody picks
      Given Ben's won holds marathon 3, marathon 4, marathon 5, marathon 6, discus 2, discus 3, discus 4, discus 5, discus 6, long jump 2, long jump 3, long jump 4, long jump 5, long jump 6, archery 2, archery 3, archery 4, archery 5, archery 6, multi-event 3, multi-event 4, multi-event 5 and multi-event 6
      When the players choose:
        | player | answer  |
        | Anna   | hector  |
        | Ben    | ajax    |
        | Cleo   | perseus |
      Then no "discipline for circle II" was chosen
      And circle-1 holds multi-event 2
      And circle-2 is empty

  Rule: Four cards a hand by default (OLY-S4)

    @OLY-S4
    Scenario: The option hand-size defaults to the rulebook's four and takes 3 to 6
      Then the option "hand-size" defaults to "4"
      And the option "hand-size" accepts "3"
      And the option "hand-size" accepts "6"
      And the option "hand-size" does not accept "2"
      And the option "hand-size" does not accept "7"
