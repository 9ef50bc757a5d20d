@olympia-2000
Feature: The examples of the Olympia 2000 rulebook
  The rulebook tells two small stories: how the opening tiles are laid out, and why marathon 3
  can only be picked after marathon 2 has been on the board. Here they are, played out.

  Background:
    Given the game "olympia-2000"
    And the players Anna, Ben and Cleo

  Rule: Setup example: marathon 2 in circle I, multi-event 2 in circle II (OLY-X1)

    @OLY-X1 @OLY-S3 @opening-tiles=chosen
    Scenario: Anna lays out marathon 2 and multi-event 2
      # "Any one player chooses two laurel wreath tiles from the top row (e.g. marathon 2 and
      #  multi-event 2). He places these tiles on the board: one in circle I, the other in circle II."
      When Anna chooses marathon 2 for "opening tile for circle I"
      And Anna chooses multi-event 2 for "opening tile for circle II"
      Then circle-1 holds marathon 2
      And circle-2 holds multi-event 2
      And the event log shows marathon 2 moved from the row of marathon to circle-1 by rule OLY-X1
      And the event log shows multi-event 2 moved from the row of multi-event to circle-2 by rule OLY-X1
      # "Next, the cards are shuffled well. Each player receives four cards ... The remaining cards
      #  are placed in a face-down pile in front of the starting player."
      And every hand holds 4 cards
      And the pile holds 43 cards
      And Anna is the dealer
      And Anna must choose "athlete to play"

  Rule: Marathon 3 only once marathon 2 lies or has lain on the board (OLY-X2)

    Background:
      Given Anna's hand holds hector, castor, athlete-13 and athlete-14
      And Ben's hand holds ajax, jason, athlete-15 and athlete-16
      And Cleo's hand holds perseus, atalanta, athlete-17 and athlete-19

    @OLY-X2 @OLY-T5
    Scenario: Marathon 2 has lain on the board, so marathon 3 comes next
      Given Anna chose marathon 2 for "opening tile for circle I"
      And Anna chose multi-event 2 for "opening tile for circle II"
      And the placing of these cards in marathon:
        | hector  | 14 |
        | ajax    | 25 |
        | perseus | 29 |
      When the players choose:
        | player | answer  |
        | Anna   | hector  |
        | Ben    | ajax    |
        | Cleo   | perseus |
      Then Anna's won holds marathon 2
      # Cleo placed worst, and picks marathon again: its lowest tile is now marathon 3.
      When Cleo chooses marathon for "discipline for circle II"
      Then circle-1 holds multi-event 2
      And circle-2 holds marathon 3
      And the event log shows marathon 3 moved from the row of marathon to circle-2 by rule OLY-X2

    @OLY-X2 @OLY-T5
    Scenario: Marathon 2 lies in circle II, so marathon 3 may follow it
      Given Anna chose discus 2 for "opening tile for circle I"
      And Anna chose marathon 2 for "opening tile for circle II"
      And the placing of these cards in discus:
        | hector  | 24 |
        | ajax    | overstepped |
        | perseus | 50 |
      When the players choose:
        | player | answer  |
        | Anna   | hector  |
        | Ben    | ajax    |
        | Cleo   | perseus |
      Then Anna's won holds discus 2
      When Cleo chooses marathon for "discipline for circle II"
      Then circle-1 holds marathon 2
      And circle-2 holds marathon 3

    @OLY-X2 @OLY-S1
    Scenario: Marathon 2 has not been on the board, so marathon 3 cannot be had
      Given Anna chose discus 2 for "opening tile for circle I"
      And Anna chose multi-event 2 for "opening tile for circle II"
      And the placing of these cards in discus:
        | hector  | 24 |
        | ajax    | overstepped |
        | perseus | 50 |
      When the players choose:
        | player | answer  |
        | Anna   | hector  |
        | Ben    | ajax    |
        | Cleo   | perseus |
      Then Cleo must choose "discipline for circle II"
      And the cards of the row of marathon, from the top, are marathon 2, marathon 3, marathon 4, marathon 5 and marathon 6
      And whatever Cleo chooses, marathon 3 does not come into circle-2
      When Cleo chooses marathon
      Then circle-2 holds marathon 2
      And the row of marathon does not contain marathon 2
      And the cards of the row of marathon, from the top, are marathon 3, marathon 4, marathon 5 and marathon 6
