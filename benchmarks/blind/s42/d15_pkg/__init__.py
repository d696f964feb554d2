"""Tram pantograph carbon-strip condition from laser thickness profiles."""
