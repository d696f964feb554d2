"""Cuttlefish/octopus body-pattern classification from chromatophore statistics with MC dropout."""
