@olympeak
Feature: OlymPeak's options: every reading the rulebook leaves open
  Where the rulebook does not say, the rules file takes a reading and declares it as an option,
  whose description argues its default. Each option's default, and the value that departs from
  it, are shown here; the scenarios of each value are with the rule they touch.

  Background:
    Given the game "olympeak"
    And 2 players

  Rule: Every option resolves a rule, has a default and accepts its other value

    Scenario Outline: The option <option> defaults to <default> and accepts <other>
      Then the option "<option>" resolves <rule>
      And the option "<option>" defaults to "<default>"
      And the option "<option>" accepts "<other>"

      @OPK-S1
      Examples: OPK-S1
        | option                    | rule   | default | other |
        | white-in-small-games      | OPK-S1 | false   | true  |
        | white-card-in-small-games | OPK-S1 | false   | true  |

      @OPK-S2
      Examples: OPK-S2
        | option                    | rule   | default | other |
        | white-card-in-small-games | OPK-S2 | false   | true  |

      @OPK-T8
      Examples: OPK-T8
        | option | rule   | default  | other    |
        | clamp  | OPK-T8 | per-turn | per-card |

      @OPK-O4
      Examples: OPK-O4
        | option         | rule   | default  | other |
        | insert-draw    | OPK-O4 | keep-six | extra |
        | insert-column  | OPK-O4 | row      | turn  |
        | inserted-order | OPK-O4 | inert    | acts  |

      @OPK-R3
      Examples: OPK-R3
        | option       | rule   | default   | other   |
        | recycle-when | OPK-R3 | next-draw | emptied |

      @OPK-G2
      Examples: OPK-G2
        | option             | rule   | default | other  |
        | places-after-a-tie | OPK-G2 | skip    | follow |

    @OPK-T2
    Scenario: The tie after the ages is declared: seat order, the only value
      Then the option "age-ties" resolves OPK-T2
      And the option "age-ties" has the values seat-order
      And the option "age-ties" defaults to "seat-order"
