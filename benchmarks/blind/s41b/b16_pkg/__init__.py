"""Rail-head defect classification from eddy-current probe traces (two channels: differential and
absolute), trained with PGD adversarial examples so that lift-off wobble does not flip the call."""
