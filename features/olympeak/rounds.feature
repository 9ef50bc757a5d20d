@olympeak
Feature: Rounds and the end of OlymPeak
  A round ends after the turn in which a column reaches 6 cards. Between rounds the table goes to
  the discard pile and everyone may exchange cards onto it. An empty draw pile is replaced by the
  shuffled discard pile. The game ends after the last round, or after the turn in which a contender
  reaches 35.

  Rule: A round ends at 6 cards in a column; then the table is discarded and cards may be exchanged (OPK-R1, OPK-R2)

    Background:
      # Anna holds only blue cards and Ben only green ones: each turn adds one card to each column.
      Given the game "olympeak"
      And the players Anna and Ben
      And the card "blue contender" has rounds 2
      And the contender-row holds blue contender, red contender and green contender
      And Anna's hand holds Progress 90, Progress 95, Progress 96, Progress 97, Progress 81 and Progress 82
      And Ben's hand holds Progress 51, Progress 52, Progress 66, Progress 71, Progress 85 and Progress 86
      When first legal options are chosen until Anna must choose "card to play"

    @OPK-R1 @OPK-R2
    Scenario: After six turns the first of two rounds ends
      When first legal options are chosen until Anna must choose "card to exchange"
      Then the trigger "round-over" fired
      And the round is 2
      And the tableau is empty
      And there are 12 cards in the discard-pile
      And the position of blue is 22
      And the position of green is 15
      And the game is not over

    @OPK-R2
    Scenario: Cards exchanged between rounds go to the discard pile
      When first legal options are chosen until Anna must choose "card to exchange"
      And Anna answers with the first legal option
      And Anna chooses none for "card to exchange"
      Then Anna's hand holds 6 cards
      And there are 13 cards in the discard-pile
      And Ben must choose "card to exchange"

    @OPK-R2
    Scenario: The second round lays its cards from the first row again
      # An insert played in that turn lays a third card in the row.
      When first legal options are chosen until Anna must choose "card to exchange"
      And the players choose:
        | player | answer | decision         |
        | Anna   | none   | card to exchange |
        | Ben    | none   | card to exchange |
      And Anna answers with the first legal option
      And first legal options are chosen until Anna must choose "card to play"
      Then the round is 2
      And row 1 of the tableau holds 3 cards

    @OPK-G1 @OPK-R1
    Scenario: The game ends after the last round
      When the game is played to the end with first-legal agents
      Then the game is over
      And the round is 2

  Rule: An empty draw pile is replaced by the shuffled discard pile (OPK-R3)

    @OPK-R3
    Scenario: The draw pile runs out during the second turn
      Given the game "olympeak"
      And 2 players
      And Anna chose none for "card to exchange"
      And Ben chose none for "card to exchange"
      And all but the top 2 cards of the draw-pile are put in the discard-pile
      When first legal options are chosen until Anna must choose "card to play"
      Then there are 2 cards in the draw-pile
      When Anna answers with the first legal option
      And first legal options are chosen until Anna must choose "card to play"
      And Anna answers with the first legal option
      And first legal options are chosen until Anna must choose "card to play"
      Then rule OPK-R3 was applied
      And the draw-pile was shuffled by rule OPK-R3

  Rule: The game ends at once after the turn in which a contender reaches 35 (OPK-G1)

    @OPK-G1 @OPK-C4
    Scenario: Blue reaches the peak in the second of three rounds
      # Anna leads every turn with a 3-head card under blue; the five others follow with fewer
      # heads; Emil, fifth, opens a second row under blue; blue gains 6 or 7 a turn.
      Given the game "olympeak"
      And 6 players
      And the card "red contender" has rounds 3
      And the contender-row holds red contender, blue contender, green contender and white contender
      And Anna's hand holds Progress 70, Progress 76, Progress 77, Progress 49, Progress 54 and Progress 57
      And Ben's hand holds Progress 84, Progress 88, Progress 98, Progress 99, Progress 100 and Progress 69
      And Cleo's hand holds Progress 66, Progress 85, Progress 86, Progress 101, Progress 102 and Progress 103
      And Dora's hand holds Progress 87, Progress 59, Progress 78, Progress 79, Progress 94 and Progress 89
      And Emil's hand holds Progress 90, Progress 95, Progress 96, Progress 97, Progress 104 and Progress 80
      And Fay's hand holds Progress 91, Progress 92, Progress 58, Progress 93, Progress 61 and Progress 60
      When first legal options are chosen until Anna must choose "card to play"
      And first legal options are chosen until Anna must choose "card to exchange"
      Then the round is 2
      And the position of blue is 21
      When the players choose:
        | player | answer | decision         |
        | Anna   | none   | card to exchange |
        | Ben    | none   | card to exchange |
        | Cleo   | none   | card to exchange |
        | Dora   | none   | card to exchange |
        | Emil   | none   | card to exchange |
        | Fay    | none   | card to exchange |
      And the game is played to the end with first-legal agents
      Then the game is over
      And the trigger "peak" fired
      And the position of blue is 35
      And the round is 2

    @OPK-G1 @OPK-C4 @OPK-T8 @clamp=per-card
    Scenario: Blue reaches the peak card by card too (clamp per-card)
      # Anna leads every turn with a 3-head card under blue; the five others follow with fewer
      # heads; Emil, fifth, opens a second row under blue; blue gains 6 or 7 a turn.
      Given the game "olympeak"
      And 6 players
      And the card "red contender" has rounds 3
      And the contender-row holds red contender, blue contender, green contender and white contender
      And Anna's hand holds Progress 70, Progress 76, Progress 77, Progress 49, Progress 54 and Progress 57
      And Ben's hand holds Progress 84, Progress 88, Progress 98, Progress 99, Progress 100 and Progress 69
      And Cleo's hand holds Progress 66, Progress 85, Progress 86, Progress 101, Progress 102 and Progress 103
      And Dora's hand holds Progress 87, Progress 59, Progress 78, Progress 79, Progress 94 and Progress 89
      And Emil's hand holds Progress 90, Progress 95, Progress 96, Progress 97, Progress 104 and Progress 80
      And Fay's hand holds Progress 91, Progress 92, Progress 58, Progress 93, Progress 61 and Progress 60
      When first legal options are chosen until Anna must choose "card to play"
      And first legal options are chosen until Anna must choose "card to exchange"
      Then the round is 2
      And the position of blue is 21
      When the players choose:
        | player | answer | decision         |
        | Anna   | none   | card to exchange |
        | Ben    | none   | card to exchange |
        | Cleo   | none   | card to exchange |
        | Dora   | none   | card to exchange |
        | Emil   | none   | card to exchange |
        | Fay    | none   | card to exchange |
      And the game is played to the end with first-legal agents
      Then the game is over
      And the trigger "peak" fired
      And the position of blue is 35
      And the round is 2

    @OPK-G1 @OPK-C4 @OPK-T8
    Scenario Outline: Blue's last turn lands it on exactly 36: held at 35, the peak (clamp <clamp>)
      # As above, but Emil's card of the sixth turn is Progress 44, which moves 1: blue goes from 33 by
      # 2 and 1 to 36, one past the peak, and is held at 35 (per card: 35 after the 2, then 36).
      Given the game "olympeak"
      And 6 players
      And the card "red contender" has rounds 3
      And the card "Progress 44" has value 1
      And the card "Progress 44" has signs blue,red
      And the contender-row holds red contender, blue contender, green contender and white contender
      And Anna's hand holds Progress 70, Progress 76, Progress 77, Progress 49, Progress 54 and Progress 57
      And Ben's hand holds Progress 84, Progress 88, Progress 98, Progress 99, Progress 100 and Progress 69
      And Cleo's hand holds Progress 66, Progress 85, Progress 86, Progress 101, Progress 102 and Progress 103
      And Dora's hand holds Progress 87, Progress 59, Progress 78, Progress 79, Progress 94 and Progress 89
      And Emil's hand holds Progress 90, Progress 95, Progress 96, Progress 97, Progress 104 and Progress 44
      And Fay's hand holds Progress 91, Progress 92, Progress 58, Progress 93, Progress 61 and Progress 60
      When first legal options are chosen until Anna must choose "card to play"
      And first legal options are chosen until Anna must choose "card to exchange"
      And the players choose:
        | player | answer | decision         |
        | Anna   | none   | card to exchange |
        | Ben    | none   | card to exchange |
        | Cleo   | none   | card to exchange |
        | Dora   | none   | card to exchange |
        | Emil   | none   | card to exchange |
        | Fay    | none   | card to exchange |
      And first legal options are chosen until Anna must choose "card to play"
      And Anna answers with the first legal option
      And first legal options are chosen until Anna must choose "card to play"
      And Anna answers with the first legal option
      And first legal options are chosen until Anna must choose "card to play"
      Then the position of blue is 33
      When the game is played to the end with first-legal agents
      Then column blue of the tableau holds Progress 49, Progress 97, Progress 54, Progress 104, Progress 57 and Progress 44
      And the game is over
      And the trigger "peak" fired
      And the position of blue is 35
      And the round is 2

      @clamp=per-turn
      Examples: per turn
        | clamp    |
        | per-turn |

      @clamp=per-card
      Examples: per card
        | clamp    |
        | per-card |
