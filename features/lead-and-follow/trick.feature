@lead-and-follow
Feature: A trick
  The leader plays any card. Round the table, everyone else follows the led suit if they can and
  plays any card if they cannot. The highest card of the led suit takes the trick (with trumps
  in play, the highest trump), and its taker leads the next one.

  Background:
    Given the game "lead-and-follow"
    And the players Anna, Ben and Cleo
    And Anna's hand holds bells 3, acorns 9 and hearts 1
    And Ben's hand holds bells 5, leaves 2 and hearts 7
    And Cleo's hand holds leaves 10, acorns 4 and hearts 2

  Rule: The leader plays any card of their hand (TRK-T1)

    @TRK-T1
    Scenario: Every card of the leader's hand may be led
      Then Anna must choose "card to lead" from bells 3, acorns 9 and hearts 1

  Rule: The others follow suit if they can (TRK-T2)

    @TRK-T2
    Scenario: A player holding the led suit must play it
      When Anna chooses bells 3 for "card to lead"
      Then Ben must choose "card to play" from bells 5

    @TRK-T2
    Scenario: A player without the led suit may play any card
      When Anna chooses bells 3 for "card to lead"
      And Ben chooses bells 5 for "card to play"
      Then Cleo must choose "card to play" from leaves 10, acorns 4 and hearts 2

    @TRK-T2
    Scenario: Play goes round the table from the leader
      Given Ben's hand holds acorns 10, bells 6 and hearts 8
      When Anna chooses acorns 9 for "card to lead"
      Then Ben must choose "card to play" from acorns 10
      When Ben chooses acorns 10 for "card to play"
      Then Cleo must choose "card to play" from acorns 4

  Rule: The highest card of the led suit takes the trick, and its taker leads next (TRK-T3, TRK-T4)

    @TRK-T3 @TRK-T4
    Scenario: A high card of another suit does not take the trick
      When the players choose:
        | player | answer    |
        | Anna   | bells 3   |
        | Ben    | bells 5   |
        | Cleo   | leaves 10 |
      Then Ben's taken holds bells 3, bells 5 and leaves 10
      And Ben's tricks is 1
      And Anna's tricks is 0
      And Ben is the leader
      And Ben must choose "card to lead"

    @TRK-T3 @trumps=no-trumps
    Scenario: Without trumps, a heart played off suit takes nothing
      When the players choose:
        | player | answer  |
        | Anna   | bells 3 |
        | Ben    | bells 5 |
        | Cleo   | hearts 2 |
      Then Ben's tricks is 1
      And Cleo's tricks is 0

    @TRK-T3 @TRK-T4 @trumps=hearts
    Scenario: With hearts as trumps, the only heart takes the trick
      When the players choose:
        | player | answer   |
        | Anna   | bells 3  |
        | Ben    | bells 5  |
        | Cleo   | hearts 2 |
      Then Cleo's taken holds bells 3, bells 5 and hearts 2
      And Cleo's tricks is 1
      And Cleo is the leader

    @TRK-T3 @trumps=hearts
    Scenario: With hearts as trumps, the highest heart beats a lower one
      When the players choose:
        | player | answer   |
        | Anna   | hearts 1 |
        | Ben    | hearts 7 |
        | Cleo   | hearts 2 |
      Then Ben's tricks is 1
