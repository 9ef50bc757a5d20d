@olympeak
Feature: OlymPeak at its boundaries, and the readings the rulebook leaves open
  The rules at the edge of what they allow (a stop with one player left to play, a remove with
  one card or none to take, a whole hand exchanged, the 2-player face-down tile, what the table
  shows once the game is over), and a scenario for each value of the options that declare a
  reading the rulebook does not state.

  Rule: A stop with exactly one player still to play (OPK-O2)

    @OPK-O2
    Scenario: Cleo plays stop third and stops Dora, the only one left
      Given the game "olympeak"
      And 4 players
      And the card "Progress 1" has heads 4
      And the card "Progress 1" has signs green,white
      And Anna's hand holds Progress 1, Progress 20, Progress 21, Progress 22, Progress 23 and Progress 24
      And Ben's hand holds Progress 50, Progress 25, Progress 26, Progress 27, Progress 28 and Progress 29
      And Cleo's hand holds stop 4, Progress 51, Progress 49, Progress 30, Progress 33 and Progress 34
      And Dora's hand holds Progress 15, Progress 35, Progress 36, Progress 65, Progress 37 and Progress 38
      When first legal options are chosen until Anna must choose "card to play"
      And the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 1  | card to play |
        | Ben    | Progress 50 | card to play |
        | Cleo   | stop 4      | card to play |
        | Dora   | Progress 15 | card to play |
        | Anna   | white       | column       |
        | Ben    | red         | column       |
        | Cleo   | green       | column       |
      Then Cleo must choose "use the stop order" from true and false
      When Cleo chooses true for "use the stop order"
      Then Anna must choose "card to play"
      And there are 3 cards in the tableau
      And Dora's hand holds 7 cards
      And Dora's hand contains Progress 15

  Rule: A remove with a single card to take, and with none (OPK-O3)

    @OPK-O3
    Scenario: With two players Ben's remove can take only Anna's card
      Given the game "olympeak"
      And 2 players
      And the card "Progress 33" has signs blue,red
      And Anna's hand holds Progress 33, Progress 20, Progress 21, Progress 22, Progress 23 and Progress 24
      And Ben's hand holds remove 2, Progress 25, Progress 26, Progress 27, Progress 28 and Progress 29
      When first legal options are chosen until Anna must choose "card to play"
      And the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 33 | card to play |
        | Ben    | remove 2    | card to play |
        | Anna   | blue        | column       |
        | Ben    | red         | column       |
      Then Ben must choose "card to remove" from Progress 33
      When Ben chooses Progress 33 for "card to remove"
      Then the discard-pile holds Progress 33
      And cell 1, blue of the tableau is empty

    @OPK-O3 @OPK-T5
    Scenario: With six players Emil's remove opens row 2: nothing there to remove
      Given the game "olympeak"
      And 6 players
      And Anna's hand holds Progress 2, Progress 3, Progress 4, Progress 6, Progress 7 and Progress 1
      And Ben's hand holds Progress 98, Progress 99, Progress 100, Progress 84, Progress 88 and Progress 92
      And Cleo's hand holds Progress 101, Progress 102, Progress 103, Progress 85, Progress 86 and Progress 66
      And Dora's hand holds Progress 87, Progress 94, Progress 78, Progress 79, Progress 59 and Progress 53
      And Emil's hand holds remove 2, Progress 12, Progress 90, Progress 95, Progress 96 and Progress 97
      And Fay's hand holds Progress 91, Progress 58, Progress 50, Progress 31, Progress 32 and Progress 60
      When first legal options are chosen until Emil must choose "column"
      Then row 1 of the tableau holds 4 cards
      And Emil must choose "column" from blue, red, green and white
      When Emil chooses blue for "column"
      Then no "card to remove" was chosen
      And Fay must choose "column"

  Rule: A whole hand exchanged at the start (OPK-S5)

    @OPK-S5
    Scenario: Anna gives back all six cards: she is asked no seventh time and draws six
      Given the game "olympeak"
      And 4 players
      When Anna answers with the first legal option
      And Anna answers with the first legal option
      And Anna answers with the first legal option
      And Anna answers with the first legal option
      And Anna answers with the first legal option
      And Anna answers with the first legal option
      Then Ben must choose "card to exchange"
      And Anna chose "card to exchange" 6 times
      And Anna's hand holds 6 cards
      And Anna's exchanged is empty
      And there are 96 cards in the draw-pile

  Rule: With two players one tile of the blue, red and green set stays face down (OPK-S6)

    @OPK-S6 @OPK-S8
    Scenario: With seed 1 blue tile 3 stays in the centre, seen by nobody
      Given the game "olympeak"
      And 2 players
      And the seed 1
      Then the tile-centre holds blue tile 3
      And Anna's second-place holds red tile 3
      And Ben's second-place holds green tile 3
      And Anna cannot see blue tile 3
      And Ben cannot see blue tile 3
      And Anna can see red tile 3
      And Ben cannot see red tile 3
      And Anna cannot see green tile 3

  Rule: After the game every prediction is shown; the face-down centre tile stays hidden (OPK-G3)

    @OPK-G3 @OPK-S6
    Scenario: Two players: the predictions are turned over, the centre tile is not
      Given the game "olympeak"
      And 2 players
      And the seed 1
      When the game is played to the end with first-legal agents
      Then the game is over
      And Ben can see red tile 3
      And Anna can see green tile 3
      And Anna cannot see blue tile 3
      And Ben cannot see blue tile 3

    @OPK-G3 @OPK-S7
    Scenario: Four players: Ben sees Anna's two predictions once the game is over
      Given the game "olympeak"
      And 4 players
      When first legal options are chosen until Anna must choose "card to play"
      Then Anna's first-place holds blue tile 1
      And Anna's second-place holds red tile 1
      And Ben cannot see blue tile 1, red tile 1
      When the game is played to the end with first-legal agents
      Then Ben can see blue tile 1, red tile 1

  Rule: With 2 or 3 players, white's contender card may stay in the row that sets the rounds (OPK-S1, OPK-S2)

    @OPK-S1 @OPK-S2 @white-card-in-small-games=false
    Scenario: By default white's card is out with white, so the rounds come from blue, red or green
      Given the game "olympeak"
      And 3 players
      When first legal options are chosen until Anna must choose "card to play"
      Then there are 3 cards in the contender-row
      And the box contains white contender

    @OPK-S1 @OPK-S2 @white-card-in-small-games=true
    Scenario: With white-card-in-small-games white's card lies leftmost and sets two rounds, white not racing
      Given the game "olympeak"
      And 3 players
      And the card "white contender" has rounds 2
      And the contender-row holds white contender, blue contender, red contender and green contender
      When the game is played to the end with first-legal agents
      Then the game is over
      And the round is 2
      And the position of white is 0
      And column white of the tableau holds 0 cards

  Rule: When ages do not decide, the seat order does (OPK-T2)

    @OPK-T2 @age-ties=seat-order
    Scenario: No ages given: of Ben and Dora, level on heads and value, Ben, seated first, plays first
      Given the game "olympeak"
      And 4 players
      And Anna's hand holds Progress 65, Progress 20, Progress 24, Progress 25, Progress 26 and Progress 27
      And Ben's hand holds Progress 77, Progress 33, Progress 21, Progress 28, Progress 29 and Progress 30
      And Cleo's hand holds Progress 10, Progress 34, Progress 35, Progress 36, Progress 37 and Progress 38
      And Dora's hand holds Progress 60, Progress 22, Progress 39, Progress 40, Progress 41 and Progress 42
      And the card "Progress 21" has heads 4
      And the card "Progress 21" has value 0
      And the card "Progress 22" has heads 4
      And the card "Progress 22" has value 0
      When first legal options are chosen until Anna must choose "card to play"
      And the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 65 | card to play |
        | Ben    | Progress 21 | card to play |
        | Cleo   | Progress 35 | card to play |
        | Dora   | Progress 22 | card to play |
      Then Ben must choose "column"

  Rule: An insert's extra card: no card in the current row, or none in the whole turn (OPK-O4)

    @OPK-O4 @OPK-T5
    Scenario Outline: Fay inserts in row 2 after row 1 filled: with insert-column <option> she <outcome>
      Given the game "olympeak"
      And 6 players
      And Anna's hand holds Progress 2, Progress 3, Progress 4, Progress 6, Progress 7 and Progress 1
      And Ben's hand holds Progress 98, Progress 99, Progress 100, Progress 84, Progress 88 and Progress 92
      And Cleo's hand holds Progress 101, Progress 102, Progress 103, Progress 85, Progress 86 and Progress 66
      And Dora's hand holds Progress 87, Progress 94, Progress 78, Progress 79, Progress 59 and Progress 53
      And Emil's hand holds Progress 10, Progress 12, Progress 90, Progress 95, Progress 96 and Progress 97
      And Fay's hand holds insert 2, Progress 14, Progress 50, Progress 31, Progress 32 and Progress 60
      And the card "Progress 14" has signs blue,green,white
      When first legal options are chosen until Fay must choose "column"
      Then cell 2, blue of the tableau holds "Progress 10"
      When Fay chooses red for "column"
      Then <next> must choose "<decision>"

      @insert-column=row
      Examples: row
        | option | outcome                              | next | decision       |
        | row    | may place Progress 14 under green or white | Fay  | card to insert |

      @insert-column=turn
      Examples: turn
        | option | outcome                              | next | decision       |
        | turn   | has nowhere: every column had a card | Anna | card to play   |

    @OPK-O4 @OPK-T7
    Scenario Outline: In the second turn Ben's extra card may go under green, whose card is of the first turn (insert-column <option>)
      # Turn 1 fills row 1; turn 2 begins row 2, where Anna takes white and Ben's insert red. Green
      # and blue hold a card of turn 1 only: free in the row, and free in the turn.
      Given the game "olympeak"
      And 4 players
      And the card "Progress 1" has heads 4
      And the card "Progress 22" has heads 4
      And the card "Progress 28" has signs red,green
      And Anna's hand holds Progress 1, Progress 22, Progress 21, Progress 23, Progress 24 and Progress 20
      And Ben's hand holds Progress 50, insert 2, Progress 28, Progress 26, Progress 27 and stop 2
      And Cleo's hand holds Progress 51, Progress 49, Progress 30, Progress 33, remove 2 and insert 3
      And Dora's hand holds Progress 65, Progress 37, Progress 38, Progress 15, stop 3 and insert 4
      When first legal options are chosen until Anna must choose "card to play"
      And the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 1  | card to play |
        | Ben    | Progress 50 | card to play |
        | Cleo   | Progress 51 | card to play |
        | Dora   | Progress 65 | card to play |
        | Anna   | white       | column       |
        | Ben    | red         | column       |
        | Cleo   | green       | column       |
        | Dora   | blue        | column       |
        | Anna   | Progress 22 | card to play |
        | Ben    | insert 2    | card to play |
        | Cleo   | Progress 49 | card to play |
        | Dora   | Progress 37 | card to play |
        | Anna   | white       | column       |
        | Ben    | red         | column       |
      Then row 1 of the tableau holds 4 cards
      And Ben must choose "card to insert"
      And Ben may choose Progress 28 and Progress 26
      When Ben chooses Progress 28 for "card to insert"
      Then Ben must choose "column" from green
      When Ben chooses green for "column"
      Then cell 2, green of the tableau holds "Progress 28"
      And column green of the tableau holds Progress 51 and Progress 28

      @insert-column=row
      Examples: row
        | option |
        | row    |

      @insert-column=turn
      Examples: turn
        | option |
        | turn   |

  Rule: The discard pile becomes the draw pile at the next draw, or as soon as the pile is emptied (OPK-R3)

    Background:
      Given the game "olympeak"
      And 2 players
      And Anna chose none for "card to exchange"
      And Ben chose none for "card to exchange"
      And all but the top 2 cards of the draw-pile are put in the discard-pile
      When first legal options are chosen until Anna must choose "card to play"
      Then there are 93 cards in the discard-pile
      When Anna answers with the first legal option
      And first legal options are chosen until Anna must choose "card to play"

    @OPK-R3 @recycle-when=next-draw
    Scenario: By default the emptied pile waits for the next draw, which takes the discard pile's cards
      Then the draw-pile is empty
      And there are 93 cards in the discard-pile
      When Anna answers with the first legal option
      And first legal options are chosen until Anna must choose "card to play"
      Then the discard-pile is empty
      And there are 91 cards in the draw-pile
      And rule OPK-R3 was applied

    @OPK-R3 @recycle-when=emptied
    Scenario: With recycle-when emptied the discard pile is turned over by the draw that empties the pile
      Then the discard-pile is empty
      And there are 93 cards in the draw-pile
      And the draw-pile was shuffled by rule OPK-R3
