"""OTDR event recognition: a denoising encoder pretrained on raw shots, then an event probe."""
