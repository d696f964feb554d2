"""Carillon bell tuning: predict partial deviations (cents) from the bell's profile."""
