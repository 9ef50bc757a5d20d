@olympeak
Feature: A turn of OlymPeak
  Everyone picks a card face down and all are revealed. The most hydra heads plays first (then the
  lower value, then the younger player), the others follow clockwise. Each card goes in the turn's
  row under one of its contenders that has no card in the row yet; a new row opens only once the
  row is full. A player who cannot place takes the card back and draws. Then the cubes move.

  Rule: Cards are picked face down and revealed together (OPK-T1)

    @OPK-T1
    Scenario: Anna's card stays hidden until everyone has picked
      Given the game "olympeak"
      And 4 players
      And Anna's hand holds Progress 1, Progress 20, Progress 21, Progress 22, Progress 23 and Progress 24
      When first legal options are chosen until Anna must choose "card to play"
      Then Anna must choose "card to play" in secret
      When Anna chooses Progress 1 for "card to play"
      Then the event log shows Progress 1 moved from Anna's hand to Anna's chosen by rule OPK-T1
      And Ben cannot see Progress 1
      When every pending "card to play" is answered with the first legal option
      Then Ben can see Progress 1
      And Cleo can see Progress 1

  Rule: Most heads first, then the lower value, then the younger player; then clockwise (OPK-T2)

    Background:
      Given the game "olympeak"
      And the players:
        | name | age |
        | Anna | 30  |
        | Ben  | 40  |
        | Cleo | 25  |
        | Dora | 12  |
      And Anna's hand holds Progress 65, Progress 20, Progress 24, Progress 25, Progress 26 and Progress 27
      And Ben's hand holds Progress 77, Progress 33, Progress 21, Progress 28, Progress 29 and Progress 30
      And Cleo's hand holds Progress 10, Progress 34, Progress 35, Progress 36, Progress 37 and Progress 38
      And Dora's hand holds Progress 60, Progress 22, Progress 39, Progress 40, Progress 41 and Progress 42
      When first legal options are chosen until Anna must choose "card to play"

    @OPK-T2
    Scenario: The hydra with the most heads plays first, the others clockwise from there
      Given the card "Progress 65" has heads 1
      And the card "Progress 77" has heads 3
      And the card "Progress 10" has heads 4
      And the card "Progress 60" has heads 2
      When the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 65 | card to play |
        | Ben    | Progress 77 | card to play |
        | Cleo   | Progress 10 | card to play |
        | Dora   | Progress 60 | card to play |
      Then Cleo must choose "column"
      When Cleo chooses green for "column"
      Then Dora must choose "column"
      When Dora chooses red for "column"
      Then Anna must choose "column"
      When Anna chooses blue for "column"
      Then Ben must choose "column" from white

    @OPK-T2
    Scenario: Equal heads: the lower value plays first
      Given the card "Progress 33" has heads 4
      And the card "Progress 33" has value 1
      And the card "Progress 10" has heads 4
      And the card "Progress 10" has value -1
      When the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 65 | card to play |
        | Ben    | Progress 33 | card to play |
        | Cleo   | Progress 10 | card to play |
        | Dora   | Progress 60 | card to play |
      Then Cleo must choose "column"

    @OPK-T2
    Scenario: Equal heads and value: the younger player plays first
      Given the card "Progress 21" has heads 4
      And the card "Progress 21" has value 0
      And the card "Progress 22" has heads 4
      And the card "Progress 22" has value 0
      When the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 65 | card to play |
        | Ben    | Progress 21 | card to play |
        | Cleo   | Progress 35 | card to play |
        | Dora   | Progress 22 | card to play |
      Then Dora must choose "column"
      When Dora chooses white for "column"
      Then Anna must choose "column"

    @OPK-T2
    Scenario: Equal heads and value: Dora (12) plays first, not Anna (30)
      Given the card "Progress 20" has heads 4
      And the card "Progress 20" has value 0
      When the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 20 | card to play |
        | Ben    | Progress 77 | card to play |
        | Cleo   | Progress 38 | card to play |
        | Dora   | Progress 22 | card to play |
      Then Dora must choose "column"

    @OPK-T2
    Scenario: Equal heads and value: Dora (12) plays first, not Cleo (25)
      Given the card "Progress 34" has heads 4
      And the card "Progress 34" has value 1
      And the card "Progress 39" has heads 4
      And the card "Progress 39" has value 1
      When the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 65 | card to play |
        | Ben    | Progress 77 | card to play |
        | Cleo   | Progress 34 | card to play |
        | Dora   | Progress 39 | card to play |
      Then Dora must choose "column"

  Rule: An order card's player cannot be first; only order cards: all discarded, a new turn (OPK-T3)

    Background:
      Given the game "olympeak"
      And 4 players
      And Anna's hand holds stop 2, Progress 20, Progress 21, Progress 22, Progress 23 and Progress 24
      And Ben's hand holds remove 2, Progress 98, Progress 25, Progress 26, Progress 27 and Progress 28
      And Cleo's hand holds insert 2, Progress 29, Progress 30, Progress 33, Progress 34 and Progress 35
      And Dora's hand holds stop 3, Progress 36, Progress 37, Progress 38, Progress 39 and Progress 40
      When first legal options are chosen until Anna must choose "card to play"

    @OPK-T3 @OPK-C3
    Scenario: The only hydra, with a single head, plays first
      Given the card "Progress 98" has heads 1
      When the players choose:
        | player | answer      | decision     |
        | Anna   | stop 2      | card to play |
        | Ben    | Progress 98 | card to play |
        | Cleo   | insert 2    | card to play |
        | Dora   | stop 3      | card to play |
      Then Ben must choose "column" from red

    @OPK-T3
    Scenario: Everyone picked an order card: they are discarded, everyone draws, a new turn begins
      When the players choose:
        | player | answer   | decision     |
        | Anna   | stop 2   | card to play |
        | Ben    | remove 2 | card to play |
        | Cleo   | insert 2 | card to play |
        | Dora   | stop 3   | card to play |
      Then the discard-pile holds stop 2, remove 2, insert 2 and stop 3
      And every hand holds 6 cards
      And the tableau is empty
      And no "column" was chosen
      And Anna must choose "card to play"

  Rule: A card goes under one of its contenders with no card in the current row; then its player draws (OPK-T4)

    @OPK-T4
    Scenario: Ben's card cannot go where Anna's went
      Given the game "olympeak"
      And 2 players
      And Anna's hand holds Progress 33, Progress 20, Progress 21, Progress 22, Progress 23 and Progress 24
      And Ben's hand holds Progress 26, Progress 25, Progress 27, Progress 28, Progress 29 and Progress 30
      And the card "Progress 33" has signs blue,red
      And the card "Progress 26" has signs blue,red
      When first legal options are chosen until Anna must choose "card to play"
      And the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 33 | card to play |
        | Ben    | Progress 26 | card to play |
      Then Anna must choose "column" from blue and red
      When Anna chooses blue for "column"
      Then Ben must choose "column" from red
      And Anna's hand holds 6 cards
      And Anna's hand does not contain Progress 33
      When Ben chooses red for "column"
      Then cell 1, blue of the tableau holds "Progress 33"
      And cell 1, red of the tableau holds "Progress 26"
      And Ben's hand holds 6 cards

  Rule: A new row opens once the row is full, so a column can get two cards in a turn (OPK-T5)

    @OPK-T5
    Scenario: With six players the fifth player opens a second row
      Given the game "olympeak"
      And 6 players
      And Anna's hand holds Progress 2, Progress 3, Progress 4, Progress 6, Progress 7 and Progress 1
      And Ben's hand holds Progress 98, Progress 99, Progress 100, Progress 84, Progress 88 and Progress 92
      And Cleo's hand holds Progress 101, Progress 102, Progress 103, Progress 85, Progress 86 and Progress 66
      And Dora's hand holds Progress 87, Progress 94, Progress 78, Progress 79, Progress 59 and Progress 53
      And Emil's hand holds Progress 10, Progress 12, Progress 90, Progress 95, Progress 96 and Progress 97
      And Fay's hand holds Progress 91, Progress 58, Progress 50, Progress 31, Progress 32 and Progress 60
      When first legal options are chosen until Emil must choose "column"
      Then row 1 of the tableau holds 4 cards
      And Emil must choose "column" from blue and green
      When Emil chooses blue for "column"
      Then column blue of the tableau holds Progress 2 and Progress 10
      And cell 2, blue of the tableau holds "Progress 10"
      And Fay must choose "column" from red

    # That a row that is not full opens no new one is shown by the rulebook's example turn
    # (examples.feature, OPK-X1): Sharon cannot play.

  Rule: A player who cannot place takes the card back and draws; there is no hand limit (OPK-T6)
    and every turn begins a new row (OPK-T7)

    Background:
      Given the game "olympeak"
      And 2 players
      And Anna's hand holds Progress 33, Progress 34, Progress 20, Progress 21, Progress 22 and Progress 23
      And Ben's hand holds Progress 27, Progress 24, Progress 25, Progress 26, Progress 28 and Progress 29
      And the card "Progress 27" has signs blue,white
      When first legal options are chosen until Anna must choose "card to play"
      # White does not race in a 2 player game: Ben's card can only go under blue.

    @OPK-T6
    Scenario: Ben cannot play twice running and holds 8 cards
      When the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 33 | card to play |
        | Ben    | Progress 27 | card to play |
        | Anna   | blue        | column       |
      Then Anna must choose "card to play"
      And Ben's hand holds 7 cards
      And Ben's hand contains Progress 27
      When the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 34 | card to play |
        | Ben    | Progress 27 | card to play |
        | Anna   | blue        | column       |
      Then Ben's hand holds 8 cards
      And there are 2 cards in the tableau

    @OPK-T7
    Scenario: The second turn places in row 2 although row 1 has room
      When the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 33 | card to play |
        | Ben    | Progress 27 | card to play |
        | Anna   | blue        | column       |
        | Anna   | Progress 34 | card to play |
        | Ben    | Progress 24 | card to play |
        | Anna   | green       | column       |
      Then cell 1, green of the tableau is empty
      And cell 2, green of the tableau holds "Progress 34"

  Rule: The cubes move by the values placed this turn, between -5 and 35 (OPK-T8)

    @OPK-T8 @OPK-C4 @OPK-T5
    Scenario Outline: Blue takes two cards a turn near the bottom of the track (clamp <clamp>)
      # Turns 1 and 2 put -2 and -1 under blue; turn 3 puts -2 (row 1) and then +4 (row 2).
      Given the game "olympeak"
      And 6 players
      And the option "clamp" is "<clamp>"
      And the contender-row holds red contender, blue contender, green contender and white contender
      And Anna's hand holds Progress 2, Progress 3, Progress 4, Progress 6, Progress 7 and Progress 1
      And Ben's hand holds Progress 98, Progress 99, Progress 100, Progress 84, Progress 88 and Progress 92
      And Cleo's hand holds Progress 101, Progress 102, Progress 103, Progress 85, Progress 86 and Progress 66
      And Dora's hand holds Progress 87, Progress 94, Progress 78, Progress 79, Progress 59 and Progress 53
      And Emil's hand holds Progress 10, Progress 12, Progress 90, Progress 95, Progress 96 and Progress 97
      And Fay's hand holds Progress 91, Progress 58, Progress 50, Progress 31, Progress 32 and Progress 60
      When first legal options are chosen until Anna must choose "card to play"
      And first legal options are chosen until Anna must choose "card to exchange"
      Then the position of blue is <blue>
      And the position of red is 20
      And the round is 2

      @clamp=per-turn
      Examples: By default the limits hold the turn's sum
        | clamp    | blue |
        | per-turn | -3   |

      @clamp=per-card
      Examples: Each card's step in turn
        | clamp    | blue |
        | per-card | -1   |
