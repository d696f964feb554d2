"""Joint radiance-field / camera refinement for a phone video of a spinning fidget top."""
