@olympeak
Feature: The rulebook's examples of OlymPeak
  The rulebook tells a turn of a four player game, a four player game four turns in, and the end of
  a game with Sharon's and Danny's predictions. Each story is played here as the rulebook tells it.

  Background:
    Given the game "olympeak"

  Rule: The example of a turn in a four player game (OPK-X1)

    @OPK-X1 @OPK-T1 @OPK-T2 @OPK-T4 @OPK-T5 @OPK-T6
    Scenario: Example of a turn in a 4 player game (Danny, Roni, Sharon and Tammy)
      # Seated clockwise Roni, Danny, Sharon, Tammy: "after him, following clockwise rotation, Danny".
      Given the players Roni, Danny, Sharon and Tammy
      And the card "Progress 1" has heads 4
      And the card "Progress 1" has value -2
      And the card "Progress 10" has heads 4
      And the card "Progress 10" has value -1
      And the card "Progress 50" has heads 3
      And the card "Progress 15" has signs red,white
      And Roni's hand holds Progress 1, Progress 20, Progress 21, Progress 22, Progress 23 and Progress 24
      And Danny's hand holds Progress 50, Progress 25, Progress 26, Progress 27, Progress 28 and Progress 29
      And Sharon's hand holds Progress 15, Progress 30, Progress 33, Progress 34, Progress 35 and Progress 36
      And Tammy's hand holds Progress 10, Progress 37, Progress 38, Progress 39, Progress 40 and Progress 41
      When first legal options are chosen until Roni must choose "card to play"
      And the players choose:
        | player | answer      | decision     |
        | Roni   | Progress 1  | card to play |
        | Danny  | Progress 50 | card to play |
        | Sharon | Progress 15 | card to play |
        | Tammy  | Progress 10 | card to play |
      # Roni and Tammy both show a 4-head hydra; Roni's card has the lower value.
      Then Roni must choose "column" from green and white
      When Roni chooses white for "column"
      Then Danny must choose "column" from red
      When Danny chooses red for "column"
      # Sharon's card can only go under white or red: she loses her turn.
      Then Tammy must choose "column" from blue and green
      And Sharon's hand holds 7 cards
      And Sharon's hand contains Progress 15
      When Tammy chooses blue for "column"
      Then there are 3 cards in the tableau
      And cell 1, white of the tableau holds "Progress 1"
      And cell 1, red of the tableau holds "Progress 50"
      And cell 1, blue of the tableau holds "Progress 10"
      And cell 1, green of the tableau is empty

  Rule: The example of a four player game, four turns in (OPK-X2)

    @OPK-X2 @OPK-S2 @OPK-O2 @OPK-O3 @OPK-O4 @OPK-T5 @OPK-T6 @OPK-T7 @OPK-R1
    Scenario: Example of a four player game, four turns in
      # "Number of rounds in the game: 2 (determined by the left hand card - the blue contender)"
      Given 4 players
      And the card "blue contender" has rounds 2
      And the contender-row holds blue contender, white contender, red contender and green contender
      And Anna's hand holds Progress 1, Progress 3, Progress 4, Progress 5, Progress 99 and Progress 100
      And Ben's hand holds stop 2, Progress 50, Progress 58, Progress 84, Progress 98 and Progress 92
      And Cleo's hand holds Progress 51, Progress 15, remove 2, insert 2, Progress 70 and Progress 91
      And Dora's hand holds Progress 66, Progress 49, Progress 65, Progress 81, Progress 97 and Progress 96
      When first legal options are chosen until Anna must choose "card to play"
      Then the cards of the contender-row, from the top, are blue contender, white contender, red contender and green contender
      # Turn 1 (row 1): the second player's stop card prevents the others from playing.
      And the players choose:
        | player | answer      | decision           |
        | Anna   | Progress 1  | card to play       |
        | Ben    | stop 2      | card to play       |
        | Cleo   | Progress 51 | card to play       |
        | Dora   | Progress 66 | card to play       |
        | Anna   | white       | column             |
        | Ben    | red         | column             |
        | Ben    | true        | use the stop order |
      Then row 1 of the tableau holds 2 cards
      And Cleo's hand contains Progress 51
      And Dora's hand contains Progress 66
      # Turn 2 (row 2): Cleo's card can only go under red or white, both taken: she cannot play.
      When the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 3  | card to play |
        | Ben    | Progress 50 | card to play |
        | Cleo   | Progress 15 | card to play |
        | Dora   | Progress 49 | card to play |
        | Anna   | white       | column       |
        | Ben    | red         | column       |
        | Dora   | blue        | column       |
      Then row 2 of the tableau holds 3 cards
      And Cleo's hand contains Progress 15
      # Turn 3 (row 3): Cleo's remove card takes Ben's card out of the row.
      When the players choose:
        | player | answer      | decision       |
        | Anna   | Progress 4  | card to play   |
        | Ben    | Progress 58 | card to play   |
        | Cleo   | remove 2    | card to play   |
        | Dora   | Progress 65 | card to play   |
        | Anna   | white       | column         |
        | Ben    | red         | column         |
        | Cleo   | green       | column         |
        | Cleo   | Progress 58 | card to remove |
        | Dora   | blue        | column         |
      Then row 3 of the tableau holds 3 cards
      And cell 3, red of the tableau is empty
      And the discard-pile contains Progress 58
      # Turn 4 (rows 4 and 5): the third player's insert card places two cards and fills row 4, so the
      # fourth player opens row 5 under blue.
      When the players choose:
        | player | answer      | decision       |
        | Anna   | Progress 5  | card to play   |
        | Ben    | Progress 84 | card to play   |
        | Cleo   | insert 2    | card to play   |
        | Dora   | Progress 81 | card to play   |
        | Anna   | white       | column         |
        | Ben    | red         | column         |
        | Cleo   | green       | column         |
        | Cleo   | Progress 70 | card to insert |
        | Cleo   | blue        | column         |
      Then Dora must choose "column" from blue
      When Dora chooses blue for "column"
      Then row 4 of the tableau holds 4 cards
      And cell 5, blue of the tableau holds "Progress 81"
      And the columns of the tableau hold:
        | white | 4 |
        | red   | 3 |
        | green | 2 |
        | blue  | 4 |
      And the round is 1
      And the game is not over
      And Anna must choose "card to play"
      # Four -2 cards took white down to the bottom of the track; the removed card never counted.
      And the position of each is:
        | white | -5 |
        | red   | 5  |
        | green | 0  |
        | blue  | 10 |
