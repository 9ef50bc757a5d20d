@olympeak
Feature: Order cards
  An order card can go under any contender and must be played when picked, but its order is used
  only if its player wants: stop ends the turn for those still to play, remove discards a card of
  the row, insert places one more card.

  In every scenario Anna leads with a 4-head card under white, then Ben, Cleo and Dora follow.

  Background:
    Given the game "olympeak"
    And 4 players
    And the card "Progress 1" has heads 4
    And the card "Progress 1" has signs green,white
    And Anna's hand holds Progress 1, Progress 20, Progress 21, Progress 22, Progress 23 and Progress 24
    And Ben's hand holds stop 2, Progress 50, insert 2, Progress 26, Progress 27 and Progress 28
    And Cleo's hand holds remove 2, Progress 51, insert 3, Progress 49, Progress 30 and Progress 33
    And Dora's hand holds Progress 15, stop 3, insert 4, Progress 65, Progress 37 and Progress 38
    When first legal options are chosen until Anna must choose "card to play"

  Rule: Playing an order card is mandatory, using it is optional (OPK-O1)

    @OPK-O1 @OPK-O2 @OPK-C3
    Scenario: Ben plays his stop card without using it, and the turn goes on
      When the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 1  | card to play |
        | Ben    | stop 2      | card to play |
        | Cleo   | Progress 51 | card to play |
        | Dora   | Progress 65 | card to play |
        | Anna   | white       | column       |
      Then Ben must choose "column" from blue, red and green
      When Ben chooses red for "column"
      Then Ben must choose "use the stop order" from true and false
      When Ben chooses false for "use the stop order"
      Then Cleo must choose "column" from green
      And cell 1, red of the tableau holds "stop 2"

    @OPK-O1 @OPK-O3
    Scenario: Cleo does not use her remove card
      When the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 1  | card to play |
        | Ben    | Progress 50 | card to play |
        | Cleo   | remove 2    | card to play |
        | Dora   | Progress 65 | card to play |
        | Anna   | white       | column       |
        | Ben    | red         | column       |
        | Cleo   | green       | column       |
        | Cleo   | none        | card to remove |
      Then Dora must choose "column" from blue
      And the discard-pile is empty

  Rule: Stop: the others still to play take their cards back and draw (OPK-O2)

    @OPK-O2
    Scenario: Ben stops the turn after his card
      When the players choose:
        | player | answer      | decision           |
        | Anna   | Progress 1  | card to play       |
        | Ben    | stop 2      | card to play       |
        | Cleo   | Progress 51 | card to play       |
        | Dora   | Progress 65 | card to play       |
        | Anna   | white       | column             |
        | Ben    | red         | column             |
        | Ben    | true        | use the stop order |
      Then Anna must choose "card to play"
      And there are 2 cards in the tableau
      And Cleo's hand holds 7 cards
      And Cleo's hand contains Progress 51
      And Dora's hand holds 7 cards
      And Dora's hand contains Progress 65
      And Ben's hand holds 6 cards

    @OPK-O2
    Scenario: A stop card played last is only a card in its column
      When the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 1  | card to play |
        | Ben    | Progress 50 | card to play |
        | Cleo   | Progress 51 | card to play |
        | Dora   | stop 3      | card to play |
        | Anna   | white       | column       |
        | Ben    | red         | column       |
        | Cleo   | green       | column       |
      Then Dora must choose "column" from blue
      When Dora chooses blue for "column"
      Then Anna must choose "card to play"
      And no "use the stop order" was chosen
      And cell 1, blue of the tableau holds "stop 3"

  Rule: Remove: one card of this turn from the same row goes to the discard pile; its spot is free (OPK-O3)

    @OPK-O3
    Scenario: Cleo removes Ben's card and Dora places in the cleared spot
      When the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 1  | card to play |
        | Ben    | Progress 50 | card to play |
        | Cleo   | remove 2    | card to play |
        | Dora   | Progress 15 | card to play |
        | Anna   | white       | column       |
        | Ben    | red         | column       |
        | Cleo   | green       | column       |
      Then Cleo must choose "card to remove" from Progress 1 and Progress 50
      When Cleo chooses Progress 50 for "card to remove"
      Then the discard-pile holds Progress 50
      And cell 1, red of the tableau is empty
      And Dora must choose "column" from red
      When Dora chooses red for "column"
      Then cell 1, red of the tableau holds "Progress 15"

  Rule: Insert: draw, then place one more card under a contender with no card in the row (OPK-O4)

    @OPK-O4 @insert-draw=keep-six
    Scenario: Ben inserts a second card under blue; his hand stays at six
      When the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 1  | card to play |
        | Ben    | insert 2    | card to play |
        | Cleo   | Progress 51 | card to play |
        | Dora   | Progress 15 | card to play |
        | Anna   | white       | column       |
        | Ben    | red         | column       |
      Then Ben must choose "card to insert"
      And Ben may choose Progress 26 and stop 2
      And Ben cannot choose Progress 50
      And Ben's hand holds 6 cards
      When Ben chooses Progress 26 for "card to insert"
      Then Ben must choose "column" from blue
      When Ben chooses blue for "column"
      Then Ben's hand holds 6 cards
      And cell 1, blue of the tableau holds "Progress 26"
      When Cleo chooses green for "column"
      # Row 1 is full: Dora opens row 2.
      Then Dora must choose "column" from red and white

    @OPK-O4 @insert-draw=extra
    Scenario: With insert-draw set to extra the insert's draw comes on top: Ben ends with seven cards
      When the players choose:
        | player | answer      | decision       |
        | Anna   | Progress 1  | card to play   |
        | Ben    | insert 2    | card to play   |
        | Cleo   | Progress 51 | card to play   |
        | Dora   | Progress 15 | card to play   |
        | Anna   | white       | column         |
        | Ben    | red         | column         |
      Then Ben's hand holds 7 cards
      When Ben chooses Progress 26 for "card to insert"
      And Ben chooses blue for "column"
      Then Ben's hand holds 7 cards

    # The row the insert opened is free in the turn too: insert-column turn does not close it.
    @OPK-O4
    Scenario Outline: An insert played last on a full row may open a new row (insert-column <option>)
      When the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 1  | card to play |
        | Ben    | Progress 50 | card to play |
        | Cleo   | Progress 51 | card to play |
        | Dora   | insert 4    | card to play |
        | Anna   | white       | column       |
        | Ben    | red         | column       |
        | Cleo   | green       | column       |
        | Dora   | blue        | column       |
      Then row 1 of the tableau holds 4 cards
      And Dora may choose Progress 15 and Progress 65
      When Dora chooses Progress 15 for "card to insert"
      Then Dora must choose "column" from red and white
      When Dora chooses red for "column"
      Then cell 2, red of the tableau holds "Progress 15"
      And column red of the tableau holds Progress 50 and Progress 15

      @insert-column=row
      Examples: row
        | option |
        | row    |

      @insert-column=turn
      Examples: turn
        | option |
        | turn   |

    @OPK-O4
    Scenario: An insert that fills the row before the last player opens no new row
      When the players choose:
        | player | answer      | decision       |
        | Anna   | Progress 1  | card to play   |
        | Ben    | Progress 50 | card to play   |
        | Cleo   | insert 3    | card to play   |
        | Dora   | Progress 65 | card to play   |
        | Anna   | white       | column         |
        | Ben    | red         | column         |
        | Cleo   | green       | column         |
        | Cleo   | Progress 49 | card to insert |
        | Cleo   | blue        | column         |
      # Cleo's extra card filled the row: Dora, still to play, opens row 2.
      Then Dora must choose "column" from blue
      And row 1 of the tableau holds 4 cards
      And Cleo's hand holds 6 cards

    # The rulebook gives an order to a card that is played; the insert's extra card is placed.
    # Option inserted-order: inert (default) or acts.
    @OPK-O4 @OPK-O2
    Scenario Outline: Ben inserts his stop card under blue: with inserted-order <option> <outcome>
      When the players choose:
        | player | answer      | decision       |
        | Anna   | Progress 1  | card to play   |
        | Ben    | insert 2    | card to play   |
        | Cleo   | Progress 51 | card to play   |
        | Dora   | Progress 15 | card to play   |
        | Anna   | white       | column         |
        | Ben    | red         | column         |
        | Ben    | stop 2      | card to insert |
        | Ben    | blue        | column         |
      Then cell 1, blue of the tableau holds "stop 2"
      And <next> must choose "<decision>"

      @inserted-order=inert
      Examples: inert
        | option | outcome                            | next | decision           |
        | inert  | it is only a card, and Cleo plays  | Cleo | column             |

      @inserted-order=acts
      Examples: acts
        | option | outcome                            | next | decision           |
        | acts   | Ben may use its stop order         | Ben  | use the stop order |
