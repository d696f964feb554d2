"""GAN for single-period windows of a didgeridoo drone (fundamental + vocal-tract formants)."""
