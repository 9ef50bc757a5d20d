@olympia-2000
Feature: Refilling the hands in Olympia 2000
  The player in front of whom the pile lies looks at its top card in secret and keeps it or
  hands it to a player who has not had a card this turn; after handing one out they draw again.
  Once they keep a card, everyone not yet served gets one face down. Then the pile moves on to
  the left.

  Background:
    Given the game "olympia-2000"
    And the players Anna, Ben and Cleo
    And Anna chose marathon 2 for "opening tile for circle I"
    And Anna chose multi-event 2 for "opening tile for circle II"
    And Anna's hand holds hector, castor, athlete-13 and athlete-14
    And Ben's hand holds ajax, jason, athlete-15 and athlete-16
    And Cleo's hand holds perseus, atalanta, athlete-17 and athlete-19
    And the pile has athlete-31, athlete-32, athlete-33 and athlete-34 on top
    And the placing of these cards in marathon:
      | hector  | 14 |
      | ajax    | 25 |
      | perseus | 29 |
    When the players choose:
      | player | answer  |
      | Anna   | hector  |
      | Ben    | ajax    |
      | Cleo   | perseus |
    And Cleo chooses discus

  Rule: The pile holder keeps the top card or hands it to a player not yet served (OLY-T7)

    @OLY-T7
    Scenario: The pile holder looks at the top card in secret and decides
      Then Anna is the dealer
      And Anna must choose "who gets the card" from Anna, Ben and Cleo
      And Anna looked at athlete-31 in secret
      And Anna can see athlete-31
      And Ben cannot see athlete-31

    @OLY-T7
    Scenario: Keeping the first card serves everyone else from the pile
      When Anna chooses Anna
      Then Anna's hand contains athlete-31
      And Ben's hand contains athlete-32
      And Cleo's hand contains athlete-33
      And every hand holds 4 cards
      And the event log shows athlete-32 moved from the pile to Ben's hand by rule OLY-T7

    @OLY-T7
    Scenario: An option settles what follows a card handed out, drawing again by default
      Then the option "refill-after-giving" resolves OLY-T7
      And the option "refill-after-giving" has the values draw-again and deal-rest
      And the option "refill-after-giving" defaults to "draw-again"

    @OLY-T7 @refill-after-giving=draw-again
    Scenario: Handing a card out, then keeping the next
      When Anna chooses Cleo
      Then Cleo's hand contains athlete-31
      And Anna must choose "who gets the card" from Anna and Ben
      When Anna chooses Anna
      Then Anna's hand contains athlete-32
      And Ben's hand contains athlete-33
      And every hand holds 4 cards

    @OLY-T7 @refill-after-giving=draw-again
    Scenario: Once everyone else is served, the pile holder must keep the card
      When Anna chooses Ben
      And Anna chooses Cleo
      Then Ben's hand contains athlete-31
      And Cleo's hand contains athlete-32
      And Anna's hand contains athlete-33
      And every hand holds 4 cards
      And the pile has athlete-34 on top
      And Anna chose "who gets the card" 2 times

    # deal-rest is a variant of neither rulebook (divergence refill-after-giving): one look only.
    @OLY-T7 @refill-after-giving=deal-rest
    Scenario: With deal-rest a card handed out ends the looking: the rest are dealt face down and the pile moves on
      When Anna chooses Ben
      Then Ben's hand contains athlete-31
      And Anna's hand contains athlete-32
      And Cleo's hand contains athlete-33
      And every hand holds 4 cards
      And the pile has athlete-34 on top
      And Anna chose "who gets the card" 1 time
      And Ben is the dealer
      And Anna must choose "athlete to play" in secret

    @OLY-T7
    Scenario: The pile moves on to the left after the refill
      When Anna chooses Anna
      Then Ben is the dealer
      When every pending "athlete to play" is answered with the first legal option
      And every pending "discipline for circle II" is answered with the first legal option
      Then Ben must choose "who gets the card" from Ben, Cleo and Anna
