@olympia-2000
Feature: The end of an Olympia 2000 game
  When the pile holds fewer cards than there are players, no more cards are dealt and the hands
  are played out. The game also ends when no laurel tile is left to contest. Laurel values and
  consolation tiles are added up; the most points wins.

  Background:
    Given the game "olympia-2000"

  Rule: With fewer cards in the pile than players, dealing stops and the hands are played out (OLY-E1)

    @OLY-E1
    Scenario: A pile of four serves one last refill, then the hands run out
      Given the players Anna, Ben and Cleo
      And Anna chose marathon 2 and multi-event 2
      And all but the top 4 cards of the pile are put in gone
      Then the pile holds 4 cards
      When the game is played to the end with first-legal agents
      Then the game is over
      And the trigger "hands-empty" fired
      And the pile holds 1 card
      And every hand is empty
      And Anna chose "athlete to play" 5 times
      And Cleo chose "athlete to play" 5 times

    @OLY-E1 @hand-size=3
    Scenario: With hand-size 3 a pile of four serves one last refill, then the three hands run out
      Given the players Anna, Ben and Cleo
      And Anna chose marathon 2 and multi-event 2
      And all but the top 4 cards of the pile are put in gone
      When the game is played to the end with first-legal agents
      Then the game is over
      And the trigger "hands-empty" fired
      And the pile holds 1 card
      And every hand is empty
      And Anna chose "athlete to play" 4 times
      And Cleo chose "athlete to play" 4 times

    @OLY-E1
    Scenario: A pile as large as the number of players is still dealt
      Given the players Anna, Ben and Cleo
      And Anna chose marathon 2 and multi-event 2
      And all but the top 3 cards of the pile are put in gone
      When the game is played to the end with first-legal agents
      Then the pile is empty
      And Ben chose "athlete to play" 5 times

    @OLY-E1
    Scenario: A pile smaller than the number of players is never dealt
      Given the players Anna, Ben and Cleo
      And Anna chose marathon 2 and multi-event 2
      And all but the top 2 cards of the pile are put in gone
      When the game is played to the end with first-legal agents
      Then the pile holds 2 cards
      And no card moved from the pile
      And Anna chose "athlete to play" 4 times
      And every hand is empty

  Rule: The game ends once no laurel tile is left (OLY-E2), and circle II stays empty when the rows are (OLY-T5)

    Background:
      Given the players Anna and Ben
      And Anna chose marathon 2 for "opening tile for circle I"
      And Anna chose multi-event 2 for "opening tile for circle II"
      And Anna's won holds discus 2, discus 3, discus 4, discus 5, discus 6, long jump 2, long jump 3, long jump 4, long jump 5, long jump 6, marathon 3 and marathon 5
      And Ben's won holds archery 2, archery 3, archery 4, archery 5, archery 6, marathon 4, marathon 6, multi-event 3, multi-event 4, multi-event 5 and multi-event 6
      And Anna's hand holds castor, hector, athlete-14 and athlete-15
      And Ben's hand holds jason, theseus, athlete-16 and athlete-17
      And the placing of these cards in marathon:
        | castor | 3  |
        | jason  | 16 |
      And the placing of these cards in multi-event:
        | hector  | 3 |
        | theseus | 1 |

    @OLY-T5 @OLY-E2
    Scenario: With the rows empty, circle II stays empty and the last tile ends the game
      Then every row is empty
      When the players choose:
        | player | answer |
        | Anna   | castor |
        | Ben    | jason  |
      Then Anna's won contains marathon 2
      And circle-1 holds multi-event 2
      And circle-2 is empty
      And no "discipline for circle II" was chosen
      When Anna chooses Anna
      Then Anna must choose "athlete to play"
      When the players choose:
        | player | answer  |
        | Anna   | hector  |
        | Ben    | theseus |
      Then Ben's won contains multi-event 2
      And the game is over
      And no "who gets the card" was chosen
      And the trigger "tiles-gone" fired
      And the trigger "hands-empty" did not fire
      And circle-1 is empty

  Rule: A contest nobody places in, played with the last cards in hand, ends the game with its tile in circle I (OLY-T9, OLY-E1)

    # Both rulebooks are silent here (divergence replay): with fewer cards in the pile than players
    # nobody draws, so the hands are empty and the game ends; nobody takes the tile in circle I.
    @OLY-T9 @OLY-E1
    Scenario: Two players play their last cards and neither places in marathon: the game ends with marathon 2 in circle I
      Given the players Anna and Ben
      And Anna chose marathon 2 for "opening tile for circle I"
      And Anna chose multi-event 2 for "opening tile for circle II"
      And Anna's hand holds athlete-30
      And Ben's hand holds athlete-48
      And all but the top 1 cards of the pile are put in gone
      And the card "athlete-30" has placing disqualified in marathon
      And the card "athlete-48" has placing overstepped in marathon
      When the players choose:
        | player | answer     |
        | Anna   | athlete-30 |
        | Ben    | athlete-48 |
      Then the game is over
      And circle-1 holds marathon 2
      And no "discipline for circle II" was chosen
      And Anna's won is empty
      And Ben's won is empty
      And every hand is empty
      And the pile holds 1 card

  Rule: Laurel values plus consolation tiles; the most points wins, ties shared (OLY-E3)

    @OLY-E3
    Scenario: An option settles ties for the most points
      Then the option "winner-ties" resolves OLY-E3
      And the option "winner-ties" has the values shared
      And the option "winner-ties" defaults to "shared"

    @OLY-E3 @winner-ties=shared
    Scenario: Tied on the most points, both win
      Given the players Anna and Ben
      And Anna chose marathon 2 for "opening tile for circle I"
      And Anna chose multi-event 2 for "opening tile for circle II"
      And Anna's won holds discus 2, discus 3, discus 4, discus 5, discus 6, long jump 2, long jump 3, long jump 4, long jump 5, long jump 6, marathon 3 and marathon 5
      And Ben's won holds archery 2, archery 3, archery 4, archery 5, archery 6, marathon 4, marathon 6, multi-event 3, multi-event 4, multi-event 5 and multi-event 6
      And Anna's hand holds castor, hector, athlete-14 and athlete-15
      And Ben's hand holds jason, theseus, athlete-16 and athlete-17
      When the players choose:
        | player | answer |
        | Anna   | castor |
        | Ben    | jason  |
      And Anna chooses Anna
      And the players choose:
        | player | answer  |
        | Anna   | hector  |
        | Ben    | theseus |
      And the game is played to the end with first-legal agents
      Then the scores are:
        | Anna | 50 |
        | Ben  | 50 |
      And the winners are Anna and Ben

    @OLY-E3
    Scenario: An option settles whether the consolation tiles score, counted by default
      Then the option "consolation-points" resolves OLY-E3
      And the option "consolation-points" has the values counted and uncounted
      And the option "consolation-points" defaults to "counted"
      And the option "consolation-points" defaults to the reading of both
      And the option "consolation-points" has 2 values

    @OLY-E3 @consolation-points=counted
    Scenario: Consolation tiles count one point each
      Given the players Anna and Ben
      And Anna chose marathon 2 for "opening tile for circle I"
      And Anna chose multi-event 2 for "opening tile for circle II"
      And Anna's won holds discus 2, discus 3, discus 4, discus 5, discus 6, long jump 2, long jump 3, long jump 4, long jump 5, long jump 6, marathon 3 and marathon 5
      And Ben's won holds archery 2, archery 3, archery 4, archery 5, archery 6, marathon 4, marathon 6, multi-event 3, multi-event 4, multi-event 5 and multi-event 6
      And Ben's consolations holds consolation-1, consolation-2 and consolation-3
      And Anna's hand holds castor, jason, athlete-14 and athlete-15
      And Ben's hand holds hector, theseus, athlete-16 and athlete-17
      And the placing of these cards in multi-event:
        | jason  | 2 |
        | hector | 3 |
      When the players choose:
        | player | answer |
        | Anna   | castor |
        | Ben    | hector |
      And Anna chooses Anna
      And the players choose:
        | player | answer  |
        | Anna   | jason   |
        | Ben    | athlete-16 |
      And the game is played to the end with first-legal agents
      Then Anna scores 52
      And Ben scores 51
      And the winner is Anna

    # The letter of the last sentence of the Korean overview (게임 설명), the reading of neither text
    @OLY-E3 @consolation-points=uncounted
    Scenario: The variant uncounted: only the laurels score, the consolation tiles add nothing
      Given the players Anna and Ben
      And Anna chose marathon 2 for "opening tile for circle I"
      And Anna chose multi-event 2 for "opening tile for circle II"
      And Anna's won holds discus 2, discus 3, discus 4, discus 5, discus 6, long jump 2, long jump 3, long jump 4, long jump 5, long jump 6, marathon 3 and marathon 5
      And Ben's won holds archery 2, archery 3, archery 4, archery 5, archery 6, marathon 4, marathon 6, multi-event 3, multi-event 4, multi-event 5 and multi-event 6
      And Ben's consolations holds consolation-1, consolation-2 and consolation-3
      And Anna's hand holds castor, jason, athlete-14 and athlete-15
      And Ben's hand holds hector, theseus, athlete-16 and athlete-17
      And the placing of these cards in multi-event:
        | jason  | 2 |
        | hector | 3 |
      When the players choose:
        | player | answer |
        | Anna   | castor |
        | Ben    | hector |
      And Anna chooses Anna
      And the players choose:
        | player | answer     |
        | Anna   | jason      |
        | Ben    | athlete-16 |
      And the game is played to the end with first-legal agents
      Then Anna scores 52
      And Ben scores 48
      And Ben's consolations holds consolation-1, consolation-2 and consolation-3
      And the winner is Anna

    # The rules file's points are counted as the game ends; the account's standings show the points on the way.
    @OLY-E3
    Scenario: The rules file's points are filled in at the end (the standings show the points on the way)
      Given the players Anna, Ben and Cleo
      Then Anna's points are 0
      And Ben's points are 0
      And Cleo's points are 0
      When the game is played to the end with first-legal agents
      Then each player scores the total value of the cards in their won and consolations

    @OLY-E3 @OLY-E1 @OLY-E2
    Scenario Outline: A whole game of <n> players is scored from the tiles won
      Given <n> players
      And the seed <seed>
      And the option "opening-tiles" is "random"
      When the game is played to the end with random agents seeded <seed>
      Then the game is over
      And each player scores the total value of the cards in their won and consolations
      And whoever has the highest score wins

      Examples:
        | n | seed |
        | 2 | 11   |
        | 3 | 12   |
        | 4 | 13   |
        | 5 | 14   |
