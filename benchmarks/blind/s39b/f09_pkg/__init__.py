"""Mine-vs-rock classification from 60-band sonar return energies."""
