@olympeak
Feature: An insert card opens a new row only when played last
  The rulebook lets the extra card of an insert open a new row only "in case the insert card is
  played by the last player in the round and cards have been placed beneath all of the
  contenders". Played earlier on a row it fills, the insert leaves its player no place for an
  extra card: the new row is for the players still to play (OPK-T5).

  Background:
    Given the game "olympeak"

  Rule: The extra card of an insert opens a new row only for the last player of the round (OPK-T5)

    @OPK-O4 @OPK-T5
    Scenario: Dora's insert fills the row while Emil is still to play: no extra card
      Given 5 players
      And Anna's hand holds Progress 1, Progress 20, Progress 21, Progress 22, Progress 23 and Progress 24
      And Ben's hand holds Progress 50, Progress 25, Progress 26, Progress 27, Progress 28 and Progress 29
      And Cleo's hand holds Progress 51, Progress 30, Progress 33, Progress 34, Progress 35 and Progress 36
      And Dora's hand holds insert 4, Progress 15, Progress 37, Progress 38, Progress 39 and Progress 40
      And Emil's hand holds Progress 65, Progress 41, Progress 42, Progress 43, Progress 44 and Progress 45
      When first legal options are chosen until Anna must choose "card to play"
      And the players choose:
        | player | answer      | decision     |
        | Anna   | Progress 1  | card to play |
        | Ben    | Progress 50 | card to play |
        | Cleo   | Progress 51 | card to play |
        | Dora   | insert 4    | card to play |
        | Emil   | Progress 65 | card to play |
        | Anna   | white       | column       |
        | Ben    | red         | column       |
        | Cleo   | green       | column       |
        | Dora   | blue        | column       |
      Then Emil must choose "column" from blue
      And no "card to insert" was chosen
      And Dora's hand holds 6 cards
      When Emil chooses blue for "column"
      Then cell 2, blue of the tableau holds "Progress 65"
