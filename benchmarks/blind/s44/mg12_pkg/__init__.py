"""GAN for line-width profiles of fountain-pen downstrokes (flex nibs, varying pressure)."""
