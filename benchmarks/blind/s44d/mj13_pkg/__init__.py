"""Hang-gliding flight computer: predict the variometer reading in a thermal from the conditions."""
