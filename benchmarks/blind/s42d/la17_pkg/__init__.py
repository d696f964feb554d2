"""Harvester-ant foraging: lab-arena colonies -> field colonies with a gradient reversal layer (DANN)."""
