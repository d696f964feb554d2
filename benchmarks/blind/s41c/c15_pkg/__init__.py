"""SETI Breakthrough Listen E.T. signal search: needles in ON-OFF cadence spectrograms."""
