"""Peak facade pressure on a tall building: wind-tunnel taps -> full-scale sensors (adversarial adaptation)."""
