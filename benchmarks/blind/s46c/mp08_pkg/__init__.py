"""DDPG controller for the CO2 solenoid of a planted aquarium (day/night light cycle)."""
