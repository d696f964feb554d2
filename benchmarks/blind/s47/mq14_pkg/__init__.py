"""Ice cubes in a drink: time to melt, temperature drop and dilution, from glass and cube features."""
