"""Paired image-to-image translation (pix2pix-style) on synthetic edge maps."""
