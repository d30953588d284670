"""The numbered held-out rounds (thirteen on), each a module of its own: one list, in order,
for every test that holds the reader to all of them (a new round is added here once)."""

from __future__ import annotations

from tests.support.labelled import Labelled
from tests.support.round_eighteen import eighteenth_round_disguises
from tests.support.round_eighty import eightieth_round_disguises
from tests.support.round_eightyeight import eightyeighth_round_disguises
from tests.support.round_eightyfive import eightyfifth_round_disguises
from tests.support.round_eightyfour import eightyfourth_round_disguises
from tests.support.round_eightynine import eightyninth_round_disguises
from tests.support.round_eightyone import eightyfirst_round_disguises
from tests.support.round_eightyseven import eightyseventh_round_disguises
from tests.support.round_eightysix import eightysixth_round_disguises
from tests.support.round_eightythree import eightythird_round_disguises
from tests.support.round_eightytwo import eightysecond_round_disguises
from tests.support.round_fifteen import fifteenth_round_disguises
from tests.support.round_fifty import fiftieth_round_disguises
from tests.support.round_fiftyeight import fiftyeighth_round_disguises
from tests.support.round_fiftyfive import fiftyfifth_round_disguises
from tests.support.round_fiftyfour import fiftyfourth_round_disguises
from tests.support.round_fiftynine import fiftyninth_round_disguises
from tests.support.round_fiftyone import fiftyfirst_round_disguises
from tests.support.round_fiftyseven import fiftyseventh_round_disguises
from tests.support.round_fiftysix import fiftysixth_round_disguises
from tests.support.round_fiftythree import fiftythird_round_disguises
from tests.support.round_fiftytwo import fiftysecond_round_disguises
from tests.support.round_forty import fortieth_round_disguises
from tests.support.round_fortyeight import fortyeighth_round_disguises
from tests.support.round_fortyfive import fortyfifth_round_disguises
from tests.support.round_fortyfour import fortyfourth_round_disguises
from tests.support.round_fortyone import fortyfirst_round_disguises
from tests.support.round_fortyseven import fortyseventh_round_disguises
from tests.support.round_fortysix import fortysixth_round_disguises
from tests.support.round_fortythree import fortythird_round_disguises
from tests.support.round_fortytwo import fortysecond_round_disguises
from tests.support.round_fourteen import fourteenth_round_disguises
from tests.support.round_hundred import hundredth_round_disguises
from tests.support.round_hundred_eight import hundred_eighth_round_disguises
from tests.support.round_hundred_eleven import hundred_eleventh_round_disguises
from tests.support.round_hundred_fifteen import hundred_fifteenth_round_disguises
from tests.support.round_hundred_five import hundred_fifth_round_disguises
from tests.support.round_hundred_four import hundred_fourth_round_disguises
from tests.support.round_hundred_fourteen import hundred_fourteenth_round_disguises
from tests.support.round_hundred_nine import hundred_ninth_round_disguises
from tests.support.round_hundred_one import hundred_first_round_disguises
from tests.support.round_hundred_seven import hundred_seventh_round_disguises
from tests.support.round_hundred_six import hundred_sixth_round_disguises
from tests.support.round_hundred_ten import hundred_tenth_round_disguises
from tests.support.round_hundred_thirteen import hundred_thirteenth_round_disguises
from tests.support.round_hundred_three import hundred_third_round_disguises
from tests.support.round_hundred_twelve import hundred_twelfth_round_disguises
from tests.support.round_hundred_two import hundred_second_round_disguises
from tests.support.round_nineteen import nineteenth_round_disguises
from tests.support.round_ninety import ninetieth_round_disguises
from tests.support.round_ninetyeight import ninetyeighth_round_disguises
from tests.support.round_ninetyfive import ninetyfifth_round_disguises
from tests.support.round_ninetyfour import ninetyfourth_round_disguises
from tests.support.round_ninetynine import ninetyninth_round_disguises
from tests.support.round_ninetyone import ninetyfirst_round_disguises
from tests.support.round_ninetyseven import ninetyseventh_round_disguises
from tests.support.round_ninetysix import ninetysixth_round_disguises
from tests.support.round_ninetythree import ninetythird_round_disguises
from tests.support.round_ninetytwo import ninetysecond_round_disguises
from tests.support.round_seventeen import seventeenth_round_disguises
from tests.support.round_seventy import seventieth_round_disguises
from tests.support.round_seventyeight import seventyeighth_round_disguises
from tests.support.round_seventyfive import seventyfifth_round_disguises
from tests.support.round_seventyfour import seventyfourth_round_disguises
from tests.support.round_seventynine import seventyninth_round_disguises
from tests.support.round_seventyone import seventyfirst_round_disguises
from tests.support.round_seventyseven import seventyseventh_round_disguises
from tests.support.round_seventysix import seventysixth_round_disguises
from tests.support.round_seventythree import seventythird_round_disguises
from tests.support.round_seventytwo import seventysecond_round_disguises
from tests.support.round_sixteen import sixteenth_round_disguises
from tests.support.round_sixty import sixtieth_round_disguises
from tests.support.round_sixtyeight import sixtyeighth_round_disguises
from tests.support.round_sixtyfive import sixtyfifth_round_disguises
from tests.support.round_sixtyfour import sixtyfourth_round_disguises
from tests.support.round_sixtynine import sixtyninth_round_disguises
from tests.support.round_sixtyone import sixtyfirst_round_disguises
from tests.support.round_sixtyseven import sixtyseventh_round_disguises
from tests.support.round_sixtysix import sixtysixth_round_disguises
from tests.support.round_sixtythree import sixtythird_round_disguises
from tests.support.round_sixtytwo import sixtysecond_round_disguises
from tests.support.round_thirteen import thirteenth_round_disguises
from tests.support.round_thirty import thirtieth_round_disguises
from tests.support.round_thirtyeight import thirtyeighth_round_disguises
from tests.support.round_thirtyfive import thirtyfifth_round_disguises
from tests.support.round_thirtyfour import thirtyfourth_round_disguises
from tests.support.round_thirtynine import thirtyninth_round_disguises
from tests.support.round_thirtyone import thirtyfirst_round_disguises
from tests.support.round_thirtyseven import thirtyseventh_round_disguises
from tests.support.round_thirtysix import thirtysixth_round_disguises
from tests.support.round_thirtythree import thirtythird_round_disguises
from tests.support.round_thirtytwo import thirtysecond_round_disguises
from tests.support.round_twenty import twentieth_round_disguises
from tests.support.round_twentyeight import twentyeighth_round_disguises
from tests.support.round_twentyfive import twentyfifth_round_disguises
from tests.support.round_twentyfour import twentyfourth_round_disguises
from tests.support.round_twentynine import twentyninth_round_disguises
from tests.support.round_twentyone import twentyfirst_round_disguises
from tests.support.round_twentyseven import twentyseventh_round_disguises
from tests.support.round_twentysix import twentysixth_round_disguises
from tests.support.round_twentythree import twentythird_round_disguises
from tests.support.round_twentytwo import twentysecond_round_disguises

ROUND_CASES = (
    thirteenth_round_disguises,
    fourteenth_round_disguises,
    fifteenth_round_disguises,
    sixteenth_round_disguises,
    seventeenth_round_disguises,
    eighteenth_round_disguises,
    nineteenth_round_disguises,
    twentieth_round_disguises,
    twentyfirst_round_disguises,
    twentysecond_round_disguises,
    twentythird_round_disguises,
    twentyfourth_round_disguises,
    twentyfifth_round_disguises,
    twentysixth_round_disguises,
    twentyseventh_round_disguises,
    twentyeighth_round_disguises,
    twentyninth_round_disguises,
    thirtieth_round_disguises,
    thirtyfirst_round_disguises,
    thirtysecond_round_disguises,
    thirtythird_round_disguises,
    thirtyfourth_round_disguises,
    thirtyfifth_round_disguises,
    thirtysixth_round_disguises,
    thirtyseventh_round_disguises,
    thirtyeighth_round_disguises,
    thirtyninth_round_disguises,
    fortieth_round_disguises,
    fortyfirst_round_disguises,
    fortysecond_round_disguises,
    fortythird_round_disguises,
    fortyfourth_round_disguises,
    fortyfifth_round_disguises,
    fortysixth_round_disguises,
    fortyseventh_round_disguises,
    fortyeighth_round_disguises,
    fiftieth_round_disguises,
    fiftyfirst_round_disguises,
    fiftysecond_round_disguises,
    fiftythird_round_disguises,
    fiftyfourth_round_disguises,
    fiftyfifth_round_disguises,
    fiftysixth_round_disguises,
    fiftyseventh_round_disguises,
    fiftyeighth_round_disguises,
    fiftyninth_round_disguises,
    sixtieth_round_disguises,
    sixtyfirst_round_disguises,
    sixtysecond_round_disguises,
    sixtythird_round_disguises,
    sixtyfourth_round_disguises,
    sixtyfifth_round_disguises,
    sixtysixth_round_disguises,
    sixtyseventh_round_disguises,
    sixtyeighth_round_disguises,
    sixtyninth_round_disguises,
    seventieth_round_disguises,
    seventyfirst_round_disguises,
    seventysecond_round_disguises,
    seventythird_round_disguises,
    seventyfourth_round_disguises,
    seventyfifth_round_disguises,
    seventysixth_round_disguises,
    seventyseventh_round_disguises,
    seventyeighth_round_disguises,
    seventyninth_round_disguises,
    eightieth_round_disguises,
    eightyfirst_round_disguises,
    eightysecond_round_disguises,
    eightythird_round_disguises,
    eightyfourth_round_disguises,
    eightyfifth_round_disguises,
    eightysixth_round_disguises,
    eightyseventh_round_disguises,
    eightyeighth_round_disguises,
    eightyninth_round_disguises,
    ninetieth_round_disguises,
    ninetyfirst_round_disguises,
    ninetysecond_round_disguises,
    ninetythird_round_disguises,
    ninetyfourth_round_disguises,
    ninetyfifth_round_disguises,
    ninetysixth_round_disguises,
    ninetyseventh_round_disguises,
    ninetyeighth_round_disguises,
    ninetyninth_round_disguises,
    hundredth_round_disguises,
    hundred_first_round_disguises,
    hundred_second_round_disguises,
    hundred_third_round_disguises,
    hundred_fourth_round_disguises,
    hundred_fifth_round_disguises,
    hundred_sixth_round_disguises,
    hundred_seventh_round_disguises,
    hundred_eighth_round_disguises,
    hundred_ninth_round_disguises,
    hundred_tenth_round_disguises,
    hundred_eleventh_round_disguises,
    hundred_twelfth_round_disguises,
    hundred_thirteenth_round_disguises,
    hundred_fourteenth_round_disguises,
    hundred_fifteenth_round_disguises,
)
"""The rounds' case lists, in the order they were written."""


def numbered_rounds() -> list[Labelled]:
    """Every case of the numbered rounds (their own ``LEFT_OUT`` and ``STILL_ACCUSED`` left out)."""
    return [case for cases in ROUND_CASES for case in cases()]
