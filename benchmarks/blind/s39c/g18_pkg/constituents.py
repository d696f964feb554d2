"""Main tidal constituents (periods in hours)."""
CONSTITUENTS = {
    "M2": 12.4206012,   # principal lunar semidiurnal
    "S2": 12.0,         # principal solar semidiurnal
    "N2": 12.65834751,  # larger lunar elliptic
    "K1": 23.93447213,  # lunisolar diurnal
    "O1": 25.81933871,  # lunar diurnal
}
NAMES = list(CONSTITUENTS)
PERIODS = [CONSTITUENTS[n] for n in NAMES]
